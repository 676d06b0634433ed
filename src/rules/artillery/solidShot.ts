/**
 * NAP-7.3.1 solid shot at troops: the round always deviates (the aim and deviation card come
 * from the common gun laying in ./fire); the ball's path runs through the impact point and 12"
 * beyond, and each rank it crosses draws one card: open order is hit on a large explosion, close
 * order on a small one, "!!" stuns; a hit in cover (what the GM says covers against solid shot)
 * draws a cover card, saved = stunned, otherwise the figure is incapacitated. Solid shot at
 * buildings and structures lives in ./buildings.
 */
import type { CardSource } from "../cards/source";
import { coverSaves, showsBurst, showsStun } from "../cards/read";
import { solidShotPath } from "../geometry";
import type { Effect, ProcedureResult } from "../model";
import { randomizedIndex } from "../procedures/fire";
import { CardReader } from "../procedures/reader";
import { ARTILLERY_RULES } from "../tables/artillery";
import type { ArtilleryOptions } from "./options";
import {
  checkLaying,
  aim,
  afterFiring,
  tokensOf,
  moraleEffects,
  type GunLaying,
  type ArtilleryTarget,
  type AimRecord,
} from "./fire";

export interface RankRecord {
  readonly unitId: string;
  readonly figureIds: readonly string[];
  readonly serial: number;
  readonly closeOrder: boolean;
  /** The explosion icon that hits this rank. */
  readonly needs: "small" | "medium" | "large";
  /** The figure of the rank the card's randomizer points at. */
  readonly figureId: string;
  readonly hit: boolean;
  readonly stunned: boolean;
  /** A hit in cover: the cover card saved it (stunned instead). */
  readonly coverSaved: boolean;
  readonly coverSerial: number | null;
}

export interface SolidShotResult extends ProcedureResult<"solidShot"> {
  readonly aim: AimRecord;
  readonly ranks: readonly RankRecord[];
  /** Units the ball passed harmlessly over (wholly before the impact point). */
  readonly passedOver: readonly string[];
}

/** NAP-7.3.1.1 solid shot at troops. */
export function resolveSolidShot(
  laying: GunLaying,
  targets: readonly ArtilleryTarget[],
  source: CardSource,
  options?: ArtilleryOptions,
): SolidShotResult {
  checkLaying(laying, "shot", options);
  const reader = new CardReader(source);
  const aimed = aim(laying, "shot", reader, options, true, 1);
  const path = solidShotPath({ gun: laying.gunAt, impact: aimed.impact }, tokensOf(targets));
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  const ranks: RankRecord[] = [];
  const effects: Effect[] = [];
  const hits = new Map<string, number>();
  for (const rank of path.ranks) {
    const members = rank.figures.map((f) => byId.get(f.id)!).filter((t) => !t.figure.incapacitated);
    if (members.length === 0) continue;
    const closeOrder = members.every((t) => t.closeOrder);
    const needs = closeOrder ? ARTILLERY_RULES.solidShotHitsOn.closeOrder : ARTILLERY_RULES.solidShotHitsOn.openOrder;
    const card = reader.draw(
      `artillery.shot.rank:${rank.unit}`,
      ["burst", "randomizer"],
      (c) => `${needs}=${showsBurst(c, needs)} stun=${showsStun(c)} randomizer=${c.randomizer}`,
    );
    // OUR reading: "a figure in that rank" is the one the same card's hit randomizer counts to.
    const target = members[randomizedIndex(card.randomizer, members.length)]!;
    const hit = showsBurst(card, needs);
    let coverSaved = false;
    let coverSerial: number | null = null;
    if (hit) {
      hits.set(target.unitId, (hits.get(target.unitId) ?? 0) + 1);
      if (target.cover !== "none") {
        const cc = reader.draw(
          `artillery.shot.cover:${target.figure.id}`,
          ["cover"],
          (c) => `cover=${c.cover} vs ${target.cover}`,
        );
        coverSerial = cc.serial;
        coverSaved = coverSaves(cc, target.cover);
      }
    }
    const stunned = (hit && coverSaved) || (!hit && showsStun(card));
    if (hit && !coverSaved) effects.push({ kind: "incapacitate", unitId: target.unitId, figureId: target.figure.id });
    if (stunned) effects.push({ kind: "stun", unitId: target.unitId, figureId: target.figure.id, stunned: true });
    ranks.push({
      unitId: target.unitId,
      figureIds: members.map((t) => t.figure.id),
      serial: card.serial,
      closeOrder,
      needs,
      figureId: target.figure.id,
      hit,
      stunned,
      coverSaved,
      coverSerial,
    });
  }
  effects.push(...moraleEffects(hits, options), ...afterFiring(laying, aimed));
  return {
    procedure: "solidShot",
    cards: reader.cards,
    effects,
    summary: {
      key: "COMBAT_PATROL.Artillery.solidShot",
      data: {
        ranks: ranks.length,
        hits: ranks.filter((r) => r.hit && !r.coverSaved).length,
        stunned: ranks.filter((r) => r.stunned).length,
      },
    },
    aim: aimed,
    ranks,
    passedOver: path.passedOver,
  };
}
