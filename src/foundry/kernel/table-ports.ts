/**
 * The table as an action sees it: role ports, one object each. A handler (and, through the draw
 * context, a GM procedure) reads and writes the table only through them; no Foundry document
 * crosses a port. Everything is addressed by actor UUID (a part id "<actor>#limber" where a rule
 * names a part), and every piece is the engine's own state (UnitState, FigureState, WagonState).
 *
 * Implementations: kernel/foundry-table.ts (user, pieces, dialogs, draw, writes) and
 * canvas/foundry-canvas-ports.ts (scene, canvas), which the canvas provides at init; tests use
 * one double per role (tests/doubles/table/).
 */
import type { ActionCard, BurstSize } from "@rules/cards/schema";
import type { Figure, Point, Polygon } from "@rules/geometry";
import type { Effect, FigureState, UnitState, WeaponProfile } from "@rules/model";
import type { RulesOptions } from "@rules/options";
import type { WagonState } from "@rules/old-west/wagons";
import type { HerdState } from "@rules/old-west/animals";
import type { BreachTarget } from "@rules/old-west/dynamite";
import type { BlastFigure } from "@rules/procedures/he";
import type { StampedeObstacle, StampedePath } from "@rules/old-west/stampede-terrain";
import type { Opening } from "@rules/napoleonic/close-order-opening";
import type { Terrain } from "@rules/terrain";
import type { Allegiance } from "@rules/sides";
import type { Format } from "@foundry/shared/format";
import type { GunSource } from "@foundry/data/sources";
import type { ChargeWrite, TableCharge } from "@foundry/data/placed-charge";
import type { DrawService } from "./draw-ports";
import type { ChatSpeaker } from "./result-message";
import type { ChatCard } from "./chat-card";
import type { AskConfig, Answers } from "./ask-dialog";
import type { ActionRequest } from "./action-layer";

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

/** A gun actor as the actions read it: its crew unit, its stored data, the wagon carrying it (OW-5.2f). */
export interface GunPiece {
  readonly unit: UnitState;
  readonly source: Pick<GunSource, "kind" | "limbered" | "limber">;
  readonly wagon: WagonState | null;
}

/**
 * OW-9.2.7 / OW-9.2.7c where a stampeding herd runs: its tokens as figures (ids = token ids),
 * every other figure on the scene, the central figure's facing (the scatter clock's 12 o'clock)
 * and the scene's walls, fences and marked areas (inches).
 */
export interface StampedeGround {
  /** The scene the herd's tokens stand on. */
  readonly sceneId: string;
  readonly herdAt: readonly Figure[];
  readonly others: readonly Figure[];
  readonly referenceBearing: number;
  readonly obstacles: readonly StampedeObstacle[];
}

/** The user at this client: the rules in play, who he is, what he is told. */
export interface UserPort {
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
  /** Show a localized note (a check the table asked for passed; nothing is written). */
  info(key: string, data?: Readonly<Record<string, string | number>>): void;
}

/** The pieces on the table, as the engine's states. */
export interface PiecesPort {
  /** What a button on this actor acts for; null when the actor is no piece. */
  piece(actorId: string): TablePiece | null;
  /** The units whose tokens this user targeted, each once, in targeting order. */
  targetedUnits(): readonly UnitState[];
  /** The targeted tokens that are figures, each with its unit, in targeting order. */
  targetedFigures(): readonly { readonly figure: FigureState; readonly unit: UnitState }[];
  /** Every unit with a token on the viewed scene, each once. */
  unitsOnScene(): readonly UnitState[];
  /**
   * Whose side a unit (its actor UUID) is on, as the table shows it (src/rules/sides.ts): its
   * tokens' disposition on the scene they stand on, and the players who own its actor.
   */
  allegiance(unitId: string): Allegiance;
  /** Does the world's engine opponent play this unit's side (kernel/engine-side.ts)? */
  playedByEngine(unitId: string): boolean;
  /** OW-9.3 the rules' view of a wagon actor; null for any other actor. */
  wagon(actorId: string): WagonState | null;
  /** OW-9.3c the wagon this user targeted, else the one the figure is aboard; null when none. */
  wagonFor(figure: FigureState): WagonState | null;
  /** The gun actor (crew unit, stored data, the wagon carrying it OW-5.2f); null for any other actor. */
  gun(actorId: string): GunPiece | null;
  /** The weapon a figure (actor UUID) uses, null when unarmed. */
  weaponOf(figureId: string): ArmedWith | null;
  /** OW-9.2 the rules' view of a herd actor (a herd or a lone animal such as a grizzly); null for any other actor. */
  herd(actorId: string): HerdState | null;
  /** The players (not GMs) connected now who own any of these actors (figure ids: a part counts as its actor). */
  playersOwning(actorIds: readonly string[]): readonly TableUser[];
}

/** A user at the table, by id and name. */
export interface TableUser {
  readonly id: string;
  readonly name: string;
}

/** Facts the scene holds, measured as the rules measure them (inches, rules' degrees). */
export interface ScenePort {
  /** Inches between two pieces' tokens on the viewed scene, null when either has none. */
  distance(fromId: string, toId: string): number | null;
  /**
   * OW-5.2e / OW-5.2f / NAP-5.4.2 may this shooter (figure of `unitId`) fire at the target figure?
   * Measured from the gun's token when the unit is a gun's crew (a wagon-mounted gun: the wagon's),
   * else from the figure's own; true when either is off the table or the shooter has no arc.
   */
  inArc(shooterId: string, unitId: string, targetId: string): boolean;
  /** OW-5.2e the facing (rules' degrees) of the button's token (else the actor's on the scene), null when it has none. */
  tokenFacing(request: ActionRequest): number | null;
  /**
   * NAP-7.3 the tokens of these pieces (actor UUIDs) on the viewed scene as the rules' geometry
   * reads them (inches, base, facing), each `id` the actor UUID asked for; a piece without a
   * token is left out.
   */
  figuresAt(ids: readonly string[]): readonly Figure[];
  /**
   * OW-5.2e / OW-5.2f the line of fire of a gun's crew (`unitId`, the gun actor) to a target figure
   * (actor UUID or part id): the gun's token (a wagon-mounted gun: the wagon's) with its facing and
   * the target's token, in inches on the viewed scene; null when either is off it.
   */
  firingLine(unitId: string, targetId: string): { readonly gun: Figure; readonly target: Figure } | null;
  /** OW-6.1.2 a figure's base on the viewed scene (inches), null when it has no token. */
  figureBase(figureId: string): Figure | null;
  /** OW-6.1.2b the wall or door a charge lying here is set against (in contact), null when none. */
  wallAt(at: Point): BreachTarget | null;
  /** NAP-5.3 the doors and windows the straight path between two points (inches) crosses; empty when none. */
  openingsCrossed(from: Point, to: Point): readonly Opening[];
  /**
   * NAP-6.1.2b the ground the GM marked impassable to mounted troops on the viewed scene
   * (drawings flagged so), as polygons in inches; empty when none.
   */
  impassableToMounted(): readonly Polygon[];
  /** OW-6.1.2 the placed charges on the viewed scene: explosive items past "carried", not yet exploded. */
  charges(): readonly TableCharge[];
  /**
   * OW-9.2.7 / OW-9.2.7c a stampeding herd's ground on the scene of the request's token (else the
   * viewed scene); null when the herd has no token there.
   */
  stampedeGround(request: ActionRequest): Promise<StampedeGround | null>;
  /**
   * CORE-5 / CORE-7 / NAP-5.3 the ground the rules read on a scene (inches): every region the GM
   * marked with the Terrain behavior as an area, every wall that is an obstacle (a flagged fence,
   * hedge, stone wall or ditch; a closed door or sight-blocking wall as a building's wall). Empty
   * when the scene does not exist; without an id, the viewed scene (as figuresAt). src/rules/terrain
   * answers from it (standing in, sight, cover).
   */
  terrain(sceneId?: string): Terrain;
}

/** What the user sees and does on the canvas, and what changes there (tokens, walls, templates, marks). */
export interface CanvasPort {
  /**
   * NAP-7.3 a point the user clicks on the viewed scene (inches); null when cancelled (right click,
   * Escape) or no scene. `prompt`: the lang key of the notification asking for it (default: the gun's target point).
   */
  pickPoint(prompt?: string): Promise<Point | null>;
  /** OW-5.2e / OW-5.2f show the arc of fire of a gun crew's token (a wagon-mounted gun: the wagon's); nothing is stored. */
  showArc(unitId: string): void;
  /** CORE-9 / OW-6.1.2 the template of this size drawn centred here (inches); the figures under it, each with its unit. */
  figuresUnder(at: Point, size: BurstSize): Promise<readonly BlastFigure[]>;
  /** OW-6.1.2 write a charge (its explosive item: fuse state, points); created on the holder when `id` is null. Its UUID. */
  saveCharge(charge: ChargeWrite): Promise<string>;
  /**
   * CORE-6 / CORE-7 / OW-9 a forced move: this figure's token goes to `to` (inches, its centre); false when refused.
   * NAP-5.3b `facing` (rules' degrees): the token turned to it too (a close order line's wheel).
   */
  moveToken(figureId: string, to: Point, facing?: number): Promise<boolean>;
  /** Forced moves' paths drawn (a band each, kept with the result message `messageId`) before they are confirmed. */
  drawMoves(paths: readonly { readonly from: Point; readonly to: Point }[], messageId: string | null): Promise<void>;
  /** OW-9.2.7 / OW-9.2.7c the stampede's run: its path(s) drawn, the herd's tokens moved by `displacement` (inches). */
  runStampede(ground: StampedeGround, paths: readonly StampedePath[], displacement: Point): Promise<void>;
  /** OW-9.2.7b one chat prompt naming each trampled figure (token id, animals within 1") with its Trample button. */
  offerTrampling(
    ground: StampedeGround,
    herdId: string,
    trampled: readonly { readonly tokenId: string; readonly animals: number }[],
  ): Promise<void>;
  /** NAP-8.1 mark where the engineers' charges lie (inches): a small marker, kept until they go off. */
  markCharges(at: Point): Promise<void>;
}

/** A dialog of an action's own (its window class loads with the action): opened through the dialogs port. */
export interface CustomDialog<Config, Result> {
  /** Names it to a test double, which answers it by id. */
  readonly id: string;
  open(config: Config): Promise<Result | null>;
}

/** The questions an action asks before any card is drawn. */
export interface DialogPort {
  /** A small dialog of a few fields; null when the user closes it. */
  ask(config: AskConfig): Promise<Answers | null>;
  /** An action's own dialog (the fire dialog); its confirmed result, null when closed. */
  open<Config, Result>(dialog: CustomDialog<Config, Result>, config: Config): Promise<Result | null>;
}

/** The cards (and the command dice): drawn on the active GM's client. */
export interface DrawPort {
  /** Resolve one action over this user's Action Deck on the GM's client (the GM posts the ONE message). */
  readonly resolve: DrawService["resolve"];
  /** The cards that can still be drawn from the user's Action Deck (the exact odds' pool). */
  pool(): readonly ActionCard[];
  /**
   * NAP-7.2 the activation card now in play as the rules key it (activationKey: turn and card
   * id of the last card drawn from the Activation Deck); null when none has been drawn.
   */
  activation(): string | null;
  /** OW-6.1.2 a placed charge's command die: a d6 rolled like every command die (Foundry's Roll). */
  rollD6(): Promise<number>;
}

/** Writes this user makes himself: effects on pieces he may change, chat messages. */
export interface WritesPort {
  /** The speaker of a message about this actor. */
  speaker(actorId: string): ChatSpeaker;
  /** May this user write these effects himself (GM, or owner of every actor)? */
  mayWrite(effects: readonly Effect[]): boolean;
  /** Write effects in one batch (documents/effects.ts) for an action that draws no card. */
  applyEffects(effects: readonly Effect[]): Promise<void>;
  /** Create one chat message. */
  createMessage(data: ChatMessage.CreateData): Promise<void>;
  /**
   * Create one chat message whose content is a chat card kind's template rendered with this data
   * (every value escaped); its message id (null when none was made).
   */
  createCard<Ctx>(card: ChatCard<Ctx>, data: object, speaker: ChatSpeaker): Promise<string | null>;
  /** Render a card's message again with new data (its content replaced: what it says and offers now). */
  updateCard<Ctx>(messageId: string, card: ChatCard<Ctx>, data: object): Promise<void>;
}

/** The whole table, one port per role. A function that needs two roles takes `Pick<Table, "scene" | "pieces">`. */
export interface Table {
  readonly user: UserPort;
  readonly pieces: PiecesPort;
  readonly scene: ScenePort;
  readonly canvas: CanvasPort;
  readonly dialogs: DialogPort;
  readonly draw: DrawPort;
  readonly writes: WritesPort;
}

/**
 * The part of the table a function uses: some members of some roles, e.g.
 * `TableUses<{ scene: "distance"; pieces: "weaponOf" }>`. The whole table fits; so does a small
 * object with just those members (a preview, a test).
 */
export type TableUses<R extends { readonly [K in keyof Table]?: keyof Table[K] }> = {
  readonly [K in keyof R & keyof Table]: Pick<Table[K], R[K] & keyof Table[K]>;
};

/** The roles the canvas implements (canvas/foundry-canvas-ports.ts), provided at init. */
export type CanvasRoles = Pick<Table, "scene" | "canvas">;

let canvasRoles: (() => Promise<CanvasRoles>) | null = null;

/** The canvas calls this at init: its roles, loaded with the first action (the start-up bundle stays small). */
export function provideCanvasRoles(loader: (() => Promise<CanvasRoles>) | null): void {
  canvasRoles = loader;
}

/** The canvas's roles; refused when the canvas concept never provided them (it starts before any action). */
export async function loadCanvasRoles(): Promise<CanvasRoles> {
  if (!canvasRoles) throw new Error("Combat Patrol: the canvas did not provide the scene to the actions");
  return canvasRoles();
}
