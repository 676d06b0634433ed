/**
 * The tracker's "defeated" skull. A combatant stands for a unit: marking it defeated
 * takes the unit out of the fight (no activation), and is never a state of its leader figure.
 */
import { describe, expect, it } from "vitest";
import { unitsInFight } from "@foundry/combat/tracker-view";
import { isStatusId, STATUS_DEFINITIONS, UNIT_DEFEATED, UNIT_DEFEATED_STATUS } from "@foundry/documents/status-effects";
import { lang } from "../../helpers/lang";

const posse = { id: "Actor.posse" };
const raiders = { id: "Actor.raiders" };

describe("the tracker's defeated skull", () => {
  it("CORE-3 a unit whose combatant is defeated is out of the fight: it no longer activates; the others do, each once", () => {
    const units = unitsInFight([
      { unit: posse, defeated: false },
      { unit: raiders, defeated: true },
      { unit: posse, defeated: false },
      { unit: null, defeated: false },
    ]);
    expect(units).toEqual([posse]);
  });

  it("CORE-3 a unit with two combatants is out when the GM marks either", () => {
    expect(
      unitsInFight([
        { unit: raiders, defeated: false },
        { unit: raiders, defeated: true },
      ]),
    ).toEqual([]);
  });

  it("CORE-8 the defeated status is not a figure's state: not incapacitated, not one of the system's data statuses, not in the HUD", () => {
    expect(UNIT_DEFEATED).not.toBe("incapacitated");
    expect(isStatusId(UNIT_DEFEATED)).toBe(false);
    expect(STATUS_DEFINITIONS.some((d) => (d.id as string) === UNIT_DEFEATED)).toBe(false);
    expect(UNIT_DEFEATED_STATUS.hud).toBe(false);
    expect(lang(UNIT_DEFEATED_STATUS.name)).toBe("Out of the fight");
  });
});
