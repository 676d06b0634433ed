/**
 * The keybindings (src/foundry/keybindings/bindings.ts) with small typed doubles: each calls the
 * action layer's right action for the controlled token's actor, once; with no token (or
 * several) controlled it does nothing but say so.
 */
import { describe, expect, it } from "vitest";
import {
  SYSTEM_BINDINGS,
  TOKEN_BINDINGS,
  runBinding,
  type BindingPorts,
  type KeyBinding,
  type Outcome,
} from "@foundry/keybindings/bindings";
import { ACTIONS } from "@foundry/actions/manifests";

interface FakeActor {
  readonly name: string;
}
interface FakeToken {
  readonly id: string;
}

function table(
  controlled: { actor: FakeActor | null; token: FakeToken }[],
  outcome: Outcome = "done",
  fallbackWorks = false,
) {
  const calls: { action: string; actor: string; token: string }[] = [];
  const fallbacks: string[] = [];
  const warnings: string[] = [];
  const ports: BindingPorts<FakeActor, FakeToken> = {
    controlled: () => controlled,
    perform: async (action, request) => {
      calls.push({ action, actor: request.actor.name, token: request.token.id });
      return outcome;
    },
    fallback: async (action) => {
      fallbacks.push(action);
      return fallbackWorks;
    },
    warn: (key) => warnings.push(key),
  };
  return { ports, calls, fallbacks, warnings };
}

const binding = (id: string): KeyBinding => TOKEN_BINDINGS.find((b) => b.id === id)!;
const marshal = { actor: { name: "U.S. Marshal" }, token: { id: "tok-marshal" } };

describe("keybindings on the selected token", () => {
  it.each([
    ["fire", "fire"],
    ["move", "move"],
    ["melee", "melee"],
    ["reload", "reload"],
    ["morale", "moraleCheck"],
    ["endActivation", "endActivation"],
  ])("%s calls the action layer's %s for the controlled token's actor, once", async (id, action) => {
    const t = table([marshal]);
    expect(await runBinding(binding(id), t.ports)).toBe("done");
    expect(t.calls).toEqual([{ action, actor: "U.S. Marshal", token: "tok-marshal" }]);
    expect(t.warnings).toEqual([]);
  });

  it("CORE-5 the token actions are the action layer's own ids (the sheets' buttons: fire, move, melee, reload, morale)", () => {
    for (const b of TOKEN_BINDINGS.filter((x) => x.action !== "endActivation"))
      expect(
        [...ACTIONS.values()].filter((a) => a.offer).map((a) => a.id),
        b.id,
      ).toContain(b.action);
  });

  it("with no token controlled, nothing is called and the player is told to select one", async () => {
    const t = table([]);
    expect(await runBinding(binding("fire"), t.ports)).toBe("noToken");
    expect(t.calls).toEqual([]);
    expect(t.warnings).toEqual(["COMBAT_PATROL.Keys.noToken"]);
  });

  it("a token without an actor counts as none; two tokens controlled: nothing is called, one token is asked for", async () => {
    const orphan = table([{ actor: null, token: { id: "tok-x" } }]);
    expect(await runBinding(binding("move"), orphan.ports)).toBe("noToken");
    expect(orphan.calls).toEqual([]);
    const two = table([marshal, { actor: { name: "Deputy" }, token: { id: "tok-deputy" } }]);
    expect(await runBinding(binding("move"), two.ports)).toBe("noToken");
    expect(two.calls).toEqual([]);
    expect(two.warnings).toEqual(["COMBAT_PATROL.Keys.oneToken"]);
  });

  it("CORE-3 end activation with no handler registered falls back to the turn (the GM draws the next card)", async () => {
    const t = table([marshal], "unavailable", true);
    expect(await runBinding(binding("endActivation"), t.ports)).toBe("done");
    expect(t.fallbacks).toEqual(["endActivation"]);
    expect(t.warnings).toEqual([]);
  });

  it("an action nobody handles and with no fallback says it is unavailable; a refusal is the layer's own message", async () => {
    const t = table([marshal], "unavailable", false);
    expect(await runBinding(binding("reload"), t.ports)).toBe("unavailable");
    expect(t.warnings).toEqual(["COMBAT_PATROL.Keys.unavailable"]);
    const refused = table([marshal], "refused");
    expect(await runBinding(binding("fire"), refused.ports)).toBe("refused");
    expect(refused.warnings).toEqual([]);
  });

  it("every binding has its own Shift+letter key, the dock's and the command radius's too", () => {
    const keys = SYSTEM_BINDINGS.map((b) => b.stroke.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => /^Key[A-Z]$/.test(k))).toBe(true);
    expect(SYSTEM_BINDINGS.every((b) => b.stroke.modifiers.join() === "Shift")).toBe(true);
    expect(TOKEN_BINDINGS.every((b) => b.stroke.key === b.key)).toBe(true);
  });
});

describe("the end-activation message", () => {
  it("escapes the actor's name: a name of markup is shown as text, never run as HTML", async () => {
    const { activationDoneContent } = await import("@foundry/keybindings/bindings");
    const { format } = await import("../doubles/format");
    const escape = (s: string) =>
      s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
    const html = activationDoneContent('<img src=x onerror="alert(1)">', format, escape);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
