/**
 * OW-9.2.8 a new livestock token's Endurance: Table 3 prints a range ("Horses 2-3"); the pack
 * actors carry it as `flags["combat-patrol"].enduranceRange`. When a token of such an actor is
 * created, the active GM gives it a value in the range: by default one card of his own Action
 * Deck read by drawEndurance (the ten-sided die icon), or the low end of the range when the world
 * setting says so. Pure: the draw procedure and the decisions; livestock-token.ts is the hook.
 */
import type { ActionCard } from "@rules/cards/schema";
import { drawEndurance, type EnduranceDraw, type EnduranceRange } from "@rules/old-west/endurance";
import { capturing, requireActing } from "@foundry/kernel/procedure-steps";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { drawProcedures, registerDrawProcedure } from "@foundry/kernel/draw-registry";

/** World setting `livestockEndurance`: draw a card (default) or take the low end of the range. */
export const LIVESTOCK_ENDURANCE_MODES = ["draw", "low"] as const;
type LivestockEnduranceMode = (typeof LIVESTOCK_ENDURANCE_MODES)[number];

interface LivestockEnduranceRequest {
  /** The actor whose Endurance is drawn (the token's actor UUID) and its name. */
  readonly actorId: string;
  readonly name: string;
  readonly range: EnduranceRange;
}

interface LivestockEnduranceDrawn extends EnduranceDraw {
  /** The card's face (JSON), for the audit and anyone who wants to show it. */
  readonly drawn: readonly ActionCard[];
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "ow.livestockEndurance": { input: LivestockEnduranceRequest; output: LivestockEnduranceDrawn };
  }
}

/** The range an actor's flags hold, null when there is none (not livestock) or it is not a range. */
export function enduranceRangeOf(flag: unknown): EnduranceRange | null {
  if (typeof flag !== "object" || flag === null || !("min" in flag) || !("max" in flag)) return null;
  const { min, max } = flag;
  if (
    typeof min !== "number" ||
    typeof max !== "number" ||
    !Number.isInteger(min) ||
    !Number.isInteger(max) ||
    min < 1 ||
    max < min
  )
    return null;
  return { min, max };
}

/** Is there anything to choose? A single value ("Sheep 2") is the actor's Endurance already. */
export function needsEndurance(range: EnduranceRange | null): range is EnduranceRange {
  return range !== null && range.max > range.min;
}

/** The setting's stored value read back (anything else: the default, draw). */
export function enduranceModeOf(value: unknown): LivestockEnduranceMode {
  return value === "low" ? "low" : "draw";
}

/**
 * Where the value goes: an unlinked token's own actor (each animal its own), or a linked actor
 * (a herd) the first time one of its tokens is placed (its flag `enduranceDrawn` marks it).
 */
export function enduranceTarget(
  token: { readonly actorLink: boolean },
  actorFlags: { readonly enduranceDrawn?: unknown },
): "token" | "actor" | null {
  if (!token.actorLink) return "token";
  return actorFlags.enduranceDrawn === true ? null : "actor";
}

/** OW-9.2.8 one card of the GM's Action Deck, its ten-sided die icon read in the range. */
export const LIVESTOCK_ENDURANCE: DrawProcedure<"ow.livestockEndurance"> = {
  run(input, source, ctx) {
    requireActing(ctx, [{ id: input.actorId, name: input.name }]);
    const cards = capturing(source);
    const card = cards.draw({ reason: "livestock.endurance", section: "d10" });
    return { ...drawEndurance(input.range, card), drawn: cards.cards };
  },
};

export function registerLivestockProcedure(): void {
  if (!drawProcedures.get("ow.livestockEndurance")) registerDrawProcedure("ow.livestockEndurance", LIVESTOCK_ENDURANCE);
}
