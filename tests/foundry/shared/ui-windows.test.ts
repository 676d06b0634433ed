/**
 * A canvas prompt hears Escape in a v14 detached window too: the keydown listener goes on the main
 * window and on every window of `foundry.applications.detached.windows`, and comes off all of them.
 */
import { describe, expect, it } from "vitest";
import { detachedWindows, listenOnUiWindows, type KeyTarget } from "@foundry/shared/ui-windows";

/** A browser window as far as key listeners go. */
class FakeWindow implements KeyTarget {
  readonly listeners = new Set<(event: KeyboardEvent) => void>();
  addEventListener(_type: "keydown", listener: (event: KeyboardEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: "keydown", listener: (event: KeyboardEvent) => void): void {
    this.listeners.delete(listener);
  }
  press(key: string): void {
    const event = { key } as KeyboardEvent;
    for (const l of this.listeners) l(event);
  }
}

describe("key listeners in detached windows", () => {
  it("v14: each detached window is heard; v13 (no detached manager) has none", () => {
    const popped = new FakeWindow();
    const applications = { detached: { windows: new Map([["w1", { window: popped, applications: new Map() }]]) } };
    expect(detachedWindows(applications)).toEqual([popped]);
    expect(detachedWindows({})).toEqual([]);
    expect(detachedWindows({ detached: { windows: "not a map" } })).toEqual([]);
  });

  it("Escape pressed in the popped-out window reaches the prompt; after stopping, no window does", () => {
    const main = new FakeWindow();
    const popped = new FakeWindow();
    const heard: string[] = [];
    const stop = listenOnUiWindows((event) => heard.push(event.key), [main, popped]);
    popped.press("Escape");
    main.press("Escape");
    expect(heard).toEqual(["Escape", "Escape"]);
    stop();
    popped.press("Escape");
    main.press("Escape");
    expect(heard).toHaveLength(2);
  });
});
