/**
 * The pack icons: small SVG pictograms shipped under assets/icons/ (copied into dist by
 * tools/build-dist.ts), so every `img` a pack names is a file of this system, never a guess
 * at a core icon path. Written by tools/packs/generate.ts with the pack sources.
 */

const BG = "#2b2118";
const INK = "#e8d9b5";
const ACCENT = "#b5532e";
const METAL = "#9aa3a8";

/** One icon: its drawing on a 128x128 canvas (background added by iconSvg). */
const DRAWINGS = {
  // Firearms
  pistol: `<path d="M22 46h64l6-6h10v14H78l-6 4 6 30H58l-6-24H40l-4 6H22z" fill="${INK}"/><circle cx="64" cy="62" r="4" fill="${BG}"/>`,
  revolver: `<path d="M18 44h66l6-6h12v14H82v0l-4 2 8 32H64l-6-22H42l-4 6H18z" fill="${INK}"/><rect x="46" y="50" width="22" height="12" rx="5" fill="${METAL}"/>`,
  derringer: `<path d="M38 54h40l4-4h8v10H76l4 22H64l-4-16H50l-4 4h-8z" fill="${INK}"/>`,
  carbine: `<path d="M14 52h72v8H62l-4 6H44l-10 12H14l8-12h-8z" fill="${INK}"/><rect x="86" y="53" width="24" height="5" fill="${METAL}"/>`,
  rifle: `<path d="M8 54h80v8H60l-4 6H42l-12 12H8l10-14H8z" fill="${INK}"/><rect x="88" y="55" width="32" height="5" fill="${METAL}"/>`,
  musket: `<path d="M6 56h78v8H58l-4 6H40l-12 12H6l10-14H6z" fill="${INK}"/><rect x="84" y="57" width="26" height="5" fill="${METAL}"/><path d="M104 55l20-4v4l-20 6z" fill="${METAL}"/>`,
  shotgun: `<path d="M10 54h70v10H56l-4 6H40l-12 12H10l10-14H10z" fill="${INK}"/><rect x="80" y="53" width="36" height="5" fill="${METAL}"/><rect x="80" y="59" width="36" height="5" fill="${METAL}"/>`,
  gatling: `<rect x="30" y="40" width="66" height="26" rx="4" fill="${METAL}"/><rect x="96" y="44" width="22" height="4" fill="${INK}"/><rect x="96" y="52" width="22" height="4" fill="${INK}"/><rect x="96" y="60" width="22" height="4" fill="${INK}"/><circle cx="44" cy="90" r="20" fill="none" stroke="${INK}" stroke-width="6"/><path d="M44 70v40M24 90h40" stroke="${INK}" stroke-width="4"/><rect x="14" y="46" width="18" height="8" fill="${INK}"/>`,
  // Hand-to-hand and bows
  bow: `<path d="M40 14c44 20 44 80 0 100" fill="none" stroke="${INK}" stroke-width="8"/><path d="M40 14v100" stroke="${METAL}" stroke-width="2"/><path d="M26 64h76" stroke="${INK}" stroke-width="4"/><path d="M102 56l14 8-14 8z" fill="${METAL}"/>`,
  lance: `<path d="M16 112L100 28" stroke="${INK}" stroke-width="7"/><path d="M96 20l16-8-8 16z" fill="${METAL}"/><path d="M86 34l14 2-12 10z" fill="${ACCENT}"/>`,
  sword: `<path d="M28 100L96 20" stroke="${METAL}" stroke-width="8"/><path d="M20 84l24 24" stroke="${INK}" stroke-width="8"/><path d="M14 114l14-14" stroke="${INK}" stroke-width="9"/>`,
  knife: `<path d="M40 88L98 30c6 8 0 20-10 28L58 88z" fill="${METAL}"/><path d="M22 106l22-22 8 8-22 22z" fill="${INK}"/>`,
  hatchet: `<path d="M30 112L88 36" stroke="${INK}" stroke-width="8"/><path d="M70 30l26-14 16 30-28 2z" fill="${METAL}"/>`,
  axe: `<path d="M26 114L90 30" stroke="${INK}" stroke-width="9"/><path d="M66 26c20-10 40-6 46 8 6 16-4 34-22 38z" fill="${METAL}"/>`,
  // Explosives
  dynamite: `<rect x="50" y="34" width="28" height="72" rx="6" fill="${ACCENT}"/><path d="M64 34c0-12 10-16 18-20" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="86" cy="12" r="6" fill="#f2c14e"/>`,
  "dynamite-bundle": `<rect x="26" y="44" width="24" height="64" rx="5" fill="${ACCENT}"/><rect x="52" y="40" width="24" height="68" rx="5" fill="${ACCENT}"/><rect x="78" y="44" width="24" height="64" rx="5" fill="${ACCENT}"/><rect x="22" y="70" width="84" height="8" fill="${INK}"/><path d="M64 40c0-14 10-18 20-22" fill="none" stroke="${INK}" stroke-width="4"/><circle cx="88" cy="16" r="6" fill="#f2c14e"/>`,
  // Guns (actors)
  cannon: `<path d="M20 58l80-18 6 14-80 18z" fill="${METAL}"/><circle cx="54" cy="84" r="22" fill="none" stroke="${INK}" stroke-width="6"/><path d="M54 62v44M32 84h44" stroke="${INK}" stroke-width="4"/><path d="M60 82l-44 24" stroke="${INK}" stroke-width="7"/>`,
  howitzer: `<path d="M30 66l52-34 10 12-52 34z" fill="${METAL}"/><circle cx="54" cy="88" r="22" fill="none" stroke="${INK}" stroke-width="6"/><path d="M54 66v44M32 88h44" stroke="${INK}" stroke-width="4"/><path d="M58 88l-42 22" stroke="${INK}" stroke-width="7"/>`,
  "swivel-gun": `<path d="M24 50l76-8v12l-76 8z" fill="${METAL}"/><path d="M62 50v20M48 70h28" stroke="${INK}" stroke-width="6"/><path d="M62 70v40" stroke="${INK}" stroke-width="8"/>`,
  // Animals
  bison: `<path d="M18 72c0-24 16-40 44-40 24 0 44 10 50 30l-6 6 4 26h-12l-4-16H52l-4 16H36l-2-18c-10 2-16-2-16-4z" fill="${INK}"/><path d="M20 56c-6-4-6-10-2-14" stroke="${METAL}" stroke-width="4" fill="none"/>`,
  cattle: `<path d="M24 58h64l10-10 14 4-6 12-8 2v30H86l-4-16H44l-4 16H28V72l-6-4z" fill="${INK}"/><path d="M96 46c4-8 10-10 16-8M96 46c-4-6-4-12 2-16" stroke="${METAL}" stroke-width="3" fill="none"/>`,
  horses: `<path d="M26 66c2-12 14-18 34-18h20l14-18 10 4-4 10 8 14-8 4-8-6-6 8v40H78l-4-18H46l-6 18H30l4-22c-6-2-10-8-8-16z" fill="${INK}"/>`,
  "grizzly-bear": `<path d="M16 84c0-26 20-44 50-44 22 0 36 8 42 18l8 2-2 12-10 2v24H90l-2-12H48l-2 12H32l-2-12c-8-2-14-2-14-2z" fill="${INK}"/><circle cx="100" cy="52" r="5" fill="${INK}"/>`,
  sheep: `<ellipse cx="60" cy="64" rx="38" ry="24" fill="${INK}"/><ellipse cx="100" cy="56" rx="12" ry="9" fill="${METAL}"/><path d="M40 84v22M54 86v20M70 86v20M84 84v22" stroke="${METAL}" stroke-width="6"/>`,
  // Wagons
  stagecoach: `<rect x="30" y="30" width="62" height="46" rx="6" fill="${INK}"/><rect x="40" y="38" width="18" height="16" fill="${BG}"/><rect x="64" y="38" width="18" height="16" fill="${BG}"/><circle cx="40" cy="92" r="16" fill="none" stroke="${METAL}" stroke-width="5"/><circle cx="88" cy="94" r="14" fill="none" stroke="${METAL}" stroke-width="5"/><path d="M92 70h28" stroke="${INK}" stroke-width="4"/>`,
  buggy: `<path d="M34 70h40c6-20 14-30 22-34" fill="none" stroke="${INK}" stroke-width="6"/><rect x="34" y="58" width="40" height="14" fill="${INK}"/><circle cx="56" cy="92" r="20" fill="none" stroke="${METAL}" stroke-width="5"/><path d="M74 70h46" stroke="${INK}" stroke-width="4"/>`,
  conestoga: `<path d="M22 64c4-30 18-40 40-40s36 10 44 40z" fill="${INK}"/><path d="M16 64h96l-6 14H22z" fill="${METAL}"/><circle cx="34" cy="94" r="16" fill="none" stroke="${INK}" stroke-width="5"/><circle cx="92" cy="94" r="16" fill="none" stroke="${INK}" stroke-width="5"/>`,
  buckboard: `<path d="M18 62h80l-4 14H22z" fill="${INK}"/><rect x="72" y="44" width="14" height="18" fill="${INK}"/><circle cx="34" cy="90" r="14" fill="none" stroke="${METAL}" stroke-width="5"/><circle cx="86" cy="90" r="14" fill="none" stroke="${METAL}" stroke-width="5"/><path d="M98 66h24" stroke="${INK}" stroke-width="4"/>`,
  "gatling-wagon": `<path d="M14 70h84l-4 12H18z" fill="${INK}"/><rect x="30" y="46" width="44" height="16" rx="3" fill="${METAL}"/><rect x="74" y="48" width="20" height="4" fill="${INK}"/><rect x="74" y="55" width="20" height="4" fill="${INK}"/><circle cx="32" cy="96" r="14" fill="none" stroke="${METAL}" stroke-width="5"/><circle cx="84" cy="96" r="14" fill="none" stroke="${METAL}" stroke-width="5"/>`,
  // Figures: one silhouette, headgear by troop type
  lawman: figure(`<path d="M38 30h52l-6 -6H44z" fill="${INK}"/><rect x="46" y="16" width="36" height="12" rx="4" fill="${INK}"/>`, `<path d="M64 82l5 10h11l-9 7 3 11-10-6-10 6 3-11-9-7h11z" fill="#f2c14e"/>`),
  hero: figure(`<path d="M34 30h60l-8-6H42z" fill="${INK}"/><rect x="46" y="14" width="36" height="14" rx="5" fill="${INK}"/>`, `<path d="M64 78l7 14h15l-12 9 5 15-15-9-15 9 5-15-12-9h15z" fill="${ACCENT}"/>`),
  gunman: figure(`<path d="M38 30h52l-6-6H44z" fill="${INK}"/><rect x="46" y="16" width="36" height="12" rx="4" fill="${INK}"/>`, `<path d="M40 74l48 40" stroke="${ACCENT}" stroke-width="6"/>`),
  bandit: figure(`<path d="M38 30h52l-6-6H44z" fill="${INK}"/><rect x="46" y="16" width="36" height="12" rx="4" fill="${INK}"/>`, `<path d="M50 46h28v8H50z" fill="${ACCENT}"/>`),
  trooper: figure(`<path d="M46 18h34l4 14H44z" fill="#3b4f7a"/><path d="M42 32h30v4H42z" fill="${INK}"/>`, `<path d="M46 70h36v6H46z" fill="#f2c14e"/>`),
  warrior: figure(`<path d="M74 8l8 22-6 2z" fill="${ACCENT}"/><path d="M84 12l4 20-6 1z" fill="${INK}"/>`, `<path d="M48 80h32M48 88h32" stroke="${ACCENT}" stroke-width="4"/>`),
  infantry: figure(`<rect x="48" y="6" width="32" height="26" rx="2" fill="#1d1d1d"/><rect x="48" y="6" width="32" height="5" fill="${INK}"/>`, `<path d="M44 68l40 40M84 68l-40 40" stroke="${INK}" stroke-width="5"/>`),
  dragoon: figure(`<path d="M44 32c0-18 8-24 20-24s20 6 20 24z" fill="${METAL}"/><path d="M58 8c6-6 20-4 24 8" fill="none" stroke="#1d1d1d" stroke-width="5"/>`, `<path d="M40 90h48" stroke="${INK}" stroke-width="5"/>`),
  cuirassier: figure(`<path d="M44 32c0-18 8-24 20-24s20 6 20 24z" fill="${METAL}"/><path d="M64 8c10-4 22 2 22 16" fill="none" stroke="${ACCENT}" stroke-width="5"/>`, `<path d="M42 64h44l-4 30H46z" fill="${METAL}"/>`),
  gunner: figure(`<rect x="48" y="8" width="32" height="24" rx="2" fill="#1d1d1d"/>`, `<circle cx="64" cy="90" r="10" fill="#1d1d1d"/>`),
  // Units and decks
  unit: `<path d="M34 14v104" stroke="${INK}" stroke-width="6"/><path d="M36 18h64l-14 20 14 20H36z" fill="${ACCENT}"/>`,
  "deck-action": `<rect x="30" y="18" width="60" height="86" rx="8" fill="${INK}" transform="rotate(-10 60 61)"/><rect x="40" y="22" width="60" height="86" rx="8" fill="${INK}" stroke="${BG}" stroke-width="3"/><circle cx="70" cy="52" r="6" fill="${BG}"/><circle cx="58" cy="66" r="6" fill="${BG}"/><circle cx="82" cy="66" r="6" fill="${BG}"/><path d="M50 90h40" stroke="${ACCENT}" stroke-width="5"/>`,
  "deck-activation": `<rect x="30" y="18" width="60" height="86" rx="8" fill="${INK}" transform="rotate(-10 60 61)"/><rect x="40" y="22" width="60" height="86" rx="8" fill="${INK}" stroke="${BG}" stroke-width="3"/><rect x="54" y="48" width="32" height="32" rx="5" fill="${ACCENT}"/><circle cx="62" cy="56" r="3" fill="${INK}"/><circle cx="78" cy="72" r="3" fill="${INK}"/><circle cx="70" cy="64" r="3" fill="${INK}"/>`,
} as const;

/** A standing figure, with its headgear drawn over the head and a badge on the body. */
function figure(headgear: string, badge: string): string {
  return `<circle cx="64" cy="40" r="16" fill="${INK}"/><path d="M32 122c0-40 12-60 32-60s32 20 32 60z" fill="${INK}"/>${headgear}${badge}`;
}

export type IconName = keyof typeof DRAWINGS;
const ICON_NAMES = Object.keys(DRAWINGS) as IconName[];

/** Where the icons live in the repository and in the installed system. */
export const ICON_DIR = "assets/icons";

/** The `img` path of an icon as Foundry loads it. */
export function iconPath(name: IconName): string {
  return `systems/combat-patrol/${ICON_DIR}/${name}.svg`;
}

function iconSvg(name: IconName): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">` +
    `<rect width="128" height="128" rx="16" fill="${BG}"/>${DRAWINGS[name]}</svg>\n`
  );
}

/** Every icon file: repository path -> SVG text. */
export function iconFiles(): Map<string, string> {
  return new Map(ICON_NAMES.map((name) => [`${ICON_DIR}/${name}.svg`, iconSvg(name)]));
}
