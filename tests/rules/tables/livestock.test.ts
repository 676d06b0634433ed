import { describe, expect, it } from "vitest";
import {
  LIVESTOCK,
  LIVESTOCK_RULES,
  defaultLivestockEndurance,
  isLivestockEndurance,
  livestock,
  livestockMovementCards,
  livestockRulesSchema,
  livestockSchema,
} from "@rules/tables/livestock";
import { rulesErrorKey } from "./helpers";
import { OW_TABLE_3 as TABLE_3 } from "../../helpers/printed-tables";

const GRADE_LETTER = { elite: "E", regular: "R", green: "G" } as const;
const signed = (n: number) => (n < 0 ? String(n) : `+${n}`);
const range = (e: { min: number; max: number }) => (e.min === e.max ? String(e.min) : `${e.min}-${e.max}`);

describe("OW-9.2.8 Table 3 Livestock Attributes", () => {
  it("OW-9.2.8 every column validates with its schema, in the printed order", () => {
    for (const a of LIVESTOCK) expect(livestockSchema.safeParse(a).error).toBeUndefined();
    expect(LIVESTOCK.map((a) => a.name)).toEqual(TABLE_3.columns);
    expect(livestockRulesSchema.safeParse(LIVESTOCK_RULES).error).toBeUndefined();
  });

  it.each(TABLE_3.columns.map((name, i) => [name, i] as const))("OW-9.2.8 %s as printed", (_name, i) => {
    const a = LIVESTOCK[i]!;
    expect([
      GRADE_LETTER[a.guts],
      a.accuracy === null ? "NA" : String(a.accuracy),
      signed(a.melee),
      range(a.endurance),
      String(a.reaction),
    ]).toEqual([TABLE_3.Guts[i], TABLE_3.Accuracy[i], TABLE_3.Melee[i], TABLE_3.Endurance[i], TABLE_3.Reaction[i]]);
  });

  it("OW-9.2.8 Bison E, +2, 4-5, 3 and Grizzly E, +3, 4-6, 2", () => {
    expect(livestock("ow.bison")).toMatchObject({
      guts: "elite",
      melee: 2,
      endurance: { min: 4, max: 5 },
      reaction: 3,
    });
    expect(livestock("ow.grizzly-bear")).toMatchObject({
      guts: "elite",
      melee: 3,
      endurance: { min: 4, max: 6 },
      reaction: 2,
    });
  });

  it("OW-9.2.8 Endurance is a range: a value inside is valid, outside is not; our default is the low end", () => {
    const cattle = livestock("ow.cattle");
    expect([1, 2, 3, 4, 5].map((n) => isLivestockEndurance(cattle, n))).toEqual([false, true, true, true, false]);
    expect(isLivestockEndurance(cattle, 2.5)).toBe(false);
    expect(defaultLivestockEndurance(livestock("ow.grizzly-bear"))).toBe(4);
    expect(defaultLivestockEndurance(livestock("ow.sheep"))).toBe(2);
  });

  it("OW-9.2.1 bison, cattle and horses move 2 cards, 3 charging; grizzly and sheep 1, 2 charging", () => {
    const cards = LIVESTOCK.map((a) => [a.id, livestockMovementCards(a, false), livestockMovementCards(a, true)]);
    expect(cards).toEqual([
      ["ow.bison", 2, 3],
      ["ow.cattle", 2, 3],
      ["ow.horses", 2, 3],
      ["ow.grizzly-bear", 1, 2],
      ["ow.sheep", 1, 2],
    ]);
  });

  it("OW-9.2.3 only cattle and horses can be herded, by a unit of 3 or more", () => {
    expect(LIVESTOCK.filter((a) => a.herdable).map((a) => a.id)).toEqual(["ow.cattle", "ow.horses"]);
    expect(LIVESTOCK_RULES.herdersMinFigures).toBe(3);
  });

  it("OW-9.2.4 foot move at quarter speed through a herd, mounted at half", () => {
    expect(LIVESTOCK_RULES.throughHerdSpeedFactor).toEqual({ foot: 0.25, mounted: 0.5 });
  });

  it("OW-9.2.5 / OW-9.2.6 only bears initiate melee and check morale; herds do not", () => {
    expect(LIVESTOCK.filter((a) => a.initiatesMelee).map((a) => a.id)).toEqual(["ow.grizzly-bear"]);
    expect(LIVESTOCK.filter((a) => a.checksMorale).map((a) => a.id)).toEqual(["ow.grizzly-bear"]);
  });

  it("OW-9.2.7 sheep flocks (and the lone bear) never stampede; a stampede moves 1 card per activation card", () => {
    expect(LIVESTOCK.filter((a) => a.stampedes).map((a) => a.id)).toEqual(["ow.bison", "ow.cattle", "ow.horses"]);
    expect(LIVESTOCK_RULES.stampedeCardsPerActivationCard).toBe(1);
  });

  it("OW-9.2.8 an unknown animal is refused", () => {
    expect(rulesErrorKey(() => livestock("ow.wolf"))).toBe("COMBAT_PATROL.Error.unknownTableEntry");
  });
});
