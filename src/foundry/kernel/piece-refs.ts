/**
 * A request crosses the socket naming its pieces, not carrying them (DEVELOPERS.md "Trust": a
 * request carries ids and choices). The player's client replaces each figure and unit it read
 * from the table with a reference (`{ "@piece": "figure", id, name }`; the name only labels a
 * refusal), and the GM's client puts back the world's own copy before the procedure runs: the
 * stats, wounds and markers a procedure resolves with are the GM's reading of the documents.
 *
 * A copy the player's client derived for the action (a thrower with the dynamite he carries
 * counted, OW-6.1.1) or made for a part the documents do not hold as a figure (a gun's limber as
 * a target) is not the table's reading, so it crosses as it is: the GM's procedure checks it
 * against the world as before (src/rules/validation: worldFigure, sameFacts), and refuses any difference.
 */
import { RulesError } from "@rules/errors";
import type { FigureState, UnitState } from "@rules/model";
import { actorOfPart } from "@rules/parts";
import type { TablePiece } from "./table-ports";
import { sameFacts } from "@rules/validation/same-facts";

/** The key that marks a reference on the wire (no figure, unit or request field has it). */
export const PIECE_REF = "@piece";

/** A figure or unit named on the wire. */
export interface PieceRef {
  readonly [PIECE_REF]: "figure" | "unit";
  readonly id: string;
  readonly name: string;
}

/** How a client or the GM reads an actor (UUID) as a piece: the player's pieces role, the GM's world. */
export type PieceReader = (actorId: string) => TablePiece | null;

type Json = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A figure as the rules model holds it (model.ts FigureState): its attributes and states. */
function looksLikeFigure(value: Json): boolean {
  return ["guts", "accuracy", "melee", "endurance", "reaction", "wounds"].every((k) => k in value);
}

/** A unit as the rules model holds it (model.ts UnitState): its kind, grade and figures. */
function looksLikeUnit(value: Json): boolean {
  return ["kind", "grade", "leaderId", "moraleMarkers"].every((k) => k in value) && Array.isArray(value.figures);
}

/** The figure `id` names as the reader holds it (a part, "<herd>#3", is a figure of its actor's unit). */
function figureOf(read: PieceReader, id: string): FigureState | null {
  const piece = read(actorOfPart(id));
  return piece?.unit.figures.find((f) => f.id === id) ?? (piece?.figure?.id === id ? piece.figure : null);
}

function unitOf(read: PieceReader, id: string): UnitState | null {
  const unit = read(id)?.unit ?? null;
  return unit?.id === id ? unit : null;
}

/** The reference for a piece this client holds exactly as its reader does; null for any other value. */
function referenceFor(value: Json, read: PieceReader): PieceRef | null {
  const { id, name } = value;
  if (typeof id !== "string" || typeof name !== "string") return null;
  if (looksLikeUnit(value)) {
    const unit = unitOf(read, id);
    return unit && sameFacts(value, unit) ? { [PIECE_REF]: "unit", id, name } : null;
  }
  if (looksLikeFigure(value)) {
    const figure = figureOf(read, id);
    return figure && sameFacts(value, figure) ? { [PIECE_REF]: "figure", id, name } : null;
  }
  return null;
}

/**
 * The request as the player's client sends it: every figure and unit that is the table's reading
 * named by a reference; anything else (choices, places, a derived copy) as it is.
 */
export function namePieces(input: unknown, read: PieceReader): unknown {
  if (Array.isArray(input)) return input.map((v) => namePieces(v, read));
  if (!isRecord(input)) return input;
  const ref = referenceFor(input, read);
  if (ref) return ref;
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, namePieces(v, read)]));
}

function refuseShape(procedure: string, problem: string): never {
  throw new RulesError("badActionParams", { action: procedure, field: PIECE_REF, problem });
}

/** The world's copy of a reference; refused when it is malformed or names no piece on the table. */
function readReference(procedure: string, ref: Json, world: PieceReader): FigureState | UnitState {
  const { id, name } = ref;
  const kind = ref[PIECE_REF];
  if (Object.keys(ref).length !== 3 || typeof id !== "string" || id === "" || typeof name !== "string")
    refuseShape(procedure, "expected a piece's id and name");
  if (kind !== "figure" && kind !== "unit") refuseShape(procedure, "expected a figure or a unit");
  const piece = kind === "unit" ? unitOf(world, id) : figureOf(world, id);
  if (!piece) throw new RulesError("notOnTable", { name });
  return piece;
}

/**
 * The request as the GM's procedure reads it: every reference replaced by the world's copy
 * of the piece it names (refused with one line when it names none). Run on the GM's client, over
 * the world read once for the request (draw-coordinator.ts).
 */
export function readPieces(procedure: string, input: unknown, world: PieceReader): unknown {
  if (Array.isArray(input)) return input.map((v) => readPieces(procedure, v, world));
  if (!isRecord(input)) return input;
  if (PIECE_REF in input) return readReference(procedure, input, world);
  return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, readPieces(procedure, v, world)]));
}
