/**
 * Our geometry defaults: choices the seeds do not print. Each is an input of the functions
 * that use it (this object only supplies the default), so a setting can override it.
 * Numbers printed in a seed live next to their rule instead (e.g. GATLING_TRAVERSE).
 */
export type Measure = "edge" | "centre";

interface GeometryDefaults {
  /** Two bases "touch" when their edges are at most this far apart (inches): hand-placed tokens never touch exactly. */
  readonly contactTolerance: number;
  /** How "within N inches" is measured: base edge to base edge, or centre to centre. */
  readonly measure: Measure;
  /**
   * Solid shot ranks (NAP-7.3.1): two touching figures stand side by side (same rank) when the line
   * between their centres is at least this many degrees off the path of the shot.
   */
  readonly rankAcrossAngle: number;
  /** Shrapnel cone (NAP-7.3.3), the base rules' Figure 3-8 is not in our sources: a sector of this half-angle ... */
  readonly shrapnelHalfAngle: number;
  /** ... whose length is this multiple of the HE template's diameter. */
  readonly shrapnelLengthPerDiameter: number;
  /** Spatial index cell size (inches); about the usual query radius. */
  readonly gridCell: number;
}

export const GEOMETRY_DEFAULTS: GeometryDefaults = {
  contactTolerance: 0.1,
  measure: "edge",
  rankAcrossAngle: 45,
  shrapnelHalfAngle: 30,
  shrapnelLengthPerDiameter: 1,
  gridCell: 3,
};
