import { describe, expect, it } from "vitest";
import { sheetButtons, counter, die, memberView } from "@foundry/sheets/view/common";
import { bandText, figureView, hthText, weaponInUse } from "@foundry/sheets/view/figure";
import { clockView, herdView } from "@foundry/sheets/view/herd";
import { unitView } from "@foundry/sheets/view/unit";
import { wagonSpeedKey } from "@foundry/sheets/view/wagon";
import { gunView } from "@foundry/sheets/view/gun";
import { DEFAULTS } from "@foundry/data/sources";

const frame = { doc: { name: "x", img: "" }, editable: true, editMode: false };
const ids = (list: readonly { id: string }[]) => list.map((a) => a.id);

describe("printed values", () => {
  it("OW-5 a band prints its range and, above 1, its rate of fire in brackets; '--' is a dash", () => {
    expect(bandText(4, 2)).toBe("4 (2)");
    expect(bandText(12, 1)).toBe("12");
    expect(bandText(null, 1)).toBe("—");
  });

  it("OW-5 HtH: bayonet in brackets, lance moving (not moving), '--' a dash", () => {
    expect(hthText({ hth: 0, bayonetHth: 1, hthMoving: null })).toBe("0 (+1)");
    expect(hthText({ hth: 1, bayonetHth: null, hthMoving: 3 })).toBe("+3 (+1)");
    expect(hthText({ hth: -1, bayonetHth: null, hthMoving: null })).toBe("-1");
    expect(hthText({ hth: null, bayonetHth: null, hthMoving: null })).toBe("—");
  });

  it("CORE-3 the command die face has the pips of its value; blank before the roll", () => {
    expect(die(6).cells.filter(Boolean)).toHaveLength(6);
    expect(die(1).cells).toEqual([false, false, false, false, true, false, false, false, false]);
    expect(die(null)).toMatchObject({ rolled: false, value: null });
    expect(die(null).cells.some(Boolean)).toBe(false);
  });

  it("a counter cannot go below its minimum; pips are capped at six", () => {
    expect(counter("system.x", "l", 0)).toMatchObject({ canDecrease: false, canIncrease: true, pips: [] });
    expect(counter("system.x", "l", 9).pips).toHaveLength(6);
    expect(counter("system.x", "l", 3, 0, 3).canIncrease).toBe(false);
  });

  it("action params become kebab-case data attributes", () => {
    const figure = {
      source: DEFAULTS.figure(),
      era: "old-west",
      weapon: { id: "abc", tableId: null },
      chargeStates: [],
      editMode: false,
    } as const;
    const fire = sheetButtons("figure", figure).find((b) => b.id === "fire");
    expect(fire?.params).toEqual([{ attr: "weapon-id", value: "abc" }]);
  });

  it("OW-9.2.7 the clock hand turns 30 degrees an hour", () => {
    expect(clockView(3).angle).toBe(90);
    expect(clockView(12).angle).toBe(0);
    expect(clockView(null).hours.filter((h) => h.active)).toEqual([]);
  });
});

describe("figure view", () => {
  const weapons = [
    { id: "a", name: "A", img: "", system: DEFAULTS.weapon() },
    { id: "b", name: "B", img: "", system: DEFAULTS.weapon() },
  ];
  const base = { ...frame, weapons, explosives: [], era: "old-west" as const, year: null };

  it("the weapon in use is the chosen one, else the first", () => {
    expect(weaponInUse({ weaponId: "b" }, weapons)).toBe("b");
    expect(weaponInUse({ weaponId: "gone" }, weapons)).toBe("a");
    expect(weaponInUse({ weaponId: null }, [])).toBeNull();
  });

  it("CORE-3 the action bar reads in sections, in the order a turn meets them: move, fire, fight, special", () => {
    const view = figureView({ ...base, system: DEFAULTS.figure() });
    expect(view.actionGroups.map((g) => [g.id, g.label, ids(g.buttons)])).toEqual([
      ["move", "COMBAT_PATROL.Sheet.group.move", ["move", "sprint", "mount", "bog"]],
      ["fire", "COMBAT_PATROL.Sheet.group.fire", ["fire", "spot"]],
      ["fight", "COMBAT_PATROL.Sheet.group.fight", ["melee"]],
      ["special", "COMBAT_PATROL.Sheet.group.special", ["reaction", "damage"]],
    ]);
    // every button is in one section, none twice
    expect(view.actionGroups.flatMap((g) => ids(g.buttons)).sort()).toEqual(ids(view.actions).sort());
    // a section with no button now is left out
    const out = { ...DEFAULTS.figure(), states: { ...DEFAULTS.figure().states, incapacitated: true } };
    expect(figureView({ ...base, system: out }).actionGroups).toEqual([]);
  });

  it("CORE-3 what the figure cannot do now, and why, sits on its section's caption; an incapacitated figure's bar says he takes no actions", () => {
    const view = figureView({ ...base, system: DEFAULTS.figure() });
    const why = (group: string) => view.actionGroups.find((g) => g.id === group)?.notNow.map((n) => [n.label, n.why]);
    expect(why("fire")).toEqual([["COMBAT_PATROL.Action.reload", "COMBAT_PATROL.ActionNotNow.reload"]]);
    expect(why("move")).toEqual([
      ["COMBAT_PATROL.Action.dismount", "COMBAT_PATROL.ActionNotNow.dismount"],
      ["COMBAT_PATROL.Action.mountedBog", "COMBAT_PATROL.ActionNotNow.mountedBog"],
    ]);
    expect(view.actionsNote).toBeNull();
    // with a marker he may reload: nothing to explain in the fire section
    const loaded = figureView({ ...base, system: { ...DEFAULTS.figure(), outOfAmmo: 1 } });
    expect(loaded.actionGroups.find((g) => g.id === "fire")?.notNow).toEqual([]);
    const out = { ...DEFAULTS.figure(), states: { ...DEFAULTS.figure().states, incapacitated: true } };
    expect(figureView({ ...base, system: out }).actionsNote).toBe("COMBAT_PATROL.Sheet.outOfTheFight");
  });

  it("reload only with out-of-ammunition markers; mount or dismount by state", () => {
    const fresh = figureView({ ...base, system: DEFAULTS.figure() });
    expect(ids(fresh.actions)).toEqual([
      "fire",
      "melee",
      "move",
      "sprint",
      "mount",
      "reaction",
      "bog",
      "spot",
      "damage",
    ]);
    const s = { ...DEFAULTS.figure(), outOfAmmo: 1, states: { ...DEFAULTS.figure().states, mounted: true } };
    expect(ids(figureView({ ...base, system: s }).actions)).toEqual([
      "fire",
      "melee",
      "move",
      "sprint",
      "reload",
      "dismount",
      "charge",
      "counterCharge",
      "mountedBog",
      "breakthrough",
      "pursue",
      "reaction",
      "bog",
      "spot",
      "damage",
    ]);
  });

  it("NAP-8.1 a Napoleonic figure with an axe in hand (an engineer) has Emplace charges, Detonate and Attack door on his sheet; a musketman or an Old West axeman has none", () => {
    const axe = [{ id: "axe", name: "Axe", img: "", system: { ...DEFAULTS.weapon(), tableId: "nap.axe" } }];
    const musket = [{ id: "musket", name: "Musket", img: "", system: { ...DEFAULTS.weapon(), tableId: "nap.musket" } }];
    const engineer = ids(figureView({ ...base, weapons: axe, era: "napoleonic", system: DEFAULTS.figure() }).actions);
    expect(engineer.filter((id) => ["emplaceCharges", "detonate", "attackDoor"].includes(id))).toEqual([
      "emplaceCharges",
      "detonate",
      "attackDoor",
    ]);
    for (const other of [
      { weapons: musket, era: "napoleonic" as const },
      { weapons: axe, era: "old-west" as const },
    ]) {
      expect(
        ids(figureView({ ...base, ...other, system: DEFAULTS.figure() }).actions).filter((id) =>
          ["emplaceCharges", "detonate", "attackDoor"].includes(id),
        ),
      ).toEqual([]);
    }
  });

  it("OW-4a a hero's sheet shows his own command die; another figure's shows none", () => {
    expect(
      figureView({ ...base, system: { ...DEFAULTS.figure(), hero: true, commandDie: 4 } }).commandDie,
    ).toMatchObject({ value: 4, rolled: true });
    expect(figureView({ ...base, system: { ...DEFAULTS.figure(), hero: true } }).commandDie).toMatchObject({
      value: null,
      rolled: false,
    });
    expect(figureView({ ...base, system: { ...DEFAULTS.figure(), commandDie: 4 } }).commandDie).toBeNull();
  });

  it("CORE-8 an incapacitated figure has no actions", () => {
    const s = { ...DEFAULTS.figure(), states: { ...DEFAULTS.figure().states, incapacitated: true } };
    expect(figureView({ ...base, system: s }).actions).toEqual([]);
  });

  it("NAP-6.1.1 / OW-7.1a a wounded rider is noted at full speed in both eras; on foot at half speed", () => {
    const s = { ...DEFAULTS.figure(), wounds: 1, states: { ...DEFAULTS.figure().states, mounted: true } };
    expect(figureView({ ...base, era: "napoleonic", system: s }).woundTrack.note).toBe(
      "COMBAT_PATROL.Figure.woundedMounted",
    );
    expect(figureView({ ...base, era: "old-west", system: s }).woundTrack.note).toBe(
      "COMBAT_PATROL.Figure.woundedMounted",
    );
    const foot = { ...s, states: { ...s.states, mounted: false } };
    expect(figureView({ ...base, era: "old-west", system: foot }).woundTrack.note).toBe(
      "COMBAT_PATROL.Figure.halfSpeed",
    );
  });

  it("play mode is forced when the sheet is not editable", () => {
    expect(figureView({ ...base, editable: false, editMode: true, system: DEFAULTS.figure() }).editMode).toBe(false);
  });
});

describe("unit, herd, wagon, gun views", () => {
  const member = (uuid: string, over: Partial<ReturnType<typeof DEFAULTS.figure>> = {}) => ({
    uuid,
    name: uuid,
    img: "",
    system: { ...DEFAULTS.figure(), ...over },
  });

  it("NAP-5.5 close order shows the grade one better; standing counts the unhurt and wounded, not the incapacitated", () => {
    const v = unitView({
      ...frame,
      system: { ...DEFAULTS.unit(), grade: "green", leaderId: "A" },
      members: [
        member("A"),
        member("B", { states: { ...DEFAULTS.figure().states, incapacitated: true } }),
        { uuid: "C", name: "C", img: "", system: null },
      ],
      commander: null,
      closeOrder: true,
    });
    expect(v.grade).toEqual({ stored: "green", effective: "regular", closeOrder: true });
    expect(v.strength).toEqual({ standing: 1, total: 3 });
    expect(v.leader?.uuid).toBe("A");
  });

  it("CORE-11 rally and morale check are offered only with morale markers", () => {
    const base = { ...frame, members: [], commander: null, closeOrder: false };
    expect(ids(unitView({ ...base, system: DEFAULTS.unit() }).actions)).not.toContain("rally");
    expect(ids(unitView({ ...base, system: { ...DEFAULTS.unit(), moraleMarkers: 1 } }).actions)).toContain("rally");
  });

  it("OW-9.2.7 sheep never stampede; OW-9.2.5 bears fight and check morale; OW-9.2.3 cattle and horses take herders", () => {
    expect(
      ids(herdView({ ...frame, system: { ...DEFAULTS.herd(), species: "sheep" }, herdedBy: null }).actions),
    ).toEqual(["herdMove"]);
    expect(
      ids(herdView({ ...frame, system: { ...DEFAULTS.herd(), species: "grizzly-bear" }, herdedBy: null }).actions),
    ).toEqual(["herdMove", "stampedeCheck", "melee", "animalMorale"]);
    expect(
      ids(herdView({ ...frame, system: { ...DEFAULTS.herd(), species: "cattle" }, herdedBy: null }).actions),
    ).toEqual(["herdMove", "stampedeCheck", "herders"]);
    expect(
      ids(
        herdView({ ...frame, system: { ...DEFAULTS.herd(), species: "cattle", herdedBy: "Actor.x" }, herdedBy: null })
          .actions,
      ),
    ).toEqual(["herdMove", "stampedeCheck"]);
  });

  it("OW-9.3d the team sets the wagon's speed", () => {
    const w = DEFAULTS.wagon();
    expect(wagonSpeedKey(w)).toBe("COMBAT_PATROL.Wagon.speed.normal");
    expect(wagonSpeedKey({ ...w, team: { state: "wounded", animals: 2 } })).toBe("COMBAT_PATROL.Wagon.speed.half");
    expect(wagonSpeedKey({ ...w, team: { state: "incapacitated", animals: 1 } })).toBe(
      "COMBAT_PATROL.Wagon.speed.immobile",
    );
    expect(wagonSpeedKey({ ...w, overturned: true })).toBe("COMBAT_PATROL.Wagon.speed.overturned");
  });

  it("OW-5.2 a Gatling offers its own Fire and Move (limbered: unlimber and its Move)", () => {
    const base = { ...frame, crew: [], fullCrew: 4 };
    expect(ids(gunView({ ...base, system: { ...DEFAULTS.gun(), kind: "gatling" } }).actions)).toEqual([
      "gatlingFire",
      "gatlingMove",
      "reface",
      "limber",
    ]);
    expect(ids(gunView({ ...base, system: { ...DEFAULTS.gun(), kind: "gatling", limbered: true } }).actions)).toEqual([
      "unlimber",
      "gatlingMove",
    ]);
  });

  it("OW-5.2a the Gatling's sheet shows its own ranges and rate of fire (12 (3), 24 (3), 48 (2)); an artillery piece none", () => {
    const base = { ...frame, crew: [], fullCrew: 4 };
    expect(gunView({ ...base, system: { ...DEFAULTS.gun(), kind: "gatling" } }).fireBands).toEqual([
      { label: "COMBAT_PATROL.Action.Fire.band.short", inches: 12, shots: 3, hint: "COMBAT_PATROL.Tooltip.Band.short" },
      {
        label: "COMBAT_PATROL.Action.Fire.band.medium",
        inches: 24,
        shots: 3,
        hint: "COMBAT_PATROL.Tooltip.Band.medium",
      },
      { label: "COMBAT_PATROL.Action.Fire.band.long", inches: 48, shots: 2, hint: "COMBAT_PATROL.Tooltip.Band.long" },
    ]);
    expect(
      gunView({ ...base, system: { ...DEFAULTS.gun(), kind: "artillery", weightClass: "6" } }).fireBands,
    ).toBeNull();
  });

  it("NAP-7.2 / NAP-7.3 / NAP-7.1 an unloaded piece offers to load and Fire gun, Move gun; a limbered one only to unlimber and move", () => {
    const base = { ...frame, crew: [], fullCrew: 6 };
    expect(
      ids(gunView({ ...base, system: { ...DEFAULTS.gun(), kind: "artillery", weightClass: "6" } }).actions),
    ).toEqual(["fireGun", "moveGun", "load", "reface", "limber"]);
    expect(
      ids(
        gunView({ ...base, system: { ...DEFAULTS.gun(), kind: "artillery", weightClass: "6", limbered: true } })
          .actions,
      ),
    ).toEqual(["unlimber", "moveGun"]);
    expect(gunView({ ...base, system: { ...DEFAULTS.gun(), kind: "artillery", weightClass: "8-12" } }).tableId).toBe(
      "nap.gun-8-12",
    );
  });

  it("a member row reads its states; a missing figure is marked", () => {
    const row = memberView(
      member("A", { wounds: 1, states: { ...DEFAULTS.figure().states, stunned: true, hidden: true } }),
      "A",
    );
    expect(row).toMatchObject({ isLeader: true, wounded: true, wounds: "1/2" });
    expect(row.states.map((c) => c.label)).toEqual(["COMBAT_PATROL.Status.stunned", "COMBAT_PATROL.Status.hidden"]);
    expect(memberView({ uuid: "Z", name: "Z", img: "", system: null }, null)).toMatchObject({
      missing: true,
      wounds: "—",
    });
  });
});

describe("weapon sheet wording", () => {
  it("OW-5 play mode shows the weapon's numbers, not the engine's table row id ('ow.shotgun')", async () => {
    const { weaponView } = await import("@foundry/sheets/view/items");
    const { weaponSourceFromRow } = await import("@foundry/data/sources");
    const { frontierWeapon } = await import("@rules/tables/frontier-weapons");
    const view = weaponView({
      doc: { name: "Coach gun", img: "" },
      editable: true,
      editMode: false,
      system: weaponSourceFromRow(frontierWeapon("ow.shotgun")),
      year: null,
    });
    expect(view.stats.map((s) => s.label)).not.toContain("COMBAT_PATROL.Weapon.tableId");
    expect(view.stats.map((s) => s.value)).not.toContain("ow.shotgun");
  });
});
