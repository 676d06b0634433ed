/**
 * The chat corpus's core cases (corpus.ts): the activation and command dice (CORE-3), fire,
 * melee, morale, damage, blasts and throws, movement, reaction, bog and spotting.
 */
import { card } from "../../helpers/cards";
import { unit } from "../../helpers/figures";
import type { ResultKind } from "@rules/results";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import {
  drawActivationCard,
  endActivation,
  fixedDice,
  resolveActivationCard,
  resolveBlast,
  resolveBog,
  resolveDamage,
  resolveFire,
  resolveMelee,
  resolveMorale,
  resolveMovement,
  resolveReaction,
  resolveSpotting,
  resolveThrow,
  rollCommandDice,
  swapCommandDice,
} from "@rules/procedures";
import { named, rec, over, cole, dunn, posse, hale, curry, raiders, activationBefore } from "./corpus-cast";
import type { ResultRecord } from "@foundry/kernel/result-record";

export const CORE_CASES = {
  activation: () => {
    const units = [
      { ...posse, commandDie: 3 },
      { ...raiders, commandDie: 5 },
    ];
    const { card: drawn } = drawActivationCard(activationBefore("3#1"), { pick: () => 0 });
    return rec(resolveActivationCard({ card: drawn, before: activationBefore("3#1"), units }), [], units);
  },
  commandDice: () => rec(rollCommandDice([posse, raiders], fixedDice([4, 6])), [], [posse, raiders]),
  endActivation: () => rec(endActivation({ ...posse, flags: { leaderAbsentForFire: true } }), [], [posse]),
  swapDice: () => {
    const pl = named("pl", "Capt. Ames", { leaderRank: "platoon", trained: true });
    const platoon = unit("P", [pl, named("p2", "Pvt. Bell")], {
      name: "Ames's platoon",
      leaderId: "pl",
      commandDie: 5,
    });
    const team = { ...posse, commanderId: "P", commandDie: 2 };
    return rec(
      swapCommandDice({ giver: platoon, receiver: team, units: [platoon, team], number: 5, distanceInches: 6 }),
      [],
      [platoon, team],
    );
  },
  fire: () =>
    over(
      [
        card({ serial: 27, hit: 3 }),
        card({ serial: 22, hit: 1 }),
        card({ serial: 12, randomizer: 1, location: "arm", damage: "WOUND" }),
      ],
      (s) =>
        resolveFire(
          {
            unitId: posse.id,
            shooters: posse.figures.map((f) => ({ figure: f, weapon: frontierWeapon("ow.rifle"), rangeInches: 18 })),
            target: {
              unitId: raiders.id,
              closeOrder: false,
              figures: raiders.figures.map((f) => ({ figure: f, cover: "none" as const })),
            },
          },
          s,
        ),
      [posse, raiders],
    ),
  melee: () =>
    over(
      [
        card({ serial: 26, melee: 5 }),
        card({ serial: 6, melee: 0 }),
        card({ serial: 10, damage: "WOUND", location: "head" }),
      ],
      (s) =>
        resolveMelee(
          {
            attacker: { unitId: raiders.id, figure: hale, hth: 2, modifiers: [{ key: "charging", value: 1 }] },
            defender: { unitId: posse.id, figure: dunn, hth: 0 },
          },
          s,
        ),
      [posse, raiders],
    ),
  morale: () =>
    over(
      [card({ serial: 35, morale: { regular: { open: "FALL_BACK" } } }), card({ serial: 13 })],
      (s) => resolveMorale({ unit: { ...raiders, moraleMarkers: 2 }, terrain: "open" }, s),
      [raiders],
    ),
  damage: () =>
    over(
      [card({ serial: 41, damage: "INCAPACITATE", location: "torso" })],
      (s) => resolveDamage({ unitId: raiders.id, figure: curry }, s),
      [raiders],
    ),
  blast: () =>
    over(
      [
        card({ serial: 3, burst: { medium: true } }),
        card({ serial: 41, damage: "WOUND", location: "leg" }),
        card({ serial: 4, burst: { small: true } }),
      ],
      (s) =>
        resolveBlast({ size: "medium", figures: raiders.figures.map((f) => ({ unitId: raiders.id, figure: f })) }, s),
      [raiders],
    ),
  throw: () =>
    over(
      [card({ serial: 8, hit: 1 }), card({ serial: 9, scatter: { clock: 4, inches: 3 } })],
      (s) =>
        resolveThrow(
          { unitId: posse.id, thrower: { figure: cole, weapon: frontierWeapon("ow.dynamite"), rangeInches: 3 } },
          s,
        ),
      [posse],
    ),
  movement: () =>
    over(
      [card({ serial: 30, move: 4 }), card({ serial: 31, move: 5 })],
      (s) => resolveMovement({ unitId: posse.id, figure: cole, mode: "sprint" }, s),
      [posse],
    ),
  reaction: () =>
    over(
      [card({ serial: 17, reaction: 2 })],
      (s) => resolveReaction({ unitId: posse.id, figure: cole, purpose: "interrupt" }, s),
      [posse],
    ),
  bog: () =>
    over(
      [card({ serial: 19, bog: { regular: true } })],
      (s) => resolveBog({ unitId: posse.id, figureId: null, terrainGrade: "regular", purpose: "ford" }, s),
      [posse],
    ),
  spotting: () =>
    over(
      [card({ serial: 20, reaction: 3 })],
      (s) =>
        resolveSpotting(
          { spotterUnitId: posse.id, spotter: cole, targetUnitId: raiders.id, target: { ...curry, hidden: true } },
          s,
        ),
      [posse, raiders],
    ),
} satisfies Partial<{ readonly [K in ResultKind]: () => ResultRecord }>;
