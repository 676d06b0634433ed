/**
 * A starter adventure on the table double, exactly as its pack source holds it
 * (packs/starter-adventures/*.json, written by `npm run packs:generate` from tools/packs; read
 * as plain JSON, no pack compile, no Foundry):
 * - every actor as its stored source (figures with their stats, each armed with the weapon item
 *   its weaponId names, by that item's table row; units, guns, wagons and herds with their
 *   members, crews, drivers and leaders as the pack links them);
 * - every token of the adventure's scene where it stands (the scene's grid: pixels per inch),
 *   read as the canvas reads a token (canvas/figures.ts figureFromTokenData; a gun keeps its
 *   stored facing, as canvas/tokens.ts figureFromToken), its facing, its disposition (side A
 *   friendly, side B hostile: what roles/allegiance.ts reads) and its centre (dynamite);
 * - the scene's Terrain regions and walls as the scene role reads them (sceneTerrainOf, on the
 *   viewed scene), its walls in inches (breach, openings), its drawings (bridges), the ground it
 *   marks impassable to riders, each herd's stampede ground, and the units whose tokens stand
 *   in close order (NAP-5.5: measured from the tokens, as canvas/close-order.ts does) and, for
 *   their figures, the front arc measured from the tokens as they stand (NAP-5.4.2, as canvas/range.ts reads it);
 * - the owners as the import gives them (adventure/starter.ts sideOwners over Alice and Bob):
 *   side A to PLAYER (Alice), side B to OTHER (Bob), anything on neither side (the cattle) to
 *   nobody but the GM;
 * - the rules options: the defaults under the scene's overrides (settings/current.ts).
 * - an Action Deck for each player in the deck's order (a test stacks the cards it needs).
 * Left out: the journal (read with `journalText`), the Combat and its combatants, the
 * Activation Deck as the import builds it (the double's own stands; tests name the card in
 * play), a herd's central token id (its first token is central).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "@rules/zod";
import { detectCloseOrder, type Figure, type Point } from "@rules/geometry";
import { DEFAULT_OPTIONS, applySceneOverrides, sceneOverridesFrom } from "@rules/options";
import type { FigureSource, GunSource, HerdSource, UnitSource, WagonSource } from "@foundry/data/sources";
import { figureFromTokenData, toInches } from "@foundry/canvas/figures";
import { impassableAreas, sceneObstacles } from "@foundry/canvas/obstacles";
import { isWindowWall, obstacleFlag } from "@foundry/canvas/wall-flags";
import { sideOwners, starterFlagFrom } from "@foundry/adventure/starter";
import { VIEWED_SCENE, V13_WALL_CONSTANTS } from "./roles/scene";
import { DOUBLE_GRID, OTHER, PLAYER, TableDouble } from "./table";

const PACK_DIR = join("packs", "starter-adventures");

/* ------------------------------------------------------------------ the pack source's shape */

const itemSource = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  system: z.object({
    tableId: z.optional(z.string()),
    range: z.optional(
      z.object({ short: z.nullable(z.number()), medium: z.nullable(z.number()), long: z.nullable(z.number()) }),
    ),
    rof: z.optional(z.object({ short: z.number(), medium: z.number(), long: z.number() })),
    hth: z.optional(z.number()),
  }),
});
const actorSource = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.string(),
  system: z.record(z.string(), z.unknown()),
  items: z.array(itemSource),
});
const tokenSource = z.object({
  _id: z.string(),
  name: z.string(),
  actorId: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  rotation: z.number(),
  disposition: z.number(),
  flags: z.unknown(),
});
const wallSource = z.object({
  _id: z.string(),
  c: z.array(z.number()),
  door: z.number(),
  ds: z.number(),
  sight: z.number(),
  flags: z.unknown(),
});
const regionSource = z.object({
  _id: z.string(),
  name: z.string(),
  shapes: z.array(z.unknown()),
  behaviors: z.array(z.object({ type: z.string(), disabled: z.optional(z.boolean()), system: z.unknown() })),
});
const drawingSource = z.object({
  _id: z.string(),
  x: z.number(),
  y: z.number(),
  rotation: z.number(),
  shape: z.object({
    type: z.nullish(z.string()),
    width: z.nullish(z.number()),
    height: z.nullish(z.number()),
    points: z.nullish(z.array(z.number())),
  }),
  flags: z.record(z.string(), z.unknown()),
});
const sceneSource = z.object({
  _id: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  grid: z.object({ size: z.number(), distance: z.number() }),
  tokens: z.array(tokenSource),
  walls: z.array(wallSource),
  regions: z.array(regionSource),
  drawings: z.array(drawingSource),
  flags: z.record(z.string(), z.unknown()),
});
const adventureSource = z.object({
  _id: z.string(),
  name: z.string(),
  actors: z.array(actorSource),
  scenes: z.array(sceneSource),
  journal: z.array(
    z.object({ pages: z.array(z.object({ name: z.string(), text: z.object({ content: z.string() }) })) }),
  ),
  flags: z.record(z.string(), z.unknown()),
});

export type AdventureSource = z.infer<typeof adventureSource>;
export type AdventureActor = z.infer<typeof actorSource>;
export type AdventureToken = z.infer<typeof tokenSource>;

let sources: AdventureSource[] | null = null;

/** Every starter adventure as its pack source holds it (read once). */
export function adventureSources(): AdventureSource[] {
  sources ??= readdirSync(PACK_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => adventureSource.parse(JSON.parse(readFileSync(join(PACK_DIR, f), "utf8"))));
  return sources;
}

/** One starter adventure's source, by name. */
export function adventureSourceNamed(name: string): AdventureSource {
  const found = adventureSources().find((a) => a.name === name);
  if (!found) throw new Error(`no starter adventure "${name}" in ${PACK_DIR}`);
  return found;
}

/** A journal page's text without its markup ("Forces", "Victory conditions"…). */
export function journalText(source: AdventureSource, page: string): string {
  const found = source.journal.flatMap((j) => j.pages).find((p) => p.name === page);
  if (!found) throw new Error(`no journal page "${page}" in ${source.name}`);
  return found.text.content;
}

/* ------------------------------------------------------------------ the loaded table */

/** What the loader read besides the table's own fields: the sides, and the weapons each figure carries. */
export interface LoadedAdventure {
  readonly source: AdventureSource;
  /** Actor UUIDs of side A (the first player's) and side B (the second's), as the starter flag lists them. */
  readonly sides: { readonly a: readonly string[]; readonly b: readonly string[] };
  /** Every weapon item's table row a figure carries (UUID → table ids, in item order); the first used is its weaponId's. */
  readonly carried: ReadonlyMap<string, readonly string[]>;
  /** The actors' UUIDs by their name (several when names repeat, e.g. each troop's "Corporal"). */
  readonly named: ReadonlyMap<string, readonly string[]>;
}

export class AdventureTable extends TableDouble {
  constructor(readonly adventure: LoadedAdventure) {
    super();
  }

  /** The UUID of the one actor of this name (throws when none or several bear it). */
  actorNamed(name: string): string {
    const ids = this.adventure.named.get(name) ?? [];
    if (ids.length !== 1) throw new Error(`${ids.length} actors named "${name}" in ${this.adventure.source.name}`);
    return ids[0]!;
  }

  /** As the player drags a token: its centre to `to` (inches), facing kept. */
  moveToken(id: string, to: Point): void {
    const placed = this.positions.get(id);
    if (!placed) throw new Error(`no token for ${id}`);
    this.positions.set(id, { ...placed, at: to });
    this.tokenAt.set(id, to);
  }

  /** As the GM clicks a door open: the wall stops blocking sight (the scene's documents and the walls in inches). */
  openDoor(wallId: string): void {
    const wall = this.walls.get(wallId);
    const docs = this.sceneDocuments.get(VIEWED_SCENE);
    if (!wall?.door || !docs) throw new Error(`no door ${wallId}`);
    this.walls.set(wallId, { ...wall, open: true });
    this.sceneDocuments.set(VIEWED_SCENE, {
      regions: docs.regions,
      walls: docs.walls.map((w) => (w.id === wallId ? { ...w, ds: V13_WALL_CONSTANTS.doorOpen } : w)),
    });
  }

  /** The UUID of the member named `name` of the unit (or gun) `unitId`. */
  memberNamed(unitId: string, name: string): string {
    const unit = this.unitOf(unitId);
    const found = unit?.figures.find((f) => f.name === name);
    if (!found) throw new Error(`no "${name}" in ${unitId}`);
    return found.id;
  }
}

const uuid = (id: string) => `Actor.${id}`;

/** The table id of the weapon a figure uses: the item its weaponId names, else its first weapon (data/actor/figure.ts). */
function weaponInUse(actor: AdventureActor): string | null {
  const weapons = actor.items.filter((i) => i.type === "weapon");
  const chosen = weapons.find((i) => i._id === actor.system.weaponId) ?? weapons[0];
  return chosen?.system.tableId || null;
}

/**
 * The pack stores each actor's system as its data model's source: the one narrow cast of the
 * loader, checked by the test that reads every figure back (tests/table/adventure-table.test.ts).
 */
type Sources = { figure: FigureSource; unit: UnitSource; gun: GunSource; wagon: WagonSource; herd: HerdSource };
const systemOf = <K extends keyof Sources>(actor: AdventureActor, _type: K): Partial<Sources[K]> =>
  actor.system as Partial<Sources[K]>;

function addActor(table: TableDouble, actor: AdventureActor, owner: string | null): void {
  const id = uuid(actor._id);
  switch (actor.type) {
    case "figure":
      table.addFigure(id, actor.name, systemOf(actor, "figure"), weaponInUse(actor), owner);
      return;
    case "unit": {
      const system = systemOf(actor, "unit");
      table.addUnit(id, actor.name, system.members ?? [], system, owner);
      return;
    }
    case "gun": {
      const system = systemOf(actor, "gun");
      table.addGun(id, actor.name, system.crewIds ?? [], system, owner);
      return;
    }
    case "wagon":
      table.addWagon(id, actor.name, systemOf(actor, "wagon"), owner);
      return;
    case "herd":
      table.addHerd(id, actor.name, systemOf(actor, "herd"), owner);
      return;
    default:
      throw new Error(`the table double holds no ${actor.type} actor (${actor.name})`);
  }
}

/** The unit (or gun, or herd) a figure's token belongs to, as canvas/tokens.ts unitOfToken finds it. */
function unitOfActor(table: TableDouble, id: string): string | null {
  for (const [unitId, e] of table.actors) {
    const s = e.snapshot;
    if (s.type === "unit" && s.system.members.includes(id)) return unitId;
    if (s.type === "gun" && s.system.crewIds.includes(id)) return unitId;
  }
  return table.actors.get(id)?.snapshot.type === "herd" ? id : null;
}

/** The starter adventure `name` on a fresh table double, as its pack source sets it up. */
export function adventureTable(name: string): AdventureTable {
  const source = adventureSourceNamed(name);
  const scene = source.scenes[0];
  const flag = starterFlagFrom((source.flags["combat-patrol"] as { starter?: unknown } | undefined)?.starter);
  if (!scene || !flag) throw new Error(`${name}: no scene or no starter flag`);
  // The scene role reads every scene with the double's grid: the adventure's must be the same.
  if (scene.grid.size !== DOUBLE_GRID.size || scene.grid.distance !== DOUBLE_GRID.distance)
    throw new Error(`${name}: grid ${scene.grid.size}px to ${scene.grid.distance}" is not the double's`);

  const named = new Map<string, string[]>();
  const carried = new Map<string, string[]>();
  const table = new AdventureTable({
    source,
    sides: { a: flag.sides.a.map(uuid), b: flag.sides.b.map(uuid) },
    carried,
    named,
  });

  // Owners as the import gives them: side A to the first player, side B to the second.
  const owners = sideOwners(flag, [PLAYER, OTHER]);
  for (const actor of source.actors) {
    addActor(table, actor, owners.get(actor._id) ?? null);
    named.set(actor.name, [...(named.get(actor.name) ?? []), uuid(actor._id)]);
    const weapons = actor.items.filter((i) => i.type === "weapon").map((i) => i.system.tableId ?? "");
    if (actor.type === "figure") carried.set(uuid(actor._id), weapons);
  }

  // The rules in play: the world's defaults under the scene's overrides.
  const overrides = (scene.flags["combat-patrol"] as { overrides?: unknown } | undefined)?.overrides;
  table.options = applySceneOverrides(DEFAULT_OPTIONS, sceneOverridesFrom(overrides).overrides);

  // CORE-1 an Action Deck for each player, in the deck's order (each test stacks the cards it needs).
  for (const user of [PLAYER, OTHER]) table.stackDeck(user, []);

  placeTokens(table, scene.tokens);
  readGround(table, scene);
  return table;
}

function placeTokens(table: TableDouble, tokens: readonly AdventureToken[]): void {
  for (const t of tokens) {
    const id = uuid(t.actorId);
    const entry = table.actors.get(id);
    if (!entry) throw new Error(`token ${t.name}: no actor ${t.actorId}`);
    const flags = t.flags as Record<string, { base?: unknown } | undefined> | null;
    const base = flags?.["combat-patrol"]?.base === "rect" ? "rect" : "round";
    const figure = figureFromTokenData({ ...t, id, base }, DOUBLE_GRID, unitOfActor(table, id));
    // A gun's token keeps its stored facing (OW-5.2e), any other the facing of its rotation.
    const placed: Figure = entry.snapshot.type === "gun" ? { ...figure, facing: entry.snapshot.system.facing } : figure;
    table.positions.set(id, placed);
    table.tokenAt.set(id, placed.at);
    table.facings.set(id, placed.facing ?? 0);
    table.dispositions.set(id, t.disposition);
    table.onScene.push(id);
  }
  // NAP-5.5 close order as the canvas measures it: each unit's figures on the scene.
  for (const [unitId, e] of table.actors) {
    if (e.snapshot.type !== "unit") continue;
    const figures = e.snapshot.system.members.flatMap((m) => {
      const at = table.positions.get(m);
      return at ? [{ ...at, unit: unitId }] : [];
    });
    if (figures.length > 0 && detectCloseOrder(figures).units.get(unitId)?.closeOrder)
      table.closeOrderUnits.add(unitId);
  }
  // NAP-5.4.2 a close-order figure fires only within its front arc, measured from the tokens as they
  // stand when the fire is asked (canvas/range.ts arcKindOf): a line that wheels fires its new way.
  table.arcsFromTokens = true;
}

function readGround(table: TableDouble, scene: AdventureSource["scenes"][number]): void {
  table.sceneDocuments.set(VIEWED_SCENE, {
    regions: scene.regions.map((r) => ({ id: r._id, name: r.name, shapes: r.shapes, behaviors: r.behaviors })),
    walls: scene.walls.map((w) => ({
      id: w._id,
      c: w.c,
      door: w.door,
      ds: w.ds,
      sight: w.sight,
      obstacle: obstacleFlag(w),
      window: isWindowWall(w),
    })),
  });
  for (const w of scene.walls) {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = w.c;
    table.walls.set(w._id, {
      a: toInches({ x: x0, y: y0 }, DOUBLE_GRID),
      b: toInches({ x: x1, y: y1 }, DOUBLE_GRID),
      door: w.door !== V13_WALL_CONSTANTS.doorNone,
      open: w.ds === V13_WALL_CONSTANTS.doorOpen,
      window: isWindowWall(w),
    });
  }
  const drawings = scene.drawings.map((d) => ({ id: d._id, ...d }));
  for (const d of drawings) table.drawings.set(d.id, d);
  const marked = drawings.map((d) => ({ ...d, flag: obstacleFlag(d) }));
  table.impassable = impassableAreas(marked, DOUBLE_GRID);
  // OW-9.2.7 each herd's stampede ground, as canvas/stampede-run.ts reads it (its first token central).
  const obstacles = sceneObstacles(
    scene.walls.map((w) => ({ id: w._id, c: w.c, flag: obstacleFlag(w) })),
    marked,
    DOUBLE_GRID,
  );
  for (const [herdId, e] of table.actors) {
    if (e.snapshot.type !== "herd") continue;
    const herdAt = table.positions.get(herdId);
    if (!herdAt) continue;
    table.stampedeGrounds.set(herdId, {
      sceneId: VIEWED_SCENE,
      herdAt: [herdAt],
      others: [...table.positions.values()].filter((f) => f.id !== herdId),
      referenceBearing: herdAt.facing ?? 0,
      obstacles,
    });
  }
}
