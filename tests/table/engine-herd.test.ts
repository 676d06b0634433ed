/**
 * OW-9.2.3 / OW-9.2.2 the engine's herders drive the herd they were given: the Raiders (side B,
 * the engine's) herd the Longhorns; on the Raiders' card (the GM's turn activates the herd with
 * them) the GM's client plays the Raiders (opponent-turn.ts playActivation), then drives the herd:
 * its reason in the chat, the herd sheet's Move request (ow.herdMove, the REAL coordinator and
 * procedure drawing from the GM's Action Deck, never charging), its card, and the herd's token moved
 * by one offset within the inches drawn, kept with the Raiders, short of contact. A herd the engine's
 * unit does not herd is left alone.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { distance } from "@rules/geometry";
import { playActivation } from "@foundry/opponent/opponent-turn";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import {
  activate,
  chat,
  COLE,
  DUNN,
  FINCH,
  GM,
  HALE,
  mapDistance,
  OTHER,
  POSSE,
  RAIDERS,
  stack,
  type TableDouble,
  chatLog,
} from "./harness";
import { BEAR, HERD, posseFacingRaiders, sureKills } from "./scenes";

const ENGINE_B: EngineOpponent = { side: "b", doctrine: "steady" };
const HERD_AT = { x: 1.5, y: 20 };

/** The Posse (side A) 10" from the Raiders (side B, the engine's), the Longhorns 10" behind the Raiders, herded by `herdedBy`. */
function field(herdedBy: string): TableDouble {
  const table = posseFacingRaiders();
  table.options = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, animals: true } };
  table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.rifle", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.rifle", OTHER);
  for (const id of [COLE, DUNN]) table.dispositions.set(id, 1);
  for (const id of [HALE, FINCH]) table.dispositions.set(id, -1);
  table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, herdedBy });
  table.onScene = [...table.onScene, HERD];
  table.positions.set(HERD, { id: HERD, at: HERD_AT, base: { shape: "round", diameter: 1 } });
  for (const [id, place] of table.positions) table.tokenAt.set(id, place.at);
  table.targets = [];
  table.gmConfirms = false;
  stack(table, sureKills(4), GM);
  return table;
}

/** The Raiders' card, the herd activated with them (combat/old-west-turn.ts); the GM's client plays the engine's units. */
async function raidersCard(table: TableDouble) {
  activate(table, [RAIDERS, HERD]);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  return playActivation(table.currentActivation!, ENGINE_B, port, new Set());
}

/** Every message's plain line (the engine's reasons); a result card as "[card]". */
const log = (table: TableDouble) => chatLog(table);

describe("OW-9.2.3 OW-9.2.2 the engine's herders drive their herd", () => {
  it("OW-9.2.3 OW-9.2.2 after the Raiders' volley they drive the Longhorns: the reason, the herd's Move request (not charging), its card, the herd's token moved by one offset within the inches drawn toward the Raiders, short of contact", async () => {
    const table = field(RAIDERS);
    const plays = await raidersCard(table);
    expect(plays.map((p) => [p.unit, p.tried.map((t) => `${t.kind} ${t.outcome}`)])).toEqual([
      ["Raiders", ["fire played", "move played"]],
    ]);
    // the herd stays out of the engine's own units: it moves on its herders' play
    expect(plays.map((p) => p.unitId)).toEqual([RAIDERS]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire", "ow.herdMove"]);
    expect(table.sent[1]?.input).toMatchObject({ herd: { unit: { id: HERD }, herdedBy: RAIDERS }, charging: false });
    const shown = log(table);
    expect(shown).toHaveLength(4);
    expect(shown[2]).toMatch(/^Raiders: drive Longhorns \d+(\.\d)? inches, keeping the herd with them$/);
    expect(shown[3]).toBe("[card]");
    const record = table.lastMessage().record;
    expect(record?.result.procedure).toBe("ow.herdMove");
    expect(record?.result.cards).toHaveLength(2);
    const drawn = (record?.result as unknown as { movement: { inches: number } }).movement.inches;
    expect(chat(table).summary).toContain(`${drawn}"`);
    // OW-9.2.2 the herd's token moved once, straight toward the Raiders' middle (1.5, 10), within the inches drawn
    const moves = table.writes.filter((w) => w.kind === "moveToken");
    expect(moves.map((w) => w.id)).toEqual([HERD]);
    const to = table.positions.get(HERD)!.at;
    const moved = distance(HERD_AT, to);
    // 11" drawn: the 10" to the Raiders' middle (between Hale and Finch, touching neither)
    expect(drawn).toBe(11);
    expect(moved).toBeCloseTo(10, 9);
    expect(to.x).toBeCloseTo(HERD_AT.x, 9);
    expect(to.y).toBeLessThan(HERD_AT.y);
    // stopping short of contact: out of base contact with every Raider
    for (const id of [HALE, FINCH]) expect(distance(to, table.positions.get(id)!.at)).toBeGreaterThan(1);
    expect(table.warnings).toEqual([]);
  });

  it("OW-9.2.3 OW-9.2.2 Old Ephraim's token by the Raiders: the Longhorns stop short of him, on nobody (out of contact with the bear and every Raider)", async () => {
    const table = field(RAIDERS);
    table.addHerd(BEAR, "Old Ephraim", { species: "grizzly-bear", animals: 1 });
    table.onScene = [...table.onScene, BEAR];
    table.positions.set(BEAR, { id: BEAR, at: { x: 1.5, y: 11 }, base: { shape: "round", diameter: 1 } });
    table.tokenAt.set(BEAR, { x: 1.5, y: 11 });
    await raidersCard(table);
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire", "ow.herdMove"]);
    // 11" drawn: the Raiders' middle (1.5, 10) would touch the bear at (1.5, 11); a quarter inch back at a time, 12.25
    const to = table.positions.get(HERD)!.at;
    expect(to).toEqual({ x: 1.5, y: 12.25 });
    for (const id of [BEAR, HALE, FINCH]) expect(distance(to, table.positions.get(id)!.at)).toBeGreaterThan(1);
  });

  it("OW-9.2.3 a herd the Posse herds (not the engine's unit) is left alone on the Raiders' card: no herd request, its token where it stood", async () => {
    const table = field(POSSE);
    const plays = await raidersCard(table);
    expect(plays.map((p) => p.tried.map((t) => `${t.kind} ${t.outcome}`))).toEqual([["fire played"]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire"]);
    expect(table.writes.filter((w) => w.kind === "moveToken")).toEqual([]);
    expect(table.positions.get(HERD)!.at).toEqual(HERD_AT);
  });
});
