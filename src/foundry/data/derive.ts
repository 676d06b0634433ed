/**
 * Derived data and the translators to the engine's plain types, as pure functions over the
 * stored shapes of sources.ts. The data models call these in prepareDerivedData and in their
 * toFigureState()/toUnitState() methods; tests call them directly. Nothing here is stored.
 */
import { betterGrade, type Era } from "@rules/options";
import { freshFigure, type FigureState, type Grade, type UnitState, type WeaponProfile } from "@rules/model";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { withEligibleHorsemen } from "@rules/mounted/horsemanship";
import { PROCEDURE_DEFAULTS, type ProcedureData } from "@rules/procedures/data";
import { weaponAvailability, type Availability } from "@rules/tables/frontier-weapons";
import { LIVESTOCK } from "@rules/tables/livestock";
import { partId } from "@rules/parts";
import { ARTILLERY_TABLE_ID, UNIT_KIND_OF } from "./constants";
import { ruleFlagsOf } from "./rule-flags";
import type {
  Activation,
  FigureSource,
  GunSource,
  HerdSource,
  UnitSource,
  WagonSource,
  WeaponSource,
  RuleFlags,
} from "./sources";

/* -------------------------------------------- figures */

/** CORE-5.6 a figure with at least one wound is wounded. */
export function isWounded(s: Pick<FigureSource, "wounds">): boolean {
  return s.wounds > 0;
}

/** CORE-5.6 wounds equal to Endurance incapacitate. */
export function woundsIncapacitate(s: Pick<FigureSource, "wounds" | "endurance">): boolean {
  return s.wounds >= s.endurance;
}

/**
 * CORE-8 a wounded figure moves at half speed (the factor is the engine's movement data);
 * NAP-6.1.1 "A mounted figure that is wounded is not required to move at half speed."
 */
export function woundedMovementMultiplier(
  s: Pick<FigureSource, "wounds"> & { states: Pick<FigureSource["states"], "mounted"> },
  era: Era,
  data: Pick<ProcedureData, "movement"> = PROCEDURE_DEFAULTS,
): number {
  if (!isWounded(s)) return 1;
  // NAP-6.1.1 (OW-7.1 sends the Old West to the same rule): the engine's mounted data decides.
  if (s.states.mounted && !MOUNTED_DEFAULTS.woundedHalved[era]) return 1;
  return data.movement.woundedFactor;
}

/** CORE-4/CORE-8 the engine's view of a figure. `weaponId` is the WeaponProfile id of the weapon in use. */
export function figureState(id: string, name: string, s: FigureSource, weaponId: string | null): FigureState {
  return {
    id,
    name,
    guts: s.guts,
    accuracy: s.accuracy,
    melee: s.melee,
    endurance: s.endurance,
    reaction: s.reaction,
    wounds: s.wounds,
    stunned: s.states.stunned,
    incapacitated: s.states.incapacitated,
    outOfAmmo: s.outOfAmmo,
    pinned: s.states.pinned,
    mounted: s.states.mounted,
    hidden: s.states.hidden,
    hero: s.hero,
    sniper: s.sniper,
    leaderRank: s.leader.rank,
    trained: s.leader.trained,
    horsemanship: s.horsemanship,
    weaponId,
    flags: {
      ...ruleFlagsOf(s.ruleFlags),
      indian: s.indian,
      dynamiteSticks: s.dynamite.sticks,
      dynamiteBundles: s.dynamite.bundles,
    },
  };
}

/* -------------------------------------------- units */

/** NAP-5.5 close order counts one grade better (morale, Elite/Green activation cards). */
export function effectiveGrade(grade: Grade, closeOrder: boolean): Grade {
  return closeOrder ? betterGrade(grade) : grade;
}

/** CORE-3/CORE-7 the command die, morale markers and activation marker of a unit-like actor, as stored. */
function activationState(s: Activation): Pick<UnitState, "commandDie" | "moraleMarkers" | "acted"> {
  return { commandDie: s.commandDie, moraleMarkers: s.moraleMarkers, acted: s.acted };
}

/** CORE-3/CORE-7 the engine's view of a unit; `figures` are its members already translated. */
export function unitState(
  id: string,
  name: string,
  s: UnitSource,
  figures: readonly FigureState[],
  closeOrder: boolean,
): UnitState {
  const unit: UnitState = {
    id,
    name,
    kind: UNIT_KIND_OF[s.kind],
    grade: s.grade,
    figures,
    leaderId: s.leaderId !== null && figures.some((f) => f.id === s.leaderId) ? s.leaderId : null,
    commanderId: s.commanderId,
    ...activationState(s),
    closeOrder,
    outOfCommand: s.outOfCommand,
    flags: { ...ruleFlagsOf(s.ruleFlags), era: s.era },
  };
  // OW-7.1.1 only elite cavalry may have Horsemanship: in any other unit the figure rides as anyone.
  return withEligibleHorsemen(unit);
}

/* -------------------------------------------- herds, wagons, guns */

/** A figure that stands for an animal, a team or a limber: attributes given, no traits. */
function partFigure(
  id: string,
  name: string,
  a: { guts: Grade; melee: number; endurance: number; reaction: number },
  state: { wounds: number; stunned: boolean; incapacitated: boolean },
  flags: RuleFlags,
): FigureState {
  // OW-9.2.8 Accuracy "NA": animals never shoot; the grade is never read.
  const attributes = {
    id,
    name,
    guts: a.guts,
    accuracy: "green" as const,
    melee: a.melee,
    endurance: a.endurance,
    reaction: a.reaction,
  };
  return freshFigure(attributes, { ...state, weaponId: null, flags });
}

/**
 * OW-9.2.2 a herd is one unit: one figure per animal left ("<herd>#animal-N"), the herd's
 * attributes from Table 3; fire ignores wounds (the engine reads the "herd" flag).
 */
export function herdState(id: string, name: string, s: HerdSource): UnitState {
  const figures = Array.from({ length: s.animals }, (_, i) =>
    partFigure(
      partId(id, "animal", i + 1),
      `${name} ${i + 1}`,
      s,
      { wounds: 0, stunned: s.stunned, incapacitated: false },
      { animal: s.species },
    ),
  );
  return {
    id,
    name,
    kind: "herd",
    grade: s.guts,
    figures,
    leaderId: null,
    commanderId: s.herdedBy,
    ...activationState(s),
    closeOrder: false,
    outOfCommand: false,
    flags: {
      ...ruleFlagsOf(s.ruleFlags),
      species: s.species,
      stunned: s.stunned,
      stampeding: s.stampede.active,
      stampedeClock: s.stampede.clock,
      herdedBy: s.herdedBy,
      centralTokenId: s.centralTokenId,
    },
  };
}

/** The attributes a wagon team or a gun limber uses when it is fired on: Table 3 horses (OW-9.2.8). */
export function teamAttributes(): { guts: Grade; melee: number; endurance: number; reaction: number } {
  const horses = LIVESTOCK.find((a) => a.id === "ow.horses")!;
  return { guts: horses.guts, melee: horses.melee, endurance: horses.endurance.min, reaction: horses.reaction };
}

function teamFigure(id: string, name: string, state: WagonSource["team"]["state"]): FigureState {
  const wounded = state === "wounded";
  return partFigure(
    id,
    name,
    teamAttributes(),
    { wounds: wounded ? 1 : 0, stunned: false, incapacitated: state === "incapacitated" },
    { team: true },
  );
}

/**
 * OW-9.3 a wagon is its own unit: driver, passengers and the team (one figure, "<wagon>#team");
 * OW-9.3a its morale uses the driver's Guts.
 */
export function wagonState(
  id: string,
  name: string,
  s: WagonSource,
  driver: FigureState | null,
  passengers: readonly FigureState[],
  teamName: string,
): UnitState {
  const team = teamFigure(partId(id, "team"), teamName, s.team.state);
  return {
    id,
    name,
    kind: "wagon",
    grade: driver?.guts ?? "green",
    figures: [...(driver ? [driver] : []), ...passengers, team],
    leaderId: driver?.id ?? null,
    commanderId: null,
    ...activationState(s),
    closeOrder: false,
    outOfCommand: false,
    flags: {
      ...ruleFlagsOf(s.ruleFlags),
      wagon: s.kind,
      animals: s.team.animals,
      runaway: s.runaway,
      overturned: s.overturned,
      gatling: s.gatling,
      gunId: s.gunId,
    },
  };
}

/** NAP-7.4 the artillery table row a gun reads, null for a Gatling. */
export function artilleryTableId(s: Pick<GunSource, "kind" | "weightClass">): string | null {
  return s.kind === "artillery" && s.weightClass !== null ? ARTILLERY_TABLE_ID[s.weightClass] : null;
}

/**
 * OW-5.2 / NAP-7 a gun and its crew as a crew unit; the limber team is a figure
 * ("<gun>#limber") while it is on the table (OW-5.2d: the engine decides whether it is in
 * hit randomization by its distance, given in the flags).
 */
export function gunState(
  id: string,
  name: string,
  s: GunSource,
  crew: readonly FigureState[],
  limberName: string,
): UnitState {
  const limber = s.limber.distance === null ? [] : [teamFigure(partId(id, "limber"), limberName, s.limber.state)];
  return {
    id,
    name,
    kind: "crew",
    grade: s.grade,
    figures: [...crew, ...limber],
    leaderId: s.leaderId !== null && crew.some((f) => f.id === s.leaderId) ? s.leaderId : null,
    commanderId: null,
    ...activationState(s),
    closeOrder: false,
    outOfCommand: false,
    flags: {
      ...ruleFlagsOf(s.ruleFlags),
      gun: s.kind,
      artilleryId: artilleryTableId(s),
      shotWeight: s.shotWeight,
      limbered: s.limbered,
      limberDistance: s.limber.distance,
      round: s.round,
      outOfAmmo: s.outOfAmmo,
      facing: s.facing,
    },
  };
}

/* -------------------------------------------- weapons */

/** The engine's WeaponProfile of a weapon item; `fallbackId` (the item's UUID) when it has no table row. */
export function weaponProfile(s: WeaponSource, fallbackId: string): WeaponProfile {
  return {
    id: s.tableId || fallbackId,
    range: { ...s.range },
    rof: { ...s.rof },
    reload: s.reload,
    hth: s.hth,
    he: s.he,
  };
}

/** OW-5.1d how a weapon stands in the scenario year: "any", "available" or "rare" (the table's rule). */
export function availabilityInYear(s: Pick<WeaponSource, "date">, year: number | null): Availability {
  return weaponAvailability(s, year);
}
