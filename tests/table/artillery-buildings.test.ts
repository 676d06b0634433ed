/**
 * Artillery at buildings: solid shot through a wood-frame wall (NAP-7.3.1.2), canister only at
 * the first floor (NAP-7.3.2.2), shell through a roof or held by it (NAP-7.3.3.2).
 */
import { describe, expect, it } from "vitest";
import { apply, applyWrites, docId, FINCH, HALE, press, RAIDERS, stack } from "./harness";
import { GUN, at, battery, card, gun, text } from "./artillery-battery";

describe("artillery: Fire gun (NAP-7.3, NAP-7.4)", () => {
  it("NAP-7.3.1.2 solid shot at the wood-frame house the Raiders hold", async () => {
    const table = battery();
    table.answers = [{ building: true, structure: "wood" }];
    stack(table, [card(1), card(13), card(4)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const said = text(table);
    // A 12# ball has penetration 6 against the wood frame's 6: through without a card.
    expect(said).toContain("The shot penetrates the wood.");
    expect(said).toContain("Card 1: needs 2 holes, on target");
    // Wood: small explosions on the troops inside; #13 and #2 show one, #4 and #3 wound.
    expect(said).toContain("Sgt. Hale: one more wound");
    expect(said).toContain("Red Finch: one more wound");
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(table.writes.slice(2)).toEqual(applyWrites(table, [docId(GUN), docId(HALE), docId(FINCH), docId(RAIDERS)]));
    expect([table.figureSource(HALE).wounds, table.figureSource(FINCH).wounds]).toEqual([1, 1]);
  });

  it("NAP-7.3.2.2 canister at a building's second floor is refused", async () => {
    const table = battery({ round: "canister" });
    table.answers = [{ building: true, floor: 2 }];
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Canister must be aimed at the first floor, not floor 2."]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-7.3.3.2 shell on the roof of the house the Raiders hold", async () => {
    const table = battery({ round: "shell" });
    table.positions.set(HALE, at(100, 0));
    table.positions.set(FINCH, at(101, 0));
    table.answers = [{ building: true, roof: true }];
    stack(table, [card(1), card(3), card(13), card(4)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const said = text(table);
    // Penetration 0 against the roof's 6: #3 shows 6 holes, through; the top floor takes the medium template.
    expect(said).toContain("The round goes through the roof (medium explosions on the top floor).");
    expect(said).toContain("Card 3: needs 6 holes (penetration 0 against protection 6): it goes through.");
    expect(said).toContain("Red Finch: stunned");
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(table.writes.slice(2)).toEqual(applyWrites(table, [docId(FINCH), docId(GUN)]));
    expect([gun(table).outOfAmmo, gun(table).round]).toEqual([1, "none"]);
  });

  it("NAP-7.3.3.2 shell on a roof that holds (#40 shows no holes): the troops on the roof take the medium template", async () => {
    const table = battery({ round: "shell" });
    table.positions.set(HALE, at(100, 0));
    table.positions.set(FINCH, at(101, 0));
    table.answers = [{ building: true, roof: true, onRoof: true }];
    stack(table, [card(1), card(40), card(13), card(4)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const said = text(table);
    expect(said).toContain("The roof holds (medium explosions on the roof).");
    expect(said).toContain("Card 40: needs 6 holes (penetration 0 against protection 6)");
    expect(said).toContain("Red Finch: stunned");
  });
});
