/**
 * The Endurance token bar. v13 marks a derived bar read-only in the Token HUD
 * (TokenDocument#getBarAttribute: editable only when the data model has the path); the system
 * makes a figure's Endurance editable on purpose and turns the edit into wounds (CORE-8).
 */
import { describe, expect, it } from "vitest";
import { editableEnduranceBar, woundsFromBar } from "@foundry/documents/token-bar";

const bar = { type: "bar", attribute: "enduranceLeft", value: 2, max: 2, editable: false };

describe("the Endurance bar in the Token HUD", () => {
  it("CORE-8 a figure's Endurance bar is editable (v13 said read-only: derived data)", () => {
    expect(editableEnduranceBar(bar, true)).toEqual({ ...bar, editable: true });
  });

  it("any other bar, or a non-figure, stays as Foundry decided", () => {
    const wounds = { type: "value", attribute: "wounds", value: 1, editable: true };
    expect(editableEnduranceBar(wounds, true)).toBe(wounds);
    expect(editableEnduranceBar(bar, false)).toBe(bar);
    expect(editableEnduranceBar(null, true)).toBeNull();
  });

  it("CORE-8 an edit becomes wounds: '-1' on 2 of 2 is one wound, '0' is two, '+5' heals to none, never below 0 left", () => {
    expect(woundsFromBar(2, 2, -1, true)).toBe(1);
    expect(woundsFromBar(2, 2, 0, false)).toBe(2);
    expect(woundsFromBar(2, 1, 5, true)).toBe(0);
    expect(woundsFromBar(2, 1, -9, true)).toBe(2);
  });
});
