/**
 * The actions concept: every action folder's definition (catalog.ts) registered in a loop (its
 * handlers in the action layer, its draw procedures with the draw service), the dialogs'
 * templates, and the token HUD buttons. Handlers get the Foundry table port (foundry-port.ts),
 * which loads with the action folders on first use (issue 19).
 */
import { performAction, provideActionLoader, provideOwnership } from "@foundry/kernel/action-layer";
import { drawProcedures } from "@foundry/kernel/draw-registry";
import { FIELDS_TEMPLATE } from "@foundry/kernel/ask-dialog";
import { weaponByUuid } from "@foundry/data/resolve";
import { provideWeaponLookup } from "@foundry/kernel/known-weapons";
import { handlerLoader, loadProcedure } from "./catalog";
import { foundryOwnership, reportActionFailure } from "@foundry/kernel/foundry-pieces";
import { foundryFormat } from "@foundry/shared/format";

/** After the chat concept (20): the handlers post its messages. */
export const order = 25;

/** The token HUD's buttons (the most used actions); every other action is on the sheets. */
export const HUD_ACTIONS = [
  { id: "fire", icon: "fa-solid fa-crosshairs" },
  { id: "melee", icon: "fa-solid fa-hand-fist" },
  { id: "move", icon: "fa-solid fa-person-walking" },
  { id: "moraleCheck", icon: "fa-solid fa-flag" },
] as const;

export function init(): void {
  provideOwnership(foundryOwnership);
  // The action folders load on first use (issue 19): the GM's coordinator and the action layer ask for them.
  drawProcedures.provideLoader(loadProcedure);
  // CORE-5 a fire request may name a home-made weapon by its item UUID.
  provideWeaponLookup(weaponByUuid);
  provideActionLoader(handlerLoader(async () => (await import("@foundry/kernel/foundry-table")).foundryTable()));
  void foundry.applications.handlebars.loadTemplates([
    "systems/combat-patrol/templates/dialogs/fire.hbs",
    FIELDS_TEMPLATE,
  ]);
  Hooks.on("renderTokenHUD", (hud, element) => addHudButtons(hud.document ?? null, element));
}

function addHudButtons(token: TokenDocument.Implementation | null, element: HTMLElement): void {
  const actor = token?.actor;
  if (!token || !actor || !actor.isOwner) return;
  const column = element.querySelector(".col.left");
  if (!column) return;
  for (const action of HUD_ACTIONS) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "control-icon cp-hud-action";
    button.dataset.cpAction = action.id;
    button.dataset.tooltip = foundryFormat(`COMBAT_PATROL.Action.${action.id}`);
    const icon = document.createElement("i");
    icon.className = action.icon;
    icon.inert = true;
    button.append(icon);
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void performAction(action.id, { actor, token, params: {} }).catch(reportActionFailure);
    });
    column.append(button);
  }
}
