/**
 * Compendium banners (system.json packs[].banner) and the starter adventures' images, drawn by
 * the build: a small SVG per pack or adventure, a band of the era's colours with a motif and
 * its title. Deterministic: the same bytes every run.
 */

export const BANNER_DIR = "assets/banners";

/** The `banner`/`img` path Foundry loads. */
export function bannerPath(key: string): string {
  return `systems/combat-patrol/${BANNER_DIR}/${key}.svg`;
}

type Motif = "west" | "musket" | "cards" | "book" | "map";

interface BannerSpec {
  readonly key: string;
  readonly title: string;
  readonly motif: Motif;
  readonly colors: readonly [string, string];
}

const WEST: readonly [string, string] = ["#7a3b1c", "#c58b4a"];
const NAP: readonly [string, string] = ["#1f3558", "#5a7fa8"];
const NEUTRAL: readonly [string, string] = ["#3b2f26", "#8a7356"];

const MOTIFS: Readonly<Record<Motif, string>> = {
  west: `<circle cx="250" cy="36" r="14" fill="#f4d58d" fill-opacity="0.8"/><path d="M196 70 l10-22 8 6 10-18 12 20 10-8 14 22z" fill="#000" fill-opacity="0.3"/>`,
  musket: `<g stroke="#f1e6cc" stroke-width="3" stroke-linecap="round" fill="none" opacity="0.7"><line x1="200" y1="62" x2="262" y2="14"/><line x1="262" y1="62" x2="200" y2="14"/></g>`,
  cards: `<g opacity="0.75"><rect x="214" y="14" width="26" height="38" rx="3" fill="#f1e6cc" transform="rotate(-12 227 33)"/><rect x="232" y="16" width="26" height="38" rx="3" fill="#f1e6cc" stroke="#3b2f26" transform="rotate(10 245 35)"/></g>`,
  book: `<g opacity="0.75"><path d="M206 20 q22-6 30 4 v34 q-8-10-30-4z M266 20 q-22-6-30 4 v34 q8-10 30-4z" fill="#f1e6cc" stroke="#3b2f26"/></g>`,
  map: `<g opacity="0.75"><rect x="204" y="16" width="56" height="40" fill="#e8d9b5"/><rect x="212" y="22" width="12" height="9" fill="#7a5634"/><path d="M244 16 q-6 20 4 40" stroke="#2f5d7a" stroke-width="4" fill="none"/><circle cx="222" cy="46" r="5" fill="#2f4a22"/></g>`,
};

function bannerSvg(spec: BannerSpec): string {
  const [dark, light] = spec.colors;
  const title = spec.title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 290 70" width="290" height="70">` +
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="290" height="70" fill="url(#g)"/>${MOTIFS[spec.motif]}` +
    `<text x="14" y="42" font-family="Georgia, serif" font-size="17" font-weight="bold" fill="#f8efd9">${title}</text></svg>\n`
  );
}

/** A banner for every pack (by pack name) and every adventure (by adventure key). */
const BANNERS: readonly BannerSpec[] = [
  { key: "frontier-weapons", title: "Frontier Weapons", motif: "west", colors: WEST },
  { key: "livestock", title: "Livestock", motif: "west", colors: WEST },
  { key: "wagons", title: "Wagons", motif: "west", colors: WEST },
  { key: "old-west-forces", title: "Old West Forces", motif: "west", colors: WEST },
  { key: "napoleonic-weapons", title: "Napoleonic Weapons", motif: "musket", colors: NAP },
  { key: "artillery", title: "Artillery", motif: "musket", colors: NAP },
  { key: "napoleonic-forces", title: "Napoleonic Forces", motif: "musket", colors: NAP },
  { key: "decks", title: "Decks", motif: "cards", colors: NEUTRAL },
  { key: "help", title: "Rules Help", motif: "book", colors: NEUTRAL },
  { key: "starter-adventures", title: "Starter Adventures", motif: "map", colors: NEUTRAL },
  { key: "dry-creek", title: "The Dry Creek Bank Job", motif: "west", colors: WEST },
  { key: "trois-moulins", title: "Les Trois Moulins", motif: "musket", colors: NAP },
];

export const BANNER_KEYS: readonly string[] = BANNERS.map((b) => b.key);

/** Every banner file: repository path -> SVG text. */
export function bannerFiles(): Map<string, string> {
  return new Map(BANNERS.map((b) => [`${BANNER_DIR}/${b.key}.svg`, bannerSvg(b)]));
}
