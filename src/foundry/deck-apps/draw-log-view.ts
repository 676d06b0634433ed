/**
 * The GM's draw log window as plain data: every draw of one turn across all decks, in the order
 * the GM's client drew them (who asked, which deck, which card, for what), plus the turns kept.
 */
import type { AuditEntry } from "@foundry/kernel/draw-ports";
import { auditTurns, mergedTurn, type AuditLog } from "@foundry/kernel/draw-audit";
import { activationKindOf } from "@foundry/kernel/deck-state";
import type { Format } from "./deck-import-view";
import { purposeWords } from "@foundry/i18n/procedure-words";

interface AuditRow {
  readonly seq: number;
  readonly time: string;
  readonly who: string;
  readonly deck: string;
  readonly card: string;
  readonly purpose: string;
  readonly physical: boolean;
  readonly reshuffled: boolean;
  readonly activation: boolean;
}

interface AuditView {
  readonly turn: number;
  readonly turns: readonly { readonly value: number; readonly label: string; readonly selected: boolean }[];
  readonly rows: readonly AuditRow[];
  readonly count: number;
}

/** Names of deck owners (user id -> name), for rows whose owner left the world. */
type NameOf = (userId: string) => string;

export function auditView(
  logs: readonly AuditLog[],
  shownTurn: number,
  format: Format,
  nameOf: NameOf,
  time: (at: number) => string,
): AuditView {
  const turns = auditTurns(logs);
  const turn = turns.includes(shownTurn) ? shownTurn : (turns[0] ?? shownTurn);
  const rows = mergedTurn(logs, turn).map((e) => row(e, format, nameOf, time));
  return {
    turn,
    turns: turns.map((t) => ({
      value: t,
      label: format("COMBAT_PATROL.Cards.audit.turn", { turn: t }),
      selected: t === turn,
    })),
    rows,
    count: rows.length,
  };
}

function row(e: AuditEntry, format: Format, nameOf: NameOf, time: (at: number) => string): AuditRow {
  const activation = e.deck === "activation";
  const kind = activation ? activationKindOf(e.card) : null;
  return {
    seq: e.seq,
    time: time(e.at),
    who: e.userName,
    deck: activation
      ? format("COMBAT_PATROL.Cards.audit.activationDeck")
      : format("COMBAT_PATROL.Cards.audit.actionDeck", { owner: e.deckOwnerId ? nameOf(e.deckOwnerId) : e.userName }),
    card: kind ? format(`COMBAT_PATROL.Cards.activation.${kind}`) : `#${e.card}`,
    purpose: purposeWords(format, e.procedure, e.reason),
    physical: e.physical,
    reshuffled: e.reshuffled,
    activation,
  };
}
