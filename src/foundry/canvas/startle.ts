/**
 * Stampedes and runaways on the canvas (OW-9.2.7, OW-9.2.7b, OW-9.3f): only what the table's
 * positions and hooks trigger; the checks, the stampede's run and the trampling melee are the
 * actions "stampedeCheck", "stampedeMove", "trample" (actions/stampede) and "runawayCheck"
 * (actions/runaway), performed from here:
 * after a fire or melee result is posted, the active GM is asked to run the checks the tokens'
 * positions make due (the proximity triggers, triggers.ts).
 * The stampedes on each Activation Card and the trampling prompt's buttons are in herd-turn.ts.
 * canvas-hooks.ts loads this module on the active GM's first posted message, not at start-up.
 */
import type { Figure } from "@rules/geometry";
import { type HerdState, speciesOf } from "@rules/old-west/animals";
import { type WagonState, wagonImmobility } from "@rules/old-west/wagons";
import type { ProcedureResult } from "@rules/model";
import { performAction } from "@foundry/kernel/action-layer";
import { foundryFormat } from "@foundry/shared/format";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { HerdModel } from "@foundry/data/actor/herd";
import { WagonModel } from "@foundry/data/actor/wagon";
import { parsePartId } from "@rules/parts";
import { actorByUuid } from "@foundry/data/resolve";
import { herdStateFrom, wagonStateFrom } from "@foundry/data/old-west-states";
import {
  type StartleGroup,
  type TriggerCheck,
  chargeTriggers,
  fireTriggers,
  firersOf,
  hitTargetsOf,
  meleeSidesOf,
} from "./triggers";
import { actorUuidOf, baseActorOf, figureFromToken, memberships, unitOfToken } from "./tokens";

/* ------------------------------------------------ herds and wagons on a scene */

/** The herd state of a herd actor, null for any other actor. */
function herdStateOf(actor: Actor.Implementation | null): HerdState | null {
  const s = actor?.system;
  return s instanceof HerdModel ? herdStateFrom(s.toUnitState(), s.source) : null;
}

/** The wagon state of a wagon actor, null for any other actor. */
function wagonStateOf(actor: Actor.Implementation | null): WagonState | null {
  const s = actor?.system;
  return s instanceof WagonModel ? wagonStateFrom(s.toUnitState(), s.source) : null;
}

/**
 * Every herd and wagon on a scene as startle groups (figures = their tokens). A group the rules
 * would not check is exempt: a species that never stampedes (speciesOf: sheep, bears), a herd
 * stampeding already, a wagon running away or immobile (runawayCheck's own "no check").
 */
function startleGroups(scene: Scene.Implementation): StartleGroup[] {
  const groups = new Map<string, StartleGroup & { figures: Figure[] }>();
  for (const token of scene.tokens) {
    const actor = baseActorOf(token);
    if (!actor) continue;
    let group = groups.get(actor.uuid);
    if (!group) {
      const herd = herdStateOf(actor);
      const wagon = herd ? null : wagonStateOf(actor);
      if (herd)
        group = {
          kind: "herd",
          actorId: actor.uuid,
          figures: [],
          exempt: !speciesOf(herd).stampedes || herd.stampeding,
        };
      else if (wagon)
        group = {
          kind: "wagon",
          actorId: actor.uuid,
          figures: [],
          exempt: wagon.runaway || wagonImmobility(wagon) !== null,
        };
      else continue;
      groups.set(actor.uuid, group);
    }
    group.figures.push(figureFromToken(token, actor.uuid));
  }
  return [...groups.values()];
}

/** The tokens of the figures named by actor UUIDs (parts reduced to their actor), as figures with their units. */
function figuresOfActors(scene: Scene.Implementation, ids: readonly string[]): Figure[] {
  const wanted = new Set(ids.map((id) => parsePartId(id).actorId));
  const members = memberships();
  return scene.tokens
    .filter((t) => [actorUuidOf(t), baseActorOf(t)?.uuid].some((id) => !!id && wanted.has(id)))
    .map((t) => figureFromToken(t, unitOfToken(t, members)));
}

/** The checks a posted fire or melee result makes due on this scene (pure triggers over its tokens). */
function checksForResult(
  scene: Scene.Implementation,
  result: ProcedureResult,
  unitIds: readonly string[],
): TriggerCheck[] {
  const groups = startleGroups(scene);
  if (groups.length === 0) return [];
  const shooters = firersOf(result);
  if (shooters.length > 0) {
    const targets = [...new Set([...hitTargetsOf(result).map((id) => parsePartId(id).actorId), ...unitIds])];
    return fireTriggers(figuresOfActors(scene, shooters), targets, groups);
  }
  const melee = meleeSidesOf(result);
  if (!melee) return [];
  const { actorId, part } = parsePartId(melee.defender);
  const members = memberships();
  const defenderUnit = part !== null ? actorId : (members.get(actorId) ?? actorId);
  const defenders = scene.tokens
    .filter((t) => unitOfToken(t, members) === defenderUnit)
    .map((t) => figureFromToken(t, defenderUnit));
  return chargeTriggers(defenderUnit, defenders, groups);
}

/** Ask the GM to draw each check due (one confirmation each). */
async function promptChecks(checks: readonly TriggerCheck[]): Promise<void> {
  for (const check of checks) {
    const actor = actorByUuid(check.actorId);
    if (!actor) continue;
    // The name is a user's text: escaped before it goes into the dialog's HTML.
    const content = `<p>${foundryFormat(`COMBAT_PATROL.Canvas.Trigger.${check.trigger}`, { name: foundry.utils.escapeHTML(actor.name ?? "") })}</p>`;
    const title = foundryFormat(
      check.kind === "herd" ? "COMBAT_PATROL.Canvas.Title.stampedeCheck" : "COMBAT_PATROL.Canvas.Title.runawayCheck",
      { unit: actor.name ?? "", wagon: actor.name ?? "" },
    );
    const yes = await foundry.applications.api.DialogV2.confirm({ window: { title }, content, rejectClose: false });
    if (yes !== true) continue;
    await performAction(check.kind === "herd" ? "stampedeCheck" : "runawayCheck", {
      actor,
      params: { trigger: check.trigger },
    });
  }
}

/** createChatMessage: on the active GM, a fire or melee result prompts the checks it makes due. */
export function onResultMessage(message: ChatMessage.Implementation): void {
  if (!game.users?.activeGM?.isSelf) return;
  const system = message.system;
  if (!(system instanceof ResultMessageModel)) return;
  const record = system.result;
  const sceneId = message.speaker?.scene ?? null;
  const scene = (sceneId ? game.scenes?.get(sceneId) : null) ?? game.scenes?.viewed ?? null;
  if (!record || !scene) return;
  const checks = checksForResult(scene, record.result, Object.keys(record.units));
  if (checks.length > 0) void promptChecks(checks);
}
