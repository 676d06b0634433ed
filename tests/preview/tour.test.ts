import { describe, expect, test } from "vitest";
import { VIEWS } from "../browser/views";
import { TOUR, sectionsOf } from "../../preview/tour";

describe("the preview's front page as a guided tour", () => {
  test("PREVIEW-TOUR every view lands in exactly one section", () => {
    const misplaced = VIEWS.filter((v) => sectionsOf(v).length !== 1).map(
      (v) =>
        `${v}: ${
          sectionsOf(v)
            .map((s) => s.heading)
            .join(", ") || "no section"
        }`,
    );
    expect(misplaced).toEqual([]);
  });

  test("PREVIEW-TOUR the sections follow a turn, and none is empty", () => {
    expect(TOUR.map((s) => s.heading)).toEqual([
      "Before the game",
      "The turn begins",
      "Your pieces",
      "Choosing what to do",
      "What happened",
      "On the map",
      "For the GM",
    ]);
    for (const section of TOUR)
      expect(VIEWS.filter((v) => section.holds(v)).length, section.heading).toBeGreaterThan(0);
  });

  test("PREVIEW-TOUR the GM's tools are not also shown as the turn's chat cards", () => {
    expect(sectionsOf("chat-morale-undone").map((s) => s.heading)).toEqual(["For the GM"]);
    expect(sectionsOf("chat-kind-commandDice").map((s) => s.heading)).toEqual(["The turn begins"]);
    expect(sectionsOf("chat-fire").map((s) => s.heading)).toEqual(["What happened"]);
  });
});
