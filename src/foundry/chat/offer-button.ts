/**
 * A chat card's button that offers an action on an actor ("Breakthrough: Cpl. Lance"): the action runs through the
 * action layer on click.
 */
import { performAction, type ActionParams } from "@foundry/kernel/action-layer";
import { foundryFormat } from "@foundry/shared/format";

export function actionOfferButton(
  actionId: string,
  actor: Actor.Implementation,
  params: ActionParams = {},
): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "cp-move-offer";
  button.textContent = `${foundryFormat(`COMBAT_PATROL.Action.${actionId}`)}: ${actor.name}`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void performAction(actionId, { actor, token: null, params });
  });
  return button;
}
