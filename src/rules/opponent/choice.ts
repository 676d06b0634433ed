/**
 * What the engine opponent chooses for an activated unit: one action, with the numbers it chose by
 * and why in the players' words (a localization key under COMBAT_PATROL.Opponent and its data, the
 * chat line the table posts). The Foundry side plays it through the same actions a person uses.
 */
import type { CoverKind } from "../cards/read";
import type { Point } from "../geometry";
import type { FireInput } from "../procedures/fire";
import type { CoverGrade } from "../terrain";
import type { DeclaredRound, Structure } from "../tables/artillery";
import type { FormationKind } from "../napoleonic/formation";

/** Why the opponent chose it: a lang key under COMBAT_PATROL.Opponent and its placeholders. */
export interface Why {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
  /** Placeholders whose value is itself a lang key, put in words before the line (a scenario's place). */
  readonly words?: Readonly<Record<string, string>>;
}

/** CORE-5 fire at one enemy unit. */
export interface FireChoice {
  readonly kind: "fire";
  readonly unitId: string;
  readonly targetUnitId: string;
  /** The figures that fire (each sees the target, has it in range and a chance to hit). */
  readonly shooterIds: readonly string[];
  /** The volley as the fire procedure takes it: shooters, ranges, shifts; target figures nearest first, their cover. */
  readonly input: FireInput;
  /** The cover the target has from the nearest shooter (the map's reading). */
  readonly cover: CoverGrade;
  /** P(at least one man of the target goes down), exact over the remaining cards. */
  readonly chance: number;
  /** The mean number of hits, and of hits cover does not save. */
  readonly expectedHits: number;
  readonly expectedThrough: number;
  readonly why: Why;
}

/** What a move is for: the largest part of what it gains ("objective": the scenario's, objective.ts). */
export type MovePurpose = "cover" | "firingPosition" | "advance" | "fallBack" | "objective";

/**
 * NAP-5.3 / NAP-5.3b a close order line's move: it wheels first (`turn` degrees, negative to the
 * left, about `pivot`: the corner of its front on the inside of the turn, or its centre), the
 * outside figure travelling `wheelInches`, then goes `advance` inches straight ahead. `facing` is
 * the way it faced before.
 */
export interface LineMove {
  readonly pivot: Point;
  readonly about: "end" | "centre";
  readonly facing: number;
  readonly turn: number;
  readonly wheelInches: number;
  readonly advance: number;
}

/** CORE-10 move the unit: every standing figure by the same offset, each along a straight path. */
export interface MoveChoice {
  readonly kind: "move";
  readonly unitId: string;
  /**
   * Where each figure goes (its centre), in the unit's order. NAP-5.3b `aim` (a close order line):
   * the point its Move request names as clicked, straight ahead of it after the wheel.
   */
  readonly moves: readonly {
    readonly figureId: string;
    readonly from: Point;
    readonly to: Point;
    readonly aim?: Point;
  }[];
  /** NAP-5.3 a unit in close order moves as a line (close-order-moves.ts); absent: the skirmish move. */
  readonly line?: LineMove;
  /** The length of the move (inches, on the map), and what it costs out of the expected move (slow ground dearer). */
  readonly inches: number;
  readonly cost: number;
  readonly purpose: MovePurpose;
  /** What it gains over standing still, on the doctrine's scale. */
  readonly gain: number;
  readonly why: Why;
}

/** OW-5.1b / NAP-3.1 reload: one activation takes an Out of Ammunition marker off each figure named. */
export interface ReloadChoice {
  readonly kind: "reload";
  readonly unitId: string;
  readonly figureIds: readonly string[];
  readonly why: Why;
}

/**
 * NAP-4 (base 3.14) the leader removes morale markers before the checks (his men then fire with the
 * leader-absent shift this activation), or OW-4d a lone hero removes his own (his only action).
 */
export interface RemoveMarkersChoice {
  readonly kind: "removeMarkers";
  readonly unitId: string;
  /** The figure who removes them: the leader, or the lone hero. */
  readonly figureId: string;
  readonly removes: number;
  /** OW-4d a lone hero: removing is his only action this activation. */
  readonly onlyAction: boolean;
  /** How much less likely a bad morale result (any check not OK) becomes. */
  readonly saves: number;
  readonly why: Why;
}

/** CORE-6 charge into hand to hand: each charger against the enemy figure nearest it. */
export interface ChargeChoice {
  readonly kind: "charge";
  readonly unitId: string;
  readonly targetUnitId: string;
  readonly pairs: readonly { readonly figureId: string; readonly targetFigureId: string; readonly winChance: number }[];
  /** The mean of the pairs' chances to win their fight. */
  readonly winChance: number;
  /**
   * NAP-5.3 a unit in close order charges as a line (close-order-charge.ts, a bayonet charge): its
   * wheel to face the target and its advance straight ahead to contact, and each figure's move as
   * a close order line's (MoveChoice's `moves`, `aim` its clicked point). Absent: each charger's own move.
   */
  readonly line?: LineMove;
  readonly moves?: MoveChoice["moves"];
  readonly why: Why;
}

/**
 * NAP-7.2 load the gun (one load action, the round declared) or NAP-7.3 fire it at an enemy unit
 * (aimed at the centre of its standing figures), as the gun's Load and Fire gun buttons send them.
 */
export interface GunChoice {
  readonly kind: "gun";
  readonly unitId: string;
  readonly step: "load" | "fire";
  /** The round loaded (declared), or fired (the one the gun is loaded with). */
  readonly round: DeclaredRound;
  /** Fire: the targeted unit; load: the enemy the round was chosen against (null: none in reach). */
  readonly targetUnitId: string | null;
  /** Fire: where the gun is laid (the centre of the target's standing figures); null for a load. */
  readonly targetPoint: Point | null;
  /** Fire: the targeted unit's cover from the gun and the building it stands in (the map's reading). */
  readonly cover: CoverGrade;
  readonly structure: Structure | null;
  /** The round's expected figures of the enemy put down and hit, and of anyone else put down (exact odds). */
  readonly expectedDown: number;
  readonly expectedHit: number;
  readonly ownDown: number;
  readonly why: Why;
}

/**
 * OW-9.3a/b the wagon moves at a normal pace (one card) straight from its token to `to`: a way
 * that crosses no linear obstacle and no rough ground (no gap to clear, no bog check) and enters no
 * ground closed to it; its driver and passengers go with it.
 */
export interface WagonMoveChoice {
  readonly kind: "wagonMove";
  readonly unitId: string;
  readonly from: Point;
  readonly to: Point;
  /** The length of the way (inches, on the map): at most the wagon's expected move. */
  readonly inches: number;
  /** What it is for: toward (or to hold) the scenario's objective, or away from the enemy's guns. */
  readonly purpose: "objective" | "fallBack";
  /** What it gains over standing still, on the doctrine's scale. */
  readonly gain: number;
  readonly why: Why;
}

/**
 * NAP-7.1 an artillery piece made ready to go or to fire, as its own buttons send it: limber (the
 * limber within 4"), unlimber, NAP-7.1b bring a limber left beyond 4" back to the gun (Move gun),
 * or move limbered straight to `to` (Move gun, the way clicked).
 */
export interface GunDriveChoice {
  readonly kind: "gunMove";
  readonly unitId: string;
  readonly step: "limber" | "unlimber" | "limberBack" | "move";
  /** Move: where the gun goes (the point clicked); null for the other steps. */
  readonly to: Point | null;
  /** Move: the length of the way (inches, at most the gun's expected move); limber back: the limber's inches off. */
  readonly inches: number;
  /** What the move (or the limbering it is for) gains over standing still, on the doctrine's scale. */
  readonly gain: number;
  readonly why: Why;
}

/** NAP-5.2 the unit changes formation, as Change formation sends it: the formation and the way it faces. */
export interface FormationChoice {
  readonly kind: "formation";
  readonly unitId: string;
  readonly formation: FormationKind;
  /** Whole degrees, the rules' convention. */
  readonly facing: number;
  readonly why: Why;
}

/**
 * OW-5.2 fire the gun, OW-5.2e re-face it, OW-5.2b unlimber or limber it, or move it limbered
 * straight to a point (Move, the way clicked): as the gun's own buttons send them.
 */
export interface GatlingChoice {
  readonly kind: "gatling";
  readonly unitId: string;
  readonly step: "fire" | "reface" | "unlimber" | "limber" | "move";
  /**
   * OW-5.2b move: where the gun goes (the point clicked), the way's inches (at most its expected
   * move) and what it gains over standing still on the doctrine's scale; limber: the gain of the
   * move it limbers up for (`to` null). Null for the other steps.
   */
  readonly move: { readonly to: Point | null; readonly inches: number; readonly gain: number } | null;
  /** Fire / re-face: the enemy unit aimed at (re-face: the one the new facing is for); null to unlimber. */
  readonly targetUnitId: string | null;
  /** Re-face: the new facing (whole degrees, the rules' convention); null otherwise. */
  readonly facing: number | null;
  /** Fire: the target's cover from the gun (the map's reading), sent as the dialog's cover. */
  readonly cover: CoverKind;
  /** P(the burst puts at least one man down), exact over the cards left (re-face: from the new facing). */
  readonly chance: number;
  readonly why: Why;
}

/** Nothing worth doing: the unit stands where it is. */
export interface HoldChoice {
  readonly kind: "hold";
  readonly unitId: string;
  readonly why: Why;
}

export type OpponentChoice =
  | FireChoice
  | MoveChoice
  | ReloadChoice
  | RemoveMarkersChoice
  | ChargeChoice
  | GunChoice
  | GunDriveChoice
  | FormationChoice
  | WagonMoveChoice
  | GatlingChoice
  | HoldChoice;

/** A chance as the chat line shows it: whole percent. */
export const percent = (p: number): number => Math.round(p * 100);

/** An expected number of figures as the chat line shows it: to a tenth. */
export const tenth = (x: number): number => Math.round(x * 10) / 10;
