/**
 * The GM's client over the table double: the REAL draw coordinator (the double's decks and
 * writer, its users, the world's settings as the double holds them, the effects writer that
 * applies and undoes a result) and the ports Apply and Undo run on.
 */
import type { Effect } from "@rules/model";
import { DrawCoordinator } from "@foundry/kernel/draw-coordinator";
import type { ApplyPorts } from "@foundry/kernel/result-apply";
import { applyEffectsWith, restoreWith, type AppliedEffects } from "@foundry/documents/effect-writes";
import { userName } from "../users";
import { worldDouble } from "./world";
import { GM, type TableDouble } from "../table";

/** A result's effects written on the double's actors (one batch per home). */
export function applyEffectsOn(table: TableDouble, effects: readonly Effect[]): Promise<AppliedEffects> {
  return applyEffectsWith(effects, (id) => table.actors.get(id)?.snapshot ?? null, table.effectWriter);
}

export function gmCoordinator(table: TableDouble): DrawCoordinator {
  return new DrawCoordinator({
    store: table.store,
    writer: table.tableWriter,
    users: {
      name: userName,
      isGM: (id) => id === GM,
      owns: (userId, actorId) => table.owners.get(userId)?.has(actorId) ?? false,
    },
    procedures: table.procedures,
    options: () => table.options,
    world: async () => worldDouble(table),
    now: () => 0,
    // the cards as the test stacked them (stackDeck: the pile's first card), or a seeded game's chance
    chance: (deck) => table.chance(deck),
    physicalCards: () => table.physicalCards,
    gmConfirms: () => table.gmConfirms,
    isActiveGM: () => table.activeGM,
    effects: {
      apply: async (effects) => {
        const done = await applyEffectsOn(table, effects);
        return { writes: done.writes, skipped: done.skipped.length, restores: done.restores };
      },
      restore: (restores) => restoreWith(restores, table.effectWriter),
    },
  });
}

/** Apply and Undo as the GM's client runs them: the message as stored, the REAL coordinator's record. */
export function applyPortsOf(table: TableDouble): ApplyPorts {
  return {
    message: (id) => {
      const m = table.messages.get(id);
      return m ? { record: m.stored, requestId: m.requestId } : null;
    },
    desk: table.coordinator,
    markMessage: async (id, mark) => {
      const m = table.messages.get(id);
      if (m) {
        m.applied = { ...mark.applied };
        m.waiting = mark.waiting;
        m.undoneBy = mark.undoneBy;
      }
      table.writes.push({ kind: "updateMessage", id });
    },
  };
}
