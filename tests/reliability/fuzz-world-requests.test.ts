/**
 * The GM computes every fact (CORE-3, CORE-5, CORE-6, CORE-7, CORE-10): for each of the fire,
 * hand to hand, morale and move procedures, an honest request is captured as the player's client
 * sends it (its button pressed through the table double, with the Posse activated), then 1,000
 * seeded alterations of it are sent to the GM's REAL draw coordinator as a tampering client would:
 * a stat raised, an enemy's stat lowered, a piece named twice, the unit out of its activation, the
 * honest request replayed, a field of the wrong type. Each is refused with a localized line, and
 * nothing is drawn, written or posted.
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase } from "@rules/geometry";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { activate, COLE, DUNN, FINCH, HALE, POSSE, posseAndRaiders, press, RAIDERS } from "../table/harness";
import { type Alteration, type Json, statChanged, wrongField, sendAltered } from "./world-alterations";
import { sentNamed, withPieceCopies } from "../doubles/piece-copies";

const CASES = 1000;
/** The Posse (activated, two morale markers) 10" from the Raiders, every figure on the map. */
function table(action = "") {
  const t = posseAndRaiders();
  const place = (id: string, x: number, y: number) => t.positions.set(id, { id, at: { x, y }, base: roundBase(1) });
  place(COLE, 0, 0);
  place(DUNN, 3, 0);
  // CORE-6 a hand to hand needs the bases in contact: Hale steps up to Cole.
  place(HALE, 0, action === "melee" ? 1 : 10);
  place(FINCH, 3, 10);
  t.targets = [HALE];
  t.patchUnit(POSSE, { moraleMarkers: 2 });
  activate(t, [POSSE]);
  return t;
}

/** The honest request a button sends (pressed once: accepted), captured off the wire to the GM. */
async function honest(action: string, actor: string): Promise<{ t: ReturnType<typeof table>; query: DrawQuery }> {
  const t = table(action);
  const spy = vi.spyOn(t.coordinator, "draw");
  expect(await press(t, action, actor)).toBe("done");
  expect(t.warnings).toEqual([]);
  const query = spy.mock.calls[0]?.[0];
  if (!query) throw new Error(`${action}: nothing sent`);
  spy.mockRestore();
  return { t, query: structuredClone(withPieceCopies(t, query)) };
}

/** A request's own way of naming a piece twice. */
const NAMED_TWICE: Readonly<Record<string, Alteration>> = {
  fire: (_rnd, input) => {
    const fire = (input.fire as Json) ?? {};
    const shooters = fire.shooters as unknown[];
    return { ...input, fire: { ...fire, shooters: [...shooters, ...shooters] } };
  },
  melee: (_rnd, input) => {
    const melee = input.melee as Json;
    return { ...input, melee: { ...melee, defender: { ...(melee.attacker as Json), unitId: RAIDERS } } };
  },
  morale: (_rnd, input) => {
    const morale = input.morale as Json;
    const unit = morale.unit as Json;
    const figures = unit.figures as unknown[];
    return { ...input, morale: { ...morale, unit: { ...unit, figures: [...figures, ...figures] } } };
  },
  movement: (_rnd, input) => {
    const movement = input.movement as Json;
    return { ...input, movement: { ...movement, unitId: RAIDERS } };
  },
};

/** The button, the piece it is pressed on, the GM's procedure it asks for. */
const PROCEDURES: readonly [string, string, string][] = [
  ["fire", POSSE, "fire"],
  ["melee", COLE, "melee"],
  ["rally", POSSE, "morale"],
  ["move", COLE, "movement"],
];

describe("every fact from the world: altered requests change nothing and post nothing", () => {
  for (const [action, actor, procedure] of PROCEDURES) {
    it(`CORE-3 / CORE-5 / CORE-6 / CORE-7 / CORE-10 ${procedure}: ${CASES} altered requests are refused, one localized line each, nothing written`, async () => {
      const { t, query } = await honest(action, actor);
      expect(query.procedure).toBe(procedure);
      const alterations: readonly [string, Alteration][] = [
        ["stat", statChanged()],
        ["wrongType", wrongField],
        ["namedTwice", NAMED_TWICE[procedure]!],
        ["outOfActivation", () => "outOfActivation"],
        ["replayed", (_rnd, input) => input],
        // The honest request as its client sent it, its pieces named (kernel/piece-refs.ts), sent again.
        ["replayedNamed", () => sentNamed(t, query)],
      ];
      // The replay goes to the table that accepted the honest request; every other alteration to a
      // fresh one where nothing has acted yet (so only the alteration can be what it refuses).
      const out = await sendAltered({
        query,
        honest: t,
        fresh: table(action),
        alterations,
        cases: CASES,
        seed: 70_000,
        activateOther: (x) => activate(x, [RAIDERS], "3#1"),
        activateBack: (x) => activate(x, [POSSE]),
      });
      expect(out.failures.slice(0, 10)).toEqual([]);
      expect(out.kinds).toEqual(["namedTwice", "outOfActivation", "replayed", "replayedNamed", "stat", "wrongType"]);
      expect(out.after).toEqual(out.before);
      // Control: the honest request itself is accepted on a fresh table.
      const { requestId: _once, ...honestOnce } = query;
      expect((await table(action).coordinator.draw(honestOnce)).ok).toBe(true);
    });
  }
});
