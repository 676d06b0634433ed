/**
 * What the GM's draw coordinator (draw-coordinator.ts) is given: the decks, the writer, the users,
 * the procedures, the rules, a clock, the chance of each draw, the world's settings that rule it,
 * the effects writer. Foundry's are wired in draw-service.ts; tests give small doubles.
 */
import type { DrawChance } from "@rules/cards/random";
import type { RulesOptions } from "@rules/options";
import type { DeckStore, ResultEffects, TableWriter } from "./draw-ports";
import type { ProcedureRegistry } from "./draw-registry";
import type { WorldFacts } from "./world-facts";

export interface UserDirectory {
  /** The user's name, undefined when there is no such user. */
  name(userId: string): string | undefined;
  isGM(userId: string): boolean;
  /**
   * Does the user own this actor (UUID)? False when either does not exist. Without it nobody
   * but a GM may act for a piece (a procedure that acts for none never asks).
   */
  owns?(userId: string, actorId: string): boolean;
}

export interface CoordinatorPorts {
  readonly store: DeckStore;
  readonly writer: TableWriter;
  readonly users: UserDirectory;
  readonly procedures: ProcedureRegistry;
  /** The rules in play (currentOptions()). */
  options(): RulesOptions;
  /** The world the procedures check a request against, read on this client (world-facts.ts). */
  world(): Promise<WorldFacts>;
  /** Wall clock for the audit log (ms). */
  now(): number;
  /** Which card a draw takes from this deck ("action:<user id>", "activation"): cryptographic in play. */
  chance(deck: string): DrawChance;
  /** Physical-card mode, a world setting only the GM changes; absent: off (typed serials are refused). */
  physicalCards?(): boolean;
  /** "The GM confirms each result", a world setting; absent: off (results apply as they are posted). */
  gmConfirms?(): boolean;
  /** Is this client the designated active GM (game.users.activeGM)? Checked before every write; absent: yes. */
  isActiveGM?(): boolean;
  /** Writes a result's effects and undoes them; absent: every result waits (nothing can apply it). */
  readonly effects?: ResultEffects;
  /**
   * The players' discard piles (deck-pile.ts PileMirror): told which decks changed AFTER a
   * request's own writes; they sync later, in the background (never in the action's budget).
   */
  readonly piles?: { changed(ownerIds: readonly string[]): void };
}
