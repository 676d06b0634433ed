/**
 * The GM computes every fact of an action that draws no card too (OW-5.1a reload, OW-7.1a mount,
 * OW-9.3c board, OW-9.3e cut out, OW-5.2b a Gatling's limber, OW-9.2.3 herders, OW-6b dynamite
 * given, NAP-8.1 charges emplaced, NAP-8.2 an Indian unit quitting, NAP-6.2.1.2b a charge's halt,
 * NAP-6.2.1.3 a breakthrough): for each procedure an honest request is captured as the client sends it (its button
 * pressed through the table double, the acting unit activated), then 1,000 seeded alterations of
 * it are sent to the GM's REAL draw coordinator as a tampering client would: a stat raised, a
 * piece named twice, the unit out of its activation (where the rules hold it to one), the honest
 * request replayed, a field of the wrong type. Each is refused with a localized line, and nothing
 * is drawn, written or posted. Modelled on fuzz-world-requests.test.ts.
 */
import { describe, expect, it, vi } from "vitest";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import type { TableDouble } from "../doubles/table";
import { activate, COLE, DUNN, GM, PLAYER, POSSE, posseAndRaiders, press, RAIDERS, stack } from "../table/harness";
import { roundBase } from "@rules/geometry";
import {
  DYNAMITE_ON,
  ENGINEERS,
  engineers,
  GRENADIER,
  HERD,
  HUSSARS,
  hussarsAndLine,
  LANCER,
  withHerd,
} from "../table/scenes";
import { TableDouble as Table } from "../doubles/table";
import { DEFAULT_OPTIONS } from "@rules/options";
import { type Alteration, type Json, statChanged, wrongField, sendAltered } from "./world-alterations";
import { withPieceCopies } from "../doubles/piece-copies";
import { BREAKTHROUGH_BUTTON } from "@foundry/actions/cavalry/cavalry-manifest";

const CASES = 1000;
const STAGE = "Actor.wagon00000000001";
const GUN = "Actor.gun0000000000001";
const GUNNERS = ["Actor.gunner0000000001", "Actor.gunner0000000002"];
const DROVERS = ["Actor.drover0000000001", "Actor.drover0000000002", "Actor.drover0000000003"];
const DROVER_UNIT = "Actor.drovers00000001";

/** A list in the request (at `field`, or in the object at `holder`) with its items twice. */
function twice(holder: string | null, field: string): Alteration {
  return (_rnd, input) => {
    const at = (holder ? input[holder] : input) as Json;
    const list = at[field] as unknown[];
    const doubled = { ...at, [field]: [...list, ...list] };
    return holder ? { ...input, [holder]: doubled } : doubled;
  };
}

/** One no-card procedure's fuzz: its table, the button, who presses it and where the unit's activation is. */
interface Case {
  readonly procedure: string;
  readonly rule: string;
  readonly table: () => TableDouble;
  readonly action: string;
  readonly actor: string;
  readonly user?: string;
  /** The unit the rules hold to its activation; absent: no activation needed (the rule says so). */
  readonly activated?: string;
  readonly namedTwice: Alteration;
  /**
   * Why the honest request, its pieces named, sent again is a new action of its own and not a
   * replay to refuse (absent: the GM must refuse it).
   */
  readonly sentAgainIsNew?: string;
  /** What happened before the button is pressed (NAP-6.2.1.3 the fight an advance follows): the params its card gives. */
  readonly before?: (table: TableDouble) => Promise<Readonly<Record<string, string>>>;
}

/** The Posse (Cole with a marker to reload), a wagon with a wounded team, a Gatling with its limber 3" away. */
function posse(): TableDouble {
  const t = posseAndRaiders();
  t.gmConfirms = false;
  t.patchFigure(COLE, { outOfAmmo: 1 });
  t.addWagon(STAGE, "Stage", { driverId: DUNN, team: { state: "wounded", animals: 4 } }, PLAYER);
  t.addFigure(GUNNERS[0]!, "Gunner One", {}, null, PLAYER);
  t.addFigure(GUNNERS[1]!, "Gunner Two", {}, null, PLAYER);
  t.addGun(GUN, "Gatling", GUNNERS, { kind: "gatling", limber: { distance: 3, state: "ok" } }, PLAYER);
  t.answers = [{ wounded: 1, sound: 1 }];
  return t;
}

/** The Longhorns and three drovers (the GM's), the drovers targeted. */
function herd(): TableDouble {
  const t = withHerd();
  t.gmConfirms = false;
  DROVERS.forEach((id, i) => t.addFigure(id, `Drover ${i + 1}`, {}, "ow.revolver"));
  t.addUnit(DROVER_UNIT, "Drovers", DROVERS);
  t.targets = [DROVERS[1]!];
  // The GM's deck exists already: a refusal creates nothing (the first request would create it).
  stack(t, [], GM);
  return t;
}

/** Pvt. Cole, the GM's to hand dynamite to. */
function dynamite(): TableDouble {
  const t = posseAndRaiders();
  t.gmConfirms = false;
  t.options = DYNAMITE_ON;
  t.own(GM, COLE);
  t.answers = [{ sticks: 2, bundles: 0 }];
  stack(t, [], GM);
  return t;
}

/** NAP-8.1 the Engineers, the GM's number asked (2) and the spot clicked. */
function sappers(): TableDouble {
  const t = engineers();
  t.gmConfirms = false;
  t.answers = [{ required: 2 }];
  t.pickedPoint = { x: 45.5, y: 20.5 };
  return t;
}

const COMPANY = "Actor.company000000001";
const FUSILIERS = [
  "Actor.fusilier00000001",
  "Actor.fusilier00000002",
  "Actor.fusilier00000003",
  "Actor.fusilier00000004",
];

/** NAP-8.2 an Indian unit of four that started with nine (the number typed). */
function company(): TableDouble {
  const t = new Table();
  t.gmConfirms = false;
  t.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
  FUSILIERS.forEach((id, i) => t.addFigure(id, `Brave ${i + 1}`, {}, "nap.musket", PLAYER));
  t.addUnit(COMPANY, "Braves", FUSILIERS, {}, PLAYER);
  t.onScene = [...FUSILIERS];
  stack(t, []);
  t.answers = [{ original: 9 }];
  return t;
}

/** NAP-6.2.1.2b Cpl. Lance 9" from Gren. Marc (targeted), halting halfway; or NAP-6.2.1.3 advancing with no room. */
function hussars(answers: Json): () => TableDouble {
  return () => {
    const t = hussarsAndLine();
    t.gmConfirms = false;
    t.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(1) });
    t.positions.set(GRENADIER, { id: GRENADIER, at: { x: 10, y: 0 }, base: roundBase(1) });
    t.targets = [GRENADIER];
    t.answers = [answers];
    return t;
  };
}

const unitTwice = twice("unit", "figures");

const CASES_BY_PROCEDURE: readonly Case[] = [
  {
    procedure: "reload",
    rule: "OW-5.1a",
    table: posse,
    action: "reload",
    actor: COLE,
    activated: POSSE,
    namedTwice: (_rnd, input) => ({ ...input, figure: [input.figure, input.figure] }),
  },
  {
    procedure: "mount",
    rule: "OW-7.1a",
    table: posse,
    action: "mount",
    actor: POSSE,
    activated: POSSE,
    namedTwice: unitTwice,
  },
  {
    procedure: "board",
    rule: "OW-9.3c",
    table: () => Object.assign(posse(), { targets: [STAGE] }),
    action: "board",
    actor: COLE,
    activated: POSSE,
    namedTwice: (_rnd, input) => {
      const wagon = input.wagon as Json & { unit: Json & { figures: unknown[] } };
      const figures = wagon.unit.figures;
      return { ...input, wagon: { ...wagon, unit: { ...wagon.unit, figures: [...figures, ...figures] } } };
    },
  },
  {
    procedure: "ow.wagonWork",
    rule: "OW-9.3e",
    table: () => Object.assign(posse(), { targets: [COLE, DUNN] }),
    action: "cutOut",
    actor: STAGE,
    activated: POSSE,
    namedTwice: twice(null, "workers"),
  },
  {
    procedure: "ow.gatlingReady",
    rule: "OW-5.2b",
    table: posse,
    action: "limber",
    actor: GUN,
    activated: GUN,
    namedTwice: (_rnd, input) => {
      const gatling = input.gatling as Json & { crew: Json & { figures: unknown[] } };
      const figures = gatling.crew.figures;
      return { ...input, gatling: { ...gatling, crew: { ...gatling.crew, figures: [...figures, ...figures] } } };
    },
  },
  // OW-9.2.3 assigning herders is no action of an activation: no activation is asked.
  {
    procedure: "ow.herders",
    rule: "OW-9.2.3",
    table: herd,
    action: "herders",
    actor: HERD,
    user: GM,
    namedTwice: twice("herders", "figures"),
  },
  // OW-6b the GM hands dynamite out any time ("as set up by the GM"): no activation is asked.
  {
    procedure: "giveDynamite",
    rule: "OW-6b",
    table: dynamite,
    action: "giveDynamite",
    actor: COLE,
    user: GM,
    namedTwice: (_rnd, input) => ({ ...input, figure: { ...(input.figure as Json), id: DUNN } }),
    sentAgainIsNew: "OW-6b the GM hands dynamite 'as set up by the GM': each Give is his own grant",
  },
  {
    procedure: "nap.emplace",
    rule: "NAP-8.1",
    table: sappers,
    action: "emplaceCharges",
    actor: ENGINEERS,
    activated: ENGINEERS,
    namedTwice: unitTwice,
  },
  // NAP-8.2 (9) a unit below half leaves the table whenever it is so: no activation is asked.
  {
    procedure: "nap.indianQuits",
    rule: "NAP-8.2",
    table: company,
    action: "indianQuits",
    actor: COMPANY,
    namedTwice: unitTwice,
  },
  {
    procedure: "nap.chargeHalt",
    rule: "NAP-6.2.1.2b",
    table: hussars({ straightInches: 9, halt: true }),
    action: "charge",
    actor: LANCER,
    activated: HUSSARS,
    namedTwice: (_rnd, input) => ({ ...input, target: input.charger }),
  },
  // NAP-6.2.1.3 the advance follows the fight it won, whoever's activation it was: none is asked;
  // it is the fight's, made once: the request sent again is refused.
  {
    procedure: "nap.breakthrough",
    rule: "NAP-6.2.1.3",
    table: hussars({ outcome: "blocked" }),
    action: "breakthrough",
    actor: LANCER,
    namedTwice: (_rnd, input) => ({ ...input, figure: [input.figure, input.figure] }),
    before: wonTheCharge,
  },
];

/** NAP-6.2.1.3 Cpl. Lance charges Gren. Marc (5" typed) and wins: the Breakthrough button's params on its card. */
async function wonTheCharge(t: TableDouble): Promise<Readonly<Record<string, string>>> {
  const { positions, targets, answers } = t;
  const saved = new Map(positions);
  positions.clear();
  t.targets = [GRENADIER];
  t.answers = [{ straightInches: 5 }];
  expect(await press(t, "charge", LANCER)).toBe("done");
  saved.forEach((figure, id) => positions.set(id, figure));
  Object.assign(t, { targets, answers });
  const message = t.lastMessage();
  const offer = BREAKTHROUGH_BUTTON.offers(message.record!, { messageId: message.id, carried: () => 0 })[0];
  if (!offer) throw new Error("Cpl. Lance's charge offers no breakthrough");
  return offer.params;
}

/** The table with the case's unit activated (the others' free: none needed), and what came before its button. */
async function ready(c: Case): Promise<{ t: TableDouble; params: Readonly<Record<string, string>> }> {
  const t = c.table();
  const params = c.before ? await c.before(t) : {};
  activate(t, [c.activated ?? POSSE]);
  return { t, params };
}

/** The honest request a button sends (pressed once: accepted), captured off the wire to the GM. */
async function honest(c: Case): Promise<{ t: TableDouble; query: DrawQuery; named: unknown }> {
  const { t, params } = await ready(c);
  const spy = vi.spyOn(t.coordinator, "draw");
  expect(await press(t, c.action, c.actor, { params, ...(c.user ? { user: c.user } : {}) })).toBe("done");
  expect(t.warnings).toEqual([]);
  const query = spy.mock.calls[0]?.[0];
  if (!query) throw new Error(`${c.action}: nothing sent`);
  spy.mockRestore();
  return { t, query: structuredClone(withPieceCopies(t, query)), named: structuredClone(query.input) };
}

describe("every fact of an action that draws no card from the world: altered requests change nothing and post nothing", () => {
  for (const c of CASES_BY_PROCEDURE) {
    it(`${c.rule} ${c.procedure}: ${CASES} altered requests are refused, one localized line each, nothing written`, async () => {
      const { t, query, named } = await honest(c);
      expect(query.procedure).toBe(c.procedure);
      const alterations: [string, Alteration][] = [
        ["stat", statChanged()],
        ["wrongType", wrongField],
        ["namedTwice", c.namedTwice],
        ["replayed", (_rnd, input) => input],
      ];
      // The request as the honest client sent it, its pieces named (kernel/piece-refs.ts), sent again.
      if (!c.sentAgainIsNew) alterations.push(["replayedNamed", () => named as Json]);
      if (c.activated) alterations.push(["outOfActivation", () => "outOfActivation"]);
      const out = await sendAltered({
        query,
        honest: t,
        fresh: (await ready(c)).t,
        alterations,
        cases: CASES,
        seed: 90_000,
        activateOther: (x) => activate(x, [RAIDERS], "3#1"),
        activateBack: (x) => activate(x, [c.activated ?? POSSE]),
      });
      expect(out.failures.slice(0, 10)).toEqual([]);
      expect(out.kinds).toEqual(alterations.map(([kind]) => kind).sort());
      expect(out.after).toEqual(out.before);
      // Control: the honest request itself is accepted on a fresh table.
      const { requestId: _once, ...honestOnce } = query;
      expect((await (await ready(c)).t.coordinator.draw(honestOnce)).ok).toBe(true);
    });
  }
});
