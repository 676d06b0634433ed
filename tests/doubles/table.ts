/**
 * THE table double at the actions' port, shared by the table, chat, actions and combat tests:
 * actors as stored sources (translated by the data models' own derive functions), the cards
 * concept's DeckStore and TableWriter (the REAL DrawCoordinator and every action's REAL draw
 * procedure run over them), the effects writer, chat messages, a GM and two players with fixed
 * ids, and `port(user)`: the actions' ActionPort as that user's client sees it (targets, the
 * scene, scripted dialog answers, warnings recorded). Every server write any seam makes is
 * recorded in `writes`, in order.
 */
import type { Figure, Point, Polygon } from "@rules/geometry";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { type DeckState } from "@rules/cards/deck";
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import type { FigureState, UnitState } from "@rules/model";
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
import { PLAYER_RESULT, PLAYER_RESULT_PROCEDURE } from "@foundry/kernel/post-without-cards";
import type { ActorSnapshot } from "@foundry/documents/effects";
import type { ActorUpdate, EffectWriter } from "@foundry/documents/effect-writes";
import {
  DEFAULTS,
  type FigureSource,
  type GunSource,
  type HerdSource,
  type UnitSource,
  type WagonSource,
} from "@foundry/data/sources";
import { figureState, gunState, herdState, unitState, wagonState } from "@foundry/data/derive";
import type { StampedeGround } from "@foundry/kernel/table-ports";
import { herdStateFrom } from "@foundry/data/old-west-states";
import type { HerdState } from "@rules/old-west/animals";
import { loadProcedure } from "@foundry/actions/catalog";
import { HERO_CARD, heroEntries } from "@foundry/combat/heroes";
import type { TurnPorts } from "@foundry/combat/turn";
import { readRecord, type ResultRecord } from "@foundry/kernel/result-record";
import type { ApplyPorts } from "@foundry/kernel/result-apply";
import type { GunPiece, Table, TablePiece } from "@foundry/kernel/table-ports";
import { userDouble } from "./roles/user";
import { piecesDouble } from "./roles/pieces";
import { type SceneDocuments, sceneDouble } from "./roles/scene";
import { canvasDouble } from "./roles/canvas";
import { dialogsDouble } from "./roles/dialogs";
import { drawDouble } from "./roles/draw";
import { applyEffectsOn, applyPortsOf, gmCoordinator } from "./roles/gm";
import { writesDouble } from "./roles/writes";
import type { AskConfig } from "@foundry/kernel/ask-dialog";
import type { FireDialogConfig } from "@foundry/actions/fire/fire-dialog";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import { wagonStateFrom } from "@foundry/data/wagon-state";
import { soloUnit } from "@foundry/kernel/solo-unit";
import type { WagonState } from "@rules/old-west/wagons";
import { format } from "./format";

import { GM, OTHER, PLAYER } from "./users";
import type { BurstSize } from "@rules/cards/schema";
import type { TableCharge } from "@foundry/data/placed-charge";
import type { CurrentActivation } from "@foundry/kernel/activation-flag";
import type { BridgeDrawing, BridgeScene, DrawingUpdate, MarkerData, WallData } from "@foundry/canvas/bridge-plan";

export { GM, OTHER, PLAYER };

export type Write =
  | { readonly kind: "saveDecks"; readonly decks: number }
  | { readonly kind: "createDecks" }
  | { readonly kind: "replaceCards" }
  | { readonly kind: "createMessage"; readonly id: string }
  | { readonly kind: "updateMessage"; readonly id: string }
  | { readonly kind: "updateWorldActors"; readonly ids: readonly string[] }
  | { readonly kind: "updateTokenActors"; readonly sceneId: string }
  /* dynamite: placed charges and forced moves */
  | { readonly kind: "createCharge"; readonly holderId: string | null; readonly stage: string }
  | {
      readonly kind: "updateCharge";
      readonly id: string;
      readonly stage: string;
      readonly fuse: number;
      readonly die: number | null;
    }
  | { readonly kind: "drawTemplate"; readonly size: BurstSize; readonly at: Point }
  | {
      readonly kind: "updateWall";
      readonly id: string;
      readonly open?: boolean;
      readonly pieces?: readonly (readonly [Point, Point])[];
    }
  | { readonly kind: "moveToken"; readonly id: string; readonly to: Point }
  | {
      readonly kind: "drawMoves";
      readonly paths: readonly { readonly from: Point; readonly to: Point }[];
      readonly messageId: string | null;
    }
  /* OW-9.2.7 a stampede's run on the canvas (actions/stampede) */
  | { readonly kind: "runStampede"; readonly sceneId: string; readonly paths: number; readonly displacement: Point }
  | {
      readonly kind: "offerTrampling";
      readonly herdId: string;
      readonly trampled: readonly { readonly tokenId: string; readonly animals: number }[];
    }
  /* NAP-8.1 engineers: the charges' marker, a blown bridge (canvas/bridge-foundry.ts) */
  | { readonly kind: "markCharges"; readonly at: Point }
  | { readonly kind: "updateDrawing"; readonly update: DrawingUpdate<typeof V13_SCENE_CONSTANTS> }
  | { readonly kind: "createWalls"; readonly walls: readonly WallData<typeof V13_SCENE_CONSTANTS>[] }
  | { readonly kind: "createDrawing"; readonly data: MarkerData<typeof V13_SCENE_CONSTANTS> };

/**
 * NAP-8.1 Foundry v13's constants as canvas/bridge-foundry.ts reads them from CONST (common/constants.mjs:
 * DRAWING_FILL_TYPES.SOLID 1, WALL_MOVEMENT_TYPES.NORMAL 20, WALL_SENSE_TYPES.NONE 0,
 * WALL_DIRECTIONS.BOTH 0, WALL_DOOR_TYPES.NONE 0).
 */
export const V13_SCENE_CONSTANTS = {
  fillSolid: 1,
  moveNormal: 20,
  senseNone: 0,
  bothDirections: 0,
  doorNone: 0,
} as const;
/** The scene's grid in the double: 100 px to the inch. */
export const DOUBLE_GRID = { size: 100, distance: 1 } as const;

export interface StoredMessage {
  readonly id: string;
  readonly record: ResultRecord | null;
  applied: { done: boolean; by: string | null };
  /** The record as the server stores it (JSON): what the GM's client fingerprints; a test may rewrite it. */
  stored: unknown;
  /** The request it answers (the key of the GM's record), null when posted outside the draw service. */
  readonly requestId: string | null;
  waiting: boolean;
  undoneBy: string | null;
  readonly rolls: number;
  readonly author: string | null;
  /** The message's plain content (a message with no result record). */
  readonly content: string | null;
}

interface ActorEntry {
  readonly name: string;
  snapshot: ActorSnapshot;
  readonly weaponId: string | null;
}

/** The Frontier deck's state with these serials on top, in this order (the rest after). */
export function stackedDeck(serials: readonly number[]): DeckState {
  const rest = FRONTIER_DECK.cards.map((c) => c.serial).filter((s) => !serials.includes(s));
  return { drawPile: [...serials, ...rest], drawn: [], discardPile: [], shuffles: 1 };
}

/** The default Activation Deck with these card ids on top. */
export function stackedActivation(ids: readonly string[], turn = 1): ActivationDeckState {
  const all = PROCEDURE_DEFAULTS.activationDeck.map(
    (kind, i, list) => `${kind}#${list.slice(0, i + 1).filter((k) => k === kind).length}`,
  );
  return {
    drawPile: [...ids, ...all.filter((id) => !ids.includes(id))],
    drawn: [],
    pending: [],
    lastNumber: null,
    turn,
  };
}

export class TableDouble {
  readonly writes: Write[] = [];
  readonly actors = new Map<string, ActorEntry>();
  readonly messages = new Map<string, StoredMessage>();
  readonly owners = new Map<string, Set<string>>();
  /** "shooter>target" pairs whose target lies outside the shooter's arc (the canvas measures it in play). */
  readonly outOfArc = new Set<string>();
  options: RulesOptions = DEFAULT_OPTIONS;
  /** The actor UUIDs whose tokens the user targeted, in order. */
  targets: string[] = [];
  /** The actor UUIDs with a token on the viewed scene (targets to choose from). */
  onScene: string[] = [];
  /** The units the canvas measures in close order (NAP-5.4: from their tokens in play). */
  readonly closeOrderUnits = new Set<string>();
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
  /** What the fire dialog does with its starting state (default: confirm it as shown). */
  fireAnswer: (state: FireDialogState, config: FireDialogConfig) => FireDialogState | null = (state) => state;
  /** Every warning shown: the key and its text from lang/en.json. */
  readonly warnings: { key: string; text: string }[] = [];
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
  /** Is the GM's client the designated active GM (a handover turns it off). */
  activeGM = true;
  readonly procedures = new ProcedureRegistry();
  readonly coordinator: DrawCoordinator;
  #messageSeq = 0;

  constructor(activationTop: readonly string[] = []) {
    this.activation = { state: stackedActivation(activationTop), audit: null };
    // as in Foundry (actions/actions-hooks.ts): the action folders' procedures load on first use
    this.procedures.provideLoader(loadProcedure);
    this.procedures.register("heroCard", HERO_CARD);
    this.coordinator = gmCoordinator(this);
    this.procedures.register(PLAYER_RESULT_PROCEDURE, PLAYER_RESULT);
  }

  /* ------------------------------------------------ pieces */

  // Every add and patch copies what it is given (as a document keeps its own source): a caller's
  // shared object (a test's MOUNTED states) is never changed by a later write.
  addFigure(
    id: string,
    name: string,
    over: Partial<FigureSource> = {},
    weaponId: string | null = "ow.rifle",
    owner: string | null = null,
  ): string {
    this.actors.set(id, {
      name,
      snapshot: { type: "figure", system: { ...DEFAULTS.figure(), ...structuredClone(over) } },
      weaponId,
    });
    if (owner) this.own(owner, id);
    return id;
  }

  addUnit(
    id: string,
    name: string,
    members: readonly string[],
    over: Partial<UnitSource> = {},
    owner: string | null = null,
  ): string {
    this.actors.set(id, {
      name,
      snapshot: {
        type: "unit",
        system: { ...DEFAULTS.unit(), members: [...members], leaderId: members[0] ?? null, ...structuredClone(over) },
      },
      weaponId: null,
    });
    if (owner) this.own(owner, id, ...members);
    return id;
  }

  /** OW-5.2 / NAP-7 a gun actor with its crew (figure UUIDs). */
  addGun(
    id: string,
    name: string,
    crew: readonly string[],
    over: Partial<GunSource> = {},
    owner: string | null = null,
  ): string {
    this.actors.set(id, {
      name,
      snapshot: {
        type: "gun",
        system: { ...DEFAULTS.gun(), crewIds: [...crew], leaderId: crew[0] ?? null, ...structuredClone(over) },
      },
      weaponId: null,
    });
    if (owner) this.own(owner, id, ...crew);
    return id;
  }

  /** OW-9.3 a wagon actor (driver and passengers: figure UUIDs in `over`). */
  addWagon(id: string, name: string, over: Partial<WagonSource> = {}, owner: string | null = null): string {
    this.actors.set(id, {
      name,
      snapshot: { type: "wagon", system: { ...DEFAULTS.wagon(), ...structuredClone(over) } },
      weaponId: null,
    });
    if (owner) this.own(owner, id);
    return id;
  }

  /** OW-9.2 a herd actor (its animals: `over.animals`, the species `over.species`). */
  addHerd(id: string, name: string, over: Partial<HerdSource> = {}, owner: string | null = null): string {
    this.actors.set(id, {
      name,
      snapshot: { type: "herd", system: { ...DEFAULTS.herd(), ...structuredClone(over) } },
      weaponId: null,
    });
    if (owner) this.own(owner, id);
    return id;
  }

  /** OW-9.2 the rules' view of a herd actor, as the Foundry port reads it. */
  herd(id: string): HerdState | null {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "herd") return null;
    const s = entry.snapshot.system;
    return herdStateFrom(herdState(id, entry.name, s), s);
  }

  herdSource(id: string): HerdSource {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "herd") throw new Error(`no herd ${id}`);
    return entry.snapshot.system;
  }

  /** Change a figure's stored data (as another write would). */
  patchFigure(id: string, over: Partial<FigureSource>): void {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "figure") throw new Error(`no figure ${id}`);
    entry.snapshot = { type: "figure", system: { ...entry.snapshot.system, ...structuredClone(over) } };
  }

  /** Change a unit's stored data (as another write would). */
  patchUnit(id: string, over: Partial<UnitSource>): void {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "unit") throw new Error(`no unit ${id}`);
    entry.snapshot = { type: "unit", system: { ...entry.snapshot.system, ...structuredClone(over) } };
  }

  own(user: string, ...ids: string[]): void {
    const set = this.owners.get(user) ?? new Set<string>();
    for (const id of ids) set.add(id);
    this.owners.set(user, set);
  }

  figure(id: string): FigureState {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "figure") throw new Error(`no figure ${id}`);
    return figureState(id, entry.name, entry.snapshot.system, entry.weaponId);
  }

  /** The engine's unit, translated as the data model does. */
  unit(id: string): UnitState {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "unit") throw new Error(`no unit ${id}`);
    const s = entry.snapshot.system;
    return unitState(
      id,
      entry.name,
      s,
      s.members.map((m) => this.figure(m)),
      this.closeOrderUnits.has(id),
    );
  }

  /** The gun as the actions read it (its crew unit as the data model translates it, OW-5.2f the wagon carrying it). */
  gun(id: string): GunPiece | null {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "gun") return null;
    const s = entry.snapshot.system;
    const carrier = [...this.actors.entries()].find(
      ([, e]) => e.snapshot.type === "wagon" && e.snapshot.system.gatling && e.snapshot.system.gunId === id,
    );
    return {
      unit: gunState(
        id,
        entry.name,
        s,
        s.crewIds.map((m) => this.figure(m)),
        format("COMBAT_PATROL.Gun.limber"),
      ),
      source: s,
      wagon: carrier ? this.wagon(carrier[0]) : null,
    };
  }

  /** OW-9.3 the rules' view of a wagon actor. */
  wagon(id: string): WagonState | null {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "wagon") return null;
    const s = entry.snapshot.system;
    const unit = wagonState(
      id,
      entry.name,
      s,
      s.driverId ? this.figure(s.driverId) : null,
      s.passengerIds.map((p) => this.figure(p)),
      format("COMBAT_PATROL.Wagon.team"),
    );
    return wagonStateFrom(id, s, unit);
  }

  /** What a button on this actor acts for, as the Foundry port reads it (a figure with its unit or gun, else alone). */
  piece(id: string): TablePiece | null {
    const entry = this.actors.get(id);
    if (!entry) return null;
    const type = entry.snapshot.type;
    if (type === "figure") {
      const figure = this.figure(id);
      const owner = [...this.actors.entries()].find(
        ([, e]) =>
          (e.snapshot.type === "unit" && e.snapshot.system.members.includes(id)) ||
          (e.snapshot.type === "gun" && e.snapshot.system.crewIds.includes(id)),
      );
      const unit = owner ? this.unitOf(owner[0]) : null;
      return owner && unit
        ? { unit, unitActorId: owner[0], figure }
        : { unit: soloUnit(figure, entry.snapshot.system.commandDie), unitActorId: id, figure };
    }
    const unit = this.unitOf(id);
    return unit ? { unit, unitActorId: id, figure: null } : null;
  }

  /** The engine's unit of any unit-like actor. */
  unitOf(id: string): UnitState | null {
    const type = this.actors.get(id)?.snapshot.type;
    if (type === "unit") return this.unit(id);
    if (type === "gun") return this.gun(id)?.unit ?? null;
    if (type === "wagon") return this.wagon(id)?.unit ?? null;
    if (type === "herd") return this.herd(id)?.unit ?? null;
    return null;
  }

  figureSource(id: string): FigureSource {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "figure") throw new Error(`no figure ${id}`);
    return entry.snapshot.system;
  }

  unitSource(id: string): UnitSource {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "unit") throw new Error(`no unit ${id}`);
    return entry.snapshot.system;
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
      // What the server gets: the data as JSON.
      const json: unknown = JSON.parse(JSON.stringify(data));
      const system = field(json, "system");
      const applied = field(system, "applied");
      const rolls = field(json, "rolls");
      this.messages.set(id, {
        id,
        record: readRecord(field(system, "record")),
        applied: { done: field(applied, "done") === true, by: stringOr(field(applied, "by")) },
        stored: field(system, "record"),
        requestId: stringOr(field(system, "requestId")),
        waiting: field(system, "waiting") === true,
        undoneBy: null,
        rolls: Array.isArray(rolls) ? rolls.length : 0,
        author: stringOr(field(json, "author")),
        content: stringOr(field(json, "content")),
      });
      this.writes.push({ kind: "createMessage", id });
    },
  };

  /** The draw service as a user's client sees it, over the real coordinator (no socket). */
  service(userId: string): Pick<DrawService, "resolve" | "drawActivation" | "endOfTurn"> {
    return {
      resolve: async <K extends DrawProcedureName>(
        request: DrawRequest<K>,
      ): Promise<DrawResponse<ProcedureOutput<K>>> => {
        const answer = await this.coordinator.draw({
          procedure: request.procedure,
          input: request.input,
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

  /**
   * CORE-3 the turn's ports over this table as combat/foundry.ts wires Foundry's: the GM's draw
   * service for the Activation Deck and the Hero card (each hero with his own die, OW-4a), Apply's
   * writer, one message per step; no fuses, no stampedes, the dice taken from `dice` in order.
   * `over` replaces any of them (the units in the combat are always the test's).
   */
  turnPorts(over: Partial<TurnPorts> & Pick<TurnPorts, "units">, dice: number[] = this.dice): TurnPorts {
    const ports: TurnPorts = {
      options: () => this.options,
      fuses: () => [],
      recordFuseDice: async () => undefined,
      fusesExplode: async () => undefined,
      stampedes: async () => undefined,
      rollDice: async (count) => ({ values: dice.splice(0, count), roll: { formula: `${count}d6` } }),
      drawActivation: () => this.service(GM).drawActivation(),
      heroActivations: async (lastNumber) => {
        const heroes = heroEntries(ports.units(), (id) => this.figureSource(id).commandDie);
        if (heroes.length === 0) return [];
        const answer = await this.service(GM).resolve({
          procedure: "heroCard",
          input: { number: lastNumber, heroes, speaker: { alias: "GM" } },
        });
        return answer.ok ? answer.output.activations : [];
      },
      endOfTurnDecks: () => this.service(GM).endOfTurn(),
      applyEffects: async (effects) => {
        await applyEffectsOn(this, effects);
      },
      post: async (record, roll) => {
        await this.tableWriter.createMessage({
          type: "result",
          system: { record, applied: { done: true, by: GM } },
          ...(roll ? { rolls: [JSON.stringify(roll)] } : {}),
        });
      },
      setActivation: async () => undefined,
      ...over,
    };
    return ports;
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
   * NAP-8.1 the scene as canvas/bridge-foundry.ts hands it to the bridge writes (the drawings above; every write recorded).
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

function isObject(v: unknown): v is object {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function field(v: unknown, key: string): unknown {
  return isObject(v) ? Reflect.get(v, key) : undefined;
}

function stringOr(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

/** A patch merged into a stored source the way Foundry's update merges nested objects. */
function assignDeep(target: object, patch: object): void {
  for (const [key, value] of Object.entries(patch)) {
    const before: unknown = Reflect.get(target, key);
    // Foundry v13 deletes a member named "-=key" on update (mergeObject performDeletions): the undo removes a flag so.
    if (key.startsWith("-=")) Reflect.deleteProperty(target, key.slice(2));
    else if (isObject(value) && isObject(before) && key !== "ruleFlags") assignDeep(before, value);
    else if (key === "ruleFlags" && isObject(value)) Reflect.set(target, key, withoutDeletions(value));
    else Reflect.set(target, key, value);
  }
}

/** A flag object as stored after an update: its "-=key" members are deletions, not data. */
function withoutDeletions(value: object): object {
  return Object.fromEntries(Object.entries(value).filter(([k]) => !k.startsWith("-=")));
}
