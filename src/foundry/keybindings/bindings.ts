/**
 * The system's keyboard shortcuts, ONE list (SYSTEM_BINDINGS): keybindings-hooks.ts registers the token
 * actions and the dock from it, canvas/canvas-hooks.ts the command radius, and the README, the first game
 * walk-through and the starter adventures' journals print their key lists from it (keyList; a test
 * fails when a document disagrees). Each token action calls the action layer with the controlled
 * token's actor, exactly as the token HUD's buttons do; nothing here decides a rule. Written over
 * small ports so a test drives it without Foundry.
 *
 * The defaults clash with no binding v13 core registers (tests/foundry/keybindings/core-bindings.ts
 * lists them with their source) nor with each other: core binds the bare letters W A S D Q E
 * (pan, zoom, with Shift reserved: Shift+D rotates, Shift+E changes elevation precisely), F
 * (ruler waypoint; Shift+F an unsnapped one), T (target; Shift adds), C (sheet) and Shift+C (chat).
 */
import { keyedActions } from "@foundry/actions/manifests";
import { COMMAND_RADIUS_BINDING } from "@foundry/canvas/command-radius-key";

export { COMMAND_RADIUS_BINDING };
import { shift, strokeLabel, type SystemBinding } from "@foundry/shared/key-bindings";

export type { KeyStroke, Modifier, SystemBinding } from "@foundry/shared/key-bindings";
export { registration, strokeLabel } from "@foundry/shared/key-bindings";

/** A binding that performs an action of the action layer on the selected token. */
export interface KeyBinding extends SystemBinding {
  /** The action layer's id it performs. */
  readonly action: string;
  /** KeyboardEvent.code of the default key (with Shift). */
  readonly key: string;
}

function tokenBinding(id: string, action: string, key: string): KeyBinding {
  return {
    id,
    action,
    key,
    name: `COMBAT_PATROL.Keys.${id}.name`,
    hint: `COMBAT_PATROL.Keys.${id}.hint`,
    stroke: shift(key),
  };
}

/**
 * The token actions with a default key: each action folder's manifest gives its own (Shift plus
 * a letter that no core binding uses: keys.test.ts holds v13 core's list).
 */
export const TOKEN_BINDINGS: readonly KeyBinding[] = keyedActions().map((a) =>
  tokenBinding(a.key.binding, a.id, a.key.code),
);

/** The dock's toggle (not a token action). K: Shift+D is core's pan right / rotate. */
export const DOCK_BINDING: SystemBinding = {
  id: "toggleDock",
  name: "COMBAT_PATROL.Keys.toggleDock.name",
  hint: "COMBAT_PATROL.Keys.toggleDock.hint",
  stroke: shift("KeyK"),
};

/** Every keybinding the system registers, in the order the key lists print them. */
export const SYSTEM_BINDINGS: readonly SystemBinding[] = [...TOKEN_BINDINGS, DOCK_BINDING, COMMAND_RADIUS_BINDING];

/** One line per binding: its key and its name (localized by `nameOf`), for the documents that list the keys. */
export function keyList(nameOf: (key: string) => string): { readonly keys: string; readonly name: string }[] {
  return SYSTEM_BINDINGS.map((b) => ({ keys: strokeLabel(b.stroke), name: nameOf(b.name) }));
}

export type Outcome = "done" | "unavailable" | "refused";

/**
 * What a binding reads of the table and calls. Actor/Token are Foundry's documents in keybindings-hooks.ts, plain objects in tests.
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
   * current Activation Card another way (keybindings-hooks.ts: the GM draws the next card, a player tells
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
