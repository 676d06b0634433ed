/**
 * NAP-8.2 Indians in War of 1812 scenarios: the nine changes for Indian units.
 * (1) no halving in woods; (2) no close order; (3) start hidden, a bow shot does not spot the
 * shooter under optional rule 7.12; (4) non-Indian leaders cannot swap dice with them;
 * (5) Melee one higher than regulars; (6) Endurance 1; (7) must charge a vulnerable unit in
 * the open within 5" (the GM judges "vulnerable"); (8) a one-figure morale result affects the
 * hit randomizer number (of another card) of figures; (9) below half strength they leave.
 */
import type { MoraleResult } from "../cards/schema";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { MoraleHooks, PickContext } from "../procedures/morale";
import type { WeaponKind } from "../tables/weapon-kinds";
import { NAP_ATTRIBUTE_DEFAULTS } from "../tables/napoleonic-weapons";

const INDIAN_DATA = {
  /** (5) "Set Indians' Melee value 1 point higher than regular troops." */
  meleeOverRegular: 1,
  /** (6) "Set Indians' Endurance attribute to 1". */
  endurance: NAP_ATTRIBUTE_DEFAULTS.indianEndurance,
  /** (7) "within 5 inches of a unit that is in the open". */
  mustChargeWithin: 5,
  /** (9) "reduced below half of its original number". */
  quitBelowFraction: 0.5,
} as const;

type IndianTerrain = "clear" | "woods" | "rough";

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

interface MustChargeInput {
  /** Inches to the nearest enemy unit. */
  readonly distanceInches: number;
  readonly targetInOpen: boolean;
  /** GM judgement: "vulnerable" (much smaller, most figures stunned or wounded, etc.). */
  readonly gmJudgesVulnerable: boolean;
}

/** NAP-8.2 (7) the Indian unit "must use its activation to move into hand-to-hand combat". */
export function indianMustCharge(input: MustChargeInput): boolean {
  if (!Number.isFinite(input.distanceInches) || input.distanceInches < 0)
    throw new RulesError("badInches", { what: "distance", value: String(input.distanceInches) });
  return input.distanceInches <= INDIAN_DATA.mustChargeWithin && input.targetInOpen && input.gmJudgesVulnerable;
}

export interface IndianQuitResult extends ProcedureResult<"indianQuit"> {
  readonly quits: boolean;
  readonly standing: number;
  readonly original: number;
}

/** NAP-8.2 (9) "When an Indian unit is reduced below half of its original number, the unit quits the field". */
export function indianUnitQuits(unit: UnitState, originalFigures: number): IndianQuitResult {
  if (!Number.isInteger(originalFigures) || originalFigures < 1)
    throw new RulesError("badUnitSize", {
      organisation: "indian",
      figures: originalFigures,
      min: 1,
      max: originalFigures,
    });
  const standing = unit.figures.filter((f) => !f.incapacitated).length;
  const quits = standing < originalFigures * INDIAN_DATA.quitBelowFraction;
  return {
    procedure: "indianQuit",
    cards: [],
    effects: quits ? [{ kind: "flag", unitId: unit.id, figureId: null, flag: "leftTable", value: true }] : [],
    summary: {
      key: quits ? "COMBAT_PATROL.Indians.quit" : "COMBAT_PATROL.Indians.stay",
      data: { unit: unit.name, standing, original: originalFigures },
    },
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

/** The NAP-8.2 (8) hook resolveNapMorale plugs into the base morale procedure, and what it recorded. */
interface IndianMoraleSpread {
  readonly pickFigures: NonNullable<MoraleHooks["pickFigures"]>;
  readonly spreads: () => IndianSpread[];
}

/**
 * NAP-8.2 (8) "If a morale result states that one figure does something ... flip another card
 * and check the number of the hit randomizer. That number of figures is affected". The count
 * card is drawn through the morale procedure's own reader right after the morale card (so the
 * card list stays in order); the figures are the first standing ones not yet affected, in the
 * unit's order. The base procedure gives each of them the result.
 */
export function indianMoraleSpread(): IndianMoraleSpread {
  const spreads: IndianSpread[] = [];
  const pickFigures = (ctx: PickContext): FigureState[] => {
    const free = ctx.unit.figures.filter((f) => !f.incapacitated && !ctx.taken.has(f.id));
    if (free.length === 0) return [];
    const countCard = ctx.reader.draw(
      `indians.moraleCount:${ctx.unit.id}`,
      ["randomizer"],
      (c) => `randomizer=${c.randomizer}`,
    );
    const affected = free.slice(0, countCard.randomizer);
    spreads.push({
      moraleSerial: ctx.card.serial,
      countSerial: countCard.serial,
      result: ctx.result,
      count: countCard.randomizer,
      figureIds: affected.map((f) => f.id),
    });
    return affected;
  };
  return { pickFigures, spreads: () => [...spreads] };
}
