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
import { sceneOverrideForm } from "@rules/options";
import { unitGroups } from "@foundry/setup/forces";
import { packActorFrom, type PackActor } from "@foundry/setup/pack-actors";
import { PX_PER_INCH, mapPath, mapWalls, type MapSpec } from "./maps";
import { STATS, SORT_STEP, docId, folderDoc, journalPage, type PackSource, type SourceDoc } from "./docs";
import { bannerPath } from "./banners";
import { firstTurnPage } from "./first-turn";
import { sceneMap } from "./scene-level";
import { obstacleWallDocs, regionDocs } from "./map-terrain";
import { ADVENTURES, ADVENTURES_PACK, type AdventureSide, DISPOSITIONS, NORMAL, SENSE_NONE, DOOR, CLOSED, DRAWING_FILL_NONE, OWNER_HOVER, OBSERVER, type AdventureSpec, type Deployment, type StarterFlag } from "./adventure-specs";

export { ADVENTURES, ADVENTURES_PACK, type AdventureSpec, type Deployment, type StarterFlag } from "./adventure-specs";

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

interface PlacedGroup {
  readonly name: string;
  readonly side: AdventureSide;
  /** The actor whose token stands for the group in the Combat. */
  readonly combatantId: string | null;
  /** The figure who leads it (a wagon's driver), named on the forces page. */
  readonly leaderId: string | null;
  readonly tokens: readonly { readonly actor: PackActor; readonly x: number; readonly y: number }[];
}

/** The groups of a deployment, each in rows from its anchor, tokens `gap` inches apart (positions in inches). */
export function placeGroups(d: Deployment): PlacedGroup[] {
  const actors = d.docs.filter((doc) => !doc._key.startsWith("!folders!")).map(packActorFrom).filter((a): a is PackActor => a !== null);
  const byId = new Map(actors.map((a) => [a._id, a]));
  const groups = unitGroups(actors);
  if (groups.length !== d.anchors.length) throw new Error(`${d.name}: ${groups.length} groups, ${d.anchors.length} anchors`);
  const perRow = d.perRow ?? 5;
  const gap = d.gap ?? 1;
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
        y += depth + gap;
        depth = 0;
      }
      tokens.push({ actor, x, y });
      x += actor.tokenSize.width + gap;
      depth = Math.max(depth, actor.tokenSize.height);
    });
    // OW-9.3a "A wagon is its own unit": its Combat entry is the wagon (its driver is his own piece, no unit's member).
    const combatantId = g.kind === "wagon" ? g.cardId : (g.leaderId ?? members[0]?._id ?? null);
    return { name: g.name, side: d.side, combatantId, leaderId: g.leaderId ?? members[0]?._id ?? null, tokens };
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

/**
 * The buildings' walls: a door is Foundry's door (closed); a window is flagged `window` (the rules
 * read it as the building's wall that lets sight through: hard cover, seen and seeing) and lets
 * sight and light through on the canvas too (sense NONE), so what the players see is what the
 * rules read; it still stops a token and sound.
 */
function wallDocs(adventure: string, map: MapSpec): Record<string, unknown>[] {
  return mapWalls(map).map((s, i) => ({
    _id: docId("wall", `${adventure}/${i}`),
    c: [px(s.a.x), px(s.a.y), px(s.b.x), px(s.b.y)],
    light: s.window ? SENSE_NONE : NORMAL,
    move: NORMAL,
    sight: s.window ? SENSE_NONE : NORMAL,
    sound: NORMAL,
    dir: 0,
    door: s.door ? DOOR : 0,
    ds: CLOSED,
    flags: s.window ? { "combat-patrol": { window: true } } : {},
  }));
}

/**
 * NAP-8.1 each bridge of a Napoleonic map as a Drawing the GM's engineers can blow up: flagged
 * `flags["combat-patrol"].bridge = true` (canvas/bridge-plan.ts reads it), over the bridge's footprint,
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
        const leader = g.tokens.find((t) => t.actor._id === g.leaderId)?.actor.name ?? "";
        const figures = g.tokens.filter((t) => t.actor.type === "figure").length;
        return `<li><strong>${g.name}</strong>: ${figures === 0 ? "one token" : `${figures} ${figures === 1 ? "figure" : "figures"}`}${leader && leader !== g.name ? `, led by ${leader}` : ""}</li>`;
      })
      .join("");
    return rows ? `<h2>${title}</h2><ul>${rows}</ul>` : "";
  };
  return `${side("a", `Side A: ${spec.sides.a}`)}${side("b", `Side B: ${spec.sides.b}`)}${side("neutral", "The GM's")}<p>Every unit is linked: open a unit's sheet to see its members and leader; the figures carry their weapons.</p>`;
}

/** Each role's actor ids (from the actor keys the spec names); a key naming no actor of the adventure fails the build. */
function roleIds(spec: AdventureSpec, actorIds: ReadonlySet<string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(spec.scenario.roles).map(([role, keys]) => [
      role,
      keys.map((key) => {
        const id = docId("actor", key);
        if (!actorIds.has(id)) throw new Error(`${spec.name}: the role ${role} names ${key}, no actor of the adventure`);
        return id;
      }),
    ]),
  );
}

function adventureDoc(spec: AdventureSpec): SourceDoc {
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
    // The buildings' walls and doors, then the fences, hedges and field walls as the rules' obstacles (map-terrain.ts).
    walls: [...wallDocs(spec.key, spec.map), ...obstacleWallDocs(spec.key, spec.map)],
    // NAP-8.1 a Napoleonic map's bridges are marked for the engineers (canvas/bridge-plan.ts).
    drawings: spec.era === "napoleonic" ? bridgeDrawings(spec.key, spec.map) : [],
    lights: [],
    notes: [],
    sounds: [],
    // Woods, water, the bridge, roads and buildings as Terrain regions, where the map draws them.
    regions: regionDocs(spec.key, spec.map),
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
      journalPage(spec.key, "Your first turn", firstTurnPage(spec), 4 * SORT_STEP),
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
    scenario: { rules: spec.scenario.rules, roles: roleIds(spec, new Set(actors.map((a) => a._id))), names: spec.sides },
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
