/**
 * The dialogs' counts off the main thread (CORE-5): the messages between the dialog and the odds worker, and the
 * worker's handler. Pure: the handler runs the same counts as the in-thread path (the OddsSession's volley count, all
 * its slices at once, and each shooter's own odds, shooter-odds.ts; a worker may block), and posts plain data
 * (fractions as decimal strings, bigint does not cross structured clone on every host), the volley's estimate first
 * when its count makes one.
 */
import type { ActionCard } from "../cards/schema";
import type { VolleyEstimate } from "./estimate";
import type { FireOddsShooter } from "./fire";
import { probability, type Probability } from "./fraction";
import { countLiveOdds, toWire, type LiveOddsRequest, type LiveOddsWire } from "./live-odds";
import { drain } from "./roles";
import { OddsSession, type OddsFigures, type OddsTarget, type OddsValues } from "./session";
import { shooterBatchSteps, type ShooterAsked } from "./shooter-odds";

/**
 * What the dialog posts, with a sequence number: a volley (a newer volley supersedes an older one), or a batch of
 * shooters whose own odds its rows show (every batch answered).
 */
export type OddsRequest =
  | {
      readonly kind: "volley";
      readonly id: number;
      readonly pool: readonly ActionCard[];
      readonly refill: readonly ActionCard[];
      readonly shooters: readonly FireOddsShooter[];
      readonly target: OddsTarget;
    }
  | {
      readonly kind: "shooters";
      readonly id: number;
      readonly pool: readonly ActionCard[];
      readonly refill: readonly ActionCard[];
      readonly batch: readonly ShooterAsked[];
    }
  /** A small dialog's odds lines (live-odds.ts): the count they name, over its plain-data input. */
  | { readonly kind: "live"; readonly id: number; readonly request: LiveOddsRequest };

/** A fraction as plain data. */
export interface PlainFraction {
  readonly numerator: string;
  readonly denominator: string;
}

/** The exact figures as plain data; `exact` null when counted card by card (floating point). */
export interface PlainFigures extends OddsValues<number> {
  readonly expectedHits: number;
  readonly exact: OddsValues<PlainFraction> | null;
}

export type OddsAnswer =
  | { readonly id: number; readonly kind: "estimate"; readonly estimate: VolleyEstimate }
  | { readonly id: number; readonly kind: "figures"; readonly figures: PlainFigures | null }
  | { readonly id: number; readonly kind: "shooters"; readonly figures: readonly (PlainFigures | null)[] }
  /** The count's answer as plain data (live-odds.ts fromWire), or null when the rules refused to count it. */
  | { readonly id: number; readonly kind: "live"; readonly result: LiveOddsWire | null };

const plain = (p: Probability): PlainFraction => ({
  numerator: p.numerator.toString(),
  denominator: p.denominator.toString(),
});

/** The figures with each exact fraction converted by `as` (the numbers are the same plain data either way). */
function converted<F, T>(
  f: { readonly exact: { readonly hit: F; readonly through: F; readonly down: F; readonly outOfAmmo: F } | null },
  as: (p: F) => T,
) {
  const e = f.exact;
  return e ? { hit: as(e.hit), through: as(e.through), down: as(e.down), outOfAmmo: as(e.outOfAmmo) } : null;
}

export function plainFigures(f: OddsFigures): PlainFigures {
  const { hit, through, down, outOfAmmo, expectedHits } = f;
  return { hit, through, down, outOfAmmo, expectedHits, exact: converted(f, plain) };
}

const fraction = (p: PlainFraction): Probability => probability(BigInt(p.numerator), BigInt(p.denominator));

/** The figures back on the dialog's side, fractions as bigint again. */
export function figuresFromPlain(f: PlainFigures): OddsFigures {
  const { hit, through, down, outOfAmmo, expectedHits } = f;
  return { hit, through, down, outOfAmmo, expectedHits, exact: converted(f, fraction) };
}

/** The worker's handler: a batch of shooters' own odds, or a volley (its estimate first when it makes one). */
export function answerOddsRequest(request: OddsRequest, post: (answer: OddsAnswer) => void): void {
  if (request.kind === "shooters") {
    const figures = drain(shooterBatchSteps(request.pool, request.refill, request.batch));
    post({ id: request.id, kind: "shooters", figures: figures.map((f) => (f ? plainFigures(f) : null)) });
  } else if (request.kind === "live") post({ id: request.id, kind: "live", result: liveResult(request.request) });
  else answerVolley(request, post);
}

/** A dialog's odds lines counted; null when the rules refuse (the dialog then counts them itself, and says why). */
function liveResult(request: LiveOddsRequest): LiveOddsWire | null {
  try {
    return toWire(countLiveOdds(request));
  } catch {
    return null;
  }
}

/** The volley's count (slices run back to back), the estimate posted when it makes one, then the figures. */
function answerVolley(request: Extract<OddsRequest, { kind: "volley" }>, post: (answer: OddsAnswer) => void): void {
  const slices: (() => boolean)[] = [];
  let posted = false;
  const holder: { session?: OddsSession } = {};
  const onReady = () => {
    const now = holder.session!.volley(request.shooters, request.target);
    if (now.figures) return;
    if (now.estimate && !posted) {
      posted = true;
      post({ id: request.id, kind: "estimate", estimate: now.estimate });
    }
  };
  const session = new OddsSession(request.pool, (slice) => slices.push(slice), onReady, request.refill);
  holder.session = session;
  session.volley(request.shooters, request.target);
  for (const slice of slices) while (!slice()) void 0;
  const done = session.volley(request.shooters, request.target);
  post({ id: request.id, kind: "figures", figures: done.figures ? plainFigures(done.figures) : null });
}
