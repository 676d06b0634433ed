/**
 * The Horse and Musket actions the preview plays: a battery's solid shot, canister and shell at
 * the Line company (NAP-7.3), the lancer's charge and breakthrough (NAP-6), the engineers'
 * detonation and door attack (NAP-8.1) and the Fusiliers' close-order turn (NAP-5). The battery
 * and the company are built here; the other scenes are the table tests' own (tests/table/scenes).
 */
import type { AskConfig } from "@foundry/kernel/ask-dialog";
import type { GunSource } from "../../src/foundry/data/sources";
import { roundBase, type Figure } from "../../src/rules/geometry";
import { VIEWED_SCENE } from "../../tests/doubles/roles/scene";
import { OTHER, PLAYER, pick, press, stack, TableDouble } from "../../tests/table/harness";
import { ENGINEERS, GRENADIER, LANCER, engineers, hussarsAndLine } from "../../tests/table/scenes";
import { at, napoleonicRules, once, played, serial } from "./play";

/* ------------------------------------------------------------ NAP-7.3 artillery */

export const GUN = "Actor.gun0000000000001";
const CREW = [
  "Actor.gunner0000000001",
  "Actor.gunner0000000002",
  "Actor.gunner0000000003",
  "Actor.gunner0000000004",
  "Actor.gunner0000000005",
];
const CREW_NAMES = ["Sgt. Gunn", "Gunner Abel", "Gunner Brun", "Gunner Caron", "Gunner Duval"];
/** The Line company's figures (French infantry), in order. */
export const LINE_FIGURES = [
  "Actor.grenadier0000001",
  "Actor.grenadier0000002",
  "Actor.grenadier0000003",
  "Actor.grenadier0000004",
  "Actor.grenadier0000005",
  "Actor.grenadier0000006",
];
const LINE_NAMES = ["Sgt. Marc", "Gren. Paul", "Gren. Luc", "Gren. Remy", "Gren. Yves", "Gren. Noel"];
export const LINE = "Actor.line000000000001";

/**
 * A loaded gun of the Table 3 row `weightClass` at (2,12) facing along +x, five crew; the Line
 * company (six figures, the targeted unit) placed by `line`.
 */
export function battery(over: Partial<GunSource>, line: readonly Figure[]): TableDouble {
  const table = new TableDouble();
  table.options = napoleonicRules;
  CREW.forEach((id, i) => table.addFigure(id, CREW_NAMES[i]!, {}, null, PLAYER));
  table.addGun(
    GUN,
    "Foot battery gun",
    CREW,
    {
      kind: "artillery",
      weightClass: "under-6",
      round: "shot",
      outOfAmmo: 0,
      limber: { distance: 3, state: "ok" },
      ...over,
    },
    PLAYER,
  );
  LINE_FIGURES.forEach((id, i) => table.addFigure(id, LINE_NAMES[i]!, {}, "nap.musket", OTHER));
  table.addUnit(LINE, "Line company", LINE_FIGURES, {}, OTHER);
  table.onScene = [...LINE_FIGURES];
  table.positions.set(GUN, at(2, 12));
  line.forEach((f, i) => table.positions.set(LINE_FIGURES[i]!, f));
  table.targets = [LINE_FIGURES[0]!];
  stack(table, []);
  return table;
}

/** A column two files wide, three ranks deep, 22" from the gun (its centre 23" ahead). */
export const COLUMN = [
  at(24, 11.5, 180),
  at(24, 12.5, 180),
  at(25, 11.5, 180),
  at(25, 12.5, 180),
  at(26, 11.5, 180),
  at(26, 12.5, 180),
];

/** NAP-7.3.1 solid shot at the column: #1 deviates the ball 3" short (6 o'clock), then one card per rank it crosses. */
export const solidShot = once(async () => {
  const table = battery({ round: "shot" }, COLUMN);
  stack(table, [serial(1), serial(5), serial(8), serial(3)]);
  return played(table, "fireGun", GUN);
});

/** A line in open order across the swath: two in the first half of the short band, the others farther out. */
const SPREAD = [at(8, 12.5, 180), at(9, 10, 180), at(15, 15, 180), at(22, 9, 180), at(29, 17, 180), at(32, 3, 180)];

/** NAP-7.3.2 canister at the line (the < 6# gun: short 16", medium 24", long 32"). */
export const canister = once(async () => {
  const table = battery({ round: "canister" }, SPREAD);
  stack(table, [serial(1), serial(6), serial(3), serial(12), serial(27), serial(13), serial(22), serial(14)]);
  return played(table, "fireGun", GUN);
});

/** NAP-7.3.3 shell from an 8# to 12# gun at a point 100" ahead (its shell range starts at 80"). */
export const shell = once(async () => {
  const table = battery({ round: "shell", weightClass: "8-12" }, [
    at(102, 12),
    at(103, 12.5),
    at(102.5, 14),
    at(106, 12),
    at(112, 12),
    at(98, 9),
  ]);
  table.targets = [];
  table.answers = [{ aim: "ahead", range: 100 }];
  stack(table, [serial(1), serial(16), serial(4), serial(12), serial(3), serial(13), serial(41)]);
  return played(table, "fireGun", GUN);
});

/* ------------------------------------------------------------ NAP-6 cavalry */

/**
 * NAP-6.2.1 Cpl. Lance charges Gren. Marc 8" away over a hedge 3.5" out: the last 5" into contact
 * straight and open, read from the map (impetus), the lance moving.
 */
export const charge = once(async () => {
  const table = hussarsAndLine();
  table.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(1) });
  table.positions.set(GRENADIER, { id: GRENADIER, at: { x: 9, y: 0 }, base: roundBase(1) });
  table.sceneDocuments.set(VIEWED_SCENE, {
    regions: [],
    walls: [{ id: "hedge", c: [350, -500, 350, 500], door: 0, ds: 0, sight: 0, obstacle: "hedge", window: false }],
  });
  table.targets = [GRENADIER];
  return played(table, "charge", LANCER);
});

/** NAP-6.2.1.3 the breakthrough after the charge he won (5" typed): the mandatory advance meets an enemy after 3". */
export const breakthrough = once(async () => {
  const table = hussarsAndLine();
  table.targets = [GRENADIER];
  table.answers = [{ straightInches: 5 }];
  await played(table, "charge", LANCER);
  // The dialog shown is the breakthrough's (the charge's is another view).
  table.asked.length = 0;
  table.answers = [{ outcome: "enemy-contact", inchesToContact: 3 }];
  return played(table, "breakthrough", LANCER);
});

/* ------------------------------------------------------------ NAP-8.1 engineers */

/** NAP-8.1 the charges are emplaced (two activations): Detonate draws one card, a bullet hole sets them off. */
export const detonation = once(async () => {
  const table = engineers();
  table.patchUnit(ENGINEERS, { ruleFlags: { chargesEmplaced: 2, chargesRequired: 2 } });
  stack(table, [pick("a hit of 2", (c) => c.hit === 2)]);
  return played(table, "detonate", ENGINEERS);
});

/** NAP-8.1 the axeman attacks a door of Endurance 2: a win takes one point off it. */
export const doorAttack = once(async () => {
  const table = engineers();
  stack(table, [pick("melee 4", (c) => c.melee === 4), pick("melee 1", (c) => c.melee === 1)]);
  return played(table, "attackDoor", ENGINEERS);
});

/* ------------------------------------------------------------ NAP-5 close order */

const FUSILIERS = [
  "Actor.fusilier00000001",
  "Actor.fusilier00000002",
  "Actor.fusilier00000003",
  "Actor.fusilier00000004",
];
export const COMPANY = "Actor.company000000001";

export function company(): TableDouble {
  const table = new TableDouble();
  table.options = napoleonicRules;
  FUSILIERS.forEach((id, i) =>
    table.addFigure(id, ["Sgt. Ney", "Fus. Abel", "Fus. Brun", "Fus. Caron"][i]!, {}, "nap.musket", PLAYER),
  );
  table.addUnit(COMPANY, "Fusiliers", FUSILIERS, {}, PLAYER);
  table.closeOrderUnits.add(COMPANY);
  table.onScene = [...FUSILIERS];
  stack(table, []);
  return table;
}

const RIFLES = "Actor.rifles000000001";
const RIFLEMEN = ["Actor.rifleman0000001", "Actor.rifleman0000002"];

/**
 * NAP-5.4.1 / NAP-5.6 the Fusiliers in close order, in line facing east, turn to face the Rifles
 * behind them: the facing and the enemy's hour (6 o'clock) read from the map, one group check.
 */
export const closeOrderTurn = once(async () => {
  const table = company();
  FUSILIERS.forEach((id, i) => table.positions.set(id, { id, at: { x: 0, y: i }, base: roundBase(1), facing: 0 }));
  table.facings.set(COMPANY, 0);
  RIFLEMEN.forEach((id, i) => {
    table.addFigure(id, `Rifleman ${i + 1}`, {}, "nap.rifle", OTHER);
    table.positions.set(id, { id, at: { x: -10, y: i * 2 }, base: roundBase(1), facing: 0 });
  });
  table.addUnit(RIFLES, "Rifles", RIFLEMEN, {}, OTHER);
  table.onScene = [...FUSILIERS, ...RIFLEMEN];
  table.sceneDocuments.set(VIEWED_SCENE, { regions: [], walls: [] });
  stack(table, [pick("reaction 1", (c) => c.reaction === 1)]);
  return played(table, "closeOrderTurn", COMPANY);
});

/** NAP-5.2 Change formation asks the formation and the way it faces (the GM then draws the unit's movement card). */
export async function changeFormationDialog(): Promise<AskConfig> {
  const table = company();
  table.answers = [null];
  await press(table, "changeFormation", COMPANY);
  const asked = table.asked[0];
  if (!asked) throw new Error("Change formation asked nothing");
  return asked;
}
