import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { resolveBlast, resolveThrow } from "@rules/procedures/he";
import { card } from "../../helpers/cards";
import { figure, grenade, rifle } from "./fixtures";

const under = ["a", "b", "c"].map((id) => ({ unitId: "B", figure: figure(id) }));

describe("CORE-9 HE", () => {
  it("CORE-9 the burst icon of the template's size hits (then a damage card); '!!' stuns", () => {
    const source = fixedSource([
      card({ burst: { small: true, medium: true, large: false } }),
      card({ damage: "INCAPACITATE" }), // a: medium hit
      card({ burst: { small: true, medium: false, stun: true } }), // b: small only = miss for medium, stunned
      card({ burst: { small: true, medium: true, stun: true } }),
      card({ damage: "WOUND" }), // c: hit wounded + stunned
    ]);
    const r = resolveBlast({ size: "medium", figures: under }, source);
    expect(r.figures.map((f) => [f.figureId, f.outcome, f.stunned])).toEqual([
      ["a", "incapacitated", false],
      ["b", "missed", true],
      ["c", "wounded", true],
    ]);
    expect(r.effects).toEqual([
      { kind: "incapacitate", unitId: "B", figureId: "a" },
      { kind: "stun", unitId: "B", figureId: "b", stunned: true },
      { kind: "wound", unitId: "B", figureId: "c", wounds: 1 },
      { kind: "stun", unitId: "B", figureId: "c", stunned: true },
      { kind: "moraleMarkers", unitId: "B", delta: 2 },
    ]);
    expect(r.cards.map((c) => c.sections[0])).toEqual(["burst", "damage", "burst", "burst", "damage"]);
  });

  it("CORE-9 a large template needs the large icon; cover only when asked (HARD vs hard)", () => {
    const r = resolveBlast(
      { size: "large", figures: under.slice(0, 1) },
      fixedSource([card({ burst: { small: true, medium: true, large: false } })]),
    );
    expect(r.figures[0]!.hit).toBe(false);
    const covered = resolveBlast(
      { size: "small", figures: [{ unitId: "B", figure: figure("h"), cover: "hard" }], checkCover: true },
      fixedSource([card({ burst: { small: true } }), card({ cover: "HARD" })]),
    );
    expect(covered.figures[0]!.outcome).toBe("saved");
  });

  // CORE.md lists "thrown dynamite" as the shift, not a throw as such (OW-6.1.1 adds it).
  it("CORE-9 a thrown charge hits like a shot, no shift for a plain grenade: Regular short needs 2", () => {
    const thrower = { figure: figure("g"), weapon: grenade, rangeInches: 3 };
    const hit = resolveThrow({ unitId: "A", thrower }, fixedSource([card({ hit: 2 })]));
    expect(hit.plan.needed).toBe(2);
    expect(hit.plan.shifts).toEqual([]);
    expect(hit.landed).toBe("target");
    expect(hit.scatter).toBeNull();
  });

  it("CORE-9 a miss scatters by the next card's clock and inches; Out of Ammunition scatters too unless a hook says otherwise", () => {
    const thrower = { figure: figure("g"), weapon: grenade, rangeInches: 6 };
    const miss = resolveThrow(
      { unitId: "A", thrower },
      fixedSource([card({ hit: 2 }), card({ scatter: { clock: 4, inches: 5 } })]),
    );
    expect(miss.plan.needed).toBe(3);
    expect(miss.landed).toBe("scatter");
    expect(miss.scatter).toEqual({ clock: 4, inches: 5 });
    expect(miss.cards.map((c) => c.sections[0])).toEqual(["hit", "scatter"]);
    const ooa = resolveThrow(
      { unitId: "A", thrower },
      fixedSource([card({ hit: "OUT_OF_AMMO" }), card({ scatter: { clock: 9, inches: 2 } })]),
    );
    expect(ooa.scatter).toEqual({ clock: 9, inches: 2 });
    const dud = resolveThrow({ unitId: "A", thrower }, fixedSource([card({ hit: "OUT_OF_AMMO" }), card({ d10: 3 })]), {
      hooks: {
        onOutOfAmmo: (_c, reader) =>
          reader.draw("dynamite.fuse", ["d10"], (c) => `d10=${c.d10}`).d10 % 2 === 0
            ? { landed: "thrower" }
            : { landed: "dud" },
      },
    });
    expect(dud.landed).toBe("dud");
    expect(dud.cards).toHaveLength(2);
  });

  it("CORE-9 no chance: nothing thrown, no card; a weapon without HE is refused", () => {
    const source = fixedSource([]);
    const r = resolveThrow(
      {
        unitId: "A",
        thrower: {
          figure: figure("g", { accuracy: "green", wounds: 1 }),
          weapon: grenade,
          rangeInches: 10,
          shifts: { moved: true },
        },
      },
      source,
    );
    expect(r.plan.needed).toBe(3 + 2 + 1 + 1);
    expect(r.landed).toBe("none");
    expect(source.used).toBe(0);
    expect(() =>
      resolveThrow({ unitId: "A", thrower: { figure: figure("g"), weapon: rifle, rangeInches: 3 } }, source),
    ).toThrow(/notExplosive/);
  });
});
