/**
 * Rarely used dialogs (deck import, draw log, scenario setup, game options) load as chunks when
 * opened, not with the module Foundry loads at start (bundle budget).
 *
 * Foundry opens a settings menu with `new menu.type()` then `app.render(...)` (SettingsConfig's
 * submenu handler; fvtt-types client/helpers/client-settings.d.mts: RegisterSubmenu.type is
 * `new () => ApplicationV2.Any`): the stand-in's render loads the real dialog and renders it.
 */
interface Renderable {
  render(options: { force: boolean }): unknown;
}

/** Load a dialog's class and render a new one; a failed load is logged, never thrown at a click. */
export async function openLazy(load: () => Promise<new () => Renderable>): Promise<void> {
  try {
    const App = await load();
    await new App().render({ force: true });
  } catch (error) {
    console.error("Combat Patrol | could not open the dialog", error);
  }
}

/** A settings-menu `type` that renders the dialog `load` gives, loaded on first open. */
export function lazyMenu(
  load: () => Promise<new () => Renderable>,
): new () => foundry.applications.api.ApplicationV2.Any {
  return class LazyMenu extends foundry.applications.api.ApplicationV2 {
    override render(): Promise<this> {
      void openLazy(load);
      return Promise.resolve(this);
    }
  };
}
