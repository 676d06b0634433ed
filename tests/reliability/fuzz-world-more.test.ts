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
import { activate } from "../table/harness";
import { sentNamed } from "../doubles/piece-copies";
import { CASES, honest, honestActivation, outOfActivation, send, tableFor } from "../table/world-cases";
import { type Alteration, statChanged, wrongField, sendAltered } from "./world-alterations";

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
      if (c.spent) alterations.push(["replayed", (_rnd, input) => input], ["replayedNamed", () => sentNamed(t, query)]);
      // The replay goes to the table that accepted the honest request; every other alteration to a
      // fresh one where nothing has acted yet (so only the alteration can be what it refuses).
      const out = await sendAltered({
        query,
        honest: t,
        fresh: await tableFor(c),
        alterations,
        cases: CASES_EACH,
        seed: 90_000,
        activateOther: (x) => activate(x, outOfActivation(c)),
        activateBack: (x) => activate(x, honestActivation(c)),
      });
      expect(out.failures.slice(0, 10)).toEqual([]);
      expect(out.kinds).toEqual(alterations.map(([k]) => k).sort());
      expect(out.after).toEqual(out.before);
      // Control: the honest request itself is accepted on a fresh table.
      expect((await send(await tableFor(c), query, query.input)).ok).toBe(true);
    });
  }
});
