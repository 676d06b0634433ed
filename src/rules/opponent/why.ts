/**
 * The engine opponent's reasons in the players' words: each a key under COMBAT_PATROL.Opponent
 * (lang/en.json) and its placeholders, chances as whole percent. The table posts them as the chat
 * line of the action it plays ("Raiders: fire at the Posse, 64% to put a man down; the Posse in the open").
 */
import type { CoverGrade } from "../terrain";
import type { DeclaredRound } from "../tables/artillery";
import { type MovePurpose, type Why, percent, tenth } from "./choice";
import type { Objective } from "./objective";

/** CORE-5 the volley: the target, the chance to put a man down, the target's cover. */
export function fireWhy(unit: string, target: string, chance: number, cover: CoverGrade): Why {
  return { key: `COMBAT_PATROL.Opponent.Fire.${cover}`, data: { unit, target, chance: percent(chance) } };
}

/**
 * OW-2 / NAP-2 a move for the scenario's objective: the key under the group `prefix` (ending in a
 * dot) for reaching it or holding it, its place put in the report's words (COMBAT_PATROL.Report.zone.<name>).
 */
export function objectiveWhy(prefix: string, objective: Objective, data: Why["data"]): Why {
  return {
    key: `${prefix}${objective.aim === "reach" ? "objective" : "holdObjective"}`,
    data,
    words: { objective: `COMBAT_PATROL.Report.zone.${objective.name}` },
  };
}

/**
 * CORE-10 the move: how far, what for, from or toward which enemy; OW-2 / NAP-2 toward the
 * scenario's objective, or to hold it (its place in the report's words: COMBAT_PATROL.Report.zone).
 */
export function moveWhy(unit: string, purpose: MovePurpose, inches: number, enemy: string, objective?: Objective): Why {
  const data = { unit, inches: Math.round(inches * 10) / 10, enemy };
  if (purpose !== "objective" || !objective)
    return { key: `COMBAT_PATROL.Opponent.Move.${purpose === "objective" ? "advance" : purpose}`, data };
  return objectiveWhy("COMBAT_PATROL.Opponent.Move.", objective, data);
}

/**
 * NAP-5.3 a close order line's move: the wheel (left or right, degrees; none: straight ahead), then
 * the inches straight ahead, what for, from or toward which enemy.
 */
export function lineMoveWhy(
  unit: string,
  purpose: MovePurpose,
  turn: number,
  inches: number,
  enemy: string,
  objective?: Objective,
): Why {
  const way = turn === 0 ? "ahead" : turn < 0 ? "left" : "right";
  const data = { unit, degrees: Math.abs(Math.round(turn)), inches: Math.round(inches * 10) / 10, enemy };
  // OW-2 / NAP-2 toward the scenario's objective, or to hold it (its place in the report's words)
  if (purpose === "objective" && objective) return objectiveWhy(`COMBAT_PATROL.Opponent.Line.${way}.`, objective, data);
  return { key: `COMBAT_PATROL.Opponent.Line.${way}.${purpose === "objective" ? "advance" : purpose}`, data };
}

/** OW-5.1b / NAP-3.1 the reload: the figures out of ammunition, by name. */
export function reloadWhy(unit: string, figures: readonly string[]): Why {
  return { key: "COMBAT_PATROL.Opponent.reload", data: { unit, figures: figures.join(", ") } };
}

/** NAP-4 / OW-4d markers off before the checks: how many, and how much safer the checks are. */
export function removeMarkersWhy(unit: string, figure: string, removes: number, saves: number, hero: boolean): Why {
  return {
    key: hero ? "COMBAT_PATROL.Opponent.heroRemovesMarkers" : "COMBAT_PATROL.Opponent.leaderRemovesMarkers",
    data: { unit, figure, removes, saves: percent(saves) },
  };
}

/** CORE-6 the charge: the target and the chance to win the fight. */
export function chargeWhy(unit: string, target: string, chance: number): Why {
  return { key: "COMBAT_PATROL.Opponent.charge", data: { unit, target, chance: percent(chance) } };
}

/**
 * NAP-5.3 / NAP-5.4.1 a bayonet charge in close order: the line's wheel (its way and degrees), its
 * advance to contact, the chance to win.
 */
export function bayonetChargeWhy(unit: string, target: string, chance: number, turn: number, inches: number): Why {
  const way = Math.round(turn) === 0 ? "ahead" : turn < 0 ? "left" : "right";
  return {
    key: `COMBAT_PATROL.Opponent.Bayonet.${way}`,
    data: {
      unit,
      target,
      chance: percent(chance),
      degrees: Math.abs(Math.round(turn)),
      inches: Math.round(inches * 10) / 10,
    },
  };
}

/** Why the unit holds: nobody standing, no enemy, or nothing worth doing (the best volley's chance when there is one). */
export type HoldReason = "nobody" | "noEnemy" | "noShot" | "poorOdds";

export function holdWhy(unit: string, reason: HoldReason, best?: { target: string; chance: number }): Why {
  return {
    key: `COMBAT_PATROL.Opponent.Hold.${reason}`,
    data: { unit, ...(best ? { target: best.target, chance: percent(best.chance) } : {}) },
  };
}

/** NAP-7.3 the gun fires: the round (its words by key), the target, the figures it may expect to put down and hit. */
export function gunFireWhy(unit: string, round: DeclaredRound, target: string, down: number, hit: number): Why {
  return {
    key: `COMBAT_PATROL.Opponent.Gun.Fire.${round}`,
    data: { unit, target, down: tenth(down), hit: tenth(hit) },
  };
}

/**
 * NAP-7.2 the crew loads: the round, the loads still to make after this one, and the enemy it was
 * chosen against with what it would put down now (none in reach: the round with the longest reach).
 */
export function gunLoadWhy(
  unit: string,
  round: DeclaredRound,
  left: number,
  against: { target: string; down: number } | null,
): Why {
  const key = `COMBAT_PATROL.Opponent.Gun.${against ? "Load" : "LoadNoTarget"}.${round}`;
  return { key, data: { unit, left, ...(against ? { target: against.target, down: tenth(against.down) } : {}) } };
}

/**
 * Why the gun holds: limbered with no enemy in reach and no move worth making (or NAP-7.1 its limber
 * team down), too few crew to serve it, NAP-7.2 loaded on this card, NAP-7.3 moved on this card, no
 * enemy in sight and range, or the best shot too poor.
 */
export type GunHoldReason = "limbered" | "limberDown" | "noCrew" | "loadedNow" | "movedNow" | "noTarget" | "poorOdds";

/** NAP-7.1 what a limbered move of the gun is for: a place it sees an enemy in reach from, closing on him, the objective. */
export type GunMovePurpose = "firingPosition" | "advance" | "objective";

/**
 * NAP-7.1 / OW-5.2b a gun made ready or moved, its key under the group `prefix` (ending in a dot):
 * unlimber (the enemy in reach, how far), limber (to move), NAP-7.1b the limber brought back (its
 * inches off), or the limbered move (how far, what for).
 */
function driveWhy(
  prefix: string,
  unit: string,
  step: string,
  data: { readonly inches: number; readonly enemy: string; readonly purpose?: GunMovePurpose },
  objective?: Objective,
): Why {
  const words = { unit, inches: tenth(data.inches), enemy: data.enemy };
  if (step !== "move") return { key: `${prefix}${step}`, data: words };
  if (data.purpose === "objective" && objective) return objectiveWhy(`${prefix}Move.`, objective, words);
  return { key: `${prefix}Move.${data.purpose === "firingPosition" ? "firingPosition" : "advance"}`, data: words };
}

/** NAP-7.1 the gun made ready or moved (driveWhy). */
export function gunDriveWhy(
  unit: string,
  step: "limber" | "unlimber" | "limberBack" | "move",
  data: { readonly inches: number; readonly enemy: string; readonly purpose?: GunMovePurpose },
  objective?: Objective,
): Why {
  return driveWhy("COMBAT_PATROL.Opponent.Gun.Drive.", unit, step, data, objective);
}

/** OW-5.2b the Gatling unlimbered, limbered up or moved limbered (driveWhy). */
export function gatlingDriveWhy(
  unit: string,
  step: "limber" | "unlimber" | "move",
  data: { readonly inches: number; readonly enemy: string; readonly purpose?: GunMovePurpose },
  objective?: Objective,
): Why {
  return driveWhy("COMBAT_PATROL.Opponent.Gatling.", unit, step, data, objective);
}

export function gunHoldWhy(unit: string, reason: GunHoldReason, best?: { target: string; down: number }): Why {
  return {
    key: `COMBAT_PATROL.Opponent.Gun.Hold.${reason}`,
    data: { unit, ...(best ? { target: best.target, down: tenth(best.down) } : {}) },
  };
}

/**
 * OW-5.2 why the Gatling's crew holds: no enemy on the map, nobody able to serve it, OW-5.2f its
 * wagon moved, no enemy in sight and range, OW-5.2f none behind the wagon, the best burst too poor;
 * OW-5.2b limbered with no enemy in reach and no move worth making, or its limber down.
 */
export type GatlingHoldReason =
  "noEnemy" | "noCrew" | "wagonMoved" | "noTarget" | "rearOnly" | "poorOdds" | "limbered" | "limberDown";

export function gatlingHoldWhy(
  unit: string,
  reason: GatlingHoldReason,
  best?: { target: string; chance: number },
): Why {
  return {
    key: `COMBAT_PATROL.Opponent.Gatling.Hold.${reason}`,
    data: { unit, ...(best ? { target: best.target, chance: percent(best.chance) } : {}) },
  };
}

/**
 * OW-9.3a the wagon drives: how far, toward (or to hold) the scenario's objective (its place in the
 * report's words), or away from the enemy's guns.
 */
export function wagonMoveWhy(
  unit: string,
  purpose: "objective" | "fallBack",
  inches: number,
  enemy: string,
  objective?: Objective,
): Why {
  const data = { unit, inches: Math.round(inches * 10) / 10, enemy };
  if (purpose === "fallBack" || !objective) return { key: "COMBAT_PATROL.Opponent.Wagon.fallBack", data };
  return objectiveWhy("COMBAT_PATROL.Opponent.Wagon.", objective, data);
}

/**
 * OW-9.3a-f why the wagon stays where it is: OW-9.3f its team bolted (the runaway is the GM's), no
 * driver standing, wrecked, unhitched, a dead animal in harness.
 */
export type WagonHoldReason = "runaway" | "noDriver" | "destroyed" | "unhitched" | "teamDead";

export function wagonHoldWhy(unit: string, reason: WagonHoldReason): Why {
  return { key: `COMBAT_PATROL.Opponent.Wagon.Hold.${reason}`, data: { unit } };
}

/** NAP-5.2 the unit forms a close order line against the enemy's riders (how far off the nearest is). */
export function formationWhy(unit: string, enemy: string, inches: number): Why {
  return { key: "COMBAT_PATROL.Opponent.Formation.againstRiders", data: { unit, enemy, inches: tenth(inches) } };
}
