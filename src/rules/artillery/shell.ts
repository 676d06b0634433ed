/**
 * NAP-7.3.3 shell and spherical case at troops: always long range, a miss deviates three times
 * as far, and the round bursts with Table 3's HE template (shell: the full blast; spherical case:
 * only the cone beyond the burst). The minimum range check (checkShellRange) stays with the
 * common gun laying in ./fire because the bare aim (resolveGunAim) needs it too.
 */
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import { bearing, figuresInShrapnelCone, figuresUnderShell, heTemplateDiameter, shrapnelCone } from "../geometry";
import type { ProcedureResult } from "../model";
import { resolveBlast, type BlastFigure, type BlastResult } from "../procedures/he";
import { CardReader, rulesOf } from "../procedures/reader";
import { ARTILLERY_RULES, type ArtilleryPiece } from "../tables/artillery";
import { checkShellKindLoaded, checkSphericalCase, nationOf, type ShellKind } from "./loading";
import type { ArtilleryOptions } from "./options";
import {
  checkLaying,
  aim,
  afterFiring,
  tokensOf,
  checkShellRange,
  type GunLaying,
  type ArtilleryTarget,
  type AimRecord,
} from "./fire";

export interface ShellInput {
  readonly kind: ShellKind;
  /**
   * The firing side's nation (e.g. "british"); default the gun unit's "nation" flag. Spherical
   * case needs one of ARTILLERY_RULES.sphericalCaseNations (checkSphericalCase).
   */
  readonly nation?: string | null;
  /** NAP-7.3.3.2 the round burst outside a building with troops inside the template: they get small-arms cover. */
  readonly buildingCover?: boolean;
}

export interface ShellResult extends ProcedureResult<"shell"> {
  readonly aim: AimRecord;
  readonly kind: ShellKind;
  readonly template: "small" | "medium" | "large";
  readonly diameter: number;
  readonly blast: BlastResult;
}

/** NAP-7.3.3 the template of a shell or spherical case round (Table 3 "Medium/Large"). */
export function shellTemplate(piece: ArtilleryPiece, kind: ShellKind): "small" | "medium" | "large" {
  if (piece.shell === null) throw new RulesError("roundNotAvailable", { gun: piece.name, round: "shell" });
  return piece.shell.template[kind];
}

/**
 * NAP-7.3.3.1 shell or spherical case at troops: always long range, a miss deviates 3×, HE template (case: cone only).
 */
export function resolveShell(
  laying: GunLaying,
  input: ShellInput,
  targets: readonly ArtilleryTarget[],
  source: CardSource,
  options?: ArtilleryOptions,
): ShellResult {
  checkLaying(laying, "shell", options);
  checkSphericalCase(input.kind, input.nation !== undefined ? input.nation : nationOf(laying.unit), laying.piece.name);
  // NAP-7.2 "Only that type of round may be fired when the gun next fires": shell and case are told apart at loading.
  checkShellKindLoaded(laying.unit, input.kind);
  checkShellRange(laying);
  const template = shellTemplate(laying.piece, input.kind);
  const diameter = heTemplateDiameter(template, rulesOf(options).heTemplate);
  const reader = new CardReader(source);
  const aimed = aim(laying, "shell", reader, options, false, ARTILLERY_RULES.shellMissDeviationFactor);
  const tokens = tokensOf(targets);
  const under =
    input.kind === "shell"
      ? figuresUnderShell(tokens, aimed.impact, diameter)
      : figuresInShrapnelCone(tokens, shrapnelCone(aimed.impact, bearing(laying.gunAt, aimed.impact), diameter));
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  const figures: BlastFigure[] = under.map((f) => {
    const t = byId.get(f.id)!;
    return { unitId: t.unitId, figure: t.figure, cover: t.cover };
  });
  const blast = resolveBlast({ size: template, figures, checkCover: input.buildingCover === true }, source, options);
  return {
    procedure: "shell",
    cards: [...reader.cards, ...blast.cards],
    effects: [...blast.effects, ...afterFiring(laying, aimed)],
    summary: { key: "COMBAT_PATROL.Artillery.shell", data: { kind: input.kind, template, figures: figures.length } },
    aim: aimed,
    kind: input.kind,
    template,
    diameter,
    blast,
  };
}
