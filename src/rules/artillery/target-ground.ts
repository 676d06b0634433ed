/**
 * NAP-7.3 / NAP-7.3.1 the targeted unit as the map shows it to a gun: the cover its nearest
 * standing figure has from the gun (NAP-7.3.1b a solid shot takes none from what the map marks as
 * giving none against it: a hedge, a wooden fence), and the building it stands in, by that
 * building's protection (8: masonry or log, 6: wood frame; an embankment: earth). The Fire gun
 * dialog, the GM's procedure and the engine opponent read it alike. Pure.
 */
import { distance, type Figure, type Point } from "../geometry";
import { coverFor, standingIn, type CoverGrade, type Terrain } from "../terrain";
import type { ArtilleryRound, Structure } from "../tables/artillery";

export interface GunTargetGround {
  readonly cover: CoverGrade;
  /** The building the unit's nearest figure stands in; null in the open. */
  readonly structure: Structure | null;
}

/** A wood frame's protection (NAP-7.3.1: "6 wood frame"); more is masonry or log. */
const WOOD_FRAME = 6;

/** The ground of the target's standing tokens nearest the gun; null when none is on the map. */
export function gunTargetGround(
  terrain: Terrain,
  gunAt: Point,
  standing: readonly Figure[],
  round: ArtilleryRound,
): GunTargetGround | null {
  const first = standing[0];
  if (!first) return null;
  const nearest = standing.reduce((a, b) => (distance(gunAt, b.at) < distance(gunAt, a.at) ? b : a), first);
  const cover = coverFor(terrain, gunAt, nearest, { solidShot: round === "shot" }).grade;
  const here = standingIn(terrain, nearest.at);
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
