/**
 * The starter adventures' objectives and victory conditions as data (the journals' "Victory
 * conditions" pages in tools/packs/adventure-specs.ts, read in docs/rules-readings.md "The starter
 * adventures' victory"). A scenario names its places (zones.ts), the one objective whose holder the
 * after-action report shows each turn, and each side's conditions: a side wins at the first End of
 * Turn one of its conditions holds. Pieces are named by role ("boss", "posse"): the adventure's flag
 * binds each role to its actors' ids. Evaluated by evaluate.ts.
 */
import type { Zone } from "./zones";

export type ScenarioSide = "a" | "b";

/** One way a side wins, checked at the end of each turn. "The enemy" is the other side. */
export type Condition =
  /** At least `count` of the side's figures reached `zone` (and so left the table) by the end of turn `by`. */
  | { readonly kind: "escape"; readonly zone: string; readonly count: number; readonly by: number }
  /** A figure named by the role is incapacitated. */
  | { readonly kind: "figureDown"; readonly role: string }
  /** The enemy has at most `standing` figures still standing. */
  | { readonly kind: "reducedTo"; readonly standing: number }
  /** Every unit named by the role has no figure standing on the table (shot down, or fallen back off it). */
  | { readonly kind: "unitGone"; readonly role: string }
  /** From turn `from`: more of the side's figures in `zone` than the enemy has figures standing in `against`. */
  | { readonly kind: "outnumber"; readonly zone: string; readonly against: string; readonly from: number }
  /** Every unit named by the role has fewer than half its figures standing. */
  | { readonly kind: "belowHalf"; readonly role: string }
  /** At the end of turn `at`: no enemy figure standing in `zone`. */
  | { readonly kind: "keepOut"; readonly zone: string; readonly at: number };

export interface ScenarioData {
  readonly key: string;
  /** The game's last turn: at its end, a side that has not won by then has not won (a draw). */
  readonly lastTurn: number;
  /** The scenario's places by name. */
  readonly zones: Readonly<Record<string, Zone>>;
  /** The zone whose holder the report shows each turn. */
  readonly objective: string;
  readonly victory: Readonly<Record<ScenarioSide, readonly Condition[]>>;
  /** When both sides meet a condition at the same End of Turn: this side wins (null: a draw). */
  readonly first: ScenarioSide | null;
}

/**
 * "The Dry Creek Bank Job": the gang (side A) gets the money out by the east edge, the law (side
 * B) stops it. Map numbers from tools/packs/maps.ts DRY_CREEK (48" x 36", the creek bridge at
 * 37.5-42.5 x 15.5-20.5).
 */
export const DRY_CREEK_SCENARIO: ScenarioData = {
  key: "dry-creek",
  lastTurn: 6,
  zones: {
    bridge: { kind: "rect", x: 37.5, y: 15.5, w: 5, h: 5 },
    // "leave the table by the east edge": a scene has no outside, so the last inch of the table is the way off it.
    eastEdge: { kind: "rect", x: 47, y: 0, w: 1, h: 36 },
  },
  objective: "bridge",
  victory: {
    a: [
      { kind: "escape", zone: "eastEdge", count: 2, by: 6 },
      { kind: "unitGone", role: "posse" },
    ],
    b: [
      { kind: "figureDown", role: "boss" },
      { kind: "reducedTo", standing: 2 },
    ],
  },
  // Two men off the table with the money have got away: that counts before what happens to the rest.
  first: "a",
};

/**
 * "The Bridge at Les Trois Moulins": the dragoons (side B) cross the mill stream, the garrison
 * (side A) holds the crossroads. Map numbers from tools/packs/maps.ts VILLAGE (the roads cross at
 * 30.25, 20.5; the mill stream's centre line, 2.5" wide).
 */
export const TROIS_MOULINS_SCENARIO: ScenarioData = {
  key: "trois-moulins",
  lastTurn: 8,
  zones: {
    crossroads: { kind: "circle", x: 30.25, y: 20.5, radius: 6 },
    west: {
      kind: "westOf",
      line: [
        { x: 44, y: 0 },
        { x: 46, y: 10 },
        { x: 45, y: 21 },
        { x: 47, y: 30 },
        { x: 46, y: 40 },
      ],
      margin: 1.25,
    },
  },
  objective: "crossroads",
  victory: {
    a: [
      { kind: "belowHalf", role: "troops" },
      { kind: "keepOut", zone: "west", at: 8 },
    ],
    b: [
      { kind: "outnumber", zone: "west", against: "crossroads", from: 5 },
      { kind: "unitGone", role: "gun" },
    ],
  },
  first: null,
};

export const SCENARIOS: readonly ScenarioData[] = [DRY_CREEK_SCENARIO, TROIS_MOULINS_SCENARIO];
