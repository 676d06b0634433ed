/**
 * The deck dock goes where v13's interface leaves room: in the second left column, right after the
 * scene navigation (not over the scene controls or the players list of the first column); with no
 * such column it floats at the top left.
 */
import { describe, expect, it } from "vitest";
import { DOCK_COLUMN, SCENE_NAVIGATION, dockSlot } from "@foundry/dock/place";

const page =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe("where the deck dock goes", () => {
  it("v13: in #ui-left-column-2 after the scene navigation", () => {
    expect(dockSlot(page("ui-left-column-1", "scene-controls", "players", DOCK_COLUMN, SCENE_NAVIGATION))).toEqual({
      kind: "column",
      parent: "ui-left-column-2",
      after: "scene-navigation",
    });
  });

  it("the column without its scene navigation (hidden by a module): at the column's end", () => {
    expect(dockSlot(page(DOCK_COLUMN))).toEqual({ kind: "column", parent: DOCK_COLUMN, after: null });
  });

  it("never in the scene controls' and players' column; floating when the second column is missing", () => {
    expect(dockSlot(page("ui-left-column-1", "scene-controls", "players"))).toEqual({ kind: "floating" });
  });
});
