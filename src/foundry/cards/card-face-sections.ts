/**
 * The sections of an Action Card's face (CORE-2) as SVG pieces, each in its labelled box: bullet
 * holes, randomizer and d10, location and damage, cover, burst, morale grid, scatter, bog, reaction
 * and melee; with the palette and the text helpers card-faces.ts composes them with.
 */
import type { ActionCard, Grade, MoraleResult, Terrain } from "@rules/cards/schema";
import { fitName, type NameBox } from "./card-face-text";
import { OUT_OF_AMMO } from "@rules/cards/schema";

export const CARD_WIDTH = 250;
export const CARD_HEIGHT = 350;

export const INK = "#1d1a16";
export const PAPER = "#f7f1e3";
export const RED = "#a3241b";
export const MUTED = "#6b6256";
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

export function text(x: number, y: number, content: string, attrs = ""): string {
  return `<text x="${x}" y="${y}" ${attrs}>${esc(content)}</text>`;
}

/** The deck's name fitted into its box (face-text.ts): never over the serial, MOVE or the panel's edge. */
export function deckNameText(x: number, y: number, name: string, box: NameBox, attrs: string): string {
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
export function holes(card: ActionCard): string {
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
export function hitDetails(card: ActionCard): string {
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
export function coverIcon(card: ActionCard): string {
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
export function burstIcons(card: ActionCard): string {
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
export function moraleGrid(card: ActionCard): string {
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
export function scatter(card: ActionCard): string {
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
export function bog(card: ActionCard): string {
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
export function reactionMelee(card: ActionCard): string {
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

export function frame(inner: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" ${FONT}>`,
    `<title>${esc(title)}</title>`,
    `<rect x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="12" fill="${PAPER}" stroke="${INK}" stroke-width="2"/>`,
    inner,
    `</svg>`,
  ].join("");
}
