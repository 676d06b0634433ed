/**
 * The starter adventures as data (OW-2, NAP-2 forces deployed on their maps): Dry Creek and Les
 * Trois Moulins, their sides, deployments, journals' words and options; adventures.ts turns them
 * into Adventure documents.
 */
import { LIVESTOCK } from "@rules/tables/livestock";
import { wagon as wagonRow } from "@rules/tables/wagons";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { type Era, type RulesOptions } from "@rules/options";
import { DRY_CREEK_SCENARIO, TROIS_MOULINS_SCENARIO, type ScenarioData } from "@rules/scenario";
import { TOKEN_SIZES, actorDoc } from "./actors";
import { figure, type ForceSpec } from "./force-lists";
import { NAPOLEONIC_FORCES } from "./napoleonic-forces";
import { OLD_WEST_FORCES } from "./old-west-forces";
import { buildForce } from "./forces";
import { herdSystem, livestockFlags } from "./livestock";
import { DRY_CREEK, VILLAGE, type MapSpec, type Point } from "./maps";
import { SORT_STEP, folderDoc, type SourceDoc } from "./docs";

export const ADVENTURES_PACK = "starter-adventures";

export type AdventureSide = "a" | "b" | "neutral";

/** CONST.TOKEN_DISPOSITIONS: side A friendly, side B hostile, the herd neutral. */
export const DISPOSITIONS: Readonly<Record<AdventureSide, number>> = { a: 1, b: -1, neutral: 0 };
/** CONST.WALL_SENSE_TYPES.NORMAL / WALL_MOVEMENT_TYPES.NORMAL; CONST.WALL_DOOR_TYPES.DOOR; DOOR_STATES.CLOSED. */
export const NORMAL = 20;
/** CONST.WALL_SENSE_TYPES.NONE: a window lets sight and light through. */
export const SENSE_NONE = 0;
export const DOOR = 1;
export const CLOSED = 0;
/** CONST.DRAWING_FILL_TYPES.NONE. */
export const DRAWING_FILL_NONE = 0;
/** CONST.TOKEN_DISPLAY_MODES.OWNER_HOVER. */
export const OWNER_HOVER = 20;
/** CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER: every player reads the briefing. */
export const OBSERVER = 2;

/** A group of actors deployed on one side: its documents (folder first) and where each of its groups stands. */
export interface Deployment {
  readonly name: string;
  readonly side: AdventureSide;
  readonly docs: readonly SourceDoc[];
  /** Top-left of each group's first row, in inches, in unitGroups order. */
  readonly anchors: readonly Point[];
  /** Tokens per row (a unit stands in rows of this many). */
  readonly perRow?: number;
  /** Inches between neighbouring tokens, in a row and row to row: 1 unless set; 0 bases touching (NAP-5.5 close order). */
  readonly gap?: number;
}

export interface AdventureSpec {
  readonly key: string;
  readonly name: string;
  readonly caption: string;
  readonly era: Era;
  readonly year: number;
  readonly hollywood: RulesOptions["hollywood"];
  readonly map: MapSpec;
  readonly sides: { readonly a: string; readonly b: string };
  readonly deployments: readonly Deployment[];
  readonly briefing: string;
  readonly victory: string;
  /**
   * The victory check (src/rules/scenario: the journal's victory conditions as data) and the actors
   * each of its roles names, by actor key (the force's key and the piece's: forces.ts).
   */
  readonly scenario: { readonly rules: ScenarioData; readonly roles: Readonly<Record<string, readonly string[]>> };
  readonly sort: number;
}

/** The adventure's starter flag, as src/foundry/adventure reads it. */
export interface StarterFlag {
  readonly version: 1;
  readonly sceneId: string;
  readonly journalId: string;
  readonly decks: true;
  /** Actor ids of each side (the import gives side A to the first player, side B to the second). */
  readonly sides: { readonly a: readonly string[]; readonly b: readonly string[] };
  /** One Combat entry per unit: the actor whose token stands for it (leader, gun, wagon, herd). */
  readonly combatants: readonly { readonly actorId: string; readonly name: string }[];
  /**
   * The victory check's data (src/foundry/adventure/scenario-flag.ts): the scenario's zones, objective
   * and conditions, each role's actor ids, the sides' names. The import copies it onto the Combat.
   */
  readonly scenario: {
    readonly rules: ScenarioData;
    readonly roles: Readonly<Record<string, readonly string[]>>;
    readonly names: { readonly a: string; readonly b: string };
  };
}

/* -------------------------------------------- forces */

const forceByKey = (forces: readonly ForceSpec[], key: string): ForceSpec => {
  const force = forces.find((f) => f.key === key);
  if (!force) throw new Error(`no sample force ${key}`);
  return force;
};

/** A sample force under the adventure's own keys (so its actor ids are its own), units renamed if asked. */
function rekey(force: ForceSpec, adventure: string, name: string, unitNames: Readonly<Record<string, string>> = {}): ForceSpec {
  return { ...force, key: `${adventure}/${force.key}`, name, units: force.units.map((u) => ({ ...u, name: unitNames[u.key] ?? u.name })) };
}

function deployForce(adventure: string, force: ForceSpec, side: AdventureSide, anchors: readonly Point[], sort: number, perRow?: number, gap?: number): Deployment {
  return { name: force.name, side, docs: buildForce(force, `${ADVENTURES_PACK}/${adventure}`, sort), anchors, ...(perRow ? { perRow } : {}), ...(gap !== undefined ? { gap } : {}) };
}

const P = (x: number, y: number): Point => ({ x, y });

/** A force on horseback: every unit cavalry, every figure mounted (its token a rider's, NAP-6/OW-7.1). */
function mounted(force: ForceSpec): ForceSpec {
  return { ...force, units: force.units.map((u) => ({ ...u, kind: "cavalry", figures: u.figures.map((f) => ({ ...f, mounted: true })) })) };
}

/* -------------------------------------------- the Old West adventure */

const BANK = "dry-creek";

/** OW-9.3 the stagecoach carrying the bank's money, its driver riding shotgun. */
const stage: ForceSpec = {
  key: `${BANK}/stage`,
  name: "Overland stage",
  era: "old-west",
  units: [],
  guns: [],
  wagons: [
    {
      key: "stagecoach",
      name: "Overland stagecoach",
      wagon: wagonRow("ow.stagecoach"),
      driver: figure("stage-driver", "Stage driver", "gunman", "old-west", "regular", "regular", [frontierWeapon("ow.shotgun"), frontierWeapon("ow.revolver")]),
      passengers: [],
      gun: null,
    },
  ],
};

/** OW-9.2 the livery's cattle: a herd in the corral, neutral (the GM's), ready to stampede. */
function cattleHerd(): Deployment {
  const cattle = LIVESTOCK.find((a) => a.id === "ow.cattle");
  if (!cattle) throw new Error("no cattle row");
  const folder = folderDoc("Actor", `${ADVENTURES_PACK}/${BANK}/herd`, "Livery cattle", 3 * SORT_STEP);
  const herd = actorDoc({
    key: `${BANK}/cattle-herd`,
    name: "Livery cattle",
    type: "herd",
    icon: "cattle",
    system: herdSystem(cattle),
    folder: folder._id,
    sort: SORT_STEP,
    token: TOKEN_SIZES.herd,
    actorLink: true,
    systemFlags: livestockFlags(cattle),
  });
  return { name: "Livery cattle", side: "neutral", docs: [folder, herd], anchors: [P(32.5, 7.5)] };
}

const DRY_CREEK_JOB: AdventureSpec = {
  key: BANK,
  name: "The Dry Creek Bank Job",
  caption: "Old West: a gang, a posse, a stagecoach and a herd of cattle.",
  era: "old-west",
  year: 1876,
  hollywood: { dynamite: true, animals: true, wagonGatling: false, heroes: true },
  map: DRY_CREEK,
  sides: { a: "The Dry Creek gang", b: "The law" },
  deployments: [
    // The gang inside the bank, its back row at the front windows (maps.ts): Bandit (dynamite) at the west one.
    deployForce(BANK, rekey(forceByKey(OLD_WEST_FORCES, "ow-bandits"), BANK, "The Dry Creek gang", { gang: "Dry Creek gang" }), "a", [P(18, 10.5)], SORT_STEP, 3),
    // The posse reined in on Main Street by the stage, in sight of the west window and within a throw of it (OW-6.1.1: 4").
    deployForce(BANK, mounted(rekey(forceByKey(OLD_WEST_FORCES, "ow-posse"), BANK, "The law", { posse: "Marshal's posse" })), "b", [P(14.5, 15.5)], 2 * SORT_STEP, 3),
    deployForce(BANK, stage, "b", [P(20.5, 15.5)], 2 * SORT_STEP + 1),
    cattleHerd(),
  ],
  briefing:
    "<p>Dry Creek, 1876. The Overland stage has just brought the mine's payroll to the bank, and the gang is already inside: the boss, four guns and a bag of dynamite, behind the bank's stone walls and its two front windows either side of the shut door. The marshal's posse has ridden in from the west end of Main Street and reined in by the stage; the stage driver is still on his box in front of the bank's door. In the corral by the livery barn, ten head of cattle do not like gunfire.</p>" +
    "<p>The gang plays side A (friendly tokens), the law side B (hostile tokens); the GM runs the cattle. Hollywood options are on: the hero, dynamite, animals.</p>",
  victory:
    "<ul><li><strong>The gang</strong> wins if at least two of its figures leave the table by the east edge (across the bridge) before the end of turn 6, or if the posse falls back off the table.</li><li><strong>The law</strong> wins if the boss is incapacitated or the gang is reduced to two figures still standing.</li><li>Anything else is a draw: the money is scattered in the street.</li></ul>",
  // the boss (a figure) and the marshal's posse (a unit): the sample forces' keys under the adventure's
  scenario: { rules: DRY_CREEK_SCENARIO, roles: { boss: [`${BANK}/ow-bandits/boss`], posse: [`${BANK}/ow-posse/posse`] } },
  sort: SORT_STEP,
};

/* -------------------------------------------- the Napoleonic adventure */

const VILL = "trois-moulins";

const LES_TROIS_MOULINS: AdventureSpec = {
  key: VILL,
  name: "The Bridge at Les Trois Moulins",
  caption: "Horse and Musket: a village held by a section and a gun against two troops of light dragoons.",
  era: "napoleonic",
  year: 1809,
  hollywood: { dynamite: false, animals: false, wagonGatling: false, heroes: false },
  map: VILLAGE,
  sides: { a: "The garrison", b: "The dragoon squadron" },
  deployments: [
    // NAP-5.5 two ranks of five, bases touching: close order, as the first turn's page says.
    deployForce(VILL, rekey(forceByKey(NAPOLEONIC_FORCES, "nap-line-section"), VILL, "The garrison"), "a", [P(21, 18.5)], SORT_STEP, 5, 0),
    deployForce(VILL, rekey(forceByKey(NAPOLEONIC_FORCES, "nap-6pdr"), VILL, "The garrison's gun"), "a", [P(31.5, 29)], SORT_STEP + 1, 4),
    deployForce(VILL, rekey(forceByKey(NAPOLEONIC_FORCES, "nap-light-dragoons"), `${VILL}/1`, "Dragoons, 1st troop", { "light-dragoons": "Light dragoons, 1st troop" }), "b", [P(48.5, 15)], 2 * SORT_STEP, 6),
    deployForce(VILL, rekey(forceByKey(NAPOLEONIC_FORCES, "nap-light-dragoons"), `${VILL}/2`, "Dragoons, 2nd troop", { "light-dragoons": "Light dragoons, 2nd troop" }), "b", [P(48.5, 22.8)], 2 * SORT_STEP + 1, 6),
  ],
  briefing:
    "<p>Spain, 1809. A section of line infantry and a 6-pounder hold the village of Les Trois Moulins and the bridge over the mill stream. Two troops of light dragoons have found the bridge and mean to cross it before the column behind them arrives.</p>" +
    "<p>The garrison plays side A (friendly tokens), the dragoons side B (hostile tokens). The stream can only be crossed at the bridge; the church and the farmhouse are stone, the inn and the cottage timber.</p>",
  victory:
    "<ul><li><strong>The dragoons</strong> win if, at the end of any turn from turn 5, they have more figures west of the stream than the garrison has figures still standing within 6\" of the crossroads, or if the gun's crew is driven off.</li><li><strong>The garrison</strong> wins if both troops are below half strength, or if no dragoon is west of the stream at the end of turn 8.</li></ul>",
  // the gun (its crew's actor) and both troops of dragoons (units)
  scenario: {
    rules: TROIS_MOULINS_SCENARIO,
    roles: { gun: [`${VILL}/nap-6pdr/six-pounder`], troops: [`${VILL}/1/nap-light-dragoons/light-dragoons`, `${VILL}/2/nap-light-dragoons/light-dragoons`] },
  },
  sort: 2 * SORT_STEP,
};

export const ADVENTURES: readonly AdventureSpec[] = [DRY_CREEK_JOB, LES_TROIS_MOULINS];
