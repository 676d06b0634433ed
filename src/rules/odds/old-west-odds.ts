/**
 * Exact odds of two Old West decisions before any card is drawn: a Gatling gun's burst (OW-5.2:
 * one shooter, the gunner, at the gun's rate of fire, Reload Double) and a thrown stick or bundle
 * of dynamite (OW-6.1.1: on target, scattered, premature on the thrower, a dud).
 *
 * Both come from the engine: the burst's plan is the one resolveGatlingFire makes (read from a
 * dry run whose cards change nothing of the plan), its odds the volley count (fire.ts); the throw
 * is throwDynamite run over every order of the cards (draws.ts).
 */
import type { ActionCard } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { throwDynamite, type DynamiteThrowInput, type DynamiteThrowResult } from "../old-west/dynamite";
import { resolveGatlingFire, type GatlingFireInput } from "../old-west/gatling";
import type { OldWestOptions } from "../old-west/common";
import type { FireOptions, ShotPlan } from "../procedures/fire";
import type { Piles } from "./check-odds";
import { chanceOf, drawOdds } from "./draws";
import { fireOdds } from "./fire";
import { ZERO, complement, type Probability } from "./fraction";

/** A card that hits nothing, saves nothing and ends nothing: for dry runs that only read a plan. */
export const BLANK_CARD: ActionCard = {
  serial: 1,
  move: 3,
  hit: 0,
  randomizer: 1,
  d10: 1,
  location: "leg",
  damage: "WOUND",
  cover: "NONE",
  burst: { small: false, medium: false, large: false, stun: false },
  morale: {
    elite: { open: "OK", cover: "OK" },
    regular: { open: "OK", cover: "OK" },
    green: { open: "OK", cover: "OK" },
  },
  scatter: { clock: 12, inches: 1 },
  bog: { green: false, regular: false, elite: false },
  reaction: 1,
  melee: 0,
};

/** A source of blank cards (dry runs). */
const blankSource: CardSource = { draw: () => BLANK_CARD };

interface GatlingBurstOdds {
  /** The gunner's plan: holes needed, shots (rate of fire of the band), why he cannot fire. */
  readonly plan: ShotPlan;
  /** P(at least one hit), P(at least one hit through the nearest figure's cover). */
  readonly hit: Probability;
  readonly through: Probability;
  /** P(the nearest standing figure is incapacitated), P(some effect card is an unsaved INCAPACITATE). */
  readonly nearestDown: Probability;
  readonly figureOut: Probability;
  readonly expectedHits: number;
  /** OW-5.2a Reload Double: P(an OUT_OF_AMMO card jams the gun: two markers). */
  readonly jam: Probability;
}

/**
 * OW-5.2 a Gatling burst at its target (the nearest standing figure's cover, Endurance and
 * wounds), over the cards that can be drawn.
 */
export function gatlingBurstOdds(
  input: GatlingFireInput,
  piles: Piles,
  options?: OldWestOptions & FireOptions,
): GatlingBurstOdds {
  const plan = resolveGatlingFire(input, blankSource, options).fire.plan.shooters[0]!;
  const nearest = input.target.figures.find((t) => !t.figure.incapacitated);
  if (!plan.possible || !nearest)
    return { plan, hit: ZERO, through: ZERO, nearestDown: ZERO, figureOut: ZERO, expectedHits: 0, jam: ZERO };
  const odds = fireOdds({
    shooters: [{ shots: plan.shots, needed: plan.needed, outOfAmmoEnds: true }],
    cover: nearest.cover,
    endurance: nearest.figure.endurance,
    wounds: nearest.figure.wounds,
    pool: piles.pool,
    refill: piles.refill ?? [],
  });
  return {
    plan,
    hit: complement(odds.hits[0]!),
    through: complement(odds.through[0]!),
    nearestDown: odds.incapacitated[1]!,
    figureOut: complement(odds.noneDown),
    expectedHits: odds.expectedHits,
    jam: odds.outOfAmmo,
  };
}

interface DynamiteThrowOdds {
  /** P(on target), P(it scatters), P(premature: it goes off on the thrower), P(a dud), P(no chance to throw). */
  readonly outcome: Readonly<Record<DynamiteThrowResult["outcome"], Probability>>;
  /** P(it scatters exactly so many inches). */
  readonly scatterInches: ReadonlyMap<number, Probability>;
}

/** OW-6.1.1 a stick or bundle thrown (throwDynamite), over the cards that can be drawn. */
export function dynamiteThrowOdds(
  input: DynamiteThrowInput,
  piles: Piles,
  options?: OldWestOptions,
): DynamiteThrowOdds {
  const odds = drawOdds(
    piles.pool,
    (s) => throwDynamite(input, s, options),
    (r) => `${r.outcome}:${r.blast?.scatter?.inches ?? "-"}`,
    piles,
  );
  const of = (o: DynamiteThrowResult["outcome"]) => chanceOf(odds, (k) => k.startsWith(`${o}:`));
  const scatterInches = new Map<number, Probability>();
  for (const [key, p] of odds) if (key.startsWith("scatter:")) scatterInches.set(Number(key.slice(8)), p);
  return {
    outcome: {
      target: of("target"),
      scatter: of("scatter"),
      premature: of("premature"),
      dud: of("dud"),
      noChance: of("noChance"),
    },
    scatterInches,
  };
}
