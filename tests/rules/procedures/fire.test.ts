import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { DEFAULT_OPTIONS } from "@rules/options";
import {
  planFire,
  planShot,
  randomizedIndex,
  resolveFire,
  type FireInput,
  type ReloadRule,
} from "@rules/procedures/fire";
import { card } from "../../helpers/cards";
import { bow, figure, rifle } from "./fixtures";

const targets = (n: number, cover: "none" | "soft" | "hard" = "none") =>
  Array.from({ length: n }, (_, i) => ({ figure: figure(`t${i + 1}`), cover }));

function input(over: Partial<FireInput> = {}, rangeInches = 20): FireInput {
  return {
    unitId: "A",
    shooters: [{ figure: figure("s1"), weapon: rifle, rangeInches }],
    target: { unitId: "B", figures: targets(4), closeOrder: false },
    ...over,
  };
}

describe("CORE-5 fire: holes needed", () => {
  it("CORE-5.2 a Regular shooter at medium range needs 3 holes", () => {
    const plan = planShot({ figure: figure("s"), weapon: rifle, rangeInches: 20 }, false);
    expect(plan).toMatchObject({ band: "medium", accuracyBase: 2, rangeHoles: 1, needed: 3, shots: 1, possible: true });
  });

  it("CORE-5.2 Elite short 1, Green long 5; every named shift adds one", () => {
    expect(planShot({ figure: figure("e", { accuracy: "elite" }), weapon: rifle, rangeInches: 5 }, false).needed).toBe(
      1,
    );
    expect(planShot({ figure: figure("g", { accuracy: "green" }), weapon: rifle, rangeInches: 40 }, false).needed).toBe(
      5,
    );
    const p = planShot(
      {
        figure: figure("w", { wounds: 1 }),
        weapon: rifle,
        rangeInches: 5,
        shifts: {
          moved: true,
          leaderAbsent: true,
          thrown: true,
          extraCanisterUnits: 2,
          extra: [{ key: "dusk", shifts: 1 }],
        },
      },
      false,
    );
    expect(p.shifts.map((s) => s.key)).toEqual(["moved", "wounded", "leaderAbsent", "thrown", "canister", "dusk"]);
    expect(p.needed).toBe(2 + 0 + 1 + 1 + 1 + 1 + 2 + 1);
    expect(p.possible).toBe(false);
    expect(p.reason).toBe("noChance");
  });

  it("CORE-5.2 heroes never take the leader-absent shift (OW-4c)", () => {
    const p = planShot(
      { figure: figure("h", { hero: true }), weapon: rifle, rangeInches: 5, shifts: { leaderAbsent: true } },
      false,
    );
    expect(p.needed).toBe(2);
  });

  it("CORE-5.2 saddle shift from a mounted figure, none with Horsemanship on", () => {
    const rider = figure("r", { mounted: true, horsemanship: true });
    expect(planShot({ figure: rider, weapon: rifle, rangeInches: 5 }, false).needed).toBe(3);
    const horsemanship = {
      rules: { ...DEFAULT_OPTIONS, optional: { ...DEFAULT_OPTIONS.optional, horsemanship: true } },
    };
    expect(planShot({ figure: rider, weapon: rifle, rangeInches: 5 }, false, horsemanship).needed).toBe(2);
  });

  it("CORE-5.2 a close-order target counts one band shorter (and short stays short)", () => {
    expect(planShot({ figure: figure("s"), weapon: rifle, rangeInches: 40 }, true)).toMatchObject({
      band: "long",
      effectiveBand: "medium",
      needed: 3,
    });
    expect(planShot({ figure: figure("s"), weapon: rifle, rangeInches: 20 }, true)).toMatchObject({
      effectiveBand: "short",
      needed: 2,
      shots: 2,
    });
    expect(planShot({ figure: figure("s"), weapon: rifle, rangeInches: 3 }, true)).toMatchObject({
      effectiveBand: "short",
      needed: 2,
    });
  });

  it("CORE-5.2 more than 6 needed = no chance: no card is drawn", () => {
    const source = fixedSource([]);
    const green = figure("g", { accuracy: "green", wounds: 1 });
    const r = resolveFire(
      input({ shooters: [{ figure: green, weapon: rifle, rangeInches: 40, shifts: { moved: true } }] }),
      source,
    );
    expect(r.plan.possible).toBe(false);
    expect(r.plan.shooters[0]).toMatchObject({ needed: 7, reason: "noChance", shots: 0 });
    expect(source.used).toBe(0);
    expect(r.summary.key).toBe("COMBAT_PATROL.Fire.noChance");
  });

  it("CORE-5.1 beyond long range, out of ammunition, stunned: no shot", () => {
    const plan = planFire(
      input({
        shooters: [
          { figure: figure("far"), weapon: rifle, rangeInches: 49 },
          { figure: figure("empty", { outOfAmmo: 1 }), weapon: rifle, rangeInches: 5 },
          { figure: figure("dazed", { stunned: true }), weapon: rifle, rangeInches: 5 },
        ],
      }),
    );
    expect(plan.shooters.map((s) => s.reason)).toEqual(["outOfRange", "outOfAmmo", "stunned"]);
    expect(plan.shots).toBe(0);
  });
});

describe("CORE-5 fire: resolution", () => {
  it("CORE-5.3 rate of fire of the band: two cards at short, hits by holes >= needed; the hit's card after every shot card", () => {
    const source = fixedSource([card({ hit: 2 }), card({ hit: 1 }), card({ randomizer: 3, damage: "WOUND" })]);
    const r = resolveFire(input({}, 6), source);
    expect(r.shots.map((s) => s.hit)).toEqual([true, false]);
    expect(r.hits).toHaveLength(1);
    expect(r.hits[0]).toMatchObject({ shooterId: "s1", shot: 1, targetId: "t3", outcome: "wounded", randomizer: 3 });
    expect(r.effects).toEqual([
      { kind: "wound", unitId: "B", figureId: "t3", wounds: 1 },
      { kind: "moraleMarkers", unitId: "B", delta: 1 },
    ]);
    expect(r.cards.map((c) => c.sections[0])).toEqual(["hit", "hit", "randomizer"]);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it("CORE-5.4 OUT_OF_AMMO misses, puts one marker (Normal) and ends the figure's shooting", () => {
    const source = fixedSource([card({ hit: "OUT_OF_AMMO" }), card({ hit: 6 })]);
    const r = resolveFire(input({}, 6), source);
    expect(source.used).toBe(1);
    expect(r.shots).toHaveLength(1);
    expect(r.hits).toHaveLength(0);
    expect(r.outOfAmmo).toEqual([{ figureId: "s1", markers: 1, ended: true }]);
    expect(r.effects).toEqual([{ kind: "outOfAmmo", unitId: "A", figureId: "s1", delta: 1 }]);
  });

  it("CORE-5.4 a supplement reload rule reads the randomizer of the Out of Ammunition card", () => {
    const fouling: ReloadRule = {
      onOutOfAmmo: (_w, c) => ({
        markers: c.randomizer % 2 === 0 ? 2 : 1,
        sections: ["randomizer"],
        shows: `randomizer=${c.randomizer}`,
      }),
      afterFiring: (_w, fired) => (fired > 0 ? 1 : 0),
    };
    const r = resolveFire(input({}, 20), fixedSource([card({ hit: "OUT_OF_AMMO", randomizer: 4 })]), {
      hooks: { reload: fouling },
    });
    expect(r.outOfAmmo).toEqual([{ figureId: "s1", markers: 2, ended: true }]);
    expect(r.cards[0]!.sections).toEqual(["hit", "randomizer"]);
    const fired = resolveFire(input({}, 20), fixedSource([card({ hit: 0 })]), { hooks: { reload: fouling } });
    expect(fired.outOfAmmo).toEqual([{ figureId: "s1", markers: 1, ended: false }]);
  });

  it("CORE-5.4 a weapon without reload (bow) just misses on OUT_OF_AMMO and keeps shooting", () => {
    const source = fixedSource([card({ hit: "OUT_OF_AMMO" }), card({ hit: 0 })]);
    const r = resolveFire(input({ shooters: [{ figure: figure("archer"), weapon: bow, rangeInches: 3 }] }), source);
    expect(r.shots).toHaveLength(2);
    expect(r.effects).toEqual([]);
  });

  it("CORE-5.5 the randomizer wraps around by unit size, counting from the nearest figure", () => {
    expect(randomizedIndex(1, 4)).toBe(0);
    expect(randomizedIndex(4, 4)).toBe(3);
    expect(randomizedIndex(5, 4)).toBe(0);
    expect(randomizedIndex(10, 4)).toBe(1);
    const r = resolveFire(input({}, 20), fixedSource([card({ hit: 6 }), card({ randomizer: 7 })]));
    expect(r.hits[0]!.targetId).toBe("t3");
  });

  it("CORE-5.5 cover: ANY saves soft and hard, HARD saves only hard; a morale marker either way", () => {
    const soft = { target: { unitId: "B", figures: targets(2, "soft"), closeOrder: false } };
    const hard = { target: { unitId: "B", figures: targets(2, "hard"), closeOrder: false } };
    const savedSoft = resolveFire(input(soft), fixedSource([card({ hit: 6 }), card({ cover: "ANY" })]));
    expect(savedSoft.hits[0]!.outcome).toBe("saved");
    expect(savedSoft.effects).toEqual([{ kind: "moraleMarkers", unitId: "B", delta: 1 }]);
    const hardIconSoft = resolveFire(input(soft), fixedSource([card({ hit: 6 }), card({ cover: "HARD" })]));
    expect(hardIconSoft.hits[0]!.outcome).toBe("wounded");
    const hardIconHard = resolveFire(input(hard), fixedSource([card({ hit: 6 }), card({ cover: "HARD" })]));
    expect(hardIconHard.hits[0]!.outcome).toBe("saved");
    const noIcon = resolveFire(input(hard), fixedSource([card({ hit: 6 }), card({ cover: "NONE" })]));
    expect(noIcon.hits[0]!.outcome).toBe("wounded");
  });

  it("CORE-5.6 two wounds in one volley reach Endurance 2: incapacitated; the randomizer then skips the fallen", () => {
    const shooters = [
      { figure: figure("s1"), weapon: rifle, rangeInches: 6 },
      { figure: figure("s2"), weapon: rifle, rangeInches: 6 },
    ];
    const source = fixedSource([
      card({ hit: 6 }),
      card({ hit: 6 }),
      card({ hit: 6 }),
      card({ hit: 0 }), // s1 two shots, s2 two shots
      card({ randomizer: 1 }), // t1 wounded
      card({ randomizer: 1 }), // t1 wounded again: down
      card({ randomizer: 1, damage: "INCAPACITATE" }), // now counts from t2
    ]);
    const r = resolveFire(input({ shooters }), source);
    expect(r.hits.map((h) => [h.targetId, h.outcome])).toEqual([
      ["t1", "wounded"],
      ["t1", "incapacitated"],
      ["t2", "incapacitated"],
    ]);
    expect(r.effects).toContainEqual({ kind: "incapacitate", unitId: "B", figureId: "t1" });
    expect(r.effects).toContainEqual({ kind: "moraleMarkers", unitId: "B", delta: 3 });
    expect(r.summary.data).toMatchObject({ shots: 4, hits: 3, wounded: 1, incapacitated: 2, markers: 3 });
    expect(r.hits.map((h) => [h.shooterId, h.shot])).toEqual([
      ["s1", 1],
      ["s1", 2],
      ["s2", 1],
    ]);
  });

  it("CORE-5.3 / CORE-5.4 every shot card first: an Out of Ammunition card ends only that shooter's shots, a bow shoots on", () => {
    const shooters = [
      { figure: figure("s1"), weapon: rifle, rangeInches: 6 },
      { figure: figure("archer"), weapon: bow, rangeInches: 3 },
      { figure: figure("s2"), weapon: rifle, rangeInches: 6 },
    ];
    const source = fixedSource([
      card({ hit: "OUT_OF_AMMO" }), // s1's first shot: his second is lost
      card({ hit: "OUT_OF_AMMO" }),
      card({ hit: 5 }), // the archer misses, then hits
      card({ hit: 4 }),
      card({ hit: "OUT_OF_AMMO" }), // s2 hits, then runs out
      card({ randomizer: 2, damage: "WOUND" }),
      card({ randomizer: 2, damage: "WOUND" }), // effect cards in hit order
    ]);
    const r = resolveFire(input({ shooters }), source);
    expect(source.used).toBe(7);
    expect(r.shots.map((s) => [s.shooterId, s.shot, s.hit])).toEqual([
      ["s1", 1, false],
      ["archer", 1, false],
      ["archer", 2, true],
      ["s2", 1, true],
      ["s2", 2, false],
    ]);
    expect(r.outOfAmmo).toEqual([
      { figureId: "s1", markers: 1, ended: true },
      { figureId: "s2", markers: 1, ended: true },
    ]);
    expect(r.hits.map((h) => [h.shooterId, h.targetId, h.outcome])).toEqual([
      ["archer", "t2", "wounded"],
      ["s2", "t2", "incapacitated"],
    ]);
    expect(r.cards.map((c) => c.reason)).toEqual([
      "fire.shot:s1",
      "fire.shot:archer",
      "fire.shot:archer",
      "fire.shot:s2",
      "fire.shot:s2",
      "fire.hit:archer",
      "fire.hit:s2",
    ]);
  });

  it("CORE-5.5 no more effect cards once every target figure is down; every hit still puts its morale marker", () => {
    const one = { target: { unitId: "B", figures: targets(1), closeOrder: false } };
    const source = fixedSource([
      card({ hit: 6 }),
      card({ hit: 6 }),
      card({ damage: "INCAPACITATE" }),
      card({ damage: "WOUND" }),
    ]);
    const r = resolveFire(input(one, 6), source);
    expect(source.used).toBe(3);
    expect(r.shots.filter((s) => s.hit)).toHaveLength(2);
    expect(r.hits).toHaveLength(1);
    expect(r.effects).toEqual([
      { kind: "incapacitate", unitId: "B", figureId: "t1" },
      { kind: "moraleMarkers", unitId: "B", delta: 2 },
    ]);
    expect(r.summary.data).toMatchObject({ shots: 2, hits: 2, incapacitated: 1, markers: 2 });
    const fallen = {
      target: {
        unitId: "B",
        figures: [{ figure: figure("t1", { incapacitated: true }), cover: "none" as const }],
        closeOrder: false,
      },
    };
    const none = fixedSource([card({ hit: 6 })]);
    expect(resolveFire(input(fallen, 6), none).shots).toHaveLength(0);
    expect(none.used).toBe(0);
  });

  it("CORE-10 a sniper's hit goes to the figure he aims at; a non-sniper cannot aim", () => {
    const sniper = figure("sn", { sniper: true });
    const r = resolveFire(
      input({ shooters: [{ figure: sniper, weapon: rifle, rangeInches: 20, aimAt: "t4" }] }),
      fixedSource([card({ hit: 6 }), card({ randomizer: 1 })]),
    );
    expect(r.hits[0]).toMatchObject({ targetId: "t4", randomizer: null });
    expect(() =>
      resolveFire(
        input({ shooters: [{ figure: figure("x"), weapon: rifle, rangeInches: 20, aimAt: "t4" }] }),
        fixedSource([]),
      ),
    ).toThrow(/notSniper/);
  });
});
