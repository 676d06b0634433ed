/**
 * The start-up bundle's budget: the rarely used dialogs load as chunks when opened. A settings menu
 * registers a stand-in class; Foundry does `new menu.type()` then `render(...)`, and the stand-in
 * loads the real dialog and renders a new one, forced.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyMenu, openLazy } from "@foundry/shared/lazy-app";

class FakeApplicationV2 {
  render(): Promise<this> {
    return Promise.resolve(this);
  }
}

const rendered: unknown[] = [];
class RealDialog {
  render(options: { force: boolean }): Promise<this> {
    rendered.push(options);
    return Promise.resolve(this);
  }
}

describe("lazily loaded dialogs", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    rendered.length = 0;
  });

  it("openLazy loads the dialog once asked and renders it forced", async () => {
    const load = vi.fn(() => Promise.resolve(RealDialog));
    expect(load).not.toHaveBeenCalled();
    await openLazy(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(rendered).toEqual([{ force: true }]);
  });

  it("a settings menu's stand-in renders the real dialog, not itself", async () => {
    vi.stubGlobal("foundry", { applications: { api: { ApplicationV2: FakeApplicationV2 } } });
    const load = vi.fn(() => Promise.resolve(RealDialog));
    const Menu = lazyMenu(load);
    expect(load).not.toHaveBeenCalled();
    const app = new Menu();
    await expect(app.render()).resolves.toBe(app);
    await vi.waitFor(() => expect(rendered).toEqual([{ force: true }]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a dialog that fails to load is logged, not thrown at the click", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(openLazy(() => Promise.reject(new Error("chunk missing")))).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("Combat Patrol | could not open the dialog", expect.any(Error));
    error.mockRestore();
  });
});
