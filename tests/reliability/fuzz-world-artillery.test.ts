/**
 * The GM computes every fact of the artillery (NAP-7.1, NAP-7.3, CORE-3): for Fire gun and Move
 * gun, an honest request is captured as the player's client sends it (the button pressed through
 * the table double, the gun activated), then 1,000 seeded alterations of it are sent to the GM's
 * REAL draw coordinator as a tampering client would (fuzz-world-requests.test.ts's approach): a
 * crewman's or an enemy's stat changed, a piece named twice or another unit's, the gun out of its
 * activation, the honest request replayed, a field of the wrong type, and the artillery's own: the
 * gun or a figure claimed elsewhere on the map, a figure left out, another Activation Card, the
 * gun's state claimed otherwise. Each is refused with a localized line; nothing is drawn, written
 * or posted; the honest request is accepted as a control.
 */
import { describe, expect, it, vi } from "vitest";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import type { GunSource } from "@foundry/data/sources";
import { type Prng } from "../doubles/recording";
import { activate, press, RAIDERS } from "../table/harness";
import { battery, GUN } from "../table/artillery-battery";
import { withLeaf } from "./fuzz";
import { at, type Alteration, type Json, figurePaths, statChanged, wrongField, sendAltered } from "./world-alterations";
import { sentNamed, withPieceCopies } from "../doubles/piece-copies";

const CASES = 1000;
type Table = ReturnType<typeof battery>;

/** The twelve-pounder 30" from the Raiders (loaded, unless `over` says), activated on card 3 of turn 1 (combat and deck agree). */
function table(over: Partial<GunSource>): Table {
  const t = battery(over);
  activate(t, [GUN]);
  t.activation = { state: { ...t.activation.state, drawn: ["3#1"], turn: 1 }, audit: null };
  return t;
}

/** Re-drawn until the request differs (a value it already has is no alteration). */
function changed(rnd: Prng, input: Json, alter: (rnd: Prng) => Json): Json {
  for (;;) {
    const next = alter(rnd);
    if (JSON.stringify(next) !== JSON.stringify(input)) return next;
  }
}

/** The honest request a button sends (pressed once: accepted), captured off the wire to the GM. */
async function honest(action: string, over: Partial<GunSource>): Promise<{ t: Table; query: DrawQuery }> {
  const t = table(over);
  t.answers = [{ round: "canister" }];
  const spy = vi.spyOn(t.coordinator, "draw");
  expect(await press(t, action, GUN)).toBe("done");
  expect(t.warnings).toEqual([]);
  const query = spy.mock.calls[0]?.[0];
  if (!query) throw new Error(`${action}: nothing sent`);
  spy.mockRestore();
  return { t, query: structuredClone(withPieceCopies(t, query)) };
}

/** A point moved 1" to 10" on the map. */
function moved(rnd: Prng, point: unknown): Json {
  const p = point as { x: number; y: number };
  const by = 1 + rnd.int(10);
  return rnd.chance(0.5) ? { x: p.x + by, y: p.y } : { x: p.x, y: p.y - by };
}

type Alterations = readonly [string, Alteration][];

/** NAP-7.3 Fire gun's own alterations. */
const FIRE: Alterations = [
  [
    "namedTwice",
    (rnd, input) => {
      const targets = input.targets as unknown[];
      return { ...input, targets: [...targets, rnd.pick(targets)] };
    },
  ],
  ["gunElsewhere", (rnd, input) => withLeaf(input, ["laying", "gunAt"], moved(rnd, at(input, ["laying", "gunAt"])))],
  [
    "targetElsewhere",
    (rnd, input) => {
      const i = String(rnd.int((input.targets as unknown[]).length));
      return withLeaf(input, ["targets", i, "token", "at"], moved(rnd, at(input, ["targets", i, "token", "at"])));
    },
  ],
  [
    "targetLeftOut",
    (rnd, input) => {
      const targets = input.targets as unknown[];
      const drop = rnd.int(targets.length);
      return { ...input, targets: targets.filter((_, i) => i !== drop) };
    },
  ],
  ["otherCard", (rnd, input) => withLeaf(input, ["laying", "activation"], rnd.pick(["1:5#1", "2:3#1", "0:3#1"]))],
  [
    "gunState",
    (rnd, input) =>
      rnd.pick([
        { ...input, round: rnd.pick(["canister", "shell"]) },
        { ...input, shellKind: "case" },
        { ...input, pieceId: "nap.gun-over-12" },
        withLeaf(input, ["laying", "crewAccuracy"], rnd.pick(["elite", "green"])),
        withLeaf(input, ["laying", "limberId"], `${GUN}#team`),
      ]),
  ],
];

/** NAP-7.1 Move gun's own alterations. */
const MOVE: Alterations = [
  ["namedTwice", (_rnd, input) => withLeaf(input, ["move", "unitId"], RAIDERS)],
  ["otherCard", (rnd, input) => withLeaf(input, ["move", "activation"], rnd.pick(["1:5#1", "2:3#1", "0:3#1"]))],
  [
    "gunState",
    (rnd, input) =>
      rnd.pick([
        withLeaf(input, ["move", "limbered"], !at(input, ["move", "limbered"])),
        withLeaf(input, ["move", "limber"], rnd.pick(["wounded", "incapacitated"])),
        withLeaf(input, ["move", "returningLimberFrom"], 3),
      ]),
  ],
];

/**
 * NAP-7.1 / NAP-7.2 Limber, Unlimber and Load's own alterations (another step or round is another
 * honest request, not an alteration): the gun's state on its sheet, the crew named twice, a card.
 */
const READY: Alterations = [
  [
    "namedTwice",
    (_rnd, input) => {
      const figures = at(input, ["unit", "figures"]) as unknown[];
      return withLeaf(input, ["unit", "figures"], [...figures, ...figures]);
    },
  ],
  ["otherCard", (rnd, input) => withLeaf(input, ["activation"], rnd.pick(["1:5#1", "2:3#1", "0:3#1"]))],
  [
    "gunState",
    (rnd, input) =>
      changed(rnd, input, (r) =>
        r.pick([
          withLeaf(input, ["unit", "flags", "limbered"], !at(input, ["unit", "flags", "limbered"])),
          withLeaf(input, ["unit", "flags", "limberDistance"], rnd.pick([1, 2, 4])),
          withLeaf(input, ["unit", "flags", "outOfAmmo"], rnd.pick([0, 1, 4])),
          withLeaf(input, ["unit", "grade"], "elite"),
        ]),
      ),
  ],
];

/** The button, the GM's procedure it asks for, the gun as its sheet holds it, the procedure's own alterations. */
const PROCEDURES: readonly [string, string, Partial<GunSource>, Alterations][] = [
  ["fireGun", "nap.gunFire", {}, FIRE],
  ["moveGun", "nap.gunMove", { limbered: true }, MOVE],
  ["limber", "nap.gunReady", {}, READY],
  ["unlimber", "nap.gunReady", { limbered: true }, READY],
  ["load", "nap.gunReady", { round: "none", outOfAmmo: 2 }, READY],
];

describe("every artillery fact from the world: altered requests change nothing and post nothing", () => {
  for (const [action, procedure, over, own] of PROCEDURES) {
    it(`NAP-7.1 / NAP-7.2 / NAP-7.3 / CORE-3 ${procedure} (${action}): ${CASES} altered requests are refused, one localized line each, nothing written`, async () => {
      const { t, query } = await honest(action, over);
      expect(query.procedure).toBe(procedure);
      const alterations: Alterations = [
        // Move gun carries no figure's stats (the gun's state is its own alterations').
        ...(figurePaths(query.input).length > 0 ? [["stat", statChanged()] as [string, Alteration]] : []),
        ["wrongType", wrongField],
        ["outOfActivation", () => "outOfActivation"],
        ["replayed", (_rnd, input) => input],
        // The honest request as its client sent it, its pieces named (kernel/piece-refs.ts), sent again.
        ["replayedNamed", () => sentNamed(t, query)],
        ...own,
      ];
      // The replay goes to the table that accepted the honest request; every other alteration to a
      // fresh one where nothing has acted yet (so only the alteration can be what it refuses).
      const out = await sendAltered({
        query,
        honest: t,
        fresh: table(over),
        alterations,
        cases: CASES,
        seed: 71_000,
        activateOther: (x) => activate(x, [RAIDERS], "3#1"),
        activateBack: (x) => activate(x, [GUN]),
      });
      expect(out.failures.slice(0, 10)).toEqual([]);
      expect(out.kinds).toEqual(alterations.map(([k]) => k).sort());
      expect(out.after).toEqual(out.before);
      // Control: the honest request itself is accepted on a fresh table.
      const { requestId: _once, ...honestOnce } = query;
      expect((await table(over).coordinator.draw(honestOnce)).ok).toBe(true);
    });
  }
});
