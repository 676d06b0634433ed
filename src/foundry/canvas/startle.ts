/**
 * Stampedes and runaways on the table (OW-9.2.7, OW-9.2.7b, OW-9.3f):
 * - the action handlers "stampedeCheck" and "runawayCheck" (sheet buttons, and the prompts the
 *   proximity triggers raise) and "trample" (the chat prompt after a stampede), each drawing its
 *   cards through the GM's draw service with the old-west procedures and posting ONE result;
 * - the proximity triggers: after a fire or melee result is posted, the active GM is asked to run
 *   the checks the tokens' positions make due (triggers.ts);
 * - stampedesOnActivationCard(): every stampeding herd moves one card in its scatter direction
 *   (the combat code calls it on each Activation Card), the herd's tokens move in one update and
 *   figures within 1" of its path are offered the trampling melee in chat.
 */
import { type Figure, type Point, trampledBy } from "../../rules/geometry";
import { STAMPEDE_TRIGGERS, stampedeCheck, stampedeMove, trampleMelee, type TrampleInput } from "../../rules/old-west/stampede";
import { type HerdState, type StampedeTrigger, speciesOf } from "../../rules/old-west/animals";
import { RUNAWAY_TRIGGERS, runawayCheck, type RunawayTrigger } from "../../rules/old-west/runaway";
import { type WagonState, wagonImmobility } from "../../rules/old-west/wagons";
import type { ProcedureResult } from "../../rules/model";
import { type ActionRequest, hasAction, performAction, registerAction } from "../actions/layer";
import { capturing, posted, postResult, requireActing } from "../actions/procedures";
import { chatContext, type ChatContext, type PostedResult } from "../actions/requests";
import { drawProcedures, registerDrawProcedure } from "../cards/registry";
import { drawService } from "../cards/service";
import type { DrawProcedure } from "../cards/ports";
import { foundryFormat } from "../chat/message";
import { ResultMessageModel } from "../chat/model";
import type { ChatSpeaker } from "../chat/post";
import { FigureModel } from "../data/actor/figure";
import { HerdModel } from "../data/actor/herd";
import { WagonModel } from "../data/actor/wagon";
import { parsePartId } from "../data/derive";
import { actorByUuid } from "../data/resolve";
import { pixelsOf } from "./figures";
import { centralOf, followUpdates } from "./herd";
import { herdStateFrom, wagonStateFrom } from "./old-west";
import { type StartleGroup, type TriggerCheck, chargeTriggers, fireTriggers, firersOf, hitTargetsOf, meleeSidesOf } from "./triggers";
import { actorUuidOf, baseActorOf, figureFromToken, gridOf, memberships, unitOfToken } from "./tokens";
import { expectMoves } from "./moves";
import { sceneObstacles, splitDisplacements, stampedePathAreas } from "./obstacles";
import { createAreas } from "./areas/foundry";
import type { StampedeObstacle, StampedePath } from "../../rules/old-west/stampede-terrain";
import { SYSTEM_ID } from "../shared/system";

/* ------------------------------------------------ the draw procedures (GM side) */

export interface StampedeCheckRequest extends ChatContext {
  readonly herd: HerdState;
  readonly trigger: StampedeTrigger;
}

export interface RunawayCheckRequest extends ChatContext {
  readonly wagon: WagonState;
  readonly trigger: RunawayTrigger;
}

export interface StampedeMoveRequest extends ChatContext {
  readonly herd: HerdState;
  /** The herd's tokens as figures (ids = token ids) and every other figure on the scene. */
  readonly herdAt: readonly Figure[];
  readonly others: readonly Figure[];
  /** The central figure's facing: the scatter clock's 12 o'clock. */
  readonly referenceBearing: number;
  /** OW-9.2.7c the scene's walls, fences and marked areas (obstacles.ts), inches. */
  readonly obstacles?: readonly StampedeObstacle[];
}

export interface StampedeMovePosted extends PostedResult {
  /** Inches the herd moves (x, y). */
  readonly displacement: Point | null;
  /** Token ids of the figures within 1" of its path. */
  readonly trampled: readonly string[];
  /** OW-9.2.7c the path(s) run over the obstacles (drawn on the canvas), none without obstacles. */
  readonly paths: readonly StampedePath[];
}

export interface TrampleRequest extends ChatContext {
  readonly trample: TrampleInput;
}

declare module "../cards/ports" {
  interface DrawProcedures {
    "ow.stampedeCheck": { input: StampedeCheckRequest; output: PostedResult };
    "ow.runawayCheck": { input: RunawayCheckRequest; output: PostedResult };
    "ow.stampedeMove": { input: StampedeMoveRequest; output: StampedeMovePosted };
    "ow.trample": { input: TrampleRequest; output: PostedResult };
  }
}

const stampedeCheckProcedure: DrawProcedure<"ow.stampedeCheck"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.herd.unit]);
    const cards = capturing(source);
    return posted(stampedeCheck(input.herd, input.trigger, cards, { rules: ctx.options }), cards.cards, input, input.herd.unit.figures);
  },
  commit: postResult,
};

const runawayCheckProcedure: DrawProcedure<"ow.runawayCheck"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.wagon.unit]);
    const cards = capturing(source);
    return posted(runawayCheck(input.wagon, input.trigger, cards, { rules: ctx.options }), cards.cards, input, input.wagon.unit.figures);
  },
  commit: postResult,
};

const stampedeMoveProcedure: DrawProcedure<"ow.stampedeMove"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.herd.unit]);
    const cards = capturing(source);
    const geometry = { herdAt: input.herdAt, others: input.others, referenceBearing: input.referenceBearing, ...(input.obstacles?.length ? { obstacles: input.obstacles } : {}) };
    const result = stampedeMove(input.herd, cards, geometry, { rules: ctx.options });
    return { ...posted(result, cards.cards, input, input.herd.unit.figures), displacement: result.displacement, trampled: result.trampled, paths: result.terrain?.paths ?? [] };
  },
  commit: postResult,
};

const trampleProcedure: DrawProcedure<"ow.trample"> = {
  run(input, source, ctx) {
    requireActing(ctx, [input.trample.figure]);
    const cards = capturing(source);
    const t = input.trample;
    return posted(trampleMelee(t, cards, { rules: ctx.options }), cards.cards, input, [t.figure, ...t.animalsInRange]);
  },
  commit: postResult,
};

/** Register the draw procedures (every client, init); one another concept already registered is left alone. */
export function registerStartleProcedures(): void {
  if (!drawProcedures.get("ow.stampedeCheck")) registerDrawProcedure("ow.stampedeCheck", stampedeCheckProcedure);
  if (!drawProcedures.get("ow.runawayCheck")) registerDrawProcedure("ow.runawayCheck", runawayCheckProcedure);
  if (!drawProcedures.get("ow.stampedeMove")) registerDrawProcedure("ow.stampedeMove", stampedeMoveProcedure);
  if (!drawProcedures.get("ow.trample")) registerDrawProcedure("ow.trample", trampleProcedure);
}

/* ------------------------------------------------ the action handlers */

function speakerOf(actor: Actor.Implementation, token?: TokenDocument.Implementation | null): ChatSpeaker {
  const s = ChatMessage.implementation.getSpeaker({ actor, ...(token ? { token } : {}) });
  return { scene: s.scene ?? null, actor: s.actor ?? null, token: s.token ?? null, alias: s.alias ?? null };
}

function warn(key: string, data: Readonly<Record<string, string | number>> = {}): void {
  ui.notifications?.warn(foundryFormat(key, data));
}

/** The herd state of a herd actor, null for any other actor. */
export function herdStateOf(actor: Actor.Implementation | null): HerdState | null {
  const s = actor?.system;
  return s instanceof HerdModel ? herdStateFrom(s.toUnitState(), s.source) : null;
}

/** The wagon state of a wagon actor, null for any other actor. */
export function wagonStateOf(actor: Actor.Implementation | null): WagonState | null {
  const s = actor?.system;
  return s instanceof WagonModel ? wagonStateFrom(s.toUnitState(), s.source) : null;
}

/** OW-9.2.7 the stampede check of a herd (params.trigger, default a GM event). */
export async function stampedeCheckAction(request: ActionRequest): Promise<void> {
  const herd = herdStateOf(request.actor);
  if (!herd) return warn("COMBAT_PATROL.Canvas.notHerd", { name: request.actor.name ?? "" });
  const asked = request.params.trigger;
  const trigger = STAMPEDE_TRIGGERS.find((t) => t === asked) ?? "gmEvent";
  const title = { key: "COMBAT_PATROL.Canvas.Title.stampedeCheck", data: { unit: herd.unit.name } };
  await drawService.resolve({ procedure: "ow.stampedeCheck", input: { herd, trigger, ...chatContext(speakerOf(request.actor, request.token), title, [herd.unit]) } });
}

/** OW-9.3f the runaway check of a wagon (params.trigger, default fire near the team). */
export async function runawayCheckAction(request: ActionRequest): Promise<void> {
  const wagon = wagonStateOf(request.actor);
  if (!wagon) return warn("COMBAT_PATROL.Canvas.notWagon", { name: request.actor.name ?? "" });
  const asked = request.params.trigger;
  const trigger = RUNAWAY_TRIGGERS.find((t) => t === asked) ?? "fireNearTeam";
  const title = { key: "COMBAT_PATROL.Canvas.Title.runawayCheck", data: { wagon: wagon.unit.name } };
  await drawService.resolve({ procedure: "ow.runawayCheck", input: { wagon, trigger, ...chatContext(speakerOf(request.actor, request.token), title, [wagon.unit]) } });
}

/**
 * OW-9.2.7b a figure's trampling melee against a stampeding herd (params.herd: the herd actor's
 * UUID; params.animals: how many of its animals were within 1").
 */
export async function trampleAction(request: ActionRequest): Promise<void> {
  const system = request.actor.system;
  const herdActor = actorByUuid(request.params.herd ?? null);
  const herd = herdStateOf(herdActor);
  if (!(system instanceof FigureModel) || !herd || !herdActor) return warn("COMBAT_PATROL.Canvas.notHerd", { name: herdActor?.name ?? "" });
  const figure = system.toFigureState();
  const count = Math.max(1, Number(request.params.animals ?? "1") || 1);
  const animalsInRange = herd.unit.figures.filter((f) => !f.incapacitated).slice(0, count);
  const figureUnitId = memberships().get(figure.id) ?? figure.id;
  const title = { key: "COMBAT_PATROL.Canvas.Title.trample", data: { figure: figure.name, unit: herd.unit.name } };
  await drawService.resolve({
    procedure: "ow.trample",
    input: {
      trample: { herd, animalsInRange, figureUnitId, figure, hth: system.weaponProfile()?.hth ?? 0 },
      ...chatContext(speakerOf(request.actor, request.token), title, [herd.unit, { id: figureUnitId, name: figure.name }]),
    },
  });
}

/** Register the three handlers unless another concept registered them first. */
export function registerStartleActions(): void {
  const handlers: Record<string, (r: ActionRequest) => Promise<void>> = {
    stampedeCheck: stampedeCheckAction,
    runawayCheck: runawayCheckAction,
    trample: trampleAction,
  };
  for (const [id, handler] of Object.entries(handlers)) if (!hasAction(id)) registerAction(id, handler);
}

/* ------------------------------------------------ herds and wagons on a scene */

/**
 * Every herd and wagon on a scene as startle groups (figures = their tokens). A group the rules
 * would not check is exempt: a species that never stampedes (speciesOf: sheep, bears), a herd
 * stampeding already, a wagon running away or immobile (runawayCheck's own "no check").
 */
export function startleGroups(scene: Scene.Implementation): StartleGroup[] {
  const groups = new Map<string, StartleGroup & { figures: Figure[] }>();
  for (const token of scene.tokens) {
    const actor = baseActorOf(token);
    if (!actor) continue;
    let group = groups.get(actor.uuid);
    if (!group) {
      const herd = herdStateOf(actor);
      const wagon = herd ? null : wagonStateOf(actor);
      if (herd) group = { kind: "herd", actorId: actor.uuid, figures: [], exempt: !speciesOf(herd).stampedes || herd.stampeding };
      else if (wagon) group = { kind: "wagon", actorId: actor.uuid, figures: [], exempt: wagon.runaway || wagonImmobility(wagon) !== null };
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
export function checksForResult(scene: Scene.Implementation, result: ProcedureResult, unitIds: readonly string[]): TriggerCheck[] {
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
    const title = foundryFormat(check.kind === "herd" ? "COMBAT_PATROL.Canvas.Title.stampedeCheck" : "COMBAT_PATROL.Canvas.Title.runawayCheck", { unit: actor.name ?? "", wagon: actor.name ?? "" });
    const yes = await foundry.applications.api.DialogV2.confirm({ window: { title }, content, rejectClose: false });
    if (yes !== true) continue;
    await performAction(check.kind === "herd" ? "stampedeCheck" : "runawayCheck", { actor, params: { trigger: check.trigger } });
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

/* ------------------------------------------------ stampedes on the Activation Cards */

/** OW-9.2.7 one stampeding herd moves one card in its direction; returns the tokens trampled. */
export async function moveStampede(scene: Scene.Implementation, herdActor: Actor.Implementation): Promise<readonly string[]> {
  const herd = herdStateOf(herdActor);
  const s = herdActor.system;
  if (!herd || !(s instanceof HerdModel) || !herd.stampeding) return [];
  const tokens = scene.tokens.filter((t) => baseActorOf(t)?.uuid === herdActor.uuid);
  const herdAt = tokens.map((t) => figureFromToken(t, herdActor.uuid));
  const central = centralOf({ herdId: herdActor.uuid, centralId: s.centralTokenId, figures: herdAt });
  if (!central) return [];
  const own = new Set(herdAt.map((f) => f.id));
  const members = memberships();
  const others = scene.tokens.filter((t) => !own.has(t.id ?? "")).map((t) => figureFromToken(t, unitOfToken(t, members)));
  const title = { key: "COMBAT_PATROL.Canvas.Title.stampedeMove", data: { unit: herd.unit.name } };
  const grid = gridOf(scene);
  const obstacles = obstaclesOnScene(scene, grid);
  const answer = await drawService.resolve({
    procedure: "ow.stampedeMove",
    input: { herd, herdAt, others, referenceBearing: central.facing ?? 0, obstacles, ...chatContext(speakerOf(herdActor), title, [herd.unit]) },
  });
  if (!answer.ok || !answer.output.displacement) return [];
  // OW-9.2.7c the path the herd ran over the obstacles, shown on the canvas.
  if (answer.output.paths.length > 0) await createAreas(scene, stampedePathAreas(answer.output.paths));
  const d = answer.output.displacement;
  // OW-9.2.7c a split herd: each animal runs the path on its side (obstacles.ts splitDisplacements).
  const split = splitDisplacements(herdAt, answer.output.paths);
  const updates = split
    ? tokens.map((t) => {
        const own = split.get(t.id ?? "") ?? d;
        return { _id: t.id ?? "", x: (t.x ?? 0) + pixelsOf(own.x, grid), y: (t.y ?? 0) + pixelsOf(own.y, grid) };
      })
    : followUpdates(
        tokens.map((t) => ({ id: t.id ?? "", x: t.x ?? 0, y: t.y ?? 0 })),
        { x: pixelsOf(d.x, grid), y: pixelsOf(d.y, grid) },
      );
  expectMoves(updates.map((u) => u._id));
  await scene.updateEmbeddedDocuments("Token", updates);
  await offerTrampling(scene, herdActor, answer.output.trampled, herdAt, d);
  return answer.output.trampled;
}

/**
 * OW-9.2.7c the scene's obstacles: every Wall document (`c` its segment; flag obstacle "fence"
 * makes it a fence) and every Drawing the GM flagged `combat-patrol.obstacle` small/medium/large.
 */
function obstaclesOnScene(scene: Scene.Implementation, grid: ReturnType<typeof gridOf>): StampedeObstacle[] {
  const flag = (doc: { readonly flags?: unknown }): unknown => {
    const scoped: unknown = doc.flags && typeof doc.flags === "object" ? Reflect.get(doc.flags, SYSTEM_ID) : undefined;
    return scoped && typeof scoped === "object" ? Reflect.get(scoped, "obstacle") : undefined;
  };
  const walls = scene.walls.map((w) => ({ id: w.id ?? "", c: [...w.c], flag: flag(w) }));
  const drawings = scene.drawings.map((d) => ({ id: d.id ?? "", x: d.x ?? 0, y: d.y ?? 0, shape: { type: String(d.shape.type ?? "r"), width: d.shape.width ?? null, height: d.shape.height ?? null, points: d.shape.points ? d.shape.points.map(Number) : null }, flag: flag(d) }));
  return sceneObstacles(walls, drawings, grid);
}

/**
 * OW-9.2.7 on every Activation Card, each stampeding herd on the scene moves one card. The combat
 * code calls this after each Activation Card (GM only). Returns the herds moved.
 */
export async function stampedesOnActivationCard(scene: Scene.Implementation | null = canvas?.scene ?? null): Promise<number> {
  if (!scene || !game.user?.isGM) return 0;
  const herds = new Map<string, Actor.Implementation>();
  for (const token of scene.tokens) {
    const actor = baseActorOf(token);
    if (actor?.system instanceof HerdModel && actor.system.stampede.active && actor.system.stampede.clock !== null) herds.set(actor.uuid, actor);
  }
  for (const herd of herds.values()) await moveStampede(scene, herd);
  return herds.size;
}

/** OW-9.2.7b one chat prompt listing the figures within 1" of the stampede, each with a button for its melee. */
async function offerTrampling(scene: Scene.Implementation, herdActor: Actor.Implementation, trampled: readonly string[], herdAt: readonly Figure[], move: Point): Promise<void> {
  if (trampled.length === 0) return;
  const rows: string[] = [];
  for (const id of trampled) {
    const token = scene.tokens.get(id);
    const actor = token?.actor;
    if (!token || !actor || !(actor.system instanceof FigureModel)) continue;
    const f = figureFromToken(token);
    // How many animals passed within 1" of him (geometry's trampledBy, one animal at a time).
    const animals = herdAt.filter((h) => trampledBy([f], [h], move).length > 0).length || 1;
    rows.push(
      `<li>${foundry.utils.escapeHTML(actor.name ?? "")} <button type="button" data-cp-trample="${actor.uuid}" data-cp-token="${token.id ?? ""}" data-cp-herd="${herdActor.uuid}" data-cp-animals="${animals}">${foundryFormat("COMBAT_PATROL.Canvas.Trample.fight")}</button></li>`,
    );
  }
  if (rows.length === 0) return;
  const content = `<div class="cp-trample"><p>${foundryFormat("COMBAT_PATROL.Canvas.Trample.prompt", { unit: foundry.utils.escapeHTML(herdActor.name ?? "") })}</p><ul>${rows.join("")}</ul></div>`;
  await ChatMessage.implementation.create({ content, speaker: speakerOf(herdActor) });
}

/** renderChatMessageHTML: the trampling prompt's buttons run the melee for their figure. */
export function bindTramplePrompt(element: HTMLElement): void {
  for (const button of element.querySelectorAll<HTMLButtonElement>("button[data-cp-trample]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const actor = actorByUuid(button.dataset.cpTrample ?? null);
      if (!actor) return;
      const token = canvas?.scene?.tokens.get(button.dataset.cpToken ?? "") ?? null;
      void performAction("trample", { actor, token, params: { herd: button.dataset.cpHerd ?? "", animals: button.dataset.cpAnimals ?? "1" } });
    });
  }
}
