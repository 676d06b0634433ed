/**
 * CORE-10 a reaction "interrupts an enemy move": the figure that passes the Reaction button's check in
 * an enemy's activation may fire (or move) once before the enemy goes on. The GM's record notes the
 * pass; the Fire and Move buttons' requests are taken on it, once, and refused without it.
 */
import { describe, expect, it } from "vitest";
import { activate, chat, COLE, lines, pick, POSSE, press, RAIDERS, stack } from "./harness";
import { NAPOLEONIC, posseFacingRaiders, sceneGround } from "./scenes";
import { REACTION_ACT_BUTTON } from "@foundry/actions/reaction/reaction-manifest";

const passes = pick("a reaction of 1", (c) => c.reaction === 1);
const fails = pick("a reaction of 6", (c) => c.reaction === 6);
const miss = pick("a miss", (c) => c.hit === 0);

/** The Posse 10" from the Raiders on open ground, the Raiders' card running; Cole alone fires. */
function raidersActing() {
  const table = posseFacingRaiders();
  sceneGround(table, [], []);
  activate(table, [RAIDERS]);
  table.fireAnswer = (s) => ({ ...s, shooters: s.shooters.map((x) => ({ ...x, include: x.figure.id === COLE })) });
  return table;
}

const refusals = (table: ReturnType<typeof raidersActing>) => table.warnings.map((w) => w.text);

describe("CORE-10 a passed reaction lets the figure act in the enemy's activation", () => {
  it("CORE-10 Pvt. Cole passes his reaction in the Raiders' activation, fires once at them, and is refused a second volley", async () => {
    const table = raidersActing();
    stack(table, [passes, miss, miss]);
    expect(await press(table, "reaction", COLE)).toBe("done");
    expect(lines(chat(table))).toEqual([
      `Pvt. Cole: card ${passes.serial} shows 1, within Reaction 3: reacts.`,
      "Pvt. Cole may fire or move once now, before the enemy goes on.",
    ]);
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual([]);
    expect(chat(table).summary).toBe("One shot, no hit");
    const messages = table.messages.size;
    expect(await press(table, "fire", POSSE)).toBe("done");
    // His one act is spent: the Posse is back to not activated.
    expect(refusals(table)).toEqual([
      "Posse is not activated now: only the units the last Activation Card named may act. Nothing was drawn.",
    ]);
    expect(table.messages.size).toBe(messages);
  });

  it("CORE-10 a failed reaction lets nothing: Cole's volley in the Raiders' activation is refused, nothing drawn", async () => {
    const table = raidersActing();
    stack(table, [fails, miss]);
    expect(await press(table, "reaction", COLE)).toBe("done");
    expect(lines(chat(table))).toEqual([`Pvt. Cole: card ${fails.serial} shows 6, more than Reaction 3: no reaction.`]);
    const writes = table.writes.length;
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual([
      "Posse is not activated now: only the units the last Activation Card named may act. Nothing was drawn.",
    ]);
    expect(table.writes.length).toBe(writes);
  });

  it("CORE-10 Cole's reaction does not let Dunn fire with him: the volley of both is refused", async () => {
    const table = raidersActing();
    table.fireAnswer = (s) => s;
    stack(table, [passes, miss, miss]);
    expect(await press(table, "reaction", COLE)).toBe("done");
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual([
      "Cpl. Dunn is not activated now and passed no reaction check in this activation: only the figures who did may fire or move now. Nothing was drawn.",
    ]);
  });

  it("CORE-10 a pass on an earlier Activation Card lets nothing on the next one", async () => {
    const table = raidersActing();
    stack(table, [passes, miss]);
    expect(await press(table, "reaction", COLE)).toBe("done");
    // The next Activation Card names the Raiders again: Cole's pass was on the card before.
    activate(table, [RAIDERS], "5#1");
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual([
      "Posse is not activated now: only the units the last Activation Card named may act. Nothing was drawn.",
    ]);
  });

  it("CORE-10 Cole's passed reaction is taken for a move too: the move is drawn, then his volley is refused (one act)", async () => {
    const table = raidersActing();
    const three = pick("a 3-inch move", (c) => c.move === 3);
    stack(table, [passes, three, miss]);
    expect(await press(table, "reaction", COLE, { params: { purpose: "move" } })).toBe("done");
    table.pickedPoint = { x: 0, y: 2 };
    expect(await press(table, "move", COLE)).toBe("done");
    expect(refusals(table)).toEqual([]);
    expect(chat(table).summary).toBe('Pvt. Cole may move 3".');
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual([
      "Posse is not activated now: only the units the last Activation Card named may act. Nothing was drawn.",
    ]);
  });

  it("NAP-5.6 / CORE-10 the Posse in close order passes one check for its group: both figures fire in the Raiders' activation", async () => {
    const table = raidersActing();
    table.options = NAPOLEONIC;
    table.closeOrderUnits.add(POSSE);
    table.fireAnswer = (s) => s;
    stack(table, [passes, miss, miss, miss, miss]);
    expect(await press(table, "reaction", POSSE)).toBe("done");
    expect(lines(chat(table)).slice(-2)).toEqual([
      "2 figures react.",
      "Each figure that reacts may fire or move once now, before the enemy goes on.",
    ]);
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusals(table)).toEqual([]);
    expect(chat(table).title).toMatch(/^Posse: fire at/);
  });

  it("CORE-10 the passed reaction's card offers Fire now and Move now; Fire now opens the dialog with Cole alone ticked and the GM takes it", async () => {
    const table = raidersActing();
    table.fireAnswer = (state) => state;
    stack(table, [passes, miss, miss]);
    expect(await press(table, "reaction", COLE)).toBe("done");
    const message = table.lastMessage();
    const offers = REACTION_ACT_BUTTON.offers(message.record!, { messageId: message.id, carried: () => 0 });
    expect(offers.map((o) => [o.action, o.actorId, o.params, o.label?.key])).toEqual([
      ["fire", COLE, { shooters: COLE }, "COMBAT_PATROL.Action.Reaction.fireNow"],
      ["move", COLE, {}, "COMBAT_PATROL.Action.Reaction.moveNow"],
    ]);
    expect(await press(table, "fire", COLE, { params: offers[0]!.params })).toBe("done");
    expect(refusals(table)).toEqual([]);
    expect(chat(table).summary).toBe("One shot, no hit");
  });

  it("CORE-10 a failed reaction, or one in free play, offers nothing", async () => {
    const failed = raidersActing();
    stack(failed, [fails]);
    await press(failed, "reaction", COLE);
    const free = posseFacingRaiders();
    stack(free, [passes]);
    await press(free, "reaction", COLE);
    for (const table of [failed, free]) {
      const message = table.lastMessage();
      expect(REACTION_ACT_BUTTON.offers(message.record!, { messageId: message.id, carried: () => 0 })).toEqual([]);
    }
  });
});
