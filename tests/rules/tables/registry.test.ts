import { describe, expect, it } from "vitest";
import { TABLES, validateTables } from "@rules/tables/registry";
import * as tables from "@rules/tables";
import { frontierWeaponSchema } from "@rules/tables/frontier-weapons";

describe("OW-5 / NAP-3 / NAP-7.4 every table validates with its schema", () => {
  it("OW-5 NAP-7.4 validateTables finds no problem in the shipped tables", () => {
    expect(validateTables()).toEqual([]);
    expect(Object.keys(TABLES)).toHaveLength(15);
  });

  it("OW-5 a broken row is caught by its schema (a range band shorter than the one before)", () => {
    const broken = { ...tables.frontierWeapon("ow.rifle"), range: { short: 12, medium: 10, long: 48 } };
    expect(frontierWeaponSchema.safeParse(broken).success).toBe(false);
    const hth = { ...tables.frontierWeapon("ow.rifle"), hth: 0.5 };
    expect(frontierWeaponSchema.safeParse(hth).success).toBe(false);
  });

  it("OW-5 the tables index exports every table and lookup", () => {
    expect(tables.FRONTIER_WEAPONS).toHaveLength(18);
    expect(typeof tables.weaponsForYear).toBe("function");
    expect(typeof tables.loadingActivations).toBe("function");
    expect(typeof tables.cavalryBreakthrough).toBe("function");
  });
});
