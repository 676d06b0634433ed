import { describe, expect, it } from "vitest";
import { parseDeckFile, type DeckDefinition } from "@rules/cards/deck-file";
import {
  deckSource,
  discardDrawn,
  drawCard,
  drawSerial,
  newDeckState,
  physicalSource,
  recallAll,
  remainingCards,
  stateMatchesDeck,
  type DeckState,
} from "@rules/cards/deck";
import { FIRST_CARD, seededChance, type DrawChance } from "@rules/cards/random";
import { rulesErrorOf } from "../../helpers/errors";
import { card } from "../../helpers/cards";

const deck: DeckDefinition = parseDeckFile({
  format: "combat-patrol-deck/1",
  name: "Test",
  cards: Array.from({ length: 50 }, (_, i) => card({ serial: i + 1 })),
});
const purpose = { reason: "test", section: "hit" } as const;
const serials = (): number[] => Array.from({ length: 50 }, (_, i) => i + 1);

function drawMany(
  state: DeckState,
  n: number,
  chance: DrawChance = seededChance(n),
): { state: DeckState; drawn: number[]; reshuffles: number } {
  const drawn: number[] = [];
  let reshuffles = 0;
  let current = state;
  for (let i = 0; i < n; i += 1) {
    const result = drawCard(current, deck, chance);
    current = result.state;
    drawn.push(result.card.serial);
    if (result.reshuffled) reshuffles += 1;
  }
  return { state: current, drawn, reshuffles };
}

describe("Action Deck state (CORE-1)", () => {
  it("CORE-1 a fresh deck is the set of its cards: no order and no seed stored, nothing tells the next card", () => {
    const a = newDeckState(deck);
    expect(a).toEqual({ drawPile: serials(), drawn: [], discardPile: [], shuffles: 1 });
    expect(Object.keys(a).sort()).toEqual(["discardPile", "drawPile", "drawn", "shuffles"]);
  });

  it("CORE-1 the chance given picks the card among those left; the same chance replays; the input never changes", () => {
    const start = newDeckState(deck);
    const frozen = JSON.stringify(start);
    const first = drawCard(start, deck, { pick: (items) => items.findIndex((s) => Object.is(s, 17)) });
    expect(first.card.serial).toBe(17);
    expect(first.state.drawPile).toEqual(serials().filter((s) => s !== 17));
    expect(first.state.drawn).toEqual([17]);
    expect(first.reshuffled).toBe(false);
    expect(JSON.stringify(start)).toBe(frozen);
    expect(remainingCards(first.state, deck)).toHaveLength(49);
    expect(drawMany(start, 10, seededChance(3)).drawn).toEqual(drawMany(start, 10, seededChance(3)).drawn);
    expect(drawMany(start, 10, seededChance(3)).drawn).not.toEqual(drawMany(start, 10, seededChance(4)).drawn);
    expect(drawCard(start, deck, FIRST_CARD).card.serial).toBe(1);
  });

  it("CORE-1 every card left is as likely (a seeded chance over 5,000 first draws: each serial 60 to 140 times)", () => {
    const chance = seededChance(2024);
    const counts = new Map<number, number>();
    for (let i = 0; i < 5000; i += 1) {
      const serial = drawCard(newDeckState(deck), deck, chance).card.serial;
      counts.set(serial, (counts.get(serial) ?? 0) + 1);
    }
    expect(counts.size).toBe(50);
    expect(Math.min(...counts.values())).toBeGreaterThanOrEqual(60);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(140);
  });

  it("CORE-1 reshuffles the discard pile back in when the draw pile is exhausted", () => {
    let state = newDeckState(deck);
    const firstPass = drawMany(state, 50);
    expect([...firstPass.drawn].sort((x, y) => x - y)).toEqual(serials());
    state = discardDrawn(firstPass.state);
    expect(state.drawPile).toEqual([]);
    expect(state.discardPile).toHaveLength(50);
    const next = drawCard(state, deck, seededChance(1));
    expect(next.reshuffled).toBe(true);
    expect(next.state.shuffles).toBe(2);
    expect(next.state.drawPile).toHaveLength(49);
    expect(next.state.discardPile).toEqual([]);
    expect(stateMatchesDeck(next.state, deck)).toBe(true);
  });

  it("CORE-1 cards still shown are not reshuffled; an empty deck refuses to draw", () => {
    let state = newDeckState(deck);
    const pass = drawMany(state, 50);
    state = discardDrawn(pass.state, pass.drawn.slice(0, 10));
    const again = drawMany(state, 10);
    expect(again.reshuffles).toBe(1);
    expect([...again.drawn].sort((x, y) => x - y)).toEqual([...pass.drawn.slice(0, 10)].sort((x, y) => x - y));
    const error = rulesErrorOf(() => drawCard(again.state, deck, FIRST_CARD));
    expect(error.key).toBe("COMBAT_PATROL.Error.deckExhausted");
  });

  it("CORE-1 end of turn recalls every card into the draw pile", () => {
    const pass = drawMany(newDeckState(deck), 30);
    const state = discardDrawn(pass.state, pass.drawn.slice(0, 20));
    const recalled = recallAll(state);
    expect(recalled).toEqual({ drawPile: serials(), drawn: [], discardPile: [], shuffles: state.shuffles + 1 });
  });

  it("CORE-1 deckSource draws through the CardSource interface and exposes the new state", () => {
    const start = newDeckState(deck);
    const source = deckSource(deck, start, FIRST_CARD);
    const a = source.draw(purpose);
    const b = source.draw({ reason: "fire.effect", section: "damage" });
    expect([a.serial, b.serial]).toEqual([1, 2]);
    expect(source.state.drawPile).toEqual(start.drawPile.slice(2));
    expect(source.draws).toEqual([
      { serial: a.serial, reason: "test", reshuffled: false },
      { serial: b.serial, reason: "fire.effect", reshuffled: false },
    ]);
  });
});

describe("physical-card mode (CORE-1)", () => {
  it("CORE-1 returns the card whose serial the player typed", () => {
    const start = newDeckState(deck);
    const source = physicalSource(deck, start, [17, 3]);
    expect(source.draw(purpose).serial).toBe(17);
    expect(source.draw(purpose).serial).toBe(3);
    expect(source.state.drawn).toEqual([17, 3]);
    expect(source.state.drawPile).not.toContain(17);
    const asked: string[] = [];
    const callback = physicalSource(deck, start, (p) => {
      asked.push(p.reason);
      return 25;
    });
    expect(callback.draw(purpose).serial).toBe(25);
    expect(asked).toEqual(["test"]);
  });

  it("CORE-1 refuses an unknown serial and a card already drawn, naming the serial, and changes nothing", () => {
    const start = newDeckState(deck);
    const unknown = rulesErrorOf(() => drawSerial(start, deck, 51));
    expect(unknown.key).toBe("COMBAT_PATROL.Error.unknownSerial");
    expect(unknown.data.serial).toBe("51");
    expect(rulesErrorOf(() => drawSerial(start, deck, 2.5)).key).toBe("COMBAT_PATROL.Error.unknownSerial");

    const source = physicalSource(deck, start, [17, 17]);
    source.draw(purpose);
    const before = source.state;
    const again = rulesErrorOf(() => source.draw(purpose));
    expect(again.key).toBe("COMBAT_PATROL.Error.serialAlreadyDrawn");
    expect(again.data.serial).toBe(17);
    expect(source.state).toBe(before);
    // discarded is still drawn until the deck is reshuffled
    expect(rulesErrorOf(() => drawSerial(discardDrawn(before), deck, 17)).key).toBe(
      "COMBAT_PATROL.Error.serialAlreadyDrawn",
    );
    expect(drawSerial(recallAll(before), deck, 17).card.serial).toBe(17);
    expect(rulesErrorOf(() => physicalSource(deck, start, []).draw(purpose)).key).toBe(
      "COMBAT_PATROL.Error.noSerialTyped",
    );
  });

  it("CORE-1 a physical draw after the draw pile is exhausted reshuffles the discards first", () => {
    let state = newDeckState(deck);
    state = discardDrawn(drawMany(state, 50).state);
    const result = drawSerial(state, deck, 12);
    expect(result.reshuffled).toBe(true);
    expect(result.state.drawPile).toHaveLength(49);
  });
});
