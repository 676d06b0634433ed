/**
 * The movement allowance on the ruler (CORE-10, CORE-8, OW-7.1a, NAP-5.3, NAP-6.1.1): the inches
 * the drawn movement card(s) allow, stored on the token for its activation (a token flag), and
 * how the ruler colours a path against it. Pure: the ruler and the chat hook call these.
 *
 * The allowance is what the engine's movement procedure returned (movementAllowance: the cards,
 * mounted two, gallop three, halved when wounded, the terrain factor the move was drawn with).
 * The path's cost is Foundry's measured cost, in inches (1 grid unit = 1"): terrain that slows
 * movement (scene regions) makes a stretch cost more, as pathCost does (rough half = double).
 */
import type { Point } from "@rules/geometry";
import { distance } from "@rules/geometry";
import type { ProcedureResult } from "@rules/model";
import { parsePartId } from "@rules/parts";

/** Token flag `combat-patrol.allowance`: the move drawn for the current activation. */
export interface AllowanceFlag {
  /** Inches the move allows. */
  readonly inches: number;
  /** Inches shown by each movement card drawn (for the label). */
  readonly cards: readonly number[];
  /** The procedure that drew it ("movement", "mountedMovement", "ow.herdMove", …). */
  readonly procedure: string;
  /** The chat message of the result, null when written by hand. */
  readonly messageId: string | null;
}

/** The flag's value read back (null when absent or not an allowance). */
export function readAllowance(value: unknown): AllowanceFlag | null {
  if (typeof value !== "object" || value === null || !("inches" in value)) return null;
  const inches = value.inches;
  if (typeof inches !== "number" || !Number.isFinite(inches) || inches < 0) return null;
  const cards =
    "cards" in value && Array.isArray(value.cards) ? value.cards.filter((c): c is number => typeof c === "number") : [];
  return {
    inches,
    cards,
    procedure: "procedure" in value && typeof value.procedure === "string" ? value.procedure : "movement",
    messageId: "messageId" in value && typeof value.messageId === "string" ? value.messageId : null,
  };
}

/** A moving result as the allowance reads it: who moves and how far. */
interface DrawnMove {
  /** The actor that moves (actor UUID; a part id is reduced to its actor), null when the result does not name it. */
  readonly actorId: string | null;
  readonly inches: number;
  readonly cards: readonly number[];
  readonly procedure: string;
}

function numbers(v: unknown): number[] | null {
  return Array.isArray(v) && v.every((n) => typeof n === "number") ? v : null;
}

function moveOf(o: object): { inches: number; cards: number[]; figureId: string | null } | null {
  if (!("inches" in o) || !("cardInches" in o) || typeof o.inches !== "number") return null;
  const cards = numbers(o.cardInches);
  if (!cards) return null;
  return { inches: o.inches, cards, figureId: "figureId" in o && typeof o.figureId === "string" ? o.figureId : null };
}

/**
 * The move a result drew, null for a result that draws no move (fire, melee, …): any result with
 * `inches` and `cardInches` (movement, mounted, wagon, gun), or a herd move's `movement`.
 */
export function drawnMove(result: ProcedureResult): DrawnMove | null {
  const nested =
    "movement" in result && typeof result.movement === "object" && result.movement !== null
      ? moveOf(result.movement)
      : null;
  const move = moveOf(result) ?? nested;
  if (!move) return null;
  return {
    actorId: move.figureId ? parsePartId(move.figureId).actorId : null,
    inches: move.inches,
    cards: move.cards,
    procedure: result.procedure,
  };
}

/** The flag written for a drawn move. */
export function allowanceFlag(move: DrawnMove, messageId: string | null): AllowanceFlag {
  return { inches: move.inches, cards: [...move.cards], procedure: move.procedure, messageId };
}

/* ------------------------------------------------ colouring the path */

/** Where a stretch of the path lies against the allowance. */
type PathBand = "within" | "crossing" | "beyond";

/** Tolerance for "exactly the allowance" (inches): a move to the full allowance is within. */
const ALLOWANCE_SLACK = 1e-6;

/** The band of the stretch from cost `before` to cost `after` (both cumulative, inches). */
export function pathBand(before: number, after: number, allowance: number): PathBand {
  if (after <= allowance + ALLOWANCE_SLACK) return "within";
  if (before < allowance - ALLOWANCE_SLACK) return "crossing";
  return "beyond";
}

/** The band of every stretch of a path whose cumulative costs at its waypoints are `costs` (first = 0). */
export function pathBands(costs: readonly number[], allowance: number): PathBand[] {
  return costs.slice(1).map((after, i) => pathBand(costs[i]!, after, allowance));
}

/** Colours of the bands (ruler segments and waypoints). */
export const BAND_COLOURS: Readonly<Record<PathBand, number>> = {
  within: 0x33bc4e,
  crossing: 0xf1a836,
  beyond: 0xe72124,
};

/** A stretch of the ruler as the colouring reads it: its stage and the costs at both ends. */
interface RulerStretch {
  /** Foundry's waypoint stage: "passed" is the movement history, drawn as Foundry draws it. */
  readonly stage: "passed" | "pending" | "planned";
  readonly before: number;
  readonly after: number;
}

/** The colour of a ruler stretch against the allowance, null to keep Foundry's style (history, no allowance drawn). */
export function rulerColour(stretch: RulerStretch, allowance: AllowanceFlag | null): number | null {
  if (stretch.stage === "passed" || !allowance) return null;
  return BAND_COLOURS[pathBand(stretch.before, stretch.after, allowance.inches)];
}

interface SplitPath {
  /** The part of the path the allowance covers. */
  readonly within: readonly Point[];
  /** The rest (empty when the path ends within the allowance); starts where `within` ends. */
  readonly beyond: readonly Point[];
}

/**
 * A straight-line path (inches, clear terrain: cost = length) cut where the allowance runs out:
 * the point where the colour changes.
 */
export function splitPath(points: readonly Point[], allowance: number): SplitPath {
  if (points.length === 0) return { within: [], beyond: [] };
  const within: Point[] = [points[0]!];
  let used = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const leg = distance(a, b);
    if (used + leg <= allowance + ALLOWANCE_SLACK) {
      within.push(b);
      used += leg;
      continue;
    }
    const t = leg === 0 ? 0 : Math.max(0, allowance - used) / leg;
    const cut = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    if (t > 0) within.push(cut);
    return { within, beyond: [cut, ...points.slice(i)] };
  }
  return { within, beyond: [] };
}

/** The ruler's label: inches used of the allowance, e.g. `7.5 / 6"`. */
export function allowanceLabel(used: number, allowance: number): string {
  const fmt = (n: number) => String(Math.round(n * 10) / 10);
  return `${fmt(used)} / ${fmt(allowance)}"`;
}
