/**
 * Where the card faces live: the deck slug, the shipped faces' folder and a face's path. Apart
 * from the SVG drawing (card-faces.ts) so the deck store and the dock name a face's file without
 * loading the face builder at start-up (it loads when an imported deck's faces are uploaded).
 */
/** Folder of the shipped faces inside the system, "<deck slug>/<serial>.svg" below it. */
export const FACES_DIR = "assets/cards";

/** The deck slug of a deck name, as the face folders use it ("Frontier" -> "frontier"). */
export function deckSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "deck";
}

/** Path of a face in the system folder (shipped decks) or in a world folder (imported decks). */
export function facePath(root: string, slug: string, serial: number | "back"): string {
  return `${root}/${slug}/${serial}.svg`;
}

/** The system's own face folder, as Foundry serves it. */
export const SYSTEM_FACES_ROOT = `systems/combat-patrol/${FACES_DIR}`;
