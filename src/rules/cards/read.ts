/**
 * How each section of an Action Card is read (CORE.md, "The Action Card").
 * The one place that knows what a section means: procedures and exact odds both call these.
 */
import type { ActionCard, BurstSize, Damage, Grade, MoraleResult, Terrain } from "./schema";
import { OUT_OF_AMMO } from "./schema";

/** Cover a figure stands in when a hit lands. */
export type CoverKind = "none" | "soft" | "hard";

/** CORE-5.4: the card shows at least `needed` bullet holes (Out of Ammunition never hits). */
export function showsHoles(card: ActionCard, needed: number): boolean {
  return card.hit !== OUT_OF_AMMO && card.hit >= needed;
}

export function isOutOfAmmo(card: ActionCard): boolean {
  return card.hit === OUT_OF_AMMO;
}

/** CORE-5.5: ANY protects soft and hard cover, HARD protects hard cover only. */
export function coverSaves(card: ActionCard, cover: CoverKind): boolean {
  if (cover === "none") return false;
  if (card.cover === "ANY") return true;
  return card.cover === "HARD" && cover === "hard";
}

/** CORE-9: the burst icon of the template's size. */
export function showsBurst(card: ActionCard, size: BurstSize): boolean {
  return card.burst[size];
}

export function showsStun(card: ActionCard): boolean {
  return card.burst.stun;
}

/** CORE-7: the morale section read in a Guts column and a terrain row. */
export function moraleResult(card: ActionCard, grade: Grade, terrain: Terrain): MoraleResult {
  return card.morale[grade][terrain];
}

/** CORE-10: bog section for terrain graded Green/Regular/Elite. */
export function isBogged(card: ActionCard, terrainGrade: Grade): boolean {
  return card.bog[terrainGrade];
}

/** CORE-10: a reaction check passes when the card is at most the Reaction value. */
export function reactionPasses(card: ActionCard, reaction: number): boolean {
  return card.reaction <= reaction;
}

/** Even/odd tests read the randomizer (OW-5.1c, NAP-3.2). */
export function randomizerIsEven(card: ActionCard): boolean {
  return card.randomizer % 2 === 0;
}

export function d10IsEven(card: ActionCard): boolean {
  return card.d10 % 2 === 0;
}

/** CORE-5.6: the damage section shows `damage` (WOUND or INCAPACITATE). */
export function damageIs(card: ActionCard, damage: Damage): boolean {
  return card.damage === damage;
}
