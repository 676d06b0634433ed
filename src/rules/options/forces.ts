/**
 * Forces checked against the options of a scenario: what a GM sets up that the options do not
 * allow, or that a supplement forbids (dynamite given to an Indian, a hero with heroes off, a
 * weapon dated after the scenario year…). Warnings, not errors: the GM decides; the setup
 * dialog lists them and a sheet can show them next to the figure.
 */
import { NO_ACCURACY, type FlagValue, type Grade, type UnitKind } from "../model";
import { OLD_WEST_DATA } from "../old-west/data";
import { horsemanshipEligible } from "../mounted/eligibility";
import { FRONTIER_WEAPONS, weaponAvailability, type FrontierWeapon } from "../tables/frontier-weapons";
import { NAPOLEONIC_WEAPONS, type NapoleonicWeapon } from "../tables/napoleonic-weapons";
import { indianRuleSet, type RulesOptions } from "./rules-options";

/**
 * One figure as the check reads it. A FigureState fits (traits then come from its flags);
 * the Foundry side fills the named fields from the figure's data.
 */
export interface ForceFigure {
  readonly id: string;
  readonly name: string;
  readonly hero?: boolean;
  /** OW-4e the figure's Endurance, when the check is to read it (an animal, Accuracy "NA", is not checked). */
  readonly endurance?: number;
  readonly accuracy?: string;
  readonly horsemanship?: boolean;
  /** OW-9.1 / NAP-8.2 an Indian figure (or flags.indian). */
  readonly indian?: boolean;
  /** NAP-6.3 heavy cavalry (or flags.heavyCavalry). */
  readonly heavyCavalry?: boolean;
  /** OW-6a dynamite charges carried (or flags.dynamite). */
  readonly dynamite?: number;
  /** The weapon in use: a weapons-table row id ("ow.revolver"). */
  readonly weaponId?: string | null;
  /** Every weapons-table row the figure carries; "" (a home-made weapon) is skipped. */
  readonly weaponIds?: readonly string[];
  readonly flags?: Readonly<Record<string, FlagValue>>;
}

/** One unit as the check reads it (a UnitState fits). */
export interface ForceUnit {
  readonly id: string;
  readonly name: string;
  /** "herd": OW-9.2 animals; "crew": a crew-served weapon (OW-5.2a, NAP-7.2). */
  readonly kind?: UnitKind;
  /** The unit's grade (OW-7.1.1 Horsemanship is for elite cavalry); absent: not checked. */
  readonly grade?: Grade;
  readonly figures: readonly ForceFigure[];
  /** OW-9.2 GM-controlled animals that are not a herd (a grizzly), or flags.animals. */
  readonly animals?: boolean;
  /** OW-5.2f a wagon with a Gatling mounted on it, or flags.wagonGatling. */
  readonly wagonGatling?: boolean;
  readonly flags?: Readonly<Record<string, FlagValue>>;
}

export interface ForceWarning {
  /** Localization key under COMBAT_PATROL.Warning. */
  readonly key: string;
  /** The rule that says so. */
  readonly rule: string;
  readonly data: Readonly<Record<string, string | number>>;
  readonly unitId: string | null;
  readonly figureId: string | null;
}

type TableWeapon =
  (FrontierWeapon & { readonly table: "old-west" }) | (NapoleonicWeapon & { readonly table: "napoleonic" });

const WEAPONS: ReadonlyMap<string, TableWeapon> = new Map<string, TableWeapon>([
  ...FRONTIER_WEAPONS.map((w): [string, TableWeapon] => [w.id, { ...w, table: "old-west" }]),
  ...NAPOLEONIC_WEAPONS.map((w): [string, TableWeapon] => [w.id, { ...w, table: "napoleonic" }]),
]);

/** A weapons-table row by id (the OW-6a bundle reads as the dynamite row). */
export function tableWeapon(id: string): TableWeapon | undefined {
  return WEAPONS.get(id) ?? (id.startsWith("ow.dynamite") ? WEAPONS.get("ow.dynamite") : undefined);
}

function trait(own: boolean | number | undefined, flags: ForceFigure["flags"], name: string): boolean {
  const v = own ?? flags?.[name];
  return typeof v === "number" ? v > 0 : v === true;
}

const warn = (
  key: string,
  rule: string,
  data: ForceWarning["data"],
  unitId: string | null,
  figureId: string | null,
): ForceWarning => ({
  key: `COMBAT_PATROL.Warning.${key}`,
  rule,
  data,
  unitId,
  figureId,
});

/** Every table row a figure carries, once each. */
export function figureWeaponIds(figure: ForceFigure): string[] {
  const ids = [...(figure.weaponIds ?? []), ...(figure.weaponId ? [figure.weaponId] : [])].filter((id) => id !== "");
  return [...new Set(ids)];
}

/** What a figure has that the options or the supplements do not allow. */
export function figureWarnings(
  figure: ForceFigure,
  options: RulesOptions,
  unit?: Pick<ForceUnit, "id" | "kind" | "grade">,
): ForceWarning[] {
  const out: ForceWarning[] = [];
  const unitId = unit?.id ?? null;
  const at = (key: string, rule: string, data: Record<string, string | number> = {}) =>
    out.push(warn(key, rule, { figure: figure.name, ...data }, unitId, figure.id));
  const indian = trait(figure.indian, figure.flags, "indian");
  const weapons = figureWeaponIds(figure);
  const dynamite =
    trait(figure.dynamite, figure.flags, "dynamite") || weapons.some((id) => tableWeapon(id)?.id === "ow.dynamite");

  // OW-4 heroes are a scenario option: without it the Hero card stays out of the Activation Deck (OW-4b).
  if (figure.hero && !options.hollywood.heroes) at("heroesOff", "OW-4a");
  // OW-4e "Heroes can have up to six Endurance": an imported or set-up figure outside its limit (the sheet refuses
  // the edit, the creation is refused too).
  if (options.era === "old-west" && figure.endurance !== undefined && figure.accuracy !== NO_ACCURACY) {
    // The limits of old-west/heroes.ts enduranceLimit, read from the data (the forces check reaches no procedure).
    const max = figure.hero === true ? OLD_WEST_DATA.heroMaxEndurance : OLD_WEST_DATA.figureMaxEndurance;
    const e = figure.endurance;
    if (!Number.isInteger(e) || e < 1 || e > max)
      at(figure.hero === true ? "heroEndurance" : "figureEndurance", "OW-4e", { endurance: e, max });
  }
  // OW-7.1.1 Horsemanship is a GM option.
  if (figure.horsemanship && !options.optional.horsemanship) at("horsemanshipOff", "OW-7.1.1");
  // OW-7.1.1 "elite cavalry units can be given the Horsemanship ability": elsewhere the table ignores it.
  else if (
    figure.horsemanship &&
    unit?.kind &&
    unit.grade &&
    !horsemanshipEligible({ kind: unit.kind, grade: unit.grade })
  )
    at("horsemanshipNotEliteCavalry", "OW-7.1.1");
  // NAP-6.3 heavy cavalry is optional.
  if (trait(figure.heavyCavalry, figure.flags, "heavyCavalry") && !options.optional.heavyCavalry)
    at("heavyCavalryOff", "NAP-6.3");
  if (dynamite) {
    // OW-6a "Dynamite (Hollywood)": "If the GM allows it in a scenario… Any non-Indian figure can use dynamite".
    if (!options.hollywood.dynamite) at("dynamiteOff", "OW-6a");
    // As the engine reads it (old-west isIndian): the Indian trait counts while the Indian rules are in play.
    if (indian && options.optional.indianRules) at("dynamiteIndian", "OW-6a");
  }
  // OW-9.1 "Indians cannot use crewed weapons (e.g., Gatling guns and artillery) or dynamite."
  if (indian && indianRuleSet(options) === "OW-9.1") {
    const crewed = unit?.kind === "crew" || weapons.some((id) => tableWeapon(id)?.kind === "machine-gun");
    if (crewed) at("crewedIndian", "OW-9.1");
  }
  for (const id of weapons) {
    const weapon = tableWeapon(id);
    if (!weapon) {
      at("unknownWeapon", "OW-5", { weapon: id });
      continue;
    }
    if (weapon.table !== options.era) {
      at("weaponOtherEra", weapon.table === "napoleonic" ? "NAP-3" : "OW-5", {
        weapon: weapon.name,
        table: `COMBAT_PATROL.Era.${weapon.table}`,
        era: `COMBAT_PATROL.Era.${options.era}`,
      });
    }
    // OW-5.1d "Prior to the date, the weapon would be rare or non-existent".
    if (weapon.table === "old-west" && weaponAvailability(weapon, options.year) === "rare") {
      at("weaponAfterYear", "OW-5.1d", { weapon: weapon.name, date: weapon.date ?? "", year: options.year ?? "" });
    }
  }
  return out;
}

/** What a unit (and each of its figures) has that the options do not allow. */
export function unitWarnings(unit: ForceUnit, options: RulesOptions): ForceWarning[] {
  const out: ForceWarning[] = [];
  const animals = unit.kind === "herd" || trait(unit.animals, unit.flags, "animals");
  // OW-9.2 "Animals (Hollywood)".
  if (animals && !options.hollywood.animals) out.push(warn("animalsOff", "OW-9.2", { unit: unit.name }, unit.id, null));
  // OW-5.2f "Wagon Mounts (Hollywood)".
  if (trait(unit.wagonGatling, unit.flags, "wagonGatling") && !options.hollywood.wagonGatling) {
    out.push(warn("wagonGatlingOff", "OW-5.2f", { unit: unit.name }, unit.id, null));
  }
  for (const figure of unit.figures) out.push(...figureWarnings(figure, options, unit));
  return out;
}

/** Every warning for the forces of a scenario, unit by unit. */
export function forceWarnings(units: readonly ForceUnit[], options: RulesOptions): ForceWarning[] {
  return units.flatMap((u) => unitWarnings(u, options));
}
