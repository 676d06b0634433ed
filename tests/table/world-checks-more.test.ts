/**
 * The GM computes every fact (CORE-3, CORE-10 and each procedure's rule): for the reaction,
 * cavalry, close order, engineers, placed charge, hero and core checks procedures, the honest
 * request a button sends is drawn; the same request with a figure's stat raised is refused before
 * any card (one line, nothing written); sent out of its activation (an action: another unit
 * activated; a reaction: the reacting unit the only one activated, no enemy acting) it is refused
 * too, except where no activation applies (a damage card, a hurt carrier's dynamite, its blast).
 */
import { describe, expect, it } from "vitest";
import { format } from "../doubles/format";
import { roundBase } from "@rules/geometry";
import { activate, OTHER, PLAYER, press, writeKinds, type TableDouble } from "./harness";
import { hussarsAndLine, LANCER, MOUNTED } from "./scenes";
import { at, CASES, get, honest, outOfActivation, send, tableFor, type Json } from "./world-cases";

/** What a table holds that a refusal must leave alone. */
const snapshot = (t: Awaited<ReturnType<typeof tableFor>>) => ({
  deck: JSON.stringify(t.actionDecks.get(PLAYER)),
  writes: t.writes.length,
  messages: t.messages.size,
});

describe("the GM reads every fact of these requests from the world", () => {
  for (const c of CASES) {
    it(`${c.rule} ${c.procedure}: the honest request is drawn and posted`, async () => {
      const { query } = await honest(c);
      const fresh = await tableFor(c);
      const messages = fresh.messages.size;
      const answer = await send(fresh, query, query.input);
      expect(answer.ok).toBe(true);
      expect(fresh.messages.size).toBe(messages + 1);
    });

    it(`${c.rule} ${c.procedure}: a figure's Melee raised to 5 on the client is refused, nothing drawn or written`, async () => {
      const { query } = await honest(c);
      const input = query.input as Json;
      const figure = get(input, c.figure) as Json;
      expect(figure.melee).not.toBe(5);
      const fresh = await tableFor(c);
      const before = snapshot(fresh);
      const answer = await send(fresh, query, at(input, [...c.figure, "melee"], 5));
      expect(answer.ok).toBe(false);
      if (answer.ok) return;
      expect(answer.key).toBe("COMBAT_PATROL.Error.notAsOnTable");
      expect(format(answer.key, answer.data)).toMatch(/is not as the table shows/);
      expect(snapshot(fresh)).toEqual(before);
    });

    if (c.anyTime) {
      it(`${c.rule} ${c.procedure}: no activation applies (it follows what another did): drawn while another unit acts`, async () => {
        const { query } = await honest(c);
        const fresh = await tableFor(c);
        activate(fresh, outOfActivation(c));
        expect((await send(fresh, query, query.input)).ok).toBe(true);
      });
    } else {
      it(`${c.rule} ${c.procedure}: ${c.reaction ? "with no enemy acting (its own unit alone activated)" : "out of its unit's activation"} it is refused, nothing drawn or written`, async () => {
        const { query } = await honest(c);
        const fresh = await tableFor(c);
        activate(fresh, outOfActivation(c));
        const before = snapshot(fresh);
        const answer = await send(fresh, query, query.input);
        expect(answer.ok).toBe(false);
        if (answer.ok) return;
        expect(answer.key).toBe(`COMBAT_PATROL.Error.${c.reaction ? "noEnemyActing" : "notActivated"}`);
        expect(snapshot(fresh)).toEqual(before);
      });
    }

    if (c.twice) {
      const twice = c.twice;
      it(`${c.rule} ${c.procedure}: a piece named twice is refused`, async () => {
        const { query } = await honest(c);
        const fresh = await tableFor(c);
        const answer = await send(fresh, query, twice(query.input as Json));
        expect(answer.ok).toBe(false);
        expect(fresh.writes).toEqual([]);
      });
    }

    if (c.spent) {
      it(`${c.rule} ${c.procedure}: the same request sent again in the same activation is refused (once an activation)`, async () => {
        const { t, query } = await honest(c);
        const answer = await send(t, query, query.input);
        expect(answer.ok).toBe(false);
        if (!answer.ok) expect(answer.key).toMatch(/^COMBAT_PATROL\.Error\.actionSpent\./);
      });
    }
  }
});

describe("NAP-6.2.1.2b the counter-charge's gap to the charger comes from the map", () => {
  const DRAGOON = "Actor.dragoon000000001";
  const DRAGOONS = "Actor.dragoons00000001";

  /** The Hussars 10" (9" base to base) from a charging Dragoon, who is targeted; the Dragoons activated. */
  function charged(): TableDouble {
    const t = hussarsAndLine();
    t.addFigure(DRAGOON, "Drg. Vert", { states: MOUNTED }, "nap.sword", OTHER);
    t.addUnit(DRAGOONS, "Dragoons", [DRAGOON], {}, OTHER);
    t.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(1) });
    t.positions.set(DRAGOON, { id: DRAGOON, at: { x: 0, y: 10 }, base: roundBase(1) });
    t.targets = [DRAGOON];
    activate(t, [DRAGOONS]);
    return t;
  }

  it("NAP-6.2.1.2b the gap the map measures (9 inches) is drawn", async () => {
    const t = charged();
    t.answers = [{ chargerInches: 4 }];
    expect(await press(t, "counterCharge", LANCER)).toBe("done");
    expect(t.warnings).toEqual([]);
    expect(t.asked[0]?.fields.find((f) => f.name === "gapInches")?.value).toBe(9);
    expect(writeKinds(t)).toEqual(["saveDecks", "createMessage"]);
  });

  it("NAP-6.2.1.2b a gap typed shorter than the map's is refused with the map's, nothing drawn or written", async () => {
    const t = charged();
    t.answers = [{ gapInches: 3, chargerInches: 4 }];
    expect(await press(t, "counterCharge", LANCER)).toBe("done");
    expect(t.warnings.map((w) => w.text)).toEqual([
      "Cpl. Lance is 9 inches from the target on the map, not 3. Nothing was drawn.",
    ]);
    expect(t.writes).toEqual([]);
  });
});
