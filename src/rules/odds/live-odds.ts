/**
 * The small action dialogs' odds, counted off the main thread (CORE-5): the odds lines a dialog may ask the odds
 * worker for, each a plain-data request naming its count (OW-9.3f the runaway's move, NAP-7.3 the gun's round,
 * NAP-6.2.1 the cavalry charge's choices, OW-6.1.1 the thrown dynamite) with that count's input, and the one handler
 * both paths run: the worker (odds-worker-protocol.ts) and, where there is no Worker, the dialog itself. The words are
 * made from the answer on the dialog's side (actions/*-odds.ts), so both paths show the same figures.
 */
import type { ArtilleryTarget, GunLaying, ShellKind } from "../artillery";
import type { ActionCard } from "../cards/schema";
import type { MountedMeleeInput } from "../mounted/melee";
import type { DynamiteThrowInput } from "../old-west/dynamite";
import type { RunawayMoveInput } from "../old-west/runaway";
import type { RulesOptions } from "../options";
import type { ArtilleryRound } from "../tables/artillery";
import { canisterOdds, gunAimOdds, shellOdds, solidShotOdds } from "./artillery-odds";
import { runawayMoveOdds } from "./check-odds";
import { chargeChoices } from "./melee-odds";
import { dynamiteThrowOdds } from "./old-west-odds";

/** What each count reads besides the cards left and the rules' options. */
export interface LiveOddsInputs {
  readonly runawayMove: { readonly input: RunawayMoveInput };
  readonly gunRound: {
    readonly laying: GunLaying;
    readonly round: ArtilleryRound;
    readonly shellKind: ShellKind;
    readonly targets: readonly ArtilleryTarget[];
  };
  readonly charge: { readonly input: MountedMeleeInput };
  readonly dynamite: { readonly input: DynamiteThrowInput };
}

export type LiveOddsKind = keyof LiveOddsInputs;

/** One count asked: its kind, the cards left, the rules' options and its input (all plain data). */
export type LiveOddsRequestOf<K extends LiveOddsKind> = {
  readonly kind: K;
  readonly pool: readonly ActionCard[];
  readonly options: RulesOptions;
} & LiveOddsInputs[K];

export type LiveOddsRequest = { [K in LiveOddsKind]: LiveOddsRequestOf<K> }[LiveOddsKind];

/** NAP-7.3 the gun's round: where the aim card lands (not for solid shot, NAP-7.3.1) and the figures expected. */
function gunRound(r: LiveOddsRequestOf<"gunRound">) {
  const piles = { pool: r.pool };
  const rules = { rules: r.options };
  return {
    aim: r.round === "shot" ? null : gunAimOdds(r.laying, r.round, piles, rules),
    odds:
      r.round === "shot"
        ? solidShotOdds(r.laying, r.targets, piles, rules)
        : r.round === "canister"
          ? canisterOdds(r.laying, r.targets, piles, rules)
          : shellOdds(r.laying, { kind: r.shellKind }, r.targets, piles, rules),
  };
}

const COUNTS = {
  runawayMove: (r: LiveOddsRequestOf<"runawayMove">) =>
    runawayMoveOdds(r.input, { pool: r.pool }, { rules: r.options }),
  gunRound,
  charge: (r: LiveOddsRequestOf<"charge">) => chargeChoices(r.input, { pool: r.pool }, { rules: r.options }),
  dynamite: (r: LiveOddsRequestOf<"dynamite">) => dynamiteThrowOdds(r.input, { pool: r.pool }, { rules: r.options }),
};

/** What each count answers (the engine's own figures, exact fractions included). */
export type LiveOddsResults = { readonly [K in LiveOddsKind]: ReturnType<(typeof COUNTS)[K]> };

/** The count a request names, run here and now (in the worker, or on the dialog's side where there is no Worker). */
export function countLiveOdds<K extends LiveOddsKind>(request: LiveOddsRequestOf<K>): LiveOddsResults[K] {
  const count = COUNTS[request.kind] as unknown as (r: LiveOddsRequestOf<K>) => LiveOddsResults[K];
  return count(request);
}

/** A value on the wire: bigints as decimal strings, maps as their entries (not every host clones them), no functions. */
type Wire =
  | null
  | boolean
  | number
  | string
  | { readonly $bigint: string }
  | { readonly $map: Wire[][] }
  | Wire[]
  | { readonly [key: string]: Wire };

/** The answer as plain data for the worker's message (fractions' bigints as strings, maps as entries). */
export function toWire(value: unknown): Wire {
  if (typeof value === "bigint") return { $bigint: value.toString() };
  if (value instanceof Map) return { $map: [...value.entries()].map(([k, v]) => [toWire(k), toWire(v)]) };
  if (Array.isArray(value)) return value.map(toWire);
  // a probability, lazy ones included (fraction.ts LazyProbability works its fraction out when read): its three figures
  if (value !== null && typeof value === "object" && "numerator" in value && "denominator" in value && "value" in value)
    return { numerator: toWire(value.numerator), denominator: toWire(value.denominator), value: toWire(value.value) };
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, toWire(v)]),
    );
  if (typeof value === "function") throw new TypeError("a count's answer holds a function");
  return (value ?? null) as Wire;
}

/** The answer back on the dialog's side, as the count gave it. */
export function fromWire(value: Wire): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (value !== null && typeof value === "object") {
    if ("$bigint" in value && typeof value.$bigint === "string") return BigInt(value.$bigint);
    if ("$map" in value && Array.isArray(value.$map))
      return new Map((value.$map as Wire[][]).map(([k, v]) => [fromWire(k!), fromWire(v!)]));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromWire(v as Wire)]));
  }
  return value;
}

export type { Wire as LiveOddsWire };
