/**
 * The token HUD: a button for each action whose manifest puts it there (the most used ones), on
 * the tokens the user owns. Each calls the action layer as the sheets' buttons do.
 */
import { performAction } from "@foundry/kernel/action-layer";
import { reportActionFailure } from "@foundry/kernel/foundry-pieces";
import { foundryFormat } from "@foundry/shared/format";
import { hudActions } from "@foundry/actions/manifests";

/** After the actions (25). */
export const order = 26;

export function init(): void {
  Hooks.on("renderTokenHUD", (hud, element) => addHudButtons(hud.document ?? null, element));
}

function addHudButtons(token: TokenDocument.Implementation | null, element: HTMLElement): void {
  const actor = token?.actor;
  if (!token || !actor || !actor.isOwner) return;
  const column = element.querySelector(".col.left");
  if (!column) return;
  for (const action of hudActions()) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "control-icon cp-hud-action";
    button.dataset.cpAction = action.id;
    button.dataset.tooltip = foundryFormat(action.label);
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
