/**
 * Exact odds of a gun's round before it is fired (NAP-7.3, OW-8): the chance the aim card meets the
 * holes at the target point, and for every figure the round may reach, the chance it is hit,
 * wounded, incapacitated or stunned, with the expected figures along a solid shot's path, in a
 * canister swath, under a shell's template.
 *
 * Where the round lands comes from the engine: for every aim card and deviation card (grouped by
 * what the round reads on them) the procedure itself is run with cards that hit nothing after them,
 * and the ranks, swath figures or template figures it lists are the ones the round reaches. Each of
 * them then reads a card (the rank card, the canister hit card, the blast card) and, after a hit, a
 * second one (cover, damage): every card read is uniform among the cards not yet seen, whoever reads
 * it, so each figure's pair of cards is a uniform ordered pair of the cards left after the aim and
 * deviation cards, and the expected figures are the sum of each figure's chance (linearity). The
 * pair is read as the procedures read it (the same card sections, the same damage rule).
 */
import { coverSaves, showsBurst, showsHoles, showsStun, type CoverKind } from "../cards/read";
import type { ActionCard, BurstSize } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import { applyDamage } from "../procedures/damage";
import { randomizedIndex } from "../procedures/fire";
import type { ArtilleryOptions } from "../artillery/options";
import type { ArtilleryRound } from "../tables/artillery";
import {
  planGunShot,
  resolveCanister,
  resolveShell,
  resolveGunAim,
  resolveSolidShot,
  type ArtilleryTarget,
  type GunLaying,
  type ShellInput,
} from "../artillery/fire";
import type { Piles } from "./check-odds";
import { chanceOf, drawOdds } from "./draws";
import { countedProbability, type Probability } from "./fraction";
import { fallingBig } from "./moment-sums";
import { BLANK_CARD } from "./old-west-odds";

/** One figure the round may reach: the chance of each thing that may befall it. */
interface FigureRoundOdds {
  readonly unitId: string;
  readonly figureId: string;
  /** P(the round reaches it: in the path, the swath, under the template). */
  readonly reached: Probability;
  readonly hit: Probability;
  readonly wounded: Probability;
  readonly incapacitated: Probability;
  readonly stunned: Probability;
}

export interface GunRoundOdds {
  /** P(the aim card meets the holes at the target point); solid shot never aims (always deviates). */
  readonly onTarget: Probability;
  /** P(the aim card is OUT_OF_AMMO). */
  readonly outOfAmmo: Probability;
  readonly figures: readonly FigureRoundOdds[];
  /** Expected figures reached, hit, wounded, incapacitated, stunned (exact fractions). */
  readonly expected: {
    readonly reached: Probability;
    readonly hit: Probability;
    readonly wounded: Probability;
    readonly incapacitated: Probability;
    readonly stunned: Probability;
  };
}

/** What one rank, swath figure or blast figure reads: its first card (if any), then a second after a hit. */
interface Reach {
  readonly targets: readonly ArtilleryTarget[];
  /** No first card: the hit is automatic (the first half of canister's short band). */
  readonly automatic: boolean;
  /** The target the first card points at (a rank's randomizer), its index in `targets`. */
  pick(first: ActionCard | null): number;
  hits(first: ActionCard | null): boolean;
  /** After a hit: is a second card drawn for this target. */
  second(target: ArtilleryTarget): boolean;
  /** The hit's end: saved (stunned for solid shot) or the damage. */
  land(target: ArtilleryTarget, second: ActionCard | null): "saved" | "wounded" | "incapacitated";
  stunned(first: ActionCard | null, outcome: "missed" | "saved" | "wounded" | "incapacitated"): boolean;
}

/** What the figures' cards read (cards alike in it are counted together): per round. */
type TailKey = (card: ActionCard) => string;
const solidShotKey: TailKey = (c) =>
  `${c.randomizer}|${c.cover}|${+c.burst.small}${+c.burst.medium}${+c.burst.large}${+c.burst.stun}`;
const canisterKey: TailKey = (c) => `${c.hit}|${c.cover}|${c.damage}`;
const blastKey: TailKey = (c) =>
  `${c.cover}|${c.damage}|${+c.burst.small}${+c.burst.medium}${+c.burst.large}${+c.burst.stun}`;

/** Cards grouped by what any figure's pair reads on them. */
function groups(cards: readonly ActionCard[], key: (c: ActionCard) => string): { card: ActionCard; count: number }[] {
  const byKey = new Map<string, { card: ActionCard; count: number }>();
  for (const card of cards) {
    const k = key(card);
    const g = byKey.get(k);
    if (g) g.count += 1;
    else byKey.set(k, { card, count: 1 });
  }
  return [...byKey.values()];
}

const WOUNDED = 1;
const INCAPACITATED = 2;
const LANDINGS = ["saved", "wounded", "incapacitated"] as const;

/** A reach read once per card group: what each group does as the first card, and per target as the second. */
interface CompiledReach {
  readonly targets: readonly ArtilleryTarget[];
  readonly automatic: boolean;
  readonly pick: readonly number[];
  readonly hits: readonly boolean[];
  readonly stunMissed: readonly boolean[];
  /** stunLanded[first group][landing] (the automatic hit: group 0 stands for "no first card"). */
  readonly stunLanded: readonly (readonly boolean[])[];
  readonly second: readonly boolean[];
  /** land[target][second group]: SAVED, WOUNDED or INCAPACITATED. */
  readonly land: readonly (readonly number[])[];
  /** The landing without a second card, per target. */
  readonly landAlone: readonly number[];
}

function compile(reach: Reach, classes: readonly { card: ActionCard }[]): CompiledReach {
  const firsts: (ActionCard | null)[] = reach.automatic ? [null] : classes.map((c) => c.card);
  const landing = (l: "saved" | "wounded" | "incapacitated") => LANDINGS.indexOf(l);
  return {
    targets: reach.targets,
    automatic: reach.automatic,
    pick: firsts.map((c) => reach.pick(c)),
    hits: firsts.map((c) => reach.hits(c)),
    stunMissed: firsts.map((c) => reach.stunned(c, "missed")),
    stunLanded: firsts.map((c) => LANDINGS.map((l) => reach.stunned(c, l))),
    second: reach.targets.map((t) => reach.second(t)),
    land: reach.targets.map((t) => classes.map((c) => landing(reach.land(t, c.card)))),
    landAlone: reach.targets.map((t) => landing(reach.land(t, null))),
  };
}

/**
 * Σ over the aim card (when the gun aims) and the deviation card (after a miss) of the figures'
 * chances, each figure's pair over the cards left.
 */
function roundOdds(
  pool: readonly ActionCard[],
  tailKey: TailKey,
  aimsAt: number | null,
  reachesAfter: (head: readonly ActionCard[]) => readonly Reach[],
): GunRoundOdds {
  const N = pool.length;
  if (N < 4) throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: N, draws: 4 });
  // the pool's cards by what the figures' cards read; a leaf only changes how many are left of each
  const classes = groups(pool, tailKey);
  const classIndex = new Map(classes.map((c, i) => [tailKey(c.card), i]));
  const classOf = (card: ActionCard) => classIndex.get(tailKey(card))!;
  const byFigure = new Map<string, { target: ArtilleryTarget; sums: number[] }>();
  const entryOf = (t: ArtilleryTarget) => {
    let entry = byFigure.get(t.figure.id);
    if (!entry) byFigure.set(t.figure.id, (entry = { target: t, sums: [0, 0, 0, 0, 0] }));
    return entry.sums;
  };
  const probes = new Map<string, readonly CompiledReach[]>();
  let most = 0;
  // every sum over ff(N, 4): the head (aim and deviation cards, 1 or 2) then a figure's pair of cards
  const leaf = (probeKey: string, head: readonly ActionCard[], ways: number) => {
    let reaches = probes.get(probeKey);
    if (!reaches) probes.set(probeKey, (reaches = reachesAfter(head).map((r) => compile(r, classes))));
    most = Math.max(most, head.length + 2 * reaches.length);
    const W = ways * (head.length === 1 ? N - 3 : 1);
    const left = classes.map((c) => c.count);
    for (const card of head) left[classOf(card)]! -= 1;
    const n = N - head.length;
    for (const reach of reaches) {
      for (const t of reach.targets) entryOf(t)[0]! += W * n * (n - 1);
      // the second card's ends per target: every card left (less the first card itself, below)
      const ends = reach.targets.map((_, t) => {
        const out = [0, 0, 0];
        if (reach.second[t]) left.forEach((k, j) => (out[reach.land[t]![j]!]! += k));
        return out;
      });
      const firsts = reach.automatic ? [-1] : classes.map((_, i) => i);
      for (const i of firsts) {
        const count = i < 0 ? n : left[i]!;
        if (count === 0) continue;
        const aNum = count * (n - 1);
        const t = i < 0 ? 0 : reach.pick[i]!;
        const sums = entryOf(reach.targets[t]!);
        if (!(i < 0 || reach.hits[i])) {
          if (reach.stunMissed[i]) sums[4]! += W * aNum;
          continue;
        }
        sums[1]! += W * aNum;
        const tally = (landed: number, num: number) => {
          if (num <= 0) return;
          if (landed === WOUNDED) sums[2]! += W * num;
          if (landed === INCAPACITATED) sums[3]! += W * num;
          if (reach.stunLanded[i < 0 ? 0 : i]![landed]) sums[4]! += W * num;
        };
        if (!reach.second[t]) {
          tally(reach.landAlone[t]!, aNum);
          continue;
        }
        const own = i < 0 ? -1 : reach.land[t]![i]!;
        // automatic: the second card alone, k / n; else the pair, count · (cards less the first) / (n (n − 1))
        ends[t]!.forEach((k, landed) => tally(landed, i < 0 ? k * (n - 1) : count * (k - (own === landed ? 1 : 0))));
      }
    }
  };
  let onTarget = 0;
  let outOfAmmo = 0;
  const deviations = (head: readonly ActionCard[], ways: number, rest: readonly ActionCard[]) => {
    for (const d of groups(rest, (c) => `${c.scatter.clock}:${c.scatter.inches}|${tailKey(c)}`))
      leaf(`${head.length}|${d.card.scatter.clock}:${d.card.scatter.inches}`, [...head, d.card], ways * d.count);
  };
  if (aimsAt === null) deviations([], 1, pool);
  else {
    for (const a of groups(pool, (c) => `${c.hit}|${tailKey(c)}`)) {
      if (a.card.hit === "OUT_OF_AMMO") outOfAmmo += a.count;
      if (showsHoles(a.card, aimsAt)) {
        onTarget += a.count;
        leaf("onTarget", [a.card], a.count);
      } else
        deviations(
          [a.card],
          a.count,
          pool.filter((c) => c !== a.card),
        );
    }
  }
  if (most > N) throw new RulesError("COMBAT_PATROL.Error.oddsPoolTooSmall", { cards: N, draws: most });
  const den = fallingBig(N, 4);
  const share = (n: number) => countedProbability(BigInt(n), den);
  const figures = [...byFigure.values()].map(({ target, sums }) => ({
    unitId: target.unitId,
    figureId: target.figure.id,
    reached: share(sums[0]!),
    hit: share(sums[1]!),
    wounded: share(sums[2]!),
    incapacitated: share(sums[3]!),
    stunned: share(sums[4]!),
  }));
  const total = (i: number) => share([...byFigure.values()].reduce((n, f) => n + f.sums[i]!, 0));
  return {
    onTarget: countedProbability(BigInt(onTarget), BigInt(N)),
    outOfAmmo: countedProbability(BigInt(outOfAmmo), BigInt(N)),
    figures,
    expected: { reached: total(0), hit: total(1), wounded: total(2), incapacitated: total(3), stunned: total(4) },
  };
}

/** NAP-7.3 the aim alone (resolveGunAim): the holes needed, P(on target), P(OUT_OF_AMMO). */
export function gunAimOdds(
  laying: GunLaying,
  round: ArtilleryRound,
  piles: Piles,
  options?: ArtilleryOptions,
): { readonly needed: number | null; readonly onTarget: Probability; readonly outOfAmmo: Probability } {
  const odds = drawOdds(
    piles.pool,
    (s) => resolveGunAim(laying, round, s, options),
    (r) => `${r.aim.hit ? "hit" : "miss"}:${r.aim.outOfAmmo ? "ooa" : "-"}`,
    piles,
  );
  const plan = planGunShot(laying, round, options);
  return {
    needed: plan.possible ? plan.needed : null,
    onTarget: chanceOf(odds, (k) => k.startsWith("hit:")),
    outOfAmmo: chanceOf(odds, (k) => k.endsWith(":ooa")),
  };
}

/** The cards of a dry run: the given ones, then cards that hit nothing. */
function dryRun(head: readonly ActionCard[]): CardSource {
  let next = 0;
  return { draw: () => head[next++] ?? BLANK_CARD };
}

const damageOf = (t: ArtilleryTarget, card: ActionCard | null): "wounded" | "incapacitated" =>
  applyDamage(t.unitId, t.figure, card?.damage ?? "WOUND").outcome;

/**
 * NAP-7.3.1.1 solid shot at troops: it always deviates; every rank on the ball's path reads a
 * card (the burst icon of its order hits, "!!" stuns, the randomizer picks the figure); a hit in
 * cover reads a cover card (saved = stunned).
 */
export function solidShotOdds(
  laying: GunLaying,
  targets: readonly ArtilleryTarget[],
  piles: Piles,
  options?: ArtilleryOptions,
): GunRoundOdds {
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  return roundOdds(piles.pool, solidShotKey, null, (head) =>
    resolveSolidShot(laying, targets, dryRun(head), options).ranks.map((rank): Reach => {
      const members = rank.figureIds.map((id) => byId.get(id)!);
      const needs: BurstSize = rank.needs;
      return {
        targets: members,
        automatic: false,
        pick: (first) => randomizedIndex(first!.randomizer, members.length),
        hits: (first) => showsBurst(first!, needs),
        second: (t) => t.cover !== "none",
        land: (t, second) => (second && coverSaves(second, t.cover) ? "saved" : "incapacitated"),
        stunned: (first, outcome) => outcome === "saved" || (outcome === "missed" && showsStun(first!)),
      };
    }),
  );
}

/**
 * NAP-7.3.2 canister: the aim card (a miss deviates the swath), then one hit card per figure in the
 * swath (none in the first half of the short band: hit automatically) and an effect card per hit
 * (cover, then damage as small arms).
 */
export function canisterOdds(
  laying: GunLaying,
  targets: readonly ArtilleryTarget[],
  piles: Piles,
  options?: ArtilleryOptions,
): GunRoundOdds {
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  const plan = planGunShot(laying, "canister", options);
  return roundOdds(piles.pool, canisterKey, plan.possible ? plan.needed : null, (head) =>
    resolveCanister(laying, targets, dryRun(head), options)
      .figures.filter((f) => f.outcome !== "noChance")
      .map((f): Reach => {
        const needed = f.needed;
        return {
          targets: [byId.get(f.figureId)!],
          automatic: f.automaticHit,
          pick: () => 0,
          hits: (first) => f.automaticHit || (first !== null && needed !== null && showsHoles(first, needed)),
          second: () => true,
          land: (t, second) => (second && coverSaves(second, t.cover) ? "saved" : damageOf(t, second)),
          stunned: () => false,
        };
      }),
  );
}

/**
 * NAP-7.3.3.1 shell or spherical case: the aim card (a miss deviates three times as far), then
 * the blast over the figures under the template (or in the cone): a card per figure (the burst
 * icon of the template's size hits, "!!" stuns), a damage card per hit (cover only when the round
 * burst outside a building with troops inside).
 */
export function shellOdds(
  laying: GunLaying,
  input: ShellInput,
  targets: readonly ArtilleryTarget[],
  piles: Piles,
  options?: ArtilleryOptions,
): GunRoundOdds {
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  const plan = planGunShot(laying, "shell", options);
  const checkCover = input.buildingCover === true;
  return roundOdds(piles.pool, blastKey, plan.possible ? plan.needed : null, (head) => {
    const result = resolveShell(laying, input, targets, dryRun(head), options);
    return result.blast.figures.map((f): Reach => {
      const t = byId.get(f.figureId)!;
      const cover: CoverKind = t.cover;
      return {
        targets: [t],
        automatic: false,
        pick: () => 0,
        hits: (first) => showsBurst(first!, result.template),
        second: () => true,
        land: (target, second) =>
          checkCover && second && coverSaves(second, cover) ? "saved" : damageOf(target, second),
        stunned: (first, outcome) => showsStun(first!) && outcome !== "incapacitated",
      };
    });
  });
}
