/**
 * OW-9.3f the runaway check of a wagon: the wagon sheet's button, and the prompt the proximity
 * triggers raise (canvas/startle.ts: fire near the team…) with `params.trigger`, default fire
 * near the team. The trigger is confirmed in a dialog showing the check's odds; the GM's draw service draws it
 * and posts ONE result.
 */
import { RUNAWAY_TRIGGERS } from "@rules/old-west/runaway";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import { oddsOrNone } from "../odds-text";
import { runawayCheckOddsLines, runawayTriggerField, runawayTriggerOf } from "./runaway-odds";
import "./runaway-requests";

export async function runawayCheck(request: ActionRequest, port: Table): Promise<void> {
  const wagon = port.pieces.wagon(request.actor.uuid);
  if (!wagon) return port.user.warn("COMBAT_PATROL.Canvas.notWagon", { name: request.actor.name ?? "" });
  const asked = request.params.trigger;
  const t = port.user.format;
  const pool = port.draw.pool();
  const titleKey = "COMBAT_PATROL.Canvas.Title.runawayCheck";
  // OW-9.3f the trigger (the prompt's) and the odds of the check before it is drawn
  const answers = await port.dialogs.ask({
    title: t(titleKey, { wagon: wagon.unit.name }),
    fields: [runawayTriggerField(t, RUNAWAY_TRIGGERS.find((k) => k === asked) ?? "fireNearTeam")],
    live: (a) => oddsOrNone(() => runawayCheckOddsLines(wagon, runawayTriggerOf(a), pool, port.user.options(), t)),
    ok: t("COMBAT_PATROL.Action.Runaway.confirm"),
  });
  if (!answers) return;
  const trigger = runawayTriggerOf(answers);
  const title = { key: titleKey, data: { wagon: wagon.unit.name } };
  await port.draw.resolve({
    procedure: "ow.runawayCheck",
    input: { wagon, trigger, ...chatContext(port.writes.speaker(request.actor.uuid), title, [wagon.unit]) },
  });
}
