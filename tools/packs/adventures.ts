/**
 * The starter adventures: two Adventure documents, each holding everything a first
 * game needs — a scene in inches with its map (tools/packs/maps.ts) and walls, the forces as
 * actors (built by tools/packs/forces.ts, so units name their members and leaders by
 * "Actor.<id>") with their tokens placed, a journal (briefing, forces, victory, first turn),
 * and the options in flags:
 *
 * - the scene's `flags.combat-patrol.overrides` (era, year, Hollywood options), read by
 *   currentOptions like any scene's overrides;
 * - the adventure's `flags.combat-patrol.starter`: the sides (actor ids), the combatants (one
 *   token per unit, as the scenario setup picks them) and `decks: true`. The system's
 *   importAdventure hook (src/foundry/adventure) reads it: it creates the decks through the
 *   setup's DeckService, gives each side to a player, creates the Combat, and "Begin Combat"
 *   then rolls the command dice of turn 1.
 *
 * Foundry imports an Adventure with `keepId: true` (v13 client/documents/adventure.mjs,
 * Adventure#importContent: "keepId: true, // Keep adventure document IDs"), so the "Actor.<id>"
 * references and the tokens' actorId resolve in the world exactly as they do here. It creates
 * them in the order of BaseAdventure's schema (common/documents/adventure.mjs: actors, combats,
 * items, journal, scenes, …, folders), so the actors exist before the scene's tokens. Its
 * Adventure.fromSource drops actors and items from a pack without a `system` ("Omit
 * system-specific documents"): the manifest entry of this pack names ours. The CLI stores an
 * adventure as one entry ("!adventures!<id>") with its documents inline.
 */
import { LIVESTOCK } from "@rules/tables/livestock";
import { wagon as wagonRow } from "@rules/tables/wagons";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { sceneOverrideForm, type Era, type RulesOptions } from "@rules/options";
import { packActorFrom, unitGroups, type PackActor } from "@foundry/setup/plan";
import { TOKEN_SIZES, actorDoc } from "./actors";
import { NAPOLEONIC_FORCES, OLD_WEST_FORCES, buildForce, figure, type ForceSpec } from "./forces";
import { herdSystem, livestockFlags } from "./livestock";
import { DRY_CREEK, PX_PER_INCH, VILLAGE, mapPath, mapWalls, type MapSpec, type Point } from "./maps";
import { STATS, SORT_STEP, docId, folderDoc, journalPage, type PackSource, type SourceDoc } from "./docs";
import { bannerPath } from "./banners";
import { firstTurnPage } from "./first-turn";
import { sceneMap } from "./scene-level";

export const ADVENTURES_PACK = "starter-adventures";

export type AdventureSide = "a" | "b" | "neutral";

/** CONST.TOKEN_DISPOSITIONS: side A friendly, side B hostile, the herd neutral. */
const DISPOSITIONS: Readonly<Record<AdventureSide, number>> = { a: 1, b: -1, neutral: 0 };
/** CONST.WALL_SENSE_TYPES.NORMAL / WALL_MOVEMENT_TYPES.NORMAL; CONST.WALL_DOOR_TYPES.DOOR; DOOR_STATES.CLOSED. */
const NORMAL = 20;
const DOOR = 1;
const CLOSED = 0;
/** CONST.DRAWING_FILL_TYPES.NONE. */
const DRAWING_FILL_NONE = 0;
/** CONST.TOKEN_DISPLAY_MODES.OWNER_HOVER. */
const OWNER_HOVER = 20;
/** CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER: every player reads the briefing. */
const OBSERVER = 2;

/** A group of actors deployed on one side: its documents (folder first) and where each of its groups stands. */
export interface Deployment {
  readonly name: string;
  readonly side: AdventureSide;
  readonly docs: readonly SourceDoc[];
  /** Top-left of each group's first row, in inches, in unitGroups order. */
  readonly anchors: readonly Point[];
  /** Tokens per row (a unit stands in rows of this many, one inch apart). */
  readonly perRow?: number;
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

function deployForce(adventure: string, force: ForceSpec, side: AdventureSide, anchors: readonly Point[], sort: number, perRow?: number): Deployment {
  return { name: force.name, side, docs: buildForce(force, `${ADVENTURES_PACK}/${adventure}`, sort), anchors, ...(perRow ? { perRow } : {}) };
}

const P = (x: number, y: number): Point => ({ x, y });

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
    deployForce(BANK, rekey(forceByKey(OLD_WEST_FORCES, "ow-bandits"), BANK, "The Dry Creek gang", { gang: "Dry Creek gang" }), "a", [P(18, 9.5)], SORT_STEP, 3),
    deployForce(BANK, rekey(forceByKey(OLD_WEST_FORCES, "ow-posse"), BANK, "The law", { posse: "Marshal's posse" }), "b", [P(1.5, 16)], 2 * SORT_STEP, 3),
    deployForce(BANK, stage, "b", [P(12, 15.5)], 2 * SORT_STEP + 1),
    cattleHerd(),
  ],
  briefing:
    "<p>Dry Creek, 1876. The Overland stage has just brought the mine's payroll to the bank, and the gang is already inside: the boss, four guns and a bag of dynamite. The marshal's posse rides in from the west end of Main Street; the stage driver is still on his box in front of the bank. In the corral by the livery barn, ten head of cattle do not like gunfire.</p>" +
    "<p>The gang plays side A (friendly tokens), the law side B (hostile tokens); the GM runs the cattle. Hollywood options are on: the hero, dynamite, animals.</p>",
  victory:
    "<ul><li><strong>The gang</strong> wins if at least two of its figures leave the table by the east edge (across the bridge) before the end of turn 6, or if the posse falls back off the table.</li><li><strong>The law</strong> wins if the boss is incapacitated or the gang is reduced to two figures still standing.</li><li>Anything else is a draw: the money is scattered in the street.</li></ul>",
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
    deployForce(VILL, rekey(forceByKey(NAPOLEONIC_FORCES, "nap-line-section"), VILL, "The garrison"), "a", [P(21, 18.5)], SORT_STEP, 5),
    deployForce(VILL, rekey(forceByKey(NAPOLEONIC_FORCES, "nap-6pdr"), VILL, "The garrison's gun"), "a", [P(31.5, 29)], SORT_STEP + 1, 4),
    deployForce(VILL, rekey(forceByKey(NAPOLEONIC_FORCES, "nap-light-dragoons"), `${VILL}/1`, "Dragoons, 1st troop", { "light-dragoons": "Light dragoons, 1st troop" }), "b", [P(48.5, 15)], 2 * SORT_STEP, 6),
    deployForce(VILL, rekey(forceByKey(NAPOLEONIC_FORCES, "nap-light-dragoons"), `${VILL}/2`, "Dragoons, 2nd troop", { "light-dragoons": "Light dragoons, 2nd troop" }), "b", [P(48.5, 22.8)], 2 * SORT_STEP + 1, 6),
  ],
  briefing:
    "<p>Spain, 1809. A section of line infantry and a 6-pounder hold the village of Les Trois Moulins and the bridge over the mill stream. Two troops of light dragoons have found the bridge and mean to cross it before the column behind them arrives.</p>" +
    "<p>The garrison plays side A (friendly tokens), the dragoons side B (hostile tokens). The stream can only be crossed at the bridge; the church and the farmhouse are stone, the inn and the cottage timber.</p>",
  victory:
    "<ul><li><strong>The dragoons</strong> win if, at the end of any turn from turn 5, they have more figures west of the stream than the garrison has figures still standing within 6\" of the crossroads, or if the gun's crew is driven off.</li><li><strong>The garrison</strong> wins if both troops are below half strength, or if no dragoon is west of the stream at the end of turn 8.</li></ul>",
  sort: 2 * SORT_STEP,
};

export const ADVENTURES: readonly AdventureSpec[] = [DRY_CREEK_JOB, LES_TROIS_MOULINS];

/* -------------------------------------------- documents */

/** Strip the CLI keys: inside an Adventure, documents are stored inline, without `_key`. */
function inline<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inline) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== "_key") out[k] = inline(v);
    return out as T;
  }
  return value;
}

const px = (inches: number): number => Math.round(inches * PX_PER_INCH);

export interface PlacedGroup {
  readonly name: string;
  readonly side: AdventureSide;
  /** The actor whose token stands for the group in the Combat. */
  readonly combatantId: string | null;
  readonly tokens: readonly { readonly actor: PackActor; readonly x: number; readonly y: number }[];
}

/** The groups of a deployment, each in rows from its anchor, tokens one inch apart (positions in inches). */
export function placeGroups(d: Deployment): PlacedGroup[] {
  const actors = d.docs.filter((doc) => !doc._key.startsWith("!folders!")).map(packActorFrom).filter((a): a is PackActor => a !== null);
  const byId = new Map(actors.map((a) => [a._id, a]));
  const groups = unitGroups(actors);
  if (groups.length !== d.anchors.length) throw new Error(`${d.name}: ${groups.length} groups, ${d.anchors.length} anchors`);
  const perRow = d.perRow ?? 5;
  return groups.map((g, i) => {
    const anchor = d.anchors[i]!;
    const members = g.tokenIds.map((id) => byId.get(id)).filter((a): a is PackActor => a !== undefined);
    const tokens: { actor: PackActor; x: number; y: number }[] = [];
    let x = anchor.x;
    let y = anchor.y;
    let depth = 0;
    members.forEach((actor, k) => {
      if (k > 0 && k % perRow === 0) {
        x = anchor.x;
        y += depth + 1;
        depth = 0;
      }
      tokens.push({ actor, x, y });
      x += actor.tokenSize.width + 1;
      depth = Math.max(depth, actor.tokenSize.height);
    });
    return { name: g.name, side: d.side, combatantId: g.leaderId ?? members[0]?._id ?? null, tokens };
  });
}

function tokenDoc(adventure: string, actorSource: SourceDoc, t: { actor: PackActor; x: number; y: number }, side: AdventureSide, sort: number): Record<string, unknown> {
  return {
    _id: docId("token", `${adventure}/${t.actor._id}`),
    name: t.actor.name,
    actorId: t.actor._id,
    actorLink: true,
    x: px(t.x),
    y: px(t.y),
    width: t.actor.tokenSize.width,
    height: t.actor.tokenSize.height,
    texture: { src: actorSource.img },
    disposition: DISPOSITIONS[side],
    displayName: OWNER_HOVER,
    rotation: 0,
    hidden: false,
    locked: false,
    sort,
    flags: {},
  };
}

function wallDocs(adventure: string, map: MapSpec): Record<string, unknown>[] {
  return mapWalls(map).map((s, i) => ({
    _id: docId("wall", `${adventure}/${i}`),
    c: [px(s.a.x), px(s.a.y), px(s.b.x), px(s.b.y)],
    light: NORMAL,
    move: NORMAL,
    sight: NORMAL,
    sound: NORMAL,
    dir: 0,
    door: s.door ? DOOR : 0,
    ds: CLOSED,
    flags: {},
  }));
}

/**
 * NAP-8.1 each bridge of a Napoleonic map as a Drawing the GM's engineers can blow up: flagged
 * `flags["combat-patrol"].bridge = true` (canvas/bridge.ts reads it), over the bridge's footprint,
 * a thin outline only (BaseDrawing must show a fill, a line or a text). No `author`: Foundry's
 * DocumentAuthorField fills in the importing GM (`initial: () => game.user?.id`, nullable false).
 */
function bridgeDrawings(adventure: string, map: MapSpec): Record<string, unknown>[] {
  return map.bridges.map((b, i) => ({
    _id: docId("drawing", `${adventure}/bridge/${i}`),
    shape: { type: "r", width: px(b.w), height: px(b.h), radius: null, points: [] },
    x: px(b.x),
    y: px(b.y),
    elevation: 0,
    sort: 0,
    rotation: 0,
    bezierFactor: 0,
    fillType: DRAWING_FILL_NONE,
    fillColor: "#ffffff",
    fillAlpha: 0,
    strokeWidth: 4,
    strokeColor: "#3a2612",
    strokeAlpha: 0.6,
    texture: null,
    text: "",
    fontFamily: "Signika",
    fontSize: 48,
    textColor: "#ffffff",
    textAlpha: 1,
    hidden: false,
    locked: true,
    interface: false,
    flags: { "combat-patrol": { bridge: true } },
  }));
}

/** The forces page: each side's groups, their leaders and strength, from the documents themselves. */
function forcesPage(spec: AdventureSpec, placed: readonly PlacedGroup[]): string {
  const side = (s: AdventureSide, title: string) => {
    const rows = placed
      .filter((g) => g.side === s)
      .map((g) => {
        const leader = g.tokens.find((t) => t.actor._id === g.combatantId)?.actor.name ?? "";
        const figures = g.tokens.filter((t) => t.actor.type === "figure").length;
        return `<li><strong>${g.name}</strong>: ${figures === 0 ? "one token" : `${figures} ${figures === 1 ? "figure" : "figures"}`}${leader && leader !== g.name ? `, led by ${leader}` : ""}</li>`;
      })
      .join("");
    return rows ? `<h2>${title}</h2><ul>${rows}</ul>` : "";
  };
  return `${side("a", `Side A: ${spec.sides.a}`)}${side("b", `Side B: ${spec.sides.b}`)}${side("neutral", "The GM's")}<p>Every unit is linked: open a unit's sheet to see its members and leader; the figures carry their weapons.</p>`;
}

export function adventureDoc(spec: AdventureSpec): SourceDoc {
  const _id = docId("adventure", spec.key);
  const sceneId = docId("scene", spec.key);
  const journalId = docId("journal", `adventure/${spec.key}`);
  const topFolder = folderDoc("Actor", `${ADVENTURES_PACK}/${spec.key}`, spec.name, spec.sort);

  const placed = spec.deployments.flatMap(placeGroups);
  const sources = new Map(spec.deployments.flatMap((d) => d.docs).map((doc) => [doc._id, doc]));
  const sideOf = new Map<string, AdventureSide>();
  for (const g of placed) for (const t of g.tokens) sideOf.set(t.actor._id, g.side);
  for (const d of spec.deployments) for (const doc of d.docs) if (!doc._key.startsWith("!folders!") && !sideOf.has(doc._id)) sideOf.set(doc._id, d.side);

  const folders = [topFolder, ...spec.deployments.flatMap((d) => d.docs.filter((doc) => doc._key.startsWith("!folders!")).map((f) => ({ ...f, folder: topFolder._id })))];
  const actors = spec.deployments.flatMap((d) =>
    d.docs
      .filter((doc) => !doc._key.startsWith("!folders!"))
      .map((doc) => ({ ...doc, prototypeToken: { ...(doc.prototypeToken as object), disposition: DISPOSITIONS[d.side] } })),
  );
  let sort = 0;
  const tokens = placed.flatMap((g) => g.tokens.map((t) => tokenDoc(spec.key, sources.get(t.actor._id)!, t, g.side, (sort += 1))));

  const { width, height } = spec.map;
  const scene = {
    _id: sceneId,
    name: spec.map.title,
    active: false,
    navigation: true,
    navOrder: 0,
    navName: "",
    ...sceneMap(spec.key, `systems/combat-patrol/${mapPath(spec.map.key)}`, spec.map.ground),
    width: px(width),
    height: px(height),
    padding: 0,
    initial: { x: px(width / 2), y: px(height / 2), scale: 0.25 },
    grid: { type: 0, size: PX_PER_INCH, distance: 1, units: "in" },
    tokenVision: false,
    fog: { exploration: false },
    tokens,
    walls: wallDocs(spec.key, spec.map),
    // NAP-8.1 a Napoleonic map's bridges are marked for the engineers (canvas/bridge.ts).
    drawings: spec.era === "napoleonic" ? bridgeDrawings(spec.key, spec.map) : [],
    lights: [],
    notes: [],
    sounds: [],
    regions: [],
    templates: [],
    tiles: [],
    journal: journalId,
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: { "combat-patrol": { overrides: sceneOverrideForm({ era: spec.era, year: spec.year, hollywood: spec.hollywood }) } },
    _stats: STATS,
  };

  const journal = {
    _id: journalId,
    name: spec.name,
    pages: [
      journalPage(spec.key, "Briefing", spec.briefing, SORT_STEP),
      journalPage(spec.key, "Forces", forcesPage(spec, placed), 2 * SORT_STEP),
      journalPage(spec.key, "Victory conditions", spec.victory, 3 * SORT_STEP),
      journalPage(spec.key, "Your first turn", firstTurnPage(), 4 * SORT_STEP),
    ],
    categories: [],
    folder: null,
    sort: 0,
    ownership: { default: OBSERVER },
    flags: {},
    _stats: STATS,
  };

  const ids = (s: "a" | "b") => actors.filter((a) => sideOf.get(a._id) === s).map((a) => a._id);
  const starter: StarterFlag = {
    version: 1,
    sceneId,
    journalId,
    decks: true,
    sides: { a: ids("a"), b: ids("b") },
    combatants: placed.filter((g) => g.combatantId !== null).map((g) => ({ actorId: g.combatantId!, name: g.name })),
  };

  return {
    _id,
    _key: `!adventures!${_id}`,
    name: spec.name,
    img: bannerPath(spec.key),
    caption: spec.caption,
    description: `${spec.briefing}<p>Import it, open the journal "${spec.name}" and follow "Your first turn".</p>`,
    actors: inline(actors),
    combats: [],
    items: [],
    journal: [journal],
    scenes: [scene],
    tables: [],
    macros: [],
    cards: [],
    playlists: [],
    folders: inline(folders),
    folder: null,
    sort: spec.sort,
    flags: { "combat-patrol": { starter } },
    _stats: STATS,
  };
}

export function adventuresPack(): PackSource {
  return { name: ADVENTURES_PACK, label: "Starter Adventures", type: "Adventure", docs: ADVENTURES.map(adventureDoc) };
}
