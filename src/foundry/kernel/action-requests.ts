/**
 * What an action sends to the GM's draw procedure and gets back: plain JSON both ways (it
 * crosses the socket). The engine's own input types travel as they are; the chat context
 * (speaker, title, names) rides along so the GM can post the ONE chat message.
 */
import type { FigureState, Summary, UnitState } from "@rules/model";
import type { BlastInput, FireInput, MeleeInput, MoraleInput, MovementInput } from "@rules/procedures";
import type { DynamiteThrowInput } from "@rules/old-west/dynamite";
import type { WagonState } from "@rules/old-west/wagons";
import type { HerdState } from "@rules/old-west/animals";
import type { CloseOrderMoveTerms } from "@rules/napoleonic/closeOrder";
import type { Point } from "@rules/geometry";
import type { Terrain } from "@rules/cards/schema";
import type { ChatSpeaker } from "./result-message";
import type { ResultRecord } from "./result-record";

export interface ChatContext {
  readonly speaker: ChatSpeaker;
  readonly title: Summary | null;
  /** Names of the units the result names (the figures come with the engine input). */
  readonly unitNames: readonly { readonly id: string; readonly name: string }[];
}

export interface FireRequest extends ChatContext {
  readonly fire: FireInput;
  /**
   * NAP-7.2b the target is an artillery piece's crew: the gun (its markers, its crew) and its limber's
   * figure id, so crew lost before the gun is reloaded can add a load marker.
   */
  readonly artilleryCrew?: { readonly gun: UnitState; readonly limberId: string };
  /** OW-9.2.2 the target is a herd: no hit randomizer, one animal per Incapacitate (resolveFireAtHerd). */
  readonly herd?: HerdState;
}

export interface MeleeRequest extends ChatContext {
  readonly melee: MeleeInput;
}

export interface MovementRequest extends ChatContext {
  readonly movement: MovementInput;
  /** NAP-6.1.1 / OW-7.1a a mounted figure: two cards (gallop = sprint), the mounted rules. */
  readonly mounted: boolean;
  /** OW-9.2.4 the mover says his way goes through a herd (the engine's throughHerdFactor slows him). */
  readonly throughHerd?: boolean;
  /** NAP-5.3 the figure moves in close order: the modifiers the player declared (absent: open order). */
  readonly closeOrder?: CloseOrderMoveTerms;
  /** The point the player clicked as the move's destination (inches); absent: not clicked (off the map). */
  readonly to?: Point;
  /** NAP-6.1.2 / OW-7.1b a rider declared the bog check his way meets (the Bog check follows the cards). */
  readonly bogCheck?: boolean;
}

export interface MoraleRequest extends ChatContext {
  readonly morale: MoraleInput;
  /** NAP-4 the player's choice: the leader removes what he can (Napoleonic era). */
  readonly leaderRemovesMarkers: boolean;
}

export interface DynamiteRequest extends ChatContext {
  readonly dynamite: DynamiteThrowInput;
}

export interface BlastRequest extends ChatContext {
  readonly blast: BlastInput;
}

/**
 * CORE-10 a reaction check: one figure alone, or (NAP-5.6) a unit in close order, whose group
 * makes ONE check (figure null).
 */
export interface ReactionRequest extends ChatContext {
  readonly unit: UnitState;
  /** The figure checking alone; null: the unit's close order group checks once (NAP-5.6). */
  readonly figure: FigureState | null;
  /** Why ("interrupt", "counter-charge", "close-ranks"…), shown in chat. */
  readonly purpose: string;
}

/**
 * OW-9.3f the driver of a runaway wagon tries to regain control (the morale column of his Guts, the wagon's terrain).
 */
export interface RegainControlRequest extends ChatContext {
  readonly wagon: WagonState;
  readonly terrain: Terrain;
}

/** What every draw procedure of the actions returns: the record and where to post it. */
export interface PostedResult {
  readonly record: ResultRecord;
  readonly speaker: ChatSpeaker;
}

declare module "./draw-ports" {
  interface DrawProcedures {
    fire: { input: FireRequest; output: PostedResult };
    melee: { input: MeleeRequest; output: PostedResult };
    movement: { input: MovementRequest; output: PostedResult };
    morale: { input: MoraleRequest; output: PostedResult };
    dynamite: { input: DynamiteRequest; output: PostedResult };
    blast: { input: BlastRequest; output: PostedResult };
    reaction: { input: ReactionRequest; output: PostedResult };
    "ow.regainControl": { input: RegainControlRequest; output: PostedResult };
  }
}

/** The chat context of an action of `unit` (its figures' names come with the engine input). */
export function chatContext(
  speaker: ChatSpeaker,
  title: Summary | null,
  units: readonly Pick<UnitState, "id" | "name">[],
): ChatContext {
  return { speaker, title, unitNames: units.map((u) => ({ id: u.id, name: u.name })) };
}

export type { FigureState };
