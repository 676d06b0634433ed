/**
 * OW-5.2b / OW-5.2c / OW-5.2f moving a Gatling Gun: an activation to limber or unlimber (the
 * limber within 4" and in the commander's radius), a limbered gun moving one card on open ground
 * and two on a road, halved with a bog check in rough terrain; manhandled unlimbered by two or more
 * crewmen at a quarter; a wagon mount moving as its wagon (never firing on the move).
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import { limberWithin, withinCommandRadius, type Figure } from "../geometry";
import type { ProcedureResult } from "../model";
import { presentLeader } from "../procedures/morale";
import { resolveMovement } from "../procedures/movement";
import { GATLING_CREW } from "../tables";
import { OW_FLAGS, bogCheck, costs, owDataOf, type ActivationCost, type OldWestOptions } from "./common";
import { leaderCommandRadius } from "./leaders";
import { resolveWagonMove, wagonImmobility, type WagonMoveInput, type WagonMoveResult } from "./wagons";
import { ableCrew, checkGatling, type GatlingState } from "./gatling-state";

export interface LimberActionResult extends ProcedureResult<"ow.limber"> {
  readonly limbered: boolean;
  readonly cost: ActivationCost;
}

/**
 * OW-5.2b limber or unlimber (an activation each). Limbering needs the limber, able to move,
 * within 4" of the gun when the activation card is drawn. A wagon mount never limbers.
 */
export function limberAction(
  input: {
    readonly gatling: GatlingState;
    readonly action: "limber" | "unlimber";
    readonly gunAt: Figure;
    readonly limberAt: Figure | null;
  },
  options?: OldWestOptions,
): LimberActionResult {
  const { gatling, action } = input;
  checkGatling(gatling, options);
  if (gatling.mount === "wagon")
    throw new RulesError("COMBAT_PATROL.Error.wagonGatlingAlwaysSetUp", { unit: gatling.crew.name });
  if (ableCrew(gatling.crew).length === 0)
    throw new RulesError("COMBAT_PATROL.Error.gatlingCrew", { unit: gatling.crew.name, crew: 0, needed: 1 });
  if (action === "unlimber" && !gatling.limbered)
    throw new RulesError("COMBAT_PATROL.Error.gatlingNotLimbered", { unit: gatling.crew.name });
  if (action === "limber") {
    if (gatling.limbered) throw new RulesError("COMBAT_PATROL.Error.gatlingLimbered", { unit: gatling.crew.name });
    const limber = gatling.limber;
    if (!limber || !input.limberAt || limber.incapacitated)
      throw new RulesError("COMBAT_PATROL.Error.noLimber", { unit: gatling.crew.name });
    if (!limberWithin(input.limberAt, input.gunAt))
      throw new RulesError("COMBAT_PATROL.Error.limberTooFar", { unit: gatling.crew.name });
  }
  const limbered = action === "limber";
  return {
    procedure: "ow.limber",
    cards: [],
    effects: [{ kind: "flag", unitId: gatling.crew.id, figureId: null, flag: OW_FLAGS.limbered, value: limbered }],
    summary: { key: `COMBAT_PATROL.OldWest.Gatling.${action}`, data: { unit: gatling.crew.name } },
    limbered,
    cost: costs(action),
  };
}

/** OW-5.2b the limber acts only within the crew commander's command radius. */
export function limberMayAct(
  gatling: GatlingState,
  commanderAt: Figure,
  limberAt: Figure,
  options?: OldWestOptions,
): boolean {
  const commander = presentLeader(gatling.crew);
  if (!commander || !gatling.limber || gatling.limber.incapacitated) return false;
  return withinCommandRadius(commanderAt, leaderCommandRadius(commander, options), limberAt);
}

export type GatlingTerrain = "open" | "road" | "rough";

export interface GatlingMoveResult extends ProcedureResult<"ow.gatlingMove"> {
  readonly mode: "limbered" | "manhandled";
  readonly cardInches: readonly number[];
  readonly factor: number;
  readonly inches: number;
  readonly bogged: boolean | null;
  /** Ours: a failed bog check stops the gun halfway through the rough ground (as OW-9.3b). */
  readonly stop: "halfwayThroughRough" | null;
}

/**
 * OW-5.2b/c/d a carriage-mounted gun moves limbered (1 card open, 2 road, 1 card halved in rough
 * with an elite bog check; a wounded limber halves, an incapacitated one cannot move) or
 * manhandled (quarter speed, at least two crewmen, elite bog check in rough; stays set up).
 */
export function resolveGatlingMove(
  input: { readonly gatling: GatlingState; readonly terrain: GatlingTerrain },
  source: CardSource,
  options?: OldWestOptions,
): GatlingMoveResult {
  const { gatling, terrain } = input;
  checkGatling(gatling, options);
  if (gatling.mount === "wagon")
    throw new RulesError("COMBAT_PATROL.Error.gatlingMovesAsWagon", { unit: gatling.crew.name });
  const data = owDataOf(options).gatling;
  const rough = terrain === "rough";
  let mode: GatlingMoveResult["mode"];
  let move;
  if (gatling.limbered) {
    mode = "limbered";
    const limber = gatling.limber;
    if (!limber || limber.incapacitated)
      throw new RulesError("COMBAT_PATROL.Error.limberImmobile", { unit: gatling.crew.name });
    move = resolveMovement(
      {
        unitId: gatling.crew.id,
        figure: limber,
        baseCards: data.limberedCards[terrain],
        terrainFactor: rough ? data.limberedRoughFactor : 1,
      },
      source,
      options,
    );
  } else {
    mode = "manhandled";
    const able = ableCrew(gatling.crew);
    if (able.length < GATLING_CREW.minToManhandle) {
      throw new RulesError("COMBAT_PATROL.Error.gatlingCrew", {
        unit: gatling.crew.name,
        crew: able.length,
        needed: GATLING_CREW.minToManhandle,
      });
    }
    move = resolveMovement(
      {
        unitId: gatling.crew.id,
        figure: able[0]!,
        baseCards: data.manhandledCards,
        terrainFactor: data.manhandledFactor,
        woundedHalved: false,
      },
      source,
      options,
    );
  }
  const bog = rough ? bogCheck(source, gatling.crew.id, "gatling.rough", data.bogTerrainGrade) : null;
  return {
    procedure: "ow.gatlingMove",
    cards: [...move.cards, ...(bog?.cards ?? [])],
    effects: [],
    summary: {
      key: "COMBAT_PATROL.OldWest.Gatling.move",
      data: { unit: gatling.crew.name, inches: move.inches, mode },
    },
    mode,
    cardInches: move.cardInches,
    factor: move.factor,
    inches: move.inches,
    bogged: bog ? bog.bogged : null,
    stop: bog?.bogged ? "halfwayThroughRough" : null,
  };
}

/** OW-5.2f a wagon-mounted gun moves with its wagon; it cannot move once the wagon is incapacitated. */
export function resolveWagonGatlingMove(
  gatling: GatlingState,
  move: Omit<WagonMoveInput, "state">,
  source: CardSource,
  options?: OldWestOptions,
): WagonMoveResult {
  checkGatling(gatling, options);
  const wagon = gatling.wagon;
  if (gatling.mount !== "wagon" || !wagon)
    throw new RulesError("COMBAT_PATROL.Error.noWagon", { unit: gatling.crew.name });
  if (wagonImmobility(wagon) !== null)
    throw new RulesError("COMBAT_PATROL.Error.gatlingImmobile", { unit: gatling.crew.name });
  return resolveWagonMove({ ...move, state: wagon }, source, options);
}
