/**
 * The plain JSON a "result" chat message stores (no Foundry here: tests, the preview and the
 * data model all read it): the engine's result object as the procedure returned it, the Action
 * Cards it read (so the chat card can show their faces even after another deck is imported),
 * and the names and wound counts of the pieces it names (the result speaks in actor UUIDs).
 */
import type { ActionCard } from "@rules/cards/schema";
import type { CardRead } from "@rules/cards/source";
import type { Effect, FigureState, ProcedureResult, Summary, UnitState } from "@rules/model";

/** A figure as the chat card names it: wounds BEFORE the action, to count "wounded (1 of 2 wounds)". */
interface FigureNote {
  readonly name: string;
  readonly endurance: number;
  readonly wounds: number;
}

/** A type, not an interface: ObjectField data must be assignable to a plain record (index signature). */
export type ResultRecord = {
  readonly result: ProcedureResult;
  /** Every card the result read, each serial once. */
  readonly cards: readonly ActionCard[];
  /** The deck the cards came from (shown small on the card). */
  readonly deck: string | null;
  /** Figures by id (actor UUID or part id). */
  readonly figures: Readonly<Record<string, FigureNote>>;
  /** Units by id: their names. */
  readonly units: Readonly<Record<string, string>>;
  /** What the player asked for, e.g. { key: "COMBAT_PATROL.Action.fire", data: { unit: "…" } }. */
  readonly title?: Summary | null;
};

/** The notes of a list of units and their figures (the action layer passes what it translated). */
function notesOf(
  units: readonly UnitState[],
  extra: readonly FigureState[] = [],
): Pick<ResultRecord, "figures" | "units"> {
  const figures: Record<string, FigureNote> = {};
  const names: Record<string, string> = {};
  const note = (f: FigureState) => {
    figures[f.id] = { name: f.name, endurance: f.endurance, wounds: f.wounds };
  };
  for (const unit of units) {
    names[unit.id] = unit.name;
    unit.figures.forEach(note);
  }
  extra.forEach(note);
  return { figures, units: names };
}

/** The cards a result read, looked up by serial in the cards the source handed out. */
function cardsRead(reads: readonly CardRead[], drawn: readonly ActionCard[]): ActionCard[] {
  const bySerial = new Map(drawn.map((c) => [c.serial, c]));
  const out: ActionCard[] = [];
  for (const read of reads) {
    const card = bySerial.get(read.serial);
    if (card && !out.some((c) => c.serial === card.serial)) out.push(card);
  }
  return out;
}

export function makeRecord(input: {
  readonly result: ProcedureResult;
  readonly drawn: readonly ActionCard[];
  readonly deck?: string | null;
  readonly units?: readonly UnitState[];
  readonly figures?: readonly FigureState[];
  /** Names of units the result names but whose states were not given. */
  readonly unitNames?: readonly { readonly id: string; readonly name: string }[];
  readonly title?: Summary | null;
}): ResultRecord {
  const notes = notesOf(input.units ?? [], input.figures ?? []);
  const units = { ...Object.fromEntries((input.unitNames ?? []).map((u) => [u.id, u.name])), ...notes.units };
  return {
    // A JSON round trip: the stored object is exactly what a reload of the message gives back.
    result: JSON.parse(JSON.stringify(input.result)) as ProcedureResult,
    cards: cardsRead(input.result.cards, input.drawn),
    deck: input.deck ?? null,
    figures: notes.figures,
    units,
    title: input.title ?? null,
  };
}

/* ---------------------------------------------------------------- reading stored data */

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isSummary(v: unknown): v is Summary {
  return isObject(v) && typeof v.key === "string" && isObject(v.data);
}

function isCardRead(v: unknown): v is CardRead {
  return (
    isObject(v) &&
    typeof v.serial === "number" &&
    typeof v.reason === "string" &&
    Array.isArray(v.sections) &&
    typeof v.shows === "string"
  );
}

function isEffect(v: unknown): v is Effect {
  return isObject(v) && typeof v.kind === "string" && typeof v.unitId === "string";
}

/** The stored result object, checked for the fields every result has; null when it is not one. */
function readResult(v: unknown): ProcedureResult | null {
  if (!isObject(v)) return null;
  const { procedure, cards, effects, summary } = v;
  if (typeof procedure !== "string" || !Array.isArray(cards) || !Array.isArray(effects) || !isSummary(summary))
    return null;
  if (!cards.every(isCardRead) || !effects.every(isEffect)) return null;
  const result: ProcedureResult = { ...v, procedure, cards, effects, summary };
  return result;
}

/** A stored record, checked; null when the message holds something else. */
export function readRecord(v: unknown): ResultRecord | null {
  if (!isObject(v)) return null;
  const result = readResult(v.result);
  if (!result || !Array.isArray(v.cards) || !isObject(v.figures) || !isObject(v.units)) return null;
  return {
    result,
    cards: v.cards.filter((c): c is ActionCard => isObject(c) && typeof c.serial === "number"),
    deck: typeof v.deck === "string" ? v.deck : null,
    figures: Object.fromEntries(
      Object.entries(v.figures).filter(
        (e): e is [string, FigureNote] => isObject(e[1]) && typeof e[1].name === "string",
      ),
    ),
    units: Object.fromEntries(Object.entries(v.units).filter((e): e is [string, string] => typeof e[1] === "string")),
    title: isSummary(v.title) ? v.title : null,
  };
}

/**
 * The actors a result changes (UUIDs of units and figures; part ids give their actor). OW-9.3c a
 * figure boarding or leaving a wagon changes the wagon too (its passenger list, written in the
 * same batch by documents/effects.ts): the wagon his flag names, or the unit he leaves.
 */
export function affectedActors(effects: readonly Effect[]): string[] {
  const ids = new Set<string>();
  for (const e of effects) {
    if (e.kind === "move") continue;
    const figureId = "figureId" in e ? e.figureId : null;
    if (figureId !== null) ids.add(actorOfPart(figureId));
    else ids.add(actorOfPart(e.unitId));
    if (e.kind === "flag" && e.flag === "aboard" && figureId !== null)
      ids.add(actorOfPart(typeof e.value === "string" ? e.value : e.unitId));
  }
  return [...ids];
}

/** "<uuid>#team" → "<uuid>" (data/derive.ts part ids). */
export function actorOfPart(id: string): string {
  const hash = id.lastIndexOf("#");
  return hash < 0 ? id : id.slice(0, hash);
}

/** Effects that change documents (moves are for the canvas and people). */
export function stateEffects(effects: readonly Effect[]): Effect[] {
  return effects.filter((e) => e.kind !== "move");
}
