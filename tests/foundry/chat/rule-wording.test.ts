/**
 * Player wording: chat lines that said something the rule does not, or named a side
 * "someone". Each case is a real engine result over fixed cards, read through the line writers.
 */
import { describe, expect, it } from "vitest";
import { card } from "../../helpers/cards";
import { figure, unit } from "../../helpers/figures";
import { herdOf, rules } from "../../rules/old-west/fixtures";
import { fixedSource } from "@rules/cards/source";
import type { ActionCard } from "@rules/cards/schema";
import type { FigureState, ProcedureResult, UnitState } from "@rules/model";
import { trampleMelee } from "@rules/old-west/stampede";
import { runawayMove } from "@rules/old-west/runaway";
import type { WagonState } from "@rules/old-west/wagons";
import { livestock } from "@rules/tables/livestock";
import { resolveMountedMove } from "@rules/mounted/movement";
import { NAP, rider } from "../../rules/mounted/fixtures";
import { makeRecord } from "@foundry/kernel/result-record";
import { resultView } from "@foundry/chat/view";
import { format } from "../../doubles/format";

const OW = rules({ hollywood: { animals: true, dynamite: true, heroes: true } });
const lines = (
  result: ProcedureResult,
  drawn: readonly ActionCard[],
  units: readonly UnitState[],
  figures: readonly FigureState[] = [],
) =>
  resultView(makeRecord({ result, drawn, units, figures, unitNames: [], deck: "Frontier" }), format).lines.map(
    (l) => l.text,
  );

const cole = figure("cole", { name: "Pvt. Cole" });
const posse = unit("posse", [cole, figure("dunn", { name: "Cpl. Dunn" })], { name: "Posse" });

describe("OW-9.2.7b a tie with a stampede", () => {
  it('OW-9.2.7b tie at 6: the line says the figure is stunned in place and takes no damage (not "both fall back")', () => {
    const steers = unit(
      "H",
      ["a1", "a2", "a3"].map((id, i) => figure(id, { name: `Steer ${i + 1}`, melee: livestock("ow.cattle").melee })),
      { name: "Longhorns", kind: "herd" },
    );
    const stampede = herdOf(steers, { stampeding: true, stampedeClock: 12 });
    // Steer: Melee 1 + card 5 = 6; Cole: Melee 1 + HtH 2 + card 3 = 6.
    const drawn = [
      card({ serial: 18, melee: 5 }),
      card({ serial: 19, melee: 3 }),
      card({ serial: 20 }),
      card({ serial: 21 }),
    ];
    const result = trampleMelee(
      { herd: stampede, animalsInRange: steers.figures, figureUnitId: posse.id, figure: { ...cole, melee: 1 }, hth: 2 },
      fixedSource(drawn),
      OW,
    );
    expect(result.outcome).toBe("tie");
    expect(result.effects).toEqual([{ kind: "stun", unitId: "posse", figureId: "cole", stunned: true }]);
    const text = lines(result, drawn, [posse, steers]);
    expect(text.at(-1)).toBe("Tie at 6: Pvt. Cole is stunned in place but takes no damage.");
    expect(text.join(" ")).not.toMatch(/fall back/);
  });
});

describe("OW-9.3f an overturning wagon's attack", () => {
  it('OW-9.3f a failed bog check overturns the runaway: each thrown occupant\'s fight names the overturning wagon by its name, never "someone"', () => {
    const driver = figure("driver", { name: "Jehu", guts: "green", melee: 0 });
    const state: WagonState = {
      unit: unit("W", [driver], { name: "Stagecoach", kind: "wagon", grade: "regular" }),
      wagonId: "ow.stagecoach",
      driverId: "driver",
      team: { id: "team", animals: 4, wounds: 0, dead: 0, hurtCutOut: false },
      pace: "gallop",
      runaway: true,
      overturned: false,
      destroyed: false,
    };
    const bogged = { green: true, regular: true, elite: true };
    const drawn = [
      card({ serial: 22, move: 6 }),
      card({ serial: 23, move: 4 }),
      card({ serial: 24, bog: bogged }),
      card({ serial: 25, melee: 5 }),
      card({ serial: 26, melee: 0 }),
      card({ serial: 27, damage: "WOUND", location: "leg" }),
      // Serials given: the helper's running serial depends on what ran before in the thread and could repeat 22–27.
      card({ serial: 28 }),
      card({ serial: 29 }),
    ];
    const result = runawayMove({ state, turnDegrees: 60, crossesObstacle: false }, fixedSource(drawn), OW);
    expect(result.overturned).toBe(true);
    expect(result.attacks.map((a) => a.passed)).toEqual([false]);
    const text = lines(result, drawn, [state.unit]);
    expect(text.join("\n")).not.toMatch(/someone/);
    expect(text).toContainEqual(
      expect.stringMatching(/^Attacker Stagecoach \(overturning\): Melee \d+ \+ HtH 0 \+ card 25 shows 5 = \d+$/),
    );
    expect(text).toContainEqual(
      expect.stringMatching(/^Stagecoach \(overturning\) wins \d+ to \d+ — card 27 shows Wound: Jehu, leg, wounded/),
    );
  });
});

describe("CORE-8 a halved mounted move shows its step", () => {
  const hart = rider("h", { name: "Trooper Hart" });
  const drawn = [card({ serial: 45, move: 5 }), card({ serial: 46, move: 7 })];

  it('NAP-6.1.1 a mounted move at half speed (ground halving it): the line shows "× 0.5" between the cards and the allowance', () => {
    const result = resolveMountedMove(
      { unitId: "C", figure: hart, gallop: false, terrainFactor: 0.5 },
      fixedSource(drawn),
      { rules: NAP },
    );
    expect(result.factor).toBe(0.5);
    expect(result.inches).toBe(6);
    expect(lines(result, drawn, [], [hart])).toEqual([
      'Trooper Hart: cards #45, #46 show 5 + 7 = 12"',
      "× 0.5 (slowed: wounds, load or ground)",
      'May move 6".',
    ]);
  });

  it("NAP-6.1.1 a wounded rider is not halved: no step shown", () => {
    const wounded = { ...hart, wounds: 1, endurance: 2 };
    const result = resolveMountedMove({ unitId: "C", figure: wounded, gallop: false }, fixedSource(drawn), {
      rules: NAP,
    });
    expect(result.factor).toBe(1);
    expect(lines(result, drawn, [], [wounded])).toEqual([
      'Trooper Hart: cards #45, #46 show 5 + 7 = 12"',
      'May move 12".',
    ]);
  });
});
