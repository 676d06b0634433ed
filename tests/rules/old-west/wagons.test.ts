import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  boardWagon,
  clearGap,
  cutOutAnimals,
  dismountWagon,
  fireStartlesTeam,
  overturnAsBarricade,
  passengerShotShifts,
  regainControl,
  resolveFireAtWagon,
  resolveWagonMorale,
  resolveWagonMove,
  runawayCheck,
  runawayMove,
  wagonGuts,
  wagonTargets,
  RUNAWAY_TRIGGERS,
  type WagonState,
} from "@rules/old-west";
import { planShot } from "@rules/procedures/fire";
import { frontierWeapon } from "@rules/tables";
import { card } from "../../helpers/cards";
import { at, figure, figures, unit } from "./fixtures";

const driver = (over = {}) => figure("driver", { guts: "green", ...over });
const team = { id: "team", animals: 4, wounds: 0, dead: 0, hurtCutOut: false };
const wagon = (over: Partial<WagonState> = {}, occupants = [driver(), figure("p1"), figure("p2")]): WagonState => ({
  unit: unit("W", occupants, { kind: "wagon", grade: "regular" }),
  wagonId: "ow.stagecoach",
  driverId: "driver",
  team,
  pace: "stopped",
  runaway: false,
  overturned: false,
  destroyed: false,
  ...over,
});
const move = (state: WagonState, over = {}) => ({
  state,
  pace: "normal" as const,
  rough: null,
  obstacle: "none" as const,
  turnDegrees: 0,
  ...over,
});
const shooter = (id = "s") => ({ figure: figure(id), weapon: frontierWeapon("ow.rifle"), rangeInches: 10 });

describe("OW-9.3 wagons", () => {
  it("OW-9.3a a wagon is its own unit; its morale is read in the driver's Guts column", () => {
    const elite = wagon({}, [driver({ guts: "elite" }), figure("p1")]);
    expect(wagonGuts(elite)).toBe("elite");
    const r = resolveWagonMorale(
      { ...elite, unit: { ...elite.unit, moraleMarkers: 1 } },
      "open",
      fixedSource([card({ morale: { elite: { open: "OK" }, regular: { open: "FALL_BACK" } } })]),
    );
    expect([r.grade, r.checks[0]!.result]).toEqual(["elite", "OK"]);
    expect(wagonGuts(wagon({ driverId: null }))).toBe("regular");
  });

  it("OW-9.3a a wagon moves 1 card, 2 galloping", () => {
    expect(resolveWagonMove(move(wagon()), fixedSource([card({ move: 5 })])).inches).toBe(5);
    const gallop = resolveWagonMove(
      move(wagon(), { pace: "gallop" }),
      fixedSource([card({ move: 5 }), card({ move: 7 })]),
    );
    expect([gallop.inches, gallop.effects]).toEqual([
      12,
      [{ kind: "flag", unitId: "W", figureId: null, flag: "pace", value: "gallop" }],
    ]);
  });

  it("OW-9.3b a bog check in rough terrain: failed = stops halfway through it", () => {
    const bogged = resolveWagonMove(
      move(wagon(), { rough: "regular" }),
      fixedSource([card({ move: 6 }), card({ bog: { regular: true } })]),
    );
    expect([bogged.stop, bogged.bogChecks]).toEqual([
      "halfwayThroughRough",
      [{ why: "rough", grade: "regular", bogged: true, serial: bogged.cards[1]!.serial }],
    ]);
    const clear = resolveWagonMove(
      move(wagon(), { rough: "regular" }),
      fixedSource([card({ move: 6 }), card({ bog: { regular: false, elite: true } })]),
    );
    expect(clear.stop).toBeNull();
  });

  it("OW-9.3b a linear obstacle only through a gap cleared by an activation", () => {
    expect(() => resolveWagonMove(move(wagon(), { obstacle: "noGap" }), fixedSource([card()]))).toThrow(
      /wagonObstacle/,
    );
    expect(clearGap(wagon()).cost.activations).toBe(1);
    expect(resolveWagonMove(move(wagon(), { obstacle: "gapCleared" }), fixedSource([card()])).bogChecks).toEqual([]);
  });

  it("OW-9.3c boarding: an activation, the wagon at a stop, room aboard", () => {
    const r = boardWagon(wagon(), "U", figure("x"));
    expect([r.boarded, r.cost.activations]).toEqual([true, 1]);
    expect(r.effects).toEqual([{ kind: "flag", unitId: "U", figureId: "x", flag: "aboard", value: "W" }]);
    expect(() => boardWagon(wagon({ pace: "normal" }), "U", figure("x"))).toThrow(/wagonNotStopped/);
    expect(() => boardWagon(wagon({}, [driver(), ...figures("p", 6)]), "U", figure("x"))).toThrow(/wagonFull/);
  });

  it("OW-9.3c dismounting while moving normally, never galloping", () => {
    expect(dismountWagon(wagon({ pace: "normal" }), "U", figure("p1")).cost.activations).toBe(1);
    expect(() => dismountWagon(wagon({ pace: "gallop" }), "U", figure("p1"))).toThrow(/wagonGalloping/);
    expect(() => dismountWagon(wagon({ runaway: true }), "U", figure("p1"))).toThrow(/wagonGalloping/);
  });

  it("OW-9.3c passengers fire normally, also while moving, with the moving shift only", () => {
    const rifle = frontierWeapon("ow.rifle");
    const shifts = passengerShotShifts(true);
    expect(planShot({ figure: figure("p1"), weapon: rifle, rangeInches: 10, shifts }, false).needed).toBe(3);
    expect(
      planShot({ figure: figure("p1"), weapon: rifle, rangeInches: 10, shifts: passengerShotShifts(false) }, false)
        .needed,
    ).toBe(2);
  });

  it("OW-9.3d targets are the team (one figure) and the occupants in fence cover", () => {
    const t = wagonTargets(wagon());
    expect(t.figures.map((x) => [x.figure.id, x.cover])).toEqual([
      ["team", "none"],
      ["driver", "soft"],
      ["p1", "soft"],
      ["p2", "soft"],
    ]);
    const saved = resolveFireAtWagon(
      { unitId: "S", shooters: [shooter()], wagon: wagon() },
      fixedSource([card({ hit: 6 }), card({ randomizer: 2, cover: "ANY" })]),
    );
    expect(saved.hits[0]).toMatchObject({ targetId: "driver", outcome: "saved" });
  });

  it("OW-9.3d a wounded team halves the wagon's speed", () => {
    const r = resolveFireAtWagon(
      { unitId: "S", shooters: [shooter()], wagon: wagon() },
      fixedSource([card({ hit: 6 }), card({ randomizer: 1, damage: "WOUND" })]),
    );
    expect(r.hits[0]).toMatchObject({ targetId: "team", outcome: "wounded" });
    expect(r.effects).toEqual([
      { kind: "setWounds", unitId: "W", figureId: "team", wounds: 1 },
      { kind: "moraleMarkers", unitId: "W", delta: 1 },
    ]);
    const hurt = wagon({ team: { ...team, wounds: 1 } });
    expect(resolveWagonMove(move(hurt), fixedSource([card({ move: 8 })])).inches).toBe(4);
  });

  it("OW-9.3d an incapacitated team: one animal killed, the wagon cannot move", () => {
    const r = resolveFireAtWagon(
      { unitId: "S", shooters: [shooter()], wagon: wagon() },
      fixedSource([card({ hit: 6 }), card({ randomizer: 1, damage: "INCAPACITATE" })]),
    );
    expect(r.hits[0]).toMatchObject({ targetId: "team", outcome: "incapacitated" });
    expect(r.effects).toEqual([
      { kind: "incapacitate", unitId: "W", figureId: "team" },
      { kind: "setWounds", unitId: "W", figureId: "team", wounds: 0 },
      { kind: "flag", unitId: "W", figureId: null, flag: "teamDead", value: 1 },
      { kind: "moraleMarkers", unitId: "W", delta: 1 },
    ]);
    // A wounded team's last wound kills the wounded animal: its wound goes with it (healed to 0).
    const hurt = wagon({ team: { ...team, wounds: 1 } });
    const second = resolveFireAtWagon(
      { unitId: "S", shooters: [shooter()], wagon: hurt },
      fixedSource([card({ hit: 6 }), card({ randomizer: 1, damage: "WOUND" })]),
    );
    expect(second.effects).toContainEqual({ kind: "setWounds", unitId: "W", figureId: "team", wounds: 0 });
    expect(() => resolveWagonMove(move(wagon({ team: { ...team, dead: 1 } })), fixedSource([card()]))).toThrow(
      /wagonImmobile/,
    );
  });

  it("OW-9.3e cutting out: one animal per figure; a hurt animal cut out = move normally but never gallop", () => {
    const dead = wagon({ team: { ...team, dead: 1 } });
    const r = cutOutAnimals({ state: dead, cutters: [figure("c1")], cut: { dead: 1, wounded: 0, sound: 0 } });
    expect([r.animalsLeft, r.hurtCutOut, r.mayMove, r.mayGallop, r.cost.activations]).toEqual([
      3,
      true,
      true,
      false,
      1,
    ]);
    const woundedOut = cutOutAnimals({
      state: wagon({ team: { ...team, wounds: 1 } }),
      cutters: [figure("c1")],
      cut: { dead: 0, wounded: 1, sound: 0 },
    });
    expect(woundedOut.effects).toContainEqual({ kind: "setWounds", unitId: "W", figureId: "team", wounds: 0 });
    expect(() =>
      cutOutAnimals({ state: dead, cutters: [figure("c1")], cut: { dead: 1, wounded: 0, sound: 1 } }),
    ).toThrow(/badCutOut/);
    const two = cutOutAnimals({ state: wagon(), cutters: figures("c", 2), cut: { dead: 0, wounded: 0, sound: 2 } });
    expect([two.animalsLeft, two.mayGallop]).toEqual([2, true]);
    const noGallop = wagon({ team: { ...team, animals: 3, hurtCutOut: true } });
    expect(() => resolveWagonMove(move(noGallop, { pace: "gallop" }), fixedSource([card(), card()]))).toThrow(
      /wagonNoGallop/,
    );
  });

  it("OW-9.3e four figures overturn an empty, unhitched wagon as a barricade in one activation", () => {
    const empty = wagon({ team: { ...team, animals: 0 } }, []);
    const r = overturnAsBarricade(empty, figures("f", 4));
    expect([r.cost.activations, r.effects]).toEqual([
      1,
      [{ kind: "flag", unitId: "W", figureId: null, flag: "overturned", value: true }],
    ]);
    expect(() => overturnAsBarricade(empty, figures("f", 3))).toThrow(/tooFewToOverturn/);
    expect(() => overturnAsBarricade(wagon({ team: { ...team, animals: 0 } }), figures("f", 4))).toThrow(
      /wagonNotEmpty/,
    );
    expect(() => overturnAsBarricade(wagon({}, []), figures("f", 4))).toThrow(/wagonHitched/);
  });
});

describe("OW-9.3f runaway wagons", () => {
  it("OW-9.3f checks when a figure fires within 2 inches of the team or the team is charged", () => {
    expect(RUNAWAY_TRIGGERS).toEqual(["fireNearTeam", "teamCharged"]);
    expect(fireStartlesTeam(at("s", 3.5, 0), [at("h1", 0, 0), at("h2", 1, 0)])).toBe(true);
    expect(fireStartlesTeam(at("s", 4.5, 0), [at("h1", 0, 0), at("h2", 1, 0)])).toBe(false);
  });

  it("OW-9.3f the check is the stampede check in the driver's Guts column: ADVANCE_ONE = runaway", () => {
    const bolt = card({ morale: { green: { open: "ADVANCE_ONE" }, elite: { open: "OK" } } });
    const green = runawayCheck(wagon(), "fireNearTeam", fixedSource([bolt]));
    expect([green.grade, green.runaway, green.cards.length]).toEqual(["green", true, 1]);
    expect(green.effects).toContainEqual({ kind: "flag", unitId: "W", figureId: null, flag: "runaway", value: true });
    const elite = runawayCheck(wagon({}, [driver({ guts: "elite" })]), "teamCharged", fixedSource([bolt]));
    expect([elite.grade, elite.runaway]).toEqual(["elite", false]);
    expect(runawayCheck(wagon({ runaway: true }), "teamCharged", fixedSource([])).checked).toBe(false);
  });

  it("OW-9.3f a runaway moves 2 cards straight on; a turn over 45 degrees or an obstacle needs a bog check", () => {
    const runaway = wagon({ runaway: true, pace: "gallop" });
    const straight = runawayMove(
      { state: runaway, turnDegrees: 30, crossesObstacle: false },
      fixedSource([card({ move: 6 }), card({ move: 4 })]),
    );
    expect([straight.inches, straight.bogChecks, straight.overturned]).toEqual([10, [], false]);
    const turn = runawayMove(
      { state: runaway, turnDegrees: 60, crossesObstacle: false },
      fixedSource([card(), card(), card({ bog: { regular: false } })]),
    );
    expect([turn.bogChecks[0]?.why, turn.bogChecks[0]?.bogged, turn.overturned]).toEqual(["turn", false, false]);
    const fence = runawayMove(
      { state: runaway, turnDegrees: 0, crossesObstacle: true },
      fixedSource([card(), card(), card({ bog: { regular: false } })]),
    );
    expect(fence.bogChecks.map((c) => c.why)).toEqual(["obstacle"]);
    expect(() => runawayMove({ state: wagon(), turnDegrees: 0, crossesObstacle: false }, fixedSource([]))).toThrow(
      /notRunaway/,
    );
  });

  it("OW-9.3f a galloping (not runaway) wagon checks bog to turn over 45 degrees; failing stops it before the turn", () => {
    const gallop = resolveWagonMove(
      move(wagon(), { pace: "gallop", turnDegrees: 50 }),
      fixedSource([card(), card(), card({ bog: { regular: true } })]),
    );
    expect([gallop.bogChecks.map((b) => b.why), gallop.stop]).toEqual([["turn"], "beforeTurn"]);
    const walk = resolveWagonMove(move(wagon(), { turnDegrees: 90 }), fixedSource([card()]));
    expect(walk.bogChecks).toEqual([]);
  });

  it("OW-9.3f a failed bog check overturns it: each occupant a melee attack (passed = stunned, the wagon draws no damage card); destroyed, still cover", () => {
    const runaway = wagon({ runaway: true, pace: "gallop" }, [driver({ melee: 1 }), figure("p1", { melee: 1 })]);
    const r = runawayMove(
      { state: runaway, turnDegrees: 90, crossesObstacle: false },
      fixedSource([
        card(),
        card(),
        card({ bog: { regular: true } }),
        // driver: wagon 0 + card 1 against 1 + card 3 -> driver passes; the wagon cannot be hurt: no damage card
        card({ melee: 1 }),
        card({ melee: 3 }),
        // p1: wagon 0 + card 5 against 1 + card 0 -> p1 loses, wounded
        card({ melee: 5 }),
        card({ melee: 0 }),
        card({ damage: "WOUND" }),
      ]),
    );
    expect(r.overturned).toBe(true);
    expect(r.attacks.map((a) => [a.figureId, a.passed])).toEqual([
      ["driver", true],
      ["p1", false],
    ]);
    expect(r.attacks.map((a) => a.melee.cards.length)).toEqual([2, 3]);
    expect(r.cards.map((c) => c.reason)).toEqual([
      "movement:team",
      "movement:team",
      "bog.runaway.turn:W",
      "melee.attacker:W.overturn",
      "melee.defender:driver",
      "melee.attacker:W.overturn",
      "melee.defender:p1",
      "melee.loser:p1",
    ]);
    expect(r.effects).toContainEqual({ kind: "stun", unitId: "W", figureId: "driver", stunned: true });
    expect(r.effects).toContainEqual({ kind: "wound", unitId: "W", figureId: "p1", wounds: 1 });
    expect(r.effects).toContainEqual({ kind: "flag", unitId: "W", figureId: null, flag: "destroyed", value: true });
    expect(r.effects).toContainEqual({ kind: "flag", unitId: "W", figureId: null, flag: "overturned", value: true });
    expect(r.effects.filter((e) => e.kind === "move")).toEqual([]);
  });

  it("OW-9.3f the driver regains control on a morale result with no forced action (OK)", () => {
    const runaway = wagon({ runaway: true });
    const ok = regainControl(runaway, "open", fixedSource([card({ morale: { green: { open: "OK" } } })]));
    expect([ok.regained, ok.effects]).toEqual([
      true,
      [{ kind: "flag", unitId: "W", figureId: null, flag: "runaway", value: false }],
    ]);
    const stunned = regainControl(runaway, "open", fixedSource([card({ morale: { green: { open: "STUNNED_ONE" } } })]));
    expect([stunned.regained, stunned.effects]).toEqual([false, []]);
    expect(() => regainControl(wagon({ runaway: true, driverId: null }), "open", fixedSource([]))).toThrow(/noDriver/);
  });
});
