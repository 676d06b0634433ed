/**
 * CORE-10 reaction (NAP-5.6 a close order group once) and OW-9.3f regain control: the buttons, the GM's draw, the
 * message, Apply.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import {
  apply,
  chat,
  COLE,
  docId,
  DUNN,
  GM,
  lines,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  writeKinds,
} from "./harness";

const STAGE = "Actor.wagon00000000001";

describe("reaction (CORE-10, NAP-5.6)", () => {
  it("CORE-10 Pvt. Cole's reaction check: one card against his Reaction 3, passed; Apply writes nothing", async () => {
    const table = posseAndRaiders();
    expect(await press(table, "reaction", COLE)).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Reaction check: Pvt. Cole");
    expect(view.summary).toBe("Pvt. Cole passes the reaction check (1 against 3).");
    expect(lines(view)).toEqual(["Pvt. Cole: card 1 shows 1, within Reaction 3: reacts."]);
    // a result that changes no piece has nothing to apply (the card shows no Apply)
    expect(await apply(table, GM)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.nothingToApply" });
  });

  it("NAP-5.6 the Posse in close order (Napoleonic era): ONE check for its group", async () => {
    const table = posseAndRaiders();
    table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
    table.closeOrderUnits.add(POSSE);
    expect(await press(table, "reaction", POSSE)).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Reaction check: Posse");
    expect(view.summary).toBe("The close order group reacts");
    expect(lines(view)).toEqual([
      "Card 1: the close order group passes, checking with the leader's Guts (3).",
      "2 figures react.",
    ]);
    expect(view.cards).toHaveLength(1);
  });
});

describe("regain control (OW-9.3f)", () => {
  it("OW-9.3f the driver of the runaway Stage regains control (card shows OK): Apply writes runaway = false", async () => {
    const table = posseAndRaiders();
    table.addWagon(STAGE, "Stage", { driverId: DUNN, runaway: true }, PLAYER);
    expect(await press(table, "regainControl", STAGE)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Stage: the driver tries to regain control"]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.summary).toBe("The driver regains control.");
    expect(lines(view)).toEqual(["Card 1, open row: no forced action, so the driver has the reins."]);
    expect(view.changes).toEqual(["Stage: the team is under control"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(STAGE)] });
    const wagon = table.actors.get(STAGE)!.snapshot;
    expect(wagon.type === "wagon" ? wagon.system.runaway : null).toBe(false);
  });

  it("OW-9.3f a wagon that is not running away: a warning, nothing drawn", async () => {
    const table = posseAndRaiders();
    table.addWagon(STAGE, "Stage", { driverId: DUNN }, PLAYER);
    expect(await press(table, "regainControl", STAGE)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notRunaway"]);
    expect(table.writes).toEqual([]);
  });
});
