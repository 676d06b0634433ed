/**
 * OW-9.3 the engine opponent plays the law's Overland stagecoach in The Dry Creek Bank Job (the
 * starter adventure as its pack sets it up, on the table double): on the stage's card the GM's
 * client plays it (opponent-turn.ts playActivation) through the wagon's own buttons' requests, the
 * Move button's (ow.wagonMove, the REAL coordinator and procedure drawing from the GM's Action Deck,
 * the turn measured again on the map) and the Morale button's (ow.wagonMorale); its driver fires as
 * his own token's Fire button sends it (the fire dialog's starting state), on the stage's card. Each is preceded by the engine's
 * reason in the chat, each result posted and written; a runaway is left to the GM.
 */
import { describe, expect, it } from "vitest";
import { distance } from "@rules/geometry";
import { objectiveFor } from "@rules/opponent";
import { inchesToObjective, objectiveField } from "@rules/opponent/objective-field";
import { readPath, TERRAIN_DEFAULTS } from "@rules/terrain";
import { playActivation } from "@foundry/opponent/opponent-turn";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import { objectivesIn } from "@foundry/opponent/scenario-objective";
import type { WagonSource } from "@foundry/data/sources";
import { adventureTable, type AdventureTable } from "../doubles/adventure-table";
import { combatScenario, DRY_CREEK } from "./engine-games";
import { activate, chat, GM, mapDistance, stack, chatLog } from "./harness";
import { sureKills } from "./scenes";

const LAW: EngineOpponent = { side: "b", doctrine: "steady" };

/** Every message's plain line (the engine's reasons); a result card as "[card]". */
const log = (table: AdventureTable) => chatLog(table);

/** The stage's stored data changed (as another write would). */
function patchStage(table: AdventureTable, stage: string, over: Partial<WagonSource>): void {
  const entry = table.actors.get(stage);
  if (entry?.snapshot.type !== "wagon") throw new Error("no wagon");
  entry.snapshot = { type: "wagon", system: { ...entry.snapshot.system, ...over } };
}

/** The stage's card in play; the GM's client plays the law's units of it. */
async function playStage(table: AdventureTable, stage: string) {
  const { scenario } = combatScenario(table);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  activate(table, [stage]);
  const plays = await playActivation(table.currentActivation!, LAW, port, new Set(), objectivesIn(scenario));
  return { plays, port, scenario };
}

describe("OW-9.3 the engine plays the law's stagecoach", () => {
  it("OW-9.3a OW-9.3b OW-2 the stage drives at a normal pace toward the creek bridge the law holds: its reason, the Move request with the turn the map measures, the GM's card, the stage and its driver moved by the inches drawn, no fence or rough ground on its way", async () => {
    const table = adventureTable(DRY_CREEK);
    table.gmConfirms = false;
    const stage = table.actorNamed("Overland stagecoach");
    const driver = table.actorNamed("Stage driver");
    const [stageFrom, driverFrom] = [table.positions.get(stage)!, table.positions.get(driver)!];
    const { plays, port, scenario } = await playStage(table, stage);
    expect(plays.map((p) => [p.unit, p.tried.map((t) => `${t.kind} ${t.outcome}`)])).toEqual([
      ["Overland stagecoach", ["wagonMove played"]],
    ]);
    expect(log(table)).toEqual([
      "Overland stagecoach: drive 5.9 inches to hold the objective, the creek bridge",
      "[card]",
    ]);
    // OW-9.3a ONE request, the Move button's: a normal pace, nothing to declare, the turn off its facing (90°) to the point.
    expect(table.sent.map((s) => s.procedure)).toEqual(["ow.wagonMove"]);
    const input = table.sent[0]!.input as { move: object; to: { x: number; y: number } };
    expect(input.move).toMatchObject({ pace: "normal", rough: null, obstacle: "none", turnDegrees: 60 });
    expect(chat(table).summary).toBe('The wagon may move 4"');
    // The writes: the stage 4" toward the point, turned to the way; its driver by the same offset.
    const stageTo = table.positions.get(stage)!;
    expect(distance(stageFrom.at, stageTo.at)).toBeCloseTo(4, 6);
    expect(stageTo.facing).toBeCloseTo(30, 6);
    const driverTo = table.positions.get(driver)!.at;
    expect(driverTo.x - driverFrom.at.x).toBeCloseTo(stageTo.at.x - stageFrom.at.x, 6);
    expect(driverTo.y - driverFrom.at.y).toBeCloseTo(stageTo.at.y - stageFrom.at.y, 6);
    // OW-9.3b its way: no linear obstacle, no rough ground, nothing impassable; nearer the bridge.
    const way = readPath(port.scene.terrain(), [stageFrom.at, input.to]);
    expect([way.obstacles.length, way.slowInches, way.impassable]).toEqual([0, 0, []]);
    const bridge = objectiveFor(scenario.rules, "b")!;
    const field = objectiveField(port.scene.terrain(), TERRAIN_DEFAULTS, bridge.zone, true, []);
    expect(inchesToObjective(field, stageTo.at)).toBeLessThan(inchesToObjective(field, stageFrom.at));
    expect(table.warnings).toEqual([]);
  });

  it("OW-9.3c OW-9.3d a dead animal in the harness stops the stage: its driver fires his shotgun at the gang, a bandit come to the bank's front (the volley the fire dialog sends, drawn by the GM: two bandits wounded)", async () => {
    const table = adventureTable(DRY_CREEK);
    table.gmConfirms = false;
    const stage = table.actorNamed("Overland stagecoach");
    patchStage(table, stage, { team: { state: "incapacitated", animals: 4 } });
    // The bandit with the rifle has come to the bank's front, 2.5" from the driver.
    const bandit = table.actorNamed("Bandit (rifle)");
    table.moveToken(bandit, { x: 24, y: 13.5 });
    stack(table, sureKills(3), GM);
    const { plays } = await playStage(table, stage);
    expect(plays.map((p) => p.tried.map((t) => `${t.kind} ${t.outcome}`))).toEqual([["fire played"]]);
    expect(log(table)).toEqual([
      "Overland stagecoach: fire at Dry Creek gang, 28% to put a man down; Dry Creek gang in hard cover",
      "[card]",
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire"]);
    // OW-9.3a the driver fires as his own Fire button sends it: his own piece, on the stage's card.
    const driver = table.actorNamed("Stage driver");
    expect(table.sent[0]?.input).toMatchObject({
      fire: { unitId: driver, shooters: [{ figure: { id: driver }, rangeInches: 1.5 }] },
    });
    expect(chat(table).summary).toBe("3 shots, 2 hits, one saved by cover");
    expect(chat(table).lines.map((l) => l.text)).toEqual([
      "In the Bank: hard cover.",
      "Stage driver, shot 1: needs 2 holes, card 1 shows 5: hit — randomizer 1: Bandit (rifle), torso, wounded (1 of 3 wounds)",
      "Stage driver, shot 2: needs 2 holes, card 16 shows 5: hit — randomizer 6: Bandit (rifle), leg, saved by hard cover (card shows Any)",
      "Stage driver, shot 3: needs 2 holes, card 21 shows 6: hit — randomizer 7: Bandit (dynamite), leg, wounded (1 of 3 wounds)",
    ]);
    // The writes: the two bandits wounded.
    expect([table.figure(bandit).wounds, table.figure(table.actorNamed("Bandit (dynamite)")).wounds]).toEqual([1, 1]);
    expect(table.warnings).toEqual([]);
  });

  it("OW-9.3a the stage carrying morale markers checks first with its Morale button's request (the driver's Guts column, the ground from the map), then drives", async () => {
    const table = adventureTable(DRY_CREEK);
    table.gmConfirms = false;
    const stage = table.actorNamed("Overland stagecoach");
    patchStage(table, stage, { moraleMarkers: 2 });
    const { plays } = await playStage(table, stage);
    expect(plays.map((p) => p.tried.map((t) => `${t.kind} ${t.outcome}`))).toEqual([
      ["morale played", "wagonMove played"],
    ]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["ow.wagonMorale", "ow.wagonMove"]);
    expect(table.sent[0]?.input).toMatchObject({ terrain: "open" });
    expect(log(table)[0]).toBe("Overland stagecoach: morale check first, as the rules ask of a unit carrying markers");
    expect(table.warnings).toEqual([]);
  });

  it("OW-9.3f a runaway stage is the GM's to drive: the engine holds, says why, and sends nothing", async () => {
    const table = adventureTable(DRY_CREEK);
    const stage = table.actorNamed("Overland stagecoach");
    patchStage(table, stage, { runaway: true });
    const { plays } = await playStage(table, stage);
    expect(plays.map((p) => p.tried.map((t) => `${t.kind} ${t.outcome}`))).toEqual([["hold held"]]);
    expect(log(table)).toEqual(["Overland stagecoach: hold, the team has bolted; the GM drives the runaway"]);
    expect(table.sent).toEqual([]);
  });
});
