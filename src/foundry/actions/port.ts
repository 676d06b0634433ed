/**
 * The table as the actions see it: ONE typed port. Every handler reads and writes the table
 * only through it (the pieces, targets, scene geometry, dialogs, the user, the options, the
 * draw request, effect writes, chat messages, warnings). The Foundry implementation is
 * foundry-port.ts (the only file under actions/ that reads Foundry's globals); tests use the
 * double in tests/doubles/.
 *
 * Everything is addressed by actor UUID (a part id "<actor>#limber" where a rule names a part),
 * and every piece is the engine's own state (UnitState, FigureState, WagonState): no Foundry
 * document crosses the port.
 */
import type { ActionCard } from "@rules/cards/schema";
import type { Figure, Point } from "@rules/geometry";
import type { Effect, FigureState, UnitState, WeaponProfile } from "@rules/model";
import type { RulesOptions } from "@rules/options";
import type { WagonState } from "@rules/old-west/wagons";
import type { HerdState } from "@rules/old-west/animals";
import type { DrawService } from "@foundry/cards/ports";
import type { ChatSpeaker } from "@foundry/chat/post";
import type { Format } from "@foundry/shared/format";
import type { AskConfig, Answers } from "./ask";
import type { FireDialogConfig } from "./fire/fire-dialog";
import type { FireDialogState } from "./fire/fire-view";
import type { GunSource } from "@foundry/data/sources";
import type { ActionRequest } from "./layer";
import type { BurstSize } from "@rules/cards/schema";
import type { BreachTarget } from "@rules/old-west/dynamite";
import type { BlastFigure } from "@rules/procedures/he";
import type { ChargeWrite, TableCharge } from "./charge/table-charge";
import type { StampedeGround } from "./stampede/requests";
import type { StampedePath } from "@rules/old-west/stampede-terrain";
import type { Opening } from "@rules/napoleonic/closeOrder";

export interface ArmedWith {
  readonly profile: WeaponProfile;
  readonly name: string;
}

/** What a button on an actor acts for: a figure and its unit, or a unit (or a lone figure as a unit of one). */
export interface TablePiece {
  /** The unit (or lone figure) acting. */
  readonly unit: UnitState;
  /** UUID of the actor holding the unit's data (unit, gun, wagon, herd; the figure when alone). */
  readonly unitActorId: string;
  /** The figure the button was on, null when it was on the unit. */
  readonly figure: FigureState | null;
}

/**
 * A gun actor as the actions read it: its crew unit (data model translation), its stored data, the wagon carrying it
 * (OW-5.2f).
 */
export interface GunPiece {
  readonly unit: UnitState;
  readonly source: Pick<GunSource, "kind" | "limbered" | "limber">;
  readonly wagon: WagonState | null;
}

export interface ActionPort {
  /* ---------------------------------------------------------------- rules and user */
  /** The rules in play (the world's options). */
  options(): RulesOptions;
  /** This user's id. */
  userId(): string;
  /** Is this user a GM (OW-6b: what "the GM sets up" only a GM does)? */
  isGM(): boolean;
  /** Localize (and format) a player-facing string. */
  readonly format: Format;
  /** Show a localized warning (nothing else happens). */
  warn(key: string, data?: Readonly<Record<string, string | number>>): void;
  /** Show a localized error (an action failed). */
  error(key: string, data?: Readonly<Record<string, string | number>>): void;

  /* ---------------------------------------------------------------- pieces on the table */
  /** What a button on this actor acts for; null when the actor is no piece. */
  piece(actorId: string): TablePiece | null;
  /** The units whose tokens this user targeted, each once, in targeting order. */
  targetedUnits(): readonly UnitState[];
  /** The targeted tokens that are figures, each with its unit, in targeting order. */
  targetedFigures(): readonly { readonly figure: FigureState; readonly unit: UnitState }[];
  /** Every unit with a token on the viewed scene, each once. */
  unitsOnScene(): readonly UnitState[];
  /** OW-9.3 the rules' view of a wagon actor; null for any other actor. */
  wagon(actorId: string): WagonState | null;
  /** OW-9.3c the wagon this user targeted, else the one the figure is aboard; null when none. */
  wagonFor(figure: FigureState): WagonState | null;
  /** The gun actor (crew unit, stored data, the wagon carrying it OW-5.2f); null for any other actor. */
  gun(actorId: string): GunPiece | null;
  /** The weapon a figure (actor UUID) uses, null when unarmed. */
  weaponOf(figureId: string): ArmedWith | null;

  /* ---------------------------------------------------------------- geometry */
  /** Inches between two pieces' tokens on the viewed scene, null when either has none. */
  distance(fromId: string, toId: string): number | null;
  /**
   * OW-5.2e / OW-5.2f / NAP-5.4.2 may this shooter (figure of `unitId`) fire at the target figure?
   * Measured from the gun's token when the unit is a gun's crew (a wagon-mounted gun: the wagon's),
   * else from the figure's own; true when either is off the table or the shooter has no arc.
   */
  inArc(shooterId: string, unitId: string, targetId: string): boolean;
  /**
   * OW-5.2e the facing (rules' degrees) of the button's token (else the actor's on the scene), null when it has none.
   */
  tokenFacing(request: ActionRequest): number | null;

  /* ---------------------------------------------------------------- dialogs */
  /** A small dialog of a few fields; null when the user closes it. */
  ask(config: AskConfig): Promise<Answers | null>;
  /** CORE-5 the fire dialog; the confirmed state, null when closed. */
  fireDialog(config: FireDialogConfig): Promise<FireDialogState | null>;

  /* ---------------------------------------------------------------- cards, writes, chat */
  /** The cards that can still be drawn from the user's Action Deck (the exact odds' pool). */
  pool(): readonly ActionCard[];
  /** The speaker of a message about this actor. */
  speaker(actorId: string): ChatSpeaker;
  /** The GM's draw service (cards are drawn there; the GM posts the ONE message). */
  draw(): Pick<DrawService, "resolve">;
  /** May this user write these effects himself (GM, or owner of every actor)? */
  mayWrite(effects: readonly Effect[]): boolean;
  /** Write effects in one batch (documents/effects.ts) for an action that draws no card. */
  applyEffects(effects: readonly Effect[]): Promise<void>;
  /** Create one chat message. */
  createMessage(data: ChatMessage.CreateData): Promise<void>;

  /* ---------------------------------------------------------------- artillery (issue 16, NAP-7) */
  /**
   * NAP-7.3 the tokens of these pieces (actor UUIDs) on the viewed scene as the rules' geometry
   * reads them (inches, base, facing), each `id` the actor UUID asked for; a piece without a
   * token is left out.
   */
  figuresAt(ids: readonly string[]): readonly Figure[];
  /**
   * NAP-7.2 the activation card now in play as the rules key it (activationKey: turn and card
   * id of the last card drawn from the Activation Deck); null when none has been drawn.
   */
  activation(): string | null;
  /**
   * NAP-7.3 a point the user clicks on the viewed scene (inches); null when cancelled (right click,
   * Escape) or no scene. `prompt`: the lang key of the notification asking for it (default: the gun's target point).
   */
  pickPoint(prompt?: string): Promise<Point | null>;

  /* ---------------------------------------------------------------- Gatlings and wagons (issue 15, OW-5.2, OW-9.3) */
  /**
   * OW-5.2e / OW-5.2f the line of fire of a gun's crew (`unitId`, the gun actor) to a target figure
   * (actor UUID or part id): the gun's token (a wagon-mounted gun: the wagon's) with its facing and
   * the target's token, in inches on the viewed scene; null when either is off it.
   */
  firingLine(unitId: string, targetId: string): { readonly gun: Figure; readonly target: Figure } | null;
  /**
   * OW-5.2e / OW-5.2f show the arc of fire of a gun crew's token (a wagon-mounted gun: the wagon's) on this user's
   * canvas; nothing is stored.
   */
  showArc(unitId: string): void;

  /* ---------------------------------------------------------------- dynamite: placed charges and forced moves (issue 15) */
  /** OW-6.1.2 the placed charges on the viewed scene: explosive items past "carried", not yet exploded. */
  charges(): readonly TableCharge[];
  /**
   * OW-6.1.2 write a charge (its explosive item: fuse state, points); created on the holder when `id` is null. Its
   * UUID.
   */
  saveCharge(charge: ChargeWrite): Promise<string>;
  /** OW-6.1.2 a figure's base on the viewed scene (inches), null when it has no token. */
  figureBase(figureId: string): Figure | null;
  /**
   * CORE-9 / OW-6.1.2 the template of this size drawn on the canvas centred here (inches); the figures under it, each
   * with its unit.
   */
  figuresUnder(at: Point, size: BurstSize): Promise<readonly BlastFigure[]>;
  /** OW-6.1.2 the charge's command die: a d6 rolled like every command die (Foundry's Roll). */
  rollD6(): Promise<number>;
  /** OW-6.1.2b the wall or door a charge lying here is set against (in contact), null when none. */
  wallAt(at: Point): BreachTarget | null;
  /**
   * OW-6.1.2b write a breach: the door opens, the wall segment is removed; false when this user may not write walls
   * (not a GM).
   */
  breachWall(target: BreachTarget, gapInches: number): Promise<boolean>;
  /**
   * CORE-6 / CORE-7 / OW-9 a forced move: this figure's token goes to `to` (inches, its centre); false when refused.
   */
  moveToken(figureId: string, to: Point): Promise<boolean>;
  /**
   * Issue 15 draw forced moves' paths on the canvas (a band each, kept with the result message `messageId`) before they
   * are confirmed.
   */
  drawMoves(paths: readonly { readonly from: Point; readonly to: Point }[], messageId: string | null): Promise<void>;
  /* ---------------------------------------------------------------- issue 15: animals, heroes, core checks */
  /** OW-9.2 the rules' view of a herd actor (a herd or a lone animal such as a grizzly); null for any other actor. */
  herd(actorId: string): HerdState | null;
  /**
   * OW-9.2.7 / OW-9.2.7c a stampeding herd's ground on the scene of the request's token (else the
   * viewed scene): its tokens, the central token's facing, every other figure, the scene's
   * obstacles; null when the herd has no token there.
   */
  stampedeGround(request: ActionRequest): Promise<StampedeGround | null>;
  /**
   * OW-9.2.7 / OW-9.2.7c the stampede's run on the canvas: its path(s) drawn, the herd's tokens
   * moved by `displacement` (inches) in one update (a split herd: each animal along its side's path).
   */
  runStampede(ground: StampedeGround, paths: readonly StampedePath[], displacement: Point): Promise<void>;
  /** OW-9.2.7b one chat prompt naming each trampled figure (token id, animals within 1") with its Trample button. */
  offerTrampling(
    ground: StampedeGround,
    herdId: string,
    trampled: readonly { readonly tokenId: string; readonly animals: number }[],
  ): Promise<void>;
  /* ---------------------------------------------------------------- issue 16 close order, Indians (NAP-5, NAP-8.2) */
  /** Show a localized note (a check the table asked for passed; nothing is written). */
  info(key: string, data?: Readonly<Record<string, string | number>>): void;
  /* ---------------------------------------------------------------- issue 16 close order movement (NAP-5.3) */
  /**
   * NAP-5.3 the doors and windows (walls) the straight path between two points (inches) of the viewed scene crosses;
   * empty when none or no scene.
   */
  openingsCrossed(from: Point, to: Point): readonly Opening[];
  /* ---------------------------------------------------------------- issue 16 engineers (NAP-8.1) */
  /**
   * NAP-8.1 mark on the viewed scene where the engineers' charges lie (inches): a small marker, kept until they go off.
   */
  markCharges(at: Point): Promise<void>;
}
