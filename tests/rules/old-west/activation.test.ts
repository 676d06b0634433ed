import { describe, expect, it } from "vitest";
import { FIRST_CARD } from "@rules/cards/random";
import { fixedSource } from "@rules/cards/source";
import type { UnitState } from "@rules/model";
import {
  chargesCardHook,
  herdedHerdsHook,
  lightFuse,
  oldWestActivationHooks,
  setUpCharge,
  stampedeCardHook,
  type ChargeStep,
  type HerdState,
  type HeroEntry,
  type StampedeMoveResult,
} from "@rules/old-west";
import {
  drawActivationCard,
  resolveActivationCard,
  type ActivationDeckState,
  type ActivationHooks,
  type ActivationResult,
} from "@rules/procedures/activation";
import type { CardSource } from "@rules/cards/source";
import { card } from "../../helpers/cards";
import { at, figure, figures, herdOf, rules, unit } from "./fixtures";

const on = rules({ hollywood: { animals: true, dynamite: true, heroes: true } });

/** Play the Activation Cards `ids` in order over the same units, hooks and Action Deck. */
function play(
  ids: readonly string[],
  units: readonly UnitState[],
  hooks: ActivationHooks,
  source: CardSource,
  lastNumber: number | null = null,
): ActivationResult[] {
  let state: ActivationDeckState = { drawPile: [...ids], drawn: [], pending: [], lastNumber, turn: 1 };
  return ids.map(() => {
    const before = state;
    const drawn = drawActivationCard(state, FIRST_CARD);
    state = drawn.state;
    return resolveActivationCard({ card: drawn.card, before, units, source }, { ...on, hooks });
  });
}

const stampeding = (): HerdState =>
  herdOf(unit("H", figures("a", 3), { kind: "herd", flags: { stampeding: true, stampedeClock: 12 } }), {
    stampeding: true,
    stampedeClock: 12,
  });

describe("OW hooks on the Activation Card", () => {
  it("OW-9.2.7 stampede on every Activation Card: one movement card on each card (number, Elite, Hero), none on End of Turn, which ends it", () => {
    const herd = stampeding();
    const moves = [card({ move: 6 }), card({ move: 3 }), card({ move: 9 })];
    const source = fixedSource([...moves, card()]);
    const riders = unit("R", [figure("r")], { commandDie: 2 });
    const results = play(
      ["2#1", "elite#1", "hero#1", "end#1"],
      [herd.unit, riders],
      { everyCard: [stampedeCardHook([herd], on)], endOfTurn: oldWestActivationHooks({}, on).endOfTurn! },
      source,
    );
    expect(source.used).toBe(3);
    expect(results.map((r) => r.cards.map((c) => [c.serial, c.sections[0]]))).toEqual([
      [[moves[0]!.serial, "move"]],
      [[moves[1]!.serial, "move"]],
      [[moves[2]!.serial, "move"]],
      [],
    ]);
    expect(results.map((r) => r.effects.filter((e) => e.kind === "move"))).toEqual([
      [{ kind: "move", unitId: "H", figureId: null, inches: 6, direction: "scatter", clock: 12 }],
      [{ kind: "move", unitId: "H", figureId: null, inches: 3, direction: "scatter", clock: 12 }],
      [{ kind: "move", unitId: "H", figureId: null, inches: 9, direction: "scatter", clock: 12 }],
      [],
    ]);
    expect(results[0]!.supplements.map((s) => s.procedure)).toEqual(["ow.stampedeMove"]);
    // The herd is not an activated unit: its move is the hook's; the riders activate on their 2.
    expect(results[0]!.activations.map((a) => a.unitId)).toEqual(["R"]);
    const end = results[3]!;
    expect(end.effects).toContainEqual({ kind: "flag", unitId: "H", figureId: null, flag: "stampeding", value: false });
    expect(end.effects).toContainEqual({ kind: "stun", unitId: "H", figureId: "a1", stunned: true });
  });

  it('OW-9.2.7 with the table positions, the figures a stampede passes within 1" of come back in its move', () => {
    const herd = stampeding();
    const geometry = { herdAt: [at("a1", 0, 0)], others: [at("man", 4, 1.5), at("far", 4, 5)], referenceBearing: 0 };
    const [r] = play(
      ["5#1"],
      [herd.unit],
      { everyCard: [stampedeCardHook([herd], on, () => geometry)] },
      fixedSource([card({ move: 6 })]),
    );
    const move = r!.supplements[0] as StampedeMoveResult;
    expect([move.procedure, move.trampled]).toEqual(["ow.stampedeMove", ["man"]]);
  });

  it("OW-9.2.3 herded herds activate with their herders (as often), not on their own die; never while stampeding", () => {
    const herders = unit("C", figures("c", 3), { commandDie: 4, grade: "elite" });
    const herded: HerdState = {
      ...stampeding(),
      unit: unit("H", figures("a", 3), { kind: "herd" }),
      stampeding: false,
      stampedeClock: null,
      herdedBy: "C",
    };
    const hooks = {
      everyCard: [
        herdedHerdsHook([herded, { ...herded, unit: unit("S", figures("s", 2), { kind: "herd" }), stampeding: true }]),
      ],
    };
    const [elite, four, three] = play(["elite#1", "4#1", "3#1"], [herders, herded.unit], hooks, fixedSource([]));
    expect(elite!.activations).toEqual([]);
    expect(four!.activations).toEqual([
      { unitId: "C", count: 2, reason: "elite" },
      { unitId: "H", count: 2, reason: "supplement" },
    ]);
    expect(four!.effects).toContainEqual({ kind: "acted", unitId: "H", acted: true });
    expect(three!.activations).toEqual([]);
  });

  it("OW-6.1.2 a lit charge explodes on a matching Activation Card (its command die), not on another number or a special card", () => {
    const lit = lightFuse(setUpCharge("c1"), { figure: figure("m"), at: at("m", 0.2, 0) }, { x: 0, y: 0 }, 4).charge;
    const unlit = setUpCharge("c2");
    const results = play(
      ["3#1", "elite#1", "4#1"],
      [],
      { everyCard: [chargesCardHook([lit, unlit])] },
      fixedSource([]),
    );
    expect(results.map((r) => r.supplements.length)).toEqual([0, 0, 1]);
    const boom = results[2]!.supplements[0] as ChargeStep;
    expect([boom.procedure, boom.charge.id, boom.charge.stage, boom.blast]).toEqual([
      "ow.charge",
      "c1",
      "exploded",
      { at: "charge", scatter: null, template: "medium" },
    ]);
    expect(results[2]!.cards).toEqual([]);
  });

  it("OW-4b / OW-9.2.7 all Old West hooks on one Hero card: the heroes' d10 reads, then the stampede's move, one list in order", () => {
    const hero = (id: string): HeroEntry => {
      const f = figure(id, { hero: true, guts: "elite" });
      return { figure: f, heroUnit: unit(`${id}-card`, [f], { kind: "hero", commandDie: 6 }), attachedTo: null };
    };
    const heroes = [hero("a"), hero("b")];
    const herd = stampeding();
    const d10a = card({ d10: 1 });
    const d10b = card({ d10: 7 });
    const step = card({ move: 5 });
    const hooks = oldWestActivationHooks({ heroes, herds: [herd] }, on);
    const [r] = play(
      ["hero#1"],
      [...heroes.map((h) => h.heroUnit), herd.unit],
      hooks,
      fixedSource([d10a, d10b, step]),
      6,
    );
    expect(r!.activations.map((a) => a.unitId)).toEqual(["b-card", "a-card"]);
    expect(r!.cards.map((c) => [c.serial, c.reason])).toEqual([
      [d10a.serial, "ow.heroOrder:a"],
      [d10b.serial, "ow.heroOrder:b"],
      [step.serial, "movement:a1"],
    ]);
    expect(r!.supplements.map((s) => s.procedure)).toEqual(["ow.heroCard", "ow.stampedeMove"]);
  });
});
