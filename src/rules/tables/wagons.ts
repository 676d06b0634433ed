/**
 * OW-9.3 Wagons: "Stagecoaches, buggies, Conestoga wagons, and buckboards".
 *
 * Where each number comes from:
 * - OW-9.3 (seed): movement 1 card, 2 galloping, a runaway "at full gallop (2 cards)";
 *   turns over 45 degrees need a bog check; four figures overturn
 *   an empty unhitched wagon; the team counts as one figure when fired on.
 * - REF-001 Westamunda (a period reference, not our engine): team sizes. "Small wagon with
 *   one horse", "Small wagon with two horses", "Large wagon with two horses", "Large wagon
 *   with four horses", "Stagecoach with four horses", "Stagecoach with six horses". We read
 *   the buggy as the one-horse small wagon, the buckboard as the two-horse small wagon, the
 *   Conestoga as the large wagon (default four, two allowed) and the stagecoach as four
 *   (six allowed).
 * - OURS (no seed prints them): passenger capacity of each wagon. Each is a default a
 *   scenario may change.
 */
import { z } from "../zod";
import { findById } from "./common";

export const WAGON_NUMBER_SOURCES = ["OW-9.3", "REF-001", "ours"] as const;
export type WagonNumberSource = (typeof WAGON_NUMBER_SOURCES)[number];

export const WAGON_PACES = ["normal", "gallop", "runaway"] as const;
export type WagonPace = (typeof WAGON_PACES)[number];

export interface Wagon {
  readonly id: string;
  readonly name: string;
  readonly team: {
    /** Default number of animals in the team. */
    readonly animals: number;
    /** Team sizes the reference gives for this kind of wagon. */
    readonly allowed: readonly number[];
    readonly source: WagonNumberSource;
  };
  /** Driver and passengers the wagon carries. */
  readonly capacity: {
    readonly driver: number;
    readonly passengers: number;
    readonly source: WagonNumberSource;
  };
  /** OW-9.3 movement cards by pace (shared by every wagon). */
  readonly movementCards: Readonly<Record<WagonPace, number>>;
  /** What the numbers are read from (for the pack description). */
  readonly notes: string;
}

const source = z.enum(WAGON_NUMBER_SOURCES);
const cards = z.number().check(z.int(), z.minimum(1));

export const wagonSchema = /* @__PURE__ */ z
  .strictObject({
    id: z.string().check(z.regex(/^ow\.[a-z0-9-]+$/)),
    name: z.string().check(z.minLength(1)),
    team: z.strictObject({
      animals: z.number().check(z.int(), z.minimum(1)),
      allowed: z.array(z.number().check(z.int(), z.minimum(1))).check(z.minLength(1)),
      source,
    }),
    capacity: z.strictObject({
      driver: z.number().check(z.int(), z.minimum(1)),
      passengers: z.number().check(z.int(), z.minimum(0)),
      source,
    }),
    movementCards: z.strictObject({ normal: cards, gallop: cards, runaway: cards }),
    notes: z.string(),
  })
  .check(
    z.refine((w) => w.team.allowed.includes(w.team.animals), {
      message: "default team size not among the allowed sizes",
    }),
  ) satisfies z.ZodMiniType<Wagon>;

/** OW-9.3 "Wagons move 1 card per activation or 2 is galloping"; "A runaway wagon moves at full gallop (2 cards)". */
const GALLOP_CARDS = 2;
export const WAGON_MOVEMENT_CARDS = { normal: 1, gallop: GALLOP_CARDS, runaway: GALLOP_CARDS } as const;

/** Printed numbers of the wagon rules (OW-9.3); the runaway trigger 2" is geometry's STARTLE_RANGE. */
export const WAGON_RULES = {
  /** "The team only counts as one figure, regardless of the number of horses (or oxen)." */
  teamCountsAsFigures: 1,
  /** "bog check any time they attempt to turn more than 45 degrees". */
  bogCheckTurnDegrees: 45,
  /** "Four or more figures can spend an activation to overturn an unhitched empty wagon". */
  figuresToOverturn: 4,
  /** "A figure can cut out one horse from a team per activation." */
  animalsCutOutPerFigure: 1,
  /** Boarding or dismounting "at the cost of 1 activation". */
  activationsToBoard: 1,
  /** "The driver and passengers are treated as if they have fence cover" (soft cover). */
  occupantCover: "soft",
} as const;

export const wagonRulesSchema = z.strictObject({
  teamCountsAsFigures: z.number().check(z.int(), z.minimum(1)),
  bogCheckTurnDegrees: z.number().check(z.positive()),
  figuresToOverturn: z.number().check(z.int(), z.minimum(1)),
  animalsCutOutPerFigure: z.number().check(z.int(), z.minimum(1)),
  activationsToBoard: z.number().check(z.int(), z.minimum(1)),
  occupantCover: z.enum(["soft", "hard"]),
});

const DRIVER = 1;

/** OW-9.3 The four wagons. */
export const WAGONS = [
  {
    id: "ow.stagecoach",
    name: "Stagecoach",
    team: { animals: 4, allowed: [4, 6], source: "REF-001" },
    capacity: { driver: DRIVER, passengers: 6, source: "ours" },
    movementCards: WAGON_MOVEMENT_CARDS,
    notes: 'Team: REF-001 "Stagecoach with four horses", "Stagecoach with six horses". Passengers: our default.',
  },
  {
    id: "ow.buggy",
    name: "Buggy",
    team: { animals: 1, allowed: [1, 2], source: "REF-001" },
    capacity: { driver: DRIVER, passengers: 1, source: "ours" },
    movementCards: WAGON_MOVEMENT_CARDS,
    notes: 'Team: REF-001 "Small wagon with one horse", "Small wagon with two horses". Passengers: our default.',
  },
  {
    id: "ow.conestoga",
    name: "Conestoga wagon",
    team: { animals: 4, allowed: [2, 4], source: "REF-001" },
    capacity: { driver: DRIVER, passengers: 4, source: "ours" },
    movementCards: WAGON_MOVEMENT_CARDS,
    notes:
      'Team: REF-001 "Large wagon with two horses", "Large wagon with four horses" (OW-9.3: horses or oxen). Passengers: our default.',
  },
  {
    id: "ow.buckboard",
    name: "Buckboard",
    team: { animals: 2, allowed: [1, 2], source: "REF-001" },
    capacity: { driver: DRIVER, passengers: 4, source: "ours" },
    movementCards: WAGON_MOVEMENT_CARDS,
    notes:
      'Team: REF-001 "Small wagon with two horses", "Small wagon with one horse". Passengers (seat and bed): our default.',
  },
] as const satisfies readonly Wagon[];

export type WagonId = (typeof WAGONS)[number]["id"];

/** OW-9.3 A wagon by id; unknown id = RulesError. */
export function wagon(id: string): Wagon {
  return findById<Wagon>(WAGONS, id, "wagons");
}

/** OW-9.3a Movement cards a wagon draws at a pace (1 normal, 2 galloping or runaway). */
export function wagonMovementCards(w: Pick<Wagon, "movementCards">, pace: WagonPace): number {
  return w.movementCards[pace];
}

/** OW-9.3 Figures aboard at most: the driver plus the passengers. */
export function wagonCapacity(w: Pick<Wagon, "capacity">): number {
  return w.capacity.driver + w.capacity.passengers;
}
