/**
 * A request carries who acts and the player's choices, and names its pieces (kernel/piece-refs.ts):
 * no figure's or unit's stats, wounds or markers cross the socket; the GM's client reads each named
 * piece from the world before the procedure runs. A piece named that is not on the table, or a
 * name that is not one, is refused with one line and nothing is drawn, written or posted.
 */
import { describe, expect, it } from "vitest";
import { PIECE_REF } from "@foundry/kernel/piece-refs";
import { activate, chat, COLE, HALE, pick, PLAYER, POSSE, press, stack } from "./harness";
import { DYNAMITE_ON, posseFacingRaiders } from "./scenes";
import { tableSnapshot, type Json } from "../reliability/world-alterations";
import { CASES, honest } from "./world-cases";

/** The figures and units a value carries as copies (their stats on the wire), by id. */
function copiesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(copiesIn);
  if (typeof value !== "object" || value === null) return [];
  const record = value as Json;
  const isCopy = "guts" in record || "endurance" in record || ("figures" in record && "grade" in record);
  const own = isCopy ? [String(record["id"])] : [];
  return [...own, ...Object.values(record).flatMap(copiesIn)];
}

/** The ids a value names (its references). */
function namedIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namedIn);
  if (typeof value !== "object" || value === null) return [];
  const record = value as Json;
  if (PIECE_REF in record) return [String(record["id"])];
  return Object.values(record).flatMap(namedIn);
}

/** A fire request sent to the GM's coordinator of `table` by the player (a new request). */
function send(table: ReturnType<typeof volley>, input: unknown) {
  return table.coordinator.draw({ procedure: "fire", input, requesterId: PLAYER, deckOwnerId: PLAYER, serials: null });
}

/** The Posse 10" from the Raiders (Sgt. Hale targeted) and activated, two misses on top of the player's deck. */
function volley(): ReturnType<typeof posseFacingRaiders> {
  const table = posseFacingRaiders();
  const miss = pick("a miss", (c) => c.hit === 0);
  stack(table, [miss, miss]);
  activate(table, [POSSE]);
  return table;
}

describe("a request names its pieces; the GM reads them from the world", () => {
  it("CORE-5 a volley crosses as names: the shooters and targets by id, no stat of any of them", async () => {
    const table = volley();
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(table.warnings).toEqual([]);
    const sent = table.sent[0]?.input;
    expect(copiesIn(sent)).toEqual([]);
    expect(new Set(namedIn(sent))).toEqual(new Set([COLE, "Actor.dunn000000000001", HALE, "Actor.finch00000000001"]));
    expect(chat(table).summary).toMatch(/^2 shots/);
  });

  it("CORE-5 the GM resolves a named piece as the world holds it now: a wound the target took since is his to read", async () => {
    const table = volley();
    expect(await press(table, "fire", POSSE)).toBe("done");
    const sent = table.sent[0];
    if (!sent) throw new Error("nothing sent");
    const wounded = () => {
      const fresh = volley();
      fresh.patchFigure(HALE, { wounds: 1 });
      return fresh;
    };
    // The same volley with the player's copies is refused: his copy of Sgt. Hale is not the world's any more.
    const copies = await send(wounded(), sent.copies);
    expect(copies.ok ? "accepted" : copies.key).toBe("COMBAT_PATROL.Error.notAsOnTable");
    // Named, it is drawn over the world's Sgt. Hale.
    const fresh = wounded();
    expect((await send(fresh, sent.input)).ok).toBe(true);
    expect(chat(fresh).summary).toMatch(/^2 shots/);
  });

  for (const c of CASES)
    it(`${c.rule} ${c.procedure}: the request a button sends carries no piece's stats`, async () => {
      const { t } = await honest(c);
      const sent = t.sent.filter((s) => s.procedure === c.procedure).map((s) => s.input);
      expect(sent.length).toBeGreaterThan(0);
      for (const input of sent) expect(copiesIn(input)).toEqual([]);
      expect(sent.flatMap(namedIn).length).toBeGreaterThan(0);
    });

  it("OW-6.1.1 a thrown stick crosses as names: the GM counts the sticks and bundles the thrower carries", async () => {
    const table = volley();
    table.options = DYNAMITE_ON;
    table.patchFigure(COLE, { dynamite: { sticks: 2, bundles: 1 } });
    table.answers = [{ range: 2 }];
    expect(await press(table, "throwDynamite", COLE)).toBe("done");
    expect(table.warnings).toEqual([]);
    const sent = table.sent.find((s) => s.procedure === "dynamite")?.input;
    expect(copiesIn(sent)).toEqual([]);
    expect(namedIn(sent)).toContain(COLE);
    expect(table.messages.size).toBe(1);
  });

  it("CORE-5 a name for a piece not on the table is refused with one line: nothing drawn, written or posted", async () => {
    const table = volley();
    expect(await press(table, "fire", POSSE)).toBe("done");
    const input = structuredClone(table.sent[0]?.input) as Json;
    const fresh = volley();
    const before = tableSnapshot(fresh);
    const renamed = JSON.parse(JSON.stringify(input).replaceAll(`"${HALE}"`, '"Actor.ghost00000000001"')) as Json;
    const answer = await send(fresh, renamed);
    expect(answer.ok ? "accepted" : answer.key).toBe("COMBAT_PATROL.Error.notOnTable");
    expect(tableSnapshot(fresh)).toBe(before);
  });

  it("CORE-5 a malformed name (a name with stats slipped in) is refused as a bad request: nothing drawn", async () => {
    const table = volley();
    expect(await press(table, "fire", POSSE)).toBe("done");
    const input = JSON.stringify(table.sent[0]?.input);
    const fresh = volley();
    const before = tableSnapshot(fresh);
    const forged = JSON.parse(input.replace(`"id":"${COLE}"`, `"id":"${COLE}","accuracy":"elite"`)) as Json;
    const answer = await send(fresh, forged);
    expect(answer.ok ? "accepted" : answer.key).toBe("COMBAT_PATROL.Error.badActionParams");
    expect(tableSnapshot(fresh)).toBe(before);
  });
});
