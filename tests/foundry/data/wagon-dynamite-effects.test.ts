/**
 * Effects that change two typed places at once, written in one batch: OW-9.3c boarding a wagon
 * (the figure's flag and the wagon's passenger list), OW-6.1.1 a dynamite throw (the figure's
 * typed stick/bundle counts, never a generic flag). Real planner and writer over plain snapshots.
 */
import { describe, expect, it } from "vitest";
import { planEffects, type ActorSnapshot } from "@foundry/documents/effects";
import { applyEffectsWith, type ActorUpdate, type EffectWriter } from "@foundry/documents/effect-writes";
import { DEFAULTS } from "@foundry/data/sources";
import { figureState } from "@foundry/data/derive";
import { affectedActors } from "@foundry/kernel/result-record";
import { dynamiteKindEffects } from "@rules/old-west/dynamite";
import { boardWagon, dismountWagon, type WagonState } from "@rules/old-west/wagons";
import { throwDynamite } from "@rules/old-west/dynamite";
import { DEFAULT_OPTIONS } from "@rules/options";
import { fixedSource } from "@rules/cards/source";
import type { Effect, UnitState } from "@rules/model";
import { card } from "../../helpers/cards";

const COLE = "Actor.cole000000000001";
const DRIVER = "Actor.driver0000000001";
const WAGON = "Actor.wagon00000000001";
const STAGE = "Actor.stage00000000001";
const POSSE = "Actor.posse00000000001";

class CountingWriter implements EffectWriter {
  readonly calls: { home: string; updates: readonly ActorUpdate[] }[] = [];
  async updateWorldActors(updates: readonly ActorUpdate[]): Promise<void> {
    this.calls.push({ home: "world", updates });
  }
  async updateTokenActors(sceneId: string, updates: readonly ActorUpdate[]): Promise<void> {
    this.calls.push({ home: sceneId, updates });
  }
}

function table(cole: Partial<ReturnType<typeof DEFAULTS.figure>> = {}, passengers: string[] = []) {
  return new Map<string, ActorSnapshot>([
    [COLE, { type: "figure", system: { ...DEFAULTS.figure(), ...cole } }],
    [DRIVER, { type: "figure", system: DEFAULTS.figure() }],
    [WAGON, { type: "wagon", system: { ...DEFAULTS.wagon(), driverId: DRIVER, passengerIds: passengers } }],
    [STAGE, { type: "wagon", system: { ...DEFAULTS.wagon(), passengerIds: [COLE] } }],
  ]);
}

function wagonState(passengers: string[], pace: WagonState["pace"] = "stopped"): WagonState {
  const driver = figureState(DRIVER, "Driver", DEFAULTS.figure(), null);
  const aboard = passengers.map((id) => figureState(id, "Cole", DEFAULTS.figure(), "ow.rifle"));
  const unit: UnitState = {
    id: WAGON,
    name: "Buckboard",
    kind: "wagon",
    grade: "regular",
    figures: [driver, ...aboard],
    leaderId: DRIVER,
    commandDie: null,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
  };
  return {
    unit,
    wagonId: "ow.buckboard",
    driverId: DRIVER,
    team: { id: `${WAGON}#team`, animals: 2, wounds: 0, dead: 0, hurtCutOut: false },
    pace,
    runaway: false,
    overturned: false,
    destroyed: false,
  };
}

describe("OW-9.3c boarding a wagon writes the wagon's passenger list in the same batch", () => {
  it("OW-9.3c boarding: the figure's 'aboard' flag and the wagon's passengers, one world write", async () => {
    const actors = table();
    const cole = figureState(COLE, "Cole", DEFAULTS.figure(), "ow.rifle");
    const result = boardWagon(wagonState([]), POSSE, cole);
    expect(affectedActors(result.effects).sort()).toEqual([COLE, WAGON].sort());
    const writer = new CountingWriter();
    const done = await applyEffectsWith(result.effects, (id) => actors.get(id) ?? null, writer);
    expect(done.skipped).toEqual([]);
    expect(writer.calls).toHaveLength(1);
    const byId = Object.fromEntries(writer.calls[0]!.updates.map((u) => [u._id, u.system]));
    expect(byId["cole000000000001"]).toEqual({ ruleFlags: { aboard: WAGON } });
    expect(byId["wagon00000000001"]).toEqual({ passengerIds: [COLE] });
  });

  it("OW-9.3c leaving: off the wagon his flag names, the flag cleared; boarding another wagon leaves the first", () => {
    const actors = table({ ruleFlags: { aboard: WAGON } }, [COLE]);
    const cole = figureState(COLE, "Cole", { ...DEFAULTS.figure(), ruleFlags: { aboard: WAGON } }, "ow.rifle");
    const left = planEffects(dismountWagon(wagonState([COLE]), WAGON, cole).effects, (id) => actors.get(id) ?? null);
    expect(left.patches.get(WAGON)).toEqual({ passengerIds: [] });
    expect(left.patches.get(COLE)).toEqual({ ruleFlags: { aboard: null } });
    const moved = planEffects(
      [{ kind: "flag", unitId: POSSE, figureId: COLE, flag: "aboard", value: STAGE }],
      (id) => actors.get(id) ?? null,
    );
    expect(moved.patches.get(WAGON)).toEqual({ passengerIds: [] });
    // Already listed on the stagecoach: no duplicate.
    expect(moved.patches.get(STAGE)).toBeUndefined();
  });

  it("OW-9.3c a passenger put aboard on the wagon's sheet (no flag) leaves through the wagon's unit; the driver leaves the box empty", () => {
    const actors = table({}, [COLE]);
    const cole = figureState(COLE, "Cole", DEFAULTS.figure(), "ow.rifle");
    const plan = planEffects(dismountWagon(wagonState([COLE]), WAGON, cole).effects, (id) => actors.get(id) ?? null);
    expect(plan.patches.get(WAGON)).toEqual({ passengerIds: [] });
    const driver = figureState(DRIVER, "Driver", DEFAULTS.figure(), null);
    const off = planEffects(dismountWagon(wagonState([]), WAGON, driver).effects, (id) => actors.get(id) ?? null);
    expect(off.patches.get(WAGON)).toEqual({ driverId: null });
  });

  it("a flag naming something that is not a wagon is skipped, nothing written", () => {
    const actors = table();
    const plan = planEffects(
      [{ kind: "flag", unitId: POSSE, figureId: COLE, flag: "aboard", value: DRIVER }],
      (id) => actors.get(id) ?? null,
    );
    expect(plan.skipped).toHaveLength(1);
    expect(plan.patches.size).toBe(0);
  });
});

describe("OW-6.1.1 a dynamite throw decrements the figure's typed counts", () => {
  const options = { rules: { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, dynamite: true } } };
  const thrower = (sticks: number, bundles: number) =>
    figureState(COLE, "Cole", { ...DEFAULTS.figure(), dynamite: { sticks, bundles } }, null);
  const unitOf = (f: ReturnType<typeof thrower>): UnitState => ({
    id: POSSE,
    name: "Posse",
    kind: "foot",
    grade: "regular",
    figures: [f],
    leaderId: COLE,
    commandDie: null,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
  });
  const throwWith = (
    sticks: number,
    bundles: number,
    charge: "stick" | "bundle",
    cards: Parameters<typeof card>[0][],
  ) => {
    const f = { ...thrower(sticks, bundles) };
    const withTotal = { ...f, flags: { ...f.flags, dynamite: sticks + bundles } };
    const result = throwDynamite(
      { unit: unitOf(withTotal), thrower: withTotal, charge, rangeInches: 4 },
      fixedSource(cards.map((c) => card(c))),
      options,
    );
    return { result, effects: dynamiteKindEffects(result.effects, withTotal, charge) };
  };

  it("OW-6.1.1 a bundle thrown (a hit) takes one bundle, the sticks stay", () => {
    const { result, effects } = throwWith(2, 1, "bundle", [{ hit: 6 }]);
    expect(result.chargesLeft).toBe(2);
    expect(effects).toEqual([{ kind: "flag", unitId: POSSE, figureId: COLE, flag: "dynamiteBundles", value: 0 }]);
    const actors = table({ dynamite: { sticks: 2, bundles: 1 } });
    expect(planEffects(effects, (id) => actors.get(id) ?? null).patches.get(COLE)).toEqual({
      dynamite: { bundles: 0 },
    });
  });

  it("OW-6.1.1 a stick thrown takes one stick; Out of Ammunition (dud or premature) empties both", () => {
    expect(throwWith(2, 1, "stick", [{ hit: 6 }]).effects).toEqual([
      { kind: "flag", unitId: POSSE, figureId: COLE, flag: "dynamiteSticks", value: 1 },
    ]);
    const dud = throwWith(2, 1, "stick", [{ hit: "OUT_OF_AMMO" }, { d10: 3 }]);
    expect(dud.result.outcome).toBe("dud");
    expect(dud.effects.map((e: Effect) => (e.kind === "flag" ? [e.flag, e.value] : null))).toEqual([
      ["dynamiteSticks", 0],
      ["dynamiteBundles", 0],
    ]);
  });

  it("the writer maps every dynamite flag to the typed fields, never to a rule flag (a total takes sticks first)", () => {
    const actors = table({ dynamite: { sticks: 1, bundles: 2 } });
    const plan = planEffects(
      [{ kind: "flag", unitId: POSSE, figureId: COLE, flag: "dynamite", value: 1 }],
      (id) => actors.get(id) ?? null,
    );
    expect(plan.patches.get(COLE)).toEqual({ dynamite: { sticks: 0, bundles: 1 } });
    const none = planEffects(
      [{ kind: "flag", unitId: POSSE, figureId: COLE, flag: "dynamite", value: 0 }],
      (id) => actors.get(id) ?? null,
    );
    expect(none.patches.get(COLE)).toEqual({ dynamite: { sticks: 0, bundles: 0 } });
  });
});
