/**
 * OW-9.3a "A wagon is its own unit": in The Dry Creek Bank Job the stagecoach is the Combat's entry
 * (its card activates the wagon), and its driver, his own piece on the map, fires from his own
 * token's Fire button on the stage's card: the GM's check takes him as the wagon's figure. On
 * another unit's card his volley is refused, nothing drawn.
 */
import { describe, expect, it } from "vitest";
import { OTHER } from "../doubles/table";
import { adventureTable } from "../doubles/adventure-table";
import { combatScenario, DRY_CREEK } from "./engine-games";
import { activate, chat, press, stack } from "./harness";
import { sureKills } from "./scenes";

describe("OW-9.3a the stage driver fires on the stage's card", () => {
  it("OW-9.3a the stagecoach is the Combat's entry; on its card Bob's driver fires his shotgun from his own token at the bandit at the bank's front (drawn, posted); on the posse's card the same volley is refused, nothing drawn", async () => {
    const table = adventureTable(DRY_CREEK);
    const stage = table.actorNamed("Overland stagecoach");
    const driver = table.actorNamed("Stage driver");
    expect(combatScenario(table).combatants).toContain(stage);
    expect(combatScenario(table).combatants).not.toContain(driver);
    const bandit = table.actorNamed("Bandit (rifle)");
    table.moveToken(bandit, { x: 24, y: 13.5 });
    table.targets = [bandit];
    stack(table, sureKills(3), OTHER);

    // Another unit's card: refused by the GM, nothing drawn.
    activate(table, [table.actorNamed("Marshal's posse")]);
    await press(table, "fire", driver, { user: OTHER });
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire"]);
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Stage driver is not activated now: only the units the last Activation Card named may act. Nothing was drawn.",
    ]);
    expect(table.messages.size).toBe(0);

    // The stage's card: the same volley drawn and posted.
    table.warnings.length = 0;
    activate(table, [stage]);
    expect(await press(table, "fire", driver, { user: OTHER })).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toBe("3 shots, 2 hits, one saved by cover");
  });
});
