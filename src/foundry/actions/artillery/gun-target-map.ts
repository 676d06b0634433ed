/**
 * NAP-7.3 / NAP-7.3.1 the targeted unit as the map shows it to a gun, read the same way by the Fire
 * gun dialog (the player's scene) and the GM's procedure (the world): the cover its nearest standing
 * figure has from the gun (NAP-7.3.1b a solid shot takes none from what the map marks as giving
 * none against it: a hedge, a wooden fence), and the building it stands in, by that building's
 * protection (8: masonry or log, 6: wood frame; an embankment: earth). Null when the gun or every
 * standing figure of the unit is off the map. Pure.
 */
import type { UnitState } from "@rules/model";
import { gunTargetGround, type GunTargetGround } from "@rules/artillery/target-ground";
import type { ArtilleryRound } from "@rules/tables/artillery";
import type { WorldGround } from "@rules/validation/world-checks";

export type GunTargetOnMap = GunTargetGround;

/** `read`: the ground of some pieces (the GM's world, or a client's scene read the same way: sceneGround). */
export function gunTargetOnMap(
  read: (ids: readonly string[]) => WorldGround | null,
  gunId: string,
  unit: Pick<UnitState, "figures">,
  round: ArtilleryRound,
): GunTargetOnMap | null {
  const standing = unit.figures.filter((f) => !f.incapacitated).map((f) => f.id);
  const ground = read([gunId, ...standing]);
  const gun = ground?.figures.find((f) => f.id === gunId);
  if (!ground || !gun) return null;
  const tokens = ground.figures.filter((f) => standing.includes(f.id));
  // NAP-7.3 read as the engine opponent reads it (rules/artillery gunTargetGround).
  return gunTargetGround(ground.terrain, gun.at, tokens, round);
}
