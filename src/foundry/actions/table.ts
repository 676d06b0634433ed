/**
 * What the actions read from the table and call on it, as one port: the Foundry implementation
 * below, a double in tests. The actions gather inputs through it, then hand them to the engine
 * (through the GM's draw service when cards are drawn).
 */
import type { ActionCard } from "../../rules/cards/schema";
import { remainingCards } from "../../rules/cards/deck";
import { FRONTIER_DECK } from "../../rules/cards/frontier";
import type { Effect, WeaponProfile } from "../../rules/model";
import type { RulesOptions } from "../../rules/options";
import type { DrawService } from "../cards/ports";
import type { ChatSpeaker } from "../chat/post";
import { FigureModel } from "../data/actor/figure";
import { CombatPatrolActor } from "../documents/actor";
import { actorByUuid } from "../data/resolve";
import { currentOptions } from "../settings/current";
import { drawService } from "../cards/service";
import { tokenDistance } from "./distance";
import { tokenOf } from "./pieces";

export interface ArmedWith {
  readonly profile: WeaponProfile;
  readonly name: string;
}

export interface ActionTable {
  options(): RulesOptions;
  /** The weapon a figure (actor UUID) uses, null when unarmed. */
  weaponOf(figureId: string): ArmedWith | null;
  /** Inches between two pieces' tokens on the viewed scene, null when either has none. */
  distance(fromId: string, toId: string): number | null;
  /** The cards that can still be drawn from the user's Action Deck (the exact odds' pool). */
  pool(): readonly ActionCard[];
  /** The speaker of a message about this actor. */
  speaker(actorId: string): ChatSpeaker;
  draw(): Pick<DrawService, "resolve">;
  /** This user. */
  userId(): string;
  /** May this user write these effects himself (GM, or owner of every actor)? */
  mayWrite(effects: readonly Effect[]): boolean;
  /** Write effects in one batch (documents/effects.ts) for an action that draws no card. */
  applyEffects(effects: readonly Effect[]): Promise<void>;
  /** Create one chat message. */
  createMessage(data: ChatMessage.CreateData): Promise<void>;
  /** Show a localized warning. */
  warn(key: string, data?: Readonly<Record<string, string | number>>): void;
}

/* ------------------------------------------------------------------ Foundry */

function localize(key: string, data: Readonly<Record<string, string | number>> = {}): string {
  return game.i18n?.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]))) ?? key;
}

export const foundryTable: ActionTable = {
  options: () => currentOptions(),
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
  userId: () => game.user?.id ?? "",
  mayWrite(effects) {
    const user = game.user;
    if (!user) return false;
    if (user.isGM) return true;
    return effects.every((e) => {
      const id = "figureId" in e && e.figureId !== null ? e.figureId : e.unitId;
      const actor = actorByUuid(id.includes("#") ? id.slice(0, id.lastIndexOf("#")) : id);
      return !!actor && actor.testUserPermission(user, "OWNER");
    });
  },
  async applyEffects(effects) {
    await CombatPatrolActor.applyEffects(effects);
  },
  async createMessage(data) {
    await ChatMessage.implementation.create(data);
  },
  warn: (key, data) => ui.notifications?.warn(localize(key, data)),
};
