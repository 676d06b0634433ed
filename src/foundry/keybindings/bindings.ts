/**
 * The system's keyboard shortcuts, ONE list (SYSTEM_BINDINGS): hooks.ts registers the token
 * actions and the dock from it, canvas/hooks.ts the command radius, and the README, the first game
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

/** KeyboardManager.MODIFIER_KEYS values (v13 client/helpers/interaction/keyboard-manager.mjs: "Control", "Shift", "Alt"). */
export type Modifier = "Control" | "Shift" | "Alt";

/** One default key: a KeyboardEvent.code and the modifiers held with it. */
export interface KeyStroke {
  readonly key: string;
  readonly modifiers: readonly Modifier[];
}

/** A keybinding of the system, registered under its namespace (Configure Controls → Combat Patrol). */
export interface SystemBinding {
  /** The keybinding's id under the system's namespace. */
  readonly id: string;
  /** Its name and hint in lang/en.json. */
  readonly name: string;
  readonly hint: string;
  /** The default key (every binding is `editable`: a player may rebind it). */
  readonly stroke: KeyStroke;
}

/** A binding that performs an action of the action layer on the selected token. */
export interface KeyBinding extends SystemBinding {
  /** The action layer's id it performs. */
  readonly action: string;
  /** KeyboardEvent.code of the default key (with Shift). */
  readonly key: string;
}

const shift = (key: string): KeyStroke => ({ key, modifiers: ["Shift"] });

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

export const TOKEN_BINDINGS: readonly KeyBinding[] = [
  tokenBinding("move", "move", "KeyM"),
  // V for volley: Shift+F is core's unsnapped ruler waypoint.
  tokenBinding("fire", "fire", "KeyV"),
  tokenBinding("melee", "melee", "KeyH"),
  tokenBinding("reload", "reload", "KeyR"),
  tokenBinding("morale", "moraleCheck", "KeyG"),
  // N for next: Shift+E is core's precise elevation (zoomIn with Shift reserved).
  tokenBinding("endActivation", "endActivation", "KeyN"),
];

/** The dock's toggle (not a token action). K: Shift+D is core's pan right / rotate. */
export const DOCK_BINDING: SystemBinding = {
  id: "toggleDock",
  name: "COMBAT_PATROL.Keys.toggleDock.name",
  hint: "COMBAT_PATROL.Keys.toggleDock.hint",
  stroke: shift("KeyK"),
};

/** CORE-11 the selected leaders' command radius (canvas/hooks.ts). L for leader: Shift+R is the reload. */
export const COMMAND_RADIUS_BINDING: SystemBinding = {
  id: "commandRadius",
  name: "COMBAT_PATROL.Canvas.commandRadius",
  hint: "COMBAT_PATROL.Canvas.commandRadiusHint",
  stroke: shift("KeyL"),
};

/** Every keybinding the system registers, in the order the key lists print them. */
export const SYSTEM_BINDINGS: readonly SystemBinding[] = [...TOKEN_BINDINGS, DOCK_BINDING, COMMAND_RADIUS_BINDING];

/** "Shift+V": how Configure Controls writes a stroke (KeyboardManager.getKeycodeDisplayString drops "Key"/"Digit"). */
export function strokeLabel(stroke: KeyStroke): string {
  const key = stroke.key.replace(/^Key|^Digit/, "");
  return [...stroke.modifiers, key].join("+");
}

/** One line per binding: its key and its name (localized by `nameOf`), for the documents that list the keys. */
export function keyList(nameOf: (key: string) => string): { readonly keys: string; readonly name: string }[] {
  return SYSTEM_BINDINGS.map((b) => ({ keys: strokeLabel(b.stroke), name: nameOf(b.name) }));
}

/** The MODIFIER_KEYS keys Foundry's register also accepts for a modifier (below). */
const MODIFIER_NAMES = { Control: "CONTROL", Shift: "SHIFT", Alt: "ALT" } as const;

/**
 * What ClientKeybindings#register is given besides the handler: the name, the hint and the default
 * as `editable` (v13 client/helpers/interaction/client-keybindings.mjs: `editable` bindings are the
 * ones Configure Controls lets a user change, `uneditable` ones it does not; none is uneditable
 * here). A modifier is given by its MODIFIER_KEYS key ("SHIFT"), which #validateModifiers turns
 * into its value ("Shift": `if ( key in KeyboardManager.MODIFIER_KEYS ) key = …MODIFIER_KEYS[key]`).
 */
export function registration(binding: SystemBinding): {
  name: string;
  hint: string;
  editable: { key: string; modifiers: (typeof MODIFIER_NAMES)[Modifier][] }[];
} {
  return {
    name: binding.name,
    hint: binding.hint,
    editable: [{ key: binding.stroke.key, modifiers: binding.stroke.modifiers.map((m) => MODIFIER_NAMES[m]) }],
  };
}

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
