/**
 * CORE-6 / NAP-5.4.1 what the map says of a hand to hand, read the same way by the dialog (the
 * player's scene) and by the GM's procedure (the world): whether the attacker stands behind the
 * defender (more than 90° off its facing) and whether a linear obstacle (fence, hedge, wall,
 * ditch) lies between them, which the defender defends, and how far apart their bases stand (CORE-6
 * they fight in contact only). Null when either has no token (play off
 * the map: both stay the players' call). Pure.
 */
import { attackedFromRear } from "@rules/napoleonic/closeOrder";
import { readPath } from "@rules/terrain";
import { measuredRange } from "@rules/geometry";
import { PROCEDURE_DEFAULTS, type ProcedureData } from "@rules/procedures/data";
import type { WorldGround } from "@rules/validation/world-checks";

export interface MeleeOnMap {
  readonly fromRear: boolean;
  readonly obstacle: boolean;
  /** Inches between the two bases, edge to edge, to a tenth (CORE-6 they fight only in contact). */
  readonly gap: number;
}

/** `read`: the ground of some pieces (the GM's world, or a client's scene read the same way: sceneGround). */
export function meleeOnMap(
  read: (ids: readonly string[]) => WorldGround | null,
  attackerId: string,
  defenderId: string,
): MeleeOnMap | null {
  const ground = read([attackerId, defenderId]);
  const attacker = ground?.figures.find((f) => f.id === attackerId);
  const defender = ground?.figures.find((f) => f.id === defenderId);
  if (!ground || !attacker || !defender) return null;
  return {
    fromRear: attackedFromRear(defender, attacker),
    obstacle: readPath(ground.terrain, [attacker.at, defender.at]).obstacles.length > 0,
    gap: measuredRange(attacker, defender),
  };
}

/** CORE-6 the two bases stand too far apart to fight, as the map measured them (false off the map). */
export function apartForMelee(
  onMap: MeleeOnMap | null,
  data: Pick<ProcedureData, "melee"> = PROCEDURE_DEFAULTS,
): boolean {
  return onMap !== null && onMap.gap > data.melee.contactInches;
}
