/**
 * The actions concept: the real handlers registered in the action layer (sheets, the token HUD
 * and macros call performAction), the draw procedures they send to the GM, their dialogs'
 * templates, and the token HUD buttons.
 */
import { performAction, registerAction, type ActionRequest } from "./layer";
import { registerActionProcedures } from "./procedures";
import { FIRE_TEMPLATE } from "./fire-dialog";
import { FIELDS_TEMPLATE } from "./ask";
import { foundryFormat } from "../chat/message";
import { weaponByUuid } from "../data/resolve";
import { provideWeaponLookup } from "./weapons";
import * as handle from "./handlers";

/** After the chat concept (20): the handlers post its messages. */
export const order = 25;

type Handler = (request: ActionRequest) => Promise<void>;

/** Every action this concept handles, by id (SHEET_ACTIONS and a few more). */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  fire: (r) => handle.fire(r),
  melee: (r) => handle.melee(r),
  move: (r) => handle.move(r, false),
  sprint: (r) => handle.move(r, true),
  reload: (r) => handle.reload(r),
  rally: (r) => handle.morale(r),
  moraleCheck: (r) => handle.morale(r),
  throwDynamite: (r) => handle.throwDynamite(r),
  blast: (r) => handle.blast(r),
  mount: (r) => handle.mount(r, true),
  dismount: (r) => handle.mount(r, false),
  board: (r) => handle.wagon(r, null),
  leaveWagon: (r) => handle.wagon(r, false),
  reaction: (r) => handle.reaction(r),
  regainControl: (r) => handle.regainControl(r),
  limber: (r) => handle.limber(r, "limber"),
  unlimber: (r) => handle.limber(r, "unlimber"),
  load: (r) => handle.load(r),
  reface: (r) => handle.reface(r),
};

/** The token HUD's buttons (the most used actions); every other action is on the sheets. */
export const HUD_ACTIONS = [
  { id: "fire", icon: "fa-solid fa-crosshairs" },
  { id: "melee", icon: "fa-solid fa-hand-fist" },
  { id: "move", icon: "fa-solid fa-person-walking" },
  { id: "moraleCheck", icon: "fa-solid fa-flag" },
] as const;

export function init(): void {
  registerActionProcedures();
  // CORE-5 a fire request may name a home-made weapon by its item UUID.
  provideWeaponLookup(weaponByUuid);
  for (const [id, handler] of Object.entries(HANDLERS)) registerAction(id, handler);
  void foundry.applications.handlebars.loadTemplates([FIRE_TEMPLATE, FIELDS_TEMPLATE]);
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
      void performAction(action.id, { actor, token, params: {} }).catch((error: unknown) => {
        console.error(error);
        ui.notifications?.error(foundryFormat("COMBAT_PATROL.Action.failed", { error: error instanceof Error ? error.message : String(error) }));
      });
    });
    column.append(button);
  }
}
