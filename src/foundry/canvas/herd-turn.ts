/**
 * The herds' part of the turn and of the chat (OW-9.2.7): on every Activation Card each
 * stampeding herd runs one card, and the trampling prompt's buttons (posted by the stampede's
 * run) perform the melee. Apart from the proximity triggers (startle.ts), which load on first use.
 */
import { performAction } from "@foundry/kernel/action-layer";
import { HerdModel } from "@foundry/data/actor/herd";
import { actorByUuid } from "@foundry/data/resolve";
import { baseActorOf } from "./tokens";

/**
 * OW-9.2.7 on every Activation Card, each stampeding herd on the scene runs one card (the
 * "stampedeMove" action, GM only). The combat code calls this after each Activation Card.
 * Returns the herds moved.
 */
export async function stampedesOnActivationCard(
  scene: Scene.Implementation | null = canvas?.scene ?? null,
): Promise<number> {
  if (!scene || !game.user?.isGM) return 0;
  const herds = new Map<string, { actor: Actor.Implementation; token: TokenDocument.Implementation }>();
  for (const token of scene.tokens) {
    const actor = baseActorOf(token);
    if (
      actor?.system instanceof HerdModel &&
      actor.system.stampede.active &&
      actor.system.stampede.clock !== null &&
      !herds.has(actor.uuid)
    )
      herds.set(actor.uuid, { actor, token });
  }
  for (const { actor, token } of herds.values()) await performAction("stampedeMove", { actor, token, params: {} });
  return herds.size;
}

/** renderChatMessageHTML: the trampling prompt's buttons run the melee for their figure. */
export function bindTramplePrompt(element: HTMLElement): void {
  for (const button of element.querySelectorAll<HTMLButtonElement>("button[data-cp-trample]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const actor = actorByUuid(button.dataset.cpTrample ?? null);
      if (!actor) return;
      const token = canvas?.scene?.tokens.get(button.dataset.cpToken ?? "") ?? null;
      void performAction("trample", {
        actor,
        token,
        params: { herd: button.dataset.cpHerd ?? "", animals: button.dataset.cpAnimals ?? "1" },
      });
    });
  }
}
