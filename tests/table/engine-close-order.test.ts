/**
 * NAP-5.3 / NAP-5.3b the engine opponent moves a unit in close order as a line, on the table double
 * with the Les Trois Moulins adventure as its pack sets it up (tests/doubles/adventure-table.ts: the
 * garrison's section two ranks of five, bases touching, facing down the map). The section is the
 * engine's (side A, steady); an Activation Card activates it and the GM's client plays it
 * (opponent-turn.ts playActivation) through the SAME request the Move button sends for a figure in
 * close order: each figure's movement request from the GM's own Action Deck, with the wheel's
 * inches, no sideways move and the map's obstacles, to the GM's movement procedure; its chat card
 * takes the wheel off the card's inches; then the whole line moves and turns as one.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { detectCloseOrder, distance } from "@rules/geometry";
import { playActivation } from "@foundry/opponent/opponent-turn";
import { adventureTable, type AdventureTable } from "../doubles/adventure-table";
import { activate, chatOf, GM, lines, mapDistance, pick, stack, chatLog } from "./harness";
import { TROIS_MOULINS } from "./engine-games";

const SECTION = "Line infantry section";

/** Frontier cards whose movement section reads `inches`, `n` of them, all different (after `not`). */
function moveCards(n: number, fits: (move: number) => boolean, not: readonly ActionCard[] = []): ActionCard[] {
  const out: ActionCard[] = [];
  for (let i = 0; i < n; i += 1) out.push(pick(`move card ${i + 1}`, (c) => fits(c.move), [...not, ...out]));
  return out;
}

/**
 * The section on its card, the 1st troop of dragoons come down the road east of it (x 32 to 42,
 * y 23: in musket range, out of the line's arc), the GM's deck stacked with `cards`. `south`: the
 * section first stepped so far down the map, and the dragoons due east of it instead (y 21).
 */
async function sectionPlays(cards: readonly ActionCard[], south = 0) {
  const table = adventureTable(TROIS_MOULINS);
  table.gmConfirms = false;
  const troop = table.actorNamed("Light dragoons, 1st troop");
  const section = table.actorNamed(SECTION);
  for (const f of table.unit(section).figures) {
    const at = table.positions.get(f.id)!.at;
    if (south) table.moveToken(f.id, { x: at.x, y: at.y + south });
  }
  table.unit(troop).figures.forEach((f, i) => table.moveToken(f.id, { x: 32 + 2 * i, y: south ? 21 : 23 }));
  stack(table, cards, GM);
  activate(table, [section]);
  const before = new Map(table.unit(section).figures.map((f) => [f.id, table.positions.get(f.id)!]));
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  const plays = await playActivation(table.currentActivation!, { side: "a", doctrine: "steady" }, port, new Set());
  return { table, section, before, tried: plays.flatMap((p) => p.tried.map((t) => `${t.kind} ${t.outcome}`)) };
}

/** Every message's plain line (the engine's reasons), in order; a result card as "[card]". */
const log = (table: AdventureTable) => chatLog(table);

/** Every pair's distance (the formation), to a millionth. */
const gaps = (points: readonly { x: number; y: number }[]) =>
  points.flatMap((a, i) => points.slice(i + 1).map((b) => Math.round(distance(a, b) * 1e6) / 1e6));

describe("NAP-5.3 the engine moves its section in close order as a line", () => {
  it('NAP-5.3 NAP-5.3b the section pivots 60 degrees left on its centre (2.7" for the outside figure) and goes 1.1" on: ten close order Move requests to the GM\'s movement procedure, each card takes the wheel off, the line turned and moved as one, still in close order', async () => {
    const { table, section, before, tried } = await sectionPlays(moveCards(10, (m) => m >= 5));
    // CORE-3 the move, then the volley it was made for (a figure moves once and fires once an activation)
    expect(tried).toEqual(["move played", "fire played"]);
    expect(table.warnings).toEqual([]);
    expect(log(table).slice(0, 11)).toEqual([
      "Line infantry section: the line in close order wheels 60 degrees to its left, then moves 1.1 inches straight ahead, to get Light dragoons, 1st troop in sight and range",
      ...Array(10).fill("[card]"),
    ]);
    expect(log(table)[11]).toMatch(/^Line infantry section: fire at Light dragoons, 1st troop, \d+% to put a man down/);
    expect(log(table).slice(12)).toEqual(["[card]"]);
    // ten movement requests, the Move button's for a close order figure: the wheel, no sideways move, no obstacle
    expect(table.sent.map((s) => s.procedure)).toEqual([...Array(10).fill("movement"), "fire"]);
    const movedShift = (table.sent[10]!.copies as { fire: { shooters: { shifts?: { moved?: boolean } }[] } }).fire;
    expect(movedShift.shooters.every((s) => s.shifts?.moved === true)).toBe(true);
    const asked = table.sent
      .slice(0, 10)
      .map((s) => s.copies as { closeOrder: unknown; movement: { terrainFactor: number } });
    for (const request of asked) {
      expect(request.closeOrder).toEqual({ lateralOrOblique: false, linearObstacles: 0, wheelInches: 2.7 });
      expect(request.movement.terrainFactor).toBe(1);
    }
    // the GM's card: the card's inches, the wheel off them, what is left (and no map reading apart from the request's)
    const figures = table.unit(section).figures;
    const last = figures.at(-1)!;
    const moveCard = chatOf(table, "movement");
    const [shown] = lines(moveCard).slice(0, 1);
    expect(shown).toMatch(new RegExp(`^${last.name}: card .+ shows \\d+"$`));
    expect(lines(moveCard).slice(1, 2)).toEqual(['Wheeling first: -2.7"']);
    expect(lines(moveCard)).toHaveLength(3);
    // every token moved once, turned 60 degrees left (facing 30), the formation kept and still in close order
    const moved = table.writes.flatMap((w) => (w.kind === "moveToken" ? [w] : []));
    expect(moved.map((w) => [w.id, w.facing])).toEqual(figures.map((f) => [f.id, 30]));
    const after = figures.map((f) => table.positions.get(f.id)!);
    expect(gaps(after.map((p) => p.at))).toEqual(gaps(figures.map((f) => before.get(f.id)!.at)));
    expect(detectCloseOrder(after.map((p) => ({ ...p, unit: section }))).units.get(section)?.closeOrder).toBe(true);
    // the line's centre: pivoted on it, then 1.08" straight ahead at 30 degrees
    const centre = (ps: readonly { x: number; y: number }[]) => ({
      x: ps.reduce((t, p) => t + p.x, 0) / ps.length,
      y: ps.reduce((t, p) => t + p.y, 0) / ps.length,
    });
    const [from, to] = [centre([...before.values()].map((p) => p.at)), centre(after.map((p) => p.at))];
    expect(to.x - from.x).toBeCloseTo(1.08 * Math.cos(Math.PI / 6), 6);
    expect(to.y - from.y).toBeCloseTo(1.08 * Math.sin(Math.PI / 6), 6);
  });

  it('NAP-5.3b a 3" card for the first figure leaves him 0.3" after the 2.7" wheel: the whole line wheels, then goes 0.3" on, not the 1.1" chosen (no figure moves more than its card allows)', async () => {
    const three = pick('a 3" move', (c) => c.move === 3);
    const { table, section, before, tried } = await sectionPlays([three, ...moveCards(9, (m) => m >= 5, [three])]);
    expect(tried).toEqual(["move played", "fire played"]);
    // the first figure's card: 3" less the wheel
    const first = table.sent[0]!.copies as { movement: { figure: { id: string } } };
    const figures = table.unit(section).figures;
    expect(first.movement.figure.id).toBe(figures[0]!.id);
    const moved = table.writes.flatMap((w) => (w.kind === "moveToken" ? [w] : []));
    expect(moved.map((w) => w.facing)).toEqual(Array(10).fill(30));
    const centre = (ps: readonly { x: number; y: number }[]) => ({
      x: ps.reduce((t, p) => t + p.x, 0) / ps.length,
      y: ps.reduce((t, p) => t + p.y, 0) / ps.length,
    });
    const after = figures.map((f) => table.positions.get(f.id)!.at);
    const [from, to] = [centre([...before.values()].map((p) => p.at)), centre(after)];
    expect(distance(from, to)).toBeCloseTo(0.3, 6);
    expect(gaps(after)).toEqual(gaps(figures.map((f) => before.get(f.id)!.at)));
  });

  it('NAP-5.3b the dragoons due east: the line pivots 90 degrees left on its centre (4" for the outside figure); a 3" card for the first figure pays for three quarters of it, so the whole line turns 67.5 degrees and goes no farther (no figure moves more than its card allows)', async () => {
    const three = pick('a 3" move', (c) => c.move === 3);
    const { table, section, before, tried } = await sectionPlays([three, ...moveCards(9, (m) => m >= 5, [three])], 1.5);
    expect(tried).toEqual(["move played", "fire played"]);
    const asked = table.sent
      .filter((s) => s.procedure === "movement")
      .map((s) => (s.copies as { closeOrder: { wheelInches: number } }).closeOrder.wheelInches);
    expect(asked).toEqual(Array(10).fill(4));
    const figures = table.unit(section).figures;
    const moved = table.writes.flatMap((w) => (w.kind === "moveToken" ? [w] : []));
    expect(moved).toHaveLength(10);
    for (const w of moved) expect(w.facing).toBeCloseTo(90 - 67.5, 6);
    // pivoted on its centre: the centre stays; the figure farthest out travels at most the 3" the card gave
    const travelled = figures.map((f) => distance(before.get(f.id)!.at, table.positions.get(f.id)!.at));
    expect(Math.max(...travelled)).toBeLessThanOrEqual(3);
    const after = figures.map((f) => table.positions.get(f.id)!.at);
    expect(gaps(after)).toEqual(gaps(figures.map((f) => before.get(f.id)!.at)));
  });
});
