/**
 * OW-9.3f the runaway check of a wagon: the wagon sheet's button, and the prompt the proximity
 * triggers raise (canvas/startle.ts: fire near the team…) with `params.trigger`, default fire
 * near the team. The GM's draw service draws it and posts ONE result.
 */
import { RUNAWAY_TRIGGERS } from "@rules/old-west/runaway";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import "./runaway-requests";

export async function runawayCheck(request: ActionRequest, port: Table): Promise<void> {
  const wagon = port.pieces.wagon(request.actor.uuid);
  if (!wagon) return port.user.warn("COMBAT_PATROL.Canvas.notWagon", { name: request.actor.name ?? "" });
  const asked = request.params.trigger;
  const trigger = RUNAWAY_TRIGGERS.find((t) => t === asked) ?? "fireNearTeam";
  const title = { key: "COMBAT_PATROL.Canvas.Title.runawayCheck", data: { wagon: wagon.unit.name } };
  await port.draw.resolve({
    procedure: "ow.runawayCheck",
    input: { wagon, trigger, ...chatContext(port.writes.speaker(request.actor.uuid), title, [wagon.unit]) },
  });
}
