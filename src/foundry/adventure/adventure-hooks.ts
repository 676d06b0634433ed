/**
 * The starter adventures: the import hook finishes the table (import.ts), and
 * "Begin Combat" on a starter adventure's Combat starts turn 1 — the command dice rolled as
 * the tracker's "Roll command dice" does (combat/turn.ts startTurn). Foundry fires
 * "combatStart" from Combat#startCombat on the initiating client before its update
 * (`Hooks.callAll("combatStart", this, updateData)`; fvtt-types client/hooks.d.mts:
 * "This event fires on the initiating client before any database update occurs").
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { foundryTurnPorts } from "@foundry/combat/foundry";
import { startTurn } from "@foundry/combat/turn";

/** After the cards (12, the DeckService) and the combat (40). */
export const order = 55;

export function init(): void {
  Hooks.on("importAdventure", (adventure) => {
    // the import's work (its zod flag schema, the setup plan) loads when an adventure is imported
    void import("./import")
      .then(({ onAdventureImported }) => onAdventureImported(adventure))
      .catch((error: unknown) => console.error("Combat Patrol | starter adventure import failed", error));
  });
  Hooks.on("combatStart", (combat) => {
    if (!game.user?.isGM || combat.getFlag(SYSTEM_ID, "starter") !== true) return;
    void startTurn(foundryTurnPorts(combat), 1).catch((error: unknown) =>
      console.error("Combat Patrol | turn 1 failed", error),
    );
  });
}
