import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { resolveMelee, type MeleeInput } from "@rules/procedures/melee";
import type { Effect } from "@rules/model";
import { card } from "../../helpers/cards";
import { figure } from "./fixtures";

const fight = (over: Partial<MeleeInput> = {}): MeleeInput => ({
  attacker: { unitId: "A", figure: figure("a", { melee: 2 }), hth: 1, modifiers: [{ key: "impetus", value: 2 }] },
  defender: { unitId: "B", figure: figure("d", { melee: 1 }), hth: 0, modifiers: [{ key: "obstacle", value: 1 }] },
  ...over,
});

describe("CORE-6 hand to hand", () => {
  it('CORE-6 totals: Melee + HtH + modifiers + card; higher wins; loser damaged and recoils 2", victor may advance 1"', () => {
    const source = fixedSource([card({ melee: 1 }), card({ melee: 3 }), card({ damage: "WOUND" })]);
    const r = resolveMelee(fight(), source);
    expect(r.attacker.total).toBe(2 + 1 + 2 + 1);
    expect(r.defender.total).toBe(1 + 0 + 1 + 3);
    expect(r.winner).toBe("attacker");
    expect(r.loserOutcome).toBe("wounded");
    expect(r.effects).toEqual<Effect[]>([
      { kind: "wound", unitId: "B", figureId: "d", wounds: 1 },
      { kind: "move", unitId: "B", figureId: "d", inches: 2, direction: "recoil" },
      { kind: "move", unitId: "A", figureId: "a", inches: 1, direction: "advance", optional: true },
    ]);
    expect(r.cards.map((c) => c.sections[0])).toEqual(["melee", "melee", "damage"]);
  });

  it("CORE-6 the defender can win; an incapacitated loser does not recoil", () => {
    const source = fixedSource([card({ melee: 0 }), card({ melee: 5 }), card({ damage: "INCAPACITATE" })]);
    const r = resolveMelee(fight(), source);
    expect(r.winner).toBe("defender");
    expect(r.effects).toEqual<Effect[]>([
      { kind: "incapacitate", unitId: "A", figureId: "a" },
      { kind: "move", unitId: "B", figureId: "d", inches: 1, direction: "advance", optional: true },
    ]);
  });

  it('CORE-6 a tie pushes both back 2" and draws no damage card', () => {
    const source = fixedSource([card({ melee: 1 }), card({ melee: 4 }), card({ damage: "INCAPACITATE" })]);
    const r = resolveMelee(fight(), source);
    expect(r.attacker.total).toBe(r.defender.total);
    expect(r.winner).toBe("tie");
    expect(source.used).toBe(2);
    expect(r.effects).toEqual<Effect[]>([
      { kind: "move", unitId: "A", figureId: "a", inches: 2, direction: "recoil" },
      { kind: "move", unitId: "B", figureId: "d", inches: 2, direction: "recoil" },
    ]);
  });

  it("CORE-6 the breakthrough hook replaces the moves (mounted victors, Table 2)", () => {
    const source = fixedSource([card({ melee: 5 }), card({ melee: 0 }), card({ damage: "INCAPACITATE" })]);
    const r = resolveMelee(fight(), source, {
      hooks: {
        afterMelee: (ctx) => [
          {
            kind: "move",
            unitId: "A",
            figureId: "a",
            inches: ctx.loserOutcome === "incapacitated" ? 4 : 1,
            direction: "advance",
          },
        ],
      },
    });
    expect(r.effects.at(-1)).toEqual({ kind: "move", unitId: "A", figureId: "a", inches: 4, direction: "advance" });
  });

  it("OW-9.3f / CORE-6 a side that cannot be hurt draws no damage card when it loses; the other side still does", () => {
    const spared = fight({ attacker: { ...fight().attacker, takesDamage: false } });
    const lost = fixedSource([card({ melee: 0 }), card({ melee: 5 }), card({ damage: "INCAPACITATE" })]);
    const r = resolveMelee(spared, lost);
    expect([r.winner, r.loserSpared, r.loserDamage, r.loserOutcome, lost.used]).toEqual([
      "defender",
      true,
      null,
      "none",
      2,
    ]);
    expect(r.cards.map((c) => c.reason)).toEqual(["melee.attacker:a", "melee.defender:d"]);
    // Not incapacitated: the spared loser still recoils, the victor may advance.
    expect(r.effects).toEqual<Effect[]>([
      { kind: "move", unitId: "A", figureId: "a", inches: 2, direction: "recoil" },
      { kind: "move", unitId: "B", figureId: "d", inches: 1, direction: "advance", optional: true },
    ]);
    const won = fixedSource([card({ melee: 5 }), card({ melee: 0 }), card({ damage: "INCAPACITATE" })]);
    const hookedFor: string[] = [];
    const w = resolveMelee(spared, won, {
      hooks: { loserDamage: (loser) => (hookedFor.push(loser.figure.id), { outcome: "none", effects: [] }) },
    });
    expect([w.winner, w.loserSpared, w.loserDamage, won.used, hookedFor]).toEqual([
      "attacker",
      false,
      "INCAPACITATE",
      3,
      ["d"],
    ]);
  });

  it("NAP-6.2.1.3 / CORE-6 a side that adds no Melee attribute: its total is HtH + modifiers + card", () => {
    const noMelee = fight({
      defender: { unitId: "B", figure: figure("d", { melee: 3 }), hth: 0, addsMeleeAttribute: false },
    });
    const r = resolveMelee(noMelee, fixedSource([card({ melee: 1 }), card({ melee: 4 }), card({ damage: "WOUND" })]));
    expect([r.defender.melee, r.defender.total, r.attacker.total]).toEqual([0, 4, 6]);
    expect(r.winner).toBe("attacker");
  });
});
