/**
 * OW-9.2.2 herds on the canvas, pure: one token per animal, the herd's central token, the 6"
 * coherency (geometry's herdCoherency, base edge to base edge), and the herd moving as one (every
 * other animal follows the central figure by the same displacement, one batched update).
 */
import { type Coherency, type Figure, type Point, herdCoherency } from "@rules/geometry";

/** A herd's tokens as figures (ids = token ids) and which one is central. */
export interface HerdOnTable {
  /** The herd actor's UUID. */
  readonly herdId: string;
  /** The central token's id (HerdModel.centralTokenId), null when none is set. */
  readonly centralId: string | null;
  readonly figures: readonly Figure[];
}

/** The central figure: the flagged token, else the first animal on the table. */
export function centralOf(herd: HerdOnTable): Figure | null {
  return herd.figures.find((f) => f.id === herd.centralId) ?? herd.figures[0] ?? null;
}

/**
 * OW-9.2.2 would moving `movedId` to `to` (its new centre, inches) keep the herd coherent? The
 * central figure moving is always allowed: the herd follows it.
 */
export function coherencyAfterMove(herd: HerdOnTable, movedId: string, to: Point): Coherency {
  const central = centralOf(herd);
  if (!central || central.id === movedId) return { coherent: true, strays: [] };
  const figures = herd.figures.map((f) => (f.id === movedId ? { ...f, at: to } : f));
  const result = herdCoherency(central, figures);
  // Only the animal being moved is refused: others already astray do not block its move back.
  return result.strays.includes(movedId) ? { coherent: false, strays: [movedId] } : { coherent: true, strays: [] };
}

/** A token position update (pixels). */
interface PositionUpdate {
  readonly _id: string;
  readonly x: number;
  readonly y: number;
}

/** Every token but `except` moved by the same displacement (pixels): the herd follows its central figure. */
export function followUpdates(
  tokens: readonly { readonly id: string; readonly x: number; readonly y: number }[],
  delta: Point,
  except: ReadonlySet<string> = new Set(),
): PositionUpdate[] {
  if (delta.x === 0 && delta.y === 0) return [];
  return tokens.filter((t) => !except.has(t.id)).map((t) => ({ _id: t.id, x: t.x + delta.x, y: t.y + delta.y }));
}
