/**
 * Rules out of the writer: the engine emits explicit effects for a herd's losses
 * (OW-9.2.2) and a thrown charge's stick/bundle counts (OW-6.1.1), and the document writer
 * (documents/effects.ts planEffects) writes exactly what it is given.
 */
import { describe, expect, it } from "vitest";
import { card } from "../../helpers/cards";
import { figure, unit } from "../../helpers/figures";
import { rules } from "../../rules/old-west/fixtures";
import { planEffects, type ActorSnapshot } from "@foundry/documents/effects";
import { DEFAULTS } from "@foundry/data/sources";
import { fixedSource } from "@rules/cards/source";
import { resolveFireAtHerd } from "@rules/old-west/animals";
import { dynamiteKindEffects, throwDynamite } from "@rules/old-west/dynamite";
import { frontierWeapon } from "@rules/tables/frontier-weapons";

const HERD = "Actor.herd000000000001";
const MINER = "Actor.miner00000000001";
const GANG = "Actor.gang000000000001";

describe("engine effects written as given", () => {
  it("OW-9.2.2 a herd fired on: the engine's count of animals left is what the herd actor gets, wounds never reach it", () => {
    const animals = [1, 2, 3, 4, 5].map((n) => figure(`${HERD}#animal-${n}`));
    const herd = {
      unit: unit(HERD, animals, { kind: "herd" }),
      species: "ow.cattle",
      centralId: animals[0]!.id,
      herdedBy: null,
      stampeding: false,
      stampedeClock: null,
    };
    const shooters = ["s1", "s2"].map((id) => ({
      figure: figure(id),
      weapon: frontierWeapon("ow.rifle"),
      rangeInches: 10,
    }));
    const cards = [
      card({ hit: 6 }),
      card({ hit: 6 }),
      card({ randomizer: 2, damage: "WOUND" }),
      card({ randomizer: 3, damage: "INCAPACITATE" }),
    ];
    const { fire } = resolveFireAtHerd(
      { unitId: "S", shooters, herd },
      fixedSource(cards),
      rules({ hollywood: { animals: true } }),
    );
    // Explicit: one count on the herd, nothing on its animals.
    expect(fire.effects).toEqual([{ kind: "flag", unitId: HERD, figureId: null, flag: "animals", value: 4 }]);
    const world = new Map<string, ActorSnapshot>([
      [HERD, { type: "herd", system: { ...DEFAULTS.herd(), animals: 5 } }],
    ]);
    const plan = planEffects(fire.effects, (id) => world.get(id) ?? null);
    expect(plan.patches.get(HERD)).toEqual({ animals: 4 });
    expect(plan.skipped).toEqual([]);
  });

  it("OW-6.1.1 a thrown bundle: the engine's typed counts are what the figure's dynamite fields get", () => {
    const miner = figure(MINER, { flags: { dynamite: 3, dynamiteSticks: 2, dynamiteBundles: 1 } });
    const gang = unit(GANG, [miner]);
    const thrown = throwDynamite(
      { unit: gang, thrower: miner, charge: "bundle", rangeInches: 1 },
      fixedSource([card({ hit: 6 })]),
      rules({ hollywood: { dynamite: true } }),
    );
    const effects = dynamiteKindEffects(thrown.effects, miner, "bundle");
    expect(effects).toEqual([{ kind: "flag", unitId: GANG, figureId: MINER, flag: "dynamiteBundles", value: 0 }]);
    const world = new Map<string, ActorSnapshot>([
      [MINER, { type: "figure", system: { ...DEFAULTS.figure(), dynamite: { sticks: 2, bundles: 1 } } }],
    ]);
    const plan = planEffects(effects, (id) => world.get(id) ?? null);
    expect(plan.patches.get(MINER)).toEqual({ dynamite: { bundles: 0 } });
  });
});
