/**
 * Every keybinding Foundry v13 core registers, as data, for the clash test.
 *
 * Source: v13 client/helpers/interaction/client-keybindings.mjs, ClientKeybindings#_registerCoreKeybindings
 * (the only place core calls `game.keybindings.register("core", …)`; run by Game#initializeKeyboard).
 * Every view registers "dismiss"; the game view registers the rest. Both `uneditable` and `editable`
 * bindings are listed (a key of either fires the action), with the action's `reservedModifiers`:
 * v13 client/helpers/interaction/keyboard-manager.mjs #testContext lets a reserved modifier be held
 * without stopping the action, so core's W A S D Q E F T fire with Shift held too.
 */
import type { Modifier } from "@foundry/keybindings/bindings";

interface CoreBinding {
  /** The core action id ("core.<action>"). */
  readonly action: string;
  /** KeyboardEvent.code */
  readonly key: string;
  /** Modifiers the binding requires. */
  readonly modifiers: readonly Modifier[];
  /** The action's reservedModifiers: held or not, the action still fires. */
  readonly reserved: readonly Modifier[];
}

const b = (
  action: string,
  keys: readonly string[],
  modifiers: readonly Modifier[] = [],
  reserved: readonly Modifier[] = [],
): CoreBinding[] => keys.map((key) => ({ action: `core.${action}`, key, modifiers, reserved }));

const PAN: readonly Modifier[] = ["Control", "Shift"];
const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

export const CORE_BINDINGS: readonly CoreBinding[] = [
  ...b("dismiss", ["Escape"]),
  ...b("cycleView", ["Tab"], [], ["Shift"]),
  ...b("pause", ["Space"]),
  ...b("delete", ["Delete", "Backspace"]),
  ...b("highlight", ["AltLeft", "AltRight"]),
  ...b("selectAll", ["KeyA"], ["Control"]),
  ...b("undo", ["KeyZ"], ["Control"]),
  ...b("cut", ["KeyX"], ["Control"]),
  ...b("copy", ["KeyC"], ["Control"]),
  ...b("paste", ["KeyV"], ["Control"], ["Alt", "Shift"]),
  ...b("sendToBack", ["BracketLeft"]),
  ...b("bringToFront", ["BracketRight"]),
  ...b("target", ["KeyT"], [], ["Shift"]),
  ...b("ruler", ["KeyR"]),
  ...b("unconstrainedMovement", ["KeyU"]),
  ...b("characterSheet", ["KeyC"]),
  ...b("panUp", ["ArrowUp", "Numpad8", "KeyW"], [], PAN),
  ...b("panLeft", ["ArrowLeft", "Numpad4", "KeyA"], [], PAN),
  ...b("panDown", ["ArrowDown", "Numpad2", "KeyS"], [], PAN),
  ...b("panRight", ["ArrowRight", "Numpad6", "KeyD"], [], PAN),
  ...b("panUpLeft", ["Numpad7"], [], PAN),
  ...b("panUpRight", ["Numpad9"], [], PAN),
  ...b("panDownLeft", ["Numpad1"], [], PAN),
  ...b("panDownRight", ["Numpad3"], [], PAN),
  ...b("zoomIn", ["NumpadAdd", "KeyE"], [], PAN),
  ...b("zoomOut", ["NumpadSubtract", "KeyQ"], [], PAN),
  ...b("rulerWaypoint", ["KeyF"], [], ["Shift"]),
  ...digits.flatMap((n) => b(`executeMacro${n}`, [`Digit${n}`])),
  ...[1, 2, 3, 4, 5].flatMap((n) => b(`swapMacroPage${n}`, [`Digit${n}`], ["Alt"])),
  ...b("pushToTalk", ["Backquote"]),
  ...b("focusChat", ["KeyC"], ["Shift"]),
];
