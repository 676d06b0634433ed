/**
 * The fire dialog as data (pure: the dialog, the preview and the tests use it). Before any card
 * is drawn it shows, for every shooter, the engine's plan (band, holes needed, shots, or why he
 * cannot fire: "no chance" when more than 6 holes are needed) and the EXACT odds of his shots
 * over the cards that can still be drawn (src/rules/odds fireOdds, fractions of the deck).
 */
import type { CoverKind } from "@rules/cards/read";
import type { ActionCard } from "@rules/cards/schema";
import type { FigureState, UnitState, WeaponProfile } from "@rules/model";
import type { RulesOptions } from "@rules/options";
import { fireOdds, type FireOdds } from "@rules/odds/fire";
import type { OddsSession } from "@rules/odds/session";
import { complement, sum, type Probability } from "@rules/odds/fraction";
import { oddsShooters, planFire, planShot, type ShotPlan } from "@rules/procedures";
import type { Format } from "@foundry/shared/format";
import { whyNeeded } from "./fire-why";
import { estimatedFigure, oddsFigure, oddsFigureOf, type OddsFigure } from "../odds-text";
import { fireInputOf, fireRefusal, shotShiftsOf } from "./fire-input";
import { defaultShifts, SHEET_SHIFTS, type SheetShift } from "@rules/procedures/sheet-shifts";

// the fire action (fire.ts) reads the request from fire-input.ts: this module (and the exact odds) loads with the
// dialog
export { fireInputOf, fireRefusal };

/** CORE-5.2 the shifts the dialog's boxes edit: the sheet's (rules/procedures/sheet-shifts.ts). */
export type EditableShift = SheetShift;
export const COVER_KINDS = ["none", "soft", "hard"] as const satisfies readonly CoverKind[];

export interface FireDialogShooter {
  readonly figure: FigureState;
  /** The weapon in use, null when unarmed. */
  readonly weapon: WeaponProfile | null;
  readonly weaponName: string;
  /** Inches to the target, measured on the canvas (editable); null when not measured. */
  readonly rangeInches: number | null;
  readonly shifts: Readonly<Record<EditableShift, boolean>>;
  readonly include: boolean;
  /** NAP-5.4.2 why he may not fire from where he stands (a lang key and its data), absent when he may. */
  readonly refusal?: { readonly key: string; readonly data: Readonly<Record<string, string | number>> } | null;
}

export interface FireDialogState {
  readonly unit: UnitState;
  readonly targets: readonly { readonly id: string; readonly name: string }[];
  /** The target unit, its figures NEAREST FIRST. */
  readonly target: UnitState | null;
  readonly cover: CoverKind;
  /** NAP-5.4.2 the target stands in close order: one band shorter. */
  readonly closeOrder: boolean;
  readonly shooters: readonly FireDialogShooter[];
}

/** Each figure a percentage, its exact fraction on hover. */
interface OddsView {
  /** P(at least one of his shots hits). */
  readonly hit: OddsFigure;
  /** P(at least one hit not saved by the target's cover). */
  readonly through: OddsFigure;
  /** P(the nearest target figure is incapacitated by his shots alone). */
  readonly incapacitate: OddsFigure;
  readonly expectedHits: string;
  readonly outOfAmmo: OddsFigure;
}

interface VolleyOddsView {
  /** P(at least one hit). */
  readonly hit: OddsFigure;
  /** P(at least one hit not saved by the target's cover). */
  readonly through: OddsFigure;
  /** P(at least one Incapacitate card not saved by cover): a figure of the target goes down. */
  readonly incapacitate: OddsFigure;
}

interface ShooterRowView {
  readonly index: number;
  readonly name: string;
  readonly weapon: string;
  readonly include: boolean;
  readonly range: number | null;
  readonly band: string;
  readonly needed: number | null;
  /** CORE-5.2 why he needs those holes: his Accuracy's, the range band's, each shift by name, their sum ("" when none). */
  readonly why: string;
  readonly shots: number;
  readonly possible: boolean;
  readonly reason: string | null;
  readonly noChance: boolean;
  /** A shift the sheet gives is locked on (CORE-5.2: the GM refuses a shot without it). */
  readonly shifts: readonly {
    readonly key: EditableShift;
    readonly label: string;
    readonly checked: boolean;
    readonly locked: boolean;
  }[];
  readonly odds: OddsView | null;
}

interface FireDialogView {
  readonly unit: string;
  readonly targets: readonly { readonly value: string; readonly label: string }[];
  readonly targetId: string;
  readonly covers: readonly { readonly value: CoverKind; readonly label: string }[];
  readonly cover: CoverKind;
  readonly closeOrder: boolean;
  readonly rows: readonly ShooterRowView[];
  readonly shots: number;
  readonly expectedHits: string;
  /** The whole volley at the target (every shooter's shots, Out of Ammunition ending only its shooter). */
  readonly volley: VolleyOddsView | null;
  readonly poolSize: number;
  /** Every included shooter has no chance (more than 6 holes): said before drawing, Fire disabled. */
  readonly noChance: boolean;
  readonly canFire: boolean;
  readonly warning: string | null;
}

const pct = oddsFigure;

function atLeastOne(dist: readonly Probability[]): Probability | null {
  const none = dist[0];
  if (!none) return null;
  // 1 - P(0), exactly.
  const n = none.denominator - none.numerator;
  return { numerator: n, denominator: none.denominator, value: 1 - none.value };
}

function expected(dist: readonly Probability[]): number {
  return dist.reduce((sum, p, x) => sum + x * p.value, 0);
}

/** A session figure: the percentage, with the exact fraction when it is counted. */
const shown = oddsFigureOf;

/** A shooter's row while his own odds are counted (in the odds worker, or in slices): "…", why on hover. */
function countingOdds(format: Format): OddsView {
  const figure = { text: "…", title: format("COMBAT_PATROL.Action.Fire.countingShooter", {}) };
  return { hit: figure, through: figure, incapacitate: figure, expectedHits: "…", outOfAmmo: figure };
}

function oddsOf(
  plan: ShotPlan,
  state: FireDialogState,
  pool: readonly ActionCard[],
  format: Format,
  session?: OddsSession,
): { view: OddsView; expected: number } | null {
  const nearest = state.target?.figures.find((f) => !f.incapacitated);
  if (!plan.possible || !nearest) return null;
  if (session) {
    // Cached by the shooter's inputs (an unchanged shooter is not recomputed); counted off the interaction path
    const f = session.shooter(
      { shots: plan.shots, needed: plan.needed, outOfAmmoEnds: true },
      { cover: state.cover, endurance: nearest.endurance, wounds: nearest.wounds },
    );
    if (f === "counting") return { view: countingOdds(format), expected: NaN };
    if (!f) return null;
    const view = {
      hit: shown(f.hit, f.exact?.hit),
      through: shown(f.through, f.exact?.through),
      incapacitate: shown(f.down, f.exact?.down),
      expectedHits: f.expectedHits.toFixed(2),
      outOfAmmo: shown(f.outOfAmmo, f.exact?.outOfAmmo),
    };
    return { view, expected: f.expectedHits };
  }
  let odds: FireOdds;
  try {
    odds = fireOdds({
      needed: plan.needed,
      shots: plan.shots,
      cover: state.cover,
      endurance: nearest.endurance,
      wounds: nearest.wounds,
      pool,
    });
  } catch {
    return null; // a pool too small for the shots: the dialog shows no odds rather than wrong ones
  }
  const hit = atLeastOne(odds.hits);
  const through = atLeastOne(odds.through);
  const incap = odds.incapacitated[1];
  if (!hit || !through || !incap) return null;
  const e = expected(odds.hits);
  return {
    view: {
      hit: pct(hit),
      through: pct(through),
      incapacitate: pct(incap),
      expectedHits: e.toFixed(2),
      outOfAmmo: pct(odds.outOfAmmo),
    },
    expected: e,
  };
}

/** CORE-5 the volley's exact odds (fireOdds over every possible shooter), null when nobody can fire. */
function volleyOdds(
  state: FireDialogState,
  pool: readonly ActionCard[],
  options: RulesOptions,
  session?: OddsSession,
  format?: Format,
): { view: VolleyOddsView | null; expected: number } | null {
  const input = fireInputOf(state);
  const nearest = state.target?.figures.find((f) => !f.incapacitated);
  if (!input || !nearest) return null;
  const shooters = oddsShooters(input, planFire(input, { rules: options }));
  if (shooters.length === 0) return null;
  if (session) {
    // Counted in slices (view null until then, expected hits exact meanwhile while the pool lasts)
    const v = session.volley(shooters, { cover: state.cover, endurance: nearest.endurance, wounds: nearest.wounds });
    const f = v.figures;
    const e = v.estimate;
    const before = v.previous;
    // while the exact count runs: the figures estimated from shuffles of the deck, or the volley's before the
    // change, marked "≈"
    const note = !format
      ? ""
      : e
        ? format("COMBAT_PATROL.Action.Fire.estimated", { trials: e.trials.toLocaleString() })
        : format("COMBAT_PATROL.Action.Fire.counting", {});
    const meanwhile = e ?? before;
    const view = f
      ? {
          hit: shown(f.hit, f.exact?.hit),
          through: shown(f.through, f.exact?.through),
          incapacitate: shown(f.down, f.exact?.down),
        }
      : meanwhile
        ? {
            hit: estimatedFigure(meanwhile.hit, note),
            through: estimatedFigure(meanwhile.through, note),
            incapacitate: estimatedFigure(meanwhile.down, note),
          }
        : null;
    // expected hits NaN while a shooter's own odds are counted, or when the pool may not last (the rows' sum then)
    return Number.isNaN(v.expectedHits) && !view ? null : { view, expected: v.expectedHits };
  }
  let odds: FireOdds;
  try {
    odds = fireOdds({ shooters, cover: state.cover, endurance: nearest.endurance, wounds: nearest.wounds, pool });
  } catch {
    return null;
  }
  const hit = atLeastOne(odds.hits);
  const through = atLeastOne(odds.through);
  // unsaved[w][i]: w wounds and i incapacitations through cover; none incapacitated = every w with i = 0.
  const noIncap = sum(odds.unsaved.map((row) => row[0]).filter((p): p is Probability => p !== undefined));
  if (!hit || !through) return null;
  return {
    view: { hit: pct(hit), through: pct(through), incapacitate: pct(complement(noIncap)) },
    expected: expected(odds.hits),
  };
}

/** The dialog's view: plans and exact odds over `pool` (the remaining cards of the user's deck). */
export function fireDialogView(
  state: FireDialogState,
  pool: readonly ActionCard[],
  options: RulesOptions,
  format: Format,
  session?: OddsSession,
): FireDialogView {
  let shots = 0;
  let expectedHits = 0;
  const rows = state.shooters.map((s, index): ShooterRowView => {
    const sheet = defaultShifts(s.figure, state.unit);
    const base = {
      index,
      name: s.figure.name,
      weapon: s.weaponName,
      include: s.include,
      range: s.rangeInches,
      shifts: SHEET_SHIFTS.map((key) => ({
        key,
        label: format(`COMBAT_PATROL.Shift.${key}`),
        checked: s.shifts[key] || sheet[key],
        locked: sheet[key],
      })),
    };
    if (!s.weapon || s.rangeInches === null || !state.target) {
      const reason = !s.weapon
        ? format("COMBAT_PATROL.Action.Fire.unarmed")
        : format("COMBAT_PATROL.Action.Fire.noRange");
      return {
        ...base,
        band: "–",
        needed: null,
        why: "",
        shots: 0,
        possible: false,
        reason,
        noChance: false,
        odds: null,
      };
    }
    const plan = planShot(
      { figure: s.figure, weapon: s.weapon, rangeInches: s.rangeInches, shifts: shotShiftsOf(s) },
      state.closeOrder,
      { rules: options },
    );
    if (s.refusal) {
      // NAP-5.4.2 a rank that may not fire: the reason in the row, never counted.
      return {
        ...base,
        band: "–",
        needed: null,
        why: "",
        shots: 0,
        possible: false,
        reason: format(s.refusal.key, s.refusal.data),
        noChance: false,
        odds: null,
      };
    }
    const odds = s.include ? oddsOf(plan, state, pool, format, session) : null;
    if (s.include) {
      shots += plan.shots;
      expectedHits += odds?.expected ?? 0;
    }
    return {
      ...base,
      band: plan.effectiveBand
        ? format(`COMBAT_PATROL.Action.Fire.band.${plan.effectiveBand}`)
        : format("COMBAT_PATROL.NoFire.outOfRange"),
      needed: plan.needed,
      why: whyNeeded(plan, s.figure.accuracy, format),
      shots: plan.shots,
      possible: plan.possible,
      reason: plan.reason ? format(`COMBAT_PATROL.NoFire.${plan.reason}`) : null,
      noChance: plan.reason === "noChance",
      odds: odds?.view ?? null,
    };
  });
  const volley = volleyOdds(state, pool, options, session, format);
  const included = rows.filter((r) => r.include);
  const noChance = included.length > 0 && included.every((r) => r.noChance);
  const refusal = fireRefusal(state, options);
  const canFire = state.target !== null && included.some((r) => r.possible) && refusal === null;
  const warning = refusal
    ? format(refusal.localizationKey, refusal.data)
    : !state.target
      ? format("COMBAT_PATROL.Action.Fire.noTarget")
      : noChance
        ? format("COMBAT_PATROL.Action.Fire.noChance")
        : !canFire
          ? format("COMBAT_PATROL.Action.Fire.nobodyCanFire")
          : null;
  return {
    unit: state.unit.name,
    targets: state.targets.map((t) => ({ value: t.id, label: t.name })),
    targetId: state.target?.id ?? "",
    covers: COVER_KINDS.map((value) => ({ value, label: format(`COMBAT_PATROL.Action.Fire.cover.${value}`) })),
    cover: state.cover,
    closeOrder: state.closeOrder,
    rows,
    shots,
    // Exact for the volley when it can be counted; else the sum of each shooter's expectation (also exact); "…"
    // while a shooter's own odds are counted.
    expectedHits: hitsText(volley && !Number.isNaN(volley.expected) ? volley.expected : expectedHits),
    volley: volley?.view ?? null,
    poolSize: pool.length,
    noChance,
    canFire,
    warning,
  };
}

const hitsText = (e: number) => (Number.isNaN(e) ? "…" : e.toFixed(2));
