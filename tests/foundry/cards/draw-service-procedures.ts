/**
 * What the draw service tests share: a registry of test procedures (a shot drawing n cards, a
 * procedure that refuses after drawing, one that posts a chat message) and the checks on a deck
 * state read from what they drew.
 */
import type { CardSource } from "@rules/cards/source";
import type { DeckState } from "@rules/cards/deck";
import { RulesError } from "@rules/errors";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";

/** Input of the test procedure: how many cards to draw. */
const countOf = (input: unknown): number =>
  typeof input === "object" && input !== null && "n" in input && typeof input.n === "number" ? input.n : 1;

export function procedures(): ProcedureRegistry {
  const registry = new ProcedureRegistry();
  registry.register("shoot", {
    run(input: unknown, source: CardSource) {
      const serials: number[] = [];
      for (let i = 0; i < countOf(input); i += 1)
        serials.push(source.draw({ reason: "fire.hit", section: "hit" }).serial);
      return { serials };
    },
  });
  registry.register("refused", {
    run(_input: unknown, source: CardSource) {
      source.draw({ reason: "fire.hit", section: "hit" });
      throw new RulesError("outOfRange", { range: 40 });
    },
  });
  registry.register("withMessage", {
    run(_input: unknown, source: CardSource) {
      return { serial: source.draw({ reason: "morale", section: "morale" }).serial };
    },
    async commit(output, draws, context, writer) {
      await writer.createMessage({ content: `${context.userId} drew ${draws.length}: ${JSON.stringify(output)}` });
    },
  });
  return registry;
}

export const serialsOf = (output: unknown): number[] => (output as { serials: number[] }).serials;

/** Every serial of the deck once, across the three zones. */
export function holdsDeckOnce(state: DeckState | null): boolean {
  if (!state) return false;
  const all = [...state.drawPile, ...state.drawn, ...state.discardPile].sort((a, b) => a - b);
  return all.length === 50 && all.every((s, i) => s === i + 1);
}
