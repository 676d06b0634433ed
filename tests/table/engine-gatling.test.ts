/**
 * OW-5.2 the engine opponent serves a Gatling (no starter adventure has one: the Posse and Raiders
 * scene with a Gatling on the Raiders' side): on the crew's card the GM's client plays it
 * (opponent-turn.ts playActivation) through the gun's own buttons' requests, the Fire button's
 * (ow.gatlingFire, the REAL coordinator and procedure drawing from the GM's Action Deck), the
 * Re-face and Unlimber buttons' (ow.gatlingReady) and the gunner's Reload (a jam): each preceded by
 * the engine's reason in the chat, each result posted and written.
 */
import { describe, expect, it } from "vitest";
import { playActivation } from "@foundry/opponent/opponent-turn";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import type { GunSource, WagonSource } from "@foundry/data/sources";
import { DEFAULT_OPTIONS } from "@rules/options";
import {
  activate,
  chat,
  FINCH,
  GM,
  HALE,
  mapDistance,
  OTHER,
  posseAndRaiders,
  stack,
  type TableDouble,
  chatLog,
  triedBy,
} from "./harness";
import { at, sceneGround, sureKills } from "./scenes";

const ENGINE_B: EngineOpponent = { side: "b", doctrine: "steady" };
const GUN = "Actor.gun0000000000001";
const G1 = "Actor.gunner0000000001";
const G2 = "Actor.gunner0000000002";
const G3 = "Actor.gunner0000000003";
const WAGON = "Actor.wagon00000000001";
const DRIVER = "Actor.driver0000000001";

/** OW-5.2f the Gatling on the Raiders' buckboard (Hollywood option on), the wagon's token at (0,0) facing 0° (its rear at 180°). */
function wagonMount(raidersX: number, over: Partial<WagonSource> = {}): TableDouble {
  const table = gatlingScene(raidersX);
  table.options = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, wagonGatling: true } };
  table.addFigure(DRIVER, "Jed the Driver", {}, null, OTHER);
  table.addWagon(WAGON, "Buckboard", { driverId: DRIVER, gatling: true, gunId: GUN, ...over }, OTHER);
  table.dispositions.set(WAGON, -1);
  table.positions.delete(GUN);
  table.positions.set(WAGON, { ...at(0, 0), id: WAGON, facing: 0 });
  table.facings.set(WAGON, 0);
  return table;
}

/** The Raiders' foes (Hale and Finch, friendly tokens) at x, the engine's Gatling at (0,0) facing 0° (+x). */
function gatlingScene(raidersX: number, over: Partial<GunSource> = {}): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(G1, "Sgt. Gunn", {}, null, OTHER);
  table.addFigure(G2, "Pvt. Crank", {}, null, OTHER);
  table.addFigure(G3, "Pvt. Feed", {}, null, OTHER);
  table.addGun(GUN, "Gatling", [G1, G2, G3], { kind: "gatling", facing: 0, ...over }, OTHER);
  table.dispositions.set(GUN, -1);
  for (const id of [HALE, FINCH]) table.dispositions.set(id, 1);
  table.positions.set(GUN, { ...at(0, 0), id: GUN });
  table.positions.set(HALE, { ...at(raidersX, 0), id: HALE });
  table.positions.set(FINCH, { ...at(raidersX, 2), id: FINCH });
  table.gmConfirms = false;
  return table;
}

/** The crew's card in play; the GM's client plays the engine's units of it. */
function playCrew(table: TableDouble, played = new Set<string>()) {
  activate(table, [GUN]);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  return playActivation(table.currentActivation!, ENGINE_B, port, played);
}

/** Every message's plain line (the engine's reasons); a result card as "[card]". */
const log = (table: TableDouble) => chatLog(table);

const tried = triedBy;

describe("OW-5.2 the engine plays a Gatling's crew", () => {
  it("OW-5.2a OW-5.2e the Gatling fires at the Raiders' foes dead ahead: the reason, the Fire button's request (the map's cover, not moved), the GM's card, the hits written", async () => {
    const table = gatlingScene(20);
    stack(table, sureKills(3), GM);
    const plays = await playCrew(table);
    expect(tried(plays)).toEqual([["Gatling", ["gatling played"]]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["ow.gatlingFire"]);
    expect(table.sent[0]?.input).toMatchObject({ rangeInches: 19, moved: false, gunAt: { facing: 0 } });
    const input = table.sent[0]?.input as { target: { figures: { figure: { id: string }; cover: string }[] } };
    expect(input.target.figures.map((f) => [f.figure.id, f.cover])).toEqual([
      [HALE, "none"],
      [FINCH, "none"],
    ]);
    const [why, card] = log(table);
    expect(why).toMatch(/^Gatling: the Gatling fires at Raiders, \d+% to put a man down$/);
    expect(card).toBe("[card]");
    expect(chat(table).title).toBe("Gatling: fire at Raiders");
    // The GM's deck drew sure kills: the Raiders' foes are down on their sheets.
    expect([HALE, FINCH].filter((id) => table.figureSource(id).states.incapacitated).length).toBeGreaterThan(0);
  });

  it("OW-5.2a CORE-5 the foes behind the corral fence: the burst is sent with the soft cover the map gives them from the gun (the dialog would start at none)", async () => {
    const table = gatlingScene(20);
    sceneGround(table, [], [{ c: [1950, -1000, 1950, 1000], sight: 0, obstacle: "fence" }]);
    stack(table, sureKills(3), GM);
    expect(tried(await playCrew(table))).toEqual([["Gatling", ["gatling played"]]]);
    const input = table.sent[0]?.input as { target: { figures: { cover: string }[] } };
    expect(input.target.figures.map((f) => f.cover)).toEqual(["soft", "soft"]);
  });

  it("OW-5.2e the foes behind the gun (180° off its facing): the crew re-faces toward them (the Re-face button's request), the sheet's facing written; no card drawn", async () => {
    const table = gatlingScene(-20);
    const plays = await playCrew(table);
    expect(tried(plays)).toEqual([["Gatling", ["gatling played"]]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["ow.gatlingReady"]);
    expect(table.sent[0]?.input).toMatchObject({ step: "reface", facing: 180 });
    expect(log(table)[0]).toMatch(/^Gatling: turn the Gatling toward Raiders, \d+% to put a man down from there/);
    expect(table.piece(GUN)?.unit.flags?.["facing"]).toBe(180);
  });

  it("OW-5.2 the same card played again: the burst is refused by the GM (the gun fired on it), the crew says so and holds", async () => {
    const table = gatlingScene(20);
    stack(table, sureKills(3), GM);
    await playCrew(table);
    const again = await playCrew(table);
    expect(tried(again)).toEqual([["Gatling", ["gatling refused", "hold held"]]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["ow.gatlingFire", "ow.gatlingFire"]);
    expect(log(table).at(-1)).toMatch(/^Gatling: hold/);
  });

  it("OW-5.2b a limbered Gatling with its limber 2\" off unlimbers (the Unlimber button's request); OW-5.2a jammed, the gunner's Reload takes a marker off", async () => {
    const limbered = gatlingScene(20, { limbered: true, limber: { distance: 2, state: "ok" } });
    expect(tried(await playCrew(limbered))).toEqual([["Gatling", ["gatling played"]]]);
    expect(limbered.sent[0]?.input).toMatchObject({ step: "unlimber" });
    expect(log(limbered)[0]).toBe(
      "Gatling: unlimber the Gatling and set it up to fire, Raiders in sight and in reach (19 inches off)",
    );

    const jammed = gatlingScene(20);
    jammed.patchFigure(G2, { outOfAmmo: 2 });
    expect(tried(await playCrew(jammed))).toEqual([["Gatling", ["reload played"]]]);
    expect(jammed.sent.map((s) => s.procedure)).toEqual(["reload"]);
    expect(log(jammed)[0]).toBe("Gatling: the gunner clears the jammed Gatling (2 out of ammunition markers on him)");
    expect(jammed.figureSource(G2).outOfAmmo).toBe(1);
  });

  it("OW-5.2f a wagon-mounted Gatling fires out of the wagon's rear at foes behind it (the burst measured from the wagon's token); foes ahead of it: it holds, it cannot re-face; the wagon moved on this card: it holds", async () => {
    const behind = wagonMount(-20);
    stack(behind, sureKills(3), GM);
    expect(tried(await playCrew(behind))).toEqual([["Gatling", ["gatling played"]]]);
    expect(behind.sent.map((s) => s.procedure)).toEqual(["ow.gatlingFire"]);
    expect(behind.sent[0]?.input).toMatchObject({ gunAt: { id: WAGON, facing: 0 }, moved: false });
    expect(log(behind)[1]).toBe("[card]");

    const ahead = wagonMount(20);
    expect(tried(await playCrew(ahead))).toEqual([["Gatling", ["hold held"]]]);
    expect(log(ahead)).toEqual([
      "Gatling: hold, no enemy in sight and range behind the wagon, the only way its Gatling fires",
    ]);
    expect(ahead.sent).toEqual([]);

    // The wagon's own Move flagged it moved on this card (as the canvas does when its move is posted).
    const moved = wagonMount(-20, { ruleFlags: { moved: true } });
    expect(tried(await playCrew(moved))).toEqual([["Gatling", ["hold held"]]]);
    expect(log(moved)).toEqual(["Gatling: hold, the wagon moved on this card and its Gatling may not fire"]);
    expect(moved.sent).toEqual([]);
  });
});
