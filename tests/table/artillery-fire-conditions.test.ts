/**
 * When a gun may fire and whose Accuracy it fires with: the token HUD's Fire and Move, a cancelled
 * aim, loading (NAP-7.2), the leader's or the crew's Accuracy and Out of Ammunition (NAP-7.3), the
 * ranges of Table 3 (NAP-7.4).
 */
import { describe, expect, it } from "vitest";
import { apply, HALE, press, stack } from "./harness";
import { G1, GUN, at, battery, card, gun, text } from "./artillery-battery";

describe("artillery: Fire gun (NAP-7.3, NAP-7.4)", () => {
  it("NAP-7.3 / NAP-7.1 the token HUD's Fire and Move on an artillery piece are Fire gun and Move gun", async () => {
    const table = battery();
    table.answers = [null];
    expect(await press(table, "fire", GUN)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Fire Twelve-pounder (Solid shot)"]);
    table.answers = [null];
    expect(await press(table, "move", GUN)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Fire Twelve-pounder (Solid shot)", "Move Twelve-pounder"]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-7.3 aiming at a point on the table and cancelling the click: nothing is drawn or written", async () => {
    const table = battery();
    table.targets = [];
    table.pickedPoint = null;
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.asked[0]?.fields[0]).toMatchObject({ name: "aim", value: "canvas" });
    expect(table.warnings).toEqual([]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-7.2 a gun still loading cannot fire: refused before the dialog", async () => {
    const table = battery({ outOfAmmo: 2 });
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Twelve-pounder: 2 load actions still to make."]);
    expect(table.asked).toEqual([]);
    expect(table.writes).toEqual([]);
    const limbered = battery({ limbered: true });
    expect(await press(limbered, "fireGun", GUN)).toBe("done");
    expect(limbered.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gunLimbered"]);
    expect(limbered.writes).toEqual([]);
  });

  it("NAP-7.2 loading completed on card 3 of turn 1: Fire gun is refused on that card, and fires on the next", async () => {
    const table = battery({ round: "none", outOfAmmo: 1 });
    table.activation = { state: { ...table.activation.state, drawn: ["number#3"], turn: 1 }, audit: null };
    table.answers = [{ round: "canister" }];
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    expect(await press(table, "load", GUN)).toBe("done");
    table.gmConfirms = true;
    expect([gun(table).outOfAmmo, gun(table).round, gun(table).ruleFlags["loadedOn"]]).toEqual([
      0,
      "canister",
      "1:number#3",
    ]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.gunLoadedThisActivation"]);
    expect(table.asked.map((a) => a.title)).toEqual(["Load Twelve-pounder"]);
    const before = table.writes.length;
    table.activation = { state: { ...table.activation.state, drawn: ["number#3", "number#5"] }, audit: null };
    stack(table, [card(1), card(6), card(3), card(12)]);
    table.positions.set(HALE, at(10, 0));
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.writes.slice(before).map((w) => w.kind)).toEqual(["saveDecks", "createMessage"]);
    expect(text(table)).toContain("Canister: 2 figures hit");
  });

  it("NAP-7.3 the leader's Accuracy while he stands unstunned (Regular: 2 holes at short range, the aim point 21.5\" out), the Green crew's when he is stunned (3 holes)", async () => {
    const table = battery({ round: "canister", grade: "green" });
    table.positions.set(HALE, at(10, 0));
    stack(table, [card(1), card(6), card(3), card(12)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(text(table)).toContain("Card 1: needs 2 holes, on target (the leader's Regular Accuracy).");
    const stunned = battery({ round: "canister", grade: "green" });
    stunned.patchFigure(G1, { states: { ...stunned.figureSource(G1).states, stunned: true } });
    stunned.positions.set(HALE, at(10, 0));
    stack(stunned, [card(1), card(6), card(3), card(12)]);
    expect(await press(stunned, "fireGun", GUN)).toBe("done");
    expect(text(stunned)).toContain("needs 3 holes, on target");
  });

  it("NAP-7.3 Out of Ammunition on the aim card: a simple miss in supply (one reload marker), a second marker out of supply", async () => {
    const inSupply = battery({ round: "canister" });
    inSupply.positions.set(HALE, at(10, 0));
    stack(inSupply, [card(2), card(35), card(6), card(3), card(12)]);
    expect(await press(inSupply, "fireGun", GUN)).toBe("done");
    await apply(inSupply);
    expect(gun(inSupply).outOfAmmo).toBe(1);
    const out = battery({ round: "canister" });
    out.positions.set(HALE, at(10, 0));
    out.answers = [{ inSupply: false }];
    stack(out, [card(2), card(35), card(6), card(3), card(12)]);
    expect(await press(out, "fireGun", GUN)).toBe("done");
    await apply(out);
    expect(gun(out).outOfAmmo).toBe(2);
    expect(text(out)).toContain("Card 2 shows Out of Ammunition: the gun does not fire.");
  });

  it("NAP-7.4 Table 3: shell inside its minimum range is refused; solid shot past long range is refused", async () => {
    const table = battery({ round: "shell" });
    table.targets = [];
    table.answers = [{ aim: "ahead", range: 60 }];
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const t2 = battery();
    t2.targets = [];
    t2.answers = [{ aim: "ahead", range: 170 }];
    expect(await press(t2, "fireGun", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      'The 8# to 12# gun fires shell between 80" and 160", not at 60".',
    ]);
    expect(table.writes).toEqual([]);
    expect(t2.warnings.map((w) => w.text)).toEqual(['Twelve-pounder: the target point is out of range (170").']);
    expect(t2.writes).toEqual([]);
  });
});
