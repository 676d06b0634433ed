import { describe, expect, it } from "vitest";
import { createActionRegistry } from "@foundry/kernel/action-layer";
import { ACTIONS } from "@foundry/actions/manifests";
import lang from "../../../lang/en.json";

interface TestRequest {
  readonly actor: { readonly name: string };
  readonly params: Readonly<Record<string, string>>;
}

describe("the action layer", () => {
  it("a sheet button reaches the one registered handler with its actor and params", async () => {
    const layer = createActionRegistry<TestRequest>();
    const seen: TestRequest[] = [];
    layer.registerAction("fire", (r) => void seen.push(r));
    const outcome = await layer.performAction("fire", { actor: { name: "Hale" }, params: { weaponId: "w1" } });
    expect(outcome).toBe("done");
    expect(seen).toEqual([{ actor: { name: "Hale" }, params: { weaponId: "w1" } }]);
  });

  it("an action with no handler yet is reported unavailable, not thrown", async () => {
    const layer = createActionRegistry<TestRequest>();
    expect(await layer.performAction("rally", { actor: { name: "x" }, params: {} })).toBe("unavailable");
  });

  it("a second handler for the same action is refused; unregistering frees the id", () => {
    const layer = createActionRegistry<TestRequest>();
    const off = layer.registerAction("move", () => undefined);
    expect(() => layer.registerAction("move", () => undefined)).toThrow(/already has a handler/);
    off();
    expect(layer.hasAction("move")).toBe(false);
    expect(() => layer.registerAction("move", () => undefined)).not.toThrow();
  });

  it("a handler's error reaches the sheet (which shows it)", async () => {
    const layer = createActionRegistry<TestRequest>();
    layer.registerAction("reload", () => Promise.reject(new Error("no markers")));
    await expect(layer.performAction("reload", { actor: { name: "x" }, params: {} })).rejects.toThrow("no markers");
  });

  it("every sheet action has a label", () => {
    for (const action of ACTIONS.values()) expect(action.label).toBe(`COMBAT_PATROL.Action.${action.id}`);
    for (const action of ACTIONS.values()) expect(lang.COMBAT_PATROL.Action).toHaveProperty(action.id);
  });
});
