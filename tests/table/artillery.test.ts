/**
 * Artillery from the gun's sheet: Fire gun with every round at troops in the open (NAP-7.3.1
 * solid shot, NAP-7.3.2 canister, NAP-7.3.3 shell and spherical case), through the real action
 * layer, the GM's draw service and the engine, to the chat text, the areas the canvas draws and
 * the writes Apply makes. When a gun may fire is in artillery-fire-conditions.test.ts, buildings
 * in artillery-buildings.test.ts, Move gun in artillery-move.test.ts.
 */
import { describe, expect, it } from "vitest";
import { apply, applyWrites, chat, docId, FINCH, HALE, pick, press, RAIDERS, stack, writeKinds } from "./harness";
import { GUN, areasOf, at, battery, card, gun, text } from "./artillery-battery";

describe("artillery: Fire gun (NAP-7.3, NAP-7.4)", () => {
  it("NAP-7.3.1 solid shot at the targeted Raiders: the ball deviates 3\" short, crosses Hale's rank (large burst: out) and Finch's (no burst)", async () => {
    const table = battery();
    // #1 scatter 6 o'clock 3" (short of the aim), #5 large burst, #8 no burst and no stun.
    stack(table, [card(1), card(5), card(8)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Fire Twelve-pounder (Solid shot)"]);
    const said = text(table);
    expect(said).toContain("Sgt. Hale: incapacitated");
    expect(said).toContain("Raiders: one more morale marker");
    // The canvas: aimed at the Raiders' centre (31.5"), the ball lands 3" short (28.5"); its path runs 12" beyond.
    expect(areasOf(table)).toEqual([
      { kind: "solidShot", shape: expect.objectContaining({ kind: "band", start: { x: 0, y: 0 }, length: 40.5 }) },
    ]);
    expect(said).toContain(
      "Card 5 shows the large explosion: Sgt. Hale is hit\nCard 8, no large explosion: the ball misses Red Finch",
    );
    expect(said).toContain("Sgt. Hale");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(table.writes.slice(2)).toEqual(applyWrites(table, [docId(HALE), docId(RAIDERS), docId(GUN)]));
    expect(table.figureSource(HALE).states).toMatchObject({ incapacitated: true });
    expect(table.figureSource(FINCH).states).toMatchObject({ incapacitated: false, stunned: false });
    // NAP-7.2 fired: five unstunned crew reload in one action; the round is spent.
    expect([gun(table).outOfAmmo, gun(table).round]).toEqual([1, "none"]);
  });

  it('NAP-7.3.2 canister at the Raiders: Hale 10" out is hit automatically (first half of the short band), Finch 33" out draws to hit', async () => {
    const table = battery({ round: "canister" });
    table.positions.set(HALE, at(10, 0));
    stack(table, [card(1), card(6), card(3), card(12)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const said = text(table);
    expect(said).toContain("Canister: 2 figures hit");
    // The aim: the leader's Regular Accuracy at the medium band needs 2 holes; #1 shows 5.
    expect(said).toContain("Card 1: needs 2 holes, on target");
    // Finch in the medium band (8-12# gun: Regular) needs 3 holes; #3 shows 6.
    expect(said).toContain("Red Finch (Medium range): card 3, needs 3 holes: hit");
    expect(said).toContain("Sgt. Hale: incapacitated");
    expect(said).toContain("Red Finch: one more wound");
    expect(said).toContain("Raiders: 2 more morale markers");
    // The canvas: the swath's three rectangles and the automatic-hit half of the short band.
    expect(areasOf(table).map((a) => a.kind)).toEqual(["canister", "canister", "canister", "canisterAuto"]);
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(table.writes.slice(2)).toEqual(applyWrites(table, [docId(HALE), docId(FINCH), docId(RAIDERS), docId(GUN)]));
    expect(table.figureSource(HALE).states.incapacitated).toBe(true);
    expect(table.figureSource(FINCH).wounds).toBe(1);
    expect([gun(table).outOfAmmo, gun(table).round]).toEqual([1, "none"]);
  });

  it("NAP-7.3.3 shell at a point with no unit targeted: the chat card names the unit it strikes (the Raiders' morale marker, not someone's)", async () => {
    const table = battery({ round: "shell" });
    table.targets = [];
    table.positions.set(HALE, at(100, 0));
    table.positions.set(FINCH, at(130, 0));
    table.answers = [{ aim: "ahead", range: 100 }];
    const burst = pick("a medium burst", (c) => c.burst.medium, [card(1)]);
    const wound = pick("a wound", (c) => c.damage === "WOUND", [card(1), burst]);
    stack(table, [card(1), burst, wound]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const view = chat(table);
    expect(view.changes).toContain("Raiders: one more morale marker");
    expect(view.changes.join("\n")).not.toContain("someone");
  });

  it('NAP-7.3.3 shell at a point 100" ahead: on target, the Table 3 template over Hale and Finch', async () => {
    const table = battery({ round: "shell" });
    table.targets = [];
    table.positions.set(HALE, at(100, 0));
    table.positions.set(FINCH, at(101, 0));
    table.answers = [{ aim: "ahead", range: 100 }];
    stack(table, [card(1), card(13), card(4)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.asked[0]?.fields.map((f) => f.name)).toEqual([
      "aim",
      "range",
      "cover",
      "building",
      "structure",
      "roof",
      "onRoof",
      "inSupply",
    ]);
    const said = text(table);
    // Shell is always long range: Regular Accuracy + long = 4 holes; #1 shows 5, on target.
    expect(said).toContain("Card 1: needs 4 holes, on target");
    expect(said).toContain(
      'The shell bursts: the medium template (4" across).\nSgt. Hale: card 13, no medium burst\nRed Finch: card 4, no medium burst, stunned',
    );
    expect(areasOf(table)).toEqual([{ kind: "shell", shape: expect.objectContaining({ kind: "circle" }) }]);
    expect(said).toContain("Red Finch: stunned");
    expect(said).not.toContain("Sgt. Hale: stunned");
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(table.writes.slice(2)).toEqual(applyWrites(table, [docId(FINCH), docId(GUN)]));
    expect(table.figureSource(FINCH).states.stunned).toBe(true);
  });

  it("NAP-7.3.3 spherical case is the British's only: a gun with no nation (loaded with case) is refused, nothing drawn or written", async () => {
    const table = battery({ round: "case" });
    table.targets = [];
    table.answers = [{ aim: "ahead", range: 100 }];
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "The 8# to 12# gun cannot fire spherical case: only the British have it.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-7.3.3 spherical case fired by a British gun (NAP-7.2 loaded with case): the cone", async () => {
    const table = battery({ round: "case", ruleFlags: { nation: "british" } });
    table.targets = [];
    table.positions.set(HALE, at(100, 0));
    table.positions.set(FINCH, at(103, 0));
    // Aimed at a point clicked on the table (the default with no unit targeted).
    table.pickedPoint = { x: 100, y: 0 };
    stack(table, [card(1), card(13), card(4)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings).toEqual([]);
    const said = text(table);
    expect(said).toContain('Spherical case bursts: the large template (6" across).');
    expect(areasOf(table).map((a) => a.kind)).toEqual(["shrapnel"]);
    // The round's name opens the title (a name inside a sentence would read "fires Shell").
    expect(chat(table).title).toBe('Spherical case from Twelve-pounder at a point 100" away');
    expect(said).toContain("Red Finch: stunned");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });
});
