import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { coverSaves, damageIs, isOutOfAmmo, showsHoles, type CoverKind } from "@rules/cards/read";
import type { ActionCard } from "@rules/cards/schema";
import { RulesError } from "@rules/errors";
import { fireOdds, type FireOddsShooter } from "@rules/odds/fire";
import { fractionText, probability, sum, type Probability } from "@rules/odds/fraction";
import { atLeast } from "@rules/odds/pool";
import { card } from "../../helpers/cards";

const texts = (ps: readonly Probability[]) => ps.map(fractionText);

/** Every ordering of the pool, equally likely: play the volley literally and count outcomes. */
function bruteForce(
  pool: readonly ActionCard[],
  needed: number,
  shots: number,
  cover: CoverKind,
  endurance: number,
  wounds = 0,
) {
  const hits = Array.from({ length: shots + 1 }, () => 0);
  const through = Array.from({ length: shots + 1 }, () => 0);
  let incap = 0;
  let ammo = 0;
  let total = 0;
  const permute = (rest: ActionCard[], order: ActionCard[]) => {
    if (rest.length === 0) {
      total += 1;
      let next = 0;
      let h = 0;
      let out = false;
      for (let s = 0; s < shots; s += 1) {
        const c = order[next++]!;
        if (isOutOfAmmo(c)) {
          out = true;
          break;
        }
        if (showsHoles(c, needed)) h += 1;
      }
      let t = 0;
      let w = wounds;
      let down = false;
      for (let k = 0; k < h; k += 1) {
        const c = order[next++]!;
        if (coverSaves(c, cover)) continue;
        t += 1;
        if (c.damage === "INCAPACITATE") down = true;
        else if (++w >= endurance) down = true;
      }
      hits[h]! += 1;
      through[t]! += 1;
      if (down) incap += 1;
      if (out) ammo += 1;
      return;
    }
    rest.forEach((c, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...order, c]));
  };
  permute([...pool], []);
  const p = (n: number) => fractionText(probability(n, total));
  return {
    hits: hits.map(p),
    through: through.map(p),
    incapacitated: [p(total - incap), p(incap)],
    outOfAmmo: p(ammo),
  };
}

/** A volley played literally over every ordering: shot cards shooter by shooter, then one effect card per hit. */
function bruteForceVolley(pool: readonly ActionCard[], shooters: readonly FireOddsShooter[], cover: CoverKind) {
  const all = shooters.reduce((n, s) => n + s.shots, 0);
  const hits = new Array<number>(all + 1).fill(0);
  const ended = new Array<number>(shooters.length + 1).fill(0);
  const unsaved = new Map<string, number>();
  let total = 0;
  const play = (order: readonly ActionCard[]) => {
    total += 1;
    let next = 0;
    let h = 0;
    let e = 0;
    for (const s of shooters) {
      for (let k = 0; k < s.shots; k += 1) {
        const c = order[next++]!;
        if (isOutOfAmmo(c) && s.outOfAmmoEnds) {
          e += 1;
          break;
        }
        if (showsHoles(c, s.needed)) h += 1;
      }
    }
    const effect = order.slice(next, next + h).filter((c) => !coverSaves(c, cover));
    const i = effect.filter((c) => damageIs(c, "INCAPACITATE")).length;
    const key = `${effect.length - i},${i}`;
    unsaved.set(key, (unsaved.get(key) ?? 0) + 1);
    hits[h]! += 1;
    ended[e]! += 1;
  };
  const permute = (rest: ActionCard[], order: ActionCard[]) => {
    if (rest.length === 0) return play(order);
    rest.forEach((c, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...order, c]));
  };
  permute([...pool], []);
  const p = (n: number) => fractionText(probability(n, total));
  const joint = Array.from({ length: all + 1 }, (_, w) =>
    Array.from({ length: all + 1 - w }, (_, i) => p(unsaved.get(`${w},${i}`) ?? 0)),
  );
  return { hits: hits.map(p), ended: ended.map(p), unsaved: joint };
}

describe("exact fire odds (CORE-5, CORE-1)", () => {
  it("CORE-5 P(at least 2 hits from 3 shots) on a small deck is the hand-computed 7/30", () => {
    // 2 cards with 4 holes, 2 with none, 1 Out of Ammunition; 3 shots needing 3 holes.
    // h = 2 needs both hit cards before the Out of Ammunition card within 3 shots:
    // HH· 2/5·1/4 = 1/10; HMH and MHH 2/5·2/4·1/3 = 1/15 each: 1/10 + 2/15 = 7/30.
    const pool = [card({ hit: 4 }), card({ hit: 4 }), card({ hit: 0 }), card({ hit: 0 }), card({ hit: "OUT_OF_AMMO" })];
    const odds = fireOdds({ needed: 3, shots: 3, cover: "none", endurance: 1, pool });
    expect(fractionText(atLeast(odds.hits, 2))).toBe("7/30");
    expect(fractionText(sum(odds.hits))).toBe("1/1");
    // Out of Ammunition card among the first 3 of 5: 3/5
    expect(fractionText(odds.outOfAmmo)).toBe("3/5");
  });

  it("CORE-5 cover and damage on the effect card: hand-computed incapacitation odds", () => {
    const pool = [
      card({ hit: 5, damage: "INCAPACITATE", cover: "NONE" }),
      card({ hit: 5, damage: "WOUND", cover: "ANY" }),
      card({ hit: 0, damage: "INCAPACITATE", cover: "NONE" }),
      card({ hit: 0, damage: "WOUND", cover: "HARD" }),
    ];
    // One shot, soft cover. Shot card 1 (1/4): effect from {2: saved, 3: incap, 4: HARD does not save soft -> wound}.
    // Shot card 2 (1/4): effect from {1: incap, 3: incap, 4: wound}.
    const tough = fireOdds({ needed: 3, shots: 1, cover: "soft", endurance: 2, pool });
    expect(texts(tough.hits)).toEqual(["1/2", "1/2"]);
    expect(texts(tough.through)).toEqual(["7/12", "5/12"]); // 1/4·2/3 + 1/4·1
    expect(texts(tough.incapacitated)).toEqual(["3/4", "1/4"]); // 1/4·1/3 + 1/4·2/3
    const frail = fireOdds({ needed: 3, shots: 1, cover: "soft", endurance: 1, pool });
    expect(texts(frail.incapacitated)).toEqual(["7/12", "5/12"]); // every wound incapacitates
    const hard = fireOdds({ needed: 3, shots: 1, cover: "hard", endurance: 1, pool });
    expect(texts(hard.through)).toEqual(["3/4", "1/4"]); // 1/4·1/3 + 1/4·2/3
    const wounded = fireOdds({ needed: 3, shots: 1, cover: "soft", endurance: 2, wounds: 1, pool });
    expect(texts(wounded.incapacitated)).toEqual(texts(frail.incapacitated));
  });

  it("CORE-5 matches playing out every ordering of small decks", () => {
    const mk = (hit: ActionCard["hit"], damage: ActionCard["damage"], cover: ActionCard["cover"]) =>
      card({ hit, damage, cover });
    const deckA = [
      mk(6, "INCAPACITATE", "NONE"),
      mk(3, "WOUND", "ANY"),
      mk(2, "WOUND", "HARD"),
      mk("OUT_OF_AMMO", "INCAPACITATE", "NONE"),
      mk(0, "WOUND", "NONE"),
      mk(4, "INCAPACITATE", "HARD"),
      mk(1, "WOUND", "NONE"),
    ];
    const deckB = [
      mk(5, "WOUND", "NONE"),
      mk(5, "WOUND", "NONE"),
      mk("OUT_OF_AMMO", "WOUND", "ANY"),
      mk("OUT_OF_AMMO", "INCAPACITATE", "NONE"),
      mk(0, "INCAPACITATE", "ANY"),
      mk(3, "WOUND", "HARD"),
      mk(2, "INCAPACITATE", "NONE"),
      mk(0, "WOUND", "NONE"),
    ];
    const cases: [ActionCard[], number, number, CoverKind, number, number][] = [
      [deckA, 3, 3, "soft", 2, 0],
      [deckA, 2, 2, "hard", 3, 1],
      [deckA, 1, 3, "none", 1, 0],
      [deckB, 3, 3, "hard", 2, 0],
      [deckB, 2, 4, "soft", 3, 0],
      [deckB, 1, 2, "none", 2, 1],
    ];
    for (const [pool, needed, shots, cover, endurance, wounds] of cases) {
      const exact = fireOdds({ needed, shots, cover, endurance, wounds, pool });
      const played = bruteForce(pool, needed, shots, cover, endurance, wounds);
      expect({
        hits: texts(exact.hits),
        through: texts(exact.through),
        incapacitated: texts(exact.incapacitated),
        outOfAmmo: fractionText(exact.outOfAmmo),
      }).toEqual(played);
    }
  });

  it("CORE-5 a 12-shot volley over the Frontier deck: distributions sum to 1, sensible means", () => {
    const odds = fireOdds({ needed: 3, shots: 12, cover: "soft", endurance: 2 });
    expect(odds.poolSize).toBe(50);
    expect(odds.hits).toHaveLength(13);
    expect(fractionText(sum(odds.hits))).toBe("1/1");
    expect(fractionText(sum(odds.through))).toBe("1/1");
    expect(fractionText(sum(odds.incapacitated))).toBe("1/1");
    // one shot: P(hit) = 21/50, P(out of ammo) = 4/50
    const one = fireOdds({ needed: 3, shots: 1, cover: "none", endurance: 1 });
    expect(texts(one.hits)).toEqual(["29/50", "21/50"]);
    expect(fractionText(one.outOfAmmo)).toBe("2/25");
    // with no cover every hit goes through
    const open = fireOdds({ needed: 2, shots: 4, cover: "none", endurance: 1 });
    expect(texts(open.through)).toEqual(texts(open.hits));
    // more shots, more hits through; hard cover saves more than soft
    const soft = fireOdds({ needed: 3, shots: 6, cover: "soft", endurance: 1 });
    const hard = fireOdds({ needed: 3, shots: 6, cover: "hard", endurance: 1 });
    expect(atLeast(hard.through, 1).value).toBeLessThan(atLeast(soft.through, 1).value);
    expect(texts(hard.hits)).toEqual(texts(soft.hits));
  });

  it("CORE-5.2 more than 6 holes needed: no chance, said before any card is drawn", () => {
    const odds = fireOdds({ needed: 7, shots: 3, cover: "none", endurance: 1 });
    expect(odds.noChance).toBe(true);
    expect(fractionText(odds.hits[0]!)).toBe("1/1");
    expect(fractionText(odds.incapacitated[1]!)).toBe("0/1");
  });

  it("odds over the remaining cards, and refusals of bad input", () => {
    const remaining = FRONTIER_DECK.cards.filter((c) => c.hit === 6 || c.hit === 0);
    const odds = fireOdds({ needed: 6, shots: 1, cover: "none", endurance: 1, pool: remaining });
    expect(texts(odds.hits)).toEqual(["11/15", "4/15"]);
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return error instanceof RulesError ? error.key : "other";
      }
      return "none";
    };
    expect(refused(() => fireOdds({ needed: 3, shots: -1, cover: "none", endurance: 1 }))).toBe(
      "COMBAT_PATROL.Error.oddsInput",
    );
    expect(refused(() => fireOdds({ needed: 3, shots: 1, cover: "none", endurance: 2, wounds: 2 }))).toBe(
      "COMBAT_PATROL.Error.oddsInput",
    );
    expect(refused(() => fireOdds({ needed: 3, shots: 1, cover: "none", endurance: 1, pool: [] }))).toBe(
      "COMBAT_PATROL.Error.oddsEmptyPool",
    );
  });

  it("CORE-1 a pool too small is not refused: the draws go on in the refill pile (the discard pile), then find no card", () => {
    const tiny = [card({ hit: 6 }), card({ hit: 6 })];
    // two hits and no card left for their effects
    const bare = fireOdds({ needed: 1, shots: 2, cover: "none", endurance: 1, pool: tiny });
    expect(texts(bare.hits)).toEqual(["0/1", "0/1", "1/1"]);
    expect(texts(bare.through)).toEqual(["1/1", "0/1", "0/1"]);
    // a refill of one miss: the third shot card and both effect cards come from it
    const refill = [card({ hit: 0, damage: "INCAPACITATE", cover: "NONE" })];
    const three = fireOdds({ needed: 1, shots: 3, cover: "none", endurance: 1, pool: tiny, refill });
    expect(texts(three.hits)).toEqual(["0/1", "0/1", "1/1", "0/1"]);
    expect(fractionText(three.noneDown)).toBe("1/1");
    const two = fireOdds({ needed: 1, shots: 2, cover: "none", endurance: 1, pool: tiny, refill });
    expect(texts(two.through)).toEqual(["0/1", "1/1", "0/1"]);
    expect(fractionText(two.noneDown)).toBe("0/1");
  });

  it("CORE-5.3/5.4 volleys of several shooters (distinct thresholds, bows and rifles) match every ordering", () => {
    const mk = (hit: ActionCard["hit"], damage: ActionCard["damage"], cover: ActionCard["cover"]) =>
      card({ hit, damage, cover });
    const deck = [
      mk(6, "INCAPACITATE", "NONE"),
      mk("OUT_OF_AMMO", "WOUND", "ANY"),
      mk(2, "WOUND", "HARD"),
      mk(4, "INCAPACITATE", "NONE"),
      mk(1, "WOUND", "NONE"),
      mk("OUT_OF_AMMO", "INCAPACITATE", "NONE"),
      mk(3, "WOUND", "ANY"),
    ];
    const volleys: [FireOddsShooter[], CoverKind][] = [
      [
        [
          { shots: 2, needed: 2, outOfAmmoEnds: true },
          { shots: 1, needed: 4, outOfAmmoEnds: false },
        ],
        "soft",
      ],
      [
        [
          { shots: 1, needed: 1, outOfAmmoEnds: false },
          { shots: 1, needed: 3, outOfAmmoEnds: true },
          { shots: 1, needed: 5, outOfAmmoEnds: true },
        ],
        "hard",
      ],
      [
        [
          { shots: 2, needed: 3, outOfAmmoEnds: true },
          { shots: 1, needed: 3, outOfAmmoEnds: true },
        ],
        "none",
      ],
      // two riflemen alike: counted as one group (0 or 1 card before an Out of Ammunition card, or 2 without)
      [
        [
          { shots: 2, needed: 3, outOfAmmoEnds: true },
          { shots: 2, needed: 3, outOfAmmoEnds: true },
        ],
        "soft",
      ],
      [
        [
          { shots: 1, needed: 2, outOfAmmoEnds: true },
          { shots: 1, needed: 2, outOfAmmoEnds: true },
          { shots: 2, needed: 5, outOfAmmoEnds: false },
        ],
        "hard",
      ],
    ];
    for (const [shooters, cover] of volleys) {
      const played = bruteForceVolley(deck, shooters, cover);
      const odds = fireOdds({ shooters, cover, endurance: 1, pool: deck });
      expect({
        hits: texts(odds.hits),
        ended: texts(odds.outOfAmmoEnded),
        unsaved: odds.unsaved.map(texts),
      }).toEqual(played);
      // one figure of Endurance 1 falls to any unsaved card
      expect(fractionText(odds.incapacitated[0]!)).toBe(played.unsaved[0]![0]);
    }
  });

  it("CORE-5.4 bows never stop: three bows of two shots are one bow of six; rifles are not", () => {
    const bows = fireOdds({
      shooters: [1, 2, 3].map(() => ({ shots: 2, needed: 3, outOfAmmoEnds: false })),
      cover: "soft",
      endurance: 2,
    });
    const one = fireOdds({ shooters: [{ shots: 6, needed: 3, outOfAmmoEnds: false }], cover: "soft", endurance: 2 });
    expect(texts(bows.hits)).toEqual(texts(one.hits));
    expect(texts(bows.through)).toEqual(texts(one.through));
    expect(fractionText(bows.outOfAmmo)).toBe("0/1");
    const rifles = fireOdds({
      shooters: [1, 2, 3].map(() => ({ shots: 2, needed: 3, outOfAmmoEnds: true })),
      cover: "soft",
      endurance: 2,
    });
    const shorthand = fireOdds({ needed: 3, shots: 6, cover: "soft", endurance: 2 });
    // Out of Ammunition loses at most one more shot of that rifleman, not the rest of the volley
    expect(atLeast(rifles.hits, 3).value).toBeGreaterThan(atLeast(shorthand.hits, 3).value);
    expect(texts(rifles.outOfAmmoEnded)).toHaveLength(4);
  });

  it("CORE-5 a Frontier volley with six thresholds: every distribution sums to 1, through and incapacitation follow from the unsaved split", () => {
    const shooters = [1, 2, 3, 4, 5, 6].map((needed) => ({ shots: 1, needed, outOfAmmoEnds: needed % 2 === 0 }));
    const odds = fireOdds({ shooters, cover: "hard", endurance: 1 });
    for (const ps of [odds.hits, odds.through, odds.incapacitated, odds.outOfAmmoEnded, odds.unsaved.flat()])
      expect(fractionText(sum(ps))).toBe("1/1");
    odds.through.forEach((p, x) =>
      expect(fractionText(p)).toBe(
        fractionText(sum(odds.unsaved.flatMap((row, w) => row.filter((_, i) => w + i === x)))),
      ),
    );
    expect(fractionText(odds.incapacitated[0]!)).toBe(fractionText(odds.unsaved[0]![0]!));
    for (const p of [...odds.hits, ...odds.through])
      expect(p.value).toBeCloseTo(Number(p.numerator) / Number(p.denominator), 12);
  });

  it("CORE-5 the volley is refused without shooters or with a broken shooter", () => {
    const key = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return error instanceof RulesError ? `${error.key} ${JSON.stringify(error.data)}` : "other";
      }
      return "none";
    };
    expect(key(() => fireOdds({ shooters: [], cover: "none", endurance: 1 }))).toBe(
      'COMBAT_PATROL.Error.oddsInput {"field":"shooters","value":0}',
    );
    expect(
      key(() => fireOdds({ shooters: [{ shots: 1.5, needed: 3, outOfAmmoEnds: true }], cover: "none", endurance: 1 })),
    ).toBe('COMBAT_PATROL.Error.oddsInput {"field":"shots","value":1.5}');
  });

  it("CORE-5 a volley beyond the group programme's limits (18 shots, 6 thresholds) is counted, not refused", () => {
    const many = [1, 2, 3, 4, 5, 6].map((needed) => ({ shots: 3, needed, outOfAmmoEnds: true }));
    const odds = fireOdds({ shooters: many, cover: "none", endurance: 1 });
    expect(fractionText(sum(odds.hits))).toBe("1/1");
    expect(fractionText(sum(odds.outOfAmmoEnded))).toBe("1/1");
    expect(odds.hits[0]!.value).toBeGreaterThan(0);
  });
});
