/**
 * OW-9.3f the runaway check of a wagon: the wagon sheet's button, and the prompt the proximity
 * triggers raise (canvas/startle.ts: fire near the team…) with `params.trigger`, default fire
 * near the team. The GM's draw service draws it and posts ONE result.
 */
import { RUNAWAY_TRIGGERS } from "@rules/old-west/runaway";
import type { ActionRequest } from "../layer";
import type { ActionPort } from "../port";
import { chatContext } from "../requests";
import "./requests";

export async function runawayCheck(request: ActionRequest, port: ActionPort): Promise<void> {
  const wagon = port.wagon(request.actor.uuid);
  if (!wagon) return port.warn("COMBAT_PATROL.Canvas.notWagon", { name: request.actor.name ?? "" });
  const asked = request.params.trigger;
  const trigger = RUNAWAY_TRIGGERS.find((t) => t === asked) ?? "fireNearTeam";
  const title = { key: "COMBAT_PATROL.Canvas.Title.runawayCheck", data: { wagon: wagon.unit.name } };
  await port.draw().resolve({
    procedure: "ow.runawayCheck",
    input: { wagon, trigger, ...chatContext(port.speaker(request.actor.uuid), title, [wagon.unit]) },
  });
}
