/**
 * The system's default keys clash with nothing: with no binding Foundry v13 core registers
 * (core-bindings.ts, read from client-keybindings.mjs) and with none of the system's own. Two
 * bindings clash when one key press fires both: v13 keyboard-manager.mjs #testContext matches a
 * press when its key is the binding's, every modifier the binding requires is held, and any other
 * modifier held is one of the action's reservedModifiers; the first handler that returns true stops
 * the rest (_processKeyboardContext), so a clash hides one of the two.
 */
import { describe, expect, it } from "vitest";
import {
  COMMAND_RADIUS_BINDING,
  DOCK_BINDING,
  SYSTEM_BINDINGS,
  TOKEN_BINDINGS,
  registration,
  strokeLabel,
  type Modifier,
} from "@foundry/keybindings/bindings";
import { CORE_BINDINGS } from "./core-bindings";

interface Bound {
  readonly name: string;
  readonly key: string;
  readonly modifiers: readonly Modifier[];
  readonly reserved: readonly Modifier[];
}

/** Some press fires both: the modifiers each requires are all allowed by the other. */
function clash(a: Bound, b: Bound): boolean {
  if (a.key !== b.key) return false;
  const allows = (x: Bound, m: Modifier) => x.modifiers.includes(m) || x.reserved.includes(m);
  return a.modifiers.every((m) => allows(b, m)) && b.modifiers.every((m) => allows(a, m));
}

/** The system registers no reservedModifiers: its bindings fire on exactly their stroke. */
const SYSTEM: Bound[] = SYSTEM_BINDINGS.map((s) => ({ name: s.id, ...s.stroke, reserved: [] }));
const CORE: Bound[] = CORE_BINDINGS.map((c) => ({ name: c.action, ...c }));
const shift = (key: string): Bound => ({ name: `Shift+${key}`, key, modifiers: ["Shift"], reserved: [] });

/** v13 keyboard-manager.mjs KeyboardManager.PROTECTED_KEYS: refused by ClientKeybindings#register. */
const PROTECTED_KEYS = ["F5", "F11", "F12", "PrintScreen", "ScrollLock", "NumLock", "CapsLock"];

describe("default keys against Foundry v13 core", () => {
  it("the clash rule finds the clashes of the old defaults (Shift+F, Shift+D, Shift+E with core; Shift+R twice)", () => {
    const with_ = (b: Bound) => CORE.filter((c) => clash(b, c)).map((c) => c.name);
    expect(with_(shift("KeyF"))).toEqual(["core.rulerWaypoint"]);
    expect(with_(shift("KeyD"))).toEqual(["core.panRight"]);
    expect(with_(shift("KeyE"))).toEqual(["core.zoomIn"]);
    expect(with_(shift("KeyC"))).toEqual(["core.focusChat"]);
    // core's ruler is a bare R with nothing reserved: Shift+R is free of core, but was bound twice here.
    expect(with_(shift("KeyR"))).toEqual([]);
    expect(clash(shift("KeyR"), { ...shift("KeyR"), name: "commandRadius" })).toBe(true);
    // Shift+V is not Control+V (paste requires Control).
    expect(with_(shift("KeyV"))).toEqual([]);
  });

  it.each(SYSTEM.map((s) => [s.name, s] as const))("%s clashes with no core binding", (_name, binding) => {
    expect(CORE.filter((c) => clash(binding, c)).map((c) => `${c.name} (${strokeLabel(c)})`)).toEqual([]);
  });

  it("no two of the system's bindings share a key press", () => {
    const pairs: string[] = [];
    SYSTEM.forEach((a, i) => SYSTEM.slice(i + 1).forEach((b) => clash(a, b) && pairs.push(`${a.name}/${b.name}`)));
    expect(pairs).toEqual([]);
  });

  it("every action of the system has a default key, none of them protected", () => {
    expect(SYSTEM_BINDINGS.map((b) => b.id)).toEqual([
      ...TOKEN_BINDINGS.map((b) => b.id),
      DOCK_BINDING.id,
      COMMAND_RADIUS_BINDING.id,
    ]);
    expect(SYSTEM.filter((s) => PROTECTED_KEYS.includes(s.key))).toEqual([]);
  });

  it("every binding is registered editable (Configure Controls can change it) and none uneditable", () => {
    for (const binding of SYSTEM_BINDINGS) {
      const data = registration(binding);
      expect(data).not.toHaveProperty("uneditable");
      expect(data.editable, binding.id).toEqual([
        { key: binding.stroke.key, modifiers: binding.stroke.modifiers.map((m) => m.toUpperCase()) },
      ]);
    }
  });

  it("lists every action core registers (27 named, 10 macro slots, 5 macro pages, push to talk, focus chat)", () => {
    expect(new Set(CORE.map((c) => c.name)).size).toBe(44);
  });
});
