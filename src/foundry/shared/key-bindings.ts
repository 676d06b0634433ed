/**
 * A keybinding of the system as Foundry's Configure Controls holds it: its id, name and hint, its
 * default stroke, and what ClientKeybindings#register is given. The keybindings concept registers
 * the token actions and the dock; the canvas its command radius.
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

export const shift = (key: string): KeyStroke => ({ key, modifiers: ["Shift"] });

/** "Shift+V": how Configure Controls writes a stroke (KeyboardManager.getKeycodeDisplayString drops "Key"/"Digit"). */
export function strokeLabel(stroke: KeyStroke): string {
  const key = stroke.key.replace(/^Key|^Digit/, "");
  return [...stroke.modifiers, key].join("+");
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
