/**
 * The moves a result asks for (CORE-6 recoil 2" and "may advance 1"", CORE-7 fall back, advance,
 * run for cover, a scatter): move effects are not actor data, the planner hands them back
 * untouched and nothing moves a token by itself. The chat card lists each one in words (who,
 * inches, direction: view.ts) and offers it to the piece's owner as a ruler preview: a button
 * writes the inches as the token's movement allowance (canvas/allowance-flag.ts), so dragging
 * the token shows where the move ends. Pure: which offers a record makes.
 */
import type { Effect } from "@rules/model";
import { actorOfPart, type ResultRecord } from "./result-record";

type MoveEffect = Extract<Effect, { kind: "move" }>;

export interface MoveOffer {
  /** Position in the card's list of moves (view.moves). */
  readonly index: number;
  /** The actor that moves: the figure's (a part gives its actor), else the unit's. */
  readonly actorId: string;
  /** The whole unit moves (every figure of it), not one figure. */
  readonly wholeUnit: boolean;
  readonly inches: number;
  readonly direction: MoveEffect["direction"];
  readonly optional: boolean;
}

/** The moves of a record, in the order the card lists them, each as an offer to its owner. */
export function moveOffers(record: ResultRecord): MoveOffer[] {
  return record.result.effects
    .filter((e): e is MoveEffect => e.kind === "move")
    .map((e, index) => ({
      index,
      actorId: actorOfPart(e.figureId ?? e.unitId),
      wholeUnit: e.figureId === null,
      inches: e.inches,
      direction: e.direction,
      optional: e.optional ?? false,
    }))
    .filter((o) => Number.isFinite(o.inches) && o.inches > 0);
}

/** The procedure name the allowance flag records for an offered move (the ruler's label reads it). */
export function moveProcedure(offer: Pick<MoveOffer, "direction">): string {
  return `move.${offer.direction}`;
}
