/**
 * Part ids: a part of a piece that the rules name as a figure (a wagon's team, a gun's limber, an
 * animal of a herd) is "<actor uuid>#<part>[-<n>]". One home for the convention: the documents
 * build these ids, the GM's checks find the piece a part belongs to.
 */

/** The parts of an actor the engine treats as figures: herd animals, a wagon team, a gun's limber. */
const PART_KINDS = ["animal", "team", "limber"] as const;
type PartKind = (typeof PART_KINDS)[number];

function isPartKind(value: string | undefined): value is PartKind {
  return PART_KINDS.some((kind) => kind === value);
}

/** The figure id of a part of an actor: "<actor uuid>#team", "<actor uuid>#animal-3". */
export function partId(actorId: string, part: PartKind, index?: number): string {
  return index === undefined ? `${actorId}#${part}` : `${actorId}#${part}-${index}`;
}

/** Split a figure id into its actor and part (null part = the actor itself). */
export function parsePartId(id: string): { actorId: string; part: PartKind | null; index: number | null } {
  const hash = id.lastIndexOf("#");
  if (hash < 0) return { actorId: id, part: null, index: null };
  const match = /^([a-z]+)(?:-(\d+))?$/.exec(id.slice(hash + 1));
  const part = match?.[1];
  if (!match || !isPartKind(part)) return { actorId: id, part: null, index: null };
  return { actorId: id.slice(0, hash), part, index: match[2] === undefined ? null : Number(match[2]) };
}

/** The actor a figure id belongs to: "<actor uuid>#team" -> "<actor uuid>"; an actor's own id unchanged. */
export function actorOfPart(id: string): string {
  const hash = id.lastIndexOf("#");
  return hash < 0 ? id : id.slice(0, hash);
}
