/**
 * What the GM's client does with a request's result once its cards are drawn (the deck's queue is
 * held all along): apply it at once, record it, post it; and when a write fails, undo what was
 * written, so nothing is lost and nothing is half done.
 *
 *   1. the record the output posts is fingerprinted whole (result-digest.ts);
 *   2. its effects are written at once, ONE batch (the card appears with the result on the
 *      actors), unless the world's "the GM confirms each result" option holds it: then it waits for the
 *      GM (every result, one that draws no card too, was computed here on the GM's client);
 *   3. ONE deck update: the cards drawn, their draw log entries and the GM's record of the result
 *      (result-ledger.ts), keyed by the request's id;
 *   4. the procedure's commit posts the ONE chat message, tried twice; should it still fail, the
 *      effects are undone and the deck put back as it was (the cards go back), and the player is
 *      told. A failed step 2 or 3 likewise leaves nothing behind.
 * Before any write the client checks it is still the designated GM (a handover mid-draw writes
 * nothing: the request is answered "no GM", and sent again to the new one it draws once).
 */
import { readRecord, stateEffects } from "./result-record";
import { postedRecordOf, resultDigest } from "./result-digest";
import { appendResult } from "./result-ledger";
import { errorText, refusal } from "./draw-refusals";
import type { DrawAnswer } from "./query-wire";
import type {
  ActionDeckRecord,
  ActorRestore,
  AuditEntry,
  AuditLog,
  DrawContext,
  ResultEffects,
  ResultEntry,
  SpentAction,
  TableWriter,
} from "./draw-ports";
import type { DeckState } from "@rules/cards/deck";
import type { ErasedProcedure } from "./draw-registry";

interface CommitPorts {
  readonly writer: TableWriter;
  readonly effects?: ResultEffects;
  isGM(userId: string): boolean;
  /** "The GM confirms each result" (a world setting). */
  gmConfirms(): boolean;
  /** Is this client still the designated active GM? */
  isActiveGM(): boolean;
  /** The next number in the order results are applied (result-ledger.ts nextAppliedOrder). */
  nextAppliedOrder(): number;
}

/** One request's draws, run and ready to be written. */
interface DrawnRequest {
  readonly requestId: string;
  readonly procedureName: string;
  readonly procedure: ErasedProcedure;
  readonly output: unknown;
  /** The deck as stored before the request (what a failed commit puts back). */
  readonly deck: ActionDeckRecord;
  /** Its state before the draws (a new or changed deck's fresh state). */
  readonly before: DeckState;
  /** The deck's state after the draws. */
  readonly state: DeckState;
  readonly entries: readonly AuditEntry[];
  readonly audit: AuditLog;
  readonly context: DrawContext;
  /** CORE-3 what the request's figures did in their activation (DrawContext.spend), kept with its entry. */
  readonly spent?: readonly SpentAction[];
  readonly at: number;
}

export async function commitDrawn(ports: CommitPorts, drawn: DrawnRequest): Promise<DrawAnswer> {
  const { context } = drawn;
  const requester = context.requesterId;
  const posted = postedRecordOf(drawn.output);
  const digest = posted === null ? null : await resultDigest(posted);
  const effects = stateEffects(readRecord(posted)?.result.effects ?? []);
  // A result that writes the scene as it is posted is recorded applied, with nothing to restore on the actors.
  const sceneWrite = effects.length === 0 && drawn.procedure.writesScene?.(drawn.output) === true;
  const applyNow =
    effects.length > 0 &&
    ports.effects !== undefined &&
    // "The GM confirms each result": every result waits for his Apply, his own too. A result that
    // draws no card is computed here like any other (kernel/no-card-procedure.ts): no exception.
    !ports.gmConfirms();

  if (!ports.isActiveGM()) return refusal("noActiveGM");
  let restores: readonly ActorRestore[] | null = null;
  if (applyNow && ports.effects) {
    try {
      restores = (await ports.effects.apply(effects)).restores;
    } catch (error) {
      console.error("Combat Patrol | the result could not be applied: nothing was drawn", error);
      return refusal("commitFailed", { error: errorText(error) });
    }
  }
  const undo = async () => {
    if (restores && ports.effects) await ports.effects.restore(restores).catch(logUndo);
  };

  const entry: ResultEntry = {
    requestId: drawn.requestId,
    requesterId: requester,
    procedure: drawn.procedureName,
    turn: context.turn,
    at: drawn.at,
    seqs: drawn.entries.map((e) => e.seq),
    digest,
    status: sceneWrite || applyNow ? "applied" : effects.length === 0 ? "none" : "waiting",
    by: sceneWrite || applyNow ? requester : null,
    appliedOrder: sceneWrite || applyNow ? ports.nextAppliedOrder() : null,
    undo: sceneWrite ? [] : restores,
    ...(drawn.spent?.length ? { spent: drawn.spent } : {}),
  };
  const deckId = drawn.deck.id;
  try {
    if (!ports.isActiveGM()) throw new GmChanged();
    await ports.writer.saveDecks([
      {
        kind: "action",
        _id: deckId,
        state: drawn.state,
        audit: drawn.audit,
        results: appendResult(drawn.deck.results, entry),
      },
    ]);
  } catch (error) {
    await undo();
    if (error instanceof GmChanged) return refusal("noActiveGM");
    console.error("Combat Patrol | the draw could not be saved: nothing was drawn", error);
    return refusal("commitFailed", { error: errorText(error) });
  }

  const commit = drawn.procedure.commit;
  if (commit) {
    const stamped: DrawContext = {
      ...context,
      post: { requestId: drawn.requestId, appliedBy: entry.by, waiting: entry.status === "waiting" },
    };
    const post = () => commit(drawn.output, drawn.entries, stamped, ports.writer);
    try {
      await post().catch(post);
    } catch (error) {
      // Nothing lost: the result is undone and the cards go back into the deck, as before the request.
      console.error(`Combat Patrol | ${drawn.procedureName}: the result could not be posted, it was undone`, error);
      await undo();
      const back = drawn.deck;
      await ports.writer
        .saveDecks([
          {
            kind: "action",
            _id: deckId,
            state: back.state ?? drawn.before,
            audit: back.audit ?? drawn.audit,
            results: back.results ?? [],
          },
        ])
        .catch(logUndo);
      return refusal("commitFailed", { error: errorText(error) });
    }
  }
  return { ok: true, output: drawn.output, draws: drawn.entries };
}

class GmChanged extends Error {}

function logUndo(error: unknown): void {
  console.error("Combat Patrol | a failed result could not be fully undone", error);
}
