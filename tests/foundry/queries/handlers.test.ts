/**
 * The CONFIG.queries handlers: answered by the active GM only, plain JSON both ways, and the
 * requester is the sender the SERVER names on the socket, never the payload's.
 */
import { GM, OTHER, PLAYER } from "../../doubles/users";
import { describe, expect, it } from "vitest";
import { queryHandlers } from "@foundry/kernel/query-handlers";
import { SenderLedger, type CatchAllSocket } from "@foundry/kernel/query-sender";
import { QUERY, type DrawPayload } from "@foundry/kernel/query-wire";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import type { CardSource } from "@rules/cards/source";
import { MemoryTable, coordinator } from "../../doubles/decks";

/**
 * A socket as the GM's client sees it: Foundry v13's server forwards
 * `"userQuery", senderId, queryId, name, data, {timeout}, ack` (client/documents/collections/users.mjs
 * Users.#handleUserQuery) and socket.io calls catch-all listeners first, then the event's own
 * listener (Foundry's, which calls the CONFIG.queries handler with `(data, {timeout})` only).
 */
class SocketDouble implements CatchAllSocket {
  readonly #any: ((event: string, ...args: unknown[]) => void)[] = [];
  onAny(listener: (event: string, ...args: unknown[]) => void): this {
    this.#any.push(listener);
    return this;
  }
  /** The server relays a query from `senderId`; Foundry's own listener calls `handler(data, {timeout})`. */
  relay<A>(
    senderId: string,
    name: string,
    payload: unknown,
    handler: (data: never, options: { timeout?: number }) => Promise<A>,
  ): Promise<A> {
    const data = JSON.parse(JSON.stringify(payload)) as never;
    const options = { timeout: 30_000 };
    for (const listener of this.#any) listener("userQuery", senderId, "q1", name, data, options, () => undefined);
    return handler(data, options);
  }
}

function setup(activeGM = true) {
  const table = new MemoryTable();
  const procedures = new ProcedureRegistry();
  procedures.register("reaction", {
    run: (_input: unknown, source: CardSource) => ({
      serial: source.draw({ reason: "reaction", section: "reaction" }).serial,
    }),
  });
  const gm = coordinator(table, procedures);
  let made = 0;
  const lazy = () => {
    made += 1;
    return gm;
  };
  const ledger = new SenderLedger();
  const socket = new SocketDouble();
  ledger.listen(socket);
  return { table, handlers: queryHandlers(() => activeGM, lazy, ledger), socket, made: () => made };
}

const payload: DrawPayload = {
  procedure: "reaction",
  input: { figure: "Actor.abc" },
  deckOwnerId: PLAYER,
  serials: null,
};

describe("draw queries", () => {
  it("query names carry the system prefix Foundry asks for", () => {
    expect(Object.values(QUERY).every((name) => name.startsWith("combat-patrol."))).toBe(true);
  });

  it("a client that is not the active GM refuses: nothing drawn, the coordinator never reached", async () => {
    const { table, handlers, socket, made } = setup(false);
    expect(await socket.relay(PLAYER, QUERY.draw, payload, handlers.draw)).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.noActiveGM",
      data: {},
    });
    expect(await socket.relay(GM, QUERY.endOfTurn, {}, handlers.endOfTurn)).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.noActiveGM",
    });
    expect(made()).toBe(0);
    expect(table.writes).toEqual([]);
  });

  it("CORE-1 the active GM answers the sender's own draw with plain JSON: the answer survives the socket unchanged", async () => {
    const { table, handlers, socket } = setup();
    const answer = await socket.relay(PLAYER, QUERY.draw, payload, handlers.draw);
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
    expect(answer).toMatchObject({ ok: true });
    expect(answer.ok && answer.draws[0]?.userId).toBe(PLAYER);
    expect(table.writes).toEqual(["createDecks(1)", "saveDecks(1)"]);
  });

  it("CORE-1 a player asking for another player's deck is refused by the GM", async () => {
    const { table, handlers, socket } = setup();
    const answer = await socket.relay(OTHER, QUERY.draw, payload, handlers.draw);
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notYourDeck" });
    expect(table.writes).toEqual([]);
  });
});

describe("identity: a forged requesterId in the payload is ignored", () => {
  it("CORE-1 Bob sends Alice's id to draw from Alice's deck: refused, nothing drawn", async () => {
    const { table, handlers, socket } = setup();
    const answer = await socket.relay(OTHER, QUERY.draw, { ...payload, requesterId: PLAYER }, handlers.draw);
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notYourDeck" });
    expect(table.writes).toEqual([]);
  });

  it("CORE-1 Bob sends the GM's id to draw from Alice's deck: refused, nothing drawn", async () => {
    const { table, handlers, socket } = setup();
    const answer = await socket.relay(OTHER, QUERY.draw, { ...payload, requesterId: GM }, handlers.draw);
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notYourDeck" });
    expect(table.writes).toEqual([]);
  });

  it("CORE-1 Bob sends an unknown id for Alice's deck: refused, nothing drawn", async () => {
    const { table, handlers, socket } = setup();
    const answer = await socket.relay(OTHER, QUERY.draw, { ...payload, requesterId: "nobody" }, handlers.draw);
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notYourDeck" });
    expect(table.writes).toEqual([]);
  });

  it("CORE-3 a player sending the GM's id cannot draw an Activation Card nor end the turn", async () => {
    const { table, handlers, socket } = setup();
    expect(
      await socket.relay(PLAYER, QUERY.activation, { requesterId: GM, cardId: null }, handlers.activation),
    ).toEqual({ ok: false, key: "COMBAT_PATROL.Error.gmOnly", data: {} });
    expect(await socket.relay(PLAYER, QUERY.endOfTurn, { requesterId: GM }, handlers.endOfTurn)).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.gmOnly",
      data: {},
    });
    expect(table.writes).toEqual([]);
  });

  it("CORE-3 the GM's own query (the server names the GM) draws the Activation Card", async () => {
    const { handlers, socket } = setup();
    expect(await socket.relay(GM, QUERY.activation, { cardId: null }, handlers.activation)).toMatchObject({ ok: true });
  });

  it("a payload the socket never carried (no sender on record) is refused, nothing drawn", async () => {
    const { table, handlers } = setup();
    expect(await handlers.draw({ ...payload, requesterId: GM } as DrawPayload)).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.unknownSender",
      data: {},
    });
    expect(await handlers.endOfTurn({ requesterId: GM } as never)).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.unknownSender",
    });
    expect(table.writes).toEqual([]);
  });

  it("a later Foundry naming the user in the handler's options is believed over the payload", async () => {
    const { table, handlers } = setup();
    const answer = await handlers.draw({ ...payload, requesterId: GM } as DrawPayload, {
      timeout: 1,
      user: { id: OTHER },
    });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notYourDeck" });
    expect(table.writes).toEqual([]);
  });
});

/** What the test drives of socket.io-client's Socket (Emitter#on, Socket#onAny, Socket#emitEvent). */
interface DispatchSocket extends CatchAllSocket {
  on(event: "userQuery", listener: (sender: string, id: string, name: string, data: DrawPayload) => void): unknown;
  emitEvent(args: unknown[]): void;
}

describe("identity over socket.io's own client", () => {
  it("CORE-1 the catch-all listener records the sender before Foundry's userQuery listener calls the handler, though Foundry's was registered first", async () => {
    const { Socket } = await import("socket.io-client");
    // A socket without a connection: only socket.io's own event dispatch (Socket#emitEvent) runs.
    // emitEvent is private in socket.io's types: the narrow shape this test drives.
    const socket = Object.create(Socket.prototype) as DispatchSocket;
    const table = new MemoryTable();
    const procedures = new ProcedureRegistry();
    procedures.register("reaction", {
      run: (_input: unknown, source: CardSource) => ({
        serial: source.draw({ reason: "reaction", section: "reaction" }).serial,
      }),
    });
    const gm = coordinator(table, procedures);
    const ledger = new SenderLedger();
    const handlers = queryHandlers(
      () => true,
      () => gm,
      ledger,
    );
    const answers: Promise<unknown>[] = [];
    // Foundry's Users._activateSocketListeners registers its listener before the system's code runs.
    socket.on(
      "userQuery",
      (_sender: string, _id: string, _name: string, data: DrawPayload) =>
        void answers.push(handlers.draw(data, { timeout: 1 })),
    );
    ledger.listen(socket);
    socket.emitEvent([
      "userQuery",
      OTHER,
      "q1",
      QUERY.draw,
      { ...payload, requesterId: GM },
      { timeout: 1 },
      () => undefined,
    ]);
    expect(answers).toHaveLength(1);
    expect(await answers[0]).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notYourDeck" });
    expect(table.writes).toEqual([]);
  });
});
