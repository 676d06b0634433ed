/**
 * CORE-9 High explosive.
 *
 * resolveBlast: every figure under the template draws one card: the burst icon of the
 * template's size = hit (then a damage card), "!!" = stunned; one morale marker per hit.
 * resolveThrow: a thrown charge uses the hit section like a shot (holes needed as fire,
 * with the thrown shift); a miss scatters by the next card's scatter clock and inches.
 */
import type { ActionCard, BurstSize, Damage } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { coverSaves, isOutOfAmmo, showsBurst, showsHoles, showsStun, type CoverKind } from "../cards/read";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult } from "../model";
import { applyDamage } from "./damage";
import { planShot, type Shooter, type ShotPlan } from "./fire";
import { CardReader, dataOf, type ProcedureOptions } from "./reader";

export interface BlastFigure {
  readonly unitId: string;
  readonly figure: FigureState;
  /** Cover checked only when the input asks for it (NAP-7.3.1 solid shot). */
  readonly cover?: CoverKind;
}

export interface BlastInput {
  readonly size: BurstSize;
  /** Figures under the template (geometry finds them). */
  readonly figures: readonly BlastFigure[];
  /** Check cover on the damage card of a hit (not in the base blast). */
  readonly checkCover?: boolean;
}

interface BlastFigureResult {
  readonly unitId: string;
  readonly figureId: string;
  readonly serial: number;
  readonly hit: boolean;
  readonly stunned: boolean;
  readonly saved: boolean;
  readonly damage: Damage | null;
  readonly outcome: "missed" | "saved" | "wounded" | "incapacitated";
}

export interface BlastResult extends ProcedureResult<"blast"> {
  readonly size: BurstSize;
  readonly figures: readonly BlastFigureResult[];
}

/** CORE-9: resolve a blast template over the figures under it. */
export function resolveBlast(input: BlastInput, source: CardSource, options?: ProcedureOptions): BlastResult {
  const data = dataOf(options);
  const reader = new CardReader(source);
  const results: BlastFigureResult[] = [];
  const effects: Effect[] = [];
  const hitsByUnit = new Map<string, number>();
  for (const { unitId, figure, cover } of input.figures) {
    if (figure.incapacitated) continue;
    const card = reader.draw(
      `blast.${input.size}:${figure.id}`,
      ["burst"],
      (c) => `${input.size}=${showsBurst(c, input.size)} stun=${showsStun(c)}`,
    );
    const hit = showsBurst(card, input.size);
    const stun = showsStun(card);
    let outcome: BlastFigureResult["outcome"] = "missed";
    let damage: Damage | null = null;
    let saved = false;
    if (hit) {
      hitsByUnit.set(unitId, (hitsByUnit.get(unitId) ?? 0) + 1);
      const sections = input.checkCover ? (["cover", "damage"] as const) : (["damage"] as const);
      const dc = reader.draw(
        `blast.damage:${figure.id}`,
        [...sections],
        (c) => `${input.checkCover ? `cover=${c.cover} ` : ""}damage=${c.damage}`,
      );
      saved = input.checkCover === true && coverSaves(dc, cover ?? "none");
      if (saved) outcome = "saved";
      else {
        const applied = applyDamage(unitId, figure, dc.damage);
        damage = dc.damage;
        outcome = applied.outcome;
        effects.push(...applied.effects);
      }
    }
    const stunned = stun && outcome !== "incapacitated";
    if (stunned) effects.push({ kind: "stun", unitId, figureId: figure.id, stunned: true });
    results.push({ unitId, figureId: figure.id, serial: card.serial, hit, stunned, saved, damage, outcome });
  }
  for (const [unitId, hits] of hitsByUnit)
    effects.push({ kind: "moraleMarkers", unitId, delta: hits * data.moraleMarkersPerHit });
  const count = (o: BlastFigureResult["outcome"]) => results.filter((r) => r.outcome === o).length;
  return {
    procedure: "blast",
    cards: reader.cards,
    effects,
    summary: {
      key: "COMBAT_PATROL.HE.blast",
      data: {
        size: input.size,
        figures: results.length,
        hits: results.filter((r) => r.hit).length,
        stunned: results.filter((r) => r.stunned).length,
        wounded: count("wounded"),
        incapacitated: count("incapacitated"),
      },
    },
    size: input.size,
    figures: results,
  };
}

/** Where a thrown charge ends up. */
type ThrowLanding = "target" | "scatter" | "thrower" | "dud" | "none";

interface ThrowInput {
  readonly unitId: string;
  /** The thrower, his charge (weapon) and range; the thrown shift is always applied. */
  readonly thrower: Shooter;
  readonly targetCloseOrder?: boolean;
}

interface ThrowOutOfAmmo {
  readonly landed: Exclude<ThrowLanding, "target" | "none">;
  readonly note?: string;
}

interface ThrowHooks {
  /**
   * An Out of Ammunition hit result on a throw; default: a miss that scatters. OW-6.1.1
   * dynamite draws again (d10 even = premature on the thrower, odd = dud).
   */
  readonly onOutOfAmmo?: (card: ActionCard, reader: CardReader) => ThrowOutOfAmmo;
}

export interface ThrowResult extends ProcedureResult<"throw"> {
  readonly plan: ShotPlan;
  readonly landed: ThrowLanding;
  /** Scatter from the aim point: clock direction 1-12 and inches (geometry converts it). */
  readonly scatter: { readonly clock: number; readonly inches: number } | null;
  readonly note?: string;
}

/** CORE-9: throw a charge at an aim point. Draws nothing when there is no chance. */
export function resolveThrow(
  input: ThrowInput,
  source: CardSource,
  options?: ProcedureOptions & { hooks?: ThrowHooks },
): ThrowResult {
  if (!input.thrower.weapon.he) throw new RulesError("notExplosive", { weapon: input.thrower.weapon.id });
  // A thrown charge hits like a shot with the thrower's own shifts; no shift for throwing as
  // such (CORE.md lists "thrown dynamite" as the shift: OW-6.1.1 adds it, throwDynamite).
  const plan = planShot(input.thrower, input.targetCloseOrder ?? false, options);
  const reader = new CardReader(source);
  const done = (landed: ThrowLanding, scatter: ThrowResult["scatter"], note?: string): ThrowResult => ({
    procedure: "throw",
    cards: reader.cards,
    effects: [],
    summary: {
      key: `COMBAT_PATROL.HE.throw.${landed}`,
      data: { figure: input.thrower.figure.name, needed: plan.needed, ...(scatter ?? {}) },
    },
    plan,
    landed,
    scatter,
    ...(note ? { note } : {}),
  });
  if (!plan.possible) return done("none", null);
  const card = reader.draw(`throw:${input.thrower.figure.id}`, ["hit"], (c) => `holes=${c.hit} needed=${plan.needed}`);
  if (isOutOfAmmo(card) && options?.hooks?.onOutOfAmmo) {
    const out = options.hooks.onOutOfAmmo(card, reader);
    if (out.landed !== "scatter") return done(out.landed, null, out.note);
  } else if (showsHoles(card, plan.needed)) {
    return done("target", null);
  }
  const sc = reader.draw(
    `throw.scatter:${input.thrower.figure.id}`,
    ["scatter"],
    (c) => `clock=${c.scatter.clock} inches=${c.scatter.inches}`,
  );
  return done("scatter", { clock: sc.scatter.clock, inches: sc.scatter.inches });
}
