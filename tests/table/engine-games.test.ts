/**
 * CORE-3 / OW-2 / NAP-2 engine against engine: each starter adventure played by the engine on both
 * sides (tests/table/engine-games.ts), seeded, through the REAL turn, actions and GM procedures on
 * the table double, up to ten turns or until the adventure's victory check settles it. Nothing the
 * engine asks for is refused by the GM, no warning is shown, nothing throws, and every End of Turn
 * records the victory check. `npm run games` plays 20 seeded games of each and prints the table
 * (docs/opponent-doctrine.md "Engine against engine").
 */
import { describe, expect, it } from "vitest";
import { DRY_CREEK, playGame, TROIS_MOULINS, type GameResult, type GameSetup } from "./engine-games";

/** The game's account, for a failure's message: each unit's tries, then the refusals and warnings. */
const account = (r: GameResult) =>
  [
    r.error ?? "",
    ...r.refused.map((x) => `turn ${x.turn} ${x.unit}: ${x.kind} refused (${x.why})`),
    ...r.warnings,
  ].join("\n");

/** The game ran clean and its victory check was made at every End of Turn, the last one settling it. */
function expectPlayedThrough(r: GameResult, lastTurn: number): void {
  expect(r.error, account(r)).toBeNull();
  expect(r.refused, account(r)).toEqual([]);
  expect(r.warnings, account(r)).toEqual([]);
  // Every unit the cards activated was played: the engine did something, not only held.
  expect(r.plays.flatMap((p) => p.tried).filter((t) => t.outcome === "played").length).toBeGreaterThan(0);
  // One record per End of Turn, in order, running until the last; the last settles it (by the
  // scenario's last turn at the latest) with its reason.
  expect(r.records.map((x) => x.turn)).toEqual(Array.from({ length: r.turns }, (_, i) => i + 1));
  expect(r.turns).toBeLessThanOrEqual(lastTurn);
  expect(r.records.slice(0, -1).map((x) => x.verdict.outcome)).toEqual(Array(r.turns - 1).fill("running"));
  expect(r.verdict.outcome).not.toBe("running");
  if (r.verdict.outcome !== "running") expect(r.verdict.reason.code).toBeTruthy();
  expect(r.casualties).toEqual(r.records.at(-1)?.down);
}

describe("CORE-3 engine against engine: the starter adventures played through", () => {
  it("CORE-3 OW-2 Dry Creek: ten turns at most engine against engine (aggressive both), no action refused, no warning, the victory check settles it (the scenario's 6 turns at the latest); OW-9.3 the stagecoach is played", async () => {
    const game: GameSetup = { adventure: DRY_CREEK, seed: 1, doctrines: { a: "aggressive", b: "aggressive" } };
    const result = await playGame(game);
    expectPlayedThrough(result, 6);
    // The posse fires from the stage; the gang fights back, by fire or by a charge; between fights a
    // side moves for its objective (OW-2: the gang toward the east edge, the law to hold the bridge).
    const played = (unit: string, kinds: readonly string[]) =>
      result.plays.some(
        (p) => p.unit === unit && p.tried.some((t) => kinds.includes(t.kind) && t.outcome === "played"),
      );
    expect([played("Dry Creek gang", ["fire", "charge"]), played("Marshal's posse", ["fire"])]).toEqual([true, true]);
    // OW-9.3 the law's stagecoach is the engine's too: it drives (or its driver fires) through its buttons' requests.
    expect(played("Overland stagecoach", ["wagonMove", "fire"])).toBe(true);
    const keys = result.plays.flatMap((p) => p.tried.filter((t) => t.outcome === "played").map((t) => t.why.key));
    expect(keys.filter((k) => /Move\.(objective|holdObjective)$/.test(k)).length).toBeGreaterThan(0);
  });

  it("CORE-3 NAP-2 NAP-5.3 NAP-7.2 NAP-7.3 Les Trois Moulins: ten turns at most engine against engine (aggressive both), no action refused, no warning, the victory check settles it (8 turns at the latest); the dragoons make for the far bank, the section moves as a line and fires, the gun loads and fires", async () => {
    const game: GameSetup = { adventure: TROIS_MOULINS, seed: 1, doctrines: { a: "aggressive", b: "aggressive" } };
    const result = await playGame(game);
    expectPlayedThrough(result, 8);
    // CORE-10 / NAP-2 the dragoons ride through the GM's move procedure toward their objective, the
    // far bank, by the bridge; NAP-5.3 the section in close order wheels and advances as a line
    // through the same procedure (nothing left to be played by hand).
    const tried = (unit: string) => result.plays.filter((p) => p.unit === unit).flatMap((p) => p.tried);
    const towardObjective = (t: { kind: string; outcome: string; why: { key: string } }) =>
      t.kind === "move" && t.outcome === "played" && t.why.key === "COMBAT_PATROL.Opponent.Move.objective";
    expect(tried("Light dragoons, 1st troop").some(towardObjective)).toBe(true);
    const section = tried("Line infantry section");
    expect(section.some((t) => t.kind === "move" && t.outcome === "played")).toBe(true);
    expect(section.some((t) => t.kind === "fire" && t.outcome === "played")).toBe(true);
    expect(section.filter((t) => t.outcome === "byHand" || t.outcome === "refused")).toEqual([]);
    const units = new Set(result.plays.map((p) => p.unit));
    expect(units).toEqual(
      new Set(["Line infantry section", "6# gun", "Light dragoons, 1st troop", "Light dragoons, 2nd troop"]),
    );
    // NAP-7.2 / NAP-7.3 the garrison's gun loads and fires through its buttons' requests, none refused.
    const gun = tried("6# gun");
    expect(gun.some((t) => t.why.key === "COMBAT_PATROL.Opponent.Gun.Load.canister" && t.outcome === "played")).toBe(
      true,
    );
    expect(gun.some((t) => t.why.key === "COMBAT_PATROL.Opponent.Gun.Fire.canister" && t.outcome === "played")).toBe(
      true,
    );
  });

  it("CORE-3 a seeded game replays: the same seed gives the same plays, records and verdict; another seed another game", async () => {
    const game: GameSetup = { adventure: TROIS_MOULINS, seed: 7, doctrines: { a: "steady", b: "steady" }, turns: 3 };
    const first = await playGame(game);
    const again = await playGame(game);
    const story = (r: GameResult) => r.plays.map((p) => [p.unit, p.tried.map((t) => [t.kind, t.outcome, t.why])]);
    expect(first.turns).toBe(3);
    expect(story(again)).toEqual(story(first));
    expect(again.records).toEqual(first.records);
    const other = await playGame({ ...game, seed: 8 });
    expect(story(other)).not.toEqual(story(first));
  });
});
