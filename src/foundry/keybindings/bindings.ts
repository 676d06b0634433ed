/**
 * The keyboard shortcuts for the common actions on the selected token (issue 21): each one
 * calls the action layer with the controlled token's actor, exactly as the token HUD's buttons
 * do; nothing here decides a rule. Written over small ports so a test drives it without
 * Foundry; hooks.ts registers them with game.keybindings and wires the ports.
 */
import { keyedActions } from "@foundry/actions/manifests";

/** Shift plus a letter: Foundry's core bindings use the bare letters (WASD, T, …). */
export interface KeyBinding {
  /** The keybinding's id under the system's namespace; its name and hint are COMBAT_PATROL.Keys.<id>.name/.hint. */
  readonly id: string;
  /** The action layer's id it performs. */
  readonly action: string;
  /** KeyboardEvent.code of the default key (with Shift). */
  readonly key: string;
}

/** The actions whose manifests give a default key (actions/manifests.ts). */
export const TOKEN_BINDINGS: readonly KeyBinding[] = keyedActions().map((a) => ({
  id: a.key.binding,
  action: a.id,
  key: a.key.code,
}));

/** The dock's toggle (not a token action). */
export const DOCK_BINDING = { id: "toggleDock", key: "KeyD" } as const;

export type Outcome = "done" | "unavailable" | "refused";

/**
 * What a binding reads of the table and calls. Actor/Token are Foundry's documents in hooks.ts, plain objects in tests.
 */
export interface BindingPorts<Actor, Token> {
  /** The tokens the user controls on the canvas, with their actors. */
  controlled(): readonly { readonly actor: Actor | null; readonly token: Token }[];
  /** The action layer (actions/layer.ts performAction). */
  perform(
    action: string,
    request: { readonly actor: Actor; readonly token: Token; readonly params: Readonly<Record<string, string>> },
  ): Promise<Outcome>;
  /**
   * When no handler is registered for an action: "endActivation" ends the unit's part in the
   * current Activation Card another way (hooks.ts: the GM draws the next card, a player tells
   * the table). Returns false when it cannot either.
   */
  fallback(action: string, actor: Actor, token: Token): Promise<boolean>;
  /** A localized warning or information. */
  warn(key: string): void;
}

/**
 * Run one binding: exactly one controlled token with an actor, else a message and nothing
 * else. Resolves to the outcome ("unavailable" also when nothing could act).
 */
export async function runBinding<Actor, Token>(
  binding: KeyBinding,
  ports: BindingPorts<Actor, Token>,
): Promise<Outcome | "noToken"> {
  const controlled = ports.controlled().filter((c): c is { actor: Actor; token: Token } => c.actor !== null);
  if (controlled.length === 0) {
    ports.warn("COMBAT_PATROL.Keys.noToken");
    return "noToken";
  }
  if (controlled.length > 1) {
    ports.warn("COMBAT_PATROL.Keys.oneToken");
    return "noToken";
  }
  const { actor, token } = controlled[0]!;
  const outcome = await ports.perform(binding.action, { actor, token, params: {} });
  if (outcome !== "unavailable") return outcome;
  if (await ports.fallback(binding.action, actor, token)) return "done";
  ports.warn("COMBAT_PATROL.Keys.unavailable");
  return "unavailable";
}

/**
 * The chat line of a player ending his unit's activation (the endActivation fallback): the actor's
 * name is the player's own text, so it is escaped before it goes into the message's HTML.
 */
export function activationDoneContent(
  name: string,
  format: (key: string, data?: Record<string, string>) => string,
  escape: (text: string) => string,
): string {
  return `<p>${format("COMBAT_PATROL.Keys.done", { name: escape(name) })}</p>`;
}
