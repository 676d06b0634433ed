/**
 * NAP-5.3 / NAP-5.4.1 / CORE-6 the engine's bayonet charge, on the table double with the Les Trois
 * Moulins adventure as its pack sets it up (tests/doubles/adventure-table.ts: the garrison's section
 * two ranks of five, bases touching, facing down the map). The 1st troop of dragoons stands in a row
 * 3.5" in front of the section's front rank; the section is the engine's, on a doctrine that charges
 * at any odds. The GM's client plays the charge (play-choice.ts playChoice) as a person would: the
 * line's ONE move (each figure's close order Move request from the GM's own Action Deck, then the
 * whole line advanced by the least allowance), then each figure now touching a dragoon fights him
 * through the Melee button's request, with the close order +1.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { detectCloseOrder, distance, inContact } from "@rules/geometry";
import { bestCharge, DOCTRINES } from "@rules/opponent";
import { meleeRoundOdds } from "@rules/odds/melee-odds";
import { procedureOptions } from "@rules/opponent/fire-options";
import type { MeleeInput } from "@rules/procedures/melee";
import { playChoice } from "@foundry/opponent/play-choice";
import { situationOn } from "@foundry/opponent/table-situation";
import { adventureTable, type AdventureTable } from "../doubles/adventure-table";
import { activate, chatOf, GM, lines, mapDistance, pick, stack, chatLog } from "./harness";
import { TROIS_MOULINS } from "./engine-games";

const SECTION = "Line infantry section";
const TROOP = "Light dragoons, 1st troop";

/** Frontier cards whose movement section fits, `n` of them, all different (after `not`). */
function moveCards(n: number, fits: (move: number) => boolean, not: readonly ActionCard[] = []): ActionCard[] {
  const out: ActionCard[] = [];
  for (let i = 0; i < n; i += 1) out.push(pick(`move card ${i + 1}`, (c) => fits(c.move), [...not, ...out]));
  return out;
}

/** Every message's plain line (the engine's reasons), in order; a result card as "[card]". */
const log = (table: AdventureTable) => chatLog(table);

/**
 * The section first stepped 1" up the map (its front rank at y 19), the dragoons in a row at y 23.5,
 * one in front of each of its front rank men (x 21.5 to 25.5): 3.5" between the bases. The GM's deck stacked with `cards`; the section's charge
 * chosen on a doctrine that charges at any odds, then played. `east`: the dragoons that far farther east.
 */
async function sectionCharges(cards: readonly ActionCard[], east = 0) {
  const table = adventureTable(TROIS_MOULINS);
  table.gmConfirms = false;
  const troop = table.actorNamed(TROOP);
  const section = table.actorNamed(SECTION);
  for (const f of table.unit(section).figures) {
    const at = table.positions.get(f.id)!.at;
    table.moveToken(f.id, { x: at.x, y: at.y - 1 });
  }
  table.unit(troop).figures.forEach((f, i) => table.moveToken(f.id, { x: 21.5 + east + i, y: 23.5 }));
  stack(table, cards, GM);
  activate(table, [section]);
  const before = new Map(table.unit(section).figures.map((f) => [f.id, table.positions.get(f.id)!]));
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  const s = situationOn(table.unit(section), port);
  const reckless = { ...DOCTRINES.aggressive, chargeWhenWinChance: 0 };
  const charge = bestCharge(s, reckless);
  expect(charge?.kind).toBe("charge");
  const tried = await playChoice(charge!, s, reckless, port);
  return { table, s, section, troop, before, charge: charge!, tried: tried.map((t) => `${t.kind} ${t.outcome}`) };
}

describe("NAP-5.3 / NAP-5.4.1 / CORE-6 the engine's bayonet charge in close order", () => {
  it('NAP-5.3 NAP-5.4.1 CORE-6 the section charges the dragoons 3.5" ahead as one line: ten close order Move requests, the line advanced 3.5" into contact still in close order, then each front rank man fights the dragoon he touches through the Melee button\'s request with the close order +1', async () => {
    const { table, s, section, troop, before, charge, tried } = await sectionCharges(moveCards(10, (m) => m >= 5));
    expect(tried).toEqual(["charge played"]);
    expect(table.warnings).toEqual([]);
    // the reason: a bayonet charge in close order, straight ahead, 3.5" into contact
    expect(log(table)[0]).toMatch(
      /^Line infantry section: a bayonet charge in close order on Light dragoons, 1st troop: the line advances 3\.5 inches straight ahead into contact, \d+% to win the fight$/,
    );
    expect(charge.line).toMatchObject({ turn: 0, wheelInches: 0, advance: 3.5 });
    // the line's move, as the Move button sends it for a figure in close order; then five fights
    expect(table.sent.map((s) => s.procedure)).toEqual([...Array(10).fill("movement"), ...Array(5).fill("melee")]);
    for (const request of table.sent.slice(0, 10).map((s) => s.copies as { closeOrder: unknown })) {
      expect(request.closeOrder).toEqual({ lateralOrOblique: false, linearObstacles: 0, wheelInches: 0 });
    }
    expect(log(table).slice(1)).toEqual(Array(15).fill("[card]"));
    // every token 3.5" straight down the map, facing as before; the formation kept and in close order
    const figures = table.unit(section).figures;
    for (const f of figures) {
      const [from, to] = [before.get(f.id)!, table.positions.get(f.id)!];
      expect(to.at.x).toBeCloseTo(from.at.x, 9);
      expect(to.at.y - from.at.y).toBeCloseTo(3.5, 9);
      expect(to.facing).toBe(90);
    }
    const after = figures.map((f) => ({ ...table.positions.get(f.id)!, unit: section }));
    expect(detectCloseOrder(after).units.get(section)?.closeOrder).toBe(true);
    // the front rank touches the dragoons; each fights the one in front of him, the close order +1 his
    const dragoons = table.unit(troop).figures;
    const fights = table.sent.slice(10).map((s) => (s.input as { melee: MeleeInput }).melee);
    expect(fights.map((m) => [m.attacker.figure.name, m.defender.figure.name])).toEqual([
      ["Fusilier 5", dragoons[0]!.name],
      ["Fusilier 6", dragoons[1]!.name],
      ["Fusilier 7", dragoons[2]!.name],
      ["Fusilier 8", dragoons[3]!.name],
      ["Fusilier 9", dragoons[4]!.name],
    ]);
    // the chooser weighed each fight as it is sent: its chance is the odds of the sent fight, close order +1 and all
    const piles = { pool: s.pool, refill: s.refill ?? [] };
    const sentOdds = table.sent
      .slice(10)
      .map((x) => meleeRoundOdds((x.copies as { melee: MeleeInput }).melee, piles, procedureOptions(s)));
    expect(charge.pairs.map((p) => p.winChance)).toEqual(sentOdds.map((o) => o.winner.attacker.value));
    for (const m of fights) {
      expect(m.attacker.modifiers).toEqual([{ key: "closeOrder", value: 1 }]);
      expect(m.defender.modifiers).toEqual([]);
      const [a, d] = [table.positions.get(m.attacker.figure.id)!, table.positions.get(m.defender.figure.id)!];
      expect(inContact(a, d)).toBe(true);
    }
    // the GM's melee card names the close order bonus, and each fight's result is written
    expect(lines(chatOf(table, "melee")).join("\n")).toMatch(/close order/i);
    const cards = [...table.messages.values()].filter((m) => m.record?.result.procedure === "melee");
    expect(cards).toHaveLength(5);
    expect(table.writes.filter((w) => w.kind === "updateWorldActors").length).toBeGreaterThan(0);
    expect(table.writes.filter((w) => w.kind === "moveToken")).toHaveLength(10);
  });

  it('NAP-5.3 CORE-6 a 3" card for the first figure leaves the whole line 0.5" short: it advances 3" and nobody fights (no melee sent)', async () => {
    const three = pick('a 3" move', (c) => c.move === 3);
    const { table, section, before, tried } = await sectionCharges([three, ...moveCards(9, (m) => m >= 5, [three])]);
    expect(tried).toEqual(["charge played"]);
    expect(table.warnings).toEqual([]);
    expect(table.sent.map((s) => s.procedure)).toEqual(Array(10).fill("movement"));
    const figures = table.unit(section).figures;
    for (const f of figures) {
      expect(distance(before.get(f.id)!.at, table.positions.get(f.id)!.at)).toBeCloseTo(3, 9);
    }
    // nobody touches a dragoon: 0.5" between the front rank and the troop
    expect(log(table).slice(1)).toEqual(Array(10).fill("[card]"));
    expect(table.writes.filter((w) => w.kind === "updateWorldActors")).toEqual([]);
  });

  it('NAP-5.3 NAP-5.3b NAP-5.4.1 the dragoons 3" farther east: the line pivots on its centre to face the nearest of them, then advances straight ahead into contact; every token turned with it, still in close order, and who touches a dragoon fights with the close order +1', async () => {
    const { table, section, before, charge, tried } = await sectionCharges(
      moveCards(10, (m) => m >= 5),
      3,
    );
    expect(tried).toEqual(["charge played"]);
    expect(table.warnings).toEqual([]);
    // the line's centre (23.5, 18.5) to the nearest dragoon (24.5, 23.5): a bearing of 78.7 degrees, 11 to the left
    const line = charge.line!;
    expect(line.about).toBe("centre");
    expect(line.turn).toBeCloseTo((Math.atan2(5, 1) * 180) / Math.PI - 90, 6);
    expect(log(table)[0]).toMatch(
      /^Line infantry section: a bayonet charge in close order on Light dragoons, 1st troop: the line wheels 11 degrees to its left, then advances [\d.]+ inches straight ahead into contact, \d+% to win the fight$/,
    );
    const moves = table.sent.filter((s) => s.procedure === "movement");
    expect(moves).toHaveLength(10);
    for (const request of moves.map((s) => s.copies as { closeOrder: { wheelInches: number } }))
      expect(request.closeOrder.wheelInches).toBe(line.wheelInches);
    const figures = table.unit(section).figures;
    const written = table.writes.flatMap((w) => (w.kind === "moveToken" ? [w] : []));
    expect(written).toHaveLength(10);
    for (const w of written) expect(w.facing).toBeCloseTo(90 + line.turn, 6);
    const after = figures.map((f) => ({ ...table.positions.get(f.id)!, unit: section }));
    expect(detectCloseOrder(after).units.get(section)?.closeOrder).toBe(true);
    // the formation kept: every pair of figures as far apart as before
    for (const [i, a] of figures.entries())
      for (const b of figures.slice(i + 1))
        expect(distance(after[i]!.at, table.positions.get(b.id)!.at)).toBeCloseTo(
          distance(before.get(a.id)!.at, before.get(b.id)!.at),
          6,
        );
    const fights = table.sent
      .filter((s) => s.procedure === "melee")
      .map((s) => (s.input as { melee: MeleeInput }).melee);
    expect(fights.length).toBeGreaterThan(0);
    for (const m of fights) {
      expect(m.attacker.modifiers).toContainEqual({ key: "closeOrder", value: 1 });
      expect(inContact(table.positions.get(m.attacker.figure.id)!, table.positions.get(m.defender.figure.id)!)).toBe(
        true,
      );
    }
  });
});
