import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { oldWestReload, outOfAmmoMarkers, reloadAction, weaponForScenario } from "@rules/old-west";
import { resolveFire, type FireInput } from "@rules/procedures/fire";
import { FRONTIER_WEAPONS, frontierWeapon } from "@rules/tables";
import { card } from "../../helpers/cards";
import { figure, figures, rules } from "./fixtures";

const fireWith = (weaponId: string, rangeInches = 10): FireInput => ({
  unitId: "A",
  shooters: [{ figure: figure("s"), weapon: frontierWeapon(weaponId), rangeInches }],
  target: {
    unitId: "B",
    figures: figures("t", 4).map((f) => ({ figure: f, cover: "none" as const })),
    closeOrder: false,
  },
});
const hooks = { hooks: { reload: oldWestReload() } };

describe("OW-5 Frontier weapons", () => {
  it("OW-5 Table 1 has 18 weapons; the fire procedure draws the bracketed rate of fire", () => {
    expect(FRONTIER_WEAPONS).toHaveLength(18);
    // Shotgun 3 (3): three cards at short range.
    const r = resolveFire(
      fireWith("ow.shotgun", 2),
      fixedSource([card({ hit: 0 }), card({ hit: 0 }), card({ hit: 0 })]),
      hooks,
    );
    expect(r.shots).toHaveLength(3);
  });

  it("OW-5.1a Normal: an Out of Ammunition result puts one marker and ends the shooting", () => {
    const r = resolveFire(fireWith("ow.revolver", 2), fixedSource([card({ hit: "OUT_OF_AMMO" })]), hooks);
    expect(r.outOfAmmo).toEqual([{ figureId: "s", markers: 1, ended: true }]);
    expect(r.shots).toHaveLength(1);
  });

  it("OW-5.1b Double: an Out of Ammunition result puts two markers; one activation removes one", () => {
    const r = resolveFire(fireWith("ow.cap-and-ball-revolver", 2), fixedSource([card({ hit: "OUT_OF_AMMO" })]), hooks);
    expect(r.effects).toContainEqual({ kind: "outOfAmmo", unitId: "A", figureId: "s", delta: 2 });
    const first = reloadAction("A", figure("s", { outOfAmmo: 2 }));
    expect([first.removed, first.remaining, first.ready, first.cost.activations]).toEqual([1, 1, false, 1]);
    expect(first.effects).toEqual([{ kind: "outOfAmmo", unitId: "A", figureId: "s", delta: -1 }]);
    expect(reloadAction("A", figure("s", { outOfAmmo: 1 })).ready).toBe(true);
    expect(() => reloadAction("A", figure("s"))).toThrow(/nothingToReload/);
  });

  it("OW-5.1c Always: marked Out of Ammunition after firing (once, whatever the rate of fire)", () => {
    const rifle = resolveFire(fireWith("ow.muzzle-loading-rifle"), fixedSource([card({ hit: 6 }), card()]), hooks);
    expect(rifle.outOfAmmo).toEqual([{ figureId: "s", markers: 1, ended: false }]);
    const shotgun = resolveFire(fireWith("ow.muzzle-loading-shotgun", 2), fixedSource([card(), card(), card()]), hooks);
    expect(shotgun.shots).toHaveLength(3);
    expect(shotgun.outOfAmmo.map((o) => o.markers)).toEqual([1]);
  });

  it("OW-5.1c Always with Out of Ammunition: even randomizer = fouled, 2 markers; odd = 1 marker", () => {
    const even = resolveFire(fireWith("ow.musket"), fixedSource([card({ hit: "OUT_OF_AMMO", randomizer: 4 })]), hooks);
    expect(even.outOfAmmo).toEqual([
      { figureId: "s", markers: 2, ended: true, note: "COMBAT_PATROL.OldWest.Reload.fouled" },
    ]);
    expect(even.cards[0]!.sections).toEqual(["hit", "randomizer"]);
    const odd = resolveFire(fireWith("ow.musket"), fixedSource([card({ hit: "OUT_OF_AMMO", randomizer: 7 })]), hooks);
    expect(odd.outOfAmmo.map((o) => o.markers)).toEqual([1]);
    expect(outOfAmmoMarkers(frontierWeapon("ow.derringer"), card({ randomizer: 10 })).markers).toBe(2);
  });

  it("OW-5.1d weapons by scenario year: rare before their Date, available after, Any always", () => {
    const in1865 = rules({ year: 1865 });
    expect(weaponForScenario("ow.revolver", in1865)).toMatchObject({ availability: "rare", rare: true });
    expect(weaponForScenario("ow.revolver", rules({ year: 1869 })).rare).toBe(false);
    expect(weaponForScenario("ow.rifle", in1865).availability).toBe("available");
    expect(weaponForScenario("ow.musket", in1865).availability).toBe("any");
    expect(weaponForScenario("ow.revolver").availability).toBe("available");
  });
});
