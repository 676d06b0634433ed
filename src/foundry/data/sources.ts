/**
 * The stored shape (`system` source) of every actor and item subtype, as plain TypeScript with
 * its defaults. The data models' schemas are built from these defaults (data/actor/*.ts,
 * data/item/*.ts) and a compile-time check ties each model to its interface, so the pure code
 * (translators, migrations, sheet views, tests) reads the same shape Foundry stores.
 *
 * References to other actors are actor UUIDs ("Actor.<id>" for a world actor,
 * "Scene.<id>.Token.<id>.Actor.<id>" for an unlinked token): the engine uses the same strings as
 * figure and unit ids, so an Effect names the document it changes.
 */
import type { Accuracy, FlagValue, ReloadKind } from "../../rules/model";
import type { LanceHth } from "../../rules/tables/common";
import type { Era, LeaderRank } from "../../rules/options";
import { EXPLOSIVES } from "../../rules/tables/explosives";
import { LIVESTOCK } from "../../rules/tables/livestock";
import { WAGONS } from "../../rules/tables/wagons";
import type { WeaponKind } from "../../rules/tables/weapon-kinds";
import type {
  BurstSize,
  ExplosiveCharge,
  FigureStateKey,
  FuseState,
  Grade,
  GunKind,
  GunRound,
  GunWeightClass,
  HerdSpecies,
  TeamState,
  UnitType,
  WagonKind,
} from "./constants";

export type RuleFlags = Record<string, FlagValue>;

/** Command die, morale markers and the activation marker every unit-like actor carries (CORE-3, CORE-7). */
export interface Activation {
  /** CORE-3 command die rolled this turn (1-6), null before the roll. */
  commandDie: number | null;
  /** CORE-7 morale markers. */
  moraleMarkers: number;
  /** Has taken an activation this turn. */
  acted: boolean;
}

/** Actor "figure": one miniature (CORE-4 attributes, CORE-8 states, OW/NAP traits). */
export interface FigureSource {
  guts: Grade;
  /** A grade, or "NA" (an animal, OW Table 3). */
  accuracy: Accuracy;
  melee: number;
  endurance: number;
  reaction: number;
  wounds: number;
  states: Record<FigureStateKey, boolean>;
  /** Out of Ammunition markers (OW-5.1b/c may put two). */
  outOfAmmo: number;
  leader: { rank: LeaderRank | null; trained: boolean };
  hero: boolean;
  /**
   * OW-4a a hero's own command die (1-6, null before the roll): "Each hero has his own unit card,
   * even if attached to a unit". Rolled at turn start for a hero in a unit (a lone hero's die is
   * his unit's; a figure on its own keeps its die here); read on the Hero card (OW-4b).
   */
  commandDie: number | null;
  sniper: boolean;
  /** OW-7.1.1 */
  horsemanship: boolean;
  /** OW-9.1 / NAP-8.2 */
  indian: boolean;
  /** OW-6.1.4 dynamite the figure carries. */
  dynamite: { sticks: number; bundles: number };
  /** The owned weapon Item in use (its id on this actor), null = the first weapon. */
  weaponId: string | null;
  /** Supplement flags written by the engine's "flag" effect. */
  ruleFlags: RuleFlags;
  notes: string;
}

/** Actor "unit": a team, squad, section or crew (OW-2, NAP-2). Close order is NOT stored: the canvas measures it. */
export interface UnitSource extends Activation {
  kind: UnitType;
  grade: Grade;
  era: Era;
  /** Figure actor UUIDs. */
  members: string[];
  /** The leader figure's UUID. */
  leaderId: string | null;
  /** CORE-11 the commanding unit's UUID. */
  commanderId: string | null;
  /** CORE-8 out of command. */
  outOfCommand: boolean;
  ruleFlags: RuleFlags;
  notes: string;
}

/** Actor "herd" (OW-9.2): one unit card for a herd, its attributes from Table 3. */
export interface HerdSource extends Activation {
  species: HerdSpecies;
  guts: Grade;
  melee: number;
  endurance: number;
  reaction: number;
  /** Animals left (OW-9.2.2: one removed per Incapacitate). */
  animals: number;
  /** The token the herd keeps within 6" of (OW-9.2.2), by token id on its scene. */
  centralTokenId: string | null;
  stunned: boolean;
  /** OW-9.2.7 stampede and its scatter-arrow direction (clock 1-12). */
  stampede: { active: boolean; clock: number | null };
  /** OW-9.2.3 the herding unit's UUID. */
  herdedBy: string | null;
  ruleFlags: RuleFlags;
  notes: string;
}

/** Actor "wagon" (OW-9.3): its own unit; driver and passengers are figures. */
export interface WagonSource extends Activation {
  kind: WagonKind;
  driverId: string | null;
  passengerIds: string[];
  /** OW-9.3d the team counts as one figure. */
  team: { state: TeamState; animals: number };
  /** OW-9.3f */
  runaway: boolean;
  overturned: boolean;
  /** OW-5.2f a Gatling mounted on the wagon (Hollywood), and its gun actor. */
  gatling: boolean;
  gunId: string | null;
  ruleFlags: RuleFlags;
  notes: string;
}

/** Actor "gun": a Gatling (OW-5.2) or an artillery piece (NAP-7) with its crew. */
export interface GunSource extends Activation {
  kind: GunKind;
  /** NAP-7.4 Table 3 row; null for a Gatling. */
  weightClass: GunWeightClass | null;
  /** Shot weight in pounds (canister grade, penetration), null = the row's default. */
  shotWeight: number | null;
  grade: Grade;
  crewIds: string[];
  leaderId: string | null;
  limbered: boolean;
  /** OW-5.2b/NAP-7.1 limber team: distance from the gun in inches (null = not on the table) and its state. */
  limber: { distance: number | null; state: TeamState };
  /** NAP-7.2 round loaded. */
  round: GunRound;
  outOfAmmo: number;
  /** Facing in degrees, 0-359 (OW-5.2e traverse arc). */
  facing: number;
  ruleFlags: RuleFlags;
  notes: string;
}

/** Item "weapon": one row of a weapons table (OW-5, NAP-3, NAP-7 guns use the gun actor). */
export interface WeaponSource {
  /** The table row it was made from ("ow.musket"), "" for a home-made weapon. */
  tableId: string;
  /** Our classification (OW-7.1f pistols fire moving, OW-7.1.1 Horsemanship weapons). */
  kind: WeaponKind;
  era: Era;
  range: { short: number | null; medium: number | null; long: number | null };
  rof: { short: number; medium: number; long: number };
  reload: ReloadKind | null;
  hth: number | null;
  bayonetHth: number | null;
  /** Lance "moving (not moving) 3 (1)": the moving value; `hth` holds the not-moving one. null = no such column. */
  hthMoving: number | null;
  /** OW-5.1d year of general use, null = "Any". */
  date: number | null;
  he: BurstSize | null;
  crewServed: boolean;
  notes: string;
}

/** Item "explosive": dynamite (OW-6). */
export interface ExplosiveSource {
  charge: ExplosiveCharge;
  quantity: number;
  /** OW-6.1.2 the fuse: state, activations spent laying it (max 3), its command die once lit. */
  fuse: { state: FuseState; length: number; die: number | null };
  notes: string;
}

export interface ActorSources {
  figure: FigureSource;
  unit: UnitSource;
  herd: HerdSource;
  wagon: WagonSource;
  gun: GunSource;
}
export interface ItemSources {
  weapon: WeaponSource;
  explosive: ExplosiveSource;
}
export type ActorType = keyof ActorSources;
export type ItemType = keyof ItemSources;

const activation = (): Activation => ({ commandDie: null, moraleMarkers: 0, acted: false });

/**
 * Our defaults for a new document of each subtype. Attributes: Regular troops, Melee 0,
 * Reaction 3 (a Regular's Guts value, CORE.md), Endurance 2 (NAP-3.3 "Default Endurance 2").
 */
export const DEFAULTS = {
  figure: (): FigureSource => ({
    guts: "regular",
    accuracy: "regular",
    melee: 0,
    endurance: 2,
    reaction: 3,
    wounds: 0,
    states: { stunned: false, pinned: false, mounted: false, hidden: false, incapacitated: false },
    outOfAmmo: 0,
    leader: { rank: null, trained: true },
    hero: false,
    commandDie: null,
    sniper: false,
    horsemanship: false,
    indian: false,
    dynamite: { sticks: 0, bundles: 0 },
    weaponId: null,
    ruleFlags: {},
    notes: "",
  }),
  unit: (): UnitSource => ({
    kind: "infantry",
    grade: "regular",
    era: "old-west",
    members: [],
    leaderId: null,
    commanderId: null,
    outOfCommand: false,
    ...activation(),
    ruleFlags: {},
    notes: "",
  }),
  herd: (): HerdSource => {
    const cattle = LIVESTOCK.find((a) => a.id === "ow.cattle")!;
    return {
      species: "cattle",
      guts: cattle.guts,
      melee: cattle.melee,
      endurance: cattle.endurance.min,
      reaction: cattle.reaction,
      animals: 6,
      centralTokenId: null,
      stunned: false,
      stampede: { active: false, clock: null },
      herdedBy: null,
      ...activation(),
      ruleFlags: {},
      notes: "",
    };
  },
  wagon: (): WagonSource => ({
    kind: "buckboard",
    driverId: null,
    passengerIds: [],
    team: { state: "ok", animals: WAGONS.find((w) => w.id === "ow.buckboard")!.team.animals },
    runaway: false,
    overturned: false,
    gatling: false,
    gunId: null,
    ...activation(),
    ruleFlags: {},
    notes: "",
  }),
  gun: (): GunSource => ({
    kind: "gatling",
    weightClass: null,
    shotWeight: null,
    grade: "regular",
    crewIds: [],
    leaderId: null,
    limbered: false,
    limber: { distance: null, state: "ok" },
    round: "none",
    outOfAmmo: 0,
    facing: 0,
    ...activation(),
    ruleFlags: {},
    notes: "",
  }),
  weapon: (): WeaponSource => ({
    tableId: "",
    kind: "rifle",
    era: "old-west",
    range: { short: null, medium: null, long: null },
    rof: { short: 1, medium: 1, long: 1 },
    reload: "normal",
    hth: 0,
    bayonetHth: null,
    hthMoving: null,
    date: null,
    he: null,
    crewServed: false,
    notes: "",
  }),
  explosive: (): ExplosiveSource => ({
    charge: "stick",
    quantity: 1,
    fuse: { state: "carried", length: 0, die: null },
    notes: "",
  }),
} as const satisfies { [K in ActorType]: () => ActorSources[K] } & { [K in ItemType]: () => ItemSources[K] };

/** OW-6a the HE template of a charge, read from the explosives table. */
export function chargeTemplate(charge: ExplosiveCharge): BurstSize {
  return EXPLOSIVES[charge].template;
}

/** A weapons table row (OW Table 1 or NAP Table 1) as the weapon item stores it (packs, migrations). */
export interface WeaponRow {
  readonly id: string;
  readonly kind: WeaponKind;
  readonly range: WeaponSource["range"];
  readonly rof: WeaponSource["rof"];
  readonly reload: ReloadKind | null;
  readonly hth: number | null;
  readonly bayonetHth: number | null;
  readonly lanceHth: LanceHth | null;
  readonly he?: BurstSize | null | undefined;
  /** OW rows print a Date; NAP rows have none. */
  readonly date?: number | null | undefined;
}

/** OW-5 / NAP-3 the stored weapon of a table row; the era follows the row's table ("ow." or "nap."). */
export function weaponSourceFromRow(row: WeaponRow, notes = ""): WeaponSource {
  return {
    tableId: row.id,
    kind: row.kind,
    era: row.id.startsWith("nap.") ? "napoleonic" : "old-west",
    range: { ...row.range },
    rof: { ...row.rof },
    reload: row.reload,
    hth: row.hth,
    bayonetHth: row.bayonetHth,
    hthMoving: row.lanceHth?.moving ?? null,
    date: row.date ?? null,
    he: row.he ?? null,
    // OW-5.2a the Gatling is crew-served.
    crewServed: row.kind === "machine-gun",
    notes,
  };
}
