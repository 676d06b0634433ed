/**
 * NAP-7.3.1.2, NAP-7.3.2.2, NAP-7.3.3.2 Artillery against buildings and walls.
 * Solid shot: target point on the face (base of the building, a story); hit or deviation as
 * usual with the card placed on the face; penetration = half the shot weight (2 less on a
 * ricochet) against protection 8 (masonry, log) or 6 (wood frame); dirt cannot be penetrated;
 * a penetrating hit puts the medium template / medium explosions (masonry, log) or the small
 * template / small explosions (wood) on the troops inside; no effect outside.
 * Canister: the target point must be on the first floor; no effect on the structure; troops
 * inside get small-arms cover. Shell and case: no effect on structures; on a roof, penetration
 * 0 against the wood frame's 6: through, the top floor is attacked (shell: its template;
 * spherical case: small explosions); not through, figures on the roof take the template.
 */
import type { BurstSize } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { showsHoles } from "../cards/read";
import { RulesError } from "../errors";
import type { Point } from "../geometry";
import type { ProcedureResult } from "../model";
import { resolveBlast, type BlastFigure, type BlastResult } from "../procedures/he";
import { CardReader } from "../procedures/reader";
import {
  PENETRATION,
  STRUCTURE_PROTECTION,
  solidShotPenetration,
  structureProtection,
  type Structure,
} from "../tables/artillery";
import {
  afterFiring,
  aim,
  checkLaying,
  checkSphericalCase,
  type AimRecord,
  type GunLaying,
  type ShellKind,
} from "./fire";
import { artilleryDataOf, type ArtilleryOptions } from "./options";

export interface PenetrationResult {
  readonly penetration: number;
  readonly protection: number | null;
  /** Bullet holes a card must show (null: decided without a card). */
  readonly needed: number | null;
  readonly serial: number | null;
  readonly penetrated: boolean;
}

/**
 * Base 3.22 penetration, OUR default (see ArtilleryData.penetrationMaxHoles): NAP-7.3.1.2 says
 * only "Determine penetration as in 3.22 using the penetration and protection values below" and
 * the base rule is not published in our sources, so we draw one card: penetration + the holes of
 * its hit section must reach the protection rating. The numbers (penetration, protection, the
 * ceiling of holes) are data (tables/artillery.ts PENETRATION/STRUCTURE_PROTECTION, ArtilleryData).
 */
function penetrationTest(
  penetration: number,
  protection: number | null,
  reader: CardReader,
  reason: string,
  options?: ArtilleryOptions,
): PenetrationResult {
  const max = artilleryDataOf(options).penetrationMaxHoles;
  if (protection === null) return { penetration, protection, needed: null, serial: null, penetrated: false };
  const needed = protection - penetration;
  if (needed <= 0) return { penetration, protection, needed: null, serial: null, penetrated: true };
  if (needed > max) return { penetration, protection, needed: null, serial: null, penetrated: false };
  const card = reader.draw(
    reason,
    ["hit"],
    (c) => `holes=${c.hit} needed=${needed} (penetration ${penetration} vs ${protection})`,
  );
  return { penetration, protection, needed, serial: card.serial, penetrated: showsHoles(card, needed) };
}

interface SolidShotBuildingInput {
  readonly structure: Structure;
  /** GM/table: the round is short and ricochets into the face (penetration -2). */
  readonly ricochet: boolean;
  /** Table: is the (deviated) impact point still on the building's face? Default: yes. */
  readonly onFace?: (impact: Point) => boolean;
}

export interface SolidShotBuildingResult extends ProcedureResult<"solidShotBuilding"> {
  readonly aim: AimRecord;
  readonly penetration: PenetrationResult;
  /** The template and explosion icon for the troops inside, null when it did not penetrate. */
  readonly inside: { readonly template: BurstSize; readonly explosion: BurstSize } | null;
}

/** NAP-7.3.1.2 solid shot at a building or wall: hit or deviation on the face, then penetration. */
export function resolveSolidShotAtBuilding(
  laying: GunLaying,
  input: SolidShotBuildingInput,
  source: CardSource,
  options?: ArtilleryOptions,
): SolidShotBuildingResult {
  checkLaying(laying, "shot", options);
  const reader = new CardReader(source);
  const aimed = aim(laying, "shot", reader, options, false, 1);
  const weight = laying.shotWeight ?? laying.piece.defaultShotWeight;
  const onFace = input.onFace?.(aimed.impact) ?? true;
  const penetration = onFace
    ? penetrationTest(
        solidShotPenetration(weight, input.ricochet),
        structureProtection(input.structure),
        reader,
        `artillery.penetration:${laying.unit.id}`,
        options,
      )
    : {
        penetration: solidShotPenetration(weight, input.ricochet),
        protection: structureProtection(input.structure),
        needed: null,
        serial: null,
        penetrated: false,
      };
  const inside = penetration.penetrated ? STRUCTURE_PROTECTION[input.structure].penetratingHit : null;
  return {
    procedure: "solidShotBuilding",
    cards: reader.cards,
    effects: afterFiring(laying, aimed),
    summary: {
      key: penetration.penetrated ? "COMBAT_PATROL.Artillery.penetrated" : "COMBAT_PATROL.Artillery.noPenetration",
      data: { structure: input.structure },
    },
    aim: aimed,
    penetration,
    inside,
  };
}

/**
 * NAP-7.3.1.2 (5) the troops inside after a penetrating hit: every figure under the template
 * draws for the explosion icon of the wall's material ("the material of the wall determines
 * the effect on troops inside, not the size of the round").
 */
export function resolveInsideBlast(
  explosion: BurstSize,
  figures: readonly BlastFigure[],
  source: CardSource,
  options?: ArtilleryOptions,
): BlastResult {
  return resolveBlast({ size: explosion, figures }, source, options);
}

/**
 * NAP-7.3.2.2 "the target point of the building may be at any point along its face, but must be on the first floor."
 */
export function checkCanisterBuildingTarget(floor: number): void {
  if (floor !== 1) throw new RulesError("canisterFirstFloor", { floor });
}

interface ShellRoofInput {
  readonly kind: ShellKind;
  /** NAP-7.3.3 the firing side's nation: spherical case is "Available to British only" (checkSphericalCase). */
  readonly nation?: string | null;
  /** The gun's name for the refusal message. */
  readonly gun?: string;
  /** Figures on the uppermost floor (attacked when the round goes through the roof). */
  readonly topFloor: readonly BlastFigure[];
  /** Figures on the roof, under the template (attacked when it does not). */
  readonly onRoof: readonly BlastFigure[];
  /** The round's Table 3 template (shellTemplate). */
  readonly template: BurstSize;
}

export interface ShellRoofResult extends ProcedureResult<"shellRoof"> {
  readonly penetration: PenetrationResult;
  readonly explosion: BurstSize;
  readonly blast: BlastResult;
}

/**
 * NAP-7.3.3.2 a shell or spherical case that hits a roof (after the aim, resolveShell's hit or
 * deviation, lands on it): penetration 0 against the roof as a wood frame (6). Through: the
 * top floor, shell with its template's explosions, case with small explosions "regardless of
 * the template size". Not through: figures on the roof with the template. No structural effect.
 */
export function resolveShellOnRoof(
  unitId: string,
  input: ShellRoofInput,
  source: CardSource,
  options?: ArtilleryOptions,
): ShellRoofResult {
  checkSphericalCase(input.kind, input.nation, input.gun ?? unitId);
  const reader = new CardReader(source);
  const penetration = penetrationTest(
    PENETRATION.shellOnRoof,
    structureProtection(PENETRATION.roofStructure),
    reader,
    `artillery.roof:${unitId}`,
    options,
  );
  const explosion: BurstSize = penetration.penetrated && input.kind === "case" ? "small" : input.template;
  const figures = penetration.penetrated ? input.topFloor : input.onRoof;
  const blast = resolveBlast({ size: explosion, figures }, source, options);
  return {
    procedure: "shellRoof",
    cards: [...reader.cards, ...blast.cards],
    effects: blast.effects,
    summary: {
      key: penetration.penetrated ? "COMBAT_PATROL.Artillery.roofPenetrated" : "COMBAT_PATROL.Artillery.roofHeld",
      data: { explosion },
    },
    penetration,
    explosion,
    blast,
  };
}
