/**
 * The actions concept: every action folder's behaviour (catalog.ts) found by the action layer and
 * the draw registry on first use, and the dialogs' templates. Handlers get the Foundry table
 * (kernel/foundry-table.ts), which loads with the action folders.
 */
import { provideActionLoader, provideOwnership } from "@foundry/kernel/action-layer";
import { drawProcedures } from "@foundry/kernel/draw-registry";
import { FIELDS_TEMPLATE } from "@foundry/kernel/ask-dialog";
import { weaponByUuid } from "@foundry/data/resolve";
import { provideWeaponLookup } from "@foundry/kernel/weapon-lookup";
import { handlerLoader, loadProcedure } from "./catalog";
import { foundryOwnership } from "@foundry/kernel/foundry-pieces";

/** After the chat concept (20): the handlers post its messages. */
export const order = 25;

export function init(): void {
  provideOwnership(foundryOwnership);
  // The action folders load on first use: the GM's coordinator and the action layer ask for them.
  drawProcedures.provideLoader(loadProcedure);
  // CORE-5 a fire request may name a home-made weapon by its item UUID.
  provideWeaponLookup(weaponByUuid);
  provideActionLoader(handlerLoader(async () => (await import("@foundry/kernel/foundry-table")).foundryTable()));
  void foundry.applications.handlebars.loadTemplates([
    "systems/combat-patrol/templates/dialogs/fire.hbs",
    FIELDS_TEMPLATE,
  ]);
}
