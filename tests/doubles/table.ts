/**
 * THE table double at the actions' port, shared by the table, chat, actions and combat tests:
 * actors as stored sources (translated by the data models' own derive functions), the cards
 * concept's DeckStore and TableWriter (the REAL DrawCoordinator and every action's REAL draw
 * procedure run over them), the effects writer, chat messages, a GM and two players with fixed
 * ids, and `port(user)`: the actions' ActionPort as that user's client sees it (targets, the
 * scene, scripted dialog answers, warnings recorded). Every server write any seam makes is
 * recorded in `writes`, in order. Its parts live beside it: the actors (table-actors.ts), the
 * write records (write-records.ts), stored messages and merged updates (stored-data.ts), stacked
 * decks (stacked-decks.ts) and each role's double (roles/).
 */
import { NO_ENGINE, type EngineOpponent } from "@foundry/kernel/engine-side";
import type { Figure, Point, Polygon } from "@rules/geometry";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { type DeckState } from "@rules/cards/deck";
import { FIRST_CARD, type DrawChance } from "@rules/cards/random";
import type { Table } from "@foundry/kernel/table-ports";
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import type { ActivationDeckState } from "@rules/procedures";
import { PROCEDURE_DEFAULTS } from "@rules/procedures";
import type { DrawCoordinator } from "@foundry/kernel/draw-coordinator";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import type {
  ActionDeckRecord,
  ActivationDeckRecord,
  DeckStore,
  DrawRequest,
  DrawResponse,
  DrawService,
  TableWriter,
  DrawProcedureName,
  ProcedureOutput,
} from "@foundry/kernel/draw-ports";
import type { AuditLog } from "@foundry/kernel/draw-audit";
import type { ResultEntry } from "@foundry/kernel/draw-ports";
import type { ActorUpdate, EffectWriter } from "@foundry/documents/effect-writes";
import type { StampedeGround } from "@foundry/kernel/table-ports";
import { loadProcedure } from "@foundry/actions/catalog";
import { namePieces } from "@foundry/kernel/piece-refs";
import { HERO_CARD } from "@foundry/combat/heroes";
import type { TurnPorts } from "@foundry/combat/turn";
import type { ApplyPorts } from "@foundry/kernel/result-apply";
import { userDouble } from "./roles/user";
import { piecesDouble } from "./roles/pieces";
import { type SceneDocuments, sceneDouble } from "./roles/scene";
import { canvasDouble } from "./roles/canvas";
import { dialogsDouble } from "./roles/dialogs";
import { drawDouble } from "./roles/draw";
import { applyPortsOf, gmCoordinator } from "./roles/gm";
import { writesDouble } from "./roles/writes";
import type { AskConfig } from "@foundry/kernel/ask-dialog";
import type { FireDialogConfig } from "@foundry/actions/fire/fire-dialog";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import { format } from "./format";
import { TableActors } from "./table-actors";
import { assignDeep, storedMessage, type StoredMessage } from "./stored-data";
import { stackedDeck, stackedActivation } from "./stacked-decks";
import { DOUBLE_GRID, V13_SCENE_CONSTANTS, type Write } from "./write-records";
import { turnPortsOf } from "./roles/turn";

import { GM, OTHER, PLAYER } from "./users";
import type { TableCharge } from "@foundry/data/placed-charge";
import type { CurrentActivation } from "@foundry/kernel/activation-flag";
import type { BridgeDrawing, BridgeScene } from "@foundry/canvas/bridge-plan";

export { GM, OTHER, PLAYER };
export { DOUBLE_GRID, V13_SCENE_CONSTANTS, type Write } from "./write-records";
export type { StoredMessage } from "./stored-data";
export { stackedActivation, stackedDeck } from "./stacked-decks";

export class TableDouble extends TableActors {
  readonly writes: Write[] = [];
  readonly messages = new Map<string, StoredMessage>();
  /** "shooter>target" pairs whose target lies outside the shooter's arc (the canvas measures it in play). */
  readonly outOfArc = new Set<string>();
  /**
   * NAP-5.4.2 arcs measured from the tokens as they stand now, as the canvas does (canvas/range.ts):
   * a figure of a unit in close order fires within its front arc. Off: only `outOfArc` (a test sets it).
   */
  arcsFromTokens = false;
  options: RulesOptions = DEFAULT_OPTIONS;
  /** The actor UUIDs whose tokens the user targeted, in order. */
  targets: string[] = [];
  /** The actor UUIDs with a token on the viewed scene (targets to choose from). */
  onScene: string[] = [];
  /**
   * Token dispositions (Foundry's CONST.TOKEN_DISPOSITIONS: 1 FRIENDLY, -1 HOSTILE, 0 NEUTRAL) by
   * actor UUID, all on the viewed scene; absent: no disposition shown (NEUTRAL).
   */
  readonly dispositions = new Map<string, number>();
  /** Token facings (rules' degrees) by actor UUID; absent: no token. */
  readonly facings = new Map<string, number>();
  /** CORE-3 the activation running now, as the combat's flag holds it; null: none runs (free play). */
  currentActivation: CurrentActivation | null = null;
  /** NAP-7.3 token positions (the rules' geometry, inches) by actor UUID; absent: no token. */
  readonly positions = new Map<string, Figure>();
  /** NAP-7.3 the point the user clicks on the table (inches); null: cancelled. */
  pickedPoint: Point | null = null;
  /**
   * OW-5.2e bearings (rules' degrees) from a gun's token to a target ("gun>target"); absent: dead ahead of the gun's
   * facing.
   */
  readonly bearings = new Map<string, number>();
  /** OW-5.2e the tokens (actor UUIDs) whose arc of fire the actions showed on the canvas, in order. */
  readonly arcsShown: string[] = [];
  /** Every dialog the actions opened (title and fields), in order. */
  readonly asked: AskConfig[] = [];
  /**
   * Scripted answers of the next dialogs, in order: the fields changed (the rest keep their values), or null (closed).
   * Empty: confirm as shown.
   */
  answers: (Readonly<Record<string, unknown>> | null)[] = [];
  /** The world's engine opponent setting, as the actions read it (kernel/engine-side.ts): none unless a test gives it. */
  engine: EngineOpponent = NO_ENGINE;
  /**
   * What happens at the table while the next dialog is open, before it is answered, once (Foundry's
   * dialogs are not modal: others act meanwhile, e.g. a player's reaction while the engine waits).
   */
  whileAsked: ((config: AskConfig) => Promise<void>) | null = null;
  /** What the fire dialog does with its starting state (default: confirm it as shown). */
  fireAnswer: (state: FireDialogState, config: FireDialogConfig) => FireDialogState | null = (state) => state;
  /** Every warning shown: the key and its text from lang/en.json. */
  readonly warnings: { key: string; text: string }[] = [];
  /** Each request as it left a client for the GM (its pieces named, piece-refs.ts). */
  readonly sent: { readonly procedure: string; readonly input: unknown; readonly copies: unknown }[] = [];
  /** Every note shown (a passed check): the key and its text. */
  readonly notes: { key: string; text: string }[] = [];
  actionDecks = new Map<string, { state: DeckState; audit: AuditLog | null; results?: readonly ResultEntry[] }>();
  /* dynamite: placed charges and forced moves */
  /** Token centres (inches) by actor UUID; absent: no token. Bases are 1" round. */
  readonly tokenAt = new Map<string, Point>();
  /** OW-6.1.2 the placed charges (explosive items), by UUID. */
  readonly chargeItems = new Map<string, TableCharge>();
  /** OW-6.1.2b the scene's walls (inches); door walls with `door` true, `open` once blown in. */
  readonly walls = new Map<string, { a: Point; b: Point; door: boolean; open: boolean; window?: boolean }>();
  /** NAP-6.1.2b ground the GM marked impassable to mounted troops (inches). */
  impassable: Polygon[] = [];
  /**
   * OW-9.2.7 a stampeding herd's ground on the scene (its tokens, the others, the obstacles) by herd UUID; absent: no
   * token.
   */
  readonly stampedeGrounds = new Map<string, StampedeGround>();
  /** The scenes' Region and Wall documents (pixels, DOUBLE_GRID) by scene id: the terrain the GM's client reads. */
  readonly sceneDocuments = new Map<string, SceneDocuments>();
  /** NAP-8.1 the scene's Drawing documents (pixels, DOUBLE_GRID), by id. */
  readonly drawings = new Map<string, BridgeDrawing>();
  /**
   * NAP-5.3 the prompts (lang keys) of every point the actions asked the user to click, in order (undefined: the
   * default).
   */
  readonly pointPrompts: (string | undefined)[] = [];
  /** The next d6 rolls (a charge's command die), in order. */
  dice: number[] = [];
  #chargeSeq = 0;
  activation: { state: ActivationDeckState; audit: AuditLog | null };
  /**
   * The world option "the GM confirms each result": on here, so the table tests press Apply as the
   * GM and read the writes it makes; the tests of results applied as they are posted turn it off.
   */
  gmConfirms = true;
  /** The world's physical-card mode. */
  physicalCards = false;
  /**
   * Which card each draw takes, by deck (the coordinator's chance port): the pile's first card, as
   * the tests stack them; a seeded game gives each deck its own seeded chance.
   */
  chance: (deck: string) => DrawChance = () => FIRST_CARD;
  /** Is the GM's client the designated active GM (a handover turns it off). */
  activeGM = true;
  readonly procedures = new ProcedureRegistry();
  readonly coordinator: DrawCoordinator;
  #messageSeq = 0;

  constructor(activationTop: readonly string[] = []) {
    super();
    this.activation = { state: stackedActivation(activationTop), audit: null };
    // as in Foundry (actions/hooks.ts): the action folders' procedures load on first use
    this.procedures.provideLoader(loadProcedure);
    this.procedures.register("heroCard", HERO_CARD);
    this.coordinator = gmCoordinator(this);
  }

  /* ------------------------------------------------ cards concept seams */

  readonly store: DeckStore = {
    actionDeck: (userId) => this.#actionRecord(userId),
    actionDecks: () => [...this.actionDecks.keys()].map((u) => this.#actionRecord(u)!),
    activationDeck: (): ActivationDeckRecord => ({
      id: "activation000001",
      kinds: [...PROCEDURE_DEFAULTS.activationDeck],
      scenarioCards: null,
      state: this.activation.state,
      audit: this.activation.audit,
    }),
    loadDeck: async () => FRONTIER_DECK,
    deckCards: () => [],
  };

  #actionRecord(userId: string): ActionDeckRecord | null {
    const deck = this.actionDecks.get(userId);
    return deck
      ? {
          id: `deck-${userId}`,
          ownerId: userId,
          deck: FRONTIER_DECK,
          state: deck.state,
          audit: deck.audit,
          ...(deck.results ? { results: deck.results } : {}),
        }
      : null;
  }

  readonly tableWriter: TableWriter = {
    saveDecks: async (updates) => {
      this.writes.push({ kind: "saveDecks", decks: updates.length });
      for (const u of updates) {
        if (u.kind === "activation") this.activation = { state: u.state, audit: u.audit };
        else {
          const owner = u._id.replace(/^deck-/, "");
          const results = u.results ?? this.actionDecks.get(owner)?.results;
          this.actionDecks.set(owner, { state: u.state, audit: u.audit, ...(results ? { results } : {}) });
        }
      }
    },
    createDecks: async (decks) => {
      this.writes.push({ kind: "createDecks" });
      // as Foundry creates them: a deck made for a user who had none (a GM's own action) is there after
      for (const d of decks)
        if (d.kind === "action" && !this.actionDecks.has(d.ownerId))
          this.actionDecks.set(d.ownerId, { state: d.state, audit: d.audit });
    },
    replaceCards: async () => {
      this.writes.push({ kind: "replaceCards" });
    },
    createMessage: async (data) => {
      this.#messageSeq += 1;
      const id = `message${String(this.#messageSeq).padStart(9, "0")}`;
      this.messages.set(id, storedMessage(id, data));
      this.writes.push({ kind: "createMessage", id });
    },
  };

  /** The draw service as a user's client sees it, over the real coordinator (no socket). */
  service(userId: string): Pick<DrawService, "resolve" | "drawActivation" | "endOfTurn"> {
    return {
      resolve: async <K extends DrawProcedureName>(
        request: DrawRequest<K>,
      ): Promise<DrawResponse<ProcedureOutput<K>>> => {
        // As the real client (draw-client.ts): the pieces it read cross as names, through JSON as on the socket.
        const input: unknown = JSON.parse(JSON.stringify(namePieces(request.input, (id) => this.piece(id))));
        this.sent.push({ procedure: request.procedure, input, copies: JSON.parse(JSON.stringify(request.input)) });
        const answer = await this.coordinator.draw({
          procedure: request.procedure,
          input,
          requesterId: userId,
          deckOwnerId: userId,
          serials: null,
        });
        if (!answer.ok) {
          // As the real client (cards/client.ts): the refusal is shown to the user.
          this.warnings.push({ key: answer.key, text: format(answer.key, answer.data) });
          return { ok: false, key: answer.key, data: answer.data };
        }
        return { ok: true, output: answer.output as ProcedureOutput<K>, draws: answer.draws };
      },
      drawActivation: () => this.coordinator.drawActivation({ requesterId: userId, cardId: null }),
      endOfTurn: () => this.coordinator.endOfTurn({ requesterId: userId }),
    };
  }

  /** Stack a user's Action Deck (serials on top). */
  stackDeck(userId: string, serials: readonly number[]): void {
    // the GM's record of results stays (it is not the cards' order)
    const results = this.actionDecks.get(userId)?.results;
    this.actionDecks.set(userId, { state: stackedDeck(serials), audit: null, ...(results ? { results } : {}) });
  }

  /* ------------------------------------------------ effects and messages */

  readonly effectWriter: EffectWriter = {
    updateWorldActors: async (updates: readonly ActorUpdate[]) => {
      this.writes.push({ kind: "updateWorldActors", ids: updates.map((u) => u._id) });
      for (const u of updates) {
        const entry = this.actors.get(`Actor.${u._id}`);
        if (entry) assignDeep(entry.snapshot.system, u.system);
      }
    },
    updateTokenActors: async (sceneId: string) => {
      this.writes.push({ kind: "updateTokenActors", sceneId });
    },
  };

  /** CORE-3 the turn's ports over this table (roles/turn.ts); `over` replaces any of them. */
  turnPorts(over: Partial<TurnPorts> & Pick<TurnPorts, "units">, dice: number[] = this.dice): TurnPorts {
    return turnPortsOf(this, over, dice);
  }
  /** Apply and Undo as the GM's client runs them (roles/gm.ts). */
  applyPorts(): ApplyPorts {
    return applyPortsOf(this);
  }

  /** The table as that user's client sees it: one double per role (tests/doubles/roles/). */
  port(userId: string, distances: (from: string, to: string) => number | null = () => null): Table {
    return {
      user: userDouble(this, userId),
      pieces: piecesDouble(this),
      scene: sceneDouble(this, distances),
      canvas: canvasDouble(this, userId, distances),
      dialogs: dialogsDouble(this),
      draw: drawDouble(this, userId),
      writes: writesDouble(this, userId),
    };
  }

  /** The next placed charge's item UUID (as Foundry gives a created item its id). */
  nextChargeId(): string {
    this.#chargeSeq += 1;
    return `Item.charge${String(this.#chargeSeq).padStart(11, "0")}`;
  }

  /**
   * NAP-8.1 the scene as canvas/bridges.ts hands it to the bridge writes (the drawings above; every write recorded).
   */
  bridgeScene(): BridgeScene<typeof V13_SCENE_CONSTANTS> {
    return {
      grid: DOUBLE_GRID,
      drawings: () => [...this.drawings.values()],
      updateDrawing: async (update) => {
        this.writes.push({ kind: "updateDrawing", update });
        const d = this.drawings.get(update._id);
        if (d) this.drawings.set(update._id, { ...d, flags: update.flags });
      },
      createWalls: async (walls) => {
        this.writes.push({ kind: "createWalls", walls });
      },
      createDrawing: async (data) => {
        this.writes.push({ kind: "createDrawing", data });
      },
    };
  }

  /** The ports the older seam tests call (the same port). */
  actionTable(userId: string, distances: (from: string, to: string) => number | null): Table {
    return this.port(userId, distances);
  }

  lastMessage(): StoredMessage {
    const last = [...this.messages.values()].pop();
    if (!last) throw new Error("no message");
    return last;
  }
}
