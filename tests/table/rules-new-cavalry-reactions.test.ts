/**
 * NAP-6.2.1.2b the mounted melee's reactions at the table: riders pursue withdrawing enemy with a
 * Reaction (the Pursue button, even in their own side's activation when their fire made the enemy
 * fall back), foot may not use a Reaction to close with moving riders (the Reaction dialog's
 * purpose, refused by the GM), and the charge may halt halfway for the target's reactions.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { roundBase } from "@rules/geometry";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { asAnyResult } from "@rules/results";
import { CHARGE_HOME_BUTTON } from "@foundry/actions/cavalry/cavalry-manifest";
import { activate, chat, lines, OTHER, pick, PLAYER, press, stack, writeKinds } from "./harness";
import { GRENADIER, HUSSARS, hussarsAndLine, LANCER, LINE, TROOPER } from "./scenes";
import { at, CASES, honest, send, tableFor } from "./world-cases";

describe("riders pursue withdrawing enemy (NAP-6.2.1.2b)", () => {
  it('NAP-6.2.1.2b the Hussars pursue the Line company falling back from the Guts check their own fire forced, in their own activation: Pursue draws the check and one movement card, the card says it is a pursuit of 4"', async () => {
    const table = hussarsAndLine();
    activate(table, [HUSSARS]);
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass, pick('move 4"', (c) => c.move === 4, [pass])]);
    expect(await press(table, "pursue", HUSSARS)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(table.asked).toEqual([]);
    const view = chat(table);
    expect(view.title).toBe("Hussars: pursuit");
    expect(view.summary).toBe(`Pursuit: card ${pass.serial}, the reaction succeeds.`);
    expect(lines(view)).toEqual(['They may ride 4" after the withdrawing enemy.']);
    expect(table.lastMessage().record?.result).toMatchObject({ kind: "pursuit", passed: true, inches: 4 });
  });

  it("NAP-6.2.1.2b a counter-charge still meets a charge: in the Hussars' own activation the GM refuses it (no enemy acting), nothing drawn", async () => {
    const table = hussarsAndLine();
    activate(table, [HUSSARS]);
    const pass = pick("reaction 1", (c) => c.reaction === 1);
    stack(table, [pass, pick('move 4"', (c) => c.move === 4, [pass])]);
    await press(table, "counterCharge", HUSSARS);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.noEnemyActing"]);
    expect(table.messages.size).toBe(0);
  });
});

describe("the GM's client reads a pursuit as a pursuit (NAP-6.2.1.2b)", () => {
  it("NAP-6.2.1.2b a counter-charge sent again as a pursuit with the charge's contact point is refused, nothing drawn; as a plain pursuit it is accepted", async () => {
    const c = CASES.find((k) => k.procedure === "mountedReaction")!;
    const { query } = await honest(c);
    const input = at(query.input as Record<string, unknown>, ["mountedReaction", "kind"], "pursuit");
    const fresh = await tableFor(c);
    const refused = await send(
      fresh,
      query,
      at(input, ["mountedReaction", "contact"], { gapInches: 0, chargerInches: 0 }),
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.key).toBe("COMBAT_PATROL.Error.notAsOnTable");
    expect(fresh.messages.size).toBe(0);
    expect((await send(fresh, query, input)).ok).toBe(true);
  });
});

describe("foot may not react to close with moving riders (NAP-6.2.1.2b)", () => {
  /** The Line company (foot, OTHER's) reacts while the Hussars, activated, ride at it. */
  function ridersActing() {
    const table = hussarsAndLine();
    activate(table, [HUSSARS]);
    stack(table, [pick("reaction 1", (c) => c.reaction === 1)], OTHER);
    return table;
  }

  it("NAP-6.2.1.2b Gren. Marc's Reaction dialog asks what it is for, with the check's odds (a bar, the exact fraction on hover); closing to contact with the Hussars on the move is refused by the GM in one line, nothing drawn", async () => {
    const table = ridersActing();
    table.answers = [{ purpose: "closeToContact" }];
    expect(await press(table, "reaction", GRENADIER, { user: OTHER })).toBe("done");
    const dialog = table.asked[0]!;
    expect(dialog.title).toBe("Reaction: Gren. Marc");
    const purpose = dialog.fields.find((f) => f.name === "purpose");
    expect(purpose?.value).toBe("interrupt");
    expect(purpose?.type === "select" ? purpose.options.map((o) => o.label) : []).toEqual([
      "Fire, or act before the enemy goes on",
      "Move",
      "Close to contact for hand to hand",
      "Turn to face or close ranks",
    ]);
    const odds = dialog.live?.({ purpose: "interrupt" }) ?? [];
    const within = FRONTIER_DECK.cards.filter((c) => c.reaction <= 3).length;
    expect(odds[0]?.text).toBe(
      `The reaction check: reacts ${Math.round((within / 50) * 100)}% · no reaction ${Math.round(((50 - within) / 50) * 100)}%`,
    );
    expect(odds[0]?.bar?.map((b) => b.tone)).toEqual(["good", "bad"]);
    expect(odds[0]?.title).toMatch(/\d+\/\d+/);
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Gren. Marc is on foot and may not react to close with riders on the move. Nothing was drawn.",
    ]);
    expect(table.messages.size).toBe(0);
  });

  it("NAP-6.2.1.2b the same foot reaction to turn to face the Hussars is drawn; closing to contact while a foot unit acts is drawn too", async () => {
    const table = ridersActing();
    table.answers = [{ purpose: "turnToFace" }];
    expect(await press(table, "reaction", GRENADIER, { user: OTHER })).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(chat(table).summary).toBe("Gren. Marc passes the reaction check (1 against 3).");

    const footActing = hussarsAndLine();
    activate(footActing, [LINE]);
    stack(footActing, [pick("reaction 1", (c) => c.reaction === 1)]);
    footActing.patchFigure(TROOPER, {
      states: { stunned: false, pinned: false, mounted: false, hidden: false, incapacitated: false },
    });
    footActing.answers = [{ purpose: "closeToContact" }];
    expect(await press(footActing, "reaction", TROOPER)).toBe("done");
    expect(footActing.warnings).toEqual([]);
    expect(chat(footActing).summary).toBe("Tpr. Bold passes the reaction check (1 against 3).");
  });
});

describe("the charge halts halfway for the target's reactions (NAP-6.2.1.2b)", () => {
  /** Cpl. Lance's 1" token at (0, 0), Gren. Marc's at (10, 0): 9" edge to edge; Marc targeted. */
  function charge() {
    const table = hussarsAndLine();
    table.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(1) });
    table.positions.set(GRENADIER, { id: GRENADIER, at: { x: 10, y: 0 }, base: roundBase(1) });
    table.targets = [GRENADIER];
    return table;
  }

  it("NAP-6.2.1.2b the engine plays Gren. Marc's side: the halt starts ticked, saying the engine reacts on the halt card; with no engine it starts unticked", async () => {
    const table = charge();
    for (const id of [LANCER, TROOPER, HUSSARS]) table.dispositions.set(id, 1);
    for (const id of [GRENADIER, LINE]) table.dispositions.set(id, -1);
    table.engine = { side: "b", doctrine: "steady" };
    table.answers = [null];
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(table.asked[0]!.fields.find((f) => f.name === "halt")).toMatchObject({
      value: true,
      hint: "The engine plays the charged unit: halted, it takes its reactions (a counter-charge, closing ranks, turning to face) before you charge home.",
    });
    table.engine = { side: "a", doctrine: "steady" };
    table.answers = [null];
    await press(table, "charge", LANCER);
    expect(table.asked[1]!.fields.find((f) => f.name === "halt")).toMatchObject({ value: false });
  });

  it('NAP-6.2.1.2b Cpl. Lance 9" from Gren. Marc halts halfway: a card with no draw says he halts after 4.5" while Marc\'s side reacts, and offers his owner "Charge home"; pressed, the Charge dialog opens again on Marc with the same run and no halt, and the charge goes in', async () => {
    const table = charge();
    table.answers = [{ straightInches: 9, halt: true }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    const halt = table.asked[0]!.fields.find((f) => f.name === "halt");
    expect(halt).toMatchObject({ type: "checkbox", value: false, label: 'Halt halfway (4.5") for their reactions' });
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.cards).toEqual([]);
    expect(table.lastMessage().record?.result).toMatchObject({ procedure: "chargeHalt", haltInches: 4.5 });
    expect(view.summary).toBe("Cpl. Lance halts halfway");
    expect(lines(view)).toEqual([
      'Cpl. Lance halts after 4.5", half the 9" to Gren. Marc.',
      "Gren. Marc's side may react now; then the charge goes home.",
    ]);
    const message = table.lastMessage();
    const [home, ...more] = CHARGE_HOME_BUTTON.offers(message.record!, { messageId: message.id, carried: () => 0 });
    expect(more).toEqual([]);
    expect(home).toMatchObject({
      action: "charge",
      actorId: LANCER,
      label: { key: "COMBAT_PATROL.Action.Cavalry.chargeHome" },
    });

    // The target turned away meanwhile: the button still charges Marc, from the card.
    table.targets = [];
    table.answers = [{}];
    expect(await press(table, "charge", LANCER, { user: PLAYER, params: home!.params })).toBe("done");
    const again = table.asked[1]!;
    expect(again.title).toBe("Charge: Cpl. Lance against Gren. Marc");
    expect(again.fields.map((f) => f.name)).not.toContain("halt");
    expect(again.fields.find((f) => f.name === "straightInches")?.value).toBe(9);
    expect(chat(table).title).toBe("Cpl. Lance charges Gren. Marc");
    expect(lines(chat(table)).join("\n")).toContain("impetus 2");
  });

  it("NAP-6.2.1.2b the halt left unticked: the charge goes in at once (one draw, no halt card); in contact there is no halt to offer", async () => {
    const table = charge();
    table.answers = [{ straightInches: 9 }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(chat(table).title).toBe("Cpl. Lance charges Gren. Marc");

    const contact = charge();
    contact.positions.set(GRENADIER, { id: GRENADIER, at: { x: 1, y: 0 }, base: roundBase(1) });
    expect(await press(contact, "charge", LANCER)).toBe("done");
    expect(contact.asked[0]!.fields.map((f) => f.name)).not.toContain("halt");
  });
});

describe("the mandatory advance between formed bodies (NAP-6.2.1.3b)", () => {
  it('NAP-6.2.1.3b the Hussars and the Line company both in close order: Cpl. Lance wins with impetus and must still advance, 6" to end back to back 1" past Gren. Marc (who falls back 2"): no enemy left in contact', async () => {
    const table = hussarsAndLine();
    table.closeOrderUnits.add(HUSSARS);
    table.closeOrderUnits.add(LINE);
    table.targets = [GRENADIER];
    table.answers = [{ straightInches: 5 }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    const asked = table.asked[0]!.fields;
    expect(asked.find((f) => f.name === "attacker.closeOrder")?.value).toBe(true);
    expect(asked.find((f) => f.name === "defender.closeOrder")?.value).toBe(true);
    const view = chat(table);
    const text = lines(view).join("\n");
    expect(text).toContain("impetus 2");
    expect(text).toContain("close order 1");
    expect(view.summary).toContain("Cpl. Lance wins");
    expect(view.moves).toEqual(['Gren. Marc must move 2" back (recoil)', 'Cpl. Lance must move 6" forward']);
    const record = table.lastMessage().record;
    const result = record ? asAnyResult(record.result) : null;
    if (result?.procedure !== "mountedMelee" || !result.breakthrough?.victorAdvance)
      throw new Error("the card offers no advance");
    const { entry, victorAdvance } = result.breakthrough;
    expect(victorAdvance).toMatchObject({ mandatory: true, backToBack: true, beyondInches: 1 });
    // Along the charge's line from the contact point: Marc's rear ends 2" + his depth back, Lance's rear 6" - his
    // depth forward; the gap between the two bases is the inch beyond, so nobody stays in contact.
    const depth = MOUNTED_DEFAULTS.baseDepth;
    const marcRear = entry.enemyWithdraws + depth.foot;
    const lanceRear = victorAdvance.inches - depth.mounted;
    expect(lanceRear - marcRear).toBe(1);
  });
});
