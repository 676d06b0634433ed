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
import { affectedActors } from "../chat/record";
import { currentOptions } from "../settings/current";
import { drawService } from "../cards/service";
import { tokenDistance } from "./distance";
import { tokenOf } from "./pieces";
import { checkTargetArc } from "../canvas/range";
import { GunModel } from "../data/actor/gun";
import { WagonModel } from "../data/actor/wagon";

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
  /**
   * OW-5.2e / OW-5.2f / NAP-5.4.2 may this shooter (figure of `unitId`) fire at the target figure?
   * Measured from the gun's token when the unit is a gun's crew (a wagon-mounted gun: the wagon's),
   * else from the figure's own; true when either is off the table or the shooter has no arc.
   * A refusal is shown to the user here (the rules' localized message).
   */
  inArc(shooterId: string, unitId: string, targetId: string): boolean;
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
  inArc(shooterId, unitId, targetId) {
    const shooter = firingToken(shooterId, unitId);
    const target = tokenOf(targetId.includes("#") ? targetId.slice(0, targetId.lastIndexOf("#")) : targetId);
    return !shooter || !target || checkTargetArc(shooter, target);
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
    return affectedActors(effects).every((id) => {
      const actor = actorByUuid(id);
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
