/**
 * The draw service as every client calls it: the request goes to the active GM (a query, or a
 * direct call when this client is the active GM) and the answer comes back as a DrawResponse.
 * Physical-card mode: the GM answers "need a serial" for each card the procedure reaches; the
 * user types the serial of the card he drew at the real table and the request goes again with
 * it, until the procedure completes (nothing is written before that). A refused serial is asked
 * again with the reason shown. Every refusal is shown to the user here, once.
 *
 * Each action is ONE request with an id made here (request-id.ts), kept through its physical-card
 * rounds. A request with no answer in time is sent once more under the same id: the GM's client
 * answers it with its first answer (request-memo.ts), so a slow answer is never drawn twice. When
 * even that goes unanswered the user is told, and should the GM's answer come after all, the user
 * is told its result is in the chat: it is shown, not drawn again.
 */
import type { DeckDefinition } from "@rules/cards/deck-file";
import type { DeckState } from "@rules/cards/deck";
import type { CardSection } from "@rules/cards/schema";
import type { ActivationDeckState } from "@rules/procedures/activation";
import type {
  ActivationAnswer,
  ActivationDrawn,
  ActivationQuery,
  DrawAnswer,
  DrawQuery,
  EndOfTurnAnswer,
  EndOfTurnQuery,
} from "./query-wire";
import { refusal } from "./draw-refusals";
import { namePieces, type PieceReader } from "./piece-refs";
import { newRequestId } from "./request-id";
import { CLIENT_GRACE_MS, QUERY_TIMEOUT_MS, QueryTimeoutError, timeoutSeconds, withTimeout } from "./query-timeout";
import type {
  DrawProcedureName,
  DrawRefusal,
  DrawRequest,
  DrawResponse,
  EndOfTurnReport,
  ProcedureOutput,
} from "./draw-ports";

/** The way to the active GM. */
export interface GmLink {
  /** False when no GM is connected: nothing can be drawn. */
  available(): boolean;
  draw(query: DrawQuery): Promise<DrawAnswer>;
  activation(query: ActivationQuery): Promise<ActivationAnswer>;
  endOfTurn(query: EndOfTurnQuery): Promise<EndOfTurnAnswer>;
}

export interface SerialRequest {
  readonly reason: string;
  readonly section: CardSection;
  /** Which card of this action (0-based). */
  readonly index: number;
  /** Why the last serial typed for this card was refused, if it was. */
  readonly error: DrawRefusal | null;
}

/** Physical-card mode dialogs. Null = the user cancelled. */
export interface SerialPrompt {
  askSerial(request: SerialRequest): Promise<number | null>;
  /** The Activation Card the GM drew at the table, from the ids still in the draw pile. */
  askActivationCard(request: { readonly remaining: readonly string[]; readonly turn: number }): Promise<string | null>;
}

interface ClientPorts {
  readonly link: GmLink;
  readonly prompt: SerialPrompt;
  /** This client's user. */
  userId(): string;
  /** This client's physical-card setting. */
  physical(): boolean;
  /** Show a refusal (a localized warning). */
  notify(refusal: DrawRefusal): void;
  /** Tell the user something that is not a refusal (a localization key under COMBAT_PATROL). */
  inform?(key: string, data: Readonly<Record<string, string>>): void;
  /** A new request id (request-id.ts); tests give fixed ones. */
  newRequestId?(): string;
  /** An Action Deck as stored, readable by its owner (and the GM). */
  readDeck(userId: string): { readonly deck: DeckDefinition; readonly state: DeckState } | null;
  /** The Activation Deck's state (GM). */
  activationState(): ActivationDeckState | null;
  /** How long to wait for the GM's answer (ms); default a little over the server's query timeout. */
  readonly timeoutMs?: number;
  /** This client's reading of the table's pieces: a request names the ones it read (piece-refs.ts). */
  readonly pieces?: PieceReader;
}

/** Round trips of one physical-card action before it gives up (a procedure never draws this many). */
const MAX_PHYSICAL_ROUNDS = 64;

export class DrawClient {
  constructor(private readonly ports: ClientPorts) {}

  /** Resolve one action over this user's Action Deck (see ports.ts DrawService.resolve). */
  async resolve<K extends DrawProcedureName>(request: DrawRequest<K>): Promise<DrawResponse<ProcedureOutput<K>>> {
    const answer = await this.resolveErased(request.procedure, request.input);
    if (!answer.ok) return answer;
    // The socket erases the output's type; the procedure named in the request produced it.
    return { ok: true, output: answer.output as ProcedureOutput<K>, draws: answer.draws };
  }

  /** resolve() by name, its output untyped (macros, tests). */
  async resolveErased(procedure: string, input: unknown): Promise<DrawResponse<unknown>> {
    if (!this.ports.link.available()) return this.#refuse(refusal("noActiveGM"));
    const userId = this.ports.userId();
    const serials: number[] | null = this.ports.physical() ? [] : null;
    const requestId = this.#newId();
    // The pieces cross as names; the GM's client reads them from the world (piece-refs.ts).
    const sent = this.ports.pieces ? namePieces(input, this.ports.pieces) : input;
    let error: DrawRefusal | null = null;
    for (let round = 0; round < MAX_PHYSICAL_ROUNDS; round += 1) {
      const typed = serials ? [...serials] : null;
      const answer: DrawAnswer = await this.#ask(() =>
        this.ports.link.draw({
          procedure,
          input: sent,
          requesterId: userId,
          deckOwnerId: userId,
          serials: typed,
          requestId,
        }),
      );
      if (answer.ok) return { ok: true, output: answer.output, draws: answer.draws };
      if (serials && answer.badSerial !== undefined) {
        serials.splice(answer.badSerial);
        error = { ok: false, key: answer.key, data: answer.data };
        continue;
      }
      if (serials && answer.needSerial) {
        const typed = await this.ports.prompt.askSerial({ ...answer.needSerial, error });
        if (typed === null) return this.#refuse(refusal("physicalCancelled", { reason: answer.needSerial.reason }));
        serials.push(typed);
        error = null;
        continue;
      }
      return this.#refuse({ ok: false, key: answer.key, data: answer.data });
    }
    return this.#refuse(refusal("physicalTooManyCards", { count: MAX_PHYSICAL_ROUNDS }));
  }

  /** CORE-3 the next Activation Card (GM). Physical-card mode: the GM picks the card he drew. */
  async drawActivation(): Promise<DrawResponse<ActivationDrawn>> {
    if (!this.ports.link.available()) return this.#refuse(refusal("noActiveGM"));
    let cardId: string | null = null;
    if (this.ports.physical()) {
      const state = this.ports.activationState();
      if (state) {
        cardId = await this.ports.prompt.askActivationCard({ remaining: state.drawPile, turn: state.turn });
        if (cardId === null) return this.#refuse(refusal("physicalCancelled", { reason: "activation" }));
      }
    }
    const chosen = cardId;
    const requestId = this.#newId();
    const answer = await this.#ask(() =>
      this.ports.link.activation({ requesterId: this.ports.userId(), cardId: chosen, requestId }),
    );
    return answer.ok ? answer : this.#refuse(answer);
  }

  /** CORE-1 / CORE-3 End of Turn over every deck (GM). */
  async endOfTurn(): Promise<DrawResponse<EndOfTurnReport>> {
    if (!this.ports.link.available()) return this.#refuse(refusal("noActiveGM"));
    const requestId = this.#newId();
    const answer = await this.#ask(() => this.ports.link.endOfTurn({ requesterId: this.ports.userId(), requestId }));
    return answer.ok ? answer : this.#refuse(answer);
  }

  /** An Action Deck as its owner sees it: odds over the remaining cards. Null before it exists. */
  actionDeck(
    userId: string = this.ports.userId(),
  ): { readonly deck: DeckDefinition; readonly state: DeckState } | null {
    return this.ports.readDeck(userId);
  }

  /**
   * A query that failed on the way (GM left, server refused) is a refusal, never a throw. One with
   * no answer in time is sent once more under the same request id (the GM's client gives the first
   * answer again, never a second draw); no answer again is a refusal with its own message, and an
   * answer that still comes later is announced, not acted on.
   */
  async #ask<A extends { readonly ok: boolean }>(send: () => Promise<A>): Promise<A | DrawRefusal> {
    const ms = this.ports.timeoutMs ?? QUERY_TIMEOUT_MS + CLIENT_GRACE_MS;
    const pending: Promise<A>[] = [];
    const attempt = async (): Promise<A> => {
      const sent = send();
      pending.push(sent);
      return withTimeout(sent, ms);
    };
    try {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof QueryTimeoutError)) throw error;
        return await attempt();
      }
    } catch (error) {
      console.error("Combat Patrol | draw query failed", error);
      if (error instanceof QueryTimeoutError) {
        this.#announceLate(pending);
        return refusal("noAnswer", { seconds: timeoutSeconds(error) });
      }
      return refusal("queryFailed", { error: error instanceof Error ? error.message : String(error) });
    }
  }

  /** The GM answered a request this client stopped waiting for: its result is in the chat (nothing is drawn again). */
  #announceLate(pending: readonly Promise<{ readonly ok: boolean }>[]): void {
    let told = false;
    for (const sent of pending)
      void sent.then(
        (answer) => {
          if (!answer.ok || told) return;
          told = true;
          this.ports.inform?.("COMBAT_PATROL.Chat.lateAnswer", {});
        },
        () => undefined,
      );
  }

  #newId(): string {
    return this.ports.newRequestId?.() ?? newRequestId();
  }

  #refuse(refused: DrawRefusal): DrawRefusal {
    const plain: DrawRefusal = { ok: false, key: refused.key, data: refused.data };
    this.ports.notify(plain);
    return plain;
  }
}
