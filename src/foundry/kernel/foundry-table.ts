/**
 * The Foundry implementation of the table's roles this client holds (kernel/table-ports.ts): the
 * user, the pieces (the unit a figure belongs to, its tokens, the engine's UnitState: the data
 * models translate; nothing is decided here), the dialogs, the draw and the writes. The canvas
 * provides the scene and canvas roles. With foundry-pieces.ts, the only kernel files naming
 * Foundry's game and ui globals for the actions.
 */
import type { FigureState, UnitState } from "@rules/model";
import type { WagonState } from "@rules/old-west/wagons";
import { remainingCards } from "@rules/cards/deck";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { activationKey } from "@rules/artillery/activation-key";
import { actorOfPart } from "@rules/parts";
import { foundryFormat, notifyKey } from "@foundry/shared/format";
import { ownsActor } from "@foundry/shared/ownership";
import { CombatPatrolActor } from "@foundry/documents/actor";
import { actorByUuid } from "@foundry/data/resolve";
import { currentOptions } from "@foundry/settings/current";
import { wagonStateFrom } from "@foundry/data/wagon-state";
import { herdStateFrom } from "@foundry/data/old-west-states";
import { FigureModel } from "@foundry/data/actor/figure";
import { GunModel } from "@foundry/data/actor/gun";
import { HerdModel } from "@foundry/data/actor/herd";
import { WagonModel } from "@foundry/data/actor/wagon";
import type { ChatSpeaker } from "./result-message";
import { affectedActors } from "./result-record";
import { drawService } from "./draw-service";
import { foundryDeckStore } from "./deck-store";
import { ask } from "./ask-dialog";
import { loadCanvasRoles, type GunPiece, type Table } from "./table-ports";
import { actingPiece, armedWith, tablePiece, tokenOf } from "./foundry-pieces";
import { allegianceOf } from "./foundry-allegiance";
import { engineOpponent, playedByEngine } from "./engine-side";

/** OW-6.1.2 a placed charge's command die: a d6 rolled like every command die (Foundry's Roll). */
async function rollD6(): Promise<number> {
  const roll = await new Roll("1d6").evaluate();
  return roll.total ?? 1;
}

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

/** A chat card kind's template rendered with this data (every value escaped): a message's content. */
async function cardContent(card: { readonly template: string }, data: object): Promise<string> {
  return (await foundry.applications.handlebars.renderTemplate(card.template, { ...data })).trim();
}

/** The table's roles this client implements; the canvas provides the scene and canvas roles (table-ports.ts). */
const foundryRoles: Omit<Table, "scene" | "canvas"> = {
  user: {
    options: () => currentOptions(),
    userId: () => game.user?.id ?? "",
    isGM: () => game.user?.isGM === true,
    format: foundryFormat,
    warn: (key, data) => notifyKey("warn", key, data),
    error: (key, data) => ui.notifications?.error(foundryFormat(key, data)),
    // A passed check (NAP-5.2, NAP-2, NAP-8.2) as a notification, as warn above.
    info: (key, data) => notifyKey("info", key, data),
  },
  pieces: {
    piece: tablePiece,
    targetedUnits: () => targetedUnits().map((u) => u.unit),
    targetedFigures,
    unitsOnScene: () => unitsOnScene().map((u) => u.unit),
    allegiance: allegianceOf,
    playedByEngine: (unitId) => playedByEngine(engineOpponent(), allegianceOf(unitId)),
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
    weaponOf: armedWith,
    herd(actorId) {
      const s = actorByUuid(actorId)?.system;
      return s instanceof HerdModel ? herdStateFrom(s.toUnitState(), s.source) : null;
    },
    playersOwning(actorIds) {
      const actors = [...new Set(actorIds.map(actorOfPart))].map(actorByUuid);
      return (game.users?.contents ?? [])
        .filter((user) => user.active && !user.isGM && actors.some((actor) => ownsActor(user, actor)))
        .map((user) => ({ id: user.id ?? "", name: user.name ?? "" }));
    },
  },
  dialogs: {
    ask,
    open: (dialog, config) => dialog.open(config),
  },
  draw: {
    resolve: (request) => drawService.resolve(request),
    pool() {
      const stored = drawService.actionDeck();
      return stored ? remainingCards(stored.state, stored.deck) : FRONTIER_DECK.cards;
    },
    activation() {
      // The Activation Deck's state as the draw service reads it (draw-service.ts activationState).
      const state = foundryDeckStore.activationDeck()?.state ?? null;
      const card = state ? state.drawn[state.drawn.length - 1] : undefined;
      return state && card !== undefined ? activationKey(state.turn, card) : null;
    },
    rollD6,
  },
  writes: {
    speaker(actorId) {
      const actor = actorByUuid(actorId);
      const token = tokenOf(actorId);
      return ChatMessage.implementation.getSpeaker({ actor, token }) as ChatSpeaker;
    },
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
    async createCard(card, data, speaker) {
      const message = await ChatMessage.implementation.create({ content: await cardContent(card, data), speaker });
      return message?.id ?? null;
    },
    async updateCard(messageId, card, data) {
      await game.messages?.get(messageId)?.update({ content: await cardContent(card, data) });
    },
  },
};

/** The whole table on Foundry: this client's roles and the canvas's (loaded with the first action). */
export async function foundryTable(): Promise<Table> {
  return { ...foundryRoles, ...(await loadCanvasRoles()) };
}
