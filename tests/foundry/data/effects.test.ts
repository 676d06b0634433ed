import { describe, expect, it } from "vitest";
import { diffPatch, planEffects, type ActorLookup, type ActorSnapshot } from "@foundry/documents/effects";
import {
  actorHome,
  applyEffectsWith,
  groupWrites,
  type ActorUpdate,
  type EffectWriter,
} from "@foundry/documents/effect-writes";
import { DEFAULTS } from "@foundry/data/sources";
import type { Effect, EffectKind } from "@rules/model";

// 16-character ids, as Foundry makes them.
const HALE = "Actor.hale000000000001";
const JONES = "Actor.jones00000000001";
const SQUAD = "Actor.squad00000000001";
const TOKEN_FIG = "Scene.scene00000000001.Token.token00000000001.Actor.trooper000000001";
const TOKEN_FIG_2 = "Scene.scene00000000001.Token.token00000000002.Actor.trooper000000001";
const HERD = "Actor.herd000000000001";
const WAGON = "Actor.wagon00000000001";
const GUN = "Actor.gun0000000000001";

function world(): Map<string, ActorSnapshot> {
  return new Map<string, ActorSnapshot>([
    [HALE, { type: "figure", system: { ...DEFAULTS.figure(), endurance: 3 } }],
    [JONES, { type: "figure", system: DEFAULTS.figure() }],
    [TOKEN_FIG, { type: "figure", system: DEFAULTS.figure() }],
    [TOKEN_FIG_2, { type: "figure", system: DEFAULTS.figure() }],
    [SQUAD, { type: "unit", system: { ...DEFAULTS.unit(), members: [HALE, JONES], moraleMarkers: 1 } }],
    [HERD, { type: "herd", system: { ...DEFAULTS.herd(), animals: 5 } }],
    [WAGON, { type: "wagon", system: { ...DEFAULTS.wagon(), team: { state: "ok", animals: 4 } } }],
    [GUN, { type: "gun", system: DEFAULTS.gun() }],
  ]);
}
const lookupOf =
  (actors: Map<string, ActorSnapshot>): ActorLookup =>
  (id) =>
    actors.get(id) ?? null;

/** A writer double that records every call: one call = one server write. */
class CountingWriter implements EffectWriter {
  readonly calls: { home: string; updates: readonly ActorUpdate[] }[] = [];
  async updateWorldActors(updates: readonly ActorUpdate[]): Promise<void> {
    this.calls.push({ home: "world", updates });
  }
  async updateTokenActors(sceneId: string, updates: readonly ActorUpdate[]): Promise<void> {
    this.calls.push({ home: sceneId, updates });
  }
}

describe("planning effects into patches", () => {
  it("CORE-5.6 two wounds on one figure compose into one patch of wounds +2", () => {
    const effects: Effect[] = [
      { kind: "wound", unitId: SQUAD, figureId: HALE, wounds: 1 },
      { kind: "wound", unitId: SQUAD, figureId: HALE, wounds: 1 },
    ];
    const plan = planEffects(effects, lookupOf(world()));
    expect([...plan.patches]).toEqual([[HALE, { wounds: 2 }]]);
  });

  it("CORE-8 states land under system.states; only changed fields are written", () => {
    const plan = planEffects(
      [
        { kind: "stun", unitId: SQUAD, figureId: JONES, stunned: true },
        { kind: "pin", unitId: SQUAD, figureId: JONES, pinned: false },
        { kind: "incapacitate", unitId: SQUAD, figureId: HALE },
      ],
      lookupOf(world()),
    );
    expect(plan.patches.get(JONES)).toEqual({ states: { stunned: true } });
    expect(plan.patches.get(HALE)).toEqual({ states: { incapacitated: true } });
  });

  it("CORE-7 morale markers add on the unit, never below 0, and clear", () => {
    const actors = world();
    expect(
      planEffects([{ kind: "moraleMarkers", unitId: SQUAD, delta: 2 }], lookupOf(actors)).patches.get(SQUAD),
    ).toEqual({ moraleMarkers: 3 });
    expect(
      planEffects([{ kind: "moraleMarkers", unitId: SQUAD, delta: -5 }], lookupOf(actors)).patches.get(SQUAD),
    ).toEqual({ moraleMarkers: 0 });
    expect(planEffects([{ kind: "clearMoraleMarkers", unitId: SQUAD }], lookupOf(actors)).patches.get(SQUAD)).toEqual({
      moraleMarkers: 0,
    });
  });

  it("OW-5.1b out of ammunition markers add and remove, never below 0", () => {
    const plan = planEffects(
      [
        { kind: "outOfAmmo", unitId: SQUAD, figureId: HALE, delta: 2 },
        { kind: "outOfAmmo", unitId: SQUAD, figureId: HALE, delta: -1 },
        { kind: "outOfAmmo", unitId: SQUAD, figureId: JONES, delta: -1 },
      ],
      lookupOf(world()),
    );
    expect(plan.patches.get(HALE)).toEqual({ outOfAmmo: 1 });
    expect(plan.patches.has(JONES)).toBe(false);
  });

  it("CORE-3 command die, acted and out of command go to the unit", () => {
    const plan = planEffects(
      [
        { kind: "commandDie", unitId: SQUAD, value: 5 },
        { kind: "acted", unitId: SQUAD, acted: true },
        { kind: "outOfCommand", unitId: SQUAD, outOfCommand: true },
      ],
      lookupOf(world()),
    );
    expect(plan.patches.get(SQUAD)).toEqual({ commandDie: 5, acted: true, outOfCommand: true });
  });

  it("OW-9.2.2 a herd's losses are written as the engine's count of animals left; an animal's own wound or incapacitation decides nothing here", () => {
    const plan = planEffects(
      [
        { kind: "wound", unitId: HERD, figureId: `${HERD}#animal-2`, wounds: 1 },
        { kind: "incapacitate", unitId: HERD, figureId: `${HERD}#animal-2` },
        { kind: "incapacitate", unitId: HERD, figureId: `${HERD}#animal-4` },
      ],
      lookupOf(world()),
    );
    expect(plan.patches.has(HERD)).toBe(false);
    expect(plan.skipped).toEqual([]);
    const counted = planEffects(
      [{ kind: "flag", unitId: HERD, figureId: null, flag: "animals", value: 3 }],
      lookupOf(world()),
    );
    expect(counted.patches.get(HERD)).toEqual({ animals: 3 });
  });

  it("OW-9.2.7 a stampede is written through the herd's typed fields", () => {
    const plan = planEffects(
      [
        { kind: "flag", unitId: HERD, figureId: null, flag: "stampeding", value: true },
        { kind: "flag", unitId: HERD, figureId: null, flag: "stampedeClock", value: 7 },
      ],
      lookupOf(world()),
    );
    expect(plan.patches.get(HERD)).toEqual({ stampede: { active: true, clock: 7 } });
  });

  it("OW-9.3d the team: a wound makes it wounded; an incapacitate makes it incapacitated (the animals stay in harness: the engine's teamDead counts the dead)", () => {
    const actors = world();
    const wound = planEffects(
      [{ kind: "wound", unitId: WAGON, figureId: `${WAGON}#team`, wounds: 1 }],
      lookupOf(actors),
    );
    expect(wound.patches.get(WAGON)).toEqual({ team: { state: "wounded" } });
    const incap = planEffects(
      [
        { kind: "incapacitate", unitId: WAGON, figureId: `${WAGON}#team` },
        { kind: "incapacitate", unitId: WAGON, figureId: `${WAGON}#team` },
      ],
      lookupOf(actors),
    );
    expect(incap.patches.get(WAGON)).toEqual({ team: { state: "incapacitated" } });
  });

  it("OW-9.3d/e setWounds: a figure's wounds set (healed); a team or limber wounded or healed to ok, an incapacitated one stays; a herd animal ignores it", () => {
    const actors = world();
    actors.set(JONES, { type: "figure", system: { ...DEFAULTS.figure(), wounds: 2 } });
    actors.set(WAGON, { type: "wagon", system: { ...DEFAULTS.wagon(), team: { state: "wounded", animals: 4 } } });
    const plan = planEffects(
      [
        { kind: "setWounds", unitId: SQUAD, figureId: JONES, wounds: 0 },
        { kind: "setWounds", unitId: SQUAD, figureId: HALE, wounds: 1 },
        { kind: "setWounds", unitId: WAGON, figureId: `${WAGON}#team`, wounds: 0 },
        { kind: "setWounds", unitId: GUN, figureId: `${GUN}#limber`, wounds: 1 },
        { kind: "setWounds", unitId: HERD, figureId: `${HERD}#animal-2`, wounds: 1 },
      ],
      lookupOf(actors),
    );
    expect(plan.skipped).toEqual([]);
    expect(plan.patches.get(JONES)).toEqual({ wounds: 0 });
    expect(plan.patches.get(HALE)).toEqual({ wounds: 1 });
    expect(plan.patches.get(WAGON)).toEqual({ team: { state: "ok" } });
    expect(plan.patches.get(GUN)).toEqual({ limber: { state: "wounded" } });
    expect(plan.patches.has(HERD)).toBe(false);
    const dead = planEffects(
      [
        { kind: "incapacitate", unitId: WAGON, figureId: `${WAGON}#team` },
        { kind: "setWounds", unitId: WAGON, figureId: `${WAGON}#team`, wounds: 0 },
      ],
      lookupOf(world()),
    );
    expect(dead.patches.get(WAGON)).toEqual({ team: { state: "incapacitated" } });
  });

  it("every Effect kind is planned: one effect of each kind on an actor that holds it is never skipped", () => {
    const each: { readonly [K in EffectKind]: Extract<Effect, { kind: K }> } = {
      wound: { kind: "wound", unitId: SQUAD, figureId: HALE, wounds: 1 },
      incapacitate: { kind: "incapacitate", unitId: SQUAD, figureId: JONES },
      setWounds: { kind: "setWounds", unitId: SQUAD, figureId: HALE, wounds: 0 },
      stun: { kind: "stun", unitId: SQUAD, figureId: HALE, stunned: true },
      pin: { kind: "pin", unitId: SQUAD, figureId: HALE, pinned: true },
      outOfAmmo: { kind: "outOfAmmo", unitId: SQUAD, figureId: HALE, delta: 1 },
      moraleMarkers: { kind: "moraleMarkers", unitId: SQUAD, delta: 1 },
      clearMoraleMarkers: { kind: "clearMoraleMarkers", unitId: SQUAD },
      move: { kind: "move", unitId: SQUAD, figureId: HALE, inches: 1, direction: "advance" },
      mounted: { kind: "mounted", unitId: SQUAD, figureId: HALE, mounted: true },
      hidden: { kind: "hidden", unitId: SQUAD, figureId: HALE, hidden: true },
      commandDie: { kind: "commandDie", unitId: SQUAD, value: 3 },
      outOfCommand: { kind: "outOfCommand", unitId: SQUAD, outOfCommand: true },
      acted: { kind: "acted", unitId: SQUAD, acted: true },
      flag: { kind: "flag", unitId: SQUAD, figureId: null, flag: "leaderRemovedMarkers", value: null },
    };
    const plan = planEffects(Object.values(each), lookupOf(world()));
    expect(plan.skipped).toEqual([]);
    expect(plan.moves).toEqual([each.move]);
  });

  it("OW-9.3f runaway is a typed wagon field; an unknown flag lands in ruleFlags", () => {
    const plan = planEffects(
      [
        { kind: "flag", unitId: WAGON, figureId: null, flag: "runaway", value: true },
        { kind: "flag", unitId: WAGON, figureId: null, flag: "gapCleared", value: 1 },
      ],
      lookupOf(world()),
    );
    expect(plan.patches.get(WAGON)).toEqual({ runaway: true, ruleFlags: { gapCleared: 1 } });
  });

  it("NAP-7.2 reload markers on a gun; OW-5.2e facing wraps to 0-359", () => {
    const plan = planEffects(
      [
        { kind: "outOfAmmo", unitId: GUN, figureId: GUN, delta: 2 },
        { kind: "flag", unitId: GUN, figureId: null, flag: "facing", value: 370 },
        { kind: "flag", unitId: GUN, figureId: null, flag: "round", value: "canister" },
        { kind: "wound", unitId: GUN, figureId: `${GUN}#limber`, wounds: 1 },
      ],
      lookupOf(world()),
    );
    expect(plan.patches.get(GUN)).toEqual({
      outOfAmmo: 2,
      facing: 10,
      round: "canister",
      limber: { state: "wounded" },
    });
  });

  it("moves are handed to the canvas, not written", () => {
    const move: Effect = { kind: "move", unitId: SQUAD, figureId: HALE, inches: 2, direction: "recoil" };
    const plan = planEffects([move], lookupOf(world()));
    expect(plan.moves).toEqual([move]);
    expect(plan.patches.size).toBe(0);
  });

  it("effects on missing actors or changes a subtype cannot hold are reported, not dropped silently", () => {
    const missing: Effect = { kind: "wound", unitId: SQUAD, figureId: "Actor.gone000000000001", wounds: 1 };
    const wrong: Effect = { kind: "moraleMarkers", unitId: HALE, delta: 1 };
    const plan = planEffects([missing, wrong], lookupOf(world()));
    expect(plan.skipped).toEqual([missing, wrong]);
  });

  it("the lookup's snapshots are never mutated", () => {
    const actors = world();
    planEffects([{ kind: "wound", unitId: SQUAD, figureId: HALE, wounds: 1 }], lookupOf(actors));
    expect(actors.get(HALE)!.system).toMatchObject({ wounds: 0 });
  });
});

describe("batched writes", () => {
  it("one resolved volley on world actors and one scene = exactly 2 server writes", async () => {
    const writer = new CountingWriter();
    const effects: Effect[] = [
      { kind: "wound", unitId: SQUAD, figureId: HALE, wounds: 1 },
      { kind: "incapacitate", unitId: SQUAD, figureId: JONES },
      { kind: "stun", unitId: SQUAD, figureId: TOKEN_FIG, stunned: true },
      { kind: "outOfAmmo", unitId: SQUAD, figureId: TOKEN_FIG_2, delta: 1 },
      { kind: "moraleMarkers", unitId: SQUAD, delta: 2 },
      { kind: "outOfAmmo", unitId: GUN, figureId: GUN, delta: 1 },
    ];
    const result = await applyEffectsWith(effects, lookupOf(world()), writer);
    expect(result.writes).toBe(2);
    expect(writer.calls).toHaveLength(2);
    const [worldCall, sceneCall] = writer.calls;
    expect(worldCall!.home).toBe("world");
    expect(worldCall!.updates.map((u) => u._id).sort()).toEqual([
      "gun0000000000001",
      "hale000000000001",
      "jones00000000001",
      "squad00000000001",
    ]);
    expect(sceneCall!.home).toBe("scene00000000001");
    expect(sceneCall!.updates).toEqual([
      { _id: "token00000000001", system: { states: { stunned: true } } },
      { _id: "token00000000002", system: { outOfAmmo: 1 } },
    ]);
  });

  it("an action that changes nothing makes no write", async () => {
    const writer = new CountingWriter();
    const result = await applyEffectsWith(
      [{ kind: "outOfAmmo", unitId: SQUAD, figureId: HALE, delta: -1 }],
      lookupOf(world()),
      writer,
    );
    expect(result.writes).toBe(0);
    expect(writer.calls).toEqual([]);
  });

  it("actor homes: world actor, unlinked token actor, anything else unwritable", () => {
    expect(actorHome(HALE)).toEqual({ kind: "world", actorId: "hale000000000001" });
    expect(actorHome(TOKEN_FIG)).toEqual({ kind: "token", sceneId: "scene00000000001", tokenId: "token00000000001" });
    expect(actorHome("Compendium.world.pack.Actor.hale000000000001")).toBeNull();
    expect(groupWrites(new Map([["Compendium.x.y.Actor.hale000000000001", { wounds: 1 }]])).unwritable).toHaveLength(1);
  });

  it("diffPatch keeps nested changes only and compares arrays whole", () => {
    expect(diffPatch({ a: 1, b: { c: 1, d: 2 }, e: ["x"] }, { a: 1, b: { c: 1, d: 3 }, e: ["x", "y"] })).toEqual({
      b: { d: 3 },
      e: ["x", "y"],
    });
    expect(diffPatch({ a: 1 }, { a: 1 })).toBeNull();
  });
});
