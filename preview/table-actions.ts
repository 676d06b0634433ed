/**
 * The actions the sheets' buttons start, played on the table double of the
 * table tests (tests/table/harness.ts): the REAL action handler asks its REAL dialog (kept, as
 * asked, for the dialog views), the GM's REAL draw service runs the action's REAL procedure over
 * the Frontier deck stacked with the cards named below, and the posted chat record is what the
 * chat views show. The stampede's run and the trampling melee start from the canvas (Foundry's
 * globals), so they run their engine procedures directly over stacked cards, as the chat record
 * the canvas posts.
 *
 * Every scenario runs once (its promise is kept): a page that shows several views of one action
 * shows one play of it.
 */
import type { ActionCard } from "../src/rules/cards/schema";
import { fixedSource } from "../src/rules/cards/source";
import { DEFAULT_OPTIONS, type RulesOptions } from "../src/rules/options";
import { roundBase, type Figure } from "../src/rules/geometry";
import { stampedeMove, trampleMelee } from "../src/rules/old-west/stampede";
import type { StampedeObstacle } from "../src/rules/old-west/stampede-terrain";
import { FRONTIER_DECK } from "../src/rules/cards/frontier";
import type { AskConfig } from "@foundry/kernel/ask-dialog";
import type { GunSource } from "../src/foundry/data/sources";
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
  RAIDERS,
  stack,
  TableDouble,
} from "../tests/table/harness";
import {
  ENGINEERS,
  GRENADIER,
  HUSSARS,
  LANCER,
  WAGON,
  dynamiteScene,
  engineers,
  hussarsAndLine,
  stagecoach,
  sureKills,
} from "../tests/table/scenes";

/** One play of an action: the dialogs it asked (in order), the chat record it posted, where the tokens stood. */
export interface Played {
  readonly asked: readonly AskConfig[];
  readonly record: ResultRecord;
  readonly table: TableDouble;
}

const napoleonicRules: RulesOptions = { ...DEFAULT_OPTIONS, era: "napoleonic" };
const owRules = (hollywood: Partial<RulesOptions["hollywood"]>): RulesOptions => ({
  ...DEFAULT_OPTIONS,
  hollywood: { ...DEFAULT_OPTIONS.hollywood, ...hollywood },
});
const at = (x: number, y: number, facing = 0): Figure => ({ id: "", at: { x, y }, base: roundBase(1), facing });
const serial = (n: number): ActionCard => pick(`#${n}`, (c) => c.serial === n);

async function played(
  table: TableDouble,
  action: string,
  actor: string,
  options: Parameters<typeof press>[3] = {},
): Promise<Played> {
  const outcome = await press(table, action, actor, options);
  if (outcome !== "done") throw new Error(`${action} on ${actor}: ${outcome}`);
  const warned = table.warnings.map((w) => w.text);
  if (warned.length > 0) throw new Error(`${action} refused: ${warned.join("; ")}`);
  const record = table.lastMessage().record;
  if (!record) throw new Error(`${action} posted no result`);
  return { asked: table.asked, record, table };
}

const once = <T>(build: () => Promise<T>): (() => Promise<T>) => {
  let kept: Promise<T> | null = null;
  return () => (kept ??= build());
};

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
function battery(over: Partial<GunSource>, line: readonly Figure[]): TableDouble {
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
const COLUMN = [
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

/** NAP-6.2.1 Cpl. Lance charges Gren. Marc after 5 straight inches (impetus), the lance moving. */
export const charge = once(async () => {
  const table = hussarsAndLine();
  table.targets = [GRENADIER];
  table.answers = [{ straightInches: 5 }];
  return played(table, "charge", LANCER);
});

/** NAP-6.2.1.3 the breakthrough: the mandatory advance meets an enemy after 3". */
export const breakthrough = once(async () => {
  const table = hussarsAndLine();
  table.answers = [{ outcome: "enemy-contact", inchesToContact: 3 }];
  return played(table, "breakthrough", LANCER);
});

/* ------------------------------------------------------------ OW-5.2 Gatling */

const GATLING = "Actor.gatling00000000001";

/** The Posse and the Raiders, and a Gatling facing 0° with its crew of three. */
function withGatling(over: Partial<GunSource> = {}): TableDouble {
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

const HERD = "Actor.herd000000000001";

function withLonghorns(over: Parameters<TableDouble["addHerd"]>[2] = {}): TableDouble {
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

/** OW-9.3a / OW-9.3f the stagecoach gallops (two cards) and turns 60°: the bog check holds it before the turn. */
export const wagonMove = once(async () => {
  const table = stagecoach();
  const a = pick('a move of 4"', (c) => c.move === 4);
  const b = pick('a move of 3"', (c) => c.move === 3, [a]);
  const bogged = pick("bogged (regular)", (c) => c.bog.regular, [a, b]);
  stack(table, [a, b, bogged]);
  table.answers = [{ pace: "gallop", turn: 60 }];
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
  return played(table, "throwDynamite", COLE, { distance: () => 6 });
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
const COMPANY = "Actor.company000000001";

function company(): TableDouble {
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

/** NAP-5.4.1 / NAP-5.6 the Fusiliers in close order turn to face an enemy behind (170°): one group check. */
export const closeOrderTurn = once(async () => {
  const table = company();
  stack(table, [pick("reaction 1", (c) => c.reaction === 1)]);
  table.answers = [{ facing: 0, enemyBearing: 170 }];
  return played(table, "closeOrderTurn", COMPANY);
});

/** NAP-5.2 Change formation asks each figure's move against the movement card (no card drawn, no chat card: a note). */
export async function changeFormationDialog(): Promise<AskConfig> {
  const table = company();
  table.answers = [null];
  await press(table, "changeFormation", COMPANY);
  const asked = table.asked[0];
  if (!asked) throw new Error("Change formation asked nothing");
  return asked;
}

/* ------------------------------------------------------------ dialogs only */

/** The dialog an action opens, as opened (closed without an answer: nothing drawn). */
async function asked(
  table: TableDouble,
  action: string,
  actor: string,
  options: Parameters<typeof press>[3] = {},
): Promise<AskConfig> {
  table.answers = [null];
  await press(table, action, actor, options);
  const warned = table.warnings.map((w) => w.text);
  if (warned.length > 0) throw new Error(`${action} refused: ${warned.join("; ")}`);
  const config = table.asked[0];
  if (!config) throw new Error(`${action} asked nothing`);
  return config;
}

/** The dialog of every action the last session added that has no played view above. */
export const dialogs = {
  /** NAP-7.1 Move gun, the gun limbered. */
  moveGun: () => asked(battery({ round: "shot", limbered: true }, COLUMN), "moveGun", GUN),
  /** NAP-7.2 Load, the gun unloaded (two load actions to make). */
  loadGun: () => asked(battery({ round: "none", outOfAmmo: 2 }, COLUMN), "load", GUN),
  /** NAP-6.1.2 / OW-7.1b the mounted unit's bog check. */
  mountedBog: () => asked(hussarsAndLine(), "mountedBog", HUSSARS),
  /** OW-5.2b / OW-5.2c Move the Gatling, limbered. */
  gatlingMove: () =>
    asked(withGatling({ limbered: true, limber: { distance: 2, state: "ok" } }), "gatlingMove", GATLING),
  /** OW-5.2e Re-face the Gatling. */
  gatlingReface: () => {
    const table = withGatling();
    table.facings.set(GATLING, 90);
    return asked(table, "reface", GATLING);
  },
  /** OW-9.2.1 the GM moves the herd. */
  herdMove: () => {
    const table = withLonghorns();
    return asked(table, "herdMove", HERD, { user: GM });
  },
  /** OW-9.3f the runaway's move (the GM's). */
  runawayMove: () => asked(stagecoach({ runaway: true }), "runawayMove", WAGON, { user: GM }),
  /** NAP-8.1 Emplace charges: the GM sets the activations it takes. */
  emplaceCharges: () => asked(engineers(), "emplaceCharges", ENGINEERS),
  /** NAP-2 Unit size: the organisation the unit is checked against. */
  unitSize: () => asked(company(), "checkUnitSize", COMPANY),
};

export { RAIDERS };
