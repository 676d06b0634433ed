/**
 * The table tests' scenes that the preview plays too (preview/table-actions.ts): one definition
 * of each, so a chat card in the preview comes from the very table a test asserts.
 */
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import type { ActionCard } from "@rules/cards/schema";
import type { GunSource, WagonSource } from "@foundry/data/sources";
import { roundBase, type Figure } from "@rules/geometry";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { COLE, DUNN, FINCH, HALE, OTHER, PLAYER, pick, posseAndRaiders, stack, TableDouble } from "./harness";

/**
 * CORE-5 / NAP-5.3 the viewed scene's Terrain regions and walls, each completed with the fields
 * the scene role reads (pixels, 100 to the inch): a wall blocks sight and is no obstacle unless given.
 */
export function sceneGround(table: TableDouble, regions: readonly object[], walls: readonly object[]): void {
  table.sceneDocuments.set(VIEWED_SCENE, {
    regions: regions.map((r) => ({ id: "region", shapes: [], behaviors: [], ...r })),
    walls: walls.map((w) => ({
      id: "wall",
      c: [],
      door: 0,
      ds: 0,
      sight: 20,
      obstacle: undefined,
      window: false,
      ...w,
    })),
  });
}

/**
 * CORE-5 the Posse (Cole at 0,0, Dunn at 3,0) 10" from the Raiders (Hale at 0,10, Finch at 3,10),
 * 1" round bases (9" base to base), Hale targeted: the field the map-reading fire tests shoot across.
 */
export function posseFacingRaiders(): TableDouble {
  const table = posseAndRaiders();
  const place = (id: string, x: number, y: number) => table.positions.set(id, { id, at: { x, y }, base: roundBase(1) });
  place(COLE, 0, 0);
  place(DUNN, 3, 0);
  place(HALE, 0, 10);
  place(FINCH, 3, 10);
  table.targets = [HALE];
  return table;
}

/**
 * The engine's tables: the Posse facing the Raiders on open ground, the Raiders riflemen of OTHER's
 * (Sgt. Hale endurance 2), the Posse's tokens friendly and the Raiders' hostile, nobody targeted,
 * results applied as posted.
 */
export function posseFacingRiflemen(): TableDouble {
  const table = posseFacingRaiders();
  sceneGround(table, [], []);
  table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.rifle", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.rifle", OTHER);
  for (const id of [COLE, DUNN]) table.dispositions.set(id, 1);
  for (const id of [HALE, FINCH]) table.dispositions.set(id, -1);
  table.targets = [];
  table.gmConfirms = false;
  return table;
}

export const NAPOLEONIC: RulesOptions = { ...DEFAULT_OPTIONS, era: "napoleonic" };
/** Old West rules with some Hollywood options in play. */
const hollywood = (on: Partial<RulesOptions["hollywood"]>): RulesOptions => ({
  ...DEFAULT_OPTIONS,
  hollywood: { ...DEFAULT_OPTIONS.hollywood, ...on },
});

/* ------------------------------------------------------------ NAP-6 cavalry */

export const LANCER = "Actor.lancer0000000001";
export const TROOPER = "Actor.trooper000000001";
export const HUSSARS = "Actor.hussars000000001";
export const GRENADIER = "Actor.grenadier0000001";
const VOLTIGEUR = "Actor.voltigeur0000001";
export const LINE = "Actor.line000000000001";
/** A mounted figure's states (copy it: the double keeps what it is given). */
export const MOUNTED = { stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false };

/**
 * Horse and Musket: Cpl. Lance (lance) and Tpr. Bold (sword), mounted, against Gren. Marc and Volt. Paul of a line
 * company.
 */
export function hussarsAndLine(): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  table.addFigure(LANCER, "Cpl. Lance", { states: MOUNTED }, "nap.lance", PLAYER);
  table.addFigure(TROOPER, "Tpr. Bold", { states: MOUNTED }, "nap.sword", PLAYER);
  table.addUnit(HUSSARS, "Hussars", [LANCER, TROOPER], {}, PLAYER);
  table.addFigure(GRENADIER, "Gren. Marc", {}, "nap.musket", OTHER);
  table.addFigure(VOLTIGEUR, "Volt. Paul", {}, "nap.musket", OTHER);
  table.addUnit(LINE, "Line company", [GRENADIER, VOLTIGEUR], {}, OTHER);
  table.onScene = [LANCER, TROOPER, GRENADIER, VOLTIGEUR];
  stack(table, []);
  return table;
}

/* ------------------------------------------------------------ OW-6 dynamite */

export const DYNAMITE_ON = hollywood({ dynamite: true });

/**
 * The Posse and the Raiders with Cole carrying a stick and two bundles; tokens: Cole at (0,0), Dunn (10,0), Hale
 * (20,0), Finch (40,0).
 */
export function dynamiteScene(): TableDouble {
  const table = posseAndRaiders();
  table.options = DYNAMITE_ON;
  table.patchFigure(COLE, { dynamite: { sticks: 1, bundles: 2 } });
  table.tokenAt.set(COLE, { x: 0, y: 0 });
  table.tokenAt.set(DUNN, { x: 10, y: 0 });
  table.tokenAt.set(HALE, { x: 20, y: 0 });
  table.tokenAt.set(FINCH, { x: 40, y: 0 });
  return table;
}

/* ------------------------------------------------------------ OW-9.3 wagons */

export const WAGON = "Actor.wagon00000000001";
export const DRIVER = "Actor.driver0000000001";
export const RIDER = "Actor.rider00000000001";

/** The Posse and the Raiders, and a stagecoach (four horses) driven by Jed with Miss Lily aboard. */
export function stagecoach(over: Partial<WagonSource> = {}, owner = PLAYER): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(DRIVER, "Jed the Driver", { guts: "elite" }, null, owner);
  table.addFigure(RIDER, "Miss Lily", {}, "ow.revolver", owner);
  table.addWagon(
    WAGON,
    "Stagecoach",
    { kind: "stagecoach", driverId: DRIVER, passengerIds: [RIDER], team: { state: "ok", animals: 4 }, ...over },
    owner,
  );
  table.own(owner, DRIVER, RIDER);
  return table;
}

/* ------------------------------------------------------------ NAP-8.1 engineers */

export const SAPPER = "Actor.sapper0000000001";
export const MINER = "Actor.miner00000000001";
export const ENGINEERS = "Actor.engineers0000000";

/** Horse and Musket: Sapper Roux (axe) and Miner Blanc (musket), the Engineers. */
export function engineers(): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  table.addFigure(SAPPER, "Sapper Roux", {}, "nap.axe", PLAYER);
  table.addFigure(MINER, "Miner Blanc", {}, "nap.musket", PLAYER);
  table.addUnit(ENGINEERS, "Engineers", [SAPPER, MINER], {}, PLAYER);
  table.onScene = [SAPPER, MINER];
  stack(table, []);
  return table;
}

/* ------------------------------------------------------------ OW-9.2 herds */

export const HERD = "Actor.herd000000000001";
export const BEAR = "Actor.bear000000000001";
const ANIMALS_ON = hollywood({ animals: true });

/** The Posse and the Raiders with the Longhorns (6 cattle) and Old Ephraim (a lone grizzly) on the scene. */
export function withHerd(): TableDouble {
  const table = posseAndRaiders();
  table.options = ANIMALS_ON;
  table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6 });
  table.addHerd(BEAR, "Old Ephraim", { species: "grizzly-bear", guts: "elite", melee: 3, endurance: 5, animals: 1 });
  table.onScene = [...table.onScene, HERD, BEAR];
  return table;
}

/**
 * Frontier cards that surely kill an animal: 5 holes or more (a hit for every shooter of the
 * Posse at short range) and INCAPACITATE, `n` of them, all different.
 */
export function sureKills(n: number): ActionCard[] {
  const kill = (c: ActionCard) => typeof c.hit === "number" && c.hit >= 5 && c.damage === "INCAPACITATE";
  const out: ActionCard[] = [];
  for (let i = 0; i < n; i += 1) out.push(pick(`sure kill ${i + 1}`, kill, out));
  return out;
}

/* ------------------------------------------------------------ NAP-7 artillery */

export const GUN = "Actor.gun0000000000001";
const CREW = [
  ["Actor.gunner0000000001", "Sgt. Gunn"],
  ["Actor.gunner0000000002", "Gunner Two"],
  ["Actor.gunner0000000003", "Gunner Three"],
  ["Actor.gunner0000000004", "Gunner Four"],
  ["Actor.gunner0000000005", "Gunner Five"],
] as const;

/** A token at (x, y) inches with a 1" round base. */
export const at = (x: number, y: number): Figure => ({ id: "", at: { x, y }, base: roundBase(1) });

/** The Posse and the Raiders, and a twelve-pounder (8-12# row) at (0,0) facing along +x, five crew, as told. */
export function battery(over: Partial<GunSource> = {}): TableDouble {
  const table = posseAndRaiders();
  for (const [id, name] of CREW) table.addFigure(id, name, {}, null, PLAYER);
  table.addGun(
    GUN,
    "Twelve-pounder",
    CREW.map(([id]) => id),
    {
      kind: "artillery",
      weightClass: "8-12",
      round: "shot",
      outOfAmmo: 0,
      limber: { distance: 3, state: "ok" },
      ...over,
    },
    PLAYER,
  );
  table.positions.set(GUN, at(0, 0));
  return table;
}

/**
 * A farmhouse region 8" to 12" ahead of a gun at (0,0) facing +x, 8" wide (pixels, 100 to the inch):
 * foes 30" ahead are out of the gun's sight behind it.
 */
export const FARMHOUSE = {
  id: "farmhouse",
  name: "Farmhouse",
  shapes: [{ type: "rectangle", x: 800, y: -400, width: 400, height: 800 }],
  behaviors: [{ type: "terrain", system: { kind: "building" } }],
};
