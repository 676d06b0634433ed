/**
 * The ONE Foundry implementation of the actions' table port (port.ts), and the only file under
 * actions/ that reads Foundry's globals (game, canvas, ui): the pieces on the table as the
 * actions read them (the unit a figure belongs to, its tokens, the engine's UnitState: the data
 * models translate; nothing is decided here), the user, the options, the dialogs, the writes.
 */
import type { FigureState, UnitState } from "@rules/model";
import type { WagonState } from "@rules/old-west/wagons";
import { remainingCards } from "@rules/cards/deck";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { facingFromTokenRotation } from "@rules/geometry";
import type { ChatSpeaker } from "@foundry/chat/post";
import { foundryFormat } from "@foundry/shared/format";
import { ownsActor } from "@foundry/shared/ownership";
import { actorOfPart } from "@foundry/shared/parts";
import { affectedActors } from "@foundry/chat/record";
import { CombatPatrolActor } from "@foundry/documents/actor";
import { actorByUuid } from "@foundry/data/resolve";
import { currentOptions } from "@foundry/settings/current";
import { drawService } from "@foundry/cards/service";
import { checkTargetArc } from "@foundry/canvas/range";
import { figureFromToken, gridOf } from "@foundry/canvas/tokens";
import { toInches } from "@foundry/canvas/figures";
import type { Point } from "@rules/geometry";
import { foundryDeckStore } from "@foundry/cards/store";
import { activationKey } from "@rules/artillery";
import { isArcShown, toggleArc } from "@foundry/canvas/overlay";
import {
  breachWall,
  drawMoves,
  figureBase,
  figuresUnder,
  moveToken,
  rollD6,
  saveCharge,
  sceneCharges,
  wallAt,
} from "@foundry/canvas/charges";
import { soloUnit } from "./solo";
import { openingsOnPath } from "@foundry/canvas/openings";
import { markChargesAt } from "@foundry/canvas/bridges";
import { ask } from "./ask";
import { tokenDistance } from "./distance";
import type { GunPiece } from "./guns/guns";
import { wagonStateFrom } from "./board/wagon-state";
import { herdStateFrom } from "@foundry/canvas/old-west";
import type { ActionRequest } from "./layer";
import type { ActionPort, TablePiece } from "./port";
import { actingPiece, tokenOf } from "./foundry-pieces";

export { soloUnit };
import { FigureModel } from "@foundry/data/actor/figure";
import { GunModel } from "@foundry/data/actor/gun";
import { HerdModel } from "@foundry/data/actor/herd";
import { WagonModel } from "@foundry/data/actor/wagon";

/** The units whose tokens the user targeted (Foundry's targeting), each once. */
export function targetedUnits(): { unit: UnitState; actor: Actor.Implementation }[] {
  const out: { unit: UnitState; actor: Actor.Implementation }[] = [];
  for (const token of game.user?.targets ?? []) {
    const actor = token.actor;
    if (!actor) continue;
    const piece = actingPiece(actor);
    if (piece && !out.some((o) => o.unit.id === piece.unit.id)) out.push({ unit: piece.unit, actor: piece.unitActor });
  }
  return out;
}

/** Every unit with a token on the viewed scene (targets to choose from), each once. */
export function unitsOnScene(): { unit: UnitState; actor: Actor.Implementation }[] {
  const out: { unit: UnitState; actor: Actor.Implementation }[] = [];
  for (const token of game.scenes?.viewed?.tokens ?? []) {
    const actor = token.actor;
    if (!actor) continue;
    const piece = actingPiece(actor);
    if (piece && !out.some((o) => o.unit.id === piece.unit.id)) out.push({ unit: piece.unit, actor: piece.unitActor });
  }
  return out;
}

/** The targeted tokens that are figures, each with its unit (in targeting order, a figure per token). */
function targetedFigures(): { figure: FigureState; unit: UnitState }[] {
  const out: { figure: FigureState; unit: UnitState }[] = [];
  for (const token of game.user?.targets ?? []) {
    const actor = token.actor;
    if (!actor || !(actor.system instanceof FigureModel)) continue;
    const piece = actingPiece(actor);
    if (piece?.figure) out.push({ figure: piece.figure, unit: piece.unit });
  }
  return out;
}

/** OW-9.3 the rules' view of a wagon actor (wagonStateFrom translates its stored data). */
export function wagonStateOf(actor: Actor.Implementation): WagonState | null {
  const s = actor.system;
  return s instanceof WagonModel ? wagonStateFrom(actor.uuid, s.source, s.toUnitState()) : null;
}

/** The wagon the user targeted (boarding), or the one the figure is aboard (leaving). */
function wagonFor(figure: FigureState): Actor.Implementation | null {
  for (const token of game.user?.targets ?? []) if (token.actor?.system instanceof WagonModel) return token.actor;
  const aboard = figure.flags?.aboard;
  if (typeof aboard === "string") for (const actor of game.actors ?? []) if (actor.uuid === aboard) return actor;
  for (const actor of game.actors ?? []) {
    const s = actor.system;
    if (s instanceof WagonModel && (s.driverId === figure.id || s.passengerIds.includes(figure.id))) return actor;
  }
  return null;
}

/** The gun actor with the wagon carrying it (OW-5.2f); null for any other actor. */
function gunPiece(actor: Actor.Implementation): GunPiece | null {
  const s = actor.system;
  if (!(s instanceof GunModel)) return null;
  let wagon: WagonState | null = null;
  for (const other of game.actors ?? []) {
    if (other.system instanceof WagonModel && other.system.gatling && other.system.gunId === actor.uuid)
      wagon = wagonStateOf(other);
  }
  return { unit: s.toUnitState(), source: s.source, wagon };
}

/** The token a shooter fires from: his gun's (or the wagon carrying it, OW-5.2f), else his own. */
function firingToken(shooterId: string, unitId: string): TokenDocument.Implementation | null {
  if (actorByUuid(unitId)?.system instanceof GunModel) {
    const gun = tokenOf(unitId);
    if (gun) return gun;
    for (const actor of game.actors ?? []) {
      if (actor.system instanceof WagonModel && actor.system.gunId === unitId) return tokenOf(actor.uuid);
    }
  }
  return tokenOf(shooterId);
}

function tablePiece(actorId: string): TablePiece | null {
  const actor = actorByUuid(actorId);
  const piece = actor ? actingPiece(actor) : null;
  return piece ? { unit: piece.unit, unitActorId: piece.unitActor.uuid, figure: piece.figure } : null;
}

/**
 * NAP-7.3 one left click on the viewed scene, in inches (right click or Escape: null). The
 * templates layer is active meanwhile so the click selects no token; the stage's pointer events
 * and the layer-local position are read as canvas/templates.ts previewCircle reads them.
 */
function clickedPoint(prompt = "COMBAT_PATROL.Action.FireGun.clickPoint"): Promise<Point | null> {
  const layer = canvas?.templates;
  const stage = canvas?.stage;
  const scene = canvas?.scene ?? null;
  if (!layer || !stage || !scene) return Promise.resolve(null);
  ui.notifications?.info(foundryFormat(prompt));
  const previous = canvas?.activeLayer ?? null;
  layer.activate();
  return new Promise<Point | null>((resolve) => {
    const finish = (p: Point | null) => {
      stage.off("pointerdown", down);
      stage.off("rightdown", cancel);
      window.removeEventListener("keydown", escape);
      if (previous instanceof foundry.canvas.layers.InteractionLayer) previous.activate();
      resolve(p === null ? null : toInches(p, gridOf(scene)));
    };
    const down = (event: PIXI.FederatedPointerEvent) => {
      if (event.button !== 0) return;
      const p = event.getLocalPosition(layer);
      finish({ x: p.x, y: p.y });
    };
    const cancel = () => finish(null);
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") finish(null);
    };
    stage.on("pointerdown", down);
    stage.on("rightdown", cancel);
    window.addEventListener("keydown", escape);
  });
}

export const foundryPort: ActionPort = {
  options: () => currentOptions(),
  userId: () => game.user?.id ?? "",
  isGM: () => game.user?.isGM === true,
  format: foundryFormat,
  warn: (key, data) => ui.notifications?.warn(foundryFormat(key, data)),
  error: (key, data) => ui.notifications?.error(foundryFormat(key, data)),
  piece: tablePiece,
  targetedUnits: () => targetedUnits().map((u) => u.unit),
  targetedFigures,
  unitsOnScene: () => unitsOnScene().map((u) => u.unit),
  wagon(actorId) {
    const actor = actorByUuid(actorId);
    return actor ? wagonStateOf(actor) : null;
  },
  wagonFor(figure) {
    const actor = wagonFor(figure);
    return actor ? wagonStateOf(actor) : null;
  },
  gun(actorId) {
    const actor = actorByUuid(actorId);
    return actor ? gunPiece(actor) : null;
  },
  weaponOf(figureId) {
    const system = actorByUuid(figureId)?.system;
    if (!(system instanceof FigureModel)) return null;
    const profile = system.weaponProfile();
    return profile ? { profile, name: system.weapon?.name ?? profile.id } : null;
  },
  distance(fromId, toId) {
    const a = tokenOf(fromId);
    const b = tokenOf(toId);
    return a && b ? tokenDistance(a, b) : null;
  },
  inArc(shooterId, unitId, targetId) {
    const shooter = firingToken(shooterId, unitId);
    const target = tokenOf(actorOfPart(targetId));
    return !shooter || !target || checkTargetArc(shooter, target);
  },
  tokenFacing(request: ActionRequest) {
    const token = request.token ?? tokenOf(request.actor.uuid);
    return token ? facingFromTokenRotation(token.rotation ?? 0) : null;
  },
  ask,
  // the fire dialog and its exact odds load on the first fire action, not at start (issue 19 bundle budget)
  fireDialog: (config) => import("./fire/fire-dialog").then(({ FireDialog }) => FireDialog.prompt(config)),
  pool() {
    const stored = drawService.actionDeck();
    return stored ? remainingCards(stored.state, stored.deck) : FRONTIER_DECK.cards;
  },
  speaker(actorId) {
    const actor = actorByUuid(actorId);
    const token = tokenOf(actorId);
    return ChatMessage.implementation.getSpeaker({ actor, token }) as ChatSpeaker;
  },
  draw: () => drawService,
  mayWrite(effects) {
    const user = game.user;
    if (!user) return false;
    if (user.isGM) return true;
    return affectedActors(effects).every((id) => {
      const actor = actorByUuid(id);
      return ownsActor(user, actor);
    });
  },
  async applyEffects(effects) {
    await CombatPatrolActor.applyEffects(effects);
  },
  async createMessage(data) {
    await ChatMessage.implementation.create(data);
  },
  figuresAt(ids) {
    // A token's figure carries the token's id (canvas/tokens.ts); the rules here address actors.
    return ids.flatMap((id) => {
      const token = tokenOf(id);
      return token ? [{ ...figureFromToken(token), id }] : [];
    });
  },
  activation() {
    // The Activation Deck's state as the draw service reads it (cards/service.ts activationState).
    const state = foundryDeckStore.activationDeck()?.state ?? null;
    const card = state ? state.drawn[state.drawn.length - 1] : undefined;
    return state && card !== undefined ? activationKey(state.turn, card) : null;
  },
  pickPoint: clickedPoint,
  firingLine(unitId, targetId) {
    // The gun's token, else the wagon carrying it (firingToken); figureFromToken gives a gun its
    // stored facing (OW-5.2e) and any other token the facing of its rotation (a wagon: OW-5.2f).
    const gun = firingToken(unitId, unitId);
    const target = tokenOf(actorOfPart(targetId));
    if (!gun || !target || !gun.parent || gun.parent !== target.parent) return null;
    return { gun: figureFromToken(gun), target: figureFromToken(target) };
  },
  showArc(unitId) {
    // The client's overlay (canvas/overlay.ts) draws the arc of the token's kind (arcKindOf).
    const token = firingToken(unitId, unitId);
    if (token?.id && !isArcShown(token.id)) toggleArc(token.id);
  },
  // Dynamite: placed charges and forced moves (issue 15), in canvas/charges.ts.
  charges: sceneCharges,
  saveCharge,
  figureBase,
  figuresUnder: (at, size) => figuresUnder(at, size, tablePiece),
  rollD6,
  wallAt,
  breachWall: (target, gapInches) =>
    breachWall(target, gapInches, sceneCharges().find((c) => c.against?.id === target.id)?.at ?? null),
  moveToken,
  drawMoves,
  herd(actorId) {
    const s = actorByUuid(actorId)?.system;
    return s instanceof HerdModel ? herdStateFrom(s.toUnitState(), s.source) : null;
  },
  // OW-9.2.7 a stampede on the scene (canvas/stampede-run.ts), loaded on the first stampede (issue 19 bundle budget).
  stampedeGround: (request) => import("@foundry/canvas/stampede-run").then((m) => m.stampedeGround(request)),
  runStampede: (ground, paths, displacement) =>
    import("@foundry/canvas/stampede-run").then((m) => m.runStampede(ground, paths, displacement)),
  offerTrampling: (ground, herdId, trampled) =>
    import("@foundry/canvas/stampede-run").then((m) => m.offerTrampling(ground, herdId, trampled)),
  // Issue 16: a passed check (NAP-5.2, NAP-2, NAP-8.2) as a notification, as warn above.
  info: (key, data) => ui.notifications?.info(foundryFormat(key, data)),
  // Issue 16 NAP-5.3: the scene's door walls and the walls flagged as windows (canvas/openings.ts).
  openingsCrossed: (from, to) => openingsOnPath(from, to),
  // Issue 16 NAP-8.1: the engineers' charges marked where they were emplaced (canvas/bridges.ts).
  markCharges: markChargesAt,
};
