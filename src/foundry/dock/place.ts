/**
 * Where the deck dock goes (pure: the dock and the preview both ask). v13's interface
 * (templates/views/game.hbs, rendered once by Game#initializeView) has two left columns in
 * `#ui-left`: `#ui-left-column-1` holds the scene controls (top) and the players list (bottom);
 * `#ui-left-column-2` holds the scene navigation, a vertical list of scenes at the top, and
 * nothing under it. The dock goes there, right after `#scene-navigation`: beside the controls,
 * under the scene list, away from the players list and from the hotbar (which is in `#ui-middle`),
 * in the page's flow, so a longer scene list moves it down instead of covering it. Core's apps
 * replace only their own element when they render, so a sibling placed in the column stays.
 * Read: the layout as quoted from game.hbs by module authors (search id 65861040902:
 * `<div id="ui-left-column-1" class="flexcol"> <template id="scene-controls"> <template id="players">`),
 * modules that anchor beside the scene navigation in `#ui-left-column-2` (search ids 56680909250,
 * 39686053601), v13's vertical scene navigation (ironmonk108/monks-scene-navigation#77). Core's
 * game.hbs itself is not in the search corpus: this is *read (modules)*, not verified in a live
 * Foundry. Without that column (another layout, a module that rebuilt it) the dock floats at the
 * left edge as before.
 */

export const DOCK_COLUMN = "ui-left-column-2";
export const SCENE_NAVIGATION = "scene-navigation";

type DockSlot =
  { readonly kind: "column"; readonly parent: string; readonly after: string | null } | { readonly kind: "floating" };

export function dockSlot(exists: (id: string) => boolean): DockSlot {
  if (!exists(DOCK_COLUMN)) return { kind: "floating" };
  return { kind: "column", parent: DOCK_COLUMN, after: exists(SCENE_NAVIGATION) ? SCENE_NAVIGATION : null };
}

/** Put `element` in its slot of `doc` (the Foundry page, or the preview's copy of its layout). */
export function placeDock(
  element: HTMLElement,
  doc: { getElementById(id: string): HTMLElement | null; body: HTMLElement },
): DockSlot {
  const slot = dockSlot((id) => doc.getElementById(id) !== null);
  element.classList.toggle("is-floating", slot.kind === "floating");
  if (slot.kind === "floating") {
    if (element.parentElement !== doc.body) doc.body.append(element);
    return slot;
  }
  const parent = doc.getElementById(slot.parent)!;
  const after = slot.after ? doc.getElementById(slot.after) : null;
  if (after?.parentElement === parent) {
    if (after.nextElementSibling !== element) after.after(element);
  } else if (element.parentElement !== parent) parent.append(element);
  return slot;
}
