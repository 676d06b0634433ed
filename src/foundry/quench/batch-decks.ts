/**
 * Quench batch "decks" (CORE-1): the GM's Action Deck created on demand with its 50 cards, a
 * draw through the draw service writing the deck state once, and End of Turn recalling the
 * drawn cards.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { QuenchAssert, QuenchBatchContext } from "./types";
import { load, world } from "./system-modules";

export function decksBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("Decks: the GM's Action Deck and the draw service", () => {
    let existed = false;
    let deckId: string | null = null;
    before(async () => {
      const w = await load();
      if (!w.drawProcedures.get("quenchProbe")) {
        w.registerDrawProcedure("quenchProbe", {
          run: (_input, source) => ({ serial: source.draw({ reason: "quench.probe", section: "hit" }).serial }),
        });
      }
      existed = w.drawService.actionDeck() !== null;
    });
    after(async () => {
      if (!existed && deckId) await game.cards?.get(deckId)?.delete();
    });

    it("CORE-1 a draw through the draw service returns a card and writes the deck state once", async () => {
      const { drawService } = world();
      const writes: string[] = [];
      const hook = Hooks.on("updateCards", (cards) => void writes.push(cards.id ?? ""));
      try {
        const answer = await drawService.resolve({ procedure: "quenchProbe", input: {} });
        assert.ok(answer.ok, answer.ok ? "" : answer.key);
        assert.ok(answer.output.serial >= 1 && answer.output.serial <= 50, `serial ${answer.output.serial}`);
        const stored = drawService.actionDeck();
        assert.ok(stored, "the GM's Action Deck exists after the draw");
        assert.ok(stored.state.drawn.includes(answer.output.serial), "the card is shown as drawn");
        deckId =
          game.cards?.find(
            (c) =>
              c.cards.some((card) => card.system instanceof world().ActionCardModel) &&
              c.getFlag(SYSTEM_ID, "deck") !== undefined &&
              writes.includes(c.id ?? ""),
          )?.id ?? null;
        assert.ok(deckId, "the deck document was written");
        assert.equal(writes.filter((id) => id === deckId).length, 1, "one write of the deck");
      } finally {
        Hooks.off("updateCards", hook);
      }
    });
    it("CORE-1 the GM's Action Deck is created on demand with 50 cards identified by serial", () => {
      const cards = deckId ? game.cards?.get(deckId) : undefined;
      assert.ok(cards, "deck document");
      const serials = cards.cards.contents
        .map((c) => (c.system instanceof world().ActionCardModel ? c.system.serial : 0))
        .sort((a, b) => a - b);
      assert.deepEqual(
        serials,
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });
    it("CORE-1 End of Turn recalls or discards the drawn cards", async () => {
      const { drawService } = world();
      const answer = await drawService.endOfTurn();
      assert.ok(answer.ok, answer.ok ? "" : answer.key);
      assert.ok(
        deckId && [...answer.output.recalled, ...answer.output.discarded].includes(deckId),
        "the deck was handled",
      );
      assert.lengthOf(drawService.actionDeck()?.state.drawn ?? [0], 0, "nothing left drawn");
    });
  });
}
