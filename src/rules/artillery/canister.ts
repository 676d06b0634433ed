/**
 * NAP-7.3.2 canister and grape at troops: deviation is measured from the end of the medium band;
 * the swath is three rectangles 2/4/8" wide; one card per figure, graded by gun weight (<6#
 * Green, 6-12# Regular, >12# Elite) with range shifts and one more shift for every unit after the
 * first; the first half of the short band is hit automatically; hits check cover and damage as
 * small arms. The aim and the gun after firing are the common laying in ./fire.
 */
import type { Damage, Grade } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { coverSaves, showsHoles } from "../cards/read";
import { RulesError } from "../errors";
import { bearing, canisterSwath, canisterTargets } from "../geometry";
import type { Effect, ProcedureResult, RangeBand } from "../model";
import { applyDamage } from "../procedures/damage";
import { bandShorter } from "../procedures/fire";
import { CardReader, dataOf } from "../procedures/reader";
import { ARTILLERY_RULES, canisterGrade } from "../tables/artillery";
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

export interface CanisterFigureRecord {
  readonly unitId: string;
  readonly figureId: string;
  readonly band: RangeBand;
  /** The band after the close order rule (NAP-5.4.2). */
  readonly effectiveBand: RangeBand;
  /** NAP-7.3.2 the shifts of a unit after the first in the swath (0 for the first, the same for every later one). */
  readonly laterUnitShifts: number;
  readonly automaticHit: boolean;
  readonly needed: number | null;
  readonly hitSerial: number | null;
  readonly hit: boolean;
  readonly effectSerial: number | null;
  readonly saved: boolean;
  readonly damage: Damage | null;
  readonly outcome: "missed" | "noChance" | "saved" | "wounded" | "incapacitated";
}

export interface CanisterResult extends ProcedureResult<"canister"> {
  readonly aim: AimRecord;
  readonly grade: Grade;
  readonly figures: readonly CanisterFigureRecord[];
}

/** NAP-7.3.2 canister or grape at troops (inside a building: their cover as against small arms). */
export function resolveCanister(
  laying: GunLaying,
  targets: readonly ArtilleryTarget[],
  source: CardSource,
  options?: ArtilleryOptions,
): CanisterResult {
  checkLaying(laying, "canister", options);
  const data = dataOf(options);
  const { short, medium, long } = laying.piece.canister;
  if (short === null || medium === null)
    throw new RulesError("roundNotAvailable", { gun: laying.piece.name, round: "canister" });
  const reader = new CardReader(source);
  const laid = aim(laying, "canister", reader, options, false, 1);
  const swath = canisterSwath({
    muzzle: laying.gunAt,
    lineOfFire: bearing(laying.gunAt, laying.targetPoint),
    ranges: { short, medium, long },
    deviation: laid.deviation,
  });
  // "Deviation is measured from the end of the medium range band, not the intended aim point".
  const aimed: AimRecord = { ...laid, impact: swath.impact };
  const weight = laying.shotWeight ?? laying.piece.defaultShotWeight;
  const grade = canisterGrade(weight);
  const byId = new Map(targets.map((t) => [t.figure.id, t]));
  const unitOrder: string[] = [];
  const records: CanisterFigureRecord[] = [];
  const effects: Effect[] = [];
  const hits = new Map<string, number>();
  for (const t of canisterTargets(swath, tokensOf(targets))) {
    const target = byId.get(t.figure.id)!;
    if (target.figure.incapacitated) continue;
    if (!unitOrder.includes(target.unitId)) unitOrder.push(target.unitId);
    // "For any unit after the first add one column shift": one for every later unit, not one per place.
    const later = unitOrder.indexOf(target.unitId) > 0 ? ARTILLERY_RULES.canisterLaterUnitShifts : 0;
    const effectiveBand = target.closeOrder ? bandShorter(t.band) : t.band;
    const base = {
      unitId: target.unitId,
      figureId: target.figure.id,
      band: t.band,
      effectiveBand,
      laterUnitShifts: later,
      automaticHit: t.automaticHit,
    };
    let needed: number | null = null;
    let hitSerial: number | null = null;
    if (!t.automaticHit) {
      needed = data.accuracyBase[grade] + data.rangeShift[effectiveBand] + later * data.shiftValue.canister;
      if (needed > data.maxHoles) {
        records.push({
          ...base,
          needed,
          hitSerial,
          hit: false,
          effectSerial: null,
          saved: false,
          damage: null,
          outcome: "noChance",
        });
        continue;
      }
      const want = needed;
      const hc = reader.draw(
        `artillery.canister.hit:${target.figure.id}`,
        ["hit"],
        (c) => `holes=${c.hit} needed=${want}`,
      );
      hitSerial = hc.serial;
      if (!showsHoles(hc, needed)) {
        records.push({
          ...base,
          needed,
          hitSerial,
          hit: false,
          effectSerial: null,
          saved: false,
          damage: null,
          outcome: "missed",
        });
        continue;
      }
    }
    hits.set(target.unitId, (hits.get(target.unitId) ?? 0) + 1);
    const ec = reader.draw(
      `artillery.canister.effect:${target.figure.id}`,
      ["cover", "damage"],
      (c) => `cover=${c.cover} vs ${target.cover} damage=${c.damage}`,
    );
    if (coverSaves(ec, target.cover)) {
      records.push({
        ...base,
        needed,
        hitSerial,
        hit: true,
        effectSerial: ec.serial,
        saved: true,
        damage: null,
        outcome: "saved",
      });
      continue;
    }
    const applied = applyDamage(target.unitId, target.figure, ec.damage);
    effects.push(...applied.effects);
    records.push({
      ...base,
      needed,
      hitSerial,
      hit: true,
      effectSerial: ec.serial,
      saved: false,
      damage: ec.damage,
      outcome: applied.outcome,
    });
  }
  effects.push(...moraleEffects(hits, options), ...afterFiring(laying, aimed));
  const count = (o: CanisterFigureRecord["outcome"]) => records.filter((r) => r.outcome === o).length;
  return {
    procedure: "canister",
    cards: reader.cards,
    effects,
    summary: {
      key: "COMBAT_PATROL.Artillery.canister",
      data: {
        figures: records.length,
        hits: records.filter((r) => r.hit).length,
        wounded: count("wounded"),
        incapacitated: count("incapacitated"),
      },
    },
    aim: aimed,
    grade,
    figures: records,
  };
}
