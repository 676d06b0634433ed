/**
 * Card faces as SVG, drawn from the card data (CORE-2): one pure function per face, so the
 * build (tools/card-faces.ts writes assets/cards/<deck>/<serial>.svg), the deck import (faces of
 * an imported deck) and the preview draw the same picture. A poker-size card, 2.5" x 3.5"
 * (viewBox 250 x 350). Every section sits in its own labelled box, in the order of CORE.md's
 * table: serial and move, bullet holes, randomizer and d10, location and damage, cover, burst,
 * morale (Guts grade x terrain), scatter, bog, reaction, melee.
 */
import type { ActionCard } from "@rules/cards/schema";
import { BACK_NAME, HEADER_NAME } from "./card-face-text";
import type { ActivationCardKind } from "@rules/procedures/data";

export { deckSlug, facePath, FACES_DIR, SYSTEM_FACES_ROOT } from "./card-face-paths";

import {
  CARD_WIDTH,
  CARD_HEIGHT,
  INK,
  PAPER,
  RED,
  MUTED,
  text,
  deckNameText,
  holes,
  hitDetails,
  coverIcon,
  burstIcons,
  moraleGrid,
  scatter,
  bog,
  reactionMelee,
  frame,
} from "./card-face-sections";

export { CARD_HEIGHT, CARD_WIDTH } from "./card-face-sections";

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
