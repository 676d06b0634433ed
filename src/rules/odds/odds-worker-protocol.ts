/**
 * The fire dialog's volley count off the main thread (CORE-5): the messages between the dialog and the odds worker,
 * and the worker's handler. Pure: the handler runs the same OddsSession count as the in-thread path, all its slices
 * at once (a worker may block), and posts plain data (fractions as decimal strings, bigint does not cross
 * structured clone on every host), the estimate first when the count makes one.
 */
import type { ActionCard } from "../cards/schema";
import type { VolleyEstimate } from "./estimate";
import type { FireOddsShooter } from "./fire";
import { probability, type Probability } from "./fraction";
import { OddsSession, type OddsFigures, type OddsTarget, type OddsValues } from "./session";

/** What the dialog posts: the volley and a sequence number (a newer request supersedes an older one). */
export interface OddsRequest {
  readonly id: number;
  readonly pool: readonly ActionCard[];
  readonly refill: readonly ActionCard[];
  readonly shooters: readonly FireOddsShooter[];
  readonly target: OddsTarget;
}

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
  | { readonly id: number; readonly kind: "figures"; readonly figures: PlainFigures | null };

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

/** The worker's handler: count the volley (slices run back to back) and post the estimate, then the figures. */
export function answerOddsRequest(request: OddsRequest, post: (answer: OddsAnswer) => void): void {
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
