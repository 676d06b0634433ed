/**
 * CORE-5 the why of a volley's cover, for the chat card (chat/cover-lines.ts): after the GM's
 * fire procedure has checked and resolved the volley (fire-procedure.ts, unchanged), its stored
 * result gets `coverFrom` — what gave the target's nearest standing figure its cover from the
 * nearest shooter (src/rules/terrain coverFromNearest, the reading the GM's mapCover grades), by
 * the map's name for it — when the cover the volley was resolved with is the map's own. Read from
 * the world on the GM's client like every fact of the check, never from the request.
 */
import { coverFromNearest, type CoverGrade, type CoverSource } from "@rules/terrain";
import type { ProcedureResult } from "@rules/model";
import type { FireRequest, PostedResult } from "@foundry/kernel/action-requests";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import type { WorldFacts } from "@foundry/kernel/world-facts";

/** What a fire result stores as the why of its cover. */
export type CoverWhy = CoverSource & { readonly grade: Exclude<CoverGrade, "none"> };

/** The map's why of the volley's cover; null off the map, in the open, at a herd, or when the player declared another cover. */
export function volleyCoverWhy(request: FireRequest, world: Pick<WorldFacts, "ground">): CoverWhy | null {
  if (request.herd) return null;
  const standing = request.fire.target.figures.filter((t) => !t.figure.incapacitated);
  const first = standing[0];
  if (!first) return null;
  const shooterIds = request.fire.shooters.map((s) => s.figure.id);
  const ground = world.ground([...shooterIds, ...standing.map((t) => t.figure.id)]);
  const target = ground?.figures.find((f) => f.id === first.figure.id);
  if (!ground || !target) return null;
  const reading = coverFromNearest(
    ground.terrain,
    ground.figures.filter((f) => shooterIds.includes(f.id)),
    target,
  );
  // The player's call where it differs stands, and declared-lines.ts says so instead.
  if (!reading?.source || reading.grade === "none" || reading.grade !== first.cover) return null;
  return { ...reading.source, grade: reading.grade };
}

/** The fire procedure with the why of the map's cover added to the result it posts. */
export function withCoverWhy(procedure: DrawProcedure<"fire">): DrawProcedure<"fire"> {
  return {
    ...procedure,
    run(input, source, ctx): PostedResult {
      const output = procedure.run(input, source, ctx);
      const coverFrom = volleyCoverWhy(input, ctx.world);
      if (!coverFrom) return output;
      const result: ProcedureResult & { readonly coverFrom: CoverWhy } = { ...output.record.result, coverFrom };
      return { ...output, record: { ...output.record, result } };
    },
  };
}
