import { describe, expect, it } from "vitest";
import {
  NAPOLEONIC_WEAPONS,
  NAP_ATTRIBUTE_DEFAULTS,
  NAP_BAYONET,
  napAttributeDefaultsSchema,
  napoleonicHth,
  napoleonicWeapon,
  napoleonicWeaponSchema,
  type NapoleonicWeapon,
} from "@rules/tables/napoleonic-weapons";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { rulesErrorKey } from "./helpers";

/**
 * NAP Table 1 - Napoleonic Era Weapons Data, transcribed from the Napoleonic seed (002).
 * Columns: Weapon | Short | Medium | Long | Reload | HtH; "-" = none. The bayonet row
 * ("Bayonet when affixed to musket or rifle +1") and the lance row ("Lance moving (not
 * moving) 3 (1)") are tested on their own.
 */
const TABLE_1 = `
Pistol | 2 | 4 | 8 | Yes | 0
Carbine | 4 | 8 | 16 | Yes | 1
Musket | 5 | 10 | 20 | Yes | 1
Rifle | 9 | 18 | 36 | Yes | 1
Bow | 6 | 12 | 24 | No | 1
Sword | - | - | - | - | 2
Hatchet or Tomahawk | - | - | - | - | 1
Axe | - | - | - | - | 3
`
  .trim()
  .split("\n")
  .map((line) => line.split(" | "));

const num = (c: string) => (c === "-" ? null : Number(c));

function asPrinted(w: NapoleonicWeapon): string[] {
  const cell = (v: number | null) => (v === null ? "-" : String(v));
  const reload = w.reload === "always" ? "Yes" : w.range.long === null ? "-" : "No";
  return [w.name, cell(w.range.short), cell(w.range.medium), cell(w.range.long), reload, cell(w.hth)];
}

describe("NAP-3 Table 1 - Napoleonic Era Weapons Data", () => {
  it("NAP-3 every row validates with its schema; ids are unique", () => {
    for (const w of NAPOLEONIC_WEAPONS) expect(napoleonicWeaponSchema.safeParse(w).error).toBeUndefined();
    expect(new Set(NAPOLEONIC_WEAPONS.map((w) => w.id)).size).toBe(NAPOLEONIC_WEAPONS.length);
    expect(NAPOLEONIC_WEAPONS.map((w) => w.name)).toEqual([
      "Pistol",
      "Carbine",
      "Musket",
      "Rifle",
      "Bow",
      "Lance",
      "Sword",
      "Hatchet or Tomahawk",
      "Axe",
    ]);
  });

  it.each(TABLE_1.map((cells) => [cells.join(" | "), cells] as const))("NAP-3 %s", (_line, cells) => {
    const w = NAPOLEONIC_WEAPONS.find((x) => x.name === cells[0]);
    expect(w).toBeDefined();
    expect(asPrinted(w!)).toEqual(cells);
    expect(w!.rof).toEqual({ short: 1, medium: 1, long: 1 });
    expect(w!.hth).toBe(num(cells[5]!));
  });

  it("NAP-3 bayonet: +1 to the musket and the rifle when affixed, nothing by itself", () => {
    expect(NAP_BAYONET.hthBonus).toBe(1);
    const withBayonet = NAPOLEONIC_WEAPONS.filter((w) => w.bayonetHth !== null).map((w) => [w.id, w.bayonetHth]);
    expect(withBayonet).toEqual([
      ["nap.musket", 2],
      ["nap.rifle", 2],
    ]);
    expect(napoleonicHth(napoleonicWeapon("nap.musket"), true)).toBe(2);
    expect(napoleonicHth(napoleonicWeapon("nap.musket"), false)).toBe(1);
    expect(napoleonicHth(napoleonicWeapon("nap.carbine"), true)).toBe(1);
  });

  it("NAP-3 / NAP-6.2.1.2 lance: 3 moving, 1 not moving; no range, no reload", () => {
    const lance = napoleonicWeapon("nap.lance");
    expect(lance.lanceHth).toEqual({ moving: 3, notMoving: 1 });
    expect(lance.hth).toBe(1);
    expect(lance.range).toEqual({ short: null, medium: null, long: null });
    expect(lance.reload).toBeNull();
  });

  it("NAP-3 sword 2, hatchet/tomahawk 1, axe 3 (NAP-8.1 engineers' axe HtH 3)", () => {
    expect(napoleonicWeapon("nap.sword").hth).toBe(2);
    expect(napoleonicWeapon("nap.hatchet-tomahawk").hth).toBe(1);
    expect(napoleonicWeapon("nap.axe").hth).toBe(3);
  });

  it("NAP-3.1 Reload Yes: every firearm is marked after every shot (ReloadKind always); the bow is not", () => {
    const firearms = NAPOLEONIC_WEAPONS.filter((w) => w.reload !== null).map((w) => w.id);
    expect(firearms).toEqual(["nap.pistol", "nap.carbine", "nap.musket", "nap.rifle"]);
    expect(NAPOLEONIC_WEAPONS.every((w) => w.reload === null || w.reload === "always")).toBe(true);
    expect(napoleonicWeapon("nap.bow").reload).toBeNull();
  });

  it("NAP-3 the muzzle-loaders have the same ranges as the OW muzzle-loading rows", () => {
    expect(napoleonicWeapon("nap.musket").range).toEqual(frontierWeapon("ow.musket").range);
    expect(napoleonicWeapon("nap.rifle").range).toEqual(frontierWeapon("ow.muzzle-loading-rifle").range);
    expect(napoleonicWeapon("nap.pistol").range).toEqual(frontierWeapon("ow.muzzle-loading-pistol").range);
  });

  it("NAP-3 an unknown id is refused", () => {
    expect(rulesErrorKey(() => napoleonicWeapon("nap.musketoon"))).toBe("COMBAT_PATROL.Error.unknownTableEntry");
  });

  it("NAP-3.3 default Endurance is 2 for Horse and Musket (base rules typically 3); NAP-8.2 Indians 1", () => {
    expect(napAttributeDefaultsSchema.safeParse(NAP_ATTRIBUTE_DEFAULTS).error).toBeUndefined();
    expect(NAP_ATTRIBUTE_DEFAULTS).toEqual({ endurance: 2, baseRulesEndurance: 3, indianEndurance: 1 });
  });
});
