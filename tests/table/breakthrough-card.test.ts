/**
 * NAP-6.2.1.3 / OW-7.1e the breakthrough from the charge's chat card: the card's offer
 * (the cavalry manifest's BREAKTHROUGH_BUTTON, the Breakthrough button's params) reaches the breakthrough action,
 * whose dialog then asks only what lay on the line, never the inches or "must advance" again.
 */
import { describe, expect, it } from "vitest";
import { BREAKTHROUGH_BUTTON } from "@foundry/actions/cavalry/cavalry-manifest";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { chat, docId, lines, press, TableDouble, writeKinds } from "./harness";
import { GRENADIER, LANCER, TROOPER, hussarsAndLine } from "./scenes";

/** The Breakthrough button the card offers (the cavalry manifest's chat button), or null. */
const breakthroughOffer = (record: ResultRecord, messageId: string) =>
  BREAKTHROUGH_BUTTON.offers(record, { messageId, carried: () => 0 })[0] ?? null;

/**
 * Cpl. Lance (lance) charges Gren. Marc after 5 straight inches and wins: the card offers him a 6" advance
 * (cavalry.test.ts).
 */
async function charged(): Promise<{ table: TableDouble; params: Readonly<Record<string, string>> }> {
  const table = hussarsAndLine();
  table.targets = [GRENADIER];
  table.answers = [{ straightInches: 5 }];
  expect(await press(table, "charge", LANCER)).toBe("done");
  expect(chat(table).moves).toEqual(['Gren. Marc must move 2" back (recoil)', 'Cpl. Lance must move 6" forward']);
  const message = table.lastMessage();
  const offer = breakthroughOffer(message.record!, message.id);
  expect(offer?.actorId).toBe(LANCER);
  table.asked.length = 0;
  table.writes.length = 0;
  return { table, params: offer!.params };
}

describe("the breakthrough from the chat card (NAP-6.2.1.3, OW-7.1e)", () => {
  it("NAP-6.2.1.3 the card's offer: the dialog says it (must advance 6\") and asks only what lay on the line; the way clear, the advance on a new card, nothing written", async () => {
    const { table, params } = await charged();
    expect(JSON.parse(params["offer"]!)).toMatchObject({
      figureId: LANCER,
      inches: 6,
      direction: "advance",
      mandatory: true,
      mayContactEnemy: true,
    });
    expect(await press(table, "breakthrough", LANCER, { params })).toBe("done");
    const dialog = table.asked[0]!;
    expect(dialog.intro).toBe('The card: Cpl. Lance must advance 6".');
    expect(dialog.fields.map((f) => f.name)).toEqual(["outcome", "inchesToContact"]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.summary).toBe('The victor advances 6".');
    // The card's offer keeps what the sheet's dialog cannot say: he ends back to back with the loser, 1" beyond.
    expect(lines(view)).toEqual([
      'Cpl. Lance advances 6": he ends back to back with the enemy, the rear of his base 1" beyond the rear of the enemy\'s.',
    ]);
  });

  it("NAP-6.2.1.3 the card's mandatory advance with no room: stunned (one write), no question of whether he must", async () => {
    const { table, params } = await charged();
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.answers = [{ outcome: "blocked" }];
    expect(await press(table, "breakthrough", LANCER, { params })).toBe("done");
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(table.writes[0]).toEqual({ kind: "updateWorldActors", ids: [docId(LANCER)] });
    expect(lines(chat(table))).toEqual(["Cpl. Lance must advance but has no room: stunned."]);
  });

  it("NAP-6.2.1.3 the card's offer pressed on another figure (or not an offer): refused, nothing asked or written", async () => {
    const { table, params } = await charged();
    expect(await press(table, "breakthrough", TROOPER, { params })).toBe("done");
    expect(await press(table, "breakthrough", LANCER, { params: { offer: '{"inches":"six"}' } })).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "This breakthrough on the card is not Tpr. Bold's.",
      "This breakthrough on the card is not Cpl. Lance's.",
    ]);
    expect(table.asked).toEqual([]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-6.2.1.3 a card with no advance offers no breakthrough (the advance's own card, a move)", async () => {
    const { table, params } = await charged();
    await press(table, "breakthrough", LANCER, { params });
    const message = table.lastMessage();
    expect(breakthroughOffer(message.record!, message.id)).toBeNull();
  });
});
