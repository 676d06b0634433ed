/**
 * The action folders' manifests are the one list of actions: the sheets, the token HUD and the
 * keys read them, and every action the behaviour handles is declared (and the other way round).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RESULT_KINDS } from "@rules/results";
import { ACTIONS, MANIFESTS, PRESENTATIONS, hudActions, keyedActions } from "@foundry/actions/manifests";
import { ACTION_FOLDERS, loadActions } from "@foundry/actions/catalog";
import lang from "../../../lang/en.json";

/** An action the behaviour does not handle: the key falls back to the turn (keybindings/keybindings-hooks.ts). */
const WITHOUT_HANDLER = new Set(["endActivation"]);

describe("the action manifests", () => {
  it("every folder with a behaviour has a manifest, and the manifest declares exactly the actions it handles", async () => {
    const catalog = await loadActions();
    expect(MANIFESTS.map((m) => m.folder).filter((f) => ACTION_FOLDERS.includes(f))).toEqual(ACTION_FOLDERS);
    for (const { folder, definition } of catalog.actions) {
      const declared = MANIFESTS.find((m) => m.folder === folder)?.manifest.actions.map((a) => a.id) ?? [];
      expect(declared.sort(), folder).toEqual(Object.keys(definition.handlers).sort());
    }
    const handled = new Set(catalog.handlers.keys());
    expect([...ACTIONS.keys()].filter((id) => !handled.has(id))).toEqual([...WITHOUT_HANDLER]);
  });

  it("every action has a label in the lang file, a Font Awesome icon and a hint saying what it does", () => {
    const labels = lang.COMBAT_PATROL.Action as Record<string, unknown>;
    for (const action of ACTIONS.values()) {
      expect(action.label, action.id).toBe(`COMBAT_PATROL.Action.${action.id}`);
      expect(typeof labels[action.id], action.id).toBe("string");
      expect(action.icon, action.id).toMatch(/^fa-solid fa-[a-z-]+$/);
      // what the button does, on hover (the sheets' action bar)
      expect(typeof (lang.COMBAT_PATROL.ActionHint as Record<string, unknown>)[action.id], action.id).toBe("string");
    }
  });

  it("CORE-1 each result kind names the rule it comes from, a rule ID of the rules (the card's Why? opens its page)", () => {
    const listed = new Set(
      [...readFileSync("../shared/RULES.md", "utf8").matchAll(/^- (?:\(new\) )?((?:CORE|OW|NAP)-[\w.]+)/gm)].map(
        (m) => m[1],
      ),
    );
    const unknown = [...PRESENTATIONS.entries()]
      .filter(([, p]) => !listed.has(p.rule))
      .map(([kind, p]) => `${kind}: ${p.rule}`);
    expect(unknown).toEqual([]);
    expect(PRESENTATIONS.get("fire")?.rule).toBe("CORE-5");
    expect(PRESENTATIONS.get("ow.stampedeCheck")?.rule).toBe("OW-9.2.7");
  });

  it("each result kind is presented once, by the folder that owns it", () => {
    expect([...PRESENTATIONS.keys()].sort()).toEqual([...RESULT_KINDS].sort());
    const owners = MANIFESTS.flatMap(({ manifest }) => Object.keys(manifest.results ?? {}));
    expect(owners.length).toBe(RESULT_KINDS.length);
  });

  it("the token HUD shows fire, hand to hand, move and morale, with the sheets' icons", () => {
    expect(hudActions().map((a) => [a.id, a.icon])).toEqual([
      ["fire", "fa-solid fa-crosshairs"],
      ["melee", "fa-solid fa-hand-fist"],
      ["move", "fa-solid fa-shoe-prints"],
      ["moraleCheck", "fa-solid fa-heart-pulse"],
    ]);
  });

  it("the keys come from the manifests, one binding id each", () => {
    const bindings = keyedActions().map((a) => a.key.binding);
    expect(new Set(bindings).size).toBe(bindings.length);
    expect(bindings.sort()).toEqual(["endActivation", "fire", "melee", "morale", "move", "reload"]);
  });
});
