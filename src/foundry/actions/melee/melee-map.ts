/**
 * CORE-6 / NAP-5.4.1 what the map says of a hand to hand, read the same way by the dialog (the
 * player's scene) and by the GM's procedure (the world): whether the attacker stands behind the
 * defender (more than 90° off its facing) and whether a linear obstacle (fence, hedge, wall,
 * ditch) lies between them, which the defender defends. Null when either has no token (play off
 * the map: both stay the players' call). Pure.
 */
import { attackedFromRear } from "@rules/napoleonic/closeOrder";
import { readPath } from "@rules/terrain";
import type { WorldGround } from "@foundry/kernel/world-facts";

export interface MeleeOnMap {
  readonly fromRear: boolean;
  readonly obstacle: boolean;
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
  };
}
