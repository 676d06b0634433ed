/**
 * NAP-8.2 Indians in War of 1812 scenarios: the nine changes for Indian units.
 * (1) no halving in woods; (2) no close order; (3) start hidden, a bow shot does not spot the
 * shooter under optional rule 7.12; (4) non-Indian leaders cannot swap dice with them;
 * (5) Melee one higher than regulars; (6) Endurance 1; (7) must charge a vulnerable unit in
 * the open within 5" (the GM judges "vulnerable"); (8) a one-figure morale result affects the
 * hit randomizer number (of another card) of figures; (9) below half strength they leave.
 */
import type { ActionCard, Grade, MoraleResult, Terrain } from "../cards/schema";
import type { CardRead, CardSource } from "../cards/source";
import { moraleResult } from "../cards/read";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import { shiftGrade } from "../procedures/morale";
import { CardReader } from "../procedures/reader";
import type { WeaponKind } from "../tables/weapon-kinds";
import { NAP_ATTRIBUTE_DEFAULTS } from "../tables/napoleonic-weapons";

export const INDIAN_DATA = {
  /** (5) "Set Indians' Melee value 1 point higher than regular troops." */
  meleeOverRegular: 1,
  /** (6) "Set Indians' Endurance attribute to 1". */
  endurance: NAP_ATTRIBUTE_DEFAULTS.indianEndurance,
  /** (7) "within 5 inches of a unit that is in the open". */
  mustChargeWithin: 5,
  /** (9) "reduced below half of its original number". */
  quitBelowFraction: 0.5,
} as const;

export type IndianTerrain = "clear" | "woods" | "rough";

/** NAP-8.2 (1) "Do not half the speed of Indians moving through the woods." Rough still halves. */
export function indianTerrainFactor(terrain: IndianTerrain): number {
  return terrain === "rough" ? 0.5 : 1;
}

/** NAP-8.2 (2) "Close order is prohibited." Refuses an Indian unit found in close order. */
export function checkIndianOpenOrder(unitName: string, figuresInCloseOrder: number): void {
  if (figuresInCloseOrder > 0) throw new RulesError("indianCloseOrder", { unit: unitName });
}

/** NAP-8.2 (3) "Indians start the scenario hidden." */
export function indianStartHidden(unit: UnitState): Effect[] {
  return unit.figures.map((f) => ({ kind: "hidden", unitId: unit.id, figureId: f.id, hidden: true }));
}

/**
 * NAP-8.2 (3) "If using rule 7.12, shooting a bow does not result in the shooter being
 * automatically spotted." Under rule 3.17 (and for other weapons) firing spots the shooter (OUR reading).
 */
export function firingSpotsIndian(spottingRule: "3.17" | "7.12", weaponKind: WeaponKind): boolean {
  return !(spottingRule === "7.12" && weaponKind === "bow");
}

/** NAP-8.2 (4) "Non-Indian leaders cannot swap dice with Indian units." */
export function maySwapDiceWithUnit(leaderIsIndian: boolean, unitIsIndian: boolean): boolean {
  return !unitIsIndian || leaderIsIndian;
}

/** NAP-8.2 (5) Indians' Melee from the regular troops' Melee. */
export function indianMelee(regularMelee: number): number {
  return regularMelee + INDIAN_DATA.meleeOverRegular;
}

/** NAP-8.2 (6) Indians' Endurance: once wounded they are out of the battle. */
export function indianEndurance(): number {
  return INDIAN_DATA.endurance;
}

export interface MustChargeInput {
  /** Inches to the nearest enemy unit. */
  readonly distanceInches: number;
  readonly targetInOpen: boolean;
  /** GM judgement: "vulnerable" (much smaller, most figures stunned or wounded, etc.). */
  readonly gmJudgesVulnerable: boolean;
}

/** NAP-8.2 (7) the Indian unit "must use its activation to move into hand-to-hand combat". */
export function indianMustCharge(input: MustChargeInput): boolean {
  if (!Number.isFinite(input.distanceInches) || input.distanceInches < 0) throw new RulesError("badInches", { what: "distance", value: String(input.distanceInches) });
  return input.distanceInches <= INDIAN_DATA.mustChargeWithin && input.targetInOpen && input.gmJudgesVulnerable;
}

export interface IndianQuitResult extends ProcedureResult<"indianQuit"> {
  readonly quits: boolean;
  readonly standing: number;
  readonly original: number;
}

/** NAP-8.2 (9) "When an Indian unit is reduced below half of its original number, the unit quits the field". */
export function indianUnitQuits(unit: UnitState, originalFigures: number): IndianQuitResult {
  if (!Number.isInteger(originalFigures) || originalFigures < 1) throw new RulesError("badUnitSize", { organisation: "indian", figures: originalFigures, min: 1, max: originalFigures });
  const standing = unit.figures.filter((f) => !f.incapacitated).length;
  const quits = standing < originalFigures * INDIAN_DATA.quitBelowFraction;
  return {
    procedure: "indianQuit",
    cards: [],
    effects: quits ? [{ kind: "flag", unitId: unit.id, figureId: null, flag: "leftTable", value: true }] : [],
    summary: { key: quits ? "COMBAT_PATROL.Indians.quit" : "COMBAT_PATROL.Indians.stay", data: { unit: unit.name, standing, original: originalFigures } },
    quits,
    standing,
    original: originalFigures,
  };
}

/** NAP-8.2 (8) the figures one morale card reached. */
export interface IndianSpread {
  readonly moraleSerial: number;
  readonly countSerial: number;
  readonly result: MoraleResult;
  /** The hit randomizer number of the extra card. */
  readonly count: number;
  readonly figureIds: readonly string[];
}

/** The NAP-8.2 (8) pieces resolveNapMorale plugs into the base morale procedure. */
export interface IndianMoraleSpread {
  readonly pickFigure: (unit: UnitState, card: ActionCard, taken: ReadonlySet<string>) => FigureState | null;
  /** Effects for the extra figures (the first is the base procedure's). */
  readonly effects: () => Effect[];
  /** The base procedure's cards with each count card after the morale card it belongs to. */
  readonly mergeCards: (moraleCards: readonly CardRead[]) => CardRead[];
  readonly spreads: () => IndianSpread[];
}

/**
 * NAP-8.2 (8) "If a morale result states that one figure does something ... flip another card
 * and check the number of the hit randomizer. That number of figures is affected". The count
 * card is drawn right after the morale card (inside the base procedure's pickFigure hook);
 * the figures are the first standing ones in the unit's order.
 */
export function indianMoraleSpread(unitGrade: Grade, gradeShift: number, terrain: Terrain, source: CardSource): IndianMoraleSpread {
  const grade = shiftGrade(unitGrade, gradeShift);
  const reader = new CardReader(source);
  const spreads: IndianSpread[] = [];
  const extra = new Set<string>();
  const effects: Effect[] = [];
  const pickFigure = (u: UnitState, card: ActionCard, taken: ReadonlySet<string>): FigureState | null => {
    const free = u.figures.filter((f) => !f.incapacitated && !taken.has(f.id) && !extra.has(f.id));
    if (free.length === 0) return null;
    const countCard = reader.draw(`indians.moraleCount:${u.id}`, ["randomizer"], (c) => `randomizer=${c.randomizer}`);
    const affected = free.slice(0, countCard.randomizer);
    const result = moraleResult(card, grade, terrain);
    for (const f of affected.slice(1)) {
      extra.add(f.id);
      effects.push(...oneFigureEffects(u.id, f.id, result, card.move));
    }
    spreads.push({ moraleSerial: card.serial, countSerial: countCard.serial, result, count: countCard.randomizer, figureIds: affected.map((f) => f.id) });
    return affected[0]!;
  };
  const mergeCards = (moraleCards: readonly CardRead[]): CardRead[] => {
    const out: CardRead[] = [];
    let k = 0;
    for (const c of moraleCards) {
      out.push(c);
      const s = spreads[k];
      if (s && s.moraleSerial === c.serial && reader.cards[k]) {
        out.push(reader.cards[k]!);
        k += 1;
      }
    }
    return [...out, ...reader.cards.slice(k)];
  };
  return { pickFigure, effects: () => [...effects], mergeCards, spreads: () => [...spreads] };
}

/** What a one-figure morale result does to one figure (as the base procedure does it). */
function oneFigureEffects(unitId: string, figureId: string, result: MoraleResult, inches: number): Effect[] {
  switch (result) {
    case "STUNNED_ONE":
      return [{ kind: "stun", unitId, figureId, stunned: true }];
    case "RUN_FOR_COVER_ONE":
      return [{ kind: "move", unitId, figureId, inches, direction: "toward-cover" }];
    case "ADVANCE_ONE":
      return [{ kind: "move", unitId, figureId, inches, direction: "toward-enemy" }];
    default:
      return [];
  }
}
