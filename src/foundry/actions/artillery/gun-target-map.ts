/**
 * NAP-7.3 / NAP-7.3.1 the targeted unit as the map shows it to a gun, read the same way by the Fire
 * gun dialog (the player's scene) and the GM's procedure (the world): the cover its nearest standing
 * figure has from the gun (NAP-7.3.1b a solid shot takes none from what the map marks as giving
 * none against it: a hedge, a wooden fence), and the building it stands in, by that building's
 * protection (8: masonry or log, 6: wood frame; an embankment: earth). Null when the gun or every
 * standing figure of the unit is off the map. Pure.
 */
import { distance } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import { coverFor, standingIn, type CoverGrade } from "@rules/terrain";
import type { ArtilleryRound, Structure } from "@rules/tables/artillery";
import type { WorldGround } from "@foundry/kernel/world-facts";

export interface GunTargetOnMap {
  readonly cover: CoverGrade;
  /** The building the unit's nearest figure stands in; null in the open. */
  readonly structure: Structure | null;
}

/** A wood frame's protection (NAP-7.3.1: "6 wood frame"); more is masonry or log. */
const WOOD_FRAME = 6;

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
  const tokens = ground?.figures.filter((f) => standing.includes(f.id)) ?? [];
  const first = tokens[0];
  if (!ground || !gun || !first) return null;
  const nearest = tokens.reduce((a, b) => (distance(gun.at, b.at) < distance(gun.at, a.at) ? b : a), first);
  const cover = coverFor(ground.terrain, gun.at, nearest, { solidShot: round === "shot" }).grade;
  const here = standingIn(ground.terrain, nearest.at);
  const structure: Structure | null =
    here.kind === "building"
      ? here.traits.protection <= WOOD_FRAME
        ? "wood"
        : "masonry"
      : here.kind === "embankment"
        ? "dirt"
        : null;
  return { cover, structure };
}
