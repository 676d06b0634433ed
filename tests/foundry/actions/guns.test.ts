/**
 * The gun actions that draw no card at the seam: limber/unlimber (OW-5.2b, NAP-7.1), load
 * (NAP-7.2) and re-face (OW-5.2e) ask the engine with the gun as the data model translates it
 * and write ONE batch and ONE chat message; a refusal writes nothing. Tiny typed table double.
 */
import { readRecord, stateEffects, type ResultRecord } from "@foundry/kernel/result-record";
import type { DrawProcedureName, DrawRequest } from "@foundry/kernel/draw-ports";
import { describe, expect, it } from "vitest";
import type { Effect, UnitState } from "@rules/model";
import { DEFAULT_OPTIONS } from "@rules/options";
import {
  gunAndLimber,
  postGatling,
  postArtilleryReady,
  postLoad,
  postReface,
  limberResult,
  type GunPiece,
  type GunPort,
} from "@foundry/actions/guns/guns";
import { figureState, gunState } from "@foundry/data/derive";
import { DEFAULTS, type GunSource } from "@foundry/data/sources";
import { planEffects, type ActorSnapshot } from "@foundry/documents/effects";
import type { CardSource } from "@rules/cards/source";
import { GUN_READY_PROCEDURE } from "@foundry/actions/guns/guns-procedure";
import type { GunReadyRequest } from "@foundry/actions/guns/guns-world";
import { GATLING_READY_PROCEDURE } from "@foundry/actions/gatling/gatling-ready-procedure";
import type { GatlingReadyRequest } from "@foundry/actions/guns/gatling-ready";
import { worldOfUnits } from "../../doubles/roles/world";

const GUN = "Actor.gun0000000000001";
const crewIds = (n: number) => Array.from({ length: n }, (_, i) => `Actor.crew${String(i).padStart(12, "0")}`);

function gun(over: Partial<GunSource>, crew = 6): GunPiece {
  const source: GunSource = { ...DEFAULTS.gun(), crewIds: crewIds(crew), ...over };
  const figures = source.crewIds.map((id, i) => figureState(id, `Gunner ${i + 1}`, DEFAULTS.figure(), null));
  return { unit: gunState(GUN, "Battery", source, figures, "Limber"), source, wagon: null };
}

/** The gun actions' port: what they send to the GM's client is kept (its record's effects are the one batch). */
function table() {
  const batches: (readonly Effect[])[] = [];
  const messages: ResultRecord[] = [];
  const warnings: [string, Readonly<Record<string, string | number>> | undefined][] = [];
  const port: GunPort = {
    user: {
      options: () => DEFAULT_OPTIONS,
      userId: () => "player0000000001",
      warn: (key, data) => void warnings.push([key, data]),
    },
    draw: {
      resolve: async (request: DrawRequest<DrawProcedureName>) => {
        const record = readRecord(Reflect.get(gmRecord(request) ?? request.input, "record"));
        if ((request.procedure === "ow.gatlingReady" || request.procedure === "nap.gunReady") && record) {
          messages.push(record);
          const effects = stateEffects(record.result.effects);
          if (effects.length) batches.push(effects);
        }
        return { ok: false, key: "COMBAT_PATROL.Error.noActiveGM", data: {} };
      },
    },
    writes: { speaker: (actorId) => ({ actor: actorId }) },
  };
  return { port, batches, messages, warnings };
}

/**
 * NAP-7.1 / NAP-7.2 an artillery piece's limber, unlimber and load, OW-5.2b / OW-5.2e a Gatling's
 * limber, unlimber and re-face are computed by the GM's client (guns-procedure.ts,
 * gatling/gatling-ready-procedure.ts): the procedure run here over a world holding the gun as the
 * request sends it.
 */
function gmRecord(request: DrawRequest<DrawProcedureName>): object | null {
  const noCards: CardSource = {
    draw: () => {
      throw new Error("no card is drawn");
    },
  };
  const context = (unit: UnitState) => ({
    userId: "player0000000001",
    requesterId: "player0000000001",
    mayAct: () => true,
    gm: false,
    options: DEFAULT_OPTIONS,
    turn: 1,
    world: worldOfUnits([unit]),
    spend: () => undefined,
    reactionsLeft: () => 0,
  });
  if (request.procedure === "ow.gatlingReady") {
    const input = request.input as GatlingReadyRequest;
    return GATLING_READY_PROCEDURE.run(input, noCards, context(input.gatling.crew));
  }
  if (request.procedure !== "nap.gunReady") return null;
  const input = request.input as GunReadyRequest;
  return GUN_READY_PROCEDURE.run(input, noCards, context(input.unit));
}

const flags = (effects: readonly Effect[]) => effects.flatMap((e) => (e.kind === "flag" ? [[e.flag, e.value]] : []));

describe("limber and unlimber (OW-5.2b, NAP-7.1)", () => {
  it('OW-5.2b a Gatling limbers with its limber 3" away: one batch (limbered), one message', async () => {
    const g = gun({ kind: "gatling", limber: { distance: 3, state: "ok" } }, 3);
    const t = table();
    await postGatling(t.port, g, "limber");
    expect(t.batches.map(flags)).toEqual([[["limbered", true]]]);
    expect(t.messages).toHaveLength(1);
    expect(t.warnings).toEqual([]);
  });

  it('OW-5.2b the limber must be within 4": 4" limbers, 4.5" is refused and nothing is written', async () => {
    const near = gun({ kind: "gatling", limber: { distance: 4, state: "ok" } }, 3);
    expect(flags(limberResult(near, "limber", table().port).effects)).toEqual([["limbered", true]]);
    const far = gun({ kind: "gatling", limber: { distance: 4.5, state: "ok" } }, 3);
    const t = table();
    await postGatling(t.port, far, "limber");
    expect(t.warnings).toEqual([["COMBAT_PATROL.Error.limberTooFar", { unit: "Battery" }]]);
    expect(t.batches).toEqual([]);
    expect(t.messages).toEqual([]);
  });

  it("OW-5.2b the stored limber distance is the geometry's distance between gun and limber", () => {
    const { gunAt, limberAt } = gunAndLimber(gun({ kind: "gatling", limber: { distance: 2.5, state: "ok" } }));
    expect(limberAt!.at.x - gunAt.at.x).toBe(2.5);
    expect(gunAndLimber(gun({ limber: { distance: null, state: "ok" } })).limberAt).toBeNull();
  });

  it('NAP-7.1 an artillery piece limbers only with the limber within 4" and able to move', () => {
    const ok = gun({ kind: "artillery", weightClass: "6", limber: { distance: 2, state: "wounded" } });
    expect(flags(limberResult(ok, "limber", table().port).effects)).toEqual([["limbered", true]]);
    const dead = gun({ kind: "artillery", weightClass: "6", limber: { distance: 2, state: "incapacitated" } });
    expect(() => limberResult(dead, "limber", table().port)).toThrow(/limberImmobile/);
  });

  it("NAP-7.1 unlimbering by a crew of 3 places two out of ammunition markers; the planner writes the gun's typed fields", async () => {
    const g = gun({ kind: "artillery", weightClass: "6", limbered: true, limber: { distance: 2, state: "ok" } }, 3);
    const t = table();
    await postArtilleryReady(t.port, g, "unlimber");
    expect(t.batches).toHaveLength(1);
    expect(flags(t.batches[0]!)).toEqual([
      ["limbered", false],
      ["outOfAmmo", 2],
      ["round", "none"],
    ]);
    expect(t.messages).toHaveLength(1);
    const snapshots: Record<string, ActorSnapshot> = {
      [GUN]: { type: "gun", system: { ...DEFAULTS.gun(), limbered: true, round: "shot" } },
    };
    const plan = planEffects(t.batches[0]!, (id) => snapshots[id] ?? null);
    expect(plan.patches.get(GUN)).toMatchObject({ limbered: false, outOfAmmo: 2, round: "none" });
  });
});

describe("load (NAP-7.2)", () => {
  it("NAP-7.2 one load action removes one marker and declares the round: one batch, one message", async () => {
    const g = gun({ kind: "artillery", weightClass: "6", outOfAmmo: 2 }, 3);
    const t = table();
    await postLoad(t.port, g, "canister");
    expect(t.batches.map(flags)).toEqual([
      [
        ["outOfAmmo", 1],
        ["round", "canister"],
      ],
    ]);
    expect(t.messages).toHaveLength(1);
  });

  it("NAP-7.2 the round cannot change while loading, and a loaded gun is refused: nothing written", async () => {
    const t = table();
    await postLoad(t.port, gun({ kind: "artillery", weightClass: "6", outOfAmmo: 1, round: "shell" }), "shot");
    await postLoad(t.port, gun({ kind: "artillery", weightClass: "6", outOfAmmo: 0, round: "shot" }), "shot");
    expect(t.warnings.map((w) => w[0])).toEqual([
      "COMBAT_PATROL.Error.roundAlreadyDeclared",
      "COMBAT_PATROL.Error.alreadyLoaded",
    ]);
    expect(t.batches).toEqual([]);
    expect(t.messages).toEqual([]);
  });

  it("NAP-7.2 a crew of one artillerist cannot serve the gun", async () => {
    const t = table();
    await postLoad(t.port, gun({ kind: "artillery", weightClass: "6", outOfAmmo: 1 }, 1), "shot");
    expect(t.warnings.map((w) => w[0])).toEqual(["COMBAT_PATROL.Error.crewCannotServe"]);
  });

  it("NAP-7.2 a Gatling is not loaded by Load (its gunner reloads): the user is told, nothing written", async () => {
    const t = table();
    await postLoad(t.port, gun({ kind: "gatling", outOfAmmo: 1 }, 3), "shot");
    expect(t.warnings).toEqual([["COMBAT_PATROL.Action.Load.gatling", { unit: "Battery" }]]);
    expect(t.batches).toEqual([]);
  });
});

describe("re-face (OW-5.2e)", () => {
  it("OW-5.2e the Gatling is manhandled to 135°: one batch (facing), one message; the planner writes the facing", async () => {
    const g = gun({ kind: "gatling" }, 3);
    const t = table();
    await postReface(t.port, g, 135);
    expect(t.batches.map(flags)).toEqual([[["facing", 135]]]);
    expect(t.messages).toHaveLength(1);
    const plan = planEffects(t.batches[0]!, () => ({ type: "gun", system: DEFAULTS.gun() }));
    expect(plan.patches.get(GUN)).toMatchObject({ facing: 135 });
  });

  it("OW-5.2e a typed value that is no number is refused; an artillery piece is told to turn with Move", async () => {
    const t = table();
    await postReface(t.port, gun({ kind: "gatling" }, 3), Number.NaN);
    await postReface(t.port, gun({ kind: "artillery", weightClass: "6" }), 90);
    expect(t.warnings.map((w) => w[0])).toEqual([
      "COMBAT_PATROL.Error.badAngle",
      "COMBAT_PATROL.Action.Reface.artillery",
    ]);
    expect(t.batches).toEqual([]);
    expect(t.messages).toEqual([]);
  });
});
