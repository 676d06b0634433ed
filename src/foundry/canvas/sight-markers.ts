/**
 * CORE-5 what the player's acting unit sees of the units he targets: one mark per standing figure
 * of each targeted unit (not his own) — in sight in the open, in soft cover, in hard cover, or out
 * of sight — with what gives the cover or blocks the sight. Read from the viewed scene exactly as
 * the GM's checks read a volley (kernel/world-facts.ts sceneGround; src/rules/validation/world-checks.ts
 * sightOfTarget, mapCover; src/rules/terrain coverFromNearest names the cover's source), so a mark
 * says what the GM's procedure will find. Pure: the table comes through its ports; sight-markers-foundry.ts draws.
 */
import { coverFromNearest, type CoverSource, type SightBlock } from "@rules/terrain";
import type { UnitState } from "@rules/model";
import { mapCover, sightOfTarget, type WorldGround } from "@rules/validation/world-checks";
import { sceneGround } from "@foundry/kernel/world-facts";
import type { TableUses } from "@foundry/kernel/table-ports";

/** What a marker on a target figure shows. */
export type SightMark = "open" | "soft" | "hard" | "hidden";

/**
 * The ring each mark is drawn with, on the canvas and in the preview: green in the open, amber in
 * soft cover, blue in hard cover, grey (struck through) out of sight.
 */
export const SIGHT_MARK_COLOURS: Readonly<Record<SightMark, number>> = {
  open: 0x2f9e44,
  soft: 0xf59f00,
  hard: 0x1c7ed6,
  hidden: 0x868e96,
};

export interface FigureSightMark {
  /** The target figure (actor UUID). */
  readonly figureId: string;
  readonly mark: SightMark;
  /** What gives the cover (a marked area or obstacle); null in the open or out of sight. */
  readonly cover: CoverSource | null;
  /** What stands in every shooter's line of sight; null when one of them sees the figure. */
  readonly blockedBy: SightBlock | null;
}

/**
 * The mark of each target figure with a token, seen from the shooters with a token: out of sight
 * when no shooter sees it (CORE-5: a shooter fires only at what he sees), else the cover the map
 * gives it from the nearest shooter (the grade the GM's mapCover reads). None when no shooter
 * stands on the scene (nothing is measured off the map).
 */
export function sightMarks(
  ground: WorldGround | null,
  shooterIds: readonly string[],
  targetIds: readonly string[],
): FigureSightMark[] {
  const shooters = ground?.figures.filter((f) => shooterIds.includes(f.id)) ?? [];
  if (!ground || shooters.length === 0) return [];
  const marks: FigureSightMark[] = [];
  for (const target of ground.figures.filter((f) => targetIds.includes(f.id))) {
    const sights = shooters.map((s) => sightOfTarget(ground, s.id, [target]));
    if (!sights.some((s) => s?.clear)) {
      const blockedBy = sights.find((s) => s?.blockedBy)?.blockedBy ?? null;
      marks.push({ figureId: target.id, mark: "hidden", cover: null, blockedBy });
      continue;
    }
    const grade = mapCover(ground, shooterIds, target.id) ?? "none";
    const source = grade === "none" ? null : (coverFromNearest(ground.terrain, shooters, target)?.source ?? null);
    marks.push({ figureId: target.id, mark: grade === "none" ? "open" : grade, cover: source, blockedBy: null });
  }
  return marks;
}

/** The ports the marks read: the pieces (the acting unit, the targets) and the viewed scene. */
export type SightTable = TableUses<{ pieces: "piece" | "targetedUnits"; scene: "figuresAt" | "terrain" }>;

const standing = (unit: UnitState): string[] => unit.figures.filter((f) => !f.incapacitated).map((f) => f.id);

/**
 * The marks for this user's targets as his acting pieces see them: `acting` the actors (UUIDs)
 * of the tokens he selected; their units fire, every other unit he targeted is looked at. None
 * when he selected no piece or targeted no other unit.
 */
export function targetSightMarks(table: SightTable, acting: readonly string[]): FigureSightMark[] {
  const units = acting
    .map((id) => table.pieces.piece(id)?.unit)
    .filter((u, i, all): u is UnitState => !!u && all.findIndex((o) => o?.id === u.id) === i);
  if (units.length === 0) return [];
  const own = new Set(units.map((u) => u.id));
  const shooters = units.flatMap(standing);
  const targets = table.pieces
    .targetedUnits()
    .filter((u) => !own.has(u.id))
    .flatMap(standing);
  if (targets.length === 0) return [];
  return sightMarks(sceneGround(table.scene)([...shooters, ...targets]), shooters, targets);
}
