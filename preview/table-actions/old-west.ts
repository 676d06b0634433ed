/**
 * The Old West actions the preview plays: the Gatling's fire (OW-5.2), the Longhorns shot at,
 * stampeding and trampling (OW-9.2), the stagecoach's move, morale and fire (OW-9.3), the lone
 * hero's morale (OW-4) and dynamite thrown, set off by the plunger and breaching a wall (OW-6.1).
 * The stampede's run and the trampling start from the canvas in Foundry, so they run their engine
 * procedures here directly over stacked cards.
 */
import { fixedSource } from "../../src/rules/cards/source";
import type { Figure } from "../../src/rules/geometry";
import { stampedeMove, trampleMelee } from "../../src/rules/old-west/stampede";
import type { StampedeObstacle } from "../../src/rules/old-west/stampede-terrain";
import { FRONTIER_DECK } from "../../src/rules/cards/frontier";
import type { GunSource } from "../../src/foundry/data/sources";
import { makeRecord, type ResultRecord } from "@foundry/kernel/result-record";
import {
  COLE,
  DUNN,
  GM,
  HALE,
  OTHER,
  PLAYER,
  pick,
  POSSE,
  posseAndRaiders,
  press,
  stack,
  type TableDouble,
} from "../../tests/table/harness";
import { WAGON, dynamiteScene, stagecoach, sureKills } from "../../tests/table/scenes";
import { at, once, owRules, played } from "./play";

/* ------------------------------------------------------------ OW-5.2 Gatling */

export const GATLING = "Actor.gatling00000000001";

/** The Posse and the Raiders, and a Gatling facing 0° with its crew of three. */
export function withGatling(over: Partial<GunSource> = {}): TableDouble {
  const table = posseAndRaiders();
  const crew = ["Actor.gatgunner00000001", "Actor.gatgunner00000002", "Actor.gatgunner00000003"];
  crew.forEach((id, i) => table.addFigure(id, ["Sgt. Gunn", "Pvt. Crank", "Pvt. Feed"][i]!, {}, null, PLAYER));
  table.addGun(GATLING, "Gatling", crew, { kind: "gatling", facing: 0, ...over }, PLAYER);
  return table;
}

/** OW-5.2a the Gatling fires at the Raiders dead ahead, 20" (medium bracket). */
export const gatlingFire = once(async () => {
  const table = withGatling();
  table.targets = [HALE];
  return played(table, "gatlingFire", GATLING, { distance: () => 20 });
});

/* ------------------------------------------------------------ OW-9.2 herds */

export const HERD = "Actor.herd000000000001";

export function withLonghorns(over: Parameters<TableDouble["addHerd"]>[2] = {}): TableDouble {
  const table = posseAndRaiders();
  table.options = owRules({ animals: true });
  table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, ...over });
  table.onScene = [...table.onScene, HERD];
  return table;
}

/**
 * OW-9.2.2 the Posse fires at the Longhorns 6" away: the deck stacked with sure kills (5 holes or more, Incapacitate).
 */
export const fireAtHerd = once(async () => {
  const table = withLonghorns();
  table.targets = [HERD];
  stack(table, sureKills(4));
  return played(table, "fire", POSSE, { distance: () => 6 });
});

/**
 * OW-9.2.7 / OW-9.2.7c the stampeding Longhorns run on a 6" card toward 12 o'clock; a large barn diverts them onto Cpl.
 * Dunn.
 */
export const stampedeRun = once(async (): Promise<ResultRecord> => {
  const table = withLonghorns({ stampede: { active: true, clock: 12 } });
  const herd = table.herd(HERD);
  if (!herd) throw new Error("no herd");
  const six = pick('a 6" card', (c) => c.move === 6);
  const barn: StampedeObstacle = {
    id: "barn",
    kind: "area",
    size: "large",
    vertices: [
      { x: 4, y: -1 },
      { x: 6, y: -1 },
      { x: 6, y: 6 },
      { x: 4, y: 6 },
    ],
  };
  const figureAt = (id: string, x: number, y: number): Figure => ({ ...at(x, y), id });
  const result = stampedeMove(
    herd,
    fixedSource([six]),
    {
      herdAt: [figureAt("a1", 0, 0)],
      others: [figureAt(COLE, 4, 1.5), figureAt(DUNN, 4, -3)],
      referenceBearing: 0,
      obstacles: [barn],
    },
    { rules: table.options },
  );
  return makeRecord({
    result,
    drawn: [six],
    deck: FRONTIER_DECK.name,
    units: [herd.unit, table.unit(POSSE)],
    title: { key: "COMBAT_PATROL.Canvas.Title.stampedeMove", data: { unit: herd.unit.name } },
  });
});

/** OW-9.2.7b Pvt. Cole loses to the stampeding Longhorns: trampled, the third card's combat result. */
export const trample = once(async (): Promise<ResultRecord> => {
  const table = withLonghorns({ stampede: { active: true, clock: 12 } });
  const herd = table.herd(HERD);
  if (!herd) throw new Error("no herd");
  const a = pick("beast card high", (c) => c.melee >= 4);
  const b = pick("Cole's card low", (c) => c.melee <= 1, [a]);
  const c = pick("a wound", (x) => x.damage === "WOUND", [a, b]);
  const cole = table.figure(COLE);
  const result = trampleMelee(
    { herd, animalsInRange: herd.unit.figures.slice(0, 2), figureUnitId: POSSE, figure: cole, hth: 0 },
    fixedSource([a, b, c]),
    { rules: table.options },
  );
  return makeRecord({
    result,
    drawn: [a, b, c],
    deck: FRONTIER_DECK.name,
    units: [herd.unit, table.unit(POSSE)],
    title: { key: "COMBAT_PATROL.Canvas.Title.trample", data: { figure: cole.name, unit: herd.unit.name } },
  });
});

/* ------------------------------------------------------------ OW-9.3 wagons */

/** OW-9.3a / OW-9.3f the stagecoach gallops (two cards) and turns to its 2 o'clock (60°): the bog check holds it before the turn. */
export const wagonMove = once(async () => {
  const table = stagecoach();
  const a = pick('a move of 4"', (c) => c.move === 4);
  const b = pick('a move of 3"', (c) => c.move === 3, [a]);
  const bogged = pick("bogged (regular)", (c) => c.bog.regular, [a, b]);
  stack(table, [a, b, bogged]);
  table.answers = [{ pace: "gallop", turn: "2" }];
  return played(table, "wagonMove", WAGON);
});

/** OW-9.3a the stagecoach checks morale in its driver's Elite column; he removes two of three markers. */
export const wagonMorale = once(async () => played(stagecoach({ moraleMarkers: 3 }), "wagonMorale", WAGON));

/** OW-9.3d the Posse fires at the stagecoach 12" away: the team is one target figure. */
export const wagonFire = once(async () => {
  const table = stagecoach({}, OTHER);
  table.targets = [WAGON];
  return played(table, "fire", POSSE, { distance: () => 12 });
});

/* ------------------------------------------------------------ OW-4 heroes */

const KID = "Actor.kid0000000000001";
const KIDS = "Actor.kidunit000000001";

/** OW-4d the Elite lone hero with 3 markers removes 2 at the start of his activation; the third is checked. */
export const heroMorale = once(async () => {
  const table = posseAndRaiders();
  table.options = owRules({ heroes: true });
  table.addFigure(KID, "The Kid", { hero: true, guts: "elite", endurance: 6 }, "ow.revolver", PLAYER);
  // The hero's card is an Elite unit, as he is (the morale card is read in the unit's column).
  table.addUnit(KIDS, "The Kid's card", [KID], { moraleMarkers: 3, grade: "elite" }, PLAYER);
  return played(table, "rally", KIDS);
});

/* ------------------------------------------------------------ OW-6.1 dynamite */

const dynamiteRules = owRules({ dynamite: true });

/** OW-6.1.1 Pvt. Cole throws a stick 2" at the Raiders (he carries two sticks and a bundle). */
export const dynamiteThrow = once(async () => {
  const table = posseAndRaiders();
  table.targets = [HALE];
  table.options = dynamiteRules;
  table.patchFigure(COLE, { dynamite: { sticks: 2, bundles: 1 } });
  table.answers = [{ range: 2 }];
  return played(table, "throwDynamite", COLE, { distance: () => 2 });
});

/**
 * OW-6.1.2 / OW-6.1.3 a bundle placed where Sgt. Hale stands, wired to a blasting machine 10"
 * back; Cole pushes the plunger: the medium template on the charge, the figures under it drawn for.
 */
export const dynamitePlunger = once(async () => {
  const table = dynamiteScene();
  table.tokenAt.set(COLE, { x: 20, y: 1 });
  for (const step of ["prepareBundle", "placeCharge"]) await press(table, step, COLE);
  // OW-6.1.3 the machine connects to a fuse: one activation of it laid first.
  stack(table, [pick("a 7 to move", (c) => c.move === 7)]);
  await press(table, "layFuse", COLE);
  table.tokenAt.set(COLE, { x: 20, y: 11 });
  await press(table, "connectBlastingMachine", COLE);
  stack(table, [pick("a medium burst", (c) => c.burst.medium)]);
  return played(table, "pushPlunger", COLE);
});

/** OW-6.1.2b a bundle set against the bank's wall, the GM pushes the plunger: a 4" gap in the wall. */
export const dynamiteBreach = once(async () => {
  const table = dynamiteScene();
  table.walls.set("Wall.bank", { a: { x: -10, y: 0.8 }, b: { x: 10, y: 0.8 }, door: false, open: false });
  for (const step of ["prepareBundle", "placeCharge"]) await press(table, step, COLE);
  stack(table, [pick("a 7 to move", (c) => c.move === 7)]);
  await press(table, "layFuse", COLE);
  await press(table, "connectBlastingMachine", COLE);
  stack(table, [pick("no medium burst", (c) => !c.burst.medium)], GM);
  table.own(GM, COLE);
  return played(table, "pushPlunger", COLE, { user: GM });
});
