/** OW-7 the shared mounted rules (src/rules/mounted) with Old West inputs: era, Table 1 weapons, OW options. */
import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  impetusEligible,
  manOrHorseHit,
  mayFireMoving,
  mountOrDismount,
  MOUNTED_DEFAULTS,
  resolveMountedBog,
  resolveMountedMelee,
  resolveMountedMove,
  resolveMountedReaction,
  saddleShifts,
  type Fighter,
} from "@rules/mounted";
import { oldWestReload } from "@rules/old-west";
import { planShot, resolveFire } from "@rules/procedures/fire";
import { cavalryBreakthrough, frontierWeapon } from "@rules/tables";
import { card } from "../../helpers/cards";
import { figure, figures, rules } from "./fixtures";

const ow = rules({ era: "old-west" });
const horsemanship = rules({ era: "old-west", optional: { horsemanship: true } });
const trooper = (id = "t", over = {}) => figure(id, { mounted: true, ...over });
const weapon = (id: string) => {
  const w = frontierWeapon(id);
  return { id: w.id, kind: w.kind, hth: w.hth, lanceHth: w.lanceHth };
};
const fighter = (over: Partial<Fighter> & { figure: Fighter["figure"] }): Fighter => ({
  unitId: over.figure.id === "d" ? "D" : "A",
  weapon: weapon("ow.sword"),
  impetus: false,
  moving: false,
  closeOrder: false,
  ...over,
});

describe("OW-7 mounted troops (the shared mounted rules)", () => {
  it("OW-7.1a two movement cards; a gallop draws a third and stuns; mounting costs an activation", () => {
    const walk = resolveMountedMove(
      { unitId: "A", figure: trooper(), gallop: false },
      fixedSource([card({ move: 5 }), card({ move: 6 })]),
      ow,
    );
    expect([walk.cardInches, walk.inches, walk.deferred]).toEqual([[5, 6], 11, []]);
    const gallop = resolveMountedMove(
      { unitId: "A", figure: trooper(), gallop: true },
      fixedSource([card({ move: 5 }), card({ move: 6 }), card({ move: 7 })]),
      ow,
    );
    expect([gallop.inches, gallop.deferred]).toEqual([
      18,
      [{ kind: "stun", unitId: "A", figureId: "t", stunned: true }],
    ]);
    expect(mountOrDismount({ unitId: "A", figures: [figure("f")], mount: true }).activationUsed).toBe(true);
  });

  it("OW-7.1b a failed bog check at a fence hangs up one figure just over it", () => {
    const r = resolveMountedBog(
      {
        unitId: "A",
        place: "linear-obstacle",
        terrainGrade: "regular",
        figures: figures("t", 4, { mounted: true }),
        endsJustOverObstacle: false,
      },
      fixedSource([card({ bog: { regular: true } }), card({ randomizer: 3 })]),
      ow,
    );
    expect([r.bogged, r.stuckFigureId]).toEqual([true, "t3"]);
  });

  it("OW-7.1c a mounted unit may react to counter-charge: one movement card", () => {
    const passed = resolveMountedReaction(
      { unitId: "A", kind: "counter-charge", figures: [trooper()], reaction: 3 },
      fixedSource([card({ reaction: 3 }), card({ move: 7 })]),
      ow,
    );
    expect([passed.passed, passed.inches]).toEqual([true, 7]);
    const failed = resolveMountedReaction(
      { unitId: "A", kind: "counter-charge", figures: [trooper()], reaction: 3 },
      fixedSource([card({ reaction: 4 })]),
      ow,
    );
    expect([failed.passed, failed.inches]).toEqual([false, 0]);
  });

  it("OW-7.1d impetus: 4 inches or more straight into contact = +2; a lancer +3 with impetus, +1 without", () => {
    expect(
      impetusEligible({ mounted: true, straightInchesIntoContact: 4, openFlatTerrain: true }, MOUNTED_DEFAULTS),
    ).toBe(true);
    expect(
      impetusEligible({ mounted: true, straightInchesIntoContact: 3.9, openFlatTerrain: true }, MOUNTED_DEFAULTS),
    ).toBe(false);
    const lancer = (impetus: boolean) =>
      fighter({ figure: trooper("a", { melee: 1 }), weapon: weapon("ow.lance"), impetus, moving: true });
    const foot = fighter({ figure: figure("d", { melee: 1 }) });
    const charge = resolveMountedMelee(
      { attacker: lancer(true), defender: foot },
      fixedSource([card({ melee: 0 }), card({ melee: 0 }), card()]),
      ow,
    );
    expect(charge.attackerWeapon.hth).toBe(3);
    expect(charge.melee.attacker.modifiers).toContainEqual({ key: "impetus", value: 2 });
    expect(charge.melee.attacker.total).toBe(1 + 3 + 2);
    const noImpetus = resolveMountedMelee(
      { attacker: lancer(false), defender: foot },
      fixedSource([card({ melee: 0 }), card({ melee: 0 }), card()]),
      ow,
    );
    expect([noImpetus.attackerWeapon.hth, noImpetus.melee.attacker.total]).toEqual([1, 2]);
  });

  it("OW-7.1e Table 2: an impetus victor whose defender is wounded advances 1 inch beyond, the enemy withdraws 2", () => {
    expect(cavalryBreakthrough("defenderWounded", true)).toMatchObject({
      action: "advance",
      inches: 1,
      mandatory: true,
      enemyWithdraws: 2,
      backToBack: true,
    });
    const r = resolveMountedMelee(
      {
        attacker: fighter({ figure: trooper("a", { melee: 1 }), impetus: true, moving: true }),
        defender: fighter({ figure: figure("d", { melee: 1, endurance: 3 }) }),
      },
      fixedSource([card({ melee: 3 }), card({ melee: 0 }), card({ damage: "WOUND" })]),
      ow,
    );
    expect(r.breakthrough?.entry.inches).toBe(1);
    expect(r.effects).toContainEqual({ kind: "move", unitId: "D", figureId: "d", inches: 2, direction: "recoil" });
    // 1" beyond the recoiling figure, back to back: 2 + 1 (foot base) + 1 + 2 (cavalry base)
    expect(r.effects).toContainEqual({ kind: "move", unitId: "A", figureId: "a", inches: 6, direction: "advance" });
    expect(r.breakthrough?.victorAdvance).toMatchObject({ backToBack: true, backToBackWith: "d", beyondInches: 1 });
  });

  it("OW-7.1f pistols fire moving, rifles and carbines not; firing from the saddle is one more shift", () => {
    expect((["pistol", "rifle", "carbine"] as const).map((k) => mayFireMoving(trooper(), k, ow))).toEqual([
      true,
      false,
      false,
    ]);
    expect(() => saddleShifts({ figure: trooper(), weaponKind: "carbine", moving: true }, ow)).toThrow(
      /cannotFireMoving/,
    );
    const revolver = frontierWeapon("ow.revolver");
    const still = planShot(
      {
        figure: trooper(),
        weapon: revolver,
        rangeInches: 2,
        shifts: saddleShifts({ figure: trooper(), weaponKind: "pistol", moving: false }, ow),
      },
      false,
      ow,
    );
    expect(still.needed).toBe(2 + 1);
    const moving = planShot(
      {
        figure: trooper(),
        weapon: revolver,
        rangeInches: 2,
        shifts: saddleShifts({ figure: trooper(), weaponKind: "pistol", moving: true }, ow),
      },
      false,
      ow,
    );
    expect(moving.needed).toBe(2 + MOUNTED_DEFAULTS.movingFromSaddleTotalShifts);
  });

  it("OW-7.1g a hit on a rider: d10 1-7 the horse (removed; medium burst = thrown and injured), 8-10 the man", () => {
    const input = {
      unitId: "S",
      shooters: [{ figure: figure("s"), weapon: frontierWeapon("ow.rifle"), rangeInches: 10 }],
      target: {
        unitId: "A",
        figures: [{ figure: trooper("r", { endurance: 3 }), cover: "none" as const }],
        closeOrder: false,
      },
    };
    const hooks = { hooks: { reload: oldWestReload(), hitEffect: manOrHorseHit(ow) }, ...ow };
    const horse = resolveFire(
      input,
      fixedSource([
        card({ hit: 6 }),
        card({ damage: "WOUND" }),
        card({ d10: 7 }),
        card({ burst: { small: true, medium: true } }),
        card({ damage: "INCAPACITATE" }),
      ]),
      hooks,
    );
    expect(horse.effects).toContainEqual({ kind: "mounted", unitId: "A", figureId: "r", mounted: false });
    expect(horse.effects).toContainEqual({ kind: "incapacitate", unitId: "A", figureId: "r" });
    const man = resolveFire(input, fixedSource([card({ hit: 6 }), card({ damage: "WOUND" }), card({ d10: 8 })]), hooks);
    expect(man.effects).toContainEqual({ kind: "wound", unitId: "A", figureId: "r", wounds: 1 });
    expect(man.effects.filter((e) => e.kind === "mounted")).toEqual([]);
  });

  it("OW-7.1.1 Horsemanship (GM option): no saddle shift, moving fire with carbines and bows, not hurt when thrown", () => {
    const rider = trooper("h", { horsemanship: true });
    expect(mayFireMoving(rider, "carbine", horsemanship)).toBe(true);
    expect(mayFireMoving(rider, "carbine", ow)).toBe(false);
    const carbine = frontierWeapon("ow.carbine");
    expect(
      planShot(
        {
          figure: rider,
          weapon: carbine,
          rangeInches: 3,
          shifts: saddleShifts({ figure: rider, weaponKind: "carbine", moving: false }, horsemanship),
        },
        false,
        horsemanship,
      ).needed,
    ).toBe(2);
    const input = {
      unitId: "S",
      shooters: [{ figure: figure("s"), weapon: frontierWeapon("ow.rifle"), rangeInches: 10 }],
      target: { unitId: "A", figures: [{ figure: rider, cover: "none" as const }], closeOrder: false },
    };
    const thrown = resolveFire(
      input,
      fixedSource([card({ hit: 6 }), card(), card({ d10: 2 }), card({ burst: { small: true, medium: true } })]),
      { hooks: { hitEffect: manOrHorseHit(horsemanship) }, ...horsemanship },
    );
    expect(thrown.hits[0]!.note).toBe("COMBAT_PATROL.Mounted.thrownUnhurt");
    expect(thrown.cards).toHaveLength(4);
  });
});
