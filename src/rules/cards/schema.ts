/**
 * The Action Card and the deck file (CORE-2, CORE.md "Deck files").
 *
 * The deck file is a public exchange format: field names and values here are fixed
 * by CORE.md. Every check names the card serial and the field on failure.
 */
import { z } from "../zod";

export const GRADES = ["elite", "regular", "green"] as const;
export type Grade = (typeof GRADES)[number];

export const TERRAINS = ["open", "cover"] as const;
export type Terrain = (typeof TERRAINS)[number];

export const MORALE_RESULTS = ["OK", "STUNNED_ONE", "RUN_FOR_COVER_ONE", "FALL_BACK", "ADVANCE_ONE", "PINNED"] as const;
export type MoraleResult = (typeof MORALE_RESULTS)[number];

export const LOCATIONS = ["head", "torso", "arm", "leg"] as const;
export type Location = (typeof LOCATIONS)[number];

export const DAMAGES = ["WOUND", "INCAPACITATE"] as const;
export type Damage = (typeof DAMAGES)[number];

export const COVER_ICONS = ["NONE", "ANY", "HARD"] as const;
export type CoverIcon = (typeof COVER_ICONS)[number];

export const BURST_SIZES = ["small", "medium", "large"] as const;
export type BurstSize = (typeof BURST_SIZES)[number];

export const OUT_OF_AMMO = "OUT_OF_AMMO" as const;

/** The sections of a card, as a chat card highlights them. */
export const CARD_SECTIONS = [
  "serial",
  "move",
  "hit",
  "randomizer",
  "d10",
  "location",
  "damage",
  "cover",
  "burst",
  "morale",
  "scatter",
  "bog",
  "reaction",
  "melee",
] as const;
export type CardSection = (typeof CARD_SECTIONS)[number];

const int = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));

export const moraleRowSchema = z.strictObject({
  open: z.enum(MORALE_RESULTS),
  cover: z.enum(MORALE_RESULTS),
});

export const actionCardSchema = z.strictObject({
  serial: int(1, 50),
  move: int(3, 9),
  hit: z.union([int(0, 6), z.literal(OUT_OF_AMMO)]),
  randomizer: int(1, 10),
  d10: int(1, 10),
  location: z.enum(LOCATIONS),
  damage: z.enum(DAMAGES),
  cover: z.enum(COVER_ICONS),
  burst: z.strictObject({ small: z.boolean(), medium: z.boolean(), large: z.boolean(), stun: z.boolean() }),
  morale: z.strictObject({ elite: moraleRowSchema, regular: moraleRowSchema, green: moraleRowSchema }),
  scatter: z.strictObject({ clock: int(1, 12), inches: int(1, 6) }),
  bog: z.strictObject({ green: z.boolean(), regular: z.boolean(), elite: z.boolean() }),
  reaction: int(1, 6),
  melee: int(0, 5),
});

export type ActionCard = z.infer<typeof actionCardSchema>;
