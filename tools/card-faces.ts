/**
 * Card faces as SVG files, generated from the card data (CORE-2, CORE-3):
 *   assets/cards/<deck slug>/<serial>.svg and back.svg for the shipped Frontier Action Deck,
 *   assets/cards/activation/<serial>.svg and back.svg for the Activation Deck (serial = the
 *   card's place in the default composition, as the decks pack numbers them).
 * The Cards packs point at these paths (systems/combat-patrol/assets/cards/...).
 *   npx tsx tools/card-faces.ts          write the files
 *   npx tsx tools/card-faces.ts --check  exit 1 when a committed face is missing or stale
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { FRONTIER_DECK } from "../src/rules/cards/frontier";
import { PROCEDURE_DEFAULTS } from "../src/rules/procedures/data";
import { activationFaceSvg, cardBackSvg, cardFaceSvg, deckSlug, FACES_DIR } from "@foundry/cards/card-faces";

/** Every face file: path relative to the project, and its SVG text. */
export function faceFiles(): { path: string; svg: string }[] {
  const slug = deckSlug(FRONTIER_DECK.name);
  const files = FRONTIER_DECK.cards.map((card) => ({
    path: `${FACES_DIR}/${slug}/${card.serial}.svg`,
    svg: cardFaceSvg(card, FRONTIER_DECK.name),
  }));
  files.push({ path: `${FACES_DIR}/${slug}/back.svg`, svg: cardBackSvg(FRONTIER_DECK.name, "action") });
  PROCEDURE_DEFAULTS.activationDeck.forEach((kind, i) =>
    files.push({ path: `${FACES_DIR}/activation/${i + 1}.svg`, svg: activationFaceSvg(kind, i + 1) }),
  );
  files.push({ path: `${FACES_DIR}/activation/back.svg`, svg: cardBackSvg("Activation Deck", "activation") });
  return files;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = faceFiles();
  if (process.argv.includes("--check")) {
    const stale = files.filter((f) => read(f.path) !== f.svg).map((f) => f.path);
    if (stale.length) {
      console.error(`stale or missing card faces (run npx tsx tools/card-faces.ts): ${stale.join(", ")}`);
      process.exit(1);
    }
    console.log(`${files.length} card faces up to date`);
  } else {
    for (const f of files) {
      mkdirSync(f.path.slice(0, f.path.lastIndexOf("/")), { recursive: true });
      writeFileSync(f.path, f.svg);
    }
    console.log(`wrote ${files.length} card faces under ${FACES_DIR}/`);
  }
}
