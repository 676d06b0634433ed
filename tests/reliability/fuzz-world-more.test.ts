/**
 * The GM computes every fact (CORE-3, CORE-10 and each procedure's rule): for each of the
 * reaction, regain control, cavalry (charge, counter-charge, bog), close order turn, engineers
 * (detonation, door), placed charge (lay fuse, carried dynamite, blast), lone hero and core checks
 * (damage, bog, spotting) procedures, an honest request is captured as the player's client sends
 * it (tests/table/world-cases.ts), then 1,000 seeded alterations of it are sent to the GM's REAL
 * draw coordinator as a tampering client would: a stat changed (his side's or an enemy's), a field
 * of the wrong type, a piece named twice (where the request names several), out of its activation
 * (where one applies; for a reaction: no enemy acting), the honest request replayed (where the
 * action is spent once an activation). Each is refused with a localized line; nothing is drawn,
 * written or posted; the honest request is accepted as a control.
 */
import { describe, expect, it } from "vitest";
import { prng } from "../doubles/recording";
import { format } from "../doubles/format";
import { activate } from "../table/harness";
import { CASES, honest, honestActivation, outOfActivation, send, tableFor } from "../table/world-cases";
import { type Alteration, type Json, statChanged, wrongField } from "./world-alterations";

const CASES_EACH = 1000;

describe("every fact from the world: altered requests change nothing and post nothing", () => {
  for (const c of CASES) {
    it(`${c.rule} ${c.procedure}: ${CASES_EACH} altered requests are refused, one localized line each, nothing written`, async () => {
      const { t, query } = await honest(c);
      const alterations: [string, Alteration][] = [
        ["stat", statChanged()],
        ["wrongType", wrongField],
      ];
      if (c.twice) {
        const twice = c.twice;
        alterations.push(["namedTwice", (_rnd, input) => twice(input)]);
      }
      if (!c.anyTime) alterations.push(["outOfActivation", () => "outOfActivation"]);
      if (c.spent) alterations.push(["replayed", (_rnd, input) => input]);
      // The replay goes to the table that accepted the honest request; every other alteration to a
      // fresh one where nothing has acted yet (so only the alteration can be what it refuses).
      const fresh = await tableFor(c);
      const before = [t, fresh].map((x) => ({
        decks: JSON.stringify([...x.actionDecks.entries()]),
        writes: x.writes.length,
        messages: x.messages.size,
      }));
      const failures: string[] = [];
      const kinds = new Map<string, number>();
      for (let i = 0; i < CASES_EACH; i += 1) {
        const rnd = prng(90_000 + i);
        const [kind, alter] = rnd.pick(alterations);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        const altered = alter(rnd, query.input as Json);
        const on = kind === "replayed" ? t : fresh;
        if (altered === "outOfActivation") activate(on, outOfActivation(c));
        const answer = await send(on, query, altered === "outOfActivation" ? query.input : altered);
        if (altered === "outOfActivation") activate(on, honestActivation(c));
        const where = `case ${i} (${kind})`;
        if (answer.ok) failures.push(`${where}: accepted`);
        else if (answer.key.endsWith("drawFailed") || format(answer.key, answer.data) === answer.key)
          failures.push(`${where}: not a localized refusal: ${answer.key} ${JSON.stringify(answer.data)}`);
      }
      expect(failures.slice(0, 10)).toEqual([]);
      expect([...kinds.keys()].sort()).toEqual(alterations.map(([k]) => k).sort());
      [t, fresh].forEach((x, i) => {
        expect(JSON.stringify([...x.actionDecks.entries()])).toBe(before[i]!.decks);
        expect(x.writes.length).toBe(before[i]!.writes);
        expect(x.messages.size).toBe(before[i]!.messages);
      });
      // Control: the honest request itself is accepted on a fresh table.
      expect((await send(await tableFor(c), query, query.input)).ok).toBe(true);
    });
  }
});
