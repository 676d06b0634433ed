/**
 * The chat corpus's Old West cases (corpus.ts): reloading, heroes, dynamite, Gatling guns,
 * herds and stampedes, runaways and wagons.
 */
import { card } from "../../helpers/cards";
import { unit } from "../../helpers/figures";
import { rules, at } from "../../rules/old-west/fixtures";
import type { ResultKind } from "@rules/results";
import { resolveHeroCard, resolveHeroMorale } from "@rules/old-west/heroes";
import {
  carriedDynamiteCheck,
  placeCharge,
  prepareBundle,
  resolveBreach,
  setUpCharge,
  throwDynamite,
} from "@rules/old-west/dynamite";
import { giveDynamite } from "@rules/old-west/dynamite-given";
import { limberAction, refaceGatling, resolveGatlingMove } from "@rules/old-west/gatling";
import { assignHerders, resolveHerdMove } from "@rules/old-west/animals";
import { stampedeCheck, stampedeMove, trampleMelee } from "@rules/old-west/stampede";
import { regainControl, runawayCheck, runawayMove } from "@rules/old-west/runaway";
import { boardWagon, cutOutAnimals, overturnAsBarricade, resolveWagonMove } from "@rules/old-west/wagons";
import { makeRecord, type ResultRecord } from "@foundry/kernel/result-record";
import { named, rec, over, cole, posse, OW, wagon, herd, gatling, hero } from "./corpus-cast";

export const OLD_WEST_CASES = {
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
} satisfies Partial<{ readonly [K in ResultKind]: () => ResultRecord }>;
