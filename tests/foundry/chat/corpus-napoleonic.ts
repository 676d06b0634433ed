/**
 * The chat corpus's Napoleonic cases (corpus.ts): mounted troops (movement, mounting, melee,
 * reaction, bog, breakthrough), NAP morale, close order, reloading, Indians and engineers.
 */
import { card } from "../../helpers/cards";
import { unit } from "../../helpers/figures";
import { NAP, rider } from "../../rules/mounted/fixtures";
import type { ResultKind } from "@rules/results";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { mountOrDismount, resolveMountedMove } from "@rules/mounted/movement";
import { resolveMountedMelee } from "@rules/mounted/melee";
import { breakthroughAdvance } from "@rules/mounted/advance";
import { chargeHalt, resolveMountedReaction } from "@rules/mounted/reaction";
import { resolveMountedBog } from "@rules/mounted/terrain";
import { resolveNapMorale } from "@rules/napoleonic/morale";
import { resolveCloseOrderReaction, resolveCloseOrderTurn } from "@rules/napoleonic/closeOrder";
import { resolveFormation } from "@rules/napoleonic/formation";
import { roundBase } from "@rules/geometry";
import { reloadAction as napReload } from "@rules/napoleonic/weapons";
import { indianUnitQuits } from "@rules/napoleonic/indians";
import { emplaceCharges, resolveDetonation, resolveDoorAttack } from "@rules/napoleonic/engineers";
import { reloadAction as owReload } from "@rules/old-west/reload";
import { named, rec, over, cole, posse, raiders } from "./corpus-cast";
import type { ResultRecord } from "@foundry/kernel/result-record";

export const NAPOLEONIC_CASES = {
  mountedMovement: () =>
    over(
      [card({ serial: 45, move: 5 }), card({ serial: 46, move: 7 }), card({ serial: 47, move: 3 })],
      (s) =>
        resolveMountedMove(
          { unitId: "C", figure: rider("h", { name: "Trooper Hart" }), gallop: true, heavy: false },
          s,
          { rules: NAP },
        ),
      [],
      [rider("h", { name: "Trooper Hart" })],
    ),
  mount: () => rec(mountOrDismount({ unitId: posse.id, figures: [cole], mount: true }), [], [posse]),
  mountedMelee: () =>
    over(
      [
        card({ serial: 48, melee: 4 }),
        card({ serial: 49, melee: 0 }),
        card({ serial: 50, damage: "WOUND", location: "arm" }),
        // explicit serials: a default one comes from the helper's running count and could repeat 48-50
        card({ serial: 45 }),
        card({ serial: 46 }),
        card({ serial: 47 }),
      ],
      (s) =>
        resolveMountedMelee(
          {
            attacker: {
              unitId: "C",
              figure: rider("h", { name: "Trooper Hart", melee: 1 }),
              weapon: napoleonicWeapon("nap.sword"),
              impetus: true,
              moving: true,
              closeOrder: false,
            },
            defender: {
              unitId: "I",
              figure: named("i", "Fusilier Gant", { melee: 1 }),
              weapon: napoleonicWeapon("nap.musket"),
              impetus: false,
              moving: false,
              closeOrder: false,
            },
          },
          s,
          { rules: NAP },
        ),
      [],
      [rider("h", { name: "Trooper Hart" }), named("i", "Fusilier Gant")],
    ),
  mountedReaction: () =>
    over([card({ serial: 1, reaction: 2 }), card({ serial: 2, move: 4 }), card({ serial: 3, move: 5 })], (s) =>
      resolveMountedReaction(
        { unitId: "U", kind: "counter-charge", figures: [rider("r1"), rider("r2")], reaction: 3 },
        s,
        { rules: NAP },
      ),
    ),
  mountedBog: () =>
    over([card({ serial: 7, bog: { regular: true } })], (s) =>
      resolveMountedBog(
        { unitId: "U", place: "woods", terrainGrade: "regular", figures: [rider("r1"), rider("r2")], inchesInWoods: 7 },
        s,
      ),
    ),
  breakthroughAdvance: () =>
    rec(
      breakthroughAdvance(
        {
          unitId: "C",
          figureId: "h",
          inches: 6,
          direction: "advance",
          mandatory: true,
          backToBack: true,
          beyondInches: 1,
          backToBackWith: "i",
          veerInches: 1,
          mayContactEnemy: true,
        },
        "clear",
      ),
      [],
      [],
      [rider("h", { name: "Trooper Hart" })],
    ),
  chargeHalt: () =>
    rec(
      chargeHalt({
        unitId: "C",
        chargerId: "h",
        targetId: "g",
        distanceInches: 9,
        run: { straightInches: 9, openFlat: true },
      }),
      [],
      [],
      [rider("h", { name: "Trooper Hart" }), named("g", "Fusilier Gant")],
    ),
  napMorale: () =>
    over(
      [card({ serial: 16, morale: { regular: { open: "PINNED" } } })],
      (s) =>
        resolveNapMorale(
          { unit: { ...raiders, moraleMarkers: 1 }, terrain: "open", leaderRemovesMarkers: false, closeOrder: false },
          s,
          { rules: NAP },
        ),
      [raiders],
    ),
  closeOrderReaction: () => {
    const line = unit(
      "L",
      [named("L", "Sgt. Moss"), named("a", "Pvt. Ash"), named("b", "Pvt. Birch"), named("o", "Pvt. Oak")],
      { name: "Line company", leaderId: "L" },
    );
    return over(
      [card({ serial: 18, reaction: 1 }), card({ serial: 29, reaction: 6 })],
      (s) =>
        resolveCloseOrderReaction(
          { unit: line, groupFigureIds: ["L", "a", "b"], unitReaction: 2, individualFigureIds: ["o"] },
          s,
          { rules: NAP },
        ),
      [line],
    );
  },
  formation: () => {
    const line = unit(
      "L",
      [named("L", "Sgt. Moss"), named("a", "Pvt. Ash"), named("b", "Pvt. Birch"), named("o", "Pvt. Oak")],
      { name: "Line company", leaderId: "L" },
    );
    const token = (id: string, x: number, y: number) => ({ id, at: { x, y }, base: roundBase(1) });
    return over(
      [card({ serial: 21, move: 4 })],
      (s) =>
        resolveFormation(
          {
            unitId: "L",
            figures: [token("L", 0, 0), token("a", -1, 2), token("b", 0, -3), token("o", 0, 9)],
            anchorId: "L",
            facing: 0,
            kind: "line",
            cards: 1,
          },
          s,
          { areas: [], obstacles: [] },
        ),
      [line],
    );
  },
  closeOrderTurn: () => {
    const line = unit(
      "L",
      [named("L", "Sgt. Moss"), named("a", "Pvt. Ash"), named("b", "Pvt. Birch"), named("o", "Pvt. Oak")],
      { name: "Line company", leaderId: "L" },
    );
    return over(
      [card({ serial: 18, reaction: 1 })],
      (s) =>
        resolveCloseOrderTurn(
          {
            unit: line,
            groupFigureIds: ["L", "a", "b", "o"],
            unitReaction: 2,
            facing: 0,
            enemyBearing: 180,
            turningFigureIds: ["a", "b"],
          },
          s,
          { rules: NAP },
        ),
      [line],
    );
  },
  reload: () => rec(napReload(posse.id, { ...cole, outOfAmmo: 2 }), [], [posse]),
  indianQuit: () => {
    const party = unit(
      "I",
      [
        named("w1", "Brave"),
        named("w2", "Brave", { incapacitated: true }),
        named("w3", "Brave", { incapacitated: true }),
      ],
      { name: "War party" },
    );
    return rec(indianUnitQuits(party, 4), [], [party]);
  },
  emplace: () => rec(emplaceCharges("E", { required: 3, done: 1 }), [], [unit("E", [], { name: "Sappers" })]),
  detonation: () => over([card({ serial: 32, hit: 0 })], (s) => resolveDetonation("E", { required: 2, done: 2 }, s)),
  doorAttack: () => {
    const sappers = [named("s1", "Sapper Nye", { melee: 0 }), named("s2", "Sapper Ott", { melee: 0 })];
    return over(
      [card({ melee: 5 }), card({ melee: 1 }), card({ melee: 0 }), card({ melee: 4 }), card(), card(), card(), card()],
      (s) => resolveDoorAttack({ unitId: "E", engineers: sappers, doorEndurance: 2 }, s),
      [unit("E", sappers, { name: "Sappers" })],
    );
  },
  "ow.reload": () => rec(owReload(posse.id, { ...cole, outOfAmmo: 2 }), [], [posse]),
} satisfies Partial<{ readonly [K in ResultKind]: () => ResultRecord }>;
