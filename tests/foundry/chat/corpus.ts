/**
 * One REAL engine result of every result kind (src/rules/results.ts), each from its procedure
 * over fixed cards (tests/helpers/cards.ts), as the chat record the message stores. The type
 * names every kind: a kind the engine adds fails here until it has its case.
 */
import { card } from "../../helpers/cards";
import { figure, unit } from "../../helpers/figures";
import { rules, herdOf, at } from "../../rules/old-west/fixtures";
import { NAP, rider } from "../../rules/mounted/fixtures";
import { crewOf, gunUnit, laying, target } from "../../rules/artillery/fixtures";
import type { ActionCard } from "@rules/cards/schema";
import { fixedSource } from "@rules/cards/source";
import type { FigureState, ProcedureResult, UnitState } from "@rules/model";
import type { ResultKind } from "@rules/results";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import {
  drawActivationCard,
  endActivation,
  fixedDice,
  newActivationDeck,
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
  type ActivationDeckState,
} from "@rules/procedures";
import { resolveCanister, resolveGunAim, resolveShell, resolveSolidShot } from "@rules/artillery";
import { resolveShellOnRoof, resolveSolidShotAtBuilding } from "@rules/artillery/buildings";
import { loadAction } from "@rules/artillery/loading";
import { limberGun, resolveGunMove, unlimberGun } from "@rules/artillery/movement";
import { gunCrewOf } from "@rules/artillery/loading";
import { mountOrDismount, resolveMountedMove } from "@rules/mounted/movement";
import { resolveMountedMelee } from "@rules/mounted/melee";
import { breakthroughAdvance } from "@rules/mounted/advance";
import { resolveMountedReaction } from "@rules/mounted/reaction";
import { resolveMountedBog } from "@rules/mounted/terrain";
import { resolveNapMorale } from "@rules/napoleonic/morale";
import { resolveCloseOrderReaction, resolveCloseOrderTurn } from "@rules/napoleonic/closeOrder";
import { reloadAction as napReload } from "@rules/napoleonic/weapons";
import { indianUnitQuits } from "@rules/napoleonic/indians";
import { emplaceCharges, resolveDetonation, resolveDoorAttack } from "@rules/napoleonic/engineers";
import { reloadAction as owReload } from "@rules/old-west/reload";
import { resolveHeroCard, resolveHeroMorale, type HeroEntry } from "@rules/old-west/heroes";
import {
  carriedDynamiteCheck,
  placeCharge,
  prepareBundle,
  resolveBreach,
  setUpCharge,
  throwDynamite,
} from "@rules/old-west/dynamite";
import { giveDynamite } from "@rules/old-west/dynamite-given";
import { limberAction, refaceGatling, resolveGatlingMove, type GatlingState } from "@rules/old-west/gatling";
import { assignHerders, resolveHerdMove } from "@rules/old-west/animals";
import { stampedeCheck, stampedeMove, trampleMelee } from "@rules/old-west/stampede";
import { regainControl, runawayCheck, runawayMove } from "@rules/old-west/runaway";
import {
  boardWagon,
  cutOutAnimals,
  overturnAsBarricade,
  resolveWagonMove,
  type WagonState,
} from "@rules/old-west/wagons";
import { livestock } from "@rules/tables/livestock";
import { makeRecord, type ResultRecord } from "@foundry/kernel/result-record";

const named = (id: string, name: string, over: Partial<FigureState> = {}) => figure(id, { name, ...over });

function rec(
  result: ProcedureResult,
  drawn: readonly ActionCard[],
  units: readonly UnitState[] = [],
  figures: readonly FigureState[] = [],
): ResultRecord {
  const unitNames = [
    { id: "A", name: "Line company" },
    { id: "B", name: "Light company" },
    { id: "R", name: "Rifles" },
    { id: "H", name: "Garrison" },
  ];
  return makeRecord({ result, drawn, units, figures, unitNames, deck: "Frontier" });
}

/** Run a procedure over these cards and keep the record. */
function over<R extends ProcedureResult>(
  cards: ActionCard[],
  run: (source: ReturnType<typeof fixedSource>) => R,
  units: readonly UnitState[] = [],
  figures: readonly FigureState[] = [],
): ResultRecord {
  return rec(run(fixedSource(cards)), cards, units, figures);
}

const cole = named("cole", "Pvt. Cole");
const dunn = named("dunn", "Cpl. Dunn");
const posse = unit("posse", [cole, dunn], { name: "Posse", leaderId: "cole" });
const hale = named("hale", "Sgt. Hale");
const curry = named("curry", "Kid Curry");
const raiders = unit("raiders", [hale, curry], { name: "Raiders" });

const gun = (flags: Parameters<typeof gunUnit>[1] = {}) => gunUnit(crewOf(6), flags, { name: "6-pdr gun" });
const ash = (x: number, y: number, id = "ash", name = "Pvt. Ash", unitId = "A") =>
  target(id, unitId, x, y, { figure: { name } });
const OW = rules({ hollywood: { animals: true, dynamite: true, heroes: true } });

const driver = named("driver", "Jehu", { guts: "green", melee: 1 });
const wagon = (over: Partial<WagonState> = {}): WagonState => ({
  unit: unit("W", [driver, named("p1", "Mrs. Pike")], { name: "Stagecoach", kind: "wagon", grade: "regular" }),
  wagonId: "ow.stagecoach",
  driverId: "driver",
  team: { id: "team", animals: 4, wounds: 0, dead: 0, hurtCutOut: false },
  pace: "stopped",
  runaway: false,
  overturned: false,
  destroyed: false,
  ...over,
});
const herd = (over = {}) =>
  herdOf(
    unit(
      "H",
      ["a1", "a2", "a3", "a4"].map((id, i) => named(id, `Steer ${i + 1}`, { melee: livestock("ow.cattle").melee })),
      { name: "Longhorns", kind: "herd" },
    ),
    over,
  );
const gatling = (over: Partial<GatlingState> = {}): GatlingState => ({
  crew: unit(
    "G",
    [
      named("cmd", "Lt. Page", { leaderRank: "team", trained: true }),
      named("c1", "Gunner"),
      named("c2", "Loader"),
      named("c3", "Feeder"),
    ],
    { name: "Gatling crew", kind: "crew", leaderId: "cmd" },
  ),
  mount: "carriage",
  limbered: false,
  limber: named("limber", "Limber", { endurance: 2 }),
  wagon: null,
  ...over,
});
const hero = (id: string, name: string, die: number): HeroEntry => {
  const f = named(id, name, { hero: true, guts: "elite" });
  return { figure: f, heroUnit: unit(`${id}-card`, [f], { name, kind: "hero", commandDie: die }), attachedTo: null };
};
const activationBefore = (first: string): ActivationDeckState => {
  const deck = newActivationDeck();
  return { ...deck, drawPile: [first, ...deck.drawPile.filter((id) => id !== first)] };
};

export const CORPUS: { readonly [K in ResultKind]: () => ResultRecord } = {
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
  gunAim: () =>
    over(
      [card({ serial: 2, hit: 1 }), card({ serial: 5, scatter: { clock: 12, inches: 3 } })],
      (s) => resolveGunAim(laying({ unit: gun({ round: "canister" }) }), "canister", s),
      [gun()],
    ),
  solidShot: () =>
    over(
      [card({ serial: 11, hit: 6 }), card({ serial: 14, burst: { small: true }, randomizer: 1 }), card({ serial: 15 })],
      (s) =>
        resolveSolidShot(laying({ unit: gun() }), [ash(20, 0), ash(28, 0, "birch", "Pvt. Birch", "B")], s, {
          rules: NAP,
        }),
      [gun()],
      [ash(0, 0).figure, ash(0, 0, "birch", "Pvt. Birch").figure],
    ),
  canister: () =>
    over(
      [
        card({ serial: 21, hit: 0 }),
        card({ serial: 23, scatter: { clock: 3, inches: 3 } }),
        card({ serial: 24, damage: "WOUND" }),
        card({ serial: 25, hit: 6 }),
        card({ serial: 28 }),
        card(),
        card(),
      ],
      (s) =>
        resolveCanister(
          laying({ unit: gun({ round: "canister" }) }),
          [ash(10, 0), ash(34, 3, "rye", "Pvt. Rye", "R")],
          s,
          { rules: NAP },
        ),
      [gun()],
      [ash(0, 0).figure, ash(0, 0, "rye", "Pvt. Rye").figure],
    ),
  shell: () =>
    over(
      [
        card({ serial: 33, hit: 3 }),
        card({ serial: 34, scatter: { clock: 3, inches: 2 } }),
        card({ serial: 36, burst: { medium: true, small: true } }),
        card({ serial: 37, damage: "WOUND" }),
        card(),
        card(),
      ],
      (s) =>
        resolveShell(
          laying({ unit: gun({ round: "shell" }), targetPoint: { x: 100, y: 0 } }),
          { kind: "shell" },
          [ash(100, 7), ash(100, 0, "far", "Pvt. Farr")],
          s,
          { rules: NAP },
        ),
      [gun()],
      [ash(0, 0).figure, ash(0, 0, "far", "Pvt. Farr").figure],
    ),
  solidShotBuilding: () =>
    over(
      [card({ serial: 38, hit: 2 }), card({ serial: 39, hit: 5 }), card(), card()],
      (s) =>
        resolveSolidShotAtBuilding(
          laying({ unit: gun(), targetPoint: { x: 20, y: 0 } }),
          { structure: "masonry", ricochet: false },
          s,
        ),
      [gun()],
    ),
  shellRoof: () =>
    over(
      [card({ serial: 40, hit: 6 }), card({ serial: 42, burst: { small: true } }), card({ serial: 43 })],
      (s) =>
        resolveShellOnRoof(
          "G",
          {
            kind: "case",
            nation: "british",
            topFloor: [{ unitId: "H", figure: named("t1", "Sgt. Roe") }],
            onRoof: [{ unitId: "H", figure: named("r1", "Pvt. Lee") }],
            template: "large",
          },
          s,
        ),
      [gun()],
      [named("t1", "Sgt. Roe"), named("r1", "Pvt. Lee")],
    ),
  load: () => rec(loadAction(gun({ outOfAmmo: 2, round: "none" }), "shot"), [], [gun()]),
  gunMove: () =>
    over([card({ serial: 44, move: 6 })], (s) =>
      resolveGunMove({ unitId: "G", limbered: true, terrain: "open", limber: "ok" }, s, { rules: NAP }),
    ),
  unlimber: () => {
    const limbered = gun({ limbered: true });
    return rec(unlimberGun(limbered, gunCrewOf(limbered)), [], [limbered]);
  },
  limber: () => rec(limberGun(gun(), true, "ok"), [], [gun()]),
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
        card(),
        card(),
        card(),
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
  "ow.heroCard": () =>
    over(
      [card({ serial: 12, d10: 7 }), card({ serial: 13, d10: 2 })],
      (s) => resolveHeroCard(3, [hero("earp", "Wyatt", 3), hero("doc", "Doc", 3)], s, OW),
      [],
      [named("earp", "Wyatt"), named("doc", "Doc")],
    ),
  "ow.heroMorale": () => {
    const u = hero("earp", "Wyatt", 1).heroUnit;
    return over(
      [card({ serial: 14, morale: { elite: { open: "STUNNED_ONE" } } })],
      (s) => resolveHeroMorale({ unit: { ...u, moraleMarkers: 3 }, terrain: "open", removeMarkers: true }, s),
      [u],
    );
  },
  "ow.dynamiteThrow": () => {
    const miner = named("m", "Dutch", { flags: { dynamite: 2 } });
    const gang = unit("U", [miner, named("g1", "Slim")], { name: "Dutch's gang" });
    return over(
      [card({ serial: 9, hit: 6 })],
      (s) => throwDynamite({ unit: gang, thrower: miner, charge: "stick", rangeInches: 1 }, s, OW),
      [gang],
    );
  },
  "ow.charge": () => {
    const miner = named("m", "Dutch", { flags: { dynamite: 2 } });
    const gang = unit("U", [miner], { name: "Dutch's gang" });
    const prepared = prepareBundle("bundle1", gang, miner, OW);
    return makeRecord({
      result: placeCharge(prepared.charge),
      drawn: [],
      units: [gang],
      unitNames: [{ id: "bundle1", name: "Dutch's bundle" }],
    });
  },
  "ow.breach": () =>
    rec(
      resolveBreach(
        { ...setUpCharge("C"), stage: "exploded" },
        { id: "Wall.bank", kind: "wall" },
        rules({ hollywood: { dynamite: true } }),
      ),
      [],
      [],
    ),
  "ow.dynamiteGiven": () => {
    const miner = named("m", "Dutch", { flags: { dynamiteSticks: 1 } });
    const gang = unit("U", [miner], { name: "Dutch's gang" });
    return rec(
      giveDynamite(gang, miner, { sticks: 2, bundles: 1 }, rules({ hollywood: { dynamite: true } })),
      [],
      [gang],
    );
  },
  "ow.carriedDynamite": () =>
    over(
      [card({ serial: 10, burst: { small: true } })],
      (s) => carriedDynamiteCheck("U", named("m", "Dutch", { flags: { dynamite: 1 } }), s),
      [],
      [named("m", "Dutch")],
    ),
  "ow.limber": () =>
    rec(
      limberAction({
        gatling: gatling({ limbered: true }),
        action: "unlimber",
        gunAt: at("gun", 0, 0),
        limberAt: null,
      }),
      [],
      [gatling().crew],
    ),
  "ow.gatlingMove": () =>
    over([card({ serial: 11, move: 7 })], (s) =>
      resolveGatlingMove({ gatling: gatling({ limbered: true }), terrain: "open" }, s),
    ),
  "ow.reface": () => rec(refaceGatling(gatling(), 50), [], [gatling().crew]),
  "ow.herdMove": () =>
    over([card({ serial: 12, move: 5 }), card({ serial: 13, move: 3 })], (s) => resolveHerdMove(herd(), false, s, OW), [
      herd().unit,
    ]),
  "ow.herding": () =>
    rec(
      assignHerders(
        herd(),
        unit(
          "C",
          ["c1", "c2", "c3"].map((id) => named(id, `Drover ${id}`)),
          { name: "Drovers" },
        ),
      ),
      [],
      [unit("C", [], { name: "Drovers" }), herd().unit],
    ),
  "ow.stampedeCheck": () =>
    over(
      [
        card({ serial: 15, morale: { regular: { open: "ADVANCE_ONE" } } }),
        card({ serial: 16, scatter: { clock: 3, inches: 2 } }),
      ],
      (s) => stampedeCheck(herd(), "firedOn", s, OW),
      [herd().unit],
    ),
  "ow.stampedeMove": () =>
    over(
      [card({ serial: 17, move: 6 })],
      (s) =>
        stampedeMove(
          herd({ stampeding: true, stampedeClock: 12 }),
          s,
          { herdAt: [at("a1", 0, 0)], others: [at("cole", 4, 1.5), at("far", 4, 5)], referenceBearing: 0 },
          OW,
        ),
      [herd().unit, posse],
    ),
  "ow.trample": () => {
    const stampede = herd({ stampeding: true, stampedeClock: 12 });
    return over(
      [
        card({ serial: 18, melee: 5 }),
        card({ serial: 19, melee: 1 }),
        card({ serial: 20, damage: "WOUND" }),
        card(),
        card(),
        card(),
      ],
      (s) =>
        trampleMelee(
          {
            herd: stampede,
            animalsInRange: stampede.unit.figures.slice(0, 3),
            figureUnitId: posse.id,
            figure: cole,
            hth: 2,
          },
          s,
          OW,
        ),
      [posse, stampede.unit],
    );
  },
  "ow.runawayCheck": () =>
    over(
      [card({ serial: 21, morale: { green: { open: "ADVANCE_ONE" } } })],
      (s) => runawayCheck(wagon(), "fireNearTeam", s, OW),
      [wagon().unit],
    ),
  "ow.runawayMove": () =>
    over(
      [card({ serial: 22, move: 6 }), card({ serial: 23, move: 4 }), card(), card(), card(), card()],
      (s) =>
        runawayMove({ state: wagon({ runaway: true, pace: "gallop" }), turnDegrees: 0, crossesObstacle: false }, s, OW),
      [wagon().unit],
    ),
  "ow.regainControl": () =>
    over(
      [card({ serial: 24, morale: { green: { open: "OK" } } })],
      (s) => regainControl(wagon({ runaway: true, pace: "gallop" }), "open", s, OW),
      [wagon().unit],
    ),
  "ow.wagonMove": () =>
    over(
      [card({ serial: 25, move: 5 }), card({ serial: 26, move: 7 }), card(), card()],
      (s) => resolveWagonMove({ state: wagon(), pace: "gallop", rough: null, obstacle: "none", turnDegrees: 0 }, s, OW),
      [wagon().unit],
    ),
  "ow.boarding": () => rec(boardWagon(wagon(), posse.id, cole), [], [posse, wagon().unit]),
  "ow.cutOut": () =>
    rec(
      cutOutAnimals({
        state: wagon({ team: { id: "team", animals: 4, wounds: 0, dead: 1, hurtCutOut: false } }),
        cutters: [named("c1", "Pvt. Cole")],
        cut: { dead: 1, wounded: 0, sound: 0 },
      }),
      [],
      [wagon().unit],
      [named("team", "The team")],
    ),
  "ow.overturn": () => {
    const empty = wagon({ team: { id: "team", animals: 0, wounds: 0, dead: 0, hurtCutOut: false } });
    const emptied = {
      ...empty,
      unit: { ...empty.unit, figures: empty.unit.figures.map((f) => ({ ...f, incapacitated: true })) },
    };
    return rec(
      overturnAsBarricade(
        emptied,
        ["f1", "f2", "f3", "f4"].map((id) => named(id, id)),
      ),
      [],
      [emptied.unit],
    );
  },
};
