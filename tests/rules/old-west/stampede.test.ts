import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import {
  fireStartlesHerd,
  stampedeCheck,
  stampedeEndOfTurn,
  stampedeMove,
  trampleMelee,
  STAMPEDE_TRIGGERS,
  type HerdState,
} from "@rules/old-west";
import { resolveActivationCard, type ActivationDeckState } from "@rules/procedures/activation";
import { livestock } from "@rules/tables";
import { card } from "../../helpers/cards";
import { at, figure, figures, herdOf, rules, unit } from "./fixtures";

const on = rules({ hollywood: { animals: true } });
const herd = (species = "ow.cattle", over: Partial<HerdState> = {}): HerdState =>
  herdOf(unit("H", figures("a", 4, { melee: livestock(species).melee }), { kind: "herd" }), { species, ...over });
const advance = card({ morale: { regular: { open: "ADVANCE_ONE", cover: "OK" } } });

describe("OW-9.2.7 stampede", () => {
  it("OW-9.2.7 every trigger draws a check: open-terrain ADVANCE_ONE in the herd's Guts column stampedes", () => {
    for (const trigger of [
      "fireWithin2",
      "herdCharged",
      "unitWithin2Charged",
      "lostFigure",
      "gmEvent",
      "firedOn",
    ] as const) {
      expect(STAMPEDE_TRIGGERS).toContain(trigger);
      const r = stampedeCheck(herd(), trigger, fixedSource([advance, card({ scatter: { clock: 3, inches: 2 } })]), on);
      expect([r.checked, r.grade, r.result, r.stampedes, r.clock]).toEqual([true, "regular", "ADVANCE_ONE", true, 3]);
      expect(r.cards.map((c) => c.sections[0])).toEqual(["morale", "scatter"]);
      expect(r.effects).toEqual([
        { kind: "flag", unitId: "H", figureId: null, flag: "stampeding", value: true },
        { kind: "flag", unitId: "H", figureId: null, flag: "stampedeClock", value: 3 },
        { kind: "commandDie", unitId: "H", value: null },
      ]);
    }
  });

  it("OW-9.2.7 any other result: no stampede, one card", () => {
    const r = stampedeCheck(
      herd(),
      "fireWithin2",
      fixedSource([card({ morale: { regular: { open: "FALL_BACK" } } })]),
      on,
    );
    expect([r.stampedes, r.cards.length, r.effects]).toEqual([false, 1, []]);
    // Bison read the Elite column: the Regular column's advance does not count.
    const bison = stampedeCheck(herd("ow.bison"), "herdCharged", fixedSource([advance]), on);
    expect([bison.grade, bison.stampedes]).toEqual(["elite", false]);
  });

  it("OW-9.2.7 sheep (and bears) never stampede; a stampeding herd does not check again", () => {
    expect(stampedeCheck(herd("ow.sheep"), "firedOn", fixedSource([]), on).checked).toBe(false);
    expect(stampedeCheck(herd("ow.grizzly-bear"), "firedOn", fixedSource([]), on).checked).toBe(false);
    expect(
      stampedeCheck(herd("ow.cattle", { stampeding: true, stampedeClock: 5 }), "lostFigure", fixedSource([]), on),
    ).toMatchObject({ checked: false, stampedes: true, clock: 5 });
  });

  it("OW-9.2.7 (OW-9.2.3) a herded charge stampedes without a check: only the direction card", () => {
    const r = stampedeCheck(herd(), "herdersCharge", fixedSource([card({ scatter: { clock: 9, inches: 1 } })]), on);
    expect([r.stampedes, r.result, r.clock, r.cards.length]).toEqual([true, null, 9, 1]);
  });

  it("OW-9.2.7 a unit firing within 2 inches of the herd startles it", () => {
    const animals = [at("a1", 0, 0), at("a2", 3, 0)];
    expect(fireStartlesHerd(at("s", 5.9, 0), animals)).toBe(true);
    expect(fireStartlesHerd(at("s", 6.1, 0), animals)).toBe(false);
  });

  it("OW-9.2.7 a stampede moves one card in the scatter direction on every Activation Card, trampling what it passes", () => {
    const h = herd("ow.cattle", { stampeding: true, stampedeClock: 12 });
    const r = stampedeMove(
      h,
      fixedSource([card({ move: 6 })]),
      { herdAt: [at("a1", 0, 0)], others: [at("man", 4, 1.5), at("far", 4, 5)], referenceBearing: 0 },
      on,
    );
    expect([r.movement.cardInches, r.clock, r.trampled]).toEqual([[6], 12, ["man"]]);
    expect(r.displacement?.x).toBeCloseTo(6);
    expect(r.effects).toEqual([
      { kind: "move", unitId: "H", figureId: null, inches: 6, direction: "scatter", clock: 12 },
    ]);
    expect(() => stampedeMove(herd(), fixedSource([card()]), undefined, on)).toThrow(/notStampeding/);
  });

  // Seed 000 OW-9.2.7: "Large obstacles can force the herd to change direction or even split but do not stop the
  // momentum."
  it("OW-9.2.7c a stampede over terrain follows the path round a large obstacle and tramples along it", () => {
    const h = herd("ow.cattle", { stampeding: true, stampedeClock: 12 });
    const geometry = {
      herdAt: [at("a1", 0, 0)],
      others: [at("man", 4, 1.5), at("left", 4, -3)],
      referenceBearing: 0,
      obstacles: [
        {
          id: "barn",
          kind: "area" as const,
          size: "large" as const,
          vertices: [
            { x: 4, y: -1 },
            { x: 6, y: -1 },
            { x: 6, y: 6 },
            { x: 4, y: 6 },
          ],
        },
      ],
    };
    const straight = stampedeMove(h, fixedSource([card({ move: 6 })]), { ...geometry, obstacles: undefined }, on);
    expect([straight.trampled, straight.terrain]).toEqual([["man"], null]);
    const r = stampedeMove(h, fixedSource([card({ move: 6 })]), geometry, on);
    expect(r.terrain!.events.map((e) => [e.obstacleId, e.outcome, e.along])).toEqual([["barn", "diverted", 2]]);
    expect(r.trampled).toEqual(["left"]);
    // 2" straight, then 4" at 36.87° to the left: (2 + 3.2, -2.4)
    expect(r.displacement!.x).toBeCloseTo(5.2, 9);
    expect(r.displacement!.y).toBeCloseTo(-2.4, 9);
  });

  it("OW-9.2.7 End of Turn: the stampede ends and the herd is marked stunned", () => {
    const stampeding = {
      ...herd().unit,
      flags: { stampeding: true, stampedeClock: 4 },
      figures: [...figures("a", 2), figure("dead", { incapacitated: true })],
    };
    const calm = unit("C", figures("c", 2), { kind: "herd" });
    const before: ActivationDeckState = { drawPile: [], drawn: [], pending: [], lastNumber: 2, turn: 1 };
    const r = resolveActivationCard(
      { card: { id: "end#1", kind: "end" }, before, units: [stampeding, calm] },
      { hooks: { endOfTurn: stampedeEndOfTurn } },
    );
    const ow = r.effects.filter((e) => e.kind === "flag" || e.kind === "stun");
    expect(ow).toEqual([
      { kind: "flag", unitId: "H", figureId: null, flag: "stampeding", value: false },
      { kind: "flag", unitId: "H", figureId: null, flag: "stampedeClock", value: null },
      { kind: "stun", unitId: "H", figureId: "a1", stunned: true },
      { kind: "stun", unitId: "H", figureId: "a2", stunned: true },
    ]);
  });
});

describe("OW-9.2.7b trampling", () => {
  const stampede = herd("ow.cattle", { stampeding: true, stampedeClock: 12 });
  const animals = stampede.unit.figures.slice(0, 3);
  const cowboy = figure("cowboy", { melee: 1 });
  const fight = (cards: ReturnType<typeof card>[]) =>
    trampleMelee(
      { herd: stampede, animalsInRange: animals, figureUnitId: "U", figure: cowboy, hth: 2 },
      fixedSource(cards),
      on,
    );

  it("OW-9.2.7b the figure wins: a random animal in range takes a combat result, wounds ignored", () => {
    // cattle Melee 1 + card 0 = 1 against 1 + 2 + card 1 = 4.
    const kill = fight([card({ melee: 0 }), card({ melee: 1 }), card({ randomizer: 2, damage: "INCAPACITATE" })]);
    expect([kill.outcome, kill.animalKilled]).toEqual(["won", "a2"]);
    // OW-9.2.2 the loss as the herd's count of animals left (4 - 1), as fire at a herd gives it.
    expect(kill.effects).toEqual([{ kind: "flag", unitId: "H", figureId: null, flag: "animals", value: 3 }]);
    expect(kill.cards[2]!.sections).toEqual(["damage", "randomizer"]);
    const wound = fight([card({ melee: 0 }), card({ melee: 1 }), card({ randomizer: 2, damage: "WOUND" })]);
    expect([wound.outcome, wound.animalKilled, wound.effects]).toEqual(["won", null, []]);
  });

  it("OW-9.2.7b a tie: the figure is stunned in place and takes no damage", () => {
    const tie = fight([card({ melee: 2 }), card({ melee: 0 })]);
    expect(tie.outcome).toBe("tie");
    expect(tie.cards).toHaveLength(2);
    expect(tie.effects).toEqual([{ kind: "stun", unitId: "U", figureId: "cowboy", stunned: true }]);
  });

  it("OW-9.2.7b the figure loses: trampled, the combat result applies; no recoil", () => {
    const lost = fight([card({ melee: 5 }), card({ melee: 0 }), card({ damage: "INCAPACITATE" })]);
    expect(lost.outcome).toBe("trampled");
    expect(lost.effects).toEqual([{ kind: "incapacitate", unitId: "U", figureId: "cowboy" }]);
  });
});
