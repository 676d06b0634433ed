/**
 * Card faces as SVG, drawn from the card data (CORE-2): one pure function per face, so the
 * build (tools/card-faces.ts writes assets/cards/<deck>/<serial>.svg), the deck import (faces of
 * an imported deck) and the preview draw the same picture. A poker-size card, 2.5" x 3.5"
 * (viewBox 250 x 350). Every section sits in its own labelled box, in the order of CORE.md's
 * table: serial and move, bullet holes, randomizer and d10, location and damage, cover, burst,
 * morale (Guts grade x terrain), scatter, bog, reaction, melee.
 */
import type { ActionCard, Grade, MoraleResult, Terrain } from "@rules/cards/schema";
import { BACK_NAME, HEADER_NAME, fitName, type NameBox } from "./card-face-text";
import { OUT_OF_AMMO } from "@rules/cards/schema";
import type { ActivationCardKind } from "@rules/procedures/data";

export const CARD_WIDTH = 250;
export const CARD_HEIGHT = 350;

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

const INK = "#1d1a16";
const PAPER = "#f7f1e3";
const RED = "#a3241b";
const MUTED = "#6b6256";
const FONT = "font-family=\"'Signika','Helvetica Neue',Arial,sans-serif\"";

/** Short words for the morale grid (a cell is 40 px wide). */
export const MORALE_SHORT: Readonly<Record<MoraleResult, string>> = {
  OK: "OK",
  STUNNED_ONE: "STUN 1",
  RUN_FOR_COVER_ONE: "COVER 1",
  FALL_BACK: "FALL BK",
  ADVANCE_ONE: "ADV 1",
  PINNED: "PINNED",
};

const MORALE_FILL: Readonly<Record<MoraleResult, string>> = {
  OK: "#dfe8d2",
  ADVANCE_ONE: "#cfe0ef",
  STUNNED_ONE: "#f1dfb4",
  RUN_FOR_COVER_ONE: "#efc9a4",
  PINNED: "#e8b7a8",
  FALL_BACK: "#d99b92",
};

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function text(x: number, y: number, content: string, attrs = ""): string {
  return `<text x="${x}" y="${y}" ${attrs}>${esc(content)}</text>`;
}

/** The deck's name fitted into its box (face-text.ts): never over the serial, MOVE or the panel's edge. */
function deckNameText(x: number, y: number, name: string, box: NameBox, attrs: string): string {
  const fit = fitName(name, box);
  return text(x, y, fit.text, `${fit.attrs} ${attrs}`);
}

function label(x: number, y: number, content: string): string {
  return text(x, y, content, `font-size="8" fill="${MUTED}" letter-spacing="0.6"`);
}

function box(x: number, y: number, w: number, h: number, fill = "none"): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${fill}" stroke="${INK}" stroke-width="1"/>`;
}

/** CORE-5.4 bullet holes: one hole per hit mark, six places. */
function holes(card: ActionCard): string {
  const parts = [box(8, 44, 234, 36), label(14, 54, "HIT")];
  if (card.hit === OUT_OF_AMMO) {
    parts.push(`<rect x="40" y="50" width="196" height="24" rx="3" fill="${RED}"/>`);
    parts.push(
      text(
        138,
        67,
        "OUT OF AMMO",
        `font-size="15" font-weight="bold" fill="${PAPER}" text-anchor="middle" letter-spacing="1"`,
      ),
    );
    return parts.join("");
  }
  for (let i = 0; i < 6; i += 1) {
    const cx = 56 + i * 32;
    if (i < card.hit) {
      parts.push(
        `<circle cx="${cx}" cy="62" r="11" fill="${INK}"/><circle cx="${cx - 3}" cy="59" r="3" fill="#5b534a"/>`,
      );
      parts.push(
        `<path d="M${cx - 13} ${62} l4 -1 M${cx + 13} 62 l-4 1 M${cx} ${49} l1 4 M${cx} 75 l-1 -4" stroke="${INK}" stroke-width="1.4"/>`,
      );
    } else {
      parts.push(
        `<circle cx="${cx}" cy="62" r="11" fill="none" stroke="#c9bea8" stroke-width="1.2" stroke-dasharray="2 2"/>`,
      );
    }
  }
  parts.push(text(236, 76, String(card.hit), `font-size="9" fill="${MUTED}" text-anchor="end"`));
  return parts.join("");
}

/** Randomizer, d10 icon, location and damage. */
function hitDetails(card: ActionCard): string {
  const d10 = `<path d="M110 99 L125 109 L120 126 L100 126 L95 109 Z" fill="#fff" stroke="${INK}" stroke-width="1.3"/>`;
  return [
    box(8, 86, 72, 42),
    label(13, 96, "RANDOMIZER"),
    text(44, 122, String(card.randomizer), `font-size="24" font-weight="bold" fill="${INK}" text-anchor="middle"`),
    box(84, 86, 50, 42),
    label(89, 96, "D10"),
    d10,
    text(110, 121, String(card.d10), `font-size="12" font-weight="bold" fill="${INK}" text-anchor="middle"`),
    box(138, 86, 104, 42),
    label(143, 96, "LOCATION · DAMAGE"),
    text(143, 110, card.location.toUpperCase(), `font-size="12" font-weight="bold" fill="${INK}"`),
    card.damage === "INCAPACITATE"
      ? text(143, 124, "INCAPACITATE", `font-size="10.5" font-weight="bold" fill="${RED}"`)
      : text(143, 124, "WOUND", `font-size="11" font-weight="bold" fill="${INK}"`),
  ].join("");
}

/** CORE-5.5 cover icon: ANY saves in soft and hard cover, HARD in hard cover only. */
function coverIcon(card: ActionCard): string {
  const shield = (fill: string) =>
    `<path d="M22 149 L38 144 L54 149 L52 163 Q46 172 38 175 Q30 172 24 163 Z" fill="${fill}" stroke="${INK}" stroke-width="1.3"/>`;
  const parts = [box(8, 132, 96, 46), label(13, 142, "COVER")];
  if (card.cover === "NONE") {
    parts.push(shield("none"), `<path d="M25 147 L51 172" stroke="${MUTED}" stroke-width="1.5"/>`);
    parts.push(text(60, 164, "none", `font-size="10" fill="${MUTED}"`));
  } else if (card.cover === "ANY") {
    parts.push(
      shield("#9fb98a"),
      text(38, 165, "ANY", `font-size="9" font-weight="bold" fill="${INK}" text-anchor="middle"`),
    );
    parts.push(
      text(60, 158, "soft", `font-size="9" fill="${INK}"`),
      text(60, 169, "+ hard", `font-size="9" fill="${INK}"`),
    );
  } else {
    parts.push(shield("#8b8f96"));
    for (const [x, y] of [
      [33, 153],
      [44, 153],
      [38, 160],
      [49, 160],
      [43, 167],
    ] as const) {
      parts.push(
        `<rect x="${x - 5}" y="${y - 3}" width="10" height="6" fill="#c9ccd1" stroke="${INK}" stroke-width="0.6"/>`,
      );
    }
    parts.push(
      text(60, 158, "HARD", `font-size="10" font-weight="bold" fill="${INK}"`),
      text(60, 169, "only", `font-size="9" fill="${INK}"`),
    );
  }
  return parts.join("");
}

/** CORE-9 burst icons (large implies medium implies small) and the stun "!!". */
function burstIcons(card: ActionCard): string {
  const parts = [box(108, 132, 134, 46), label(113, 142, "BURST")];
  const star = (cx: number, r: number, on: boolean) => {
    const points: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      const radius = i % 2 === 0 ? r : r * 0.55;
      const a = (Math.PI * i) / 8;
      points.push(`${(cx + radius * Math.sin(a)).toFixed(1)},${(158 - radius * Math.cos(a)).toFixed(1)}`);
    }
    return on
      ? `<polygon points="${points.join(" ")}" fill="#e08a2c" stroke="${INK}" stroke-width="1"/>`
      : `<polygon points="${points.join(" ")}" fill="none" stroke="#c9bea8" stroke-width="1" stroke-dasharray="2 2"/>`;
  };
  parts.push(star(128, 7, card.burst.small), star(154, 10, card.burst.medium), star(186, 13, card.burst.large));
  parts.push(text(128, 176, "S", `font-size="7" fill="${MUTED}" text-anchor="middle"`));
  parts.push(text(154, 176, "M", `font-size="7" fill="${MUTED}" text-anchor="middle"`));
  parts.push(text(186, 176, "L", `font-size="7" fill="${MUTED}" text-anchor="middle"`));
  parts.push(
    card.burst.stun
      ? text(222, 166, "!!", `font-size="22" font-weight="bold" fill="${RED}" text-anchor="middle"`)
      : text(222, 164, "–", `font-size="14" fill="#c9bea8" text-anchor="middle"`),
  );
  return parts.join("");
}

const GRADE_ORDER: readonly Grade[] = ["elite", "regular", "green"];
const TERRAIN_ORDER: readonly Terrain[] = ["open", "cover"];

/** CORE-7 morale grid: a column per Guts grade, a row per terrain. */
function moraleGrid(card: ActionCard): string {
  const parts = [box(8, 182, 234, 74), label(14, 192, "MORALE")];
  const x0 = 60;
  const w = 60;
  GRADE_ORDER.forEach((g, i) =>
    parts.push(
      text(
        x0 + i * w + w / 2 - 1,
        193,
        g.toUpperCase(),
        `font-size="8" font-weight="bold" fill="${INK}" text-anchor="middle"`,
      ),
    ),
  );
  TERRAIN_ORDER.forEach((t, r) => {
    const y = 198 + r * 27;
    parts.push(text(14, y + 17, t.toUpperCase(), `font-size="8" font-weight="bold" fill="${INK}"`));
    GRADE_ORDER.forEach((g, i) => {
      const result = card.morale[g][t];
      const x = x0 + i * w;
      parts.push(
        `<rect x="${x}" y="${y}" width="${w - 4}" height="24" rx="3" fill="${MORALE_FILL[result]}" stroke="${INK}" stroke-width="0.6"/>`,
      );
      parts.push(
        text(
          x + (w - 4) / 2,
          y + 16,
          MORALE_SHORT[result],
          `font-size="10" font-weight="bold" fill="${INK}" text-anchor="middle"`,
        ),
      );
    });
  });
  return parts.join("");
}

/** CORE-9 scatter arrow (clock direction) and inches. */
function scatter(card: ActionCard): string {
  const cx = 38;
  const cy = 288;
  const angle = (card.scatter.clock % 12) * (Math.PI / 6);
  const tipX = cx + 17 * Math.sin(angle);
  const tipY = cy - 17 * Math.cos(angle);
  const tail = { x: cx - 9 * Math.sin(angle), y: cy + 9 * Math.cos(angle) };
  const head = (side: number) => {
    const a = angle + side * 2.6;
    return `${(tipX + 7 * Math.sin(a)).toFixed(1)},${(tipY - 7 * Math.cos(a)).toFixed(1)}`;
  };
  const ticks: string[] = [];
  for (let h = 0; h < 12; h += 1) {
    const a = h * (Math.PI / 6);
    ticks.push(
      `<line x1="${(cx + 20 * Math.sin(a)).toFixed(1)}" y1="${(cy - 20 * Math.cos(a)).toFixed(1)}" x2="${(cx + 23 * Math.sin(a)).toFixed(1)}" y2="${(cy - 23 * Math.cos(a)).toFixed(1)}" stroke="${INK}" stroke-width="${h === 0 ? 2 : 0.8}"/>`,
    );
  }
  return [
    box(8, 260, 110, 54),
    label(68, 270, "SCATTER"),
    `<circle cx="${cx}" cy="${cy}" r="23" fill="#fff" stroke="${INK}" stroke-width="1"/>`,
    ...ticks,
    `<line x1="${tail.x.toFixed(1)}" y1="${tail.y.toFixed(1)}" x2="${tipX.toFixed(1)}" y2="${tipY.toFixed(1)}" stroke="${RED}" stroke-width="2.4"/>`,
    `<polygon points="${tipX.toFixed(1)},${tipY.toFixed(1)} ${head(1)} ${head(-1)}" fill="${RED}"/>`,
    text(68, 292, `${card.scatter.inches}"`, `font-size="20" font-weight="bold" fill="${INK}"`),
    text(68, 306, `${card.scatter.clock} o'clock`, `font-size="8" fill="${MUTED}"`),
  ].join("");
}

/** CORE-10 bog: terrain graded Green, Regular, Elite. */
function bog(card: ActionCard): string {
  const parts = [box(122, 260, 120, 54), label(128, 270, "BOG (terrain)")];
  (["green", "regular", "elite"] as const).forEach((g, i) => {
    const x = 128 + i * 38;
    const bogged = card.bog[g];
    parts.push(
      `<rect x="${x}" y="276" width="34" height="32" rx="3" fill="${bogged ? "#7a5a3a" : "#fff"}" stroke="${INK}" stroke-width="0.8"/>`,
    );
    parts.push(
      text(
        x + 17,
        287,
        g === "regular" ? "REG" : g.toUpperCase().slice(0, 5),
        `font-size="7" fill="${bogged ? PAPER : MUTED}" text-anchor="middle"`,
      ),
    );
    parts.push(
      text(
        x + 17,
        303,
        bogged ? "BOG" : "–",
        `font-size="${bogged ? 10 : 12}" font-weight="bold" fill="${bogged ? PAPER : "#c9bea8"}" text-anchor="middle"`,
      ),
    );
  });
  return parts.join("");
}

/** CORE-10 reaction (passes when at most the Reaction value) and CORE-6 melee. */
function reactionMelee(card: ActionCard): string {
  return [
    box(8, 318, 115, 26),
    label(14, 334, "REACTION"),
    text(112, 338, String(card.reaction), `font-size="18" font-weight="bold" fill="${INK}" text-anchor="end"`),
    box(127, 318, 115, 26),
    label(133, 334, "MELEE"),
    `<path d="M176 323 l14 16 M190 323 l-14 16" stroke="${INK}" stroke-width="2"/>`,
    text(232, 338, `+${card.melee}`, `font-size="18" font-weight="bold" fill="${INK}" text-anchor="end"`),
  ].join("");
}

function frame(inner: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" ${FONT}>`,
    `<title>${esc(title)}</title>`,
    `<rect x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="12" fill="${PAPER}" stroke="${INK}" stroke-width="2"/>`,
    inner,
    `</svg>`,
  ].join("");
}

/** CORE-2 the face of one Action Card. */
export function cardFaceSvg(card: ActionCard, deckName = "Action Deck"): string {
  const header = [
    `<rect x="8" y="8" width="234" height="32" rx="5" fill="${INK}"/>`,
    text(16, 31, `#${card.serial}`, `font-size="20" font-weight="bold" fill="${PAPER}"`),
    deckNameText(
      125,
      28,
      deckName.toUpperCase(),
      HEADER_NAME,
      `fill="#cfc5b0" text-anchor="middle" letter-spacing="1"`,
    ),
    text(234, 31, `${card.move}"`, `font-size="20" font-weight="bold" fill="${PAPER}" text-anchor="end"`),
    text(196, 22, "MOVE", `font-size="7" fill="#cfc5b0" text-anchor="end"`),
  ].join("");
  return frame(
    [
      header,
      holes(card),
      hitDetails(card),
      coverIcon(card),
      burstIcons(card),
      moraleGrid(card),
      scatter(card),
      bog(card),
      reactionMelee(card),
    ].join(""),
    `${deckName} card ${card.serial}`,
  );
}

/** The back of a deck's cards. */
export function cardBackSvg(deckName: string, kind: "action" | "activation" = "action"): string {
  const accent = kind === "action" ? RED : "#2f5d7c";
  const lines: string[] = [];
  for (let i = -CARD_HEIGHT; i < CARD_WIDTH + CARD_HEIGHT; i += 14) {
    lines.push(
      `<line x1="${i}" y1="0" x2="${i + CARD_HEIGHT}" y2="${CARD_HEIGHT}" stroke="${accent}" stroke-width="1" opacity="0.35"/>`,
    );
  }
  return frame(
    [
      `<clipPath id="inner"><rect x="14" y="14" width="222" height="322" rx="8"/></clipPath>`,
      `<g clip-path="url(#inner)"><rect x="14" y="14" width="222" height="322" fill="${INK}"/>${lines.join("")}</g>`,
      `<rect x="40" y="140" width="170" height="70" rx="6" fill="${PAPER}" stroke="${accent}" stroke-width="3"/>`,
      text(
        125,
        170,
        "COMBAT PATROL",
        `font-size="16" font-weight="bold" fill="${INK}" text-anchor="middle" letter-spacing="1.5"`,
      ),
      deckNameText(
        125,
        192,
        kind === "action" ? deckName.toUpperCase() : "ACTIVATION",
        BACK_NAME,
        `fill="${accent}" text-anchor="middle" letter-spacing="1"`,
      ),
    ].join(""),
    `${deckName} (back)`,
  );
}

const ACTIVATION_LOOK: Readonly<
  Record<
    Exclude<ActivationCardKind, "1" | "2" | "3" | "4" | "5" | "6">,
    { title: string; fill: string; lines: readonly string[] }
  >
> = {
  elite: {
    title: "ELITE",
    fill: "#c9a227",
    lines: ["Before a number:", "Elite units with that", "die activate twice."],
  },
  green: {
    title: "GREEN",
    fill: "#5f8a3c",
    lines: ["Before a number:", "Green units with that", "die lose the activation."],
  },
  hero: { title: "HERO", fill: "#8a3c6f", lines: ["Heroes whose die matches", "the previous card", "activate."] },
  end: { title: "END OF|TURN", fill: RED, lines: ["Stampedes end,", "decks reshuffle,", "command dice re-roll."] },
};

/** CORE-3 the face of an Activation Card (numbers 1-6, Elite, Green, Hero, End of Turn). */
export function activationFaceSvg(kind: ActivationCardKind, serial: number): string {
  if (/^[1-6]$/.test(kind)) {
    const pips: string[] = [];
    const n = Number(kind);
    for (let i = 0; i < n; i += 1)
      pips.push(`<circle cx="${125 - (n - 1) * 12 + i * 24}" cy="262" r="7" fill="#2f5d7c"/>`);
    return frame(
      [
        text(22, 44, kind, `font-size="28" font-weight="bold" fill="#2f5d7c"`),
        text(228, 330, kind, `font-size="28" font-weight="bold" fill="#2f5d7c" text-anchor="end"`),
        text(125, 210, kind, `font-size="140" font-weight="bold" fill="${INK}" text-anchor="middle"`),
        ...pips,
        text(125, 300, "units whose command die", `font-size="11" fill="${MUTED}" text-anchor="middle"`),
        text(125, 314, `shows ${kind} activate`, `font-size="11" fill="${MUTED}" text-anchor="middle"`),
        text(125, 343, `activation ${serial}`, `font-size="7" fill="#b5aa95" text-anchor="middle"`),
      ].join(""),
      `Activation card ${kind}`,
    );
  }
  const look = ACTIVATION_LOOK[kind as keyof typeof ACTIVATION_LOOK];
  const titles = look.title.split("|");
  const top = titles.length > 1 ? 148 : 168;
  return frame(
    [
      `<rect x="14" y="14" width="222" height="322" rx="8" fill="${look.fill}"/>`,
      `<rect x="26" y="${titles.length > 1 ? 100 : 110}" width="198" height="${titles.length > 1 ? 150 : 130}" rx="6" fill="${PAPER}"/>`,
      ...titles.map((t, i) =>
        text(
          125,
          top + i * 36,
          t,
          `font-size="${titles.length > 1 ? 32 : 40}" font-weight="bold" fill="${look.fill}" text-anchor="middle" letter-spacing="1"`,
        ),
      ),
      ...look.lines.map((line, i) =>
        text(
          125,
          top + (titles.length - 1) * 36 + 26 + i * 14,
          line,
          `font-size="11" fill="${INK}" text-anchor="middle"`,
        ),
      ),
      text(125, 343, `activation ${serial}`, `font-size="7" fill="${PAPER}" text-anchor="middle"`),
    ].join(""),
    `Activation card ${titles.join(" ")}`,
  );
}

/** Path of a face in the system folder (shipped decks) or in a world folder (imported decks). */
export function facePath(root: string, slug: string, serial: number | "back"): string {
  return `${root}/${slug}/${serial}.svg`;
}

/** The system's own face folder, as Foundry serves it. */
export const SYSTEM_FACES_ROOT = `systems/combat-patrol/${FACES_DIR}`;
