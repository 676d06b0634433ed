/**
 * The GM computes every fact for the animals and the Gatling (OW-9.2, OW-9.2.7, OW-5.2): for each of
 * the herd's move, the bear's morale, the stampede's check, run and trampling melee, the Gatling's
 * fire, its move (on a carriage or with its wagon) and a volley at the Gatling, an honest request is captured as the client sends it
 * (its button pressed through the table double, the acting units activated, the pieces on the map
 * where the procedure measures), then 1,000 seeded alterations of it are sent to the GM's REAL draw
 * coordinator as a tampering client would (copied from fuzz-world-requests.test.ts): a stat raised,
 * a foreign piece's stat lowered, a piece named twice, the unit out of its activation, the honest
 * request replayed, a field of the wrong type. Each is refused with a localized line, and nothing is
 * drawn, written or posted. A stampede check is an event (OW-9.2.7), held to no Activation Card and
 * due as often as the events come: it is altered every way but those two.
 */
import { describe, expect, it, vi } from "vitest";
import { add, roundBase, scale, unitFromBearing, type Figure } from "@rules/geometry";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { activate, COLE, FINCH, GM, HALE, PLAYER, POSSE, press, RAIDERS, stack, type Press } from "../table/harness";
import type { TableDouble } from "../doubles/table";
import { HERD, BEAR, withHerd } from "../table/scenes";
import { posseAndRaiders } from "../table/harness";
import { DEFAULT_OPTIONS } from "@rules/options";
import { withLeaf } from "./fuzz";
import { type Alteration, type Json, type StatValues, statChanged, wrongField, sendAltered } from "./world-alterations";
import { sentNamed, withPieceCopies } from "../doubles/piece-copies";

const CASES = 1000;
const GUN = "Actor.gun0000000000001";
const G1 = "Actor.gunner0000000001";
const G2 = "Actor.gunner0000000002";
const G3 = "Actor.gunner0000000003";
const DUNN = "Actor.dunn000000000001";
const WAGON = "Actor.wagon00000000001";
const DRIVER = "Actor.driver0000000001";

/** The Posse's Gatling (three crewmen, facing 0°) beside the Posse and the Raiders. */
function withGatling(): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(G1, "Sgt. Gunn", {}, null, PLAYER);
  table.addFigure(G2, "Pvt. Crank", {}, null, PLAYER);
  table.addFigure(G3, "Pvt. Feed", {}, null, PLAYER);
  table.addGun(GUN, "Gatling", [G1, G2, G3], { kind: "gatling", facing: 0 }, PLAYER);
  return table;
}

const token = (id: string, x: number, y: number, facing?: number): Figure => ({
  id,
  at: { x, y },
  base: roundBase(1),
  ...(facing === undefined ? {} : { facing }),
});

/** The herds (the GM's deck made); the Longhorns stampeding toward 12 o'clock when `stampede`. */
function herds(stampede = false): TableDouble {
  const t = withHerd();
  if (stampede) {
    t.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, stampede: { active: true, clock: 12 } });
    t.stampedeGrounds.set(HERD, {
      sceneId: "Scene.one",
      herdAt: [token("a1", 0, 0)],
      others: [token(COLE, 4, 0.5)],
      referenceBearing: 0,
      obstacles: [],
    });
  }
  stack(t, [], GM);
  return t;
}

/** The Posse's Gatling facing 0° with the Raiders 20" dead ahead, every token on the map. */
function gatling(): TableDouble {
  const t = withGatling();
  t.positions.set(GUN, token(GUN, 0, 0, 0));
  const ahead = (inches: number) => add({ x: 0, y: 0 }, scale(unitFromBearing(0), inches));
  t.positions.set(HALE, { ...token(HALE, 0, 0), at: ahead(20) });
  t.positions.set(FINCH, { ...token(FINCH, 0, 0), at: ahead(21) });
  t.targets = [HALE];
  // OW-5.2b the Gatling's Move asks where the gun goes: a click 6" behind it.
  t.pickedPoint = { x: -6, y: 0 };
  return t;
}

/** OW-5.2f the Gatling on the Posse's buckboard (the Hollywood option on), driven by Jed. */
function wagonGatling(): TableDouble {
  const t = withGatling();
  t.options = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, wagonGatling: true } };
  t.addFigure(DRIVER, "Jed the Driver", {}, null, PLAYER);
  t.addWagon(WAGON, "Buckboard", { driverId: DRIVER, gatling: true, gunId: GUN }, PLAYER);
  t.facings.set(WAGON, 0);
  return t;
}

/** The Posse 12" from the Raiders' Gatling (its crew the other player's), every token on the map. */
function atGatling(): TableDouble {
  const t = withGatling();
  for (const id of [G1, G2, G3, GUN]) t.owners.get(PLAYER)?.delete(id);
  t.positions.set(COLE, token(COLE, 0, 0));
  t.positions.set(DUNN, token(DUNN, 3, 0));
  t.positions.set(G1, token(G1, 0, 13));
  t.positions.set(G2, token(G2, 2, 13));
  t.positions.set(G3, token(G3, 4, 13));
  t.targets = [G1];
  return t;
}

const STATS: StatValues = [
  ["accuracy", (rnd) => rnd.pick(["elite", "green"])],
  ["guts", (rnd) => rnd.pick(["elite", "green"])],
  ["melee", (rnd) => 4 + rnd.int(3)],
  ["endurance", (rnd) => rnd.pick([1, 6, 7])],
  ["reaction", (rnd) => rnd.pick([2, 5, 6])],
  ["wounds", (rnd) => 1 + rnd.int(2)],
  ["mounted", () => true],
  ["hero", () => true],
];

/** A list in the request with its entries twice (at `path`). */
const twice =
  (...path: string[]): Alteration =>
  (_rnd, input) => {
    let node: unknown = input;
    for (const key of path) node = (node as Json)[key];
    return withLeaf(input, path, [...(node as unknown[]), ...(node as unknown[])]);
  };

interface Procedure {
  readonly procedure: string;
  readonly button: string;
  readonly actor: string;
  readonly press: Press;
  readonly table: () => TableDouble;
  /** The units the honest request acts in (null: an event, held to no Activation Card). */
  readonly activated: readonly string[] | null;
  readonly namedTwice: Alteration;
  /** The deck the request draws from. */
  readonly deck: string;
}

const PROCEDURES: readonly Procedure[] = [
  {
    procedure: "ow.herdMove",
    button: "herdMove",
    actor: HERD,
    press: { user: GM },
    table: () => herds(),
    activated: [HERD],
    namedTwice: twice("herd", "unit", "figures"),
    deck: GM,
  },
  {
    procedure: "ow.animalMorale",
    button: "animalMorale",
    actor: BEAR,
    press: { user: GM },
    table: () => herds(),
    activated: [BEAR],
    namedTwice: twice("herd", "unit", "figures"),
    deck: GM,
  },
  {
    procedure: "ow.stampedeCheck",
    button: "stampedeCheck",
    actor: HERD,
    press: { user: GM, params: { trigger: "fireWithin2" } },
    table: () => herds(),
    activated: null,
    namedTwice: twice("herd", "unit", "figures"),
    deck: GM,
  },
  {
    procedure: "ow.stampedeMove",
    button: "stampedeMove",
    actor: HERD,
    press: { user: GM },
    table: () => herds(true),
    activated: [HERD],
    namedTwice: twice("herd", "unit", "figures"),
    deck: GM,
  },
  {
    procedure: "ow.trample",
    button: "trample",
    actor: COLE,
    press: { params: { herd: HERD, animals: "1" } },
    table: () => herds(true),
    activated: [HERD],
    namedTwice: twice("trample", "animalsInRange"),
    deck: PLAYER,
  },
  {
    procedure: "ow.gatlingFire",
    button: "gatlingFire",
    actor: GUN,
    // The client measures the tokens placed (base edge to base edge: 19" to Hale), as the GM does.
    press: {},
    table: gatling,
    activated: [GUN],
    namedTwice: twice("target", "figures"),
    deck: PLAYER,
  },
  {
    procedure: "ow.gatlingMove",
    button: "gatlingMove",
    actor: GUN,
    press: {},
    table: gatling,
    activated: [GUN],
    namedTwice: twice("gatling", "crew", "figures"),
    deck: PLAYER,
  },
  {
    procedure: "ow.wagonGatlingMove",
    button: "gatlingMove",
    actor: WAGON,
    press: { params: { gunId: GUN } },
    table: wagonGatling,
    activated: [WAGON],
    namedTwice: twice("gatling", "wagon", "unit", "figures"),
    deck: PLAYER,
  },
  {
    procedure: "ow.fireAtGatling",
    button: "fire",
    actor: POSSE,
    press: {},
    table: atGatling,
    activated: [POSSE],
    namedTwice: twice("fire", "shooters"),
    deck: PLAYER,
  },
];

/** The table of a procedure with its acting units activated (an event's: none). */
function tableOf(p: Procedure): TableDouble {
  const t = p.table();
  if (p.activated) activate(t, p.activated);
  return t;
}

/** The honest request the button sends (pressed once: accepted), captured off the wire to the GM. */
async function honest(p: Procedure): Promise<{ t: TableDouble; query: DrawQuery }> {
  const t = tableOf(p);
  const spy = vi.spyOn(t.coordinator, "draw");
  expect(await press(t, p.button, p.actor, p.press)).toBe("done");
  expect(t.warnings).toEqual([]);
  const query = spy.mock.calls[0]?.[0];
  if (!query) throw new Error(`${p.button}: nothing sent`);
  spy.mockRestore();
  return { t, query: structuredClone(withPieceCopies(t, query)) };
}

describe("every fact from the world for the animals and the Gatling: altered requests change nothing and post nothing", () => {
  for (const p of PROCEDURES) {
    it(`OW-9.2 / OW-9.2.7 / OW-5.2 ${p.procedure}: ${CASES} altered requests are refused, one localized line each, nothing written`, async () => {
      const { t, query } = await honest(p);
      expect(query.procedure).toBe(p.procedure);
      const alterations: [string, Alteration][] = [
        ["stat", statChanged(STATS)],
        ["wrongType", wrongField],
        ["namedTwice", p.namedTwice],
      ];
      if (p.activated)
        alterations.push(
          ["outOfActivation", () => "outOfActivation"],
          ["replayed", (_rnd, input) => input],
          ["replayedNamed", () => sentNamed(t, query)],
        );
      // The replay goes to the table that accepted the honest request; every other alteration to a
      // fresh one where nothing has acted yet (so only the alteration can be what it refuses).
      const out = await sendAltered({
        query,
        honest: t,
        fresh: tableOf(p),
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
      const { requestId: _once, ...honestOnce } = query;
      expect((await tableOf(p).coordinator.draw(honestOnce)).ok).toBe(true);
    });
  }
});
