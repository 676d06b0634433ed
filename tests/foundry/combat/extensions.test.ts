/**
 * CORE-3 what other screens add to the GM's turn (combat/extensions.ts): End of Turn listeners run
 * in order with the turn that ends, one that fails does not stop the next; the tracker shows the
 * added buttons the viewed combat asks for.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { addTrackerButton, onTurnEnd, trackerButton, trackerButtons, turnEnded } from "@foundry/combat/extensions";

/** The listeners read the combat only through their own code: a plain object stands for it. */
const combat = (starter: boolean) => ({ starter }) as unknown as Combat.Implementation;

afterEach(() => vi.restoreAllMocks());

describe("CORE-3 End of Turn listeners and added tracker buttons", () => {
  it("CORE-3 each End of Turn listener runs with the combat and the turn ending; a failing one is logged and the next still runs", async () => {
    const calls: string[] = [];
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    onTurnEnd(async (_c, turn) => void calls.push(`first ${turn}`));
    onTurnEnd(async () => {
      throw new Error("broken");
    });
    onTurnEnd(async (_c, turn) => void calls.push(`third ${turn}`));
    await turnEnded(combat(true), 3);
    expect(calls).toEqual(["first 3", "third 3"]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("CORE-3 an added button shows only on the combats it names, and is found by its id", () => {
    addTrackerButton({
      id: "testReport",
      label: "COMBAT_PATROL.Report.button",
      icon: "fa-solid fa-scroll",
      shows: (c) => (c as unknown as { starter: boolean }).starter,
      run: async () => undefined,
    });
    expect(trackerButtons(combat(true)).map((b) => b.id)).toEqual(["testReport"]);
    expect(trackerButtons(combat(false))).toEqual([]);
    expect(trackerButton("testReport")?.label).toBe("COMBAT_PATROL.Report.button");
    expect(trackerButton("nothing")).toBeNull();
  });
});
