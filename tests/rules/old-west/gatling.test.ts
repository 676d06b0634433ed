import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  gatlingMoraleUnit,
  gatlingTargets,
  resolveFireAtGatling,
  gatlingWeapon,
  limberAction,
  limberMayAct,
  refaceGatling,
  resolveGatlingFire,
  resolveGatlingMove,
  resolveWagonGatlingMove,
  type GatlingState,
  type WagonState,
} from "@rules/old-west";
import { resolveMorale } from "@rules/procedures/morale";
import { GATLING_CREW, frontierWeapon } from "@rules/tables";
import { card } from "../../helpers/cards";
import { at, figure, figures, rules, unit } from "./fixtures";

const crewUnit = (over = {}) =>
  unit("G", [figure("cmd", { leaderRank: "team", trained: true }), ...figures("c", 3)], {
    kind: "crew",
    leaderId: "cmd",
    ...over,
  });
const limber = figure("limber", { endurance: 2 });
const gatling = (over: Partial<GatlingState> = {}): GatlingState => ({
  crew: crewUnit(),
  mount: "carriage",
  limbered: false,
  limber,
  wagon: null,
  ...over,
});
const targets = figures("t", 4).map((f) => ({ figure: f, cover: "none" as const }));
const target = { unitId: "T", figures: targets, closeOrder: false };
const gun = at("gun", 0, 0, 0);
const ahead = { x: 10, y: 0 };

const wagon = (over: Partial<WagonState> = {}): WagonState => ({
  unit: unit("W", [figure("driver")], { kind: "wagon" }),
  wagonId: "ow.buckboard",
  driverId: "driver",
  team: { id: "team", animals: 2, wounds: 0, dead: 0, hurtCutOut: false },
  pace: "stopped",
  runaway: false,
  overturned: false,
  destroyed: false,
  ...over,
});
const wagonGun = (over: Partial<WagonState> = {}) =>
  gatling({ mount: "wagon", limbered: false, limber: null, wagon: wagon(over) });
const hollywood = rules({ hollywood: { wagonGatling: true } });

describe("OW-5.2 Gatling guns", () => {
  it("OW-5.2a a crew of four; the gun fires as one machine gun: the gunner, rate of fire 3 at short range", () => {
    expect(GATLING_CREW.size).toBe(4);
    expect(gatlingWeapon().rof).toEqual({ short: 3, medium: 3, long: 2 });
    const r = resolveGatlingFire(
      { gatling: gatling(), gunAt: gun, targetPoint: ahead, target, rangeInches: 10, moved: false },
      fixedSource([card({ hit: 1 }), card({ hit: 2 }), card({ hit: 1 }), card()]),
    );
    expect(r.gunnerId).toBe("c1");
    expect(r.fire.shots).toHaveLength(3);
    expect(r.fire.plan.shooters[0]!.needed).toBe(2);
    expect(r.fire.hits).toHaveLength(1);
  });

  it("OW-5.2a the crew commander down = the leader-absent shift; a jam (Double) puts two markers", () => {
    const crew = crewUnit({
      figures: [figure("cmd", { leaderRank: "team", trained: true, incapacitated: true }), ...figures("c", 3)],
    });
    const r = resolveGatlingFire(
      { gatling: gatling({ crew }), gunAt: gun, targetPoint: ahead, target, rangeInches: 20, moved: false },
      fixedSource([card({ hit: "OUT_OF_AMMO" })]),
    );
    expect(r.fire.plan.shooters[0]!.needed).toBe(2 + 1 + 1);
    expect(r.fire.outOfAmmo).toEqual([
      { figureId: "c1", markers: 2, ended: true, note: "COMBAT_PATROL.OldWest.Reload.double" },
    ]);
  });

  it("OW-5.2a / OW-9.1 Indians cannot crew a Gatling", () => {
    const crew = crewUnit({ flags: { indian: true } });
    expect(() =>
      resolveGatlingFire(
        { gatling: gatling({ crew }), gunAt: gun, targetPoint: ahead, target, rangeInches: 10, moved: false },
        fixedSource([]),
      ),
    ).toThrow(/indianCrewedWeapon/);
  });

  it("OW-5.2b a limbered gun must unlimber (an activation) before it fires", () => {
    expect(() =>
      resolveGatlingFire(
        { gatling: gatling({ limbered: true }), gunAt: gun, targetPoint: ahead, target, rangeInches: 10, moved: false },
        fixedSource([]),
      ),
    ).toThrow(/gatlingLimbered/);
    const r = limberAction({ gatling: gatling({ limbered: true }), action: "unlimber", gunAt: gun, limberAt: null });
    expect(r.limbered).toBe(false);
    expect(r.cost.activations).toBe(1);
    expect(r.effects).toEqual([{ kind: "flag", unitId: "G", figureId: null, flag: "limbered", value: false }]);
  });

  it("OW-5.2b limbering takes an activation with the limber within 4 inches of the gun", () => {
    expect(
      limberAction({ gatling: gatling(), action: "limber", gunAt: gun, limberAt: at("limber", 4.9, 0) }).limbered,
    ).toBe(true);
    expect(() =>
      limberAction({ gatling: gatling(), action: "limber", gunAt: gun, limberAt: at("limber", 5.2, 0) }),
    ).toThrow(/limberTooFar/);
  });

  it("OW-5.2b the limber acts only within the crew commander's command radius", () => {
    expect(limberMayAct(gatling(), at("cmd", 0, 0), at("limber", 8.5, 0))).toBe(true);
    expect(limberMayAct(gatling(), at("cmd", 0, 0), at("limber", 9.5, 0))).toBe(false);
  });

  it("OW-5.2b limbered: 1 card open, 2 on road, 1 card halved in rough with an elite bog check", () => {
    const g = gatling({ limbered: true });
    expect(resolveGatlingMove({ gatling: g, terrain: "open" }, fixedSource([card({ move: 7 })])).inches).toBe(7);
    expect(
      resolveGatlingMove({ gatling: g, terrain: "road" }, fixedSource([card({ move: 7 }), card({ move: 5 })])).inches,
    ).toBe(12);
    const rough = resolveGatlingMove(
      { gatling: g, terrain: "rough" },
      fixedSource([card({ move: 8 }), card({ bog: { elite: true, regular: false } })]),
    );
    expect([rough.inches, rough.bogged, rough.stop]).toEqual([4, true, "halfwayThroughRough"]);
    expect(rough.cards[1]!.shows).toContain("elite");
    const clear = resolveGatlingMove(
      { gatling: g, terrain: "rough" },
      fixedSource([card({ move: 8 }), card({ bog: { elite: false, regular: true } })]),
    );
    expect([clear.bogged, clear.stop]).toEqual([false, null]);
  });

  it("OW-5.2c manhandled: quarter speed, at least two crewmen, elite bog check in rough, stays set up", () => {
    const r = resolveGatlingMove({ gatling: gatling(), terrain: "open" }, fixedSource([card({ move: 8 })]));
    expect([r.mode, r.inches, r.effects]).toEqual(["manhandled", 2, []]);
    const wounded = gatling({ crew: crewUnit({ figures: figures("c", 2, { wounds: 1 }) }) });
    expect(resolveGatlingMove({ gatling: wounded, terrain: "open" }, fixedSource([card({ move: 8 })])).inches).toBe(2);
    const rough = resolveGatlingMove(
      { gatling: gatling(), terrain: "rough" },
      fixedSource([card({ move: 8 }), card({ bog: { elite: true } })]),
    );
    expect([rough.inches, rough.bogged]).toEqual([2, true]);
    const one = gatling({ crew: crewUnit({ figures: [figure("c1"), figure("c2", { stunned: true })] }) });
    expect(() => resolveGatlingMove({ gatling: one, terrain: "open" }, fixedSource([card()]))).toThrow(/gatlingCrew/);
  });

  it("OW-5.2d the limber within 4 inches is in hit randomization as one figure; beyond, only targeted directly", () => {
    const list = [
      { figure: limber, cover: "none" as const },
      ...figures("c", 3).map((f) => ({ figure: f, cover: "none" as const })),
    ];
    const near = gatlingTargets({ gatling: gatling(), nearestFirst: list, gunAt: gun, limberAt: at("limber", 3, 0) });
    expect(near.figures.map((t) => t.figure.id)).toEqual(["limber", "c1", "c2", "c3"]);
    const far = gatlingTargets({ gatling: gatling(), nearestFirst: list, gunAt: gun, limberAt: at("limber", 8, 0) });
    expect(far.figures.map((t) => t.figure.id)).toEqual(["c1", "c2", "c3"]);
  });

  it("OW-5.2d a hit on the limber treats it as one entity: a wound halves it for good, Incapacitate immobilizes it", () => {
    const list = [
      { figure: limber, cover: "none" as const },
      ...figures("c", 3).map((f) => ({ figure: f, cover: "none" as const })),
    ];
    const shooters = [
      { figure: figure("s"), weapon: frontierWeapon("ow.rifle"), rangeInches: 10 },
      { figure: figure("s2"), weapon: frontierWeapon("ow.rifle"), rangeInches: 10 },
    ];
    const base = {
      unitId: "S",
      shooters,
      gatling: gatling(),
      nearestFirst: list,
      gunAt: gun,
      limberAt: at("limber", 3, 0),
    };
    const twice = resolveFireAtGatling(
      base,
      fixedSource([card({ hit: 6 }), card({ hit: 6 }), card({ randomizer: 1 }), card({ randomizer: 1 })]),
    );
    expect(twice.hits.map((h) => [h.targetId, h.outcome])).toEqual([
      ["limber", "wounded"],
      ["limber", "wounded"],
    ]);
    expect(twice.effects.filter((e) => e.kind === "wound")).toEqual([
      { kind: "wound", unitId: "G", figureId: "limber", wounds: 1 },
    ]);
    const down = resolveFireAtGatling(
      { ...base, shooters: shooters.slice(0, 1) },
      fixedSource([card({ hit: 6 }), card({ randomizer: 1, damage: "INCAPACITATE" })]),
    );
    expect(down.effects).toContainEqual({ kind: "incapacitate", unitId: "G", figureId: "limber" });
  });

  it("OW-5.2d a wounded limber moves at half speed, an incapacitated one not at all", () => {
    const wounded = gatling({ limbered: true, limber: { ...limber, wounds: 1 } });
    expect(resolveGatlingMove({ gatling: wounded, terrain: "open" }, fixedSource([card({ move: 8 })])).inches).toBe(4);
    const dead = gatling({ limbered: true, limber: { ...limber, incapacitated: true } });
    expect(() => resolveGatlingMove({ gatling: dead, terrain: "open" }, fixedSource([card()]))).toThrow(
      /limberImmobile/,
    );
  });

  it("OW-5.2d the limber is never in the randomization of morale results", () => {
    const crew = crewUnit({
      figures: [limber, figure("cmd", { leaderRank: "team", trained: true }), ...figures("c", 3)],
      moraleMarkers: 1,
    });
    const g = gatling({ crew });
    expect(gatlingMoraleUnit(g).figures.map((f) => f.id)).toEqual(["cmd", "c1", "c2", "c3"]);
    const m = resolveMorale(
      { unit: gatlingMoraleUnit(g), terrain: "open", canRemoveMarkers: false },
      fixedSource([card({ morale: { regular: { open: "STUNNED_ONE" } } })]),
    );
    expect(m.checks[0]!.figureId).toBe("cmd");
  });

  it("OW-5.2e the gun fires only within 45 degrees of its centre line; re-facing costs an activation", () => {
    const in40 = { x: 10 * Math.cos((40 * Math.PI) / 180), y: 10 * Math.sin((40 * Math.PI) / 180) };
    const in50 = { x: 10 * Math.cos((50 * Math.PI) / 180), y: 10 * Math.sin((50 * Math.PI) / 180) };
    const ok = resolveGatlingFire(
      { gatling: gatling(), gunAt: gun, targetPoint: in40, target, rangeInches: 10, moved: false },
      fixedSource([card(), card(), card()]),
    );
    expect(Math.round(ok.offBearing)).toBe(40);
    expect(() =>
      resolveGatlingFire(
        { gatling: gatling(), gunAt: gun, targetPoint: in50, target, rangeInches: 10, moved: false },
        fixedSource([]),
      ),
    ).toThrow(/outsideArc/);
    const face = refaceGatling(gatling(), 50);
    expect([face.facing, face.cost.activations]).toEqual([50, 1]);
  });

  it("OW-5.2f wagon mount: only with the Hollywood option; always set up; no fire while moving; only out of the rear", () => {
    const behind = { x: -10, y: 0 };
    expect(() =>
      resolveGatlingFire(
        { gatling: wagonGun(), gunAt: gun, targetPoint: behind, target, rangeInches: 10, moved: false },
        fixedSource([]),
      ),
    ).toThrow(/wagonGatlingOff/);
    expect(() =>
      limberAction({ gatling: wagonGun(), action: "unlimber", gunAt: gun, limberAt: null }, hollywood),
    ).toThrow(/wagonGatlingAlwaysSetUp/);
    expect(() =>
      resolveGatlingFire(
        { gatling: wagonGun(), gunAt: gun, targetPoint: behind, target, rangeInches: 10, moved: true },
        fixedSource([]),
        hollywood,
      ),
    ).toThrow(/gatlingWagonMoving/);
    expect(() =>
      resolveGatlingFire(
        { gatling: wagonGun(), gunAt: gun, targetPoint: ahead, target, rangeInches: 10, moved: false },
        fixedSource([]),
        hollywood,
      ),
    ).toThrow(/outsideArc/);
    const r = resolveGatlingFire(
      { gatling: wagonGun(), gunAt: gun, targetPoint: behind, target, rangeInches: 10, moved: false },
      fixedSource([card(), card(), card()]),
      hollywood,
    );
    expect(r.fire.shots).toHaveLength(3);
  });

  it("OW-5.2f the wagon is always in hit randomization; the gun cannot move once the wagon is incapacitated", () => {
    const list = [
      { figure: figure("wagon"), cover: "none" as const },
      ...figures("c", 3).map((f) => ({ figure: f, cover: "none" as const })),
    ];
    const t = gatlingTargets({ gatling: wagonGun(), nearestFirst: list, gunAt: gun, limberAt: null, wagonId: "wagon" });
    expect(t.figures.map((x) => x.figure.id)).toContain("wagon");
    expect(() =>
      gatlingTargets({
        gatling: wagonGun(),
        nearestFirst: list.slice(1),
        gunAt: gun,
        limberAt: null,
        wagonId: "wagon",
      }),
    ).toThrow(/targetsIncomplete/);
    const move = { pace: "normal" as const, rough: null, obstacle: "none" as const, turnDegrees: 0 };
    expect(resolveWagonGatlingMove(wagonGun(), move, fixedSource([card({ move: 6 })]), hollywood).inches).toBe(6);
    const dead = wagonGun({ team: { id: "team", animals: 2, wounds: 0, dead: 1, hurtCutOut: false } });
    expect(() => resolveWagonGatlingMove(dead, move, fixedSource([card()]), hollywood)).toThrow(/gatlingImmobile/);
  });
});
