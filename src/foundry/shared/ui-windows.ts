/**
 * Key listeners that hear the user wherever Foundry's UI is. v13 has one browser window. v14 can
 * detach an ApplicationV2 into a browser window of its own (ApplicationV2#detachWindow; the
 * DetachedWindowManager at `foundry.applications.detached` keeps `windows`, a Map of
 * {window, applications}: fvtt-types 14.366 src/foundry/client/applications/detached/window-manager.d.mts,
 * api/application.d.mts), and a keydown there never reaches the main `window`. A canvas prompt
 * that waits for Escape (a click on the map, an area's placement) listens on the main window and on
 * every detached one, and stops listening on the same ones.
 */

/** What a listener is added to (a Window; a plain EventTarget in tests). */
export interface KeyTarget {
  addEventListener(type: "keydown", listener: (event: KeyboardEvent) => void): void;
  removeEventListener(type: "keydown", listener: (event: KeyboardEvent) => void): void;
}

function isKeyTarget(value: unknown): value is KeyTarget {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "addEventListener") === "function" &&
    typeof Reflect.get(value, "removeEventListener") === "function"
  );
}

/** v14's detached windows (none on v13, where `foundry.applications.detached` does not exist). */
export function detachedWindows(applications: object = foundry.applications): KeyTarget[] {
  const manager: unknown = Reflect.get(applications, "detached");
  const windows: unknown = typeof manager === "object" && manager !== null ? Reflect.get(manager, "windows") : null;
  if (!(windows instanceof Map)) return [];
  const out: KeyTarget[] = [];
  for (const descriptor of windows.values()) {
    const win: unknown =
      typeof descriptor === "object" && descriptor !== null ? Reflect.get(descriptor, "window") : null;
    if (isKeyTarget(win)) out.push(win);
  }
  return out;
}

/** Listen for keydown on the main window and every detached one; returns the call that stops all of them. */
export function listenOnUiWindows(
  listener: (event: KeyboardEvent) => void,
  targets: readonly KeyTarget[] = [window, ...detachedWindows()],
): () => void {
  for (const target of targets) target.addEventListener("keydown", listener);
  return () => {
    for (const target of targets) target.removeEventListener("keydown", listener);
  };
}
