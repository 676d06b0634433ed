/**
 * Sample forces (OW-2, NAP-2): figures with their weapons embedded, the unit (or gun, or
 * wagon) that holds them, leaders and the chain of command. A force is data (FORCES below);
 * buildForce turns it into actor documents. Attribute values are read from the engine where
 * it has them (Reaction by Guts, Endurance defaults, the heavy cavalry Melee step); the
 * rest are the sample's choices, written once here.
 */
import type { FigureSource, GunSource, UnitSource, WagonSource } from "@foundry/data/sources";
import { DEFAULTS } from "@foundry/data/sources";
import type { UnitType, WagonKind } from "@foundry/data/constants";
import type { Grade } from "@rules/cards/schema";
import type { LeaderRank } from "@rules/options";
import type { Era } from "@rules/options";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";
import { indianEndurance, indianMelee as napIndianMelee } from "@rules/napoleonic/indians";
import { NAP_UNIT_TEMPLATES } from "@rules/napoleonic/units";
import { OLD_WEST_DATA } from "@rules/old-west/data";
import { indianMelee } from "@rules/old-west/indians";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { artilleryPiece, type ArtilleryPiece } from "@rules/tables/artillery";
import { GATLING_CREW, ARTILLERY_CREW } from "@rules/tables/crews";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { NAP_ATTRIBUTE_DEFAULTS, napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { WAGONS, wagon as wagonRow, wagonCapacity, type Wagon } from "@rules/tables/wagons";
import type { DynamiteCharge } from "@rules/tables/explosives";
import { TOKEN_SIZES, actorDoc, actorUuid, type TokenSize } from "./actors";
import { artilleryNotes, artillerySystem, gunIcon, gunSystem, type GunCrew } from "./artillery";
import { SORT_STEP, folderDoc, type EmbeddedDoc, type PackSource, type SourceDoc } from "./docs";
import type { IconName } from "./icons";
import { embeddedWeapon, type WeaponRow } from "./weapons";

/* -------------------------------------------- attribute sources */

/** Reaction of a Guts grade (CORE.md: "a Guts grade counts Elite 4, Regular 3, Green 2"). */
const reactionOf = (guts: Grade): number => PROCEDURE_DEFAULTS.reactionByGrade[guts];

/** Melee of regular troops: the figure default. */
const REGULAR_MELEE = DEFAULTS.figure().melee;

/** OW-9.1 (2) "Set Indians' Melee value 1 point higher than regular troops." */
const owIndianMelee = (regular: number): number => indianMelee(regular);

/**
 * Endurance by era: Old West figures use the base rules' 3 (NAP-3.3 "In Combat Patrol World
 * War II the Endurance attribute is typically set to 3"; the Old West supplement sets none),
 * Horse and Musket figures 2 (NAP-3.3), 1812 Indians 1 (NAP-8.2 (6)).
 */
const ENDURANCE = {
  "old-west": NAP_ATTRIBUTE_DEFAULTS.baseRulesEndurance,
  napoleonic: NAP_UNIT_TEMPLATES.section.endurance,
  napoleonicIndian: indianEndurance(),
} as const;

/** NAP-2 the section leader's rank: the first level of the section's chain of command. */
const SECTION_LEADER_RANK = NAP_UNIT_TEMPLATES.section.chain[0]!.rank;

/** The sample hero's Endurance (ours: one under the cap): OW-4e "Heroes can have up to six Endurance." */
const HERO_ENDURANCE = OLD_WEST_DATA.heroMaxEndurance - 1;

/**
 * Sample: light cavalry fence better than line troops (NAP-6.3 "Light cavalrymen were generally better horsemen and
 * swordsmen").
 */
const LIGHT_CAVALRY_MELEE = REGULAR_MELEE + 1;
/** NAP-6.3 "Heavy cavalry should have a melee value one less than the light cavalry". */
const HEAVY_CAVALRY_MELEE = LIGHT_CAVALRY_MELEE - MOUNTED_DEFAULTS.heavy.meleeLess;

/** Sample: the limber stands this many inches from its gun, within the 4" of OW-5.2b / NAP-7.1. */
const SAMPLE_LIMBER_DISTANCE = 2;

/* -------------------------------------------- specs */

export interface FigureSpec {
  readonly key: string;
  readonly name: string;
  readonly icon: IconName;
  readonly guts: Grade;
  readonly accuracy: Grade;
  readonly melee: number;
  readonly endurance: number;
  /** The first weapon is the one in use. */
  readonly weapons: readonly WeaponRow[];
  readonly leader?: { readonly rank: LeaderRank; readonly trained: boolean };
  /** A follower's training (the figure default when not given); a leader's is in `leader`. */
  readonly trained?: boolean;
  readonly hero?: boolean;
  readonly indian?: boolean;
  readonly mounted?: boolean;
  readonly hidden?: boolean;
  readonly dynamite?: { readonly charge: DynamiteCharge; readonly quantity: number };
  readonly ruleFlags?: FigureSource["ruleFlags"];
  readonly notes?: string;
}

interface UnitSpec {
  readonly key: string;
  readonly name: string;
  readonly kind: UnitType;
  readonly grade: Grade;
  readonly figures: readonly FigureSpec[];
  /** Key of the leader figure. */
  readonly leader: string;
  /** Key of the commanding unit (CORE-11), in the same force. */
  readonly commander?: string;
  readonly ruleFlags?: UnitSource["ruleFlags"];
  readonly notes: string;
}

interface GunSpec {
  readonly key: string;
  readonly name: string;
  /** null: a Gatling (OW-5.2); else its Table 3 row (NAP-7.4). */
  readonly artillery: ArtilleryPiece | null;
  readonly grade: Grade;
  readonly crew: readonly FigureSpec[];
  readonly leader: string;
  readonly limber: GunSource["limber"];
  readonly notes: string;
}

interface WagonSpec {
  readonly key: string;
  readonly name: string;
  readonly wagon: Wagon;
  readonly driver: FigureSpec | null;
  /** Figure keys riding as passengers (figures of this force). */
  readonly passengers: readonly string[];
  /** Key of the gun mounted on the wagon (OW-5.2f), in this force. */
  readonly gun: string | null;
}

export interface ForceSpec {
  readonly key: string;
  readonly name: string;
  readonly era: Era;
  readonly units: readonly UnitSpec[];
  readonly guns: readonly GunSpec[];
  readonly wagons: readonly WagonSpec[];
}

/* -------------------------------------------- figure helpers */

const ow = frontierWeapon;
const nap = napoleonicWeapon;

export function figure(key: string, name: string, icon: IconName, era: Era, guts: Grade, accuracy: Grade, weapons: readonly WeaponRow[], more: Partial<FigureSpec> = {}): FigureSpec {
  return { key, name, icon, guts, accuracy, melee: REGULAR_MELEE, endurance: ENDURANCE[era], weapons, ...more };
}

const TEAM_TRAINED = { rank: "team", trained: true } as const;
/** OW-3 a follower in a group with no formal command structure. */
const UNTRAINED = { trained: false } as const;

/** Numbered followers: "Trooper 1" ... */
function followers(prefix: string, count: number, make: (key: string, name: string, i: number) => FigureSpec): FigureSpec[] {
  return Array.from({ length: count }, (_, i) => make(`${prefix}-${i + 1}`, `${i + 1}`, i));
}

/* -------------------------------------------- the forces */

const posse: ForceSpec = {
  key: "ow-posse",
  name: "Marshal's posse",
  era: "old-west",
  units: [
    {
      key: "posse",
      name: "Marshal's posse",
      kind: "infantry",
      grade: "regular",
      leader: "marshal",
      notes: "<p>A posse led by a federal marshal: a trained leader, with a hero riding along (his own unit card, never out of command).</p>",
      figures: [
        figure("marshal", "U.S. Marshal", "lawman", "old-west", "elite", "elite", [ow("ow.revolver"), ow("ow.rifle")], { leader: TEAM_TRAINED, melee: REGULAR_MELEE + 1 }),
        figure("hero", "The Stranger (hero)", "hero", "old-west", "elite", "elite", [ow("ow.revolver"), ow("ow.rifle")], {
          hero: true,
          endurance: HERO_ENDURANCE,
          melee: REGULAR_MELEE + 2,
          notes: "<p>Hero: own unit card, activates on the Hero card, never out of command, removes his own morale markers when alone.</p>",
        }),
        figure("deputy-shotgun", "Deputy (shotgun)", "lawman", "old-west", "regular", "regular", [ow("ow.shotgun"), ow("ow.revolver")]),
        figure("deputy-rifle", "Deputy (rifle)", "lawman", "old-west", "regular", "regular", [ow("ow.rifle"), ow("ow.revolver")]),
        figure("posseman", "Posseman (carbine)", "gunman", "old-west", "regular", "green", [ow("ow.carbine"), ow("ow.revolver")]),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const gang: ForceSpec = {
  key: "ow-bandits",
  name: "Bandit gang",
  era: "old-west",
  units: [
    {
      key: "gang",
      name: "Bandit gang",
      kind: "infantry",
      grade: "green",
      leader: "boss",
      notes: "<p>An ad hoc gang under an untrained leader: command radius 6\", cannot swap dice, cannot remove morale markers.</p>",
      figures: [
        figure("boss", "Gang boss", "bandit", "old-west", "regular", "regular", [ow("ow.revolver"), ow("ow.rifle")], { leader: { rank: "team", trained: false } }),
        figure("bandit-shotgun", "Bandit (shotgun)", "bandit", "old-west", "green", "regular", [ow("ow.shotgun"), ow("ow.revolver")], UNTRAINED),
        figure("bandit-rifle", "Bandit (rifle)", "bandit", "old-west", "green", "regular", [ow("ow.rifle"), ow("ow.hatchet-bowie-knife")], UNTRAINED),
        figure("bandit-cap-and-ball", "Bandit (cap and ball)", "bandit", "old-west", "green", "green", [ow("ow.cap-and-ball-revolver"), ow("ow.hatchet-bowie-knife")], UNTRAINED),
        figure("bandit-dynamite", "Bandit (dynamite)", "bandit", "old-west", "green", "green", [ow("ow.revolver")], {
          ...UNTRAINED,
          dynamite: { charge: "stick", quantity: 2 },
          notes: "<p>Carries dynamite (Hollywood): if wounded or incapacitated, a small explosion on the next card sets it off.</p>",
        }),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const trooper = (key: string, n: string) =>
  figure(key, `Trooper ${n}`, "trooper", "old-west", "regular", "regular", [ow("ow.carbine"), ow("ow.revolver")], { mounted: true });

const cavalry: ForceSpec = {
  key: "ow-cavalry",
  name: "Cavalry troop",
  era: "old-west",
  units: [
    {
      key: "cavalry-1",
      name: "Cavalry, 1st squad",
      kind: "cavalry",
      grade: "regular",
      leader: "lieutenant",
      notes: "<p>Mounted: two movement cards, a third galloping; carbines cannot fire moving. The lieutenant commands both squads.</p>",
      figures: [
        figure("lieutenant", "Lieutenant", "trooper", "old-west", "elite", "regular", [ow("ow.revolver"), ow("ow.sword")], { leader: { rank: "platoon", trained: true }, mounted: true }),
        ...followers("trooper-a", 4, (key, n) => trooper(key, n)),
      ],
    },
    {
      key: "cavalry-2",
      name: "Cavalry, 2nd squad",
      kind: "cavalry",
      grade: "regular",
      leader: "sergeant",
      commander: "cavalry-1",
      notes: "<p>Under the lieutenant's command: he may give his command die to this squad's sergeant within his command radius.</p>",
      figures: [
        figure("sergeant", "Sergeant", "trooper", "old-west", "regular", "regular", [ow("ow.carbine"), ow("ow.revolver"), ow("ow.sword")], { leader: { rank: "squad", trained: true }, mounted: true }),
        ...followers("trooper-b", 4, (key, n) => trooper(key, String(Number(n) + 4))),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const warrior = (key: string, name: string, weapons: readonly WeaponRow[], more: Partial<FigureSpec> = {}) =>
  figure(key, name, "warrior", "old-west", "regular", "regular", weapons, { indian: true, melee: owIndianMelee(REGULAR_MELEE), ...more });

const warParty: ForceSpec = {
  key: "ow-war-party",
  name: "War party",
  era: "old-west",
  units: [
    {
      key: "war-party-1",
      name: "War party, chief's band",
      kind: "infantry",
      grade: "regular",
      leader: "war-chief",
      notes: "<p>Indians: Melee one higher than regular troops; non-Indian leaders cannot swap dice with them; no crewed weapons or dynamite. A war chief is a trained leader.</p>",
      figures: [
        warrior("war-chief", "War chief", [ow("ow.rifle"), ow("ow.hatchet-bowie-knife")], { guts: "elite", leader: { rank: "squad", trained: true } }),
        warrior("brave-bow-1", "Warrior (bow) 1", [ow("ow.bow"), ow("ow.hatchet-bowie-knife")]),
        warrior("brave-bow-2", "Warrior (bow) 2", [ow("ow.bow"), ow("ow.hatchet-bowie-knife")]),
        warrior("brave-musket", "Warrior (musket)", [ow("ow.musket"), ow("ow.hatchet-bowie-knife")]),
      ],
    },
    {
      key: "war-party-2",
      name: "War party, second band",
      kind: "infantry",
      grade: "regular",
      leader: "sub-chief",
      commander: "war-party-1",
      notes: "<p>Under the war chief's command.</p>",
      figures: [
        warrior("sub-chief", "Band leader", [ow("ow.muzzle-loading-rifle"), ow("ow.hatchet-bowie-knife")], { leader: TEAM_TRAINED }),
        warrior("brave-bow-3", "Warrior (bow) 3", [ow("ow.bow"), ow("ow.hatchet-bowie-knife")]),
        warrior("brave-axe", "Warrior (axe)", [ow("ow.axe")]),
        warrior("brave-carbine", "Warrior (carbine)", [ow("ow.muzzle-loading-carbine"), ow("ow.hatchet-bowie-knife")]),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

/** OW-5.2a the four Gatling crewmen, named by GATLING_CREW.roles; the commander leads. */
function gatlingCrew(prefix: string): FigureSpec[] {
  const name = (role: string) => role.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
  return GATLING_CREW.roles.map((role) =>
    role === "commander"
      ? figure(`${prefix}-${role}`, `Gun commander`, "trooper", "old-west", "regular", "regular", [ow("ow.revolver")], { leader: TEAM_TRAINED })
      : figure(`${prefix}-${role}`, name(role), "trooper", "old-west", "regular", "regular", [ow("ow.carbine")]),
  );
}

const gatling: ForceSpec = {
  key: "ow-gatling",
  name: "Gatling crew",
  era: "old-west",
  units: [],
  guns: [
    {
      key: "gatling",
      name: "Gatling gun",
      artillery: null,
      grade: "regular",
      crew: gatlingCrew("gatling"),
      leader: "gatling-commander",
      limber: { distance: SAMPLE_LIMBER_DISTANCE, state: "ok" },
      notes: "<p>A Gatling gun and its crew of four, unlimbered with its one-horse limber within 4\": fires as a machine gun, 45° each side of its facing.</p>",
    },
  ],
  wagons: [],
};

const lineSection: ForceSpec = {
  key: "nap-line-section",
  name: "Line infantry section",
  era: "napoleonic",
  units: [
    {
      key: "line-section",
      name: "Line infantry section",
      kind: "infantry",
      grade: "regular",
      leader: "line-sergeant",
      notes: "<p>A section of ten under a sergeant, muskets with bayonets. Form close order with four or more figures' bases touching: the table measures it from the tokens, nothing is stored. Close order: HtH +1, morale one grade better, second rank fires if touching.</p>",
      figures: [
        figure("line-sergeant", "Sergeant", "infantry", "napoleonic", "regular", "regular", [nap("nap.musket")], { leader: { rank: SECTION_LEADER_RANK, trained: true } }),
        ...followers("fusilier", 9, (key, n) => figure(key, `Fusilier ${n}`, "infantry", "napoleonic", "regular", "regular", [nap("nap.musket")])),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const lightDragoons: ForceSpec = {
  key: "nap-light-dragoons",
  name: "Light dragoons",
  era: "napoleonic",
  units: [
    {
      key: "light-dragoons",
      name: "Light dragoons",
      kind: "cavalry",
      grade: "regular",
      leader: "dragoon-corporal",
      notes: "<p>Light cavalry: two movement cards, impetus +2 after 4\" straight into contact, breakthrough by Table 2.</p>",
      figures: [
        figure("dragoon-corporal", "Corporal", "dragoon", "napoleonic", "regular", "regular", [nap("nap.sword"), nap("nap.carbine"), nap("nap.pistol")], {
          leader: TEAM_TRAINED,
          mounted: true,
          melee: LIGHT_CAVALRY_MELEE,
        }),
        ...followers("dragoon", 5, (key, n) =>
          figure(key, `Dragoon ${n}`, "dragoon", "napoleonic", "regular", "regular", [nap("nap.sword"), nap("nap.carbine")], { mounted: true, melee: LIGHT_CAVALRY_MELEE }),
        ),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const heavyCavalry: ForceSpec = {
  key: "nap-heavy-cavalry",
  name: "Heavy cavalry detachment",
  era: "napoleonic",
  units: [
    {
      key: "heavy-cavalry",
      name: "Heavy cavalry detachment",
      kind: "cavalry",
      grade: "regular",
      leader: "cuirassier-corporal",
      notes: "<p>Heavy cavalry (optional): one movement card plus 4\", Melee one less than light cavalry, +4 impetus in close order, armour ignores torso hits in melee. Needs the heavy cavalry option.</p>",
      figures: [
        figure("cuirassier-corporal", "Corporal", "cuirassier", "napoleonic", "elite", "regular", [nap("nap.sword"), nap("nap.pistol")], {
          leader: TEAM_TRAINED,
          mounted: true,
          melee: HEAVY_CAVALRY_MELEE,
          ruleFlags: { heavyCavalry: true, armour: true },
        }),
        ...followers("cuirassier", 5, (key, n) =>
          figure(key, `Cuirassier ${n}`, "cuirassier", "napoleonic", "regular", "regular", [nap("nap.sword"), nap("nap.pistol")], {
            mounted: true,
            melee: HEAVY_CAVALRY_MELEE,
            ruleFlags: { heavyCavalry: true, armour: true },
          }),
        ),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const SIX_POUNDER = artilleryPiece("nap.gun-6");

/** NAP-7.2 a full crew (ARTILLERY_CREW.size), the first one the gun's leader. */
function gunCrew(prefix: string): FigureSpec[] {
  return Array.from({ length: ARTILLERY_CREW.size }, (_, i) =>
    i === 0
      ? figure(`${prefix}-sergeant`, "Gun sergeant", "gunner", "napoleonic", "regular", "regular", [nap("nap.sword")], { leader: TEAM_TRAINED })
      : figure(`${prefix}-${i}`, `Gunner ${i}`, "gunner", "napoleonic", "regular", "regular", [nap("nap.sword")]),
  );
}

const gunCrew6: ForceSpec = {
  key: "nap-6pdr",
  name: "6# gun crew",
  era: "napoleonic",
  units: [],
  guns: [
    {
      key: "six-pounder",
      name: "6# gun",
      artillery: SIX_POUNDER,
      grade: "regular",
      crew: gunCrew("six-pounder"),
      leader: "six-pounder-sergeant",
      limber: { distance: SAMPLE_LIMBER_DISTANCE, state: "ok" },
      notes: artilleryNotes(SIX_POUNDER),
    },
  ],
  wagons: [],
};

const indianAllies: ForceSpec = {
  key: "nap-1812-indians",
  name: "1812 Indian allies",
  era: "napoleonic",
  units: [
    {
      key: "indian-allies",
      name: "Indian allies (1812)",
      kind: "infantry",
      grade: "regular",
      leader: "ally-chief",
      notes: "<p>Indians in War of 1812 scenarios: start hidden, no half speed in woods, never close order, Melee one higher, Endurance 1, must charge vulnerable units within 5\", leave the table below half strength.</p>",
      figures: [
        figure("ally-chief", "War chief", "warrior", "napoleonic", "elite", "regular", [nap("nap.musket"), nap("nap.hatchet-tomahawk")], {
          leader: TEAM_TRAINED,
          indian: true,
          hidden: true,
          melee: napIndianMelee(REGULAR_MELEE),
          endurance: ENDURANCE.napoleonicIndian,
        }),
        ...followers("ally", 5, (key, n, i) =>
          figure(key, `Warrior ${n}`, "warrior", "napoleonic", "regular", "regular", [i % 2 === 0 ? nap("nap.musket") : nap("nap.bow"), nap("nap.hatchet-tomahawk")], {
            indian: true,
            hidden: true,
            melee: napIndianMelee(REGULAR_MELEE),
            endurance: ENDURANCE.napoleonicIndian,
          }),
        ),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

export const OLD_WEST_FORCES: readonly ForceSpec[] = [posse, gang, cavalry, warParty, gatling];
export const NAPOLEONIC_FORCES: readonly ForceSpec[] = [lineSection, lightDragoons, heavyCavalry, gunCrew6, indianAllies];

/** OW-5.2f the Hollywood Gatling wagon: a buckboard, its driver, the gun and its crew riding on it. */
export const GATLING_WAGON: ForceSpec = {
  key: "ow-gatling-wagon",
  name: "Gatling wagon (Hollywood)",
  era: "old-west",
  units: [],
  guns: [
    {
      key: "wagon-gatling",
      name: "Wagon-mounted Gatling gun",
      artillery: null,
      grade: "regular",
      crew: gatlingCrew("wagon-gatling"),
      leader: "wagon-gatling-commander",
      limber: { distance: null, state: "ok" },
      notes: "<p>Mounted on a wagon (Hollywood): always unlimbered, cannot fire while the wagon moves, fires only to the rear; the wagon is always in hit randomization; immobile if the wagon is incapacitated.</p>",
    },
  ],
  wagons: [
    {
      key: "gatling-wagon",
      name: "Gatling wagon",
      wagon: wagonRow("ow.buckboard"),
      driver: figure("gatling-wagon-driver", "Teamster", "gunman", "old-west", "regular", "regular", [ow("ow.revolver")]),
      passengers: GATLING_CREW.roles.map((role) => `wagon-gatling-${role}`),
      gun: "wagon-gatling",
    },
  ],
};

/* -------------------------------------------- documents */

/** What a wagon is, for its notes: its table row (OW-9.3). */
export function wagonNotes(w: Wagon): string {
  // Player wording from the row's numbers (the row's own `notes` say where each number comes from, for developers).
  const passengers = w.capacity.source === "ours" ? "<p>The printed rules give no passenger count: this one is the system's default.</p>" : "";
  return `<p><strong>${w.name}</strong></p><p>Team of ${w.team.animals} animals (${w.team.allowed.join(" or ")} allowed); carries ${wagonCapacity(w)}: driver and ${w.capacity.passengers} passengers. Moves ${w.movementCards.normal} card, ${w.movementCards.gallop} galloping; a runaway moves ${w.movementCards.runaway}.</p>${passengers}`;
}

/** The wagon actor's kind of a wagons-table row ("ow.conestoga" -> "conestoga"). */
export function wagonKindOf(w: Pick<Wagon, "id">): WagonKind {
  const kind = w.id.replace(/^ow\./, "");
  if (kind !== "stagecoach" && kind !== "buggy" && kind !== "conestoga" && kind !== "buckboard") throw new Error(`no wagon kind for ${w.id}`);
  return kind;
}

const WAGON_ICONS: Readonly<Record<WagonKind, IconName>> = { stagecoach: "stagecoach", buggy: "buggy", conestoga: "conestoga", buckboard: "buckboard" };

export function wagonSystem(w: Wagon, crew: Pick<WagonSource, "driverId" | "passengerIds" | "gatling" | "gunId"> = { driverId: null, passengerIds: [], gatling: false, gunId: null }): WagonSource {
  return {
    ...DEFAULTS.wagon(),
    kind: wagonKindOf(w),
    driverId: crew.driverId,
    passengerIds: crew.passengerIds,
    team: { state: "ok", animals: w.team.animals },
    gatling: crew.gatling,
    gunId: crew.gunId,
    notes: wagonNotes(w),
  };
}

export function wagonIcon(w: Wagon, gatling: boolean): IconName {
  return gatling ? "gatling-wagon" : WAGON_ICONS[wagonKindOf(w)];
}

export function figureSystem(f: FigureSpec, weaponId: string | null): FigureSource {
  const fresh = DEFAULTS.figure();
  return {
    ...fresh,
    guts: f.guts,
    accuracy: f.accuracy,
    melee: f.melee,
    endurance: f.endurance,
    reaction: reactionOf(f.guts),
    states: { ...fresh.states, mounted: f.mounted ?? false, hidden: f.hidden ?? false },
    leader: f.leader ? { rank: f.leader.rank, trained: f.leader.trained } : { rank: null, trained: f.trained ?? fresh.leader.trained },
    hero: f.hero ?? false,
    indian: f.indian ?? false,
    dynamite: f.dynamite
      ? { sticks: f.dynamite.charge === "stick" ? f.dynamite.quantity : 0, bundles: f.dynamite.charge === "bundle" ? f.dynamite.quantity : 0 }
      : { sticks: 0, bundles: 0 },
    weaponId,
    ruleFlags: { ...(f.ruleFlags ?? {}) },
    notes: f.notes ?? "",
  };
}

/** A figure and its embedded weapons; his dynamite is his counts (figureSystem), never an item too. */
function figureDoc(force: ForceSpec, f: FigureSpec, folder: string, sort: number): SourceDoc {
  const key = `${force.key}/${f.key}`;
  const items: EmbeddedDoc[] = f.weapons.map((row, i) => embeddedWeapon(key, row, (i + 1) * SORT_STEP));
  const size: TokenSize = f.mounted ? TOKEN_SIZES.mounted : TOKEN_SIZES.foot;
  return actorDoc({
    key,
    name: f.name,
    type: "figure",
    icon: f.icon,
    system: figureSystem(f, items[0]?._id ?? null),
    folder,
    sort,
    token: size,
    actorLink: true,
    items,
  });
}

/** Every actor of a force in its own folder of the pack. */
export function buildForce(force: ForceSpec, packName: string, folderSort: number): SourceDoc[] {
  const folder = folderDoc("Actor", `${packName}/${force.key}`, force.name, folderSort);
  const ref = (key: string) => actorUuid(`${force.key}/${key}`);
  const docs: SourceDoc[] = [folder];
  let sort = 0;
  const next = () => (sort += SORT_STEP);

  for (const unit of force.units) {
    const unitSystem: UnitSource = {
      ...DEFAULTS.unit(),
      kind: unit.kind,
      grade: unit.grade,
      era: force.era,
      members: unit.figures.map((f) => ref(f.key)),
      leaderId: ref(unit.leader),
      commanderId: unit.commander ? ref(unit.commander) : null,
      ruleFlags: { ...(unit.ruleFlags ?? {}) },
      notes: unit.notes,
    };
    docs.push(
      actorDoc({ key: `${force.key}/${unit.key}`, name: unit.name, type: "unit", icon: "unit", system: unitSystem, folder: folder._id, sort: next(), token: TOKEN_SIZES.foot, actorLink: true }),
    );
    for (const f of unit.figures) docs.push(figureDoc(force, f, folder._id, next()));
  }

  for (const gun of force.guns) {
    const crew = { crewIds: gun.crew.map((f) => ref(f.key)), leaderId: ref(gun.leader), limbered: false, limber: gun.limber, grade: gun.grade };
    const gunKey = `${force.key}/${gun.key}`;
    const system: GunSource = gun.artillery
      ? { ...artillerySystem(gun.artillery, crew), notes: gun.notes }
      : { ...gatlingSystem(crew), notes: gun.notes };
    const gatlingRow = frontierWeapon("ow.gatling-gun");
    docs.push(
      actorDoc({
        key: gunKey,
        name: gun.name,
        type: "gun",
        icon: gun.artillery ? gunIcon(gun.artillery) : "gatling",
        system,
        folder: folder._id,
        sort: next(),
        token: TOKEN_SIZES.gun,
        actorLink: true,
        items: gun.artillery ? [] : [embeddedWeapon(gunKey, gatlingRow, SORT_STEP)],
      }),
    );
    for (const f of gun.crew) docs.push(figureDoc(force, f, folder._id, next()));
  }

  for (const w of force.wagons) {
    const system = wagonSystem(w.wagon, {
      driverId: w.driver ? ref(w.driver.key) : null,
      passengerIds: w.passengers.map(ref),
      gatling: w.gun !== null,
      gunId: w.gun ? ref(w.gun) : null,
    });
    docs.push(
      actorDoc({ key: `${force.key}/${w.key}`, name: w.name, type: "wagon", icon: wagonIcon(w.wagon, w.gun !== null), system, folder: folder._id, sort: next(), token: TOKEN_SIZES.wagon, actorLink: true }),
    );
    if (w.driver) docs.push(figureDoc(force, w.driver, folder._id, next()));
  }
  return docs;
}

/** OW-5.2 a Gatling gun actor: no Table 3 row; its fire is the Gatling Gun row of Table 1 (an owned weapon). */
function gatlingSystem(crew: GunCrew): GunSource {
  return gunSystem({ kind: "gatling", weightClass: null, notes: "" }, crew);
}

function forcesPack(name: string, label: string, forces: readonly ForceSpec[]): PackSource {
  return { name, label, type: "Actor", docs: forces.flatMap((f, i) => buildForce(f, name, (i + 1) * SORT_STEP)) };
}

export function oldWestForcesPack(): PackSource {
  return forcesPack("old-west-forces", "Sample Forces (Old West)", OLD_WEST_FORCES);
}

export function napoleonicForcesPack(): PackSource {
  return forcesPack("napoleonic-forces", "Sample Forces (Napoleonic)", NAPOLEONIC_FORCES);
}

/** OW-9.3 the wagons pack: the four wagons, empty and ready, and the Hollywood Gatling wagon with its crew. */
export function wagonsPack(): PackSource {
  const folder = folderDoc("Actor", "wagons/wagons", "Wagons", SORT_STEP);
  const wagons = WAGONS.map((w, i) => {
    return actorDoc({ key: `wagons/${w.id}`, name: w.name, type: "wagon", icon: wagonIcon(w, false), system: wagonSystem(w), folder: folder._id, sort: (i + 1) * SORT_STEP, token: TOKEN_SIZES.wagon, actorLink: true });
  });
  return { name: "wagons", label: "Wagons (Old West)", type: "Actor", docs: [folder, ...wagons, ...buildForce(GATLING_WAGON, "wagons", 2 * SORT_STEP)] };
}
