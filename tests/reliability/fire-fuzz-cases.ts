/**
 * The fire requests the fire fuzz sends (CORE-5): the posse and the raiders it fires at, the world
 * the GM's client reads them from, a good volley, and the generators of bad ones (each with the
 * refusal and the field it must name).
 */
import type { FigureState, UnitState } from "@rules/model";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import type { FireInput } from "@rules/procedures/fire";
import type { FireParamsContext } from "@rules/validation/fire";
import type { Prng } from "../doubles/recording";
import { worldOfUnits } from "../doubles/roles/world";
import { DELETE, withLeaf, wrongType } from "./fuzz";

function figure(id: string, over: Partial<FigureState> = {}): FigureState {
  return {
    id,
    name: id.slice(6, 11),
    guts: "regular",
    accuracy: "regular",
    melee: 0,
    endurance: 2,
    reaction: 3,
    wounds: 0,
    stunned: false,
    incapacitated: false,
    outOfAmmo: 0,
    pinned: false,
    mounted: false,
    hidden: false,
    hero: false,
    sniper: false,
    leaderRank: null,
    trained: false,
    weaponId: "ow.rifle",
    ...over,
  };
}
export const shooters = ["Actor.cole00000000001", "Actor.dunn00000000001", "Actor.mears0000000001"].map((id) =>
  figure(id),
);
export const targets = ["Actor.curry0000000001", "Actor.hale00000000001"].map((id) => figure(id));
export const posse: UnitState = {
  id: "Actor.posse0000000001",
  name: "Posse",
  kind: "foot",
  grade: "regular",
  figures: shooters,
  leaderId: null,
  commandDie: null,
  moraleMarkers: 0,
  closeOrder: false,
  outOfCommand: false,
  acted: false,
};

/** The world the GM's client reads: the posse and the raiders it fires at, every figure with its rifle. */
export const raiders: UnitState = { ...posse, id: "Actor.raiders000000001", name: "Raiders", figures: targets };
export const WORLD = worldOfUnits([posse, raiders], () => frontierWeapon("ow.rifle"));

/** A good volley: three rifles at 18" (medium band, one shot each), no leader directing. */
export function goodFire(): FireInput {
  return {
    unitId: posse.id,
    shooters: shooters.map((f) => ({
      figure: { ...f },
      weapon: structuredClone(frontierWeapon("ow.rifle")),
      rangeInches: 18,
      // CORE-5.2 the posse has no leader: every shot takes that shift, as the dialog starts it.
      shifts: { leaderAbsent: true },
    })),
    target: {
      unitId: "Actor.raiders000000001",
      closeOrder: false,
      figures: targets.map((f) => ({ figure: f, cover: "soft" as const })),
    },
  };
}

export interface Bad {
  readonly fire: unknown;
  readonly key: string;
  /** For badActionParams: the field it must name (prefix). */
  readonly field?: string;
  readonly context?: FireParamsContext;
  readonly kind: string;
}

type Gen = (rnd: Prng, s: number) => Bad;
const shooterPath = (s: number, ...rest: string[]) => ["shooters", String(s), ...rest];

export const GENERATORS: readonly [string, Gen][] = [
  [
    "negativeRange",
    (rnd, s) => ({
      fire: withLeaf(goodFire(), shooterPath(s, "rangeInches"), -(0.1 + rnd.int(100))),
      key: "badDistance",
      kind: "negativeRange",
    }),
  ],
  [
    "notADistance",
    (rnd, s) => ({
      fire: withLeaf(
        goodFire(),
        shooterPath(s, "rangeInches"),
        rnd.pick<unknown>([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, "18", undefined]),
      ),
      key: "badDistance",
      kind: "notADistance",
    }),
  ],
  [
    "unknownWeapon",
    (rnd, s) => ({
      fire: withLeaf(
        goodFire(),
        shooterPath(s, "weapon", "id"),
        rnd.pick(["ow.laser", "nap.phaser", "Item.abcdefghijklmnop", "OW.RIFLE", "ow.rifle "]),
      ),
      key: "unknownWeapon",
      kind: "unknownWeapon",
    }),
  ],
  [
    "missingTarget",
    (rnd) => ({
      fire: rnd.chance(0.5)
        ? withLeaf(goodFire(), ["target"], DELETE)
        : withLeaf(goodFire(), ["target"], rnd.pick<unknown>([null, "Actor.raiders000000001", 7, []])),
      key: "noTarget",
      kind: "missingTarget",
    }),
  ],
  [
    "noTargetFigure",
    (rnd) => ({
      fire: withLeaf(goodFire(), ["target", "figures"], rnd.pick<unknown>([[], null, "all"])),
      key: "noTargets",
      kind: "noTargetFigure",
    }),
  ],
  [
    "emptyShooters",
    (rnd) => ({
      fire: rnd.chance(0.3)
        ? withLeaf(goodFire(), ["shooters"], DELETE)
        : withLeaf(goodFire(), ["shooters"], rnd.pick<unknown>([[], null, {}, "Cole"])),
      key: "noShooters",
      kind: "emptyShooters",
    }),
  ],
  [
    "shotsOverDeck",
    (rnd) => {
      if (rnd.chance(0.5))
        return {
          fire: goodFire(),
          key: "tooManyShots",
          context: { cardsAvailable: rnd.int(3) },
          kind: "shotsOverDeck",
        };
      // More shooters than the deck has cards, one shot each.
      const fire = goodFire();
      const many = Array.from({ length: 51 + rnd.int(60) }, (_, i) => ({
        figure: figure(`Actor.many${String(i).padStart(12, "0")}`),
        weapon: structuredClone(frontierWeapon("ow.rifle")),
        rangeInches: 1,
      }));
      return { fire: { ...fire, shooters: many }, key: "tooManyShots", kind: "shotsOverDeck" };
    },
  ],
  [
    "figureField",
    (rnd, s) => {
      const [field, value] = rnd.pick<[string, unknown]>([
        ["accuracy", "excellent"],
        ["guts", 3],
        ["wounds", -1],
        ["endurance", 0],
        ["stunned", "no"],
        ["leaderRank", "general"],
        ["id", ""],
        ["outOfAmmo", 1.5],
        ["cover", "partial"],
      ]);
      return {
        fire: withLeaf(goodFire(), shooterPath(s, "figure", field), value),
        key: "badActionParams",
        field: `shooters.${s}.figure.${field}`,
        kind: "figureField",
      };
    },
  ],
  [
    "weaponField",
    (rnd, s) => {
      const [path, value] = rnd.pick<[string[], unknown]>([
        [["rof", "short"], 0],
        [["rof", "long"], 1.5],
        [["range", "short"], -3],
        [["reload"], "sometimes"],
        [["hth"], "2"],
        [["range"], null],
      ]);
      return {
        fire: withLeaf(goodFire(), shooterPath(s, "weapon", ...path), value),
        key: "badActionParams",
        field: `shooters.${s}.weapon.${path.join(".")}`,
        kind: "weaponField",
      };
    },
  ],
  [
    "targetField",
    (rnd) => {
      const [path, value] = rnd.pick<[string[], unknown]>([
        [["figures", "0", "cover"], "partial"],
        [["closeOrder"], "yes"],
        [["unitId"], ""],
        [["figures", "1", "figure"], null],
      ]);
      return {
        fire: withLeaf(goodFire(), ["target", ...path], value),
        key: "badActionParams",
        field: `target.${path.join(".")}`,
        kind: "targetField",
      };
    },
  ],
  [
    "shifts",
    (rnd, s) => {
      const [path, value] = rnd.pick<[string[], unknown]>([
        [["extraCanisterUnits"], -1],
        [["extraCanisterUnits"], 0.5],
        [["moved"], "yes"],
        [["extra"], [{ key: "", shifts: 1 }]],
      ]);
      return {
        fire: withLeaf(goodFire(), shooterPath(s, "shifts"), withLeaf({ moved: false }, path, value)),
        key: "badActionParams",
        field: `shooters.${s}.shifts`,
        kind: "shifts",
      };
    },
  ],
  [
    "wrongType",
    (rnd) => {
      const field = rnd.pick(["unitId", "shooters", "target"]);
      const fire = withLeaf(goodFire(), [field], wrongType(rnd, Reflect.get(goodFire(), field)));
      return { fire: rnd.chance(0.1) ? rnd.pick<unknown>([null, 3, "fire", []]) : fire, key: "*", kind: "wrongType" };
    },
  ],
];
