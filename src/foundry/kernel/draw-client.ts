/**
 * The draw service as every client calls it: the request goes to the active GM (a query, or a
 * direct call when this client is the active GM) and the answer comes back as a DrawResponse.
 * Physical-card mode: the GM answers "need a serial" for each card the procedure reaches; the
 * user types the serial of the card he drew at the real table and the request goes again with
 * it, until the procedure completes (nothing is written before that). A refused serial is asked
 * again with the reason shown. Every refusal is shown to the user here, once.
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
import { refusal } from "./draw-coordinator";
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

export interface ClientPorts {
  readonly link: GmLink;
  readonly prompt: SerialPrompt;
  /** This client's user. */
  userId(): string;
  /** This client's physical-card setting. */
  physical(): boolean;
  /** Show a refusal (a localized warning). */
  notify(refusal: DrawRefusal): void;
  /** An Action Deck as stored, readable by its owner (and the GM). */
  readDeck(userId: string): { readonly deck: DeckDefinition; readonly state: DeckState } | null;
  /** The Activation Deck's state (GM). */
  activationState(): ActivationDeckState | null;
  /** How long to wait for the GM's answer (ms); default a little over the server's query timeout. */
  readonly timeoutMs?: number;
}

/** Round trips of one physical-card action before it gives up (a procedure never draws this many). */
export const MAX_PHYSICAL_ROUNDS = 64;

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
    let error: DrawRefusal | null = null;
    for (let round = 0; round < MAX_PHYSICAL_ROUNDS; round += 1) {
      const answer: DrawAnswer = await this.#ask(() =>
        this.ports.link.draw({ procedure, input, requesterId: userId, deckOwnerId: userId, serials }),
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
    const answer = await this.#ask(() =>
      this.ports.link.activation({ requesterId: this.ports.userId(), cardId: chosen }),
    );
    return answer.ok ? answer : this.#refuse(answer);
  }

  /** CORE-1 / CORE-3 End of Turn over every deck (GM). */
  async endOfTurn(): Promise<DrawResponse<EndOfTurnReport>> {
    if (!this.ports.link.available()) return this.#refuse(refusal("noActiveGM"));
    const answer = await this.#ask(() => this.ports.link.endOfTurn({ requesterId: this.ports.userId() }));
    return answer.ok ? answer : this.#refuse(answer);
  }

  /** An Action Deck as its owner sees it: odds over the remaining cards. Null before it exists. */
  actionDeck(
    userId: string = this.ports.userId(),
  ): { readonly deck: DeckDefinition; readonly state: DeckState } | null {
    return this.ports.readDeck(userId);
  }

  /**
   * A query that failed on the way (GM left, server refused) is a refusal, never a throw; one
   * with no answer within the time limit (timeout.ts) too, with its own message.
   */
  async #ask<A>(send: () => Promise<A>): Promise<A | DrawRefusal> {
    try {
      return await withTimeout(send(), this.ports.timeoutMs ?? QUERY_TIMEOUT_MS + CLIENT_GRACE_MS);
    } catch (error) {
      console.error("Combat Patrol | draw query failed", error);
      if (error instanceof QueryTimeoutError) return refusal("noAnswer", { seconds: timeoutSeconds(error) });
      return refusal("queryFailed", { error: error instanceof Error ? error.message : String(error) });
    }
  }

  #refuse(refused: DrawRefusal): DrawRefusal {
    const plain: DrawRefusal = { ok: false, key: refused.key, data: refused.data };
    this.ports.notify(plain);
    return plain;
  }
}
