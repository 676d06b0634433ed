/**
 * OW-2 / NAP-2 the engine plays for its side's objective on the GM's table: the Combat's scenario
 * (the starter adventure's flag) tells each engine unit what its side plays for
 * (opponent/scenario-objective.ts), and the chooser steers for it along the way a figure may walk.
 * At Les Trois Moulins the dragoons stand east of the mill stream; the only way west is the bridge:
 * the troop is led toward it through the movement procedure, each figure's own request drawn from
 * the GM's deck, its token then moved, none into the water, and the chat says why.
 */
import { describe, expect, it } from "vitest";
import { edgeDistance } from "@rules/geometry";
import { objectiveFor } from "@rules/opponent";
import { inchesToObjective, objectiveField } from "@rules/opponent/objective-field";
import { readPath, TERRAIN_DEFAULTS } from "@rules/terrain";
import { playActivation } from "@foundry/opponent/opponent-turn";
import { objectivesIn } from "@foundry/opponent/scenario-objective";
import { adventureTable } from "../doubles/adventure-table";
import { combatScenario, DRY_CREEK, TROIS_MOULINS } from "./engine-games";
import { activate, GM, mapDistance, chatLog } from "./harness";

/** Every message's plain line, in order; a result card as "[card]". */
const log = (table: ReturnType<typeof adventureTable>) => chatLog(table);

describe("OW-2 / NAP-2 the engine steers for the scenario's objective", () => {
  it("NAP-2 the 1st troop of dragoons is led toward the bridge over the mill stream: its reason, each rider's move drawn by the GM, every token nearer the far bank by the way a horse may go, none in the water", async () => {
    const table = adventureTable(TROIS_MOULINS);
    table.gmConfirms = false;
    const { scenario } = combatScenario(table);
    const troop = table.actorNamed("Light dragoons, 1st troop");
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    const riders = table.piece(troop)!.unit.figures.map((f) => f.id);
    const before = new Map(riders.map((id) => [id, table.positions.get(id)!]));
    activate(table, [troop]);
    const plays = await playActivation(
      table.currentActivation!,
      { side: "b", doctrine: "aggressive" },
      port,
      new Set(),
      objectivesIn(scenario),
    );
    expect(plays.map((p) => p.tried.map((t) => `${t.kind} ${t.outcome}`))).toEqual([["move played"]]);
    const lines = log(table);
    expect(lines[0]).toMatch(
      /^Light dragoons, 1st troop: move [\d.]+ inches toward the objective, west of the stream$/,
    );
    // each rider that moves: one movement request to the GM, its card posted
    const moved = riders.filter((id) => table.positions.get(id)!.at !== before.get(id)!.at);
    expect(moved.length).toBeGreaterThan(0);
    expect(table.sent.map((s) => s.procedure)).toEqual(moved.map(() => "movement"));
    expect(lines.filter((l) => l === "[card]")).toHaveLength(moved.length);
    // nearer the far bank, the way a horse may go; no rider in the water; none on another
    const terrain = port.scene.terrain();
    const west = objectiveFor(scenario.rules, "b")!;
    expect(west.name).toBe("west");
    const field = objectiveField(terrain, TERRAIN_DEFAULTS, west.zone, true, []);
    for (const id of moved) {
      const [from, to] = [before.get(id)!, table.positions.get(id)!];
      expect(inchesToObjective(field, to.at)).toBeLessThan(inchesToObjective(field, from.at));
      expect(readPath(terrain, [from.at, to.at]).impassable).toEqual([]);
    }
    for (const a of riders)
      for (const b of riders)
        if (a < b) expect(edgeDistance(table.positions.get(a)!, table.positions.get(b)!)).toBeGreaterThan(-1e-9);
  });

  it("OW-2 without a scenario the same troop only fights: no move is made for an objective", async () => {
    const table = adventureTable(TROIS_MOULINS);
    table.gmConfirms = false;
    const troop = table.actorNamed("Light dragoons, 1st troop");
    activate(table, [troop]);
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    const plays = await playActivation(
      table.currentActivation!,
      { side: "b", doctrine: "aggressive" },
      port,
      new Set(),
    );
    expect(plays.flatMap((p) => p.tried.map((t) => t.why.key))).not.toContain("COMBAT_PATROL.Opponent.Move.objective");
  });

  it("OW-2 the law holds the creek bridge: the posse's side reads the bridge to hold, the gang's the east edge to reach and its boss to keep out of hand to hand", () => {
    const table = adventureTable(DRY_CREEK);
    const { scenario } = combatScenario(table);
    const objectiveOf = objectivesIn(scenario);
    expect(objectiveOf(table.actorNamed("Marshal's posse"))).toMatchObject({ name: "bridge", aim: "hold" });
    // the law wins by putting the boss down: the gang keeps him out of hand to hand
    expect(objectiveOf(table.actorNamed("Dry Creek gang"))).toMatchObject({
      name: "eastEdge",
      aim: "reach",
      keepSafe: [table.actorNamed("Gang boss")],
    });
    expect(objectiveOf(table.actorNamed("Marshal's posse"))?.keepSafe).toBeUndefined();
    expect(objectiveOf("Actor.nobody0000000001")).toBeNull();
  });
});
