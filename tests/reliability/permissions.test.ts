/**
 * Permissions at every seam where a player's wish becomes a GM-side write: the draw service
 * (whose deck) and the action procedures the GM runs for a player (an action on someone else's
 * pieces reaches them only when the GM confirms it: tests/foundry/chat/apply.test.ts). Each
 * refusal writes nothing; the GM may do each thing. Tiny typed doubles of the ports
 * (DeckStore/TableWriter with fvtt-types' ChatMessage.CreateData).
 */
import { FIRE_PROCEDURE } from "@foundry/actions/fire/fire-procedure";
import { MELEE_PROCEDURE } from "@foundry/actions/melee/melee-procedure";
import { MOVEMENT_PROCEDURE } from "@foundry/actions/move/move-procedure";
import { MORALE_PROCEDURE } from "@foundry/actions/morale/morale-procedure";
import { DYNAMITE_PROCEDURE } from "@foundry/actions/dynamite/dynamite-procedure";
import { describe, expect, it } from "vitest";
import { fixedSource, type CardSource } from "@rules/cards/source";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { FigureState, UnitState } from "@rules/model";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import type { FireRequest } from "@foundry/kernel/action-requests";
import { affectedActors, readRecord, type ResultRecord } from "@foundry/kernel/result-record";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import { worldOfUnits } from "../doubles/roles/world";
import { GM, RecordingTable, coordinator, PLAYERS } from "../doubles/recording";

/* ------------------------------------------------------------------ pieces: p1's posse fires at p2's raiders */

function figure(id: string, name: string, over: Partial<FigureState> = {}): FigureState {
  return {
    id,
    name,
    guts: "regular",
    accuracy: "regular",
    melee: 0,
    endurance: 2,
    reaction: 3,
    wounds: 0,
    stunned: false,
    incapacitated: false,
    outOfAmmo: 0,
    pinned: false,
    mounted: false,
    hidden: false,
    hero: false,
    sniper: false,
    leaderRank: null,
    trained: false,
    weaponId: "ow.rifle",
    ...over,
  };
}
function unit(id: string, name: string, figures: FigureState[]): UnitState {
  return {
    id,
    name,
    kind: "foot",
    grade: "regular",
    figures,
    leaderId: figures[0]?.id ?? null,
    commanderId: null,
    commandDie: null,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
  };
}
const posse = unit("Actor.posse0000000001", "Marshal's Posse", [figure("Actor.cole00000000001", "Pvt. Cole")]);
const raiders = unit("Actor.raiders000000001", "Hale's Raiders", [
  figure("Actor.curry0000000001", "Kid Curry"),
  figure("Actor.hale00000000001", "Sgt. Hale"),
]);

/** The world the GM's client reads: the two units, every figure with its rifle. */
const WORLD = worldOfUnits([posse, raiders], () => frontierWeapon("ow.rifle"));

/** Who owns which actor (the GM owns everything through isGM, not through this list). */
const OWNERS: Readonly<Record<string, string>> = {
  [posse.id]: PLAYERS[0],
  "Actor.cole00000000001": PLAYERS[0],
  [raiders.id]: PLAYERS[1],
  "Actor.curry0000000001": PLAYERS[1],
  "Actor.hale00000000001": PLAYERS[1],
  "Actor.wagon00000000001": PLAYERS[1],
};

function fireRequest(): FireRequest {
  return {
    fire: {
      unitId: posse.id,
      shooters: [{ figure: posse.figures[0]!, weapon: frontierWeapon("ow.rifle"), rangeInches: 18 }],
      target: {
        unitId: raiders.id,
        closeOrder: false,
        figures: raiders.figures.map((f) => ({ figure: f, cover: "none" as const })),
      },
    },
    speaker: { actor: posse.id, alias: posse.name },
    title: null,
    unitNames: [posse, raiders].map((u) => ({ id: u.id, name: u.name })),
  };
}

/* ------------------------------------------------------------------ the draw service */

function drawRegistry(): ProcedureRegistry {
  const registry = new ProcedureRegistry();
  registry.register("draw", {
    run: (_input: unknown, source: CardSource) => ({
      serial: source.draw({ reason: "morale", section: "morale" }).serial,
    }),
  });
  registry.register("fire", FIRE_PROCEDURE);
  return registry;
}

describe("permissions: the Action Decks", () => {
  it("CORE-1 a player cannot draw from another player's deck: localized refusal, nothing written, the deck unchanged", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry());
    await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: null });
    const before = structuredClone(table.actionDeck(PLAYERS[1]));
    table.writes.length = 0;
    const answer = await gm.draw({
      procedure: "draw",
      input: {},
      requesterId: PLAYERS[0],
      deckOwnerId: PLAYERS[1],
      serials: null,
    });
    expect(answer).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.notYourDeck",
      data: { user: "Alice", owner: "Bob" },
    });
    expect(table.writes).toEqual([]);
    expect(table.actionDeck(PLAYERS[1])).toEqual(before);
  });

  it("CORE-1 the GM can draw from a player's deck (the entry names him and the deck's owner)", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry());
    await gm.resetActionDecks({ userIds: [PLAYERS[1]], deckFile: null });
    const top = table.actionDeck(PLAYERS[1])!.state!.drawPile[0];
    const answer = await gm.draw({
      procedure: "draw",
      input: {},
      requesterId: GM,
      deckOwnerId: PLAYERS[1],
      serials: null,
    });
    if (!answer.ok) throw new Error(answer.key);
    expect(answer.draws.map((d) => [d.userId, d.deckOwnerId, d.card])).toEqual([[GM, PLAYERS[1], String(top)]]);
    expect(table.writes).toContain("saveDecks(1)");
  });

  it("CORE-3 a player cannot draw the Activation Card or end the turn; the GM can", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry());
    expect(await gm.drawActivation({ requesterId: PLAYERS[0], cardId: null })).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.gmOnly",
      data: {},
    });
    expect(await gm.endOfTurn({ requesterId: PLAYERS[0] })).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.gmOnly",
      data: {},
    });
    expect(table.writes).toEqual([]);
    expect((await gm.drawActivation({ requesterId: GM, cardId: null })).ok).toBe(true);
    expect((await gm.endOfTurn({ requesterId: GM })).ok).toBe(true);
  });

  it("an unknown user id is refused before any deck is read", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry());
    const answer = await gm.draw({
      procedure: "draw",
      input: {},
      requesterId: "intruder",
      deckOwnerId: "intruder",
      serials: null,
    });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.unknownUser" });
    expect(table.writes).toEqual([]);
    expect(table.action.size).toBe(0);
  });
});

describe("permissions: an action on someone else's pieces", () => {
  /** The record a posted "result" message carries (ChatMessage.CreateData.system.record). */
  const postedRecord = (data: ChatMessage.CreateData): ResultRecord | null => {
    const system: unknown = Reflect.get(data, "system");
    return typeof system === "object" && system !== null ? readRecord(Reflect.get(system, "record")) : null;
  };

  it("CORE-5 the GM runs p1's fire for him (physical cards #27 hit, #12 wounds Sgt. Hale): one deck write and one chat message, no actor written, and only the GM may apply it", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry(), {}, OWNERS, undefined, { world: async () => WORLD });
    await gm.resetActionDecks({ userIds: [PLAYERS[0]], deckFile: null });
    table.writes.length = 0;
    const answer = await gm.draw({
      procedure: "fire",
      input: JSON.parse(JSON.stringify(fireRequest())),
      requesterId: PLAYERS[0],
      deckOwnerId: PLAYERS[0],
      serials: [27, 12],
    });
    if (!answer.ok) throw new Error(answer.key);
    // TableWriter has no actor write at all: the deck state and one message are everything written.
    expect(table.writes).toEqual(["saveDecks(1)", "createMessage"]);
    const record = postedRecord(table.messages[0]!);
    expect(record).not.toBeNull();
    expect(Reflect.get(Reflect.get(table.messages[0]!, "system") ?? {}, "applied")).toEqual({ done: false, by: null });
    expect(affectedActors(record!.result.effects)).toContain("Actor.hale00000000001");
    // it waits for the GM (only he confirms a result: kernel/result-desk.ts), under the request's id
    const system = Reflect.get(table.messages[0]!, "system") ?? {};
    expect(Reflect.get(system, "waiting")).toBe(true);
    expect(Reflect.get(system, "requestId")).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  /** p2 sends a fire request naming p1's Pvt. Cole as the shooter, from his own deck. */
  function forgedFire(): FireRequest {
    return JSON.parse(JSON.stringify(fireRequest())) as FireRequest;
  }

  it("CORE-5 a player cannot make someone else's figure fire: the GM's fire procedure refuses (notYourPiece), draws no card, writes nothing", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry(), {}, OWNERS, undefined, { world: async () => WORLD });
    await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: null });
    const before = structuredClone(table.actionDeck(PLAYERS[1]));
    table.writes.length = 0;
    const answer = await gm.draw({
      procedure: "fire",
      input: forgedFire(),
      requesterId: PLAYERS[1],
      deckOwnerId: PLAYERS[1],
      serials: null,
    });
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.notYourPiece", data: { name: "Pvt. Cole" } });
    expect(table.writes).toEqual([]);
    expect(table.actionDeck(PLAYERS[1])).toEqual(before);
  });

  it("CORE-5 the owner may fire his figure from his deck, and the GM may fire it from his own", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry(), {}, OWNERS, undefined, { world: async () => WORLD });
    await gm.resetActionDecks({ userIds: [PLAYERS[0], GM], deckFile: null });
    expect(
      (
        await gm.draw({
          procedure: "fire",
          input: forgedFire(),
          requesterId: PLAYERS[0],
          deckOwnerId: PLAYERS[0],
          serials: [27, 12],
        })
      ).ok,
    ).toBe(true);
    expect(
      (await gm.draw({ procedure: "fire", input: forgedFire(), requesterId: GM, deckOwnerId: GM, serials: [27, 12] }))
        .ok,
    ).toBe(true);
  });

  it("CORE-6 / CORE-7 / CORE-10 every action procedure refuses a piece the requester does not own, before drawing", () => {
    const theirs: DrawContext = {
      userId: PLAYERS[1],
      requesterId: PLAYERS[1],
      gm: false,
      options: DEFAULT_OPTIONS,
      turn: 1,
      world: WORLD,
      spend: () => undefined,
      reactionsLeft: () => 0,
      mayAct: (id) => OWNERS[id] === PLAYERS[1],
    };
    const empty = fixedSource([]);
    const cole = posse.figures[0]!;
    const side = (f: FigureState, unitId: string) => ({ unitId, figure: f, hth: 0, modifiers: [] });
    const chat = { speaker: { alias: "x" }, title: null, unitNames: [] };
    const refusals = [
      () =>
        MELEE_PROCEDURE.run(
          { melee: { attacker: side(cole, posse.id), defender: side(raiders.figures[0]!, raiders.id) }, ...chat },
          empty,
          theirs,
        ),
      () =>
        MOVEMENT_PROCEDURE.run(
          { movement: { unitId: posse.id, figure: cole, mode: "normal" }, mounted: false, ...chat },
          empty,
          theirs,
        ),
      () =>
        MORALE_PROCEDURE.run(
          { morale: { unit: { ...posse, moraleMarkers: 1 }, terrain: "open" }, leaderRemovesMarkers: true, ...chat },
          empty,
          theirs,
        ),
      () =>
        DYNAMITE_PROCEDURE.run(
          { dynamite: { unit: posse, thrower: cole, charge: "stick", rangeInches: 4 }, ...chat },
          empty,
          theirs,
        ),
    ];
    for (const run of refusals) expect(run).toThrow(/notYourPiece/);
  });
});
