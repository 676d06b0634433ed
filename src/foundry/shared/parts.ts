/**
 * Part ids: a part of an actor that the rules name as a figure (a wagon's team, a gun's limber,
 * an animal of a herd) is "<actor uuid>#<part>[…]" (data/derive.ts partId builds them).
 */

/** The actor a figure id belongs to: "<actor uuid>#team" -> "<actor uuid>"; an actor's own id unchanged. */
export function actorOfPart(id: string): string {
  const hash = id.lastIndexOf("#");
  return hash < 0 ? id : id.slice(0, hash);
}
