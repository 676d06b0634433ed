/**
 * The starter adventures: the import hook finishes the table (import.ts), and
 * "Begin Combat" on a starter adventure's Combat starts turn 1 — the command dice rolled as
 * the tracker's "Roll command dice" does (combat/turn.ts startTurn). Foundry fires
 * "combatStart" from Combat#startCombat on the initiating client before its update
 * (`Hooks.callAll("combatStart", this, updateData)`; fvtt-types client/hooks.d.mts:
 * "This event fires on the initiating client before any database update occurs").
 * OW-2 / NAP-2 each End of Turn of its Combat records the victory check, and the GM's "After-action
 * report" on the tracker writes the report into the adventure's journal (report-foundry.ts).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { foundryTurnPorts } from "@foundry/combat/foundry";
import { startTurn } from "@foundry/combat/turn";
import { addTrackerButton, onTurnEnd } from "@foundry/combat/extensions";

/** A starter adventure's Combat carries its victory check (read with zod where it is used: report-foundry.ts). */
const hasScenario = (combat: Combat.Implementation): boolean => combat.getFlag(SYSTEM_ID, "scenario") !== undefined;

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
  onTurnEnd(async (combat, turn) => {
    if (!hasScenario(combat)) return;
    const { recordEndOfTurn } = await import("./report-foundry");
    await recordEndOfTurn(combat, turn);
  });
  addTrackerButton({
    id: "adventureReport",
    label: "COMBAT_PATROL.Report.button",
    icon: "fa-solid fa-scroll",
    shows: (combat) => (game.user?.isGM ?? false) && hasScenario(combat),
    run: async (combat) => {
      const { writeReportFor } = await import("./report-foundry");
      await writeReportFor(combat);
    },
  });
}
