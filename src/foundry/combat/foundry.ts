/**
 * The turn's ports on Foundry: the combat's units, Foundry's Roll for the command dice, the draw
 * service for the Activation Deck, the batched effects writer, the result message, and the
 * current activation kept as a flag on the Combat (the tracker and the tokens show it).
 */
import type { Effect, UnitState } from "../../rules/model";
import { roundBase, type Figure } from "../../rules/geometry";
import { drawService } from "../cards/service";
import { resultMessageData } from "../chat/post";
import type { ResultRecord } from "../chat/record";
import { CombatPatrolActor } from "../documents/actor";
import { actingPiece, tokenOf } from "../actions/pieces";
import { currentOptions } from "../settings/current";
import { heroEntries } from "./heroes";
import type { CurrentActivation, LeaderAt, TurnPorts } from "./turn";
import { presentLeader } from "../../rules/procedures";

export const SYSTEM_ID = "combat-patrol";

/** The units of a combat's combatants, each once, in the tracker's order. */
export function combatUnits(combat: Combat.Implementation | null): UnitState[] {
  const out = new Map<string, UnitState>();
  for (const combatant of combat?.combatants ?? []) {
    const actor = combatant.actor;
    const piece = actor ? actingPiece(actor) : null;
    if (piece && !out.has(piece.unit.id)) out.set(piece.unit.id, piece.unit);
  }
  return [...out.values()];
}

/** The unit id of a combatant (its figure's unit, or itself), null when it is no piece. */
export function combatantUnit(combatant: Combatant.Implementation): UnitState | null {
  const actor = combatant.actor;
  return actor ? (actingPiece(actor)?.unit ?? null) : null;
}

export function currentActivation(combat: Combat.Implementation | null): CurrentActivation | null {
  const flag: unknown = combat?.getFlag(SYSTEM_ID, "activation");
  if (typeof flag !== "object" || flag === null || !("units" in flag) || !Array.isArray(flag.units)) return null;
  return flag as CurrentActivation;
}

/** A token's figure as geometry sees it: centre and round base in inches. */
export function tokenFigure(token: TokenDocument.Implementation, id: string): Figure | null {
  const scene = token.parent;
  if (!scene) return null;
  const perPixel = scene.grid.distance / scene.grid.size;
  const width = token.width ?? 1;
  const height = token.height ?? 1;
  const x = ((token.x ?? 0) + (width * scene.grid.size) / 2) * perPixel;
  const y = ((token.y ?? 0) + (height * scene.grid.size) / 2) * perPixel;
  return { id, at: { x, y }, base: roundBase(Math.max(0.1, width * scene.grid.distance)) };
}

/** CORE-11 where a unit's leader stands (his token), for the command radius. */
export const foundryLeaderAt: LeaderAt = (unit) => {
  const leader = presentLeader(unit);
  if (!leader) return null;
  const token = tokenOf(leader.id) ?? tokenOf(unit.id);
  return token ? tokenFigure(token, leader.id) : null;
};

function speaker(): { alias: string } {
  return { alias: game.i18n?.localize("COMBAT_PATROL.Combat.speaker") ?? "Combat Patrol" };
}

export function foundryTurnPorts(combat: Combat.Implementation): TurnPorts {
  return {
    options: () => currentOptions(combat.scene ?? undefined),
    units: () => combatUnits(combat),
    // OW-6.1.2 fuses lit on placed charges: the placed charges are not on the table yet.
    fuses: () => [],
    async rollDice(count) {
      if (count === 0) return { values: [], roll: null };
      const roll = await new Roll(`${count}d6`).evaluate();
      const values = roll.dice[0]?.results.map((r) => r.result) ?? [];
      return { values, roll: roll.toJSON() };
    },
    drawActivation: () => drawService.drawActivation(),
    async heroActivations(lastNumber) {
      const heroes = heroEntries(combatUnits(combat));
      if (heroes.length === 0) return [];
      const answer = await drawService.resolve({ procedure: "heroCard", input: { number: lastNumber, heroes, speaker: speaker() } });
      return answer.ok ? answer.output.activations : [];
    },
    endOfTurnDecks: () => drawService.endOfTurn(),
    async applyEffects(effects: readonly Effect[]) {
      if (effects.length > 0) await CombatPatrolActor.applyEffects(effects);
    },
    async post(record: ResultRecord, roll: object | null) {
      const user = game.user?.id ?? null;
      const data = resultMessageData(record, speaker(), user, user);
      await ChatMessage.implementation.create({ ...data, ...(roll ? { rolls: [roll] } : {}) } as ChatMessage.CreateData);
    },
    async setActivation(activation) {
      // No write when nothing changes (a new turn starts with no activation shown).
      if (activation === null && currentActivation(combat) === null) return;
      await combat.setFlag(SYSTEM_ID, "activation", activation);
    },
  };
}
