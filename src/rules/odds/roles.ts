/**
 * The counting kernel of the exact volley odds (CORE-5): ordered ways to fill "roles" with
 * distinct cards, summed by inclusion–exclusion, in product form.
 *
 * Why products. Every card read is uniform among the cards not yet seen, whoever reads it and
 * whenever (the "next card after a stopping time" argument: the conditional law of the unseen
 * cards is exchangeable at every read), so while the pile lasts, the chance that some chosen
 * reads ("roles") show cards of given sets is
 *     (ordered ways to give those roles distinct cards from their sets) / ff(N, roles),
 * whatever is read in between. When the sets are nested (a card that hits a shooter needing h
 * holes hits every shooter needing fewer), the ways are a product: fill the smallest set first,
 * each role having |set| − (roles filled before) cards left. Inclusion–exclusion turns the
 * events the dialog needs ("no hit", "no unsaved hit", "exactly x …") into sums of such terms:
 * 1[no event on a shot] = 1 − 1[event], expanded over the subsets S of shots.
 *
 * Roles of one term, per shooter (the caller's options): `s` hit roles (a card meeting his
 * threshold), `e` Out of Ammunition roles (the prefix condition "no Out of Ammunition card before
 * this shot", 1 − 1[OUT_OF_AMMO], expanded the same way), with a signed count `coef` of the ways
 * to place them among his shots, and the shortfall `delta` (shots he does not read) when the
 * caller needs the number of cards read exactly. The cards are split into `types` (e.g. saved by
 * cover or not): the effect roles counted later take cards of one type, so the hit roles must be
 * counted by the type of card they take; within a type the hit sets are still nested.
 *
 * This module runs that sum over the shooters (smallest hit set first) and returns, for every
 * reachable (hit roles by type, Out of Ammunition roles, shortfall), the signed ordered ways, as
 * remainders (residues.ts). What the roles mean is the caller's (volley-moments.ts).
 */
import { Moduli, mulmod, tablesFor } from "./residues";

/** One way a shooter's shots may carry roles in a term of the sum. */
interface RoleOption {
  readonly s: number;
  readonly e: number;
  readonly delta: number;
  readonly coef: number;
}

/** A shooter as the kernel sees him: how many cards of each type meet his threshold, and his options. */
export interface RoleShooter {
  readonly hit: readonly number[];
  readonly options: readonly RoleOption[];
}

/** Reachable states after every shooter: components [x_0 … x_{types−1}, e, delta] and their ways. */
export interface RoleLayer {
  readonly types: number;
  readonly moduli: Moduli;
  readonly count: number;
  /** count × (types + 2) components. */
  readonly comps: Int16Array;
  /** count × moduli.count remainders. */
  readonly weights: Float64Array;
}

const binom = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
};

function merged(list: RoleOption[]): RoleOption[] {
  const byKey = new Map<string, RoleOption>();
  for (const o of list) {
    const key = `${o.s}|${o.e}|${o.delta}`;
    const known = byKey.get(key);
    byKey.set(key, { ...o, coef: (known?.coef ?? 0) + o.coef });
  }
  return [...byKey.values()].filter((o) => o.coef !== 0);
}

/**
 * CORE-5.3 / 5.4 the options of a shooter with `shots` shots. `ends`: an OUT_OF_AMMO card ends
 * his shooting (then a shot is read only when no OUT_OF_AMMO card came before it in his shots).
 * `canHit`: some card meets his threshold (else no hit role). `exact`: the cards he reads are
 * counted exactly (delta), not only his hits. `continues`: he reads exactly `shots` cards and
 * goes on reading later (the pile runs out under him): no OUT_OF_AMMO card among them.
 */
export function shooterOptions(
  shots: number,
  ends: boolean,
  canHit: boolean,
  exact = false,
  continues = false,
): RoleOption[] {
  const out: RoleOption[] = [];
  const top = canHit ? shots : 0;
  const sign = (e: number) => (e % 2 === 0 ? 1 : -1);
  if (!ends) {
    for (let s = 0; s <= top; s += 1) out.push({ s, e: 0, delta: 0, coef: binom(shots, s) });
    return merged(out);
  }
  if (continues) {
    for (let s = 0; s <= top; s += 1)
      for (let e = 0; e <= shots - s; e += 1)
        out.push({ s, e, delta: 0, coef: binom(shots, s) * binom(shots - s, e) * sign(e) });
    return merged(out);
  }
  if (!exact) {
    // the hit roles S with last shot m: the m − |S| shots before without OUT_OF_AMMO; the rest unread or free
    out.push({ s: 0, e: 0, delta: 0, coef: 1 });
    for (let s = 1; s <= top; s += 1)
      for (let m = s; m <= shots; m += 1)
        for (let e = 0; e <= m - s; e += 1)
          out.push({ s, e, delta: 0, coef: binom(m - 1, s - 1) * binom(m - s, e) * sign(e) });
    return merged(out);
  }
  // exactly r cards read: r = shots (his last shot hit or free), or an OUT_OF_AMMO card at r < shots
  for (let s = 0; s <= top; s += 1) {
    for (let e = 0; e <= shots; e += 1) {
      const lastHits = s > 0 ? binom(shots - 1, s - 1) * binom(shots - s, e) : 0;
      const lastFree = binom(shots - 1, s) * binom(shots - 1 - s, e);
      out.push({ s, e, delta: 0, coef: (lastHits + lastFree) * sign(e) });
    }
    for (let r = 1; r < shots; r += 1)
      for (let e = 0; e <= r - 1 - s; e += 1)
        out.push({ s, e: e + 1, delta: shots - r, coef: binom(r - 1, s) * binom(r - 1 - s, e) * sign(e) });
  }
  return merged(out);
}

function splits(s: number, types: number): number[][] {
  if (types === 1) return [[s]];
  const out: number[][] = [];
  for (let y = 0; y <= s; y += 1) for (const rest of splits(s - y, types - 1)) out.push([y, ...rest]);
  return out;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** States between two yields of countRolesSteps (a few hundred microseconds of work). */
export const ROLE_SLICE = 16;

/** Run a counting generator to its end at once. */
export function drain<R>(steps: Generator<void, R>): R {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The limits of the state space. */
export interface RoleBounds {
  /** Most cards of each type the hit roles can take. */
  readonly x: readonly number[];
  readonly e: number;
  readonly delta: number;
}

/**
 * Σ over the terms of every shooter's options: the signed ordered ways to fill the hit roles
 * (nested sets, smallest first: the caller passes the shooters in that order) and the count of
 * Out of Ammunition roles and shortfall, by state. The Out of Ammunition roles are filled later
 * (their cards are disjoint from every hit set).
 */
export function countRoles(moduli: Moduli, shooters: readonly RoleShooter[], bounds: RoleBounds): RoleLayer {
  return drain(countRolesSteps(moduli, shooters, bounds));
}

/** countRoles as steps: yields after every ROLE_SLICE states, so a caller can spread the work over frames. */
export function* countRolesSteps(
  moduli: Moduli,
  shooters: readonly RoleShooter[],
  bounds: RoleBounds,
): Generator<void, RoleLayer> {
  const types = bounds.x.length;
  const width = types + 2;
  const P = moduli.count;
  const { primes, inverse } = moduli;
  const smallest = primes[P - 1]!;
  const dims = [...bounds.x.map((x) => x + 1), bounds.e + 1, bounds.delta + 1];
  const stride: number[] = [];
  let size = 1;
  for (const d of dims) {
    stride.push(size);
    size *= d;
  }
  const biggest = Math.max(1, ...shooters.flatMap((s) => s.hit));
  const tables = tablesFor(moduli, biggest);
  // ff(n, y) as doubles for the few y a shooter's shots reach (exact while below 2^53)
  const most = Math.max(1, ...shooters.flatMap((s) => s.options.map((o) => o.s)));
  const ffNum = new Float64Array((biggest + 1) * (most + 1));
  for (let n = 0; n <= biggest; n += 1) {
    ffNum[n * (most + 1)] = 1;
    for (let y = 1; y <= most; y += 1)
      ffNum[n * (most + 1) + y] = ffNum[n * (most + 1) + y - 1]! * Math.max(0, n - y + 1);
  }
  let weights = new Float64Array(size * P);
  let active = new Int32Array(1);
  let activeCount = 1;
  for (let k = 0; k < P; k += 1) weights[k] = 1;
  const comp = new Int32Array(width);
  const fp = new Float64Array(P);
  const mult = new Float64Array(P);
  for (const shooter of shooters) {
    // the moves: every option with its hit roles split by type (flat arrays, for the inner loop)
    const list = shooter.options.flatMap((o) =>
      splits(o.s, types)
        .filter((y) => y.every((v, t) => v <= shooter.hit[t]!))
        .map((y) => ({ o, y, multinomial: y.reduce((m, v) => m / factorial(v), factorial(o.s)) })),
    );
    const moves = list.length;
    const moveY = Int32Array.from(list.flatMap((m) => m.y));
    const moveE = Int32Array.from(list, (m) => m.o.e);
    const moveD = Int32Array.from(list, (m) => m.o.delta);
    const moveCoef = Float64Array.from(list, (m) => m.o.coef);
    const moveMult = Float64Array.from(list, (m) => m.multinomial);
    const moveOffset = Int32Array.from(
      list,
      (m) =>
        m.y.reduce((sum, v, t) => sum + v * stride[t]!, 0) + m.o.e * stride[types]! + m.o.delta * stride[types + 1]!,
    );
    const hit = Int32Array.from(shooter.hit);
    const next = new Float64Array(size * P);
    const nextSeen = new Uint8Array(size);
    const nextActive = new Int32Array(size);
    let nextCount = 0;
    for (let a = 0; a < activeCount; a += 1) {
      if (a % ROLE_SLICE === ROLE_SLICE - 1) yield;
      const at = active[a]!;
      let rest = at;
      for (let c = 0; c < width; c += 1) {
        const d = dims[c]!;
        const q = Math.floor(rest / d);
        comp[c] = rest - q * d;
        rest = q;
      }
      const wf = at * P;
      for (let m = 0; m < moves; m += 1) {
        if (comp[types]! + moveE[m]! > bounds.e || comp[types + 1]! + moveD[m]! > bounds.delta) continue;
        // the ways: coef · multinomial · Π ff(left of type t in his hit set, y_t), as a double while small
        let f = moveCoef[m]! * moveMult[m]!;
        let possible = true;
        for (let t = 0; t < types; t += 1) {
          const y = moveY[m * types + t]!;
          if (y === 0) continue;
          const left = hit[t]! - comp[t]!;
          if (left < y || comp[t]! + y > bounds.x[t]!) {
            possible = false;
            break;
          }
          f *= ffNum[left * (most + 1) + y]!;
        }
        if (!possible) continue;
        const to = at + moveOffset[m]!;
        if (nextSeen[to] === 0) {
          nextSeen[to] = 1;
          nextActive[nextCount++] = to;
        }
        const wt = to * P;
        if (f >= 0 && f < smallest) {
          // f below every prime: it is its own remainder
          for (let k = 0; k < P; k += 1) {
            const p = primes[k]!;
            const t = next[wt + k]! + weights[wf + k]! * f;
            const r = t - Math.floor(t * inverse[k]!) * p;
            next[wt + k] = r < 0 ? r + p : r >= p ? r - p : r;
          }
          continue;
        }
        if (f < 0 && f > -smallest) {
          for (let k = 0; k < P; k += 1) {
            const p = primes[k]!;
            const t = next[wt + k]! + weights[wf + k]! * (f + p);
            const r = t - Math.floor(t * inverse[k]!) * p;
            next[wt + k] = r < 0 ? r + p : r >= p ? r - p : r;
          }
          continue;
        }
        moduli.of(moveCoef[m]!, fp);
        moduli.of(moveMult[m]!, mult);
        for (let k = 0; k < P; k += 1) fp[k] = mulmod(fp[k]!, mult[k]!, primes[k]!, inverse[k]!);
        for (let t = 0; t < types; t += 1) {
          const y = moveY[m * types + t]!;
          if (y === 0) continue;
          const ff = tables.ffAt(hit[t]! - comp[t]!, y);
          for (let k = 0; k < P; k += 1) fp[k] = mulmod(fp[k]!, tables.ff[ff + k]!, primes[k]!, inverse[k]!);
        }
        for (let k = 0; k < P; k += 1) {
          const p = primes[k]!;
          const t = next[wt + k]! + mulmod(weights[wf + k]!, fp[k]!, p, inverse[k]!);
          next[wt + k] = t >= p ? t - p : t;
        }
      }
    }
    weights = next;
    active = nextActive;
    activeCount = nextCount;
  }
  const order = Array.from(active.subarray(0, activeCount)).sort((a, b) => a - b);
  const comps = new Int16Array(order.length * width);
  const out = new Float64Array(order.length * P);
  order.forEach((at, i) => {
    let rest = at;
    for (let c = 0; c < width; c += 1) {
      comps[i * width + c] = rest % dims[c]!;
      rest = Math.floor(rest / dims[c]!);
    }
    out.set(weights.subarray(at * P, at * P + P), i * P);
  });
  return { types, moduli, count: order.length, comps, weights: out };
}
