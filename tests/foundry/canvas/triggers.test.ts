import { describe, expect, it } from "vitest";
import type { Figure } from "@rules/geometry";
import {
  chargeTriggers,
  fireTriggers,
  firersOf,
  hitTargetsOf,
  meleeSidesOf,
  type StartleGroup,
} from "@foundry/canvas/triggers";

const fig = (id: string, x: number, unit: string, y = 0): Figure => ({
  id,
  at: { x, y },
  base: { shape: "round", diameter: 1 },
  unit,
});

const herd: StartleGroup = {
  kind: "herd",
  actorId: "Actor.herd",
  figures: [fig("h1", 0, "Actor.herd"), fig("h2", 2, "Actor.herd")],
};
const wagon: StartleGroup = {
  kind: "wagon",
  actorId: "Actor.wagon",
  figures: [
    { id: "w", at: { x: 30, y: 0 }, base: { shape: "rect", width: 2, depth: 4 }, facing: 0, unit: "Actor.wagon" },
  ],
};

describe("proximity triggers", () => {
  it('OW-9.2.7 a unit firing within 2" of a herd makes it check (base edge to base edge)', () => {
    // Shooter 5" from h2's centre: 4" edge to edge -> no check; 3" -> 2" edge to edge -> check.
    expect(fireTriggers([fig("s", 7, "Actor.posse")], ["Actor.other"], [herd])).toEqual([]);
    expect(fireTriggers([fig("s", 5, "Actor.posse")], ["Actor.other"], [herd])).toEqual([
      { kind: "herd", actorId: "Actor.herd", trigger: "fireWithin2" },
    ]);
  });

  it("OW-9.2.6 a herd fired on checks wherever the shooter stands", () => {
    expect(fireTriggers([fig("s", 40, "Actor.posse")], ["Actor.herd"], [herd])).toEqual([
      { kind: "herd", actorId: "Actor.herd", trigger: "firedOn" },
    ]);
  });

  it('OW-9.3f a figure firing within 2" of the team makes the wagon check for a runaway', () => {
    // The wagon's base runs from x=28 to 32 along its facing (0°): a shooter at 34.4 is 1.9" from its edge.
    expect(fireTriggers([fig("s", 34.4, "Actor.gang")], [], [wagon])).toEqual([
      { kind: "wagon", actorId: "Actor.wagon", trigger: "fireNearTeam" },
    ]);
    expect(fireTriggers([fig("s", 35, "Actor.gang")], [], [wagon])).toEqual([]);
  });

  it('OW-9.3f "a figure fires within 2" of the team": a passenger firing from the wagon prompts the check too', () => {
    expect(fireTriggers([fig("p", 30, "Actor.wagon")], [], [wagon])).toEqual([
      { kind: "wagon", actorId: "Actor.wagon", trigger: "fireNearTeam" },
    ]);
  });

  it("OW-9.2.7 sheep and a herd already stampeding make no check", () => {
    expect(fireTriggers([fig("s", 3, "Actor.posse")], [], [{ ...herd, exempt: true }])).toEqual([]);
  });

  it('OW-9.2.7 a charged herd checks; a charged unit within 2" of a herd makes it check', () => {
    expect(chargeTriggers("Actor.herd", [], [herd, wagon])).toEqual([
      { kind: "herd", actorId: "Actor.herd", trigger: "herdCharged" },
    ]);
    expect(chargeTriggers("Actor.posse", [fig("d", 4.5, "Actor.posse")], [herd])).toEqual([
      { kind: "herd", actorId: "Actor.herd", trigger: "unitWithin2Charged" },
    ]);
    expect(chargeTriggers("Actor.posse", [fig("d", 5.5, "Actor.posse")], [herd])).toEqual([]);
  });

  it("OW-9.3f a charged wagon team checks for a runaway; a unit near a wagon charged does not", () => {
    expect(chargeTriggers("Actor.wagon", [], [wagon])).toEqual([
      { kind: "wagon", actorId: "Actor.wagon", trigger: "teamCharged" },
    ]);
    expect(chargeTriggers("Actor.posse", [fig("d", 33, "Actor.posse")], [wagon])).toEqual([]);
  });
});

describe("reading posted results for triggers", () => {
  const summary = { key: "x", data: {} };
  it("CORE-5 reads the shooters and the figures hit of a fire result", () => {
    const fire = {
      procedure: "fire",
      cards: [],
      effects: [],
      summary,
      shots: [{ shooterId: "Actor.a" }, { shooterId: "Actor.b" }, { shooterId: "Actor.a" }],
      hits: [{ targetId: "Actor.herd#animal-2" }],
    };
    expect(firersOf(fire)).toEqual(["Actor.a", "Actor.b"]);
    expect(hitTargetsOf(fire)).toEqual(["Actor.herd#animal-2"]);
    expect(firersOf({ ...fire, procedure: "melee" })).toEqual([]);
  });

  it("CORE-6 reads both sides of a melee result", () => {
    const melee = {
      procedure: "melee",
      cards: [],
      effects: [],
      summary,
      attacker: { figureId: "Actor.a" },
      defender: { figureId: "Actor.wagon#team" },
    };
    expect(meleeSidesOf(melee)).toEqual({ attacker: "Actor.a", defender: "Actor.wagon#team" });
    expect(meleeSidesOf({ ...melee, procedure: "fire" })).toBeNull();
  });
});
