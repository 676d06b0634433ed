import { describe, expect, it } from "vitest";
import {
  availabilityInYear,
  effectiveGrade,
  figureState,
  gunState,
  herdState,
  isWounded,
  teamAttributes,
  unitState,
  wagonState,
  weaponProfile,
  woundedMovementMultiplier,
  woundsIncapacitate,
} from "@foundry/data/derive";
import { parsePartId, partId } from "@rules/parts";
import { DEFAULTS, chargeTemplate, weaponSourceFromRow } from "@foundry/data/sources";
import { ruleFlagsOf } from "@foundry/data/rule-flags";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";

const figure = (over: Partial<ReturnType<typeof DEFAULTS.figure>> = {}) => ({ ...DEFAULTS.figure(), ...over });

describe("schema defaults", () => {
  it("NAP-3.3 a new figure is a Regular with Endurance 2, unwounded, no states", () => {
    const f = DEFAULTS.figure();
    expect(f).toMatchObject({
      guts: "regular",
      accuracy: "regular",
      endurance: 2,
      reaction: 3,
      wounds: 0,
      outOfAmmo: 0,
    });
    expect(Object.values(f.states).every((v) => v === false)).toBe(true);
  });

  it("defaults are fresh objects (no shared arrays between documents)", () => {
    const a = DEFAULTS.unit();
    a.members.push("Actor.x");
    expect(DEFAULTS.unit().members).toEqual([]);
  });

  it("OW-9.2.8 a new herd carries the cattle column of Table 3", () => {
    expect(DEFAULTS.herd()).toMatchObject({ species: "cattle", guts: "regular", melee: 1, endurance: 2, reaction: 2 });
  });

  it("OW-9.3 a new buckboard has the two-animal team of the wagons table", () => {
    expect(DEFAULTS.wagon().team).toEqual({ state: "ok", animals: 2 });
  });

  it("OW-6a stick = small HE template, bundle = medium", () => {
    expect(chargeTemplate("stick")).toBe("small");
    expect(chargeTemplate("bundle")).toBe("medium");
  });
});

describe("figure derived data", () => {
  it("CORE-5.6 one wound makes a figure wounded; wounds equal to Endurance incapacitate", () => {
    expect(isWounded(figure({ wounds: 0 }))).toBe(false);
    expect(isWounded(figure({ wounds: 1 }))).toBe(true);
    expect(woundsIncapacitate(figure({ wounds: 1, endurance: 2 }))).toBe(false);
    expect(woundsIncapacitate(figure({ wounds: 2, endurance: 2 }))).toBe(true);
  });

  it("CORE-8 a wounded figure moves at the engine's wounded factor (half)", () => {
    expect(woundedMovementMultiplier(figure({ wounds: 1 }), "old-west")).toBe(
      PROCEDURE_DEFAULTS.movement.woundedFactor,
    );
    expect(woundedMovementMultiplier(figure({ wounds: 1 }), "old-west")).toBe(0.5);
    expect(woundedMovementMultiplier(figure({ wounds: 0 }), "old-west")).toBe(1);
  });

  it("NAP-6.1.1 / OW-7.1a a wounded mounted figure is not halved, in both eras", () => {
    const rider = figure({ wounds: 1, states: { ...DEFAULTS.figure().states, mounted: true } });
    expect(woundedMovementMultiplier(rider, "napoleonic")).toBe(1);
    expect(woundedMovementMultiplier(rider, "old-west")).toBe(1);
  });

  it("the wounded factor is data: another movement table changes it", () => {
    const data = { movement: { ...PROCEDURE_DEFAULTS.movement, woundedFactor: 0.25 } };
    expect(woundedMovementMultiplier(figure({ wounds: 2 }), "old-west", data)).toBe(0.25);
  });
});

describe("figure -> FigureState", () => {
  it("CORE-4/CORE-8 copies attributes, states, leader and traits", () => {
    const s = figure({
      guts: "elite",
      accuracy: "green",
      melee: 2,
      endurance: 3,
      wounds: 1,
      outOfAmmo: 2,
      states: { stunned: true, pinned: false, mounted: true, hidden: false, incapacitated: false },
      leader: { rank: "squad", trained: false },
      hero: true,
      horsemanship: true,
      indian: true,
      dynamite: { sticks: 2, bundles: 1 },
      ruleFlags: { lance: true },
    });
    const state = figureState("Actor.abc", "Hale", s, "ow.revolver");
    expect(state).toMatchObject({
      id: "Actor.abc",
      name: "Hale",
      guts: "elite",
      accuracy: "green",
      melee: 2,
      endurance: 3,
      wounds: 1,
      outOfAmmo: 2,
      stunned: true,
      mounted: true,
      pinned: false,
      hero: true,
      leaderRank: "squad",
      trained: false,
      horsemanship: true,
      weaponId: "ow.revolver",
    });
    expect(state.flags).toEqual({ lance: true, indian: true, dynamiteSticks: 2, dynamiteBundles: 1 });
  });

  it("rule flags keep only values the engine reads", () => {
    expect(ruleFlagsOf({ a: 1, b: "x", c: null, d: true, e: { nested: 1 }, f: [1], g: Number.NaN })).toEqual({
      a: 1,
      b: "x",
      c: null,
      d: true,
    });
    expect(ruleFlagsOf(null)).toEqual({});
    expect(ruleFlagsOf([1, 2])).toEqual({});
  });

  it("CORE-8 the translators hand the engine only readable rule flags (the stored object is free)", () => {
    const stored = { lance: true, junk: { nested: 1 }, list: [1] };
    expect(figureState("Actor.abc", "Hale", figure({ ruleFlags: stored }), null).flags).toEqual({
      lance: true,
      indian: false,
      dynamiteSticks: 0,
      dynamiteBundles: 0,
    });
    expect(unitState("Actor.u", "Posse", { ...DEFAULTS.unit(), ruleFlags: stored }, [], false).flags).toEqual({
      lance: true,
      era: "old-west",
    });
    expect(herdState("Actor.h", "Herd", { ...DEFAULTS.herd(), ruleFlags: stored }).flags).not.toHaveProperty("junk");
  });
});

describe("units", () => {
  const hale = figureState("Actor.hale", "Hale", figure(), null);
  const jones = figureState("Actor.jones", "Jones", figure(), null);

  it("NAP-5.5 close order counts one grade better", () => {
    expect(effectiveGrade("green", true)).toBe("regular");
    expect(effectiveGrade("regular", true)).toBe("elite");
    expect(effectiveGrade("elite", true)).toBe("elite");
    expect(effectiveGrade("green", false)).toBe("green");
  });

  it("CORE-3/CORE-7 unit state: kind, die, markers, close order from the caller", () => {
    const s = {
      ...DEFAULTS.unit(),
      kind: "cavalry" as const,
      grade: "green" as const,
      members: ["Actor.hale", "Actor.jones"],
      leaderId: "Actor.hale",
      commandDie: 4,
      moraleMarkers: 3,
    };
    const u = unitState("Actor.u1", "1st Squad", s, [hale, jones], true);
    expect(u).toMatchObject({
      id: "Actor.u1",
      kind: "mounted",
      grade: "green",
      leaderId: "Actor.hale",
      commandDie: 4,
      moraleMarkers: 3,
      closeOrder: true,
    });
    expect(u.figures.map((f) => f.id)).toEqual(["Actor.hale", "Actor.jones"]);
    expect(u.flags).toMatchObject({ era: "old-west" });
  });

  it("CORE-11 a leader who is no longer among the figures leaves the unit leaderless", () => {
    const s = { ...DEFAULTS.unit(), members: ["Actor.jones"], leaderId: "Actor.hale" };
    expect(unitState("Actor.u1", "u", s, [jones], false).leaderId).toBeNull();
  });

  it("OW-9.2.2 a herd is one unit with one figure per animal left, ids <herd>#animal-N", () => {
    const h = herdState("Actor.h", "Longhorns", {
      ...DEFAULTS.herd(),
      animals: 3,
      stunned: true,
      stampede: { active: true, clock: 4 },
    });
    expect(h.kind).toBe("herd");
    expect(h.figures.map((f) => f.id)).toEqual(["Actor.h#animal-1", "Actor.h#animal-2", "Actor.h#animal-3"]);
    expect(h.figures.every((f) => f.stunned && f.guts === "regular" && f.melee === 1)).toBe(true);
    expect(h.flags).toMatchObject({ stampeding: true, stampedeClock: 4 });
  });

  it("OW-9.3a/OW-9.3d a wagon: driver's Guts, driver + passengers + the team as one figure", () => {
    const driver = figureState("Actor.d", "Driver", figure({ guts: "elite" }), null);
    const w = wagonState(
      "Actor.w",
      "Coach",
      { ...DEFAULTS.wagon(), team: { state: "wounded", animals: 4 } },
      driver,
      [hale],
      "Team",
    );
    expect(w.grade).toBe("elite");
    expect(w.leaderId).toBe("Actor.d");
    expect(w.figures.map((f) => f.id)).toEqual(["Actor.d", "Actor.hale", "Actor.w#team"]);
    const team = w.figures[2]!;
    expect(team.wounds).toBe(1);
    expect(team.endurance).toBe(teamAttributes().endurance);
  });

  it("OW-5.2d the limber is a figure only while it is on the table", () => {
    const onTable = gunState(
      "Actor.g",
      "Gatling",
      { ...DEFAULTS.gun(), limber: { distance: 3, state: "ok" } },
      [hale],
      "Limber",
    );
    const off = gunState("Actor.g", "Gatling", DEFAULTS.gun(), [hale], "Limber");
    expect(onTable.figures.map((f) => f.id)).toEqual(["Actor.hale", "Actor.g#limber"]);
    expect(off.figures.map((f) => f.id)).toEqual(["Actor.hale"]);
    expect(onTable.flags).toMatchObject({ gun: "gatling", artilleryId: null, limberDistance: 3 });
  });

  it("NAP-7.4 an artillery piece names its Table 3 row", () => {
    const g = gunState(
      "Actor.g",
      "Gun",
      { ...DEFAULTS.gun(), kind: "artillery", weightClass: "8-12", round: "canister" },
      [],
      "Limber",
    );
    expect(g.flags).toMatchObject({ artilleryId: "nap.gun-8-12", round: "canister" });
  });

  it("part ids round-trip; a plain actor id has no part", () => {
    expect(parsePartId(partId("Scene.s.Token.t.Actor.a", "animal", 3))).toEqual({
      actorId: "Scene.s.Token.t.Actor.a",
      part: "animal",
      index: 3,
    });
    expect(parsePartId(partId("Actor.w", "team"))).toEqual({ actorId: "Actor.w", part: "team", index: null });
    expect(parsePartId("Actor.x")).toEqual({ actorId: "Actor.x", part: null, index: null });
    expect(parsePartId("Actor.x#bogus")).toEqual({ actorId: "Actor.x#bogus", part: null, index: null });
  });
});

describe("weapons", () => {
  it("OW-5 a table row becomes the stored weapon field for field", () => {
    const s = weaponSourceFromRow(frontierWeapon("ow.muzzle-loading-shotgun"));
    expect(s).toMatchObject({ tableId: "ow.muzzle-loading-shotgun", era: "old-west", reload: "always", hth: 0 });
    expect(s.range).toEqual({ short: 3, medium: 6, long: 12 });
    expect(s.rof).toEqual({ short: 3, medium: 2, long: 1 });
  });

  it("NAP-3 a Napoleonic lance keeps moving (not moving) 3 (1)", () => {
    const s = weaponSourceFromRow(napoleonicWeapon("nap.lance"));
    expect(s).toMatchObject({ era: "napoleonic", hth: 1, hthMoving: 3, reload: null, date: null });
  });

  it("OW-5.2a the Gatling gun row is crew-served", () => {
    expect(weaponSourceFromRow(frontierWeapon("ow.gatling-gun")).crewServed).toBe(true);
  });

  it("the WeaponProfile id is the table row, or the item's UUID for a home-made weapon", () => {
    const row = weaponSourceFromRow(frontierWeapon("ow.revolver"));
    expect(weaponProfile(row, "Item.x").id).toBe("ow.revolver");
    expect(weaponProfile({ ...row, tableId: "" }, "Item.x").id).toBe("Item.x");
  });

  it("OW-5.1d a weapon dated 1873 is rare in 1866 and available in 1876; Any is always 'any'", () => {
    expect(availabilityInYear({ date: 1873 }, 1866)).toBe("rare");
    expect(availabilityInYear({ date: 1873 }, 1876)).toBe("available");
    expect(availabilityInYear({ date: 1873 }, null)).toBe("available");
    expect(availabilityInYear({ date: null }, 1866)).toBe("any");
  });
});
