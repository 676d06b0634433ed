/**
 * The deck-integrity checker the concurrency test runs after its requests: pure, so a test can
 * also feed it planted defects and prove it reports them (a check that cannot fail is no check).
 */
import type { DeckState } from "@rules/cards/deck";
import type { AuditEntry } from "@foundry/kernel/draw-ports";
import type { AuditLog } from "@foundry/kernel/draw-audit";

export interface DeckAfter {
  readonly owner: string;
  readonly state: DeckState | null;
  /** Serials of the deck's Card documents. */
  readonly cardSerials: readonly (number | null)[];
  /** The audit log as stored now. */
  readonly audit: AuditLog | null;
  /** Every entry ever written to this deck's log. */
  readonly history: readonly AuditEntry[];
  /** The shuffle cycle each entry was drawn in (by seq), as the table saw the deck's shuffles. */
  readonly cycleOf: (seq: number) => number | undefined;
}

export interface AnsweredDraw {
  /** Whose deck was drawn. */
  readonly owner: string;
  readonly draws: readonly AuditEntry[];
  /** The serials the procedure reported (its output), in draw order. */
  readonly serials: readonly number[];
}

interface IntegrityInput {
  readonly deckSize: number;
  readonly decks: readonly DeckAfter[];
  readonly answered: readonly AnsweredDraw[];
  /**
   * Compare the stored log with the answers of its turns. Off when decks were re-imported during
   * the run: a re-import starts a fresh log (scenario start), so the turn in progress loses its
   * earlier entries there (they stay in the history checked above).
   */
  readonly storedLog: boolean;
}

const key = (e: AuditEntry) => JSON.stringify(e);

/** Every broken promise of the draw service, in words (empty = deck integrity holds). */
export function integrityProblems(input: IntegrityInput): string[] {
  const problems: string[] = [];
  const all = Array.from({ length: input.deckSize }, (_, i) => i + 1);
  const seqs = new Map<number, string>();

  for (const deck of input.decks) {
    const who = `deck of ${deck.owner}`;
    if (!deck.state) {
      problems.push(`${who}: no state`);
      continue;
    }
    const held = [...deck.state.drawPile, ...deck.state.drawn, ...deck.state.discardPile];
    if (held.length !== input.deckSize) problems.push(`${who}: holds ${held.length} cards, not ${input.deckSize}`);
    const counts = new Map<number, number>();
    for (const s of held) counts.set(s, (counts.get(s) ?? 0) + 1);
    for (const [s, n] of counts) if (n > 1) problems.push(`${who}: serial ${s} held ${n} times`);
    for (const s of all) if (!counts.has(s)) problems.push(`${who}: serial ${s} lost`);
    for (const s of counts.keys()) if (s < 1 || s > input.deckSize) problems.push(`${who}: foreign serial ${s}`);

    const docs = [...deck.cardSerials].sort((a, b) => (a ?? 0) - (b ?? 0));
    if (docs.length !== input.deckSize || docs.some((s, i) => s !== i + 1)) {
      problems.push(`${who}: Card documents are [${docs.join(",")}], not serials 1-${input.deckSize} once each`);
    }

    // Audit: every answered draw of this deck is in the log, and nothing else is.
    const answeredHere = input.answered.filter((a) => a.owner === deck.owner).flatMap((a) => a.draws);
    const logged = new Map(deck.history.map((e) => [e.seq, e]));
    for (const e of answeredHere) {
      const found = logged.get(e.seq);
      if (!found) problems.push(`${who}: answered draw #${e.seq} (card ${e.card}) is not in the audit log`);
      else if (key(found) !== key(e)) problems.push(`${who}: audit entry #${e.seq} differs from the answer`);
    }
    const answeredSeqs = new Set(answeredHere.map((e) => e.seq));
    for (const e of deck.history)
      if (!answeredSeqs.has(e.seq)) problems.push(`${who}: audit entry #${e.seq} (card ${e.card}) was never answered`);
    for (const e of deck.history) {
      const other = seqs.get(e.seq);
      if (other && other !== deck.owner)
        problems.push(`audit seq #${e.seq} used by the decks of ${other} and ${deck.owner}`);
      seqs.set(e.seq, deck.owner);
    }

    // The stored log holds exactly the answered draws of its current turn (and of the previous one).
    if (input.storedLog && deck.audit) {
      for (const turn of [deck.audit.current, deck.audit.previous]) {
        if (!turn) continue;
        const expected = answeredHere
          .filter((e) => e.turn === turn.turn)
          .sort((a, b) => a.seq - b.seq)
          .map((e) => e.seq);
        const stored = turn.entries.map((e) => e.seq);
        if (JSON.stringify(stored) !== JSON.stringify(expected)) {
          problems.push(
            `${who}: stored log of turn ${turn.turn} holds [${stored.join(",")}], the answers of that turn were [${expected.join(",")}]`,
          );
        }
      }
    }

    // CORE-1: between two shuffles no card comes out twice.
    const cycles = new Map<number, Set<string>>();
    for (const e of [...deck.history].sort((a, b) => a.seq - b.seq)) {
      const id = deck.cycleOf(e.seq);
      if (id === undefined) {
        problems.push(`${who}: audit entry #${e.seq} belongs to no shuffle`);
        continue;
      }
      const cycle = cycles.get(id) ?? new Set<string>();
      if (cycle.has(e.card)) problems.push(`${who}: card ${e.card} drawn twice in one shuffle (#${e.seq})`);
      cycle.add(e.card);
      cycles.set(id, cycle);
    }
  }

  for (const a of input.answered) {
    const cards = a.draws.map((d) => Number(d.card));
    if (JSON.stringify(cards) !== JSON.stringify(a.serials))
      problems.push(
        `answer for ${a.owner}: output serials [${a.serials.join(",")}] differ from its audit [${cards.join(",")}]`,
      );
    for (const d of a.draws)
      if (d.deckOwnerId !== a.owner)
        problems.push(`answer for ${a.owner}: entry #${d.seq} names the deck of ${String(d.deckOwnerId)}`);
  }
  return problems;
}
