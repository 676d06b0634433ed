import { describe, expect, it } from "vitest";
import { textHash } from "@rules/cards/random";
import { fireOdds } from "@rules/odds/fire";
import { fractionText, type Probability } from "@rules/odds/fraction";

/**
 * The bench's volley (tools/bench/odds.ts): 6 shooters of 2 shots needing 3 holes, Out of
 * Ammunition ends a shooter, a target of Endurance 2 in soft cover, the full Frontier deck. Its
 * figures pinned to the last bit of the value and the last digit of the fraction, so that a
 * faster way of counting them cannot move one.
 */
const volley = () =>
  fireOdds({
    shooters: Array.from({ length: 6 }, () => ({ shots: 2, needed: 3, outOfAmmoEnds: true })),
    cover: "soft",
    endurance: 2,
  });
const values = (ps: readonly Probability[]) => ps.map((p) => p.value);

describe("the bench volley's exact figures, pinned (CORE-5)", () => {
  it("CORE-5.3 hits: values and fractions", () => {
    // values read first (the dialog's path), fractions from a fresh volley
    expect(values(volley().hits)).toEqual([
      0.0009677824079567447, 0.010591453623588336, 0.04984977656017483, 0.1332117292721001, 0.22459097453025398,
      0.25094673793506483, 0.18987317625749825, 0.09761181417132067, 0.033674435898695176, 0.007559793914731965,
      0.0010414581286596915, 0.00007844612331015176, 0.0000024211766453750544,
    ]);
    expect(volley().hits.map(fractionText)).toEqual([
      "766229/791736855",
      "30747362/2903035135",
      "665692003/13353961621",
      "10673425921/80123769726",
      "29991792543/133539616210",
      "3046484643/12139965110",
      "1811113649/9538544015",
      "138670683/1420634215",
      "321205089/9538544015",
      "5546879/733734155",
      "3820767/3668670775",
      "26163/333515525",
      "323/133406210",
    ]);
  });

  it("CORE-5.5 hits through soft cover: values and fractions", () => {
    expect(values(volley().through)).toEqual([
      0.013544422350727354, 0.07698641946358918, 0.18925575722326332, 0.26576227040921063, 0.2369933937017293,
      0.1410179624948172, 0.05720869125078832, 0.015869793717924727, 0.002969960930071617, 0.000362958656868223,
      0.00002723760056876441, 0.0000011137123249305682, 1.8488116436171702e-8,
    ]);
    expect(volley().through.map(fractionText)).toEqual([
      "90533812576723687403/6684213636609012504000",
      "2916030823935937692497/37877210607451070856000",
      "210837652206416881183/1114035606101502084000",
      "7549750115853023860079/28407907955588303142000",
      "4488324342907484559341/18938605303725535428000",
      "890227844141638001553/6312868434575178476000",
      "4199429548609985423/73405446913664866000",
      "75137939868829857241/4734651325931383857000",
      "37497945214741299681/12625736869150356952000",
      "3172583420306595893/8740894755565631736000",
      "634273763762/23286697451954475",
      "116598900709/104693912511266400",
      "532439/28798985653200",
    ]);
  });

  it("CORE-5.6 incapacitation of an Endurance 2 figure, unsaved damage, none down, Out of Ammunition", () => {
    expect(values(volley().incapacitated)).toEqual([0.05955095353759836, 0.9404490464624017]);
    expect(volley().incapacitated.map(fractionText)).toEqual([
      "242292093040312386443/4068651778805485872000",
      "3826359685765173485557/4068651778805485872000",
    ]);
    const unsaved = volley().unsaved;
    expect(unsaved.slice(0, 3).map((row) => values(row.slice(0, 3)))).toEqual([
      [0.013544422350727354, 0.03097988827671818, 0.0291488177126635],
      [0.046006531186871, 0.0936249705186443, 0.07769189336351476],
      [0.0664819689919555, 0.11932854248127651, 0.08638316931279963],
    ]);
    // every entry of the unsaved WOUND × INCAPACITATE table, value and fraction
    expect(
      textHash(
        unsaved
          .flat()
          .map((p) => `${p.value}:${fractionText(p)}`)
          .join(","),
      ),
    ).toBe(3577481778);
    const odds = volley();
    expect([odds.noneDown.value, fractionText(odds.noneDown)]).toEqual([
      0.21842103170197796,
      "23164902372843188584981/106056189700862998396800",
    ]);
    expect([odds.outOfAmmo.value, fractionText(odds.outOfAmmo)]).toEqual([0.6794832826747721, "4471/6580"]);
  });
});
