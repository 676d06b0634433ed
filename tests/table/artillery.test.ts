/**
 * Artillery from the gun's sheet: Fire gun (NAP-7.3 every round, NAP-7.3.1-7.3.3 troops
 * and buildings, NAP-7.4 Table 3) and Move gun (NAP-7.1), through the real action layer, the GM's
 * draw service and the engine, to the chat text and the writes Apply makes.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { roundBase, type Figure } from "@rules/geometry";
import type { GunSource } from "@foundry/data/sources";
import { artilleryAreas } from "@foundry/canvas/areas";
import {
  apply,
  applyWrites,
  chat,
  docId,
  FINCH,
  HALE,
  lines,
  pick,
  PLAYER,
  posseAndRaiders,
  press,
  RAIDERS,
  stack,
  TableDouble,
  writeKinds,
} from "./harness";

const GUN = "Actor.gun0000000000001";
const G1 = "Actor.gunner0000000001";
const G2 = "Actor.gunner0000000002";
const G3 = "Actor.gunner0000000003";
const G4 = "Actor.gunner0000000004";
const G5 = "Actor.gunner0000000005";

const card = (serial: number): ActionCard => pick(`#${serial}`, (c) => c.serial === serial);
const at = (x: number, y: number): Figure => ({ id: "", at: { x, y }, base: roundBase(1) });

/**
 * A loaded twelve-pounder (8-12# row) at (0,0) facing along +x, five crew; the Raiders 30" ahead, Hale before Finch.
 */
function battery(over: Partial<GunSource> = {}): TableDouble {
  const table = posseAndRaiders();
  for (const [id, name] of [
    [G1, "Sgt. Gunn"],
    [G2, "Gunner Two"],
    [G3, "Gunner Three"],
    [G4, "Gunner Four"],
    [G5, "Gunner Five"],
  ] as const) {
    table.addFigure(id, name, {}, null, PLAYER);
  }
  table.addGun(
    GUN,
    "Twelve-pounder",
    [G1, G2, G3, G4, G5],
    {
      kind: "artillery",
      weightClass: "8-12",
      round: "shot",
      outOfAmmo: 0,
      limber: { distance: 3, state: "ok" },
      ...over,
    },
    PLAYER,
  );
  table.positions.set(GUN, at(0, 0));
  table.positions.set(HALE, at(30, 0));
  table.positions.set(FINCH, at(33, 0));
  table.targets = [HALE];
  return table;
}

function gun(table: TableDouble): GunSource {
  const s = table.actors.get(GUN)!.snapshot;
  if (s.type !== "gun") throw new Error("no gun");
  return s.system;
}

/**
 * NAP-7.3 the areas the canvas draws for the posted result (canvas/templates.ts onArtilleryResult, from the gun's
 * token).
 */
const areasOf = (table: TableDouble) =>
  artilleryAreas(table.lastMessage().record!.result, { x: 0, y: 0 }, { short: 30, medium: 40, long: 80 });

const text = (table: TableDouble) => {
  const view = chat(table);
  return [view.summary, ...lines(view), ...view.changes].join("\n");
};

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

  it("NAP-7.3 / NAP-7.1 the token HUD's Fire and Move on an artillery piece are Fire gun and Move gun", async () => {
    const table = battery();
    table.pickedPoint = null;
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
    expect(await press(table, "load", GUN)).toBe("done");
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

describe("artillery: Move gun (NAP-7.1)", () => {
  it("NAP-7.1 limbered on a road: two cards", async () => {
    const table = battery({ limbered: true });
    table.answers = [{ terrain: "road" }];
    stack(table, [card(1), card(2)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    const said = text(table);
    expect(said).toContain('The gun may move 7".');
    expect(said).toContain('The gun: cards #1, #2 show 4 + 3 = 7"');
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("NAP-7.1 manhandled through rough: a quarter of one card and a bog check as Elite", async () => {
    const table = battery();
    table.answers = [{ terrain: "rough", inchesInRough: 2 }];
    stack(table, [card(5), card(3)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    const said = text(table);
    // 9" a quarter = 2.25"; bogged: it stops half way through the 2" of rough.
    expect(said).toContain('Bogged in the rough: the gun stops 1" into it.');
    expect(said).toContain('The gun: card 5 shows 9"');
    expect(said).toContain('May move 2.25".');
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });
});
