import { describe, expect, it } from "vitest";
import { FIRST_CARD, seededChance } from "@rules/cards/random";
import { fixedSource } from "@rules/cards/source";
import type { Effect, UnitState } from "@rules/model";
import { DEFAULT_OPTIONS } from "@rules/options";
import {
  activationDeckCards,
  drawActivationCard,
  endActivation,
  isOutOfCommand,
  newActivationDeck,
  nextTurnDeck,
  resolveActivationCard,
  rollCommandDice,
  swapCommandDice,
  type ActivationDeckState,
  type ActivationHookContext,
} from "@rules/procedures/activation";
import { applyEffects } from "@rules/procedures/states";
import { card } from "../../helpers/cards";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";
import { fixedDice, seededDice } from "@rules/procedures/dice";
import { figure, unit } from "./fixtures";

/** A deck state whose draw pile is exactly `ids`. */
const stacked = (ids: string[]): ActivationDeckState => ({
  drawPile: ids,
  drawn: [],
  pending: [],
  lastNumber: null,
  turn: 1,
});

function play(ids: string[], units: UnitState[]) {
  let state = stacked(ids);
  const results = [];
  for (const _ of ids) {
    const before = state;
    const drawn = drawActivationCard(state, FIRST_CARD);
    state = drawn.state;
    results.push(resolveActivationCard({ card: drawn.card, before, units }));
  }
  return results;
}

const u = (id: string, die: number, grade: "elite" | "regular" | "green", over: Partial<UnitState> = {}) =>
  unit(id, [figure(`${id}L`)], { commandDie: die, grade, leaderId: `${id}L`, ...over });

describe("CORE-3 activation deck", () => {
  it("CORE-3 the default deck: 1-6 twice, Elite, Green, Hero (only with heroes), End of Turn", () => {
    expect(activationDeckCards(PROCEDURE_DEFAULTS.activationDeck, true)).toHaveLength(16);
    const noHeroes = activationDeckCards(PROCEDURE_DEFAULTS.activationDeck, false);
    expect(noHeroes).toHaveLength(15);
    expect(noHeroes.some((c) => c.kind === "hero")).toBe(false);
    expect(noHeroes.filter((c) => c.kind === "3").map((c) => c.id)).toEqual(["3#1", "3#2"]);
  });

  it("CORE-3 the deck keeps no order: every card in the draw pile, the next one chosen when drawn; the next turn takes them all back", () => {
    const a = newActivationDeck();
    expect(newActivationDeck()).toEqual(a);
    expect([...a.drawPile].sort()).toEqual(
      activationDeckCards(PROCEDURE_DEFAULTS.activationDeck, true)
        .map((c) => c.id)
        .sort(),
    );
    const chance = seededChance(5);
    const drawn = drawActivationCard(drawActivationCard(a, chance).state, chance).state;
    expect(drawn.drawn).toHaveLength(2);
    expect(drawn.drawPile).toHaveLength(14);
    const next = nextTurnDeck(drawn);
    expect(next.turn).toBe(2);
    expect(next.drawn).toEqual([]);
    expect(next.drawPile).toEqual(a.drawPile);
  });

  it("CORE-3 End of Turn 'bury': the End card never comes before half the other cards; scenario cards are used as given", () => {
    const bury = { rules: { ...DEFAULT_OPTIONS, endOfTurn: "bury" as const } };
    const endAt = (options: Parameters<typeof newActivationDeck>[0], seed: number): number => {
      const chance = seededChance(seed);
      let state = newActivationDeck(options);
      for (let i = 0; state.drawPile.length > 0; i += 1) {
        const next = drawActivationCard(state, chance);
        if (next.card.kind === "end") return i;
        state = next.state;
      }
      return -1;
    };
    expect(newActivationDeck(bury).drawPile).toHaveLength(16);
    const buried = Array.from({ length: 200 }, (_, seed) => endAt(bury, seed));
    expect(Math.min(...buried)).toBe(8);
    expect(Math.max(...buried)).toBe(15);
    expect(Array.from({ length: 200 }, (_, seed) => endAt(undefined, seed)).some((i) => i < 8)).toBe(true);
    expect(newActivationDeck({ cards: ["1", "2", "end"] }).drawPile).toHaveLength(3);
  });

  it("CORE-3 command dice come from the die source, one per unit", () => {
    const r = rollCommandDice([u("A", 0, "regular"), u("B", 0, "regular")], fixedDice([4, 6]));
    expect(r.effects).toEqual([
      { kind: "commandDie", unitId: "A", value: 4 },
      { kind: "commandDie", unitId: "B", value: 6 },
    ]);
    expect(() => rollCommandDice([u("A", 0, "regular")], fixedDice([7]))).toThrow(/badDieRoll/);
    const d = seededDice(9);
    const rolls = Array.from({ length: 60 }, () => d.d6("t"));
    expect(rolls.every((v) => v >= 1 && v <= 6)).toBe(true);
    expect(new Set(rolls).size).toBe(6);
  });

  it("CORE-3 a number activates every unit whose die shows it", () => {
    const [r] = play(["3#1"], [u("A", 3, "regular"), u("B", 3, "green"), u("C", 5, "elite")]);
    expect(r!.activations).toEqual([
      { unitId: "A", count: 1, reason: "number" },
      { unitId: "B", count: 1, reason: "number" },
    ]);
    expect(r!.effects).toEqual([
      { kind: "acted", unitId: "A", acted: true },
      { kind: "acted", unitId: "B", acted: true },
    ]);
  });

  it("CORE-3 Elite before a number: Elite units with it activate twice; the card after is plain", () => {
    const units = [u("A", 3, "elite"), u("B", 3, "regular")];
    const [elite, three, again] = play(["elite#1", "3#1", "3#2"], units);
    expect(elite!.activations).toEqual([]);
    expect(three!.activations).toEqual([
      { unitId: "A", count: 2, reason: "elite" },
      { unitId: "B", count: 1, reason: "number" },
    ]);
    expect(again!.activations.map((a) => a.count)).toEqual([1, 1]);
  });

  it("CORE-3 Green before a number: Green units with it lose the activation; close order counts one grade better", () => {
    const units = [u("G", 2, "green"), u("GC", 2, "green", { closeOrder: true }), u("R", 2, "regular")];
    const [, two] = play(["green#1", "2#1"], units);
    expect(two!.lost).toEqual(["G"]);
    expect(two!.activations.map((a) => a.unitId)).toEqual(["GC", "R"]);
    const [, eliteTwo] = play(["elite#1", "2#1"], [u("RC", 2, "regular", { closeOrder: true })]);
    expect(eliteTwo!.activations[0]!.count).toBe(2);
  });

  it("CORE-3 the Hero card goes to the hook with the previous number; End of Turn clears dice", () => {
    let state = stacked(["4#1", "hero#1", "end#1"]);
    const units = [u("H", 4, "regular", { kind: "hero" }), u("A", 1, "regular")];
    const results = [];
    for (let i = 0; i < 3; i += 1) {
      const before = state;
      const d = drawActivationCard(state, FIRST_CARD);
      state = d.state;
      results.push(
        resolveActivationCard(
          { card: d.card, before, units },
          {
            hooks: {
              hero: (ctx) =>
                ctx.units
                  .filter((x) => x.kind === "hero" && x.commandDie === ctx.lastNumber)
                  .map((x) => ({ unitId: x.id, count: 1, reason: "hero" as const })),
            },
          },
        ),
      );
    }
    expect(results[1]!.activations).toEqual([{ unitId: "H", count: 1, reason: "hero" }]);
    expect(results[2]!.endOfTurn).toBe(true);
    expect(results[2]!.reshuffleActionDecks).toBe(true);
    expect(results[2]!.effects).toContainEqual({ kind: "commandDie", unitId: "A", value: null });
    expect(results[2]!.effects).toContainEqual({ kind: "acted", unitId: "H", acted: false });
    expect(() => drawActivationCard(state, FIRST_CARD)).toThrow(/activationDeckEmpty/);
  });
});

describe("CORE-3 supplement hooks on the Activation Card", () => {
  const drawOne = (ids: string[], pending: ActivationDeckState["pending"] = [], lastNumber: number | null = null) => {
    const before = { ...stacked(ids), pending, lastNumber };
    return { before, card: drawActivationCard(before, FIRST_CARD).card };
  };

  it("CORE-3 / OW-4b the Hero hook draws through the card's reader and returns its result: reads and sub-result in the Activation Card's result", () => {
    const { before, card: heroCard } = drawOne(["hero#1"], [], 4);
    const d10a = card({ d10: 3 });
    const d10b = card({ d10: 8 });
    const units = [u("H1", 4, "regular", { kind: "hero" }), u("H2", 4, "regular", { kind: "hero" })];
    const r = resolveActivationCard(
      { card: heroCard, before, units, source: fixedSource([d10a, d10b]) },
      {
        hooks: {
          hero: (ctx) => {
            const order = ctx.run((s) => {
              const reads = ctx.units.map((h) => ({
                unitId: h.id,
                d10: s.draw({ reason: `hero:${h.id}`, section: "d10" }).d10,
              }));
              return {
                procedure: "test.heroOrder",
                cards: reads.map((x, i) => ({
                  serial: [d10a, d10b][i]!.serial,
                  reason: `hero:${x.unitId}`,
                  sections: ["d10" as const],
                  shows: `d10=${x.d10}`,
                })),
                effects: [],
                summary: { key: "k", data: {} },
                reads,
              };
            });
            const sorted = [...order.reads].sort((a, b) => b.d10 - a.d10);
            return {
              activations: sorted.map((x) => ({ unitId: x.unitId, count: 1, reason: "hero" as const })),
              results: [order],
            };
          },
        },
      },
    );
    expect(r.activations.map((a) => a.unitId)).toEqual(["H2", "H1"]);
    expect(r.cards.map((c) => c.serial)).toEqual([d10a.serial, d10b.serial]);
    expect(r.supplements.map((x) => x.procedure)).toEqual(["test.heroOrder"]);
    expect(r.effects).toEqual([
      { kind: "acted", unitId: "H2", acted: true },
      { kind: "acted", unitId: "H1", acted: true },
    ]);
  });

  it("CORE-3 everyCard hooks run on every card in order after the card's own activations; their reads come back in order; a bare-list Hero hook still works", () => {
    const seen: string[] = [];
    const move = card({ move: 7 });
    const hooks = {
      hero: () => [{ unitId: "H", count: 1, reason: "hero" as const }],
      everyCard: [
        (ctx: ActivationHookContext) => {
          seen.push(`${ctx.card.id}:${ctx.activations.map((a) => a.unitId).join(",")}`);
          const c = ctx.reader.draw("test.every", ["move"], (x) => `move=${x.move}`);
          return {
            effects: [
              { kind: "move", unitId: "S", figureId: null, inches: c.move, direction: "scatter", clock: 3 } as const,
            ],
          };
        },
        (ctx: ActivationHookContext) =>
          ctx.activations.some((a) => a.unitId === "A")
            ? { activations: [{ unitId: "F", count: 1, reason: "supplement" as const }] }
            : {},
      ],
    };
    const units = [u("A", 2, "regular"), u("H", 5, "regular"), u("S", 0, "regular"), u("F", 0, "regular")];
    const two = drawOne(["2#1"]);
    const r = resolveActivationCard({ ...two, units, source: fixedSource([move]) }, { hooks });
    expect(r.activations).toEqual([
      { unitId: "A", count: 1, reason: "number" },
      { unitId: "F", count: 1, reason: "supplement" },
    ]);
    expect(r.cards).toEqual([{ serial: move.serial, reason: "test.every", sections: ["move"], shows: "move=7" }]);
    expect(r.effects).toEqual([
      { kind: "move", unitId: "S", figureId: null, inches: 7, direction: "scatter", clock: 3 },
      { kind: "acted", unitId: "A", acted: true },
      { kind: "acted", unitId: "F", acted: true },
    ]);
    const hero = drawOne(["hero#1"], [], 2);
    const h = resolveActivationCard({ ...hero, units, source: fixedSource([card()]) }, { hooks });
    expect(h.activations.map((a) => a.unitId)).toEqual(["H"]);
    expect(seen).toEqual(["2#1:A", "hero#1:H"]);
  });

  it("CORE-3 a hook that draws without an Action Deck is refused with a localized key", () => {
    const { before, card: three } = drawOne(["3#1"]);
    const drawing = (ctx: ActivationHookContext) => (ctx.reader.draw("x", ["move"], () => ""), {});
    expect(() =>
      resolveActivationCard({ card: three, before, units: [] }, { hooks: { everyCard: [drawing] } }),
    ).toThrow(/COMBAT_PATROL\.Error\.noActivationCardSource/);
  });

  it("NAP-4 the leader-removed-markers flag lasts the activation: the next Activation Card (or endActivation) clears it", () => {
    const marked = u("N", 1, "regular", { flags: { leaderRemovedMarkers: true, other: true } });
    const clear: Effect = { kind: "flag", unitId: "N", figureId: null, flag: "leaderRemovedMarkers", value: null };
    for (const id of ["4#1", "elite#1", "end#1"]) {
      const next = drawOne([id]);
      expect(
        resolveActivationCard({
          ...next,
          units: [marked, u("M", 4, "regular", { flags: { leaderRemovedMarkers: null } })],
        }).effects[0],
      ).toEqual(clear);
    }
    expect(endActivation(marked).effects).toEqual([clear]);
    expect(endActivation(u("M", 4, "regular", { flags: { leaderRemovedMarkers: false } })).effects).toEqual([]);
    expect(applyEffects([marked], [clear])[0]!.flags).toEqual({ leaderRemovedMarkers: null, other: true });
  });
});

describe("CORE-11 leaders: swapping dice, command radius", () => {
  const platoon = unit("P", [figure("PL", { leaderRank: "platoon", trained: true })], {
    leaderId: "PL",
    commandDie: 5,
  });
  const squad = unit("S", [figure("SL", { leaderRank: "squad", trained: false })], {
    leaderId: "SL",
    commandDie: 2,
    commanderId: "P",
  });
  const team = unit("T", [figure("TL", { leaderRank: "team" })], { leaderId: "TL", commandDie: 1, commanderId: "S" });
  const units = [platoon, squad, team];

  it("CORE-11 a trained higher leader whose number came up swaps dice with a subordinate in radius", () => {
    const r = swapCommandDice({ giver: platoon, receiver: team, units, number: 5, distanceInches: 36 });
    expect(r.effects).toEqual([
      { kind: "commandDie", unitId: "P", value: 1 },
      { kind: "commandDie", unitId: "T", value: 5 },
      { kind: "acted", unitId: "T", acted: true },
    ]);
  });

  it("CORE-11 refusals: untrained giver (OW-3b), out of radius, not his number, already acted, not subordinate", () => {
    expect(() => swapCommandDice({ giver: squad, receiver: team, units, number: 2, distanceInches: 1 })).toThrow(
      /leaderUntrained/,
    );
    expect(() => swapCommandDice({ giver: platoon, receiver: team, units, number: 5, distanceInches: 36.5 })).toThrow(
      /outOfRadius/,
    );
    expect(() => swapCommandDice({ giver: platoon, receiver: team, units, number: 3, distanceInches: 1 })).toThrow(
      /dieNotUp/,
    );
    expect(() =>
      swapCommandDice({ giver: platoon, receiver: { ...team, acted: true }, units, number: 5, distanceInches: 1 }),
    ).toThrow(/alreadyActed/);
    const stranger = unit("X", [figure("XL", { leaderRank: "team" })], { leaderId: "XL", commandDie: 1 });
    expect(() =>
      swapCommandDice({
        giver: platoon,
        receiver: stranger,
        units: [...units, stranger],
        number: 5,
        distanceInches: 1,
      }),
    ).toThrow(/notSubordinate/);
    expect(() =>
      swapCommandDice({ giver: platoon, receiver: team, units, number: 5, distanceInches: 1, mayGive: () => false }),
    ).toThrow(/swapRefused/);
  });

  it("CORE-11 an untrained leader may still receive a die (OW-3b)", () => {
    expect(swapCommandDice({ giver: platoon, receiver: squad, units, number: 5, distanceInches: 20 }).receiverDie).toBe(
      5,
    );
  });

  it('CORE-8 out of command: beyond the commander\'s radius (trained 24" squad, untrained 18"); heroes never', () => {
    const trained = figure("c", { leaderRank: "squad", trained: true });
    const untrained = figure("c", { leaderRank: "squad", trained: false });
    expect(isOutOfCommand({ commander: trained, distanceInches: 24 })).toBe(false);
    expect(isOutOfCommand({ commander: trained, distanceInches: 25 })).toBe(true);
    expect(isOutOfCommand({ commander: untrained, distanceInches: 19 })).toBe(true);
    expect(isOutOfCommand({ commander: untrained, distanceInches: 30, hero: true })).toBe(false);
    expect(DEFAULT_OPTIONS.untrainedCommandRadius.squad).toBe(18);
  });
});
