/** The GM-authoritative draw service at its seam: queue, permissions, physical cards, writes, End of Turn. */
import { GM, OTHER, PLAYER } from "../../doubles/users";
import { beforeEach, describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { CardSource } from "@rules/cards/source";
import type { DeckState } from "@rules/cards/deck";
import { RulesError } from "@rules/errors";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import { mergedTurn } from "@foundry/kernel/draw-audit";
import { planCardSync } from "@foundry/kernel/draw-coordinator";
import type { DeckDefinition } from "@rules/cards/deck-file";
import { MemoryTable, client, coordinator, jsonLink } from "../../doubles/decks";

/** Input of the test procedure: how many cards to draw. */
const countOf = (input: unknown): number =>
  typeof input === "object" && input !== null && "n" in input && typeof input.n === "number" ? input.n : 1;

function procedures(): ProcedureRegistry {
  const registry = new ProcedureRegistry();
  registry.register("shoot", {
    run(input: unknown, source: CardSource) {
      const serials: number[] = [];
      for (let i = 0; i < countOf(input); i += 1)
        serials.push(source.draw({ reason: "fire.hit", section: "hit" }).serial);
      return { serials };
    },
  });
  registry.register("refused", {
    run(_input: unknown, source: CardSource) {
      source.draw({ reason: "fire.hit", section: "hit" });
      throw new RulesError("outOfRange", { range: 40 });
    },
  });
  registry.register("withMessage", {
    run(_input: unknown, source: CardSource) {
      return { serial: source.draw({ reason: "morale", section: "morale" }).serial };
    },
    async commit(output, draws, context, writer) {
      await writer.createMessage({ content: `${context.userId} drew ${draws.length}: ${JSON.stringify(output)}` });
    },
  });
  return registry;
}

const serialsOf = (output: unknown): number[] => (output as { serials: number[] }).serials;

/** Every serial of the deck once, across the three zones. */
function holdsDeckOnce(state: DeckState | null): boolean {
  if (!state) return false;
  const all = [...state.drawPile, ...state.drawn, ...state.discardPile].sort((a, b) => a - b);
  return all.length === 50 && all.every((s, i) => s === i + 1);
}

let table: MemoryTable;
beforeEach(() => {
  table = new MemoryTable();
});

describe("draw service: one action", () => {
  it("CORE-1 draws from the top of the player's shuffled deck and writes deck state + audit in one write", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    const first = await alice.resolveErased("shoot", { n: 2 });
    expect(first.ok).toBe(true);
    expect(table.writes).toEqual(["createDecks(1)", "saveDecks(1)"]);

    const before = table.actionDeck(PLAYER)!.state!;
    table.writes.length = 0;
    const second = await alice.resolveErased("shoot", { n: 3 });
    if (!second.ok) throw new Error(second.key);
    expect(serialsOf(second.output)).toEqual(before.drawPile.slice(0, 3));
    expect(table.writes).toEqual(["saveDecks(1)"]);
    const after = table.actionDeck(PLAYER)!.state!;
    expect(after.drawn).toEqual(before.drawPile.slice(0, 3));
    // the previous action's cards went to the discard pile when this one began
    expect(after.discardPile).toEqual(before.drawn);
    expect(second.draws.map((d) => [d.userName, d.deck, d.card, d.procedure, d.reason, d.section])).toEqual(
      before.drawPile.slice(0, 3).map((s) => ["Alice", "action", String(s), "shoot", "fire.hit", "hit"]),
    );
  });

  it("an action with its chat message costs two writes in all", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 1 });
    table.writes.length = 0;
    const done = await alice.resolveErased("withMessage", {});
    expect(done.ok).toBe(true);
    expect(table.writes).toEqual(["saveDecks(1)", "createMessage"]);
    expect(table.messages).toHaveLength(1);
  });

  it("a procedure that refuses (RulesError) writes nothing and the deck is unchanged", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 1 });
    const before = structuredClone(table.actionDeck(PLAYER)!.state);
    table.writes.length = 0;
    const refused = await alice.resolveErased("refused", {});
    expect(refused).toEqual({ ok: false, key: "COMBAT_PATROL.Error.outOfRange", data: { range: 40 } });
    expect(alice.notices.map((n) => n.key)).toEqual(["COMBAT_PATROL.Error.outOfRange"]);
    expect(table.writes).toEqual([]);
    expect(table.actionDeck(PLAYER)!.state).toEqual(before);
  });

  it("a save the server refuses is a refusal: the deck is as it was and the next request draws the same card", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 0 });
    const before = structuredClone(table.actionDeck(PLAYER)!.state!);
    table.failNextSave = true;
    const failed = await alice.resolveErased("shoot", { n: 1 });
    expect(failed).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.commitFailed",
      data: { error: "server refused the update" },
    });
    expect(table.actionDeck(PLAYER)!.state).toEqual(before);
    const retried = await alice.resolveErased("shoot", { n: 1 });
    expect(retried.ok && serialsOf(retried.output)).toEqual([before.drawPile[0]]);
  });

  it("an unknown procedure is refused before any deck is touched", async () => {
    const gm = coordinator(table, procedures());
    const answer = await gm.draw({
      procedure: "nope",
      input: {},
      requesterId: PLAYER,
      deckOwnerId: PLAYER,
      serials: null,
    });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.unknownProcedure" });
    expect(table.writes).toEqual([]);
  });
});

describe("draw service: atomic per deck", () => {
  it("CORE-1 ten concurrent requests on one deck run one at a time: no card lost or drawn twice", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    await alice.resolveErased("shoot", { n: 0 });
    const order = [...table.actionDeck(PLAYER)!.state!.drawPile];
    table.saveDelay = 3;
    table.writes.length = 0;

    const answers = await Promise.all(Array.from({ length: 10 }, () => alice.resolveErased("shoot", { n: 4 })));
    const drawn = answers.flatMap((a) => (a.ok ? serialsOf(a.output) : []));
    expect(drawn).toEqual(order.slice(0, 40));
    expect(new Set(drawn).size).toBe(40);
    expect(table.writes).toEqual(Array.from({ length: 10 }, () => "saveDecks(1)"));
    const state = table.actionDeck(PLAYER)!.state!;
    expect(holdsDeckOnce(state)).toBe(true);
    expect(state.drawPile).toEqual(order.slice(40));
    expect(state.drawn).toHaveLength(4);
    expect(state.discardPile).toHaveLength(36);
  });

  it("CORE-1 past the end of the deck the discards are reshuffled in, still every card once", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, null, table);
    table.saveDelay = 1;
    const answers = await Promise.all(Array.from({ length: 7 }, () => alice.resolveErased("shoot", { n: 9 })));
    expect(answers.every((a) => a.ok)).toBe(true);
    const draws = answers.flatMap((a) => (a.ok ? a.draws : []));
    expect(draws).toHaveLength(63);
    expect(draws.filter((d) => d.reshuffled)).toHaveLength(1);
    expect(holdsDeckOnce(table.actionDeck(PLAYER)!.state)).toBe(true);
    // audit numbering follows the order the GM drew in
    expect(draws.map((d) => d.seq)).toEqual(draws.map((_, i) => i + 1));
  });

  it("two players' decks are separate: each draws his own shuffle", async () => {
    const gm = coordinator(table, procedures());
    const [a, b] = await Promise.all([
      client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 5 }),
      client(jsonLink(gm), OTHER, null, table).resolveErased("shoot", { n: 5 }),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(table.action.size).toBe(2);
    expect(table.actionDeck(PLAYER)!.state!.drawn).toHaveLength(5);
    expect(table.actionDeck(OTHER)!.state!.drawn).toHaveLength(5);
    expect(table.actionDeck(PLAYER)!.id).not.toBe(table.actionDeck(OTHER)!.id);
  });
});

describe("draw service: who may draw", () => {
  it("a player cannot draw from another player's deck (localized refusal, nothing written)", async () => {
    const gm = coordinator(table, procedures());
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 1 });
    table.writes.length = 0;
    const answer = await gm.draw({
      procedure: "shoot",
      input: { n: 1 },
      requesterId: OTHER,
      deckOwnerId: PLAYER,
      serials: null,
    });
    expect(answer).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.notYourDeck",
      data: { user: "Bob", owner: "Alice" },
    });
    expect(table.writes).toEqual([]);
  });

  it("the GM may draw from a player's deck (he runs a missing player's units)", async () => {
    const gm = coordinator(table, procedures());
    const answer = await gm.draw({
      procedure: "shoot",
      input: { n: 1 },
      requesterId: GM,
      deckOwnerId: PLAYER,
      serials: null,
    });
    expect(answer.ok).toBe(true);
    expect(table.actionDeck(PLAYER)!.state!.drawn).toHaveLength(1);
  });

  it("an unknown user is refused", async () => {
    const gm = coordinator(table, procedures());
    const answer = await gm.draw({
      procedure: "shoot",
      input: {},
      requesterId: "mallory",
      deckOwnerId: "mallory",
      serials: null,
    });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.unknownUser" });
  });

  it("no GM connected: a localized message, nothing drawn, nothing sent", async () => {
    const link = jsonLink(null);
    const alice = client(link, PLAYER, null, table);
    const answer = await alice.resolveErased("shoot", { n: 1 });
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.noActiveGM", data: {} });
    expect(alice.notices).toEqual([answer]);
    expect(link.sent).toBe(0);
    expect(table.writes).toEqual([]);
  });

  it("a query that fails on the way (GM left, timeout) is a refusal, not a throw", async () => {
    const alice = client(
      {
        available: () => true,
        draw: () => Promise.reject(new Error("timeout")),
        activation: () => Promise.reject(new Error("timeout")),
        endOfTurn: () => Promise.reject(new Error("timeout")),
      },
      PLAYER,
    );
    const answer = await alice.resolveErased("shoot", {});
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.queryFailed", data: { error: "timeout" } });
  });
});

describe("draw service: physical-card mode", () => {
  it("each card is asked in turn; a serial already drawn is refused and asked again with the reason", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, { serials: [7, 7, 12] }, table);
    const answer = await alice.resolveErased("shoot", { n: 2 });
    if (!answer.ok) throw new Error(answer.key);
    expect(serialsOf(answer.output)).toEqual([7, 12]);
    expect(answer.draws.every((d) => d.physical)).toBe(true);
    expect(alice.asked).toEqual([
      { index: 0, error: null },
      { index: 1, error: null },
      { index: 1, error: "COMBAT_PATROL.Error.serialAlreadyDrawn" },
    ]);
    // the deck is created on the first request; the draw itself is one write
    expect(table.writes).toEqual(["createDecks(1)", "saveDecks(1)"]);
    expect(table.actionDeck(PLAYER)!.state!.drawn).toEqual([7, 12]);
    expect(holdsDeckOnce(table.actionDeck(PLAYER)!.state)).toBe(true);
  });

  it("a serial that is not in the deck is refused by the GM (unknownSerial) and asked again", async () => {
    const gm = coordinator(table, procedures());
    const alice = client(jsonLink(gm), PLAYER, { serials: [51, 3] }, table);
    const answer = await alice.resolveErased("shoot", { n: 1 });
    expect(answer.ok && serialsOf(answer.output)).toEqual([3]);
    expect(alice.asked.map((a) => a.error)).toEqual([null, "COMBAT_PATROL.Error.unknownSerial"]);
  });

  it("a serial drawn in an earlier action is refused until the deck is reshuffled", async () => {
    const gm = coordinator(table, procedures());
    await client(jsonLink(gm), PLAYER, { serials: [9] }, table).resolveErased("shoot", { n: 1 });
    const again = client(jsonLink(gm), PLAYER, { serials: [9, null] }, table);
    const answer = await again.resolveErased("shoot", { n: 1 });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.physicalCancelled" });
    expect(again.asked.map((a) => a.error)).toEqual([null, "COMBAT_PATROL.Error.serialAlreadyDrawn"]);
  });

  it("cancelling the serial dialog draws nothing", async () => {
    const gm = coordinator(table, procedures());
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 0 });
    const before = structuredClone(table.actionDeck(PLAYER)!.state);
    table.writes.length = 0;
    const alice = client(jsonLink(gm), PLAYER, { serials: [4, null] }, table);
    const answer = await alice.resolveErased("shoot", { n: 2 });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.physicalCancelled" });
    expect(table.writes).toEqual([]);
    expect(table.actionDeck(PLAYER)!.state).toEqual(before);
  });
});

describe("End of Turn and the Activation Deck", () => {
  it("CORE-3 the GM draws Activation Cards in order; a player is refused", async () => {
    const gm = coordinator(table, procedures());
    await gm.ensureActivationDeck();
    const order = [...table.activation!.state!.drawPile];
    const gmClient = client(jsonLink(gm), GM, null, table);
    const first = await gmClient.drawActivation();
    const second = await gmClient.drawActivation();
    if (!first.ok || !second.ok) throw new Error("refused");
    expect([first.output.card.id, second.output.card.id]).toEqual(order.slice(0, 2));
    expect(second.output.before.drawn).toEqual([order[0]]);
    const refused = await client(jsonLink(gm), PLAYER, null, table).drawActivation();
    expect(refused).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.gmOnly" });
  });

  it("CORE-3 physical-card mode: the GM names the Activation Card he drew; one not in the pile is refused", async () => {
    const gm = coordinator(table, procedures());
    await gm.ensureActivationDeck();
    const answer = await gm.drawActivation({ requesterId: GM, cardId: "end#1" });
    expect(answer.ok && answer.output.card).toEqual({ id: "end#1", kind: "end" });
    const again = await gm.drawActivation({ requesterId: GM, cardId: "end#1" });
    expect(again).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.activationCardNotInDeck" });
  });

  it("CORE-1 End of Turn recalls and reshuffles every Action Deck in ONE write; the audit keeps the finished turn", async () => {
    const gm = coordinator(table, procedures(), { reshuffle: "end-of-turn" });
    await gm.ensureActivationDeck();
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 3 });
    await client(jsonLink(gm), OTHER, null, table).resolveErased("shoot", { n: 2 });
    await gm.drawActivation({ requesterId: GM, cardId: null });
    table.writes.length = 0;

    const done = await client(jsonLink(gm), GM, null, table).endOfTurn();
    if (!done.ok) throw new Error(done.key);
    expect(done.output).toEqual({ turn: 2, recalled: [PLAYER, OTHER], discarded: [] });
    expect(table.writes).toEqual(["saveDecks(3)"]);
    for (const user of [PLAYER, OTHER]) {
      const state = table.actionDeck(user)!.state!;
      expect(state.drawPile).toHaveLength(50);
      expect(state.drawn.length + state.discardPile.length).toBe(0);
    }
    expect(table.activation!.state!.turn).toBe(2);
    expect(table.activation!.state!.drawn).toEqual([]);
    const logs = [...table.action.values(), table.activation!].map((r) => r.audit!);
    expect(mergedTurn(logs, 1).map((e) => e.deck)).toEqual([
      "action",
      "action",
      "action",
      "action",
      "action",
      "activation",
    ]);
    expect(mergedTurn(logs, 2)).toEqual([]);
  });

  it("CORE-1 with 'reshuffle when empty' End of Turn only discards the shown cards", async () => {
    const gm = coordinator(table, procedures(), { reshuffle: "when-empty" });
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 3 });
    const before = table.actionDeck(PLAYER)!.state!;
    const done = await gm.endOfTurn({ requesterId: GM });
    expect(done.ok && done.output.discarded).toEqual([PLAYER]);
    const after = table.actionDeck(PLAYER)!.state!;
    expect(after.drawPile).toEqual(before.drawPile);
    expect(after.discardPile).toEqual(before.drawn);
    expect(after.drawn).toEqual([]);
  });

  it("End of Turn waits for a draw in progress and the draw is not undone", async () => {
    const gm = coordinator(table, procedures());
    await gm.ensureActivationDeck();
    table.saveDelay = 5;
    const alice = client(jsonLink(gm), PLAYER, null, table);
    const [drawn, ended] = await Promise.all([
      alice.resolveErased("shoot", { n: 2 }),
      gm.endOfTurn({ requesterId: GM }),
    ]);
    expect(drawn.ok && ended.ok).toBe(true);
    expect(table.writes.slice(-2)).toEqual(["saveDecks(1)", "saveDecks(2)"]);
    expect(table.actionDeck(PLAYER)!.state!.drawPile).toHaveLength(50);
    expect(mergedTurn([table.actionDeck(PLAYER)!.audit!], 1)).toHaveLength(2);
  });

  it("End of Turn is the GM's", async () => {
    const gm = coordinator(table, procedures());
    expect(await gm.endOfTurn({ requesterId: PLAYER })).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.gmOnly" });
    expect(table.writes).toEqual([]);
  });
});

describe("decks for a scenario", () => {
  const other: DeckDefinition = {
    name: "Printed",
    cards: FRONTIER_DECK.cards.map((c) => ({ ...c, melee: 5 - c.melee })),
  };

  it("re-importing matches cards by serial: no duplicate, foreign and doubled cards removed, missing ones created", () => {
    const existing = [
      ...FRONTIER_DECK.cards.filter((c) => c.serial !== 50).map((c) => ({ id: `c${c.serial}`, serial: c.serial })),
      { id: "again7", serial: 7 },
      { id: "joker", serial: null },
    ];
    const plan = planCardSync(existing, other);
    expect(plan.update).toHaveLength(49);
    expect(plan.create).toEqual([50]);
    expect(plan.delete).toEqual(["again7", "joker"]);
  });

  it("CORE-1 resetActionDecks creates missing decks in one write and re-imports the others without duplicates", async () => {
    table = new MemoryTable({ "": FRONTIER_DECK, "worlds/w/printed.json": other });
    const gm = coordinator(table, procedures());
    await client(jsonLink(gm), PLAYER, null, table).resolveErased("shoot", { n: 4 });
    table.writes.length = 0;

    const summary = await gm.resetActionDecks({ userIds: [PLAYER, OTHER], deckFile: "worlds/w/printed.json" });
    expect(summary).toEqual([
      { name: "Printed", cards: 50, userId: PLAYER },
      { name: "Printed", cards: 50, userId: OTHER },
    ]);
    expect(table.writes).toEqual(["createDecks(1)", "replaceCards(50/0/0)", "saveDecks(1)"]);
    expect(table.actionDeck(PLAYER)!.deck.name).toBe("Printed");
    expect(table.actionDeck(PLAYER)!.state!.drawPile).toHaveLength(50);

    table.writes.length = 0;
    await gm.resetActionDecks({ userIds: [PLAYER, OTHER], deckFile: "worlds/w/printed.json" });
    expect(table.writes).toEqual(["saveDecks(2)"]);
    expect(table.action.size).toBe(2);
    expect(table.deckCards(table.actionDeck(PLAYER)!.id)).toHaveLength(50);
  });

  it("CORE-3 resetActivationDeck uses exactly the scenario's cards (no Hero without heroes)", async () => {
    const gm = coordinator(table, procedures());
    const cards = ["1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6", "elite", "green", "end"] as const;
    const summary = await gm.resetActivationDeck({ cards });
    expect(summary.cards).toBe(15);
    expect(table.activation!.state!.drawPile).not.toContain("hero#1");
    const ended = await gm.endOfTurn({ requesterId: GM });
    expect(ended.ok).toBe(true);
    expect(table.activation!.state!.drawPile).toHaveLength(15);
  });
});
