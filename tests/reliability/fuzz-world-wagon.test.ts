/**
 * The GM computes the wagon's facts (OW-9.3): for the wagon's move, its morale, a runaway's move
 * and a volley at it, an honest request is captured as the button sends it, then 1,000 seeded
 * alterations are sent to the GM's real draw coordinator as a tampering client would: a stat of
 * the driver, a passenger, the team or a shooter changed, a field of the wrong type, a figure
 * named twice, the wagon out of its activation, the honest request replayed. Each is refused with
 * a localized line, and nothing is drawn, written or posted.
 */
import { describe, expect, it, vi } from "vitest";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { OTHER } from "../doubles/table";
import { activate, GM, PLAYER, POSSE, press, RAIDERS, stack, pick, type TableDouble } from "../table/harness";
import { WAGON, stagecoach } from "../table/scenes";
import { at, type Alteration, statChanged, wrongField, sendAltered } from "./world-alterations";
import { withLeaf } from "./fuzz";
import { sentNamed, withPieceCopies } from "../doubles/piece-copies";

const CASES = 1000;

interface Procedure {
  readonly name: string;
  /** A fresh table as the button finds it (activated when the procedure is held to an activation). */
  readonly table: () => TableDouble;
  readonly press: (t: TableDouble) => Promise<string>;
  /** Where the request's copy of the wagon's unit is. */
  readonly unitAt: readonly string[];
  /** Whose deck draws. */
  readonly user: string;
  /** Held to the wagon's (or the shooters') activation, and spent once in it. */
  readonly activated: readonly string[] | null;
}

const moving = () => {
  const t = stagecoach();
  stack(t, [pick("a move", (c) => c.move > 0)]);
  return t;
};

const PROCEDURES: readonly Procedure[] = [
  {
    name: "ow.wagonMove",
    table: moving,
    press: (t) => press(t, "wagonMove", WAGON),
    unitAt: ["move", "state", "unit"],
    user: PLAYER,
    activated: [WAGON],
  },
  {
    name: "ow.wagonMorale",
    table: () => stagecoach({ moraleMarkers: 3 }),
    press: (t) => press(t, "wagonMorale", WAGON),
    unitAt: ["wagon", "unit"],
    user: PLAYER,
    activated: [WAGON],
  },
  {
    name: "ow.runawayMove",
    table: () => {
      const t = stagecoach({ runaway: true });
      stack(t, [], GM);
      return t;
    },
    press: (t) => press(t, "runawayMove", WAGON, { user: GM }),
    unitAt: ["runaway", "state", "unit"],
    user: GM,
    activated: null,
  },
  {
    name: "ow.fireAtWagon",
    table: () => {
      const t = stagecoach({}, OTHER);
      t.targets = [WAGON];
      return t;
    },
    press: (t) => press(t, "fire", POSSE, { distance: () => 12 }),
    unitAt: ["wagon", "unit"],
    user: PLAYER,
    activated: [POSSE],
  },
];

function ready(p: Procedure): TableDouble {
  const t = p.table();
  if (p.activated) activate(t, p.activated);
  return t;
}

async function honest(p: Procedure): Promise<{ t: TableDouble; query: DrawQuery }> {
  const t = ready(p);
  const spy = vi.spyOn(t.coordinator, "draw");
  expect(await p.press(t)).toBe("done");
  expect(t.warnings).toEqual([]);
  const query = spy.mock.calls[0]?.[0];
  spy.mockRestore();
  if (!query) throw new Error(`${p.name}: nothing sent`);
  const { requestId: _sent, ...fresh } = structuredClone(withPieceCopies(t, query));
  return { t, query: fresh as DrawQuery };
}

/** The wagon's people named twice in the request's copy of its unit. */
function namedTwice(p: Procedure): Alteration {
  return (_rnd, input) => {
    const figures = at(input, [...p.unitAt, "figures"]) as unknown[];
    return withLeaf(input, [...p.unitAt, "figures"], [...figures, ...figures]);
  };
}

describe("every fact of a wagon from the world: altered requests change nothing and post nothing (OW-9.3)", () => {
  for (const p of PROCEDURES) {
    it(`OW-9.3 / CORE-3 ${p.name}: ${CASES} altered requests are refused, one localized line each, nothing written`, async () => {
      const { t, query } = await honest(p);
      expect(query.procedure).toBe(p.name);
      const alterations: [string, Alteration][] = [
        ["stat", statChanged()],
        ["wrongType", wrongField],
        ["namedTwice", namedTwice(p)],
      ];
      if (p.activated)
        alterations.push(
          ["outOfActivation", () => "outOfActivation"],
          ["replayed", (_rnd, input) => input],
          ["replayedNamed", () => sentNamed(t, query)],
        );
      const out = await sendAltered({
        query,
        honest: t,
        fresh: ready(p),
        alterations,
        cases: CASES,
        seed: 90_000,
        activateOther: (x) => activate(x, [RAIDERS], "3#1"),
        activateBack: (x) => {
          if (p.activated) activate(x, p.activated);
        },
      });
      expect(out.failures.slice(0, 10)).toEqual([]);
      expect(out.kinds).toEqual(alterations.map(([k]) => k).sort());
      expect(out.after).toEqual(out.before);
      // Control: the honest request itself is accepted on a fresh table.
      expect((await ready(p).coordinator.draw(query)).ok).toBe(true);
    });
  }
});
