/**
 * The keybindings concept: the token actions (move, fire, hand to hand, reload, morale check, end
 * activation) on the controlled token and the deck dock, registered in init from the one list in
 * bindings.ts so Foundry lists them under Configure Controls (every one `editable`: a player may
 * rebind it). Each calls the action layer's performAction with the controlled token's actor; the
 * only coupling to the actions concept is that import.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { performAction } from "@foundry/kernel/action-layer";
import { reportActionFailure } from "@foundry/kernel/foundry-pieces";
import { foundryFormat } from "@foundry/shared/format";
import { foundryTurnPorts } from "@foundry/combat/foundry";
import { drawNextCard } from "@foundry/combat/turn";
import { toggleDock } from "@foundry/dock/dock";
import {
  DOCK_BINDING,
  TOKEN_BINDINGS,
  activationDoneContent,
  registration,
  runBinding,
  type BindingPorts,
} from "./bindings";

/** After the actions (25): the layer's handlers are registered by then. */
export const order = 60;

type Token = TokenDocument.Implementation;

const ports: BindingPorts<Actor.Implementation, Token> = {
  controlled: () => (canvas?.tokens?.controlled ?? []).map((t) => ({ actor: t.document.actor, token: t.document })),
  perform: (action, request) => performAction(action, request),
  async fallback(action, actor) {
    if (action !== "endActivation") return false;
    const combat = game.combat ?? null;
    if (!combat?.started) return false;
    // CORE-3 the GM moves the turn on: the next Activation Card (combat/turn.ts drawNextCard).
    if (game.user?.isGM) {
      await drawNextCard(foundryTurnPorts(combat));
      return true;
    }
    // A player cannot draw the Activation Deck (GM-authoritative): he tells the table he is done.
    await ChatMessage.implementation.create({
      content: activationDoneContent(actor.name ?? "", foundryFormat, (s) => foundry.utils.escapeHTML(s)),
      speaker: ChatMessage.implementation.getSpeaker({ actor }),
    });
    return true;
  },
  warn: (key) => ui.notifications?.warn(foundryFormat(key)),
};

export function init(): void {
  const keybindings = game.keybindings;
  if (!keybindings) return;
  for (const binding of TOKEN_BINDINGS) {
    keybindings.register(SYSTEM_ID, binding.id, {
      ...registration(binding),
      onDown: () => {
        void runBinding(binding, ports).catch(reportActionFailure);
        return true;
      },
      precedence: CONST.KEYBINDING_PRECEDENCE.NORMAL,
    });
  }
  keybindings.register(SYSTEM_ID, DOCK_BINDING.id, {
    ...registration(DOCK_BINDING),
    onDown: () => {
      void toggleDock();
      return true;
    },
    precedence: CONST.KEYBINDING_PRECEDENCE.NORMAL,
  });
}
