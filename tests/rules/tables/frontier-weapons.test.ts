import { describe, expect, it } from "vitest";
import {
  FRONTIER_WEAPONS,
  frontierWeapon,
  frontierWeaponSchema,
  weaponAvailability,
  weaponsByAvailability,
  weaponsForYear,
  type FrontierWeapon,
} from "@rules/tables/frontier-weapons";
import { maxRange, rangeBandAt, rateOfFire, weaponProfileSchema } from "@rules/tables/common";
import type { WeaponProfile } from "@rules/model";
import { errorText, rulesErrorKey } from "./helpers";
import { OW_TABLE_1 as TABLE_1 } from "../../helpers/printed-tables";

interface Printed {
  name: string;
  range: [number | null, number | null, number | null];
  rof: [number, number, number];
  he: [boolean, boolean, boolean];
  reload: string | null;
  hth: number | null;
  bayonet: number | null;
  lance: { moving: number; notMoving: number } | null;
  date: number | null;
}

/** Read one printed row the way a person reads the book. */
function read(cells: readonly string[]): Printed {
  const name = cells[0]!;
  const lanceCell = /^Moving \(not moving\) (\d+) \((\d+)\)$/.exec(cells[1]!);
  const [rangeCells, rest] = lanceCell ? [[] as string[], cells.slice(2)] : [cells.slice(1, 4), cells.slice(4)];
  const bandCell = (c: string | undefined) => {
    if (c === undefined || c === "--") return { range: null, rof: 1, he: false };
    const m = /^(\d+)(?: \((\d+|HE)\))?$/.exec(c);
    if (!m) throw new Error(`unreadable cell ${c}`);
    return { range: Number(m[1]), rof: m[2] && m[2] !== "HE" ? Number(m[2]) : 1, he: m[2] === "HE" };
  };
  const b = [bandCell(rangeCells[0]), bandCell(rangeCells[1]), bandCell(rangeCells[2])] as const;
  const [reload, hthCell, date] = rest as [string, string, string];
  const hth = /^(\d+)(?: \((\d+)\))?$/.exec(hthCell);
  return {
    name,
    range: [b[0].range, b[1].range, b[2].range],
    rof: [b[0].rof, b[1].rof, b[2].rof],
    he: [b[0].he, b[1].he, b[2].he],
    reload: reload === "--" ? null : reload.toLowerCase(),
    hth: hth ? Number(hth[1]) : null,
    bayonet: hth?.[2] ? Number(hth[2]) : null,
    lance: lanceCell ? { moving: Number(lanceCell[1]), notMoving: Number(lanceCell[2]) } : null,
    date: date === "Any" ? null : Number(date),
  };
}

function asPrinted(w: FrontierWeapon): Printed {
  return {
    name: w.name,
    range: [w.range.short, w.range.medium, w.range.long],
    rof: [w.rof.short, w.rof.medium, w.rof.long],
    he: [w.heBands.short, w.heBands.medium, w.heBands.long],
    reload: w.reload,
    hth: w.hth,
    bayonet: w.bayonetHth,
    lance: w.lanceHth,
    date: w.date,
  };
}

describe("OW-5 Table 1 - Frontier Weapons Data", () => {
  it("OW-5 has the 18 printed rows in the printed order, with unique ids", () => {
    expect(TABLE_1).toHaveLength(18);
    expect(FRONTIER_WEAPONS).toHaveLength(18);
    expect(FRONTIER_WEAPONS.map((w) => w.name)).toEqual(TABLE_1.map((cells) => cells[0]));
    expect(new Set(FRONTIER_WEAPONS.map((w) => w.id)).size).toBe(18);
  });

  it("OW-5 every row validates with its schema and as a WeaponProfile", () => {
    for (const w of FRONTIER_WEAPONS) {
      expect(frontierWeaponSchema.safeParse(w).error).toBeUndefined();
      const { id, range, rof, reload, hth, he } = w;
      const profile: WeaponProfile = { id, range, rof, reload, hth, he };
      expect(weaponProfileSchema.safeParse(profile).error).toBeUndefined();
    }
  });

  it.each(TABLE_1.map((cells, i) => [cells.join(" | "), i] as const))("OW-5 %s", (_line, i) => {
    expect(asPrinted(FRONTIER_WEAPONS[i]!)).toEqual(read(TABLE_1[i]!));
  });

  it("OW-5 Cap and Ball Revolver is 2(2)/4(2)/8, Double, HtH 2, 1853", () => {
    const w = frontierWeapon("ow.cap-and-ball-revolver");
    expect(w.range).toEqual({ short: 2, medium: 4, long: 8 });
    expect(w.rof).toEqual({ short: 2, medium: 2, long: 1 });
    expect(w.reload).toBe("double");
    expect(w.hth).toBe(2);
    expect(w.bayonetHth).toBeNull();
    expect(w.date).toBe(1853);
  });

  it("OW-5 Gatling Gun is 12(3)/24(3)/48(2), Double, no HtH, 1866", () => {
    const w = frontierWeapon("ow.gatling-gun");
    expect(w.range).toEqual({ short: 12, medium: 24, long: 48 });
    expect(w.rof).toEqual({ short: 3, medium: 3, long: 2 });
    expect(w.reload).toBe("double");
    expect(w.hth).toBeNull();
    expect(w.kind).toBe("machine-gun");
  });

  it("OW-5 Rifle (bayonet) keeps HtH 0 and the bayonet value 1 apart", () => {
    const w = frontierWeapon("ow.rifle");
    expect([w.hth, w.bayonetHth, w.reload, w.date]).toEqual([0, 1, "normal", 1864]);
  });

  it("OW-5 Lance: HtH column 1, moving 3 / not moving 1, no range and no reload", () => {
    const w = frontierWeapon("ow.lance");
    expect(w.hth).toBe(1);
    expect(w.lanceHth).toEqual({ moving: 3, notMoving: 1 });
    expect(w.range).toEqual({ short: null, medium: null, long: null });
    expect(w.reload).toBeNull();
    expect(maxRange(w)).toBeNull();
  });

  it("OW-5 Dynamite is 1/2/4 inches, each band (HE), no reload, no HtH, 1869, small template", () => {
    const w = frontierWeapon("ow.dynamite");
    expect(w.range).toEqual({ short: 1, medium: 2, long: 4 });
    expect(w.heBands).toEqual({ short: true, medium: true, long: true });
    expect(w.he).toBe("small");
    expect([w.reload, w.hth, w.date]).toEqual([null, null, 1869]);
    expect(FRONTIER_WEAPONS.filter((x) => x.he !== null).map((x) => x.id)).toEqual(["ow.dynamite"]);
  });

  it("OW-5 the Date column: Any on 11 rows, dated rows 1853-1875", () => {
    const dated = FRONTIER_WEAPONS.filter((w) => w.date !== null).map((w) => [w.id, w.date]);
    expect(dated).toEqual([
      ["ow.cap-and-ball-revolver", 1853],
      ["ow.rifle", 1864],
      ["ow.carbine", 1864],
      ["ow.gatling-gun", 1866],
      ["ow.revolver", 1869],
      ["ow.shotgun", 1875],
      ["ow.dynamite", 1869],
    ]);
  });

  it("OW-5 an unknown weapon id is refused with a localized error", () => {
    const key = rulesErrorKey(() => frontierWeapon("ow.laser"));
    expect(key).toBe("COMBAT_PATROL.Error.unknownTableEntry");
    expect(errorText(key)).toContain("{id}");
  });
});

describe("CORE-5 range bands and rate of fire read from Table 1", () => {
  it("CORE-5.1 a distance falls in the first band that reaches it; limits are inclusive", () => {
    const rifle = frontierWeapon("ow.rifle");
    expect(rangeBandAt(rifle, 0)).toBe("short");
    expect(rangeBandAt(rifle, 12)).toBe("short");
    expect(rangeBandAt(rifle, 12.1)).toBe("medium");
    expect(rangeBandAt(rifle, 24)).toBe("medium");
    expect(rangeBandAt(rifle, 48)).toBe("long");
    expect(rangeBandAt(rifle, 48.5)).toBeNull();
  });

  it("CORE-5.1 the Derringer has no short band: up to 1 inch is medium, beyond is out of range", () => {
    const d = frontierWeapon("ow.derringer");
    expect(rangeBandAt(d, 0.5)).toBe("medium");
    expect(rangeBandAt(d, 1)).toBe("medium");
    expect(rangeBandAt(d, 1.5)).toBeNull();
  });

  it("CORE-5.1 a melee weapon has no band at any distance", () => {
    expect(rangeBandAt(frontierWeapon("ow.sword"), 0)).toBeNull();
  });

  it("CORE-5.1 a negative or non-finite distance is refused", () => {
    const rifle = frontierWeapon("ow.rifle");
    expect(rulesErrorKey(() => rangeBandAt(rifle, -1))).toBe("COMBAT_PATROL.Error.badDistance");
    expect(rulesErrorKey(() => rangeBandAt(rifle, Number.NaN))).toBe("COMBAT_PATROL.Error.badDistance");
    expect(errorText("COMBAT_PATROL.Error.badDistance")).toBeDefined();
  });

  it("CORE-5.3 one card per shot: the shotgun fires 3 / 2 / 1, the rifle 1 in every band", () => {
    const shotgun = frontierWeapon("ow.shotgun");
    expect([rateOfFire(shotgun, "short"), rateOfFire(shotgun, "medium"), rateOfFire(shotgun, "long")]).toEqual([
      3, 2, 1,
    ]);
    const rifle = frontierWeapon("ow.rifle");
    expect([rateOfFire(rifle, "short"), rateOfFire(rifle, "medium"), rateOfFire(rifle, "long")]).toEqual([1, 1, 1]);
  });
});

describe("OW-5.1d Date: scenario-year availability", () => {
  const ids = (ws: readonly FrontierWeapon[]) => ws.map((w) => w.id);
  const UNDATED = [
    "ow.muzzle-loading-pistol",
    "ow.muzzle-loading-carbine",
    "ow.musket",
    "ow.muzzle-loading-rifle",
    "ow.muzzle-loading-shotgun",
    "ow.derringer",
    "ow.bow",
    "ow.lance",
    "ow.sword",
    "ow.hatchet-bowie-knife",
    "ow.axe",
  ];

  it("OW-5.1d Date Any is 'any' in every year", () => {
    expect(weaponAvailability(frontierWeapon("ow.musket"), 1820)).toBe("any");
    expect(weaponAvailability(frontierWeapon("ow.musket"), 1900)).toBe("any");
  });

  it("OW-5.1d before its Date a weapon is rare; from its Date on it is available", () => {
    const revolver = frontierWeapon("ow.revolver");
    expect(weaponAvailability(revolver, 1868)).toBe("rare");
    expect(weaponAvailability(revolver, 1869)).toBe("available");
    expect(weaponAvailability(revolver, 1870)).toBe("available");
  });

  it("OW-5.1d a scenario in 1850 (mountain men) has only the undated weapons", () => {
    expect(ids(weaponsForYear(1850))).toEqual(UNDATED);
  });

  it("OW-5.1d the seed's example: 1870 has revolvers and cap and ball revolvers, not yet shotguns", () => {
    const ids1870 = ids(weaponsForYear(1870));
    expect(ids1870).toContain("ow.revolver");
    expect(ids1870).toContain("ow.cap-and-ball-revolver");
    expect(ids1870).toContain("ow.muzzle-loading-rifle");
    expect(ids1870).not.toContain("ow.shotgun");
    expect(ids1870).toHaveLength(17);
  });

  it("OW-5.1d 1865 adds the cap and ball revolver, rifle and carbine; not the Gatling (1866)", () => {
    expect(ids(weaponsForYear(1865))).toEqual([
      ...UNDATED.slice(0, 6),
      "ow.cap-and-ball-revolver",
      "ow.rifle",
      "ow.carbine",
      ...UNDATED.slice(6),
    ]);
  });

  it("OW-5.1d from 1875 every weapon is in general use; no year set means no filter", () => {
    expect(weaponsForYear(1875)).toHaveLength(18);
    expect(weaponsForYear(null)).toHaveLength(18);
    expect(weaponAvailability(frontierWeapon("ow.gatling-gun"), null)).toBe("available");
  });

  it("OW-5.1d weaponsByAvailability flags the rare ones for a picker", () => {
    const rare = weaponsByAvailability(1866)
      .filter((e) => e.availability === "rare")
      .map((e) => e.weapon.id);
    expect(rare).toEqual(["ow.revolver", "ow.shotgun", "ow.dynamite"]);
  });

  it("OW-5.1d a year that is not a whole number is refused", () => {
    expect(rulesErrorKey(() => weaponsForYear(1870.5))).toBe("COMBAT_PATROL.Error.badYear");
    expect(rulesErrorKey(() => weaponAvailability(frontierWeapon("ow.bow"), Number.NaN))).toBe(
      "COMBAT_PATROL.Error.badYear",
    );
    expect(errorText("COMBAT_PATROL.Error.badYear")).toBeDefined();
  });
});
