/**
 * The engine opponent's figures (tests/table/engine-games.ts on the table double):
 *
 *   objective_field_ms    counting the way to the objective over a starter adventure's map (the
 *                         slowest of the four: foot or riders, to either side's zone), as the
 *                         first activation of a unit pays it; later activations read it kept
 *   engine_choice_ms      one unit's choice with the way already counted (the dragoons at the start)
 *   engine_interrupt_ms   what one person's move costs the GM's client (CORE-10): every engine unit of
 *                         the other side weighs its reaction (situation and chooseMoveReaction), the
 *                         dragoons riding up 12" in front of the garrison's line
 *   engine_game_dry_creek_ms, engine_game_trois_moulins_ms
 *                         one seeded game engine against engine, steady both, median of 3 seeds
 */
import { objectiveFor } from "@rules/opponent/objective";
import { objectiveField } from "@rules/opponent/objective-field";
import { chooseAction } from "@rules/opponent/choose";
import { chooseMoveReaction } from "@rules/opponent/interrupt-options";
import { DOCTRINES } from "@rules/opponent/doctrine-data";
import { TERRAIN_DEFAULTS } from "@rules/terrain";
import type { Zone } from "@rules/scenario";
import { situationOn } from "@foundry/opponent/table-situation";
import { adventureTable } from "../../tests/doubles/adventure-table";
import { combatScenario, DRY_CREEK, playGame, TROIS_MOULINS } from "../../tests/table/engine-games";
import { GM, mapDistance } from "../../tests/table/harness";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(run: () => Promise<unknown> | unknown): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

/** A zone moved by a hair each count, so the kept ways are never read back (a fresh count each time). */
const nudged = (zone: Zone, k: number): Zone =>
  zone.kind === "westOf" ? { ...zone, margin: zone.margin + k * 1e-9 } : { ...zone, x: zone.x + k * 1e-9 };

export async function benchOpponent(): Promise<Record<string, number>> {
  let fieldMs = 0;
  let k = 0;
  for (const name of [DRY_CREEK, TROIS_MOULINS]) {
    const table = adventureTable(name);
    const terrain = table.port(GM, (a, b) => mapDistance(table, a, b)).scene.terrain();
    const { scenario } = combatScenario(table);
    for (const side of ["a", "b"] as const) {
      const objective = objectiveFor(scenario.rules, side)!;
      for (const mounted of [false, true]) {
        const runs: number[] = [];
        for (let i = 0; i < 3; i += 1)
          runs.push(
            await time(() => objectiveField(terrain, TERRAIN_DEFAULTS, nudged(objective.zone, ++k), mounted, [])),
          );
        fieldMs = Math.max(fieldMs, median(runs));
      }
    }
  }
  const table = adventureTable(TROIS_MOULINS);
  const { scenario } = combatScenario(table);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  const dragoons = table.piece(table.actorNamed("Light dragoons, 1st troop"))!.unit;
  const situation = { ...situationOn(dragoons, port), objective: objectiveFor(scenario.rules, "b")! };
  chooseAction(situation, DOCTRINES.steady);
  const choice = median(await Promise.all([0, 1, 2].map(() => time(() => chooseAction(situation, DOCTRINES.steady)))));
  // CORE-10 the dragoons (side B) ride up 12" in front of the line section (its sergeant at 21.5, 19):
  // each unit of the garrison (side A) weighs its reaction, its volley's exact odds counted.
  dragoons.figures.forEach((f, i) => table.moveToken(f.id, { x: 19.5 + i, y: 31 }));
  const garrison = port.pieces.unitsOnScene().filter((u) => port.pieces.allegiance(u.id).side === "friendly");
  const weigh = () => garrison.map((u) => chooseMoveReaction(situationOn(u, port), dragoons.id, DOCTRINES.steady));
  weigh();
  const interrupt = median(await Promise.all([0, 1, 2].map(() => time(weigh))));
  const game = async (adventure: string) => {
    const runs: number[] = [];
    for (const seed of [1, 2, 3])
      runs.push(await time(() => playGame({ adventure, seed, doctrines: { a: "steady", b: "steady" } })));
    return median(runs);
  };
  return {
    objective_field_ms: Math.round(fieldMs),
    engine_choice_ms: Math.round(choice),
    engine_interrupt_ms: Math.round(interrupt * 10) / 10,
    engine_game_dry_creek_ms: Math.round(await game(DRY_CREEK)),
    engine_game_trois_moulins_ms: Math.round(await game(TROIS_MOULINS)),
  };
}
