/**
 * The fire procedure and the exact fire odds count the same rule (CORE-5.3 every shot card
 * first, shooter by shooter; CORE-5.5 then one effect card per hit, in hit order): every
 * ordering of a small deck is played through resolveFire with a fixed source, and the
 * frequencies must equal fireOdds' fractions exactly.
 */
import { describe, expect, it } from "vitest";
import { coverSaves, damageIs, type CoverKind } from "@rules/cards/read";
import type { ActionCard } from "@rules/cards/schema";
import { fixedSource } from "@rules/cards/source";
import { fireOdds, type FireOdds } from "@rules/odds/fire";
import { fractionText, probability } from "@rules/odds/fraction";
import { oddsShooters, planFire, resolveFire, type FireInput, type Shooter } from "@rules/procedures/fire";
import { card } from "../../helpers/cards";
import { bow, figure, rifle } from "./fixtures";

/** Heap's algorithm: call `visit` with every ordering of `cards` (the same array, reordered). */
function everyOrdering(cards: ActionCard[], visit: (order: readonly ActionCard[]) => void): number {
  const a = [...cards];
  const c = new Array<number>(a.length).fill(0);
  let count = 1;
  visit(a);
  for (let i = 1; i < a.length;) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[j], a[i]] = [a[i]!, a[j]!];
      visit(a);
      count += 1;
      c[i]! += 1;
      i = 1;
    } else {
      c[i] = 0;
      i += 1;
    }
  }
  return count;
}

class Tally {
  private readonly counts = new Map<string, number>();
  add(key: string | number): void {
    this.counts.set(String(key), (this.counts.get(String(key)) ?? 0) + 1);
  }
  /** Frequencies as reduced fractions, index 0..length-1 (zero where never seen). */
  fractions(length: number, total: number): string[] {
    return Array.from({ length }, (_, x) => fractionText(probability(this.counts.get(String(x)) ?? 0, total)));
  }
  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  fraction(key: string, total: number): string {
    return fractionText(probability(this.counts.get(key) ?? 0, total));
  }
}

interface Played {
  readonly total: number;
  readonly hits: Tally;
  readonly through: Tally;
  readonly incapacitated: Tally;
  readonly unsaved: Tally;
  readonly ended: Tally;
}

/**
 * Play every ordering. Effect cards the procedure did not need to read (every target already
 * down) are the next cards of the pile: they count for `through` and `unsaved` as fireOdds says.
 */
function playEveryOrdering(input: FireInput, deck: ActionCard[], cover: CoverKind): Played {
  const played = {
    hits: new Tally(),
    through: new Tally(),
    incapacitated: new Tally(),
    unsaved: new Tally(),
    ended: new Tally(),
  };
  let misread = 0;
  const total = everyOrdering(deck, (order) => {
    const source = fixedSource(order);
    const r = resolveFire(input, source);
    const hits = r.shots.filter((s) => s.hit).length;
    const effectCards = order.slice(r.shots.length, r.shots.length + hits);
    // the shot cards come first, then the hits' cards in hit order
    if (r.shots.some((s, k) => s.serial !== order[k]!.serial)) misread += 1;
    if (r.hits.some((h, k) => h.serial !== effectCards[k]!.serial || h.saved !== coverSaves(effectCards[k]!, cover)))
      misread += 1;
    const unsaved = effectCards.filter((c) => !coverSaves(c, cover));
    const incaps = unsaved.filter((c) => damageIs(c, "INCAPACITATE")).length;
    played.hits.add(hits);
    played.through.add(unsaved.length);
    played.unsaved.add(`${unsaved.length - incaps},${incaps}`);
    played.incapacitated.add(r.hits.filter((h) => h.outcome === "incapacitated").length);
    played.ended.add(r.outOfAmmo.filter((a) => a.ended).length);
  });
  expect(misread).toBe(0);
  return { total, ...played };
}

function expectAgreement(odds: FireOdds, played: Played, oneFigure: boolean): void {
  const { total } = played;
  const texts = (ps: readonly { numerator: bigint; denominator: bigint }[]) =>
    ps.map((p) => `${p.numerator}/${p.denominator}`);
  expect(texts(odds.hits)).toEqual(played.hits.fractions(odds.hits.length, total));
  expect(texts(odds.through)).toEqual(played.through.fractions(odds.through.length, total));
  expect(texts(odds.outOfAmmoEnded)).toEqual(played.ended.fractions(odds.outOfAmmoEnded.length, total));
  odds.unsaved.forEach((row, w) =>
    row.forEach((p, i) =>
      expect(`${w},${i} ${texts([p])[0]}`).toBe(`${w},${i} ${played.unsaved.fraction(`${w},${i}`, total)}`),
    ),
  );
  if (oneFigure) expect(texts(odds.incapacitated)).toEqual(played.incapacitated.fractions(2, total));
}

const mk = (hit: ActionCard["hit"], damage: ActionCard["damage"], cover: ActionCard["cover"], randomizer = 1) =>
  card({ hit, damage, cover, randomizer });

describe("CORE-5 the fire procedure and the exact odds agree", () => {
  it("CORE-5.3/5.4/5.5 a rifle (reload: Out of Ammunition ends him) and a bow (shoots on) at one figure in soft cover: every ordering of 8 cards", () => {
    const shooters: Shooter[] = [
      { figure: figure("rifleman"), weapon: rifle, rangeInches: 6 }, // short: needs 2, two shots
      { figure: figure("archer"), weapon: bow, rangeInches: 10 }, // medium: needs 3, two shots
    ];
    const input: FireInput = {
      unitId: "A",
      shooters,
      target: { unitId: "B", figures: [{ figure: figure("t"), cover: "soft" }], closeOrder: false },
    };
    expect(oddsShooters(input)).toEqual([
      { shots: 2, needed: 2, outOfAmmoEnds: true },
      { shots: 2, needed: 3, outOfAmmoEnds: false },
    ]);
    const deck = [
      mk(6, "INCAPACITATE", "NONE"),
      mk(3, "WOUND", "ANY"),
      mk(2, "WOUND", "HARD"),
      mk("OUT_OF_AMMO", "INCAPACITATE", "NONE"),
      mk(0, "WOUND", "NONE"),
      mk("OUT_OF_AMMO", "WOUND", "ANY"),
      mk(2, "INCAPACITATE", "ANY"),
      mk(1, "WOUND", "NONE"),
    ];
    const odds = fireOdds({ shooters: oddsShooters(input), cover: "soft", endurance: 2, pool: deck });
    const played = playEveryOrdering(input, deck, "soft");
    expect(played.total).toBe(40320);
    expectAgreement(odds, played, true);
    // the sums that matter to the table: not trivial
    expect(fractionText(odds.incapacitated[1]!)).not.toBe("0/1");
    expect(fractionText(odds.outOfAmmo)).toBe(
      fractionText(probability(played.total - played.ended.count("0"), played.total)),
    );
    expect(odds.outOfAmmoEnded).toHaveLength(3);
    // a bow that stopped at Out of Ammunition would be another rule: the frequencies tell them apart
    const otherRule = fireOdds({
      shooters: oddsShooters(input).map((s) => ({ ...s, outOfAmmoEnds: true })),
      cover: "soft",
      endurance: 2,
      pool: deck,
    });
    expect(otherRule.hits.map(fractionText)).not.toEqual(played.hits.fractions(otherRule.hits.length, played.total));
  });

  it("CORE-5.5 a volley with two thresholds at a three-figure unit in hard cover: unsaved WOUND and INCAPACITATE counts, every ordering of 8 cards", () => {
    const shooters: Shooter[] = [
      { figure: figure("near"), weapon: rifle, rangeInches: 6 }, // needs 2, two shots
      { figure: figure("far", { accuracy: "green" }), weapon: rifle, rangeInches: 20 }, // needs 4, one shot
    ];
    const figures = ["t1", "t2", "t3"].map((id) => ({ figure: figure(id), cover: "hard" as const }));
    const input: FireInput = { unitId: "A", shooters, target: { unitId: "B", figures, closeOrder: false } };
    const plan = planFire(input);
    expect(plan.shooters.map((s) => [s.needed, s.shots])).toEqual([
      [2, 2],
      [4, 1],
    ]);
    const deck = [
      mk(5, "INCAPACITATE", "NONE", 1),
      mk(4, "WOUND", "HARD", 2),
      mk(3, "INCAPACITATE", "ANY", 3),
      mk("OUT_OF_AMMO", "WOUND", "NONE", 4),
      mk(2, "WOUND", "NONE", 5),
      mk(0, "INCAPACITATE", "HARD", 6),
      mk(6, "WOUND", "NONE", 7),
      mk(1, "INCAPACITATE", "NONE", 8),
    ];
    const odds = fireOdds({ shooters: oddsShooters(input, plan), cover: "hard", endurance: 2, pool: deck });
    const played = playEveryOrdering(input, deck, "hard");
    expectAgreement(odds, played, false);
    expect(odds.unsaved.flat().filter((p) => p.numerator > 0n).length).toBeGreaterThan(4);
  });

  it("CORE-5.4 three shooters, one Out of Ammunition card among 8: it ends only the shooter who drew it", () => {
    const shooters: Shooter[] = [
      { figure: figure("a"), weapon: rifle, rangeInches: 20 }, // needs 3, one shot
      { figure: figure("b"), weapon: rifle, rangeInches: 6 }, // needs 2, two shots
      { figure: figure("c", { accuracy: "elite" }), weapon: rifle, rangeInches: 30 }, // long: needs 3, one shot
    ];
    const input: FireInput = {
      unitId: "A",
      shooters,
      target: { unitId: "B", figures: [{ figure: figure("t", { wounds: 1 }), cover: "none" }], closeOrder: false },
    };
    const deck = [
      mk(3, "WOUND", "NONE"),
      mk("OUT_OF_AMMO", "WOUND", "NONE"),
      mk(1, "INCAPACITATE", "NONE"),
      mk(2, "WOUND", "ANY"),
      mk(6, "WOUND", "NONE"),
      mk(0, "WOUND", "NONE"),
      mk(4, "INCAPACITATE", "NONE"),
      mk(0, "INCAPACITATE", "ANY"),
    ];
    const odds = fireOdds({ shooters: oddsShooters(input), cover: "none", endurance: 2, wounds: 1, pool: deck });
    const played = playEveryOrdering(input, deck, "none");
    expect(played.total).toBe(40320);
    expectAgreement(odds, played, true);
  });
});
