/**
 * An action that draws no card (reload, mount, board, limber, re-face, herders, …) is a GM
 * procedure like any other: the player's client names the acting pieces (piece-refs.ts) and sends
 * his choices; the GM's client reads those pieces from the world (a copy that differs is refused),
 * checks they are the sender's (the server vouches for him) and, where the rules say so, that
 * their unit is activated now; then calls the SAME engine function the client's preview called,
 * and posts the result through the usual post step (no card drawn, ONE chat message). A result
 * the GM's client computed is applied like any other (result-commit.ts): at once, unless the GM
 * confirms each result.
 */
import type { CardSource } from "@rules/cards/source";
import { RulesError } from "@rules/errors";
import type { FigureState, ProcedureResult, UnitState } from "@rules/model";
import type {
  DrawContext,
  DrawProcedureName,
  DrawRequest,
  DrawResponse,
  ProcedureOutput,
  SpendableAction,
} from "./draw-ports";
import type { PostedResult } from "./action-requests";
import type { ChatSpeaker } from "./result-message";
import { makeRecord } from "./result-record";
import { postResult, requireActing } from "./procedure-steps";
import { listAt, pieceAt, recordAt } from "./request-shape";
import type { TableUses } from "./table-ports";
import { worldFigure, worldUnit } from "@rules/validation/world-checks";

/** Every no-card request carries the chat speaker (it only labels the message). */
export interface NoCardRequest {
  readonly speaker: ChatSpeaker;
}

/** What the engine gave over the world's pieces, and the units the chat card names. */
export interface NoCardResult {
  readonly result: ProcedureResult;
  readonly units: readonly UnitState[];
}

interface NoCardSteps<I extends NoCardRequest> {
  /** The action as a shape refusal names it. */
  readonly action: string;
  /**
   * The request's own fields checked (`request` is the input known to be an object, its speaker
   * checked), the pieces read from the world and checked (ownership, activation), then the engine.
   */
  readonly resolve: (input: I, ctx: DrawContext, request: Readonly<Record<string, unknown>>) => NoCardResult;
}

/** The chat speaker as sent, its names kept only when they are strings. */
export function speakerOf(action: string, request: Readonly<Record<string, unknown>>): ChatSpeaker {
  const raw = recordAt(action, request, "speaker");
  const text = (key: string): string | null => (typeof raw[key] === "string" ? raw[key] : null);
  return { scene: text("scene"), actor: text("actor"), token: text("token"), alias: text("alias") };
}

/** A GM procedure for an action that draws no card: shape, world, engine, ONE message. */
export function noCardProcedure<I extends NoCardRequest>(
  steps: NoCardSteps<I>,
): { run(input: I, source: CardSource, ctx: DrawContext): PostedResult; commit: typeof postResult } {
  return {
    run(input, _source, ctx) {
      // The request itself must be an object (recordAt reads it as the field of a wrapper).
      const request = recordAt(steps.action, { request: input }, "request");
      const speaker = speakerOf(steps.action, request);
      const { result, units } = steps.resolve(input, ctx, request);
      // Never a card: the source is not even passed on; a result naming cards is no result of these.
      if (result.cards.length > 0) throw new RulesError("notAResult");
      return { record: makeRecord({ result, drawn: [], units }), speaker };
    },
    commit: postResult,
  };
}

/**
 * The acting figure at `field` as the world holds it (with its unit): a piece the requester may
 * act for, as its documents hold it (in `unitId` when given); refused in one localized line otherwise.
 */
export function worldActingFigure(
  ctx: Pick<DrawContext, "world" | "mayAct">,
  action: string,
  request: Readonly<Record<string, unknown>>,
  field: string,
  unitId?: string,
): { readonly figure: FigureState; readonly unit: UnitState } {
  pieceAt(action, request, field);
  const claimed = request[field] as FigureState;
  requireActing(ctx, [claimed]);
  return worldFigure(ctx.world, claimed, unitId);
}

/** The unit at `field` as the world holds it (a copy with its figures: compared whole); the requester's own. */
export function worldActingUnit(
  ctx: Pick<DrawContext, "world" | "mayAct">,
  action: string,
  request: Readonly<Record<string, unknown>>,
  field: string,
): UnitState {
  pieceAt(action, request, field);
  listAt(action, recordAt(action, request, field), "figures");
  const claimed = request[field] as UnitState;
  requireActing(ctx, [claimed]);
  return worldUnit(ctx.world, claimed);
}

/** A request's input without its speaker (the sender adds it). */
type WithoutSpeaker<K extends DrawProcedureName> = Omit<DrawRequest<K>["input"], "speaker">;

/**
 * The action's client: its pieces and choices sent to the GM's procedure, which computes, records,
 * applies and posts the result (a refusal is shown by the draw service). Its answer: the posted
 * result, or the refusal.
 */
export async function sendWithoutCards<K extends DrawProcedureName>(
  table: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  procedure: K,
  input: WithoutSpeaker<K>,
  speakerId: string,
): Promise<DrawResponse<ProcedureOutput<K>>> {
  const sent = { ...input, speaker: table.writes.speaker(speakerId) } as DrawRequest<K>["input"];
  return table.draw.resolve({ procedure, input: sent });
}

/** The figure as its unit holds it (what the GM's worldFigure compares a claim with), else the piece's own copy. */
export function unitCopy(unit: Pick<UnitState, "figures">, figure: FigureState): FigureState {
  return unit.figures.find((f) => f.id === figure.id) ?? figure;
}

/**
 * CORE-3 these pieces do `action` once in their unit's activation (DrawContext.spend), refused in
 * the pieces' own words when one already did ("actedThisActivation": nothing was done, no card
 * drawn). A replayed request is refused this way too. Nothing is kept in free play.
 */
export function spendOnce(
  ctx: Pick<DrawContext, "spend">,
  action: SpendableAction,
  unit: Pick<UnitState, "id" | "name">,
  figures: readonly { readonly id: string; readonly name: string }[],
): void {
  try {
    ctx.spend(action, unit.id, figures);
  } catch (error) {
    if (error instanceof RulesError && error.key.startsWith("actionSpent"))
      throw new RulesError("actedThisActivation", { name: figures.length === 1 ? figures[0]!.name : unit.name });
    throw error;
  }
}
