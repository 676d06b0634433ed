/**
 * Identity of Action Cards by deck + serial (CORE-1, CORE.md "Deck files"), at the draw
 * service's seam: re-importing a deck (the import dialog's path: text -> checkDeckText ->
 * resetActionDecks) matches Card documents by serial and never creates a duplicate, also when
 * re-imports and draws run at the same time.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { toDeckFile, type DeckDefinition } from "@rules/cards/deck-file";
import type { CardSource } from "@rules/cards/source";
import { checkDeckText } from "@foundry/deck-apps/deck-import-view";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import { GM, PLAYERS, RecordingTable, coordinator, prng, serialsOf, ticks } from "../doubles/recording";

const format = (key: string) => key;

/** The Frontier deck with overrides, read the way the import dialog reads pasted text. */
function importedDeck(overrides: Record<string, unknown>, name = FRONTIER_DECK.name): DeckDefinition {
  const check = checkDeckText(JSON.stringify({ ...toDeckFile(FRONTIER_DECK), name, overrides }), format);
  if (!check.ok) throw new Error(check.issues.join("\n"));
  return check.deck;
}

function procedures(): ProcedureRegistry {
  const registry = new ProcedureRegistry();
  registry.register("draw", {
    run(_input: unknown, source: CardSource) {
      return { serial: source.draw({ reason: "morale", section: "morale" }).serial };
    },
  });
  return registry;
}

const ids = (table: RecordingTable, owner: string) =>
  table
    .deckCards(table.actionDeck(owner)!.id)
    .map((c) => c.id)
    .sort();
const docSerials = (table: RecordingTable, owner: string) =>
  table
    .deckCards(table.actionDeck(owner)!.id)
    .map((c) => c.serial)
    .sort((a, b) => (a ?? 0) - (b ?? 0));
const ONE_TO_FIFTY = Array.from({ length: 50 }, (_, i) => i + 1);

describe("re-importing a deck (identity by deck + serial)", () => {
  it("CORE-1 the same deck imported five times keeps the same 50 Card documents and writes no card", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, procedures());
    await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: null });
    const before = ids(table, PLAYERS[0]);
    table.writes.length = 0;
    for (let i = 0; i < 5; i += 1) await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: null });
    expect(ids(table, PLAYERS[0])).toEqual(before);
    expect(before).toHaveLength(50);
    expect(table.writes.filter((w) => w.startsWith("replaceCards") || w.startsWith("createDecks"))).toEqual([]);
    expect(table.action.size).toBe(2);
  });

  it("CORE-1 a changed deck file (pasted text with an override) updates the cards in place: same ids, none created or deleted", async () => {
    const changed = importedDeck({ "7": { hit: 6, damage: "INCAPACITATE" } }, "Frontier (house)");
    const table = new RecordingTable({ "": FRONTIER_DECK, house: changed });
    const gm = coordinator(table, procedures());
    await gm.resetActionDecks({ userIds: [PLAYERS[0]], deckFile: null });
    const before = ids(table, PLAYERS[0]);
    table.writes.length = 0;
    await gm.resetActionDecks({ userIds: [PLAYERS[0]], deckFile: "house" });
    expect(table.writes).toEqual(["replaceCards(50/0/0)", "saveDecks(1)"]);
    expect(ids(table, PLAYERS[0])).toEqual(before);
    expect(table.actionDeck(PLAYERS[0])!.deck.cards[6]).toMatchObject({ serial: 7, hit: 6, damage: "INCAPACITATE" });
    expect(serialsOf(table.actionDeck(PLAYERS[0])!.state!)).toEqual(ONE_TO_FIFTY);
  });

  it("a deck already holding a doubled serial and a foreign card is repaired: 50 documents, serials 1-50 once", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, procedures());
    await gm.resetActionDecks({ userIds: [PLAYERS[0]], deckFile: null });
    const deckId = table.actionDeck(PLAYERS[0])!.id;
    const cards = table.cards.get(deckId)!;
    table.cards.set(deckId, [
      ...cards,
      { id: "dup17", serial: 17 },
      { id: "joker", serial: null },
      { id: "s99", serial: 99 },
    ]);
    table.writes.length = 0;
    await gm.resetActionDecks({ userIds: [PLAYERS[0]], deckFile: null });
    expect(table.writes[0]).toBe("replaceCards(50/0/3)");
    expect(docSerials(table, PLAYERS[0])).toEqual(ONE_TO_FIFTY);
    expect(ids(table, PLAYERS[0])).toEqual(cards.map((c) => c.id).sort());
  });

  it("CORE-1 a re-import keeps the draw log: this turn's and the previous turn's entries of every deck stay, and new draws continue the numbering", async () => {
    const table = new RecordingTable({
      "": FRONTIER_DECK,
      house: importedDeck({ "7": { hit: 6 } }, "Frontier (house)"),
    });
    const gm = coordinator(table, procedures());
    await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: null });
    const draw = (owner: string) =>
      gm.draw({ procedure: "draw", input: {}, requesterId: owner, deckOwnerId: owner, serials: null });
    await draw(PLAYERS[0]);
    await draw(PLAYERS[1]);
    expect((await gm.endOfTurn({ requesterId: GM })).ok).toBe(true);
    await draw(PLAYERS[0]);
    const before = {
      p1: structuredClone(table.actionDeck(PLAYERS[0])!.audit),
      p2: structuredClone(table.actionDeck(PLAYERS[1])!.audit),
    };
    expect(before.p1!.current).toMatchObject({ turn: 2, entries: [{ seq: 3, deckOwnerId: PLAYERS[0] }] });
    expect(before.p1!.previous).toMatchObject({ turn: 1, entries: [{ seq: 1 }] });
    expect(before.p2!.previous).toMatchObject({ turn: 1, entries: [{ seq: 2 }] });

    await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: null });
    expect(table.actionDeck(PLAYERS[0])!.audit).toEqual(before.p1);
    expect(table.actionDeck(PLAYERS[1])!.audit).toEqual(before.p2);
    await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: "house" });
    expect(table.actionDeck(PLAYERS[0])!.audit).toEqual(before.p1);
    expect(table.actionDeck(PLAYERS[1])!.audit).toEqual(before.p2);

    const next = await draw(PLAYERS[0]);
    if (!next.ok) throw new Error(next.key);
    expect(next.draws.map((d) => [d.seq, d.turn])).toEqual([[4, 2]]);
    expect(table.actionDeck(PLAYERS[0])!.audit!.current.entries.map((e) => e.seq)).toEqual([3, 4]);
    expect(table.actionDeck(PLAYERS[0])!.audit!.previous!.entries.map((e) => e.seq)).toEqual([1]);
  });

  it("ten re-imports racing with 200 draws of eight players: one deck per player, 50 documents and 50 cards each", async () => {
    const rnd = prng(99);
    const table = new RecordingTable({ "": FRONTIER_DECK }, () => rnd.int(5));
    const gm = coordinator(table, procedures());
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 210; i += 1) {
      const player = rnd.pick(PLAYERS);
      const start = rnd.int(30);
      const reimport = i % 21 === 0;
      work.push(
        (async () => {
          await ticks(start);
          return reimport
            ? gm.resetActionDecks({ userIds: [...PLAYERS], deckFile: null })
            : gm.draw({
                procedure: "draw",
                input: {},
                requesterId: rnd.chance(0.2) ? GM : player,
                deckOwnerId: player,
                serials: null,
              });
        })(),
      );
    }
    const answers = await Promise.all(work);
    expect(answers.filter((a) => typeof a === "object" && a !== null && "ok" in a && a.ok === true).length).toBe(200);
    expect(table.action.size).toBe(PLAYERS.length);
    for (const p of PLAYERS) {
      expect(docSerials(table, p), p).toEqual(ONE_TO_FIFTY);
      expect(serialsOf(table.actionDeck(p)!.state!), p).toEqual(ONE_TO_FIFTY);
    }
  });

  it("a player's first draw racing with the scenario's re-import creates exactly one deck for him", async () => {
    const rnd = prng(5);
    const table = new RecordingTable({ "": FRONTIER_DECK }, () => rnd.int(5));
    const gm = coordinator(table, procedures());
    const [drawn] = await Promise.all([
      gm.draw({ procedure: "draw", input: {}, requesterId: PLAYERS[2], deckOwnerId: PLAYERS[2], serials: null }),
      gm.resetActionDecks({ userIds: [PLAYERS[2]], deckFile: null }),
      gm.draw({ procedure: "draw", input: {}, requesterId: PLAYERS[2], deckOwnerId: PLAYERS[2], serials: null }),
    ]);
    expect(drawn.ok).toBe(true);
    expect(table.action.size).toBe(1);
    expect(docSerials(table, PLAYERS[2])).toEqual(ONE_TO_FIFTY);
    expect(serialsOf(table.actionDeck(PLAYERS[2])!.state!)).toEqual(ONE_TO_FIFTY);
  });
});
