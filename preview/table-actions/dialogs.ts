/**
 * The dialogs the preview shows of actions it has no played view of: each action pressed on the
 * table double and its dialog closed unanswered (nothing drawn), the dialog as it was asked.
 */
import type { AskConfig } from "@foundry/kernel/ask-dialog";
import { GM, press, type TableDouble } from "../../tests/table/harness";
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
