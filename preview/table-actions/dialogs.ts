/**
 * The dialogs the preview shows of actions it has no played view of: each action pressed on the
 * table double and its dialog closed unanswered (nothing drawn), the dialog as it was asked.
 */
import type { AskConfig } from "@foundry/kernel/ask-dialog";
import { roundBase } from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import { VIEWED_SCENE } from "../../tests/doubles/roles/scene";
import { COLE, GM, HALE, PLAYER, posseAndRaiders, press, TableDouble } from "../../tests/table/harness";
import { ENGINEERS, HUSSARS, WAGON, engineers, hussarsAndLine, stagecoach } from "../../tests/table/scenes";
import { COLUMN, COMPANY, GUN, battery, company } from "./napoleonic";
import { GATLING, HERD, withGatling, withLonghorns } from "./old-west";

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

const NEY = "Actor.fusilier00000001";
const FUSILIERS = "Actor.company000000001";

/**
 * NAP-5.3b Sgt. Ney's Fusiliers in close order: his token at (0, 0) facing east, woods from 3" to
 * 20" on the way, a hedge at 3", the click 8" east (the Move dialog started from the map).
 */
function fusiliersAtTheWoods(): TableDouble {
  const table = new TableDouble();
  table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
  table.addFigure(NEY, "Sgt. Ney", {}, "nap.musket", PLAYER);
  table.addUnit(FUSILIERS, "Fusiliers", [NEY], {}, PLAYER);
  table.closeOrderUnits.add(FUSILIERS);
  table.onScene = [NEY];
  table.positions.set(NEY, { id: NEY, at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 });
  table.sceneDocuments.set(VIEWED_SCENE, {
    regions: [
      {
        id: "woods",
        shapes: [{ type: "rectangle", x: 300, y: -500, width: 1700, height: 1000 }],
        behaviors: [{ type: "terrain", system: { kind: "woods" } }],
      },
    ],
    walls: [{ id: "hedge", c: [300, -500, 300, 500], door: 0, ds: 0, sight: 0, obstacle: "hedge", window: false }],
  });
  table.pickedPoint = { x: 8, y: 0 };
  return table;
}

/**
 * NAP-7.1 the gun limbered at (2, 12), rough ground from 5" east of it, the click 8" east: the Move
 * gun dialog started from the map (through rough, 5" of it).
 */
function gunAtTheRough(): TableDouble {
  const table = battery({ round: "shot", limbered: true }, COLUMN);
  table.sceneDocuments.set(VIEWED_SCENE, {
    regions: [
      {
        id: "rough",
        shapes: [{ type: "rectangle", x: 500, y: 700, width: 1700, height: 1000 }],
        behaviors: [{ type: "terrain", system: { kind: "rough" } }],
      },
    ],
    walls: [],
  });
  table.pickedPoint = { x: 10, y: 12 };
  return table;
}

/** OW-9.3f the runaway stagecoach at (0, 0) facing east, a fence 3" ahead, the GM's click 10" away 60° off its facing. */
function runawayAtTheFence(): TableDouble {
  const table = stagecoach({ runaway: true });
  table.positions.set(WAGON, { id: WAGON, at: { x: 0, y: 0 }, base: roundBase(1), facing: 0 });
  table.tokenAt.set(WAGON, { x: 0, y: 0 });
  table.facings.set(WAGON, 0);
  table.sceneDocuments.set(VIEWED_SCENE, {
    regions: [],
    walls: [{ id: "fence", c: [300, -1000, 300, 1000], door: 0, ds: 0, sight: 0, obstacle: "fence", window: false }],
  });
  table.pickedPoint = { x: 10 * Math.cos(Math.PI / 3), y: 10 * Math.sin(Math.PI / 3) };
  return table;
}

/** The dialog of every action the last session added that has no played view above. */
export const dialogs = {
  /** NAP-7.1 Move gun, the gun limbered, clicked through rough ground (started from the map). */
  moveGun: () => asked(gunAtTheRough(), "moveGun", GUN),
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
  /** OW-9.3f the runaway's move (the GM's), clicked 60° off its facing over a fence: every number from the map. */
  runawayMove: () => asked(runawayAtTheFence(), "runawayMove", WAGON, { user: GM }),
  /** NAP-8.1 Emplace charges: the GM sets the activations it takes. */
  emplaceCharges: () => asked(engineers(), "emplaceCharges", ENGINEERS),
  /** NAP-5.3b a close order move clicked into the woods: the slow ground, the inches at full rate and the hedge from the map. */
  moveFromMap: () => asked(fusiliersAtTheWoods(), "move", NEY),
  /** CORE-6 hand to hand: Pvt. Cole against the targeted Sgt. Hale, both sides and the exact odds. */
  melee: () => {
    const table = posseAndRaiders();
    table.targets = [HALE];
    return asked(table, "melee", COLE);
  },
  /** CORE-4 a plain move: Pvt. Cole on foot, the ground he crosses asked. */
  move: () => asked(posseAndRaiders(), "move", COLE),
  /** NAP-2 Unit size: the organisation the unit is checked against. */
  unitSize: () => asked(company(), "checkUnitSize", COMPANY),
};
