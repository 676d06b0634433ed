/**
 * The stored shape (`system` source) of every actor and item subtype. Each field is defined ONCE,
 * in its model's schema (data/actor/*.ts, data/item/*.ts); the types below are derived from those
 * schemas (`import type` only: the pure code - translators, migrations, sheet views, tools/packs,
 * tests - compiles against them and never loads Foundry). The one table of initial values is
 * INITIAL below: the schemas read it, and DEFAULTS is the same table typed by the derived shapes
 * (so an initial that no longer fits its field fails the type check).
 *
 * References to other actors are actor UUIDs ("Actor.<id>" for a world actor,
 * "Scene.<id>.Token.<id>.Actor.<id>" for an unlinked token): the engine uses the same strings as
 * figure and unit ids, so an Effect names the document it changes.
 */
import type { FlagValue, ReloadKind } from "@rules/model";
import type { LanceHth } from "@rules/tables/common";
import { EXPLOSIVES } from "@rules/tables/explosives";
import { LIVESTOCK } from "@rules/tables/livestock";
import { WAGONS } from "@rules/tables/wagons";
import type { WeaponKind } from "@rules/tables/weapon-kinds";
import type { BurstSize, ExplosiveCharge } from "./constants";
import type { FigureSchema } from "./actor/figure";
import type { GunSchema } from "./actor/gun";
import type { HerdSchema } from "./actor/herd";
import type { UnitSchema } from "./actor/unit";
import type { WagonSchema } from "./actor/wagon";
import type { ExplosiveSchema } from "./item/explosive";
import type { WeaponSchema } from "./item/weapon";

/** The source (stored) shape of a schema, as Foundry types it (fvtt-types). */
export type SourceOf<Schema extends foundry.data.fields.DataSchema> =
  foundry.data.fields.SchemaField.SourceData<Schema>;

/** Actor "figure": one miniature (CORE-4 attributes, CORE-8 states, OW/NAP traits). */
export type FigureSource = SourceOf<FigureSchema>;
/** Actor "unit": a team, squad, section or crew (OW-2, NAP-2). Close order is NOT stored: the canvas measures it. */
export type UnitSource = SourceOf<UnitSchema>;
/** Actor "herd" (OW-9.2): one unit card for a herd, its attributes from Table 3. */
export type HerdSource = SourceOf<HerdSchema>;
/** Actor "wagon" (OW-9.3): its own unit; driver and passengers are figures. */
export type WagonSource = SourceOf<WagonSchema>;
/** Actor "gun": a Gatling (OW-5.2) or an artillery piece (NAP-7) with its crew. */
export type GunSource = SourceOf<GunSchema>;
/** Item "weapon": one row of a weapons table (OW-5, NAP-3, NAP-7 guns use the gun actor). */
export type WeaponSource = SourceOf<WeaponSchema>;
/** Item "explosive": dynamite (OW-6). */
export type ExplosiveSource = SourceOf<ExplosiveSchema>;

/** Command die, morale markers and the activation marker every unit-like actor carries (CORE-3, CORE-7). */
export type Activation = Pick<UnitSource, "commandDie" | "moraleMarkers" | "acted">;

/**
 * The supplement flags as the engine reads them. The stored `ruleFlags` is a free object
 * (ObjectField): readers narrow it with ruleFlagsOf (rule-flags.ts).
 */
export type RuleFlags = Record<string, FlagValue>;

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

/**
 * The initial value of every field, read by the schemas (the only place an initial is written).
 * Typed by its literals, not by the derived shapes (the schemas are built from it, so typing it
 * by them would be circular); `as const` keeps a choice's literal so its field accepts it.
 * Attributes: Regular troops, Melee 0, Reaction 3 (a Regular's Guts value, CORE.md),
 * Endurance 2 (NAP-3.3 "Default Endurance 2").
 */
const activation = () => ({ commandDie: null, moraleMarkers: 0, acted: false });

export const INITIAL = {
  figure: () => ({
    guts: "regular" as const,
    accuracy: "regular" as const,
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
  unit: () => ({
    kind: "infantry" as const,
    grade: "regular" as const,
    era: "old-west" as const,
    members: [],
    leaderId: null,
    commanderId: null,
    outOfCommand: false,
    ...activation(),
    ruleFlags: {},
    notes: "",
  }),
  herd: () => {
    const cattle = LIVESTOCK.find((a) => a.id === "ow.cattle")!;
    return {
      species: "cattle" as const,
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
  wagon: () => ({
    kind: "buckboard" as const,
    driverId: null,
    passengerIds: [],
    team: { state: "ok" as const, animals: WAGONS.find((w) => w.id === "ow.buckboard")!.team.animals },
    runaway: false,
    overturned: false,
    gatling: false,
    gunId: null,
    ...activation(),
    ruleFlags: {},
    notes: "",
  }),
  gun: () => ({
    kind: "gatling" as const,
    weightClass: null,
    shotWeight: null,
    grade: "regular" as const,
    crewIds: [],
    leaderId: null,
    limbered: false,
    limber: { distance: null, state: "ok" as const },
    round: "none" as const,
    outOfAmmo: 0,
    facing: 0,
    ...activation(),
    ruleFlags: {},
    notes: "",
  }),
  weapon: () => ({
    tableId: "",
    kind: "rifle" as const,
    era: "old-west" as const,
    range: { short: null, medium: null, long: null },
    rof: { short: 1, medium: 1, long: 1 },
    reload: "normal" as const,
    hth: 0,
    bayonetHth: null,
    hthMoving: null,
    date: null,
    he: null,
    crewServed: false,
    notes: "",
  }),
  explosive: () => ({
    charge: "stick" as const,
    quantity: 1,
    fuse: { state: "carried" as const, length: 0, die: null },
    notes: "",
  }),
};

/**
 * Our defaults for a new document of each subtype: INITIAL typed by the schemas' source shapes.
 * This assignment is also the compile-time check that every initial fits its field.
 */
export const DEFAULTS: { readonly [K in ActorType]: () => ActorSources[K] } & {
  readonly [K in ItemType]: () => ItemSources[K];
} = INITIAL;

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
