/**
 * The chat card's lines and headline of a result, written by the presentation its kind's owner
 * declares (each action folder's manifest, actions/manifests.ts). The writer is chosen by the
 * result's `procedure` (its kind), never guessed from fields; every kind has an owner (the type
 * check of kernel/action-manifest.ts, and the manifests test at run time).
 */
import type { ProcedureResult } from "@rules/model";
import { asAnyResult, type AnyResult, type ResultKind, type ResultOf } from "@rules/results";
import type { ResultPresentation } from "@foundry/kernel/action-manifest";
import type { Ctx, LineView } from "@foundry/kernel/result-lines";
import { PRESENTATIONS } from "@foundry/actions/manifests";

function presentationOf<K extends ResultKind>(kind: K): ResultPresentation<K> | undefined {
  return PRESENTATIONS.get(kind) as ResultPresentation<K> | undefined;
}

/** The lines of a result of the union: its kind's writer. */
export function writeLines(ctx: Ctx, result: AnyResult): LineView[] {
  const kind = result.procedure;
  return presentationOf(kind)?.lines(ctx, result as ResultOf<typeof kind>) ?? [];
}

/** A stored result (a chat record): its kind's writer; no lines for a procedure the engine does not have. */
export function writeStored(ctx: Ctx, result: ProcedureResult): LineView[] {
  const known = asAnyResult(result);
  return known ? writeLines(ctx, known) : [];
}

/** The rule a result of this kind comes from (its owner's manifest), null for a kind the engine does not have. */
export function ruleOf(kind: string): string | null {
  return PRESENTATIONS.get(kind as ResultKind)?.rule ?? null;
}

/** The headline the writer gives this result, or null to show the engine's summary. */
export function headlineOf(ctx: Ctx, result: AnyResult): string | null {
  const kind = result.procedure;
  return presentationOf(kind)?.headline?.(ctx, result as ResultOf<typeof kind>) ?? null;
}
