/**
 * What an action folder tells the screens about itself, loaded at start (its behaviour loads on
 * first use): each action's id, label and icon, which pieces offer it and when (the sheets show
 * its button only then), whether the token HUD shows it, its default key; the result kinds the
 * folder owns with their chat lines and headline; the buttons it adds to a chat card. The sheets,
 * the token HUD, the keybindings and the chat card read every folder's manifest in loops
 * (actions/manifests.ts); nothing lists the actions by hand.
 */
import type { Era } from "@rules/options";
import type { ResultKind, ResultOf } from "@rules/results";
import type {
  ExplosiveSource,
  FigureSource,
  GunSource,
  HerdSource,
  UnitSource,
  WagonSource,
} from "@foundry/data/sources";
import type { ResultRecord } from "./result-record";
import type { Ctx, LineWriter } from "./result-lines";

/** The kinds of piece a sheet shows actions for. */
export type PieceKind = "figure" | "unit" | "gun" | "wagon" | "herd";

/** Where a button sits on a sheet: its group (the sheet's sections), then its order. */
export type SheetGroup = "move" | "fire" | "fight" | "special";

/** The sheet's groups in the order a turn meets them (the sheet, the token HUD and Token Action HUD). */
export const SHEET_GROUPS: readonly SheetGroup[] = ["move", "fire", "fight", "special"];

/** What a sheet knows of a piece when it decides which buttons to show (its stored data and the rules in play). */
export interface OfferContexts {
  readonly figure: {
    readonly source: FigureSource;
    readonly era: Era;
    /** The weapon in use (owned item id) and the printed table row it is, null when unarmed. */
    readonly weapon: { readonly id: string; readonly tableId: string | null } | null;
    /** The fuse states of the charges he has placed (explosive items past "carried"). */
    readonly chargeStates: readonly ExplosiveSource["fuse"]["state"][];
    /** The sheet is in edit mode and this user may edit it (OW-6b: the GM's set-up buttons). */
    readonly editMode: boolean;
  };
  readonly unit: { readonly source: UnitSource; readonly era: Era; readonly closeOrder: boolean };
  readonly gun: { readonly source: GunSource };
  readonly wagon: { readonly source: WagonSource };
  readonly herd: { readonly source: HerdSource };
}

/** How one kind of piece offers an action. */
interface PieceOffer<K extends PieceKind> {
  /** Its place on the sheet among the piece's buttons (lower first). */
  readonly order: number;
  /** Shown only when this holds (absent: always). */
  readonly when?: (piece: OfferContexts[K]) => boolean;
  /** The sheet's main button (drawn larger). */
  readonly primary?: (piece: OfferContexts[K]) => boolean;
  /**
   * Why the button is missing now although this piece could use it in another state (a lang key:
   * "No Out of Ammunition marker…"), null when it is offered or the piece can never use it; the
   * sheet shows the reasons on its section's caption.
   */
  readonly notNow?: (piece: OfferContexts[K]) => string | null;
  /** The button's data-* attributes (e.g. the weapon in use). */
  readonly params?: (piece: OfferContexts[K]) => Readonly<Record<string, string>>;
}

export interface ManifestAction {
  /** The id buttons and keys name (data-cp-action) and the action layer runs. */
  readonly id: string;
  /** Its name: a lang key (COMBAT_PATROL.Action.<id>). */
  readonly label: string;
  /** A Font Awesome class list ("fa-solid fa-crosshairs"). */
  readonly icon: string;
  readonly group: SheetGroup;
  /** The pieces whose sheets offer it, and when. */
  readonly offer?: { readonly [K in PieceKind]?: PieceOffer<K> };
  /** A button on the token HUD (in this order among the HUD's buttons). */
  readonly hud?: { readonly order: number };
  /** A default key on the selected token: Shift plus this KeyboardEvent.code; rebindable in Configure Controls. */
  readonly key?: { readonly binding: string; readonly code: string };
}

/** How a result kind reads on a chat card: its lines, and a headline where the engine's summary is no player wording. */
export interface ResultPresentation<K extends ResultKind> {
  /** The rule the result comes from (a rule ID): the card's "Why?" opens its page of the rules reference. */
  readonly rule: string;
  readonly lines: LineWriter<ResultOf<K>>;
  readonly headline?: (ctx: Ctx, result: ResultOf<K>) => string;
}

/** The presentations a folder owns, by result kind. */
type ResultPresentations = { readonly [K in ResultKind]?: ResultPresentation<K> };

/**
 * A button an action adds to a result's chat card (the action it runs, for which piece, with what):
 * the result card (chat/result-offers.ts) prints it as a `data-action` button of its template to
 * the piece's owner (or the GM), with the moves' buttons that every result has.
 */
export interface ChatButton {
  /** Which button this is (for tests). */
  readonly id: string;
  /** Its place among the card's action buttons, lower first. */
  readonly order: number;
  /** The buttons this record offers (none when it offers none). */
  readonly offers: (record: ResultRecord, reads: ChatButtonReads) => readonly ChatButtonOffer[];
}

/** What a chat button may read besides the record (the result card reads them from the world). */
export interface ChatButtonReads {
  /** The chat message the card is. */
  readonly messageId: string;
  /** OW-6.1.4 how many sticks and bundles of dynamite the figure (actor UUID) carries. */
  carried(actorId: string): number;
}

export interface ChatButtonOffer {
  /** The action the button runs (performAction), for this actor UUID, with these params. */
  readonly action: string;
  readonly actorId: string;
  readonly params: Readonly<Record<string, string>>;
  /**
   * Its text (a lang key and its data) and icon; without one the button reads "<the action>:
   * <the figure>", as the sheet names the action, with no icon.
   */
  readonly label?: { readonly key: string; readonly data?: Readonly<Record<string, string | number>> };
  readonly icon?: string;
}

export interface ActionManifest {
  readonly actions: readonly ManifestAction[];
  readonly results?: ResultPresentations;
  readonly chatButtons?: readonly ChatButton[];
}

/**
 * The result kinds some folder's manifest owns: each manifest that owns kinds augments this
 * interface beside its `results` (`declare module "@foundry/kernel/action-manifest" { interface
 * OwnedResults { fire: true } }`), so a kind the engine adds without an owner fails the type
 * check below; the manifests test checks at run time that each owned kind has exactly one
 * presentation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OwnedResults {}

type Unowned = Exclude<ResultKind, keyof OwnedResults>;
/** Fails the type check with the unowned kinds' names while any result kind has no owner. */
export const EVERY_RESULT_OWNED: [Unowned] extends [never] ? true : Unowned = true;

/** An action folder's manifest, typed (the one default export of actions/<folder>/<folder>-manifest.ts). */
export function defineManifest<const M extends ActionManifest>(manifest: M): M {
  return manifest;
}
