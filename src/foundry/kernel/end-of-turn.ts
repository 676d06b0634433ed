/**
 * CORE-1 / CORE-3 End of Turn as deck updates: every Action Deck recalled (RulesOptions.reshuffle
 * "end-of-turn": all its cards back in the draw pile) or its shown cards discarded ("when-empty");
 * the Activation Deck ready for the next turn; each deck's audit log starting the new turn.
 * The draw coordinator writes them in ONE update.
 */
import { discardDrawn, recallAll, type DeckState } from "@rules/cards/deck";
import type { ActivationDeckState } from "@rules/procedures/activation";
import { emptyAudit, startTurn } from "./draw-audit";
import type { ActionDeckRecord, ActivationDeckRecord, DeckUpdate, EndOfTurnReport } from "./draw-ports";

export function endOfTurnUpdates(turn: {
  readonly activation: ActivationDeckRecord;
  /** The Activation Deck for the next turn. */
  readonly next: ActivationDeckState;
  /** The turn ending. */
  readonly current: number;
  /** Every Action Deck with its playable state. */
  readonly decks: readonly { readonly record: ActionDeckRecord; readonly state: DeckState }[];
  readonly recall: boolean;
}): { readonly updates: DeckUpdate[]; readonly owners: string[]; readonly report: EndOfTurnReport } {
  const { activation, next, current, recall } = turn;
  const updates: DeckUpdate[] = [
    {
      kind: "activation",
      _id: activation.id,
      state: next,
      audit: startTurn(activation.audit ?? emptyAudit(current), next.turn),
    },
  ];
  const owners: string[] = [];
  for (const { record, state } of turn.decks) {
    updates.push({
      kind: "action",
      _id: record.id,
      state: recall ? recallAll(state) : discardDrawn(state),
      audit: startTurn(record.audit ?? emptyAudit(current), next.turn),
    });
    owners.push(record.ownerId);
  }
  return {
    updates,
    owners,
    report: { turn: next.turn, recalled: recall ? owners : [], discarded: recall ? [] : owners },
  };
}
