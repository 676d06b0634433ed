/**
 * The table tests' harness: press an action's button exactly as a sheet or the token HUD does
 * (performAction through the REAL action layer and ownership guard, the handler loaded from
 * the action folders' definitions on first use, the table port double), let the GM's REAL draw coordinator
 * run the action's REAL draw procedure over a stacked Frontier deck, read the posted chat
 * message as the GM reads it (the REAL resultView with lang/en.json), press Apply (the REAL
 * ApplyCoordinator, the coordinator's record and the effects writer) and read every write. The
 * double's world has "the GM confirms each result" on, so a player's result waits for that press.
 *
 * A new action folder's table test: build a TableDouble (tests/doubles/table.ts), add its
 * pieces, `stack` the cards, `press` its button, then assert `chat(table)` and `apply(table)`.
 */
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { ActionCard } from "@rules/cards/schema";
import { ApplyCoordinator, type ApplyAnswer } from "@foundry/kernel/result-apply";
import { resultView, type ResultView } from "@foundry/chat/view";
import { handlerLoader } from "@foundry/actions/catalog";
import { offeredActions } from "@foundry/actions/manifests";
import { DEFAULTS, type ExplosiveSource, type GunSource } from "@foundry/data/sources";
import { createActionRegistry, ownerGuard, type ActionOutcome, type ActionRequest } from "@foundry/kernel/action-layer";
import { format } from "../doubles/format";
import { measuredRange } from "@rules/geometry";
import { GM, OTHER, PLAYER, TableDouble, type Write } from "../doubles/table";
import { userName } from "../doubles/users";

export { GM, OTHER, PLAYER, TableDouble, format };
export type { Write };

/**
 * The button's request for an actor of the double. The handlers read only the actor's UUID and
 * name (everything else comes through the port), so a plain object stands for the Foundry
 * document: the one narrow cast of the harness.
 */
export function requestFor(
  table: TableDouble,
  actorId: string,
  params: Readonly<Record<string, string>> = {},
): ActionRequest {
  const actor: Pick<Actor.Implementation, "uuid" | "name"> = {
    uuid: actorId,
    name: table.actors.get(actorId)?.name ?? actorId,
  };
  return { actor: actor as Actor.Implementation, token: null, params };
}

export interface Press {
  readonly user?: string;
  readonly params?: Readonly<Record<string, string>>;
  /** Inches between two pieces (null: not measured). */
  readonly distance?: (from: string, to: string) => number | null;
}

/** Press the button `actionId` on `actorId` as `user` (PLAYER by default), through the real action layer. */
export async function press(
  table: TableDouble,
  actionId: string,
  actorId: string,
  options: Press = {},
): Promise<ActionOutcome> {
  return actionLayer(table, options).performAction(actionId, requestFor(table, actorId, options.params ?? {}));
}

/** The action layer as `options.user`'s client runs it (Foundry: actions/actions-hooks.ts), over the table double. */
export function actionLayer(table: TableDouble, options: Press = {}) {
  const user = options.user ?? PLAYER;
  // Without a distance of its own, the client measures the tokens the test placed, as the GM does.
  const port = table.port(user, options.distance ?? ((a, b) => mapDistance(table, a, b)));
  return createActionRegistry<ActionRequest>(
    ownerGuard({
      isGM: () => user === GM,
      owns: (request) => table.owners.get(user)?.has(request.actor.uuid) ?? false,
      name: (request) => request.actor.name ?? "",
      warn: (key, data) => port.user.warn(key, data),
    }),
    // as in Foundry (actions/actions-hooks.ts): the handler comes from the action folders, loaded on first use
    () => handlerLoader(() => port),
  );
}

/** Inches between two placed tokens as the canvas measures a range (base edge to base edge, tenths); null off the map. */
export function mapDistance(table: TableDouble, from: string, to: string): number | null {
  const a = table.positions.get(from);
  const b = table.positions.get(to);
  return a && b ? measuredRange(a, b) : null;
}

/** CORE-3 the Activation Card `card` of turn 1 activates these units (as the GM's turn flags the combat). */
export function activate(table: TableDouble, units: readonly string[], card = "3#1"): void {
  table.currentActivation = { card, number: 3, units, lost: [], turn: 1 };
}

/** The first Frontier card that fits (the deck the double stacks); throws when none does. */
export function pick(what: string, fits: (card: ActionCard) => boolean, not: readonly ActionCard[] = []): ActionCard {
  const found = FRONTIER_DECK.cards.find((c) => fits(c) && !not.some((n) => n.serial === c.serial));
  if (!found) throw new Error(`no Frontier card: ${what}`);
  return found;
}

/** Stack the user's Action Deck with these cards on top, in order. */
export function stack(table: TableDouble, cards: readonly ActionCard[], user = PLAYER): void {
  table.stackDeck(
    user,
    cards.map((c) => c.serial),
  );
}

/** The last chat message as its reader sees it (the real view, the lang file's text). */
export function chat(table: TableDouble, reader = GM): ResultView {
  return viewOf(table.lastMessage(), reader);
}

/** The last chat message holding a result of `procedure`, as the GM sees it. */
export function chatOf(table: TableDouble, procedure: string): ResultView {
  const message = [...table.messages.values()].filter((m) => m.record?.result.procedure === procedure).at(-1);
  if (!message) throw new Error(`no ${procedure} result in the chat`);
  return viewOf(message, GM);
}

function viewOf(message: ReturnType<TableDouble["lastMessage"]>, reader: string): ResultView {
  if (!message.record) throw new Error("the last message carries no result");
  const name = (id: string | null) => (id === null ? null : (userName(id) ?? null));
  return resultView(message.record, format, {
    applied: message.applied.done,
    appliedBy: name(message.applied.by),
    waiting: message.waiting,
    undoneBy: name(message.undoneBy),
    canApply: reader === GM,
    canUndo: reader === GM,
  });
}

/**
 * Every chat message in order as the engine tests read the log: a plain line (the engine's reasons)
 * as its words, a result card as "[card]", or with `procedures` as "[<its procedure>]".
 */
export function chatLog(table: TableDouble, show: "card" | "procedures" = "card"): string[] {
  return [...table.messages.values()].map((m) =>
    m.record
      ? show === "card"
        ? "[card]"
        : `[${m.record.result.procedure}]`
      : (m.content ?? "")
          .replace(/<[^>]+>/g, "")
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"')
          .trim(),
  );
}

/** Every text line of a view's body, in order. */
export function lines(view: ResultView): string[] {
  return view.lines.map((l) => l.text);
}

/** Press Apply on the last message as `user` (the GM by default); the answer. */
export function apply(table: TableDouble, user = GM): Promise<ApplyAnswer> {
  return new ApplyCoordinator(table.applyPorts()).apply({ messageId: table.lastMessage().id, requesterId: user });
}

/** The writes of the GM's Apply: ONE batch of these actors, his record of the result, the card marked. */
export function applyWrites(table: TableDouble, ids: readonly string[]): Write[] {
  return [
    { kind: "updateWorldActors", ids },
    { kind: "saveDecks", decks: 1 },
    { kind: "updateMessage", id: table.lastMessage().id },
  ];
}

/** The kinds of the writes so far, in order. */
export function writeKinds(table: TableDouble): string[] {
  return table.writes.map((w) => w.kind);
}

/** An actor's id as the effects writer writes it ("Actor.x" → "x"). */
export function docId(actorId: string): string {
  return actorId.replace(/^Actor\./, "");
}

/* ------------------------------------------------------------------ a standard scene */

export const COLE = "Actor.cole000000000001";
export const DUNN = "Actor.dunn000000000001";
export const POSSE = "Actor.posse00000000001";
export const HALE = "Actor.hale000000000001";
export const FINCH = "Actor.finch00000000001";
export const RAIDERS = "Actor.raiders000000001";

/**
 * The Posse (Pvt. Cole, Cpl. Dunn: rifles, PLAYER's) and the Raiders (Sgt. Hale endurance 2,
 * Red Finch: revolvers, OTHER's), every token on the scene, the player's deck in Frontier order.
 */
export function posseAndRaiders(table = new TableDouble()): TableDouble {
  table.addFigure(COLE, "Pvt. Cole", {}, "ow.rifle", PLAYER);
  table.addFigure(DUNN, "Cpl. Dunn", {}, "ow.rifle", PLAYER);
  table.addUnit(POSSE, "Posse", [COLE, DUNN], {}, PLAYER);
  table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.revolver", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", OTHER);
  table.addUnit(RAIDERS, "Raiders", [HALE, FINCH], {}, OTHER);
  table.onScene = [COLE, DUNN, HALE, FINCH];
  stack(table, []);
  return table;
}

/**
 * OW-6.1.2 / OW-6.1.3 the charge steps a figure's sheet offers (the manifests' own offers) for the
 * fuse states of his charges, every other button left out.
 */
export function chargeActions(states: readonly ExplosiveSource["fuse"]["state"][]): string[] {
  const steps = ["placeCharge", "layFuse", "setFuse", "lightFuse", "connectBlastingMachine", "pushPlunger"];
  const source = DEFAULTS.figure();
  return offeredActions("figure", { source, era: "old-west", weapon: null, chargeStates: states, editMode: false })
    .map((o) => o.action.id)
    .filter((id) => steps.includes(id));
}

/** A gun's sheet as the table holds it now (the gun actor `id`). */
export function gunSource(table: TableDouble, id: string): GunSource {
  const s = table.actors.get(id)?.snapshot;
  if (s?.type !== "gun") throw new Error(`no gun ${id}`);
  return s.system;
}

/** Each engine unit's play as "kind outcome" per option tried, by the unit's name. */
export const triedBy = (
  plays: readonly { readonly unit: string; readonly tried: readonly { kind: string; outcome: string }[] }[],
) => plays.map((p) => [p.unit, p.tried.map((t) => `${t.kind} ${t.outcome}`)]);
