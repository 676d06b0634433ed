/**
 * NAP-6 / OW-7.1 cavalry at the table: the Charge button (mounted hand to hand), the counter-charge reaction, the
 * mounted bog check.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { apply, chat, docId, GM, lines, OTHER, PLAYER, press, stack, TableDouble, writeKinds, pick } from "./harness";
import { GRENADIER, HUSSARS, LANCER, LINE, MOUNTED, TROOPER, hussarsAndLine } from "./scenes";

const napoleonic = hussarsAndLine;

/**
 * NAP-6.2.1.3 Cpl. Lance has charged Gren. Marc after 5 straight inches and won (a second fight
 * when `secondMelee`): the fight on record his breakthrough follows. Nothing asked or written since.
 */
async function afterTheCharge(secondMelee = false): Promise<TableDouble> {
  const table = napoleonic();
  table.targets = [GRENADIER];
  table.answers = [{ straightInches: 5, secondMelee }];
  expect(await press(table, "charge", LANCER)).toBe("done");
  expect(chat(table).summary).toContain("Cpl. Lance wins");
  table.asked.length = 0;
  table.writes.length = 0;
  return table;
}

describe("cavalry (NAP-6, OW-7.1)", () => {
  it("NAP-6.2.1.1 NAP-6.2.1.2 NAP-6.2.1.3 Cpl. Lance charges the targeted Gren. Marc after 5 straight inches: impetus +2, lance moving 3; one draw, the breakthrough moves on the card, Apply writes the wound only", async () => {
    const table = napoleonic();
    table.targets = [GRENADIER];
    table.answers = [{ straightInches: 5 }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    const dialog = table.asked[0]!;
    expect(dialog.title).toBe("Charge: Cpl. Lance against Gren. Marc");
    expect(dialog.fields.map((f) => f.name)).toEqual([
      "straightInches",
      "openFlat",
      "attacker.closeOrder",
      "defender.closeOrder",
      "defender.bayonet",
      "defender.moving",
      "defender.fromRear",
      "caughtFromBehind",
      "secondMelee",
    ]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Cpl. Lance charges Gren. Marc");
    expect(view.summary).toContain("Cpl. Lance wins");
    expect(view.summary).toContain("9 to 4");
    const text = lines(view).join("\n");
    expect(text).toContain("HtH 3 + impetus 2");
    // The lance is named as the weapon table names the others (capitalised, as "Musket").
    expect(text).toContain("Cpl. Lance fights with Lance (at the charge); Gren. Marc with Musket.");
    expect(text).toContain("Gren. Marc, leg, wounded");
    expect(text).toContain('withdraws 2"');
    // Table 2 with impetus, the defender wounded: he recoils 2", the victor advances 2 + 1 + 1 + 2 = 6" to end back to
    // back.
    expect(view.moves).toEqual(['Gren. Marc must move 2" back (recoil)', 'Cpl. Lance must move 6" forward']);
    expect(view.changes).toEqual(["Gren. Marc: one more wound"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    // The moves are the owners' token moves: Apply writes the wound alone (the advance is not written twice).
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(GRENADIER)] });
    expect(table.figureSource(GRENADIER).wounds).toBe(1);
    expect(table.figureSource(LANCER).wounds).toBe(0);
  });

  it("NAP-6.2.1.1 NAP-6.2.1.2 a charge of 3 straight inches has no impetus; the lance still counts moving (+3); the bayonet fixed gives the musket its bayonet HtH", async () => {
    const table = napoleonic();
    table.targets = [GRENADIER];
    table.answers = [{ straightInches: 3, "defender.bayonet": true }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    const text = lines(chat(table)).join("\n");
    expect(text).toContain("Melee 0 + HtH 3 + card 1 shows 4 = 7");
    expect(text).not.toContain("impetus");
    expect(text).toContain("Melee 0 + HtH 2 + card 2 shows 3 = 5");
  });

  it("NAP-6.2.1.1 impetus needs open, flat ground: 5 straight inches through a hedge give none", async () => {
    const table = napoleonic();
    table.targets = [GRENADIER];
    table.answers = [{ straightInches: 5, openFlat: false }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(lines(chat(table)).join("\n")).not.toContain("impetus");
  });

  it("NAP-6.3 heavy cavalry in close order charging with impetus: +4 instead of +2 (and close order +1)", async () => {
    const table = napoleonic();
    table.options = {
      ...DEFAULT_OPTIONS,
      era: "napoleonic",
      optional: { ...DEFAULT_OPTIONS.optional, heavyCavalry: true },
    };
    table.closeOrderUnits.add(HUSSARS);
    table.targets = [GRENADIER];
    table.answers = [{ straightInches: 6, "attacker.heavy": true }];
    expect(await press(table, "charge", TROOPER)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => f.name)).toEqual([
      "straightInches",
      "openFlat",
      "attacker.closeOrder",
      "attacker.heavy",
      "attacker.armour",
      "defender.closeOrder",
      "defender.bayonet",
      "defender.moving",
      "defender.fromRear",
      "caughtFromBehind",
      "secondMelee",
    ]);
    expect(lines(chat(table)).join("\n")).toContain(
      "Attacker Tpr. Bold: Melee 0 + HtH 2 + heavy 4 + close order 1 + card 1 shows 4 = 11",
    );
  });

  it("NAP-6.3 armour: the heavy trooper loses and the torso hit is ignored; Apply writes nothing to him", async () => {
    const table = napoleonic();
    table.options = {
      ...DEFAULT_OPTIONS,
      era: "napoleonic",
      optional: { ...DEFAULT_OPTIONS.optional, heavyCavalry: true },
    };
    table.targets = [GRENADIER];
    const low = pick("melee 0", (c) => c.melee === 0);
    const high = pick("melee 5", (c) => c.melee === 5);
    const torso = pick("torso hit", (c) => c.location === "torso", [low, high]);
    stack(table, [low, high, torso]);
    table.answers = [{ straightInches: 0, "attacker.heavy": true, "attacker.armour": true }];
    expect(await press(table, "charge", TROOPER)).toBe("done");
    const view = chat(table);
    const text = lines(view).join("\n");
    expect(text).toContain("Melee 0 + HtH 2 + card 6 shows 0 = 2");
    expect(text).toContain("Gren. Marc wins 6 to 2");
    expect(text).toContain("Tpr. Bold, torso, no effect");
    expect(text).toContain("Armour turns the blow.");
    expect(view.changes).toEqual([]);
    expect(table.figureSource(TROOPER).wounds).toBe(0);
  });

  it("NAP-6.2.1 a figure on foot cannot charge: a warning, nothing drawn", async () => {
    const table = napoleonic();
    table.targets = [LANCER];
    expect(await press(table, "charge", GRENADIER, { user: OTHER })).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notMounted"]);
    expect(table.writes).toEqual([]);
  });

  it("OW-7.1d OW-7.1e in the Old West a lance gets +3 only with impetus, else +1", async () => {
    const table = new TableDouble();
    table.addFigure(LANCER, "Cpl. Lance", { states: MOUNTED }, "ow.lance", PLAYER);
    table.addUnit(HUSSARS, "Lancers", [LANCER], {}, PLAYER);
    table.addFigure(GRENADIER, "Red Finch", {}, "ow.revolver", OTHER);
    table.addUnit(LINE, "Raiders", [GRENADIER], {}, OTHER);
    stack(table, []);
    table.targets = [GRENADIER];
    table.answers = [{ straightInches: 2 }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(lines(chat(table)).join("\n")).toContain("Melee 0 + HtH 1 + card 1 shows 4 = 5");
  });

  it("NAP-6.2.1.2 OW-7.1c the Hussars counter-charge: one Reaction check, then one movement card", async () => {
    const table = napoleonic();
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    const move = pick("move 7", (c) => c.move === 7, [pass]);
    stack(table, [pass, move]);
    expect(await press(table, "counterCharge", HUSSARS)).toBe("done");
    const view = chat(table);
    expect(view.title).toBe("Hussars: counter-charge");
    expect(view.summary).toBe("Counter-charge: card 1, the reaction succeeds.");
    expect(lines(view)).toEqual(['They may move 7".']);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("NAP-6.1.2 OW-7.1b the Hussars bog in the woods: they stop half way (3 of 6 inches)", async () => {
    const table = napoleonic();
    const bog = pick("bogs regular", (c) => c.bog.regular);
    stack(table, [bog]);
    table.answers = [{ place: "woods", inchesInWoods: 6 }];
    expect(await press(table, "mountedBog", HUSSARS)).toBe("done");
    const view = chat(table);
    expect(view.title).toBe("Hussars: bog check of the mounted move");
    expect(view.summary).toBe('Bogged in the woods: the unit stops 3" into the woods.');
    expect(lines(view)).toEqual(["In the woods, card 3: bogged.", 'The unit stops 3" into the woods.']);
  });

  it("NAP-6.1.2 OW-7.1b at a linear obstacle a bogged unit has one figure stuck just over it, stunned", async () => {
    const table = napoleonic();
    const bog = pick("bogs regular", (c) => c.bog.regular);
    stack(table, [bog]);
    table.answers = [{ place: "linear-obstacle", endsJustOver: true }];
    expect(await press(table, "mountedBog", HUSSARS)).toBe("done");
    const view = chat(table);
    expect(lines(view)).toEqual([
      "At the obstacle, card 3: bogged.",
      "Tpr. Bold is stuck just over the obstacle, stunned.",
    ]);
    expect(view.changes).toEqual(["Tpr. Bold is stuck over the obstacle", "Tpr. Bold: stunned"]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(TROOPER)] });
    expect(table.figureSource(TROOPER).states.stunned).toBe(true);
  });

  it("NAP-6.2.1.3 OW-7.1e breakthrough from the sheet: the fight he won gives it; the way is clear — the victor's advance, back on the card as a ruler move; nothing written (the melee's message held the move already)", async () => {
    const table = await afterTheCharge();
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    expect(table.asked[0]!.intro).toBe("Cpl. Lance advances as the last fight he won says.");
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([
      ["outcome", "clear"],
      ["inchesToContact", 0],
    ]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.summary).toBe('The victor advances 6".');
    expect(lines(view)).toEqual([
      'Cpl. Lance advances 6": he ends back to back with the enemy, the rear of his base 1" beyond the rear of the enemy\'s.',
    ]);
    expect(view.moves).toEqual(['Cpl. Lance must move 6" forward']);
  });

  it("NAP-6.2.1.3 breakthrough: a mandatory advance with no room stuns the victor (one write)", async () => {
    const table = await afterTheCharge();
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.answers = [{ outcome: "blocked" }];
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(table.writes[0]).toEqual({ kind: "updateWorldActors", ids: [docId(LANCER)] });
    expect(lines(chat(table))).toEqual(["Cpl. Lance must advance but has no room: stunned."]);
    expect(table.figureSource(LANCER).states.stunned).toBe(true);
  });

  it('NAP-6.2.1.3 breakthrough: a mandatory advance meets an enemy after 3" — a second fight follows', async () => {
    const table = await afterTheCharge();
    table.answers = [{ outcome: "enemy-contact", inchesToContact: 3 }];
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    const view = chat(table);
    expect(lines(view)).toEqual([
      'Cpl. Lance advances 3" into contact with an enemy: a second fight follows (Charge again, as a second fight).',
    ]);
    expect(view.moves).toEqual(['Cpl. Lance must move 3" forward']);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("NAP-6.2.1.3 the victor of a second fight may not advance into contact: refused, he stays", async () => {
    const table = await afterTheCharge(true);
    table.answers = [{ outcome: "enemy-contact", inchesToContact: 1 }];
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    const view = chat(table);
    expect(lines(view)).toEqual([
      "The victor of a second fight may not advance into contact with an enemy: he stays where he is.",
    ]);
    expect(view.moves).toEqual([]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
  });

  it("NAP-6.2.1.3 a second fight (after a breakthrough) has no impetus and no close order", async () => {
    const table = napoleonic();
    table.closeOrderUnits.add(HUSSARS);
    table.targets = [GRENADIER];
    table.answers = [{ straightInches: 6, secondMelee: true }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    const text = lines(chat(table)).join("\n");
    expect(text).toContain("Attacker Cpl. Lance: Melee 0 + HtH 3 + card 1 shows 4 = 7");
  });
});
