/**
 * NAP-6.2.1.3 / OW-7.1e the fight a breakthrough follows, as the GM's world reads it: the mounted
 * fight's result posted in the chat and on the GM's record (kernel/world-facts.ts postedResult,
 * checked against his fingerprint of it), whose Table 2 cell gave this figure an advance
 * (`MountedMeleeResult.breakthrough.victorAdvance`). The advance is the fight's, never the
 * request's: how far, whether he must, back to back, and whether he may meet an enemy (not after
 * a second fight) are all read here. Each refusal is one line in the player's words.
 */
import { RulesError } from "@rules/errors";
import type { FigureState } from "@rules/model";
import type { AdvanceOffer } from "@rules/mounted/breakthrough";
import { asAnyResult } from "@rules/results";
import type { PostedOnRecord, WorldFacts } from "@foundry/kernel/world-facts";

/** The fight followed: the GM's record of it (its request, the key the advance is spent on) and its advance. */
export interface FightFollowed {
  readonly requestId: string;
  readonly offer: AdvanceOffer;
}

/** The mounted fight's result in a posted record; null for any other result. */
function mountedFight(posted: PostedOnRecord) {
  const result = asAnyResult(posted.record.result);
  return result?.procedure === "mountedMelee" ? result : null;
}

/** The last mounted fight on record this figure fought in (attacker or defender); null when none. */
function lastFightOf(world: WorldFacts, figureId: string): PostedOnRecord | null {
  const fights = world.postedResults("mountedMelee");
  for (let i = fights.length - 1; i >= 0; i -= 1) {
    const melee = mountedFight(fights[i]!)?.melee;
    if (melee?.attacker.figureId === figureId || melee?.defender.figureId === figureId) return fights[i]!;
  }
  return null;
}

/**
 * The fight the victor's advance follows: the one the card's button names (its message), or,
 * pressed on the sheet (`messageId` null), the last fight on record he fought in. Refused when
 * the message holds no mounted fight on the GM's record, or the fight gave this figure (of this
 * unit) no advance: he did not win it, or Table 2 let him only stop or fall back.
 */
export function fightFollowed(
  world: WorldFacts,
  messageId: string | null,
  figure: Pick<FigureState, "id" | "name">,
  unitId: string,
): FightFollowed {
  const posted = messageId === null ? lastFightOf(world, figure.id) : world.postedResult(messageId);
  const fight = posted ? mountedFight(posted) : null;
  if (!posted || !fight)
    throw new RulesError(messageId === null ? "breakthroughNoFightWon" : "breakthroughNotOnRecord", {
      figure: figure.name,
    });
  const offer = fight.breakthrough?.victorAdvance ?? null;
  if (!offer || offer.direction !== "advance" || offer.figureId !== figure.id || offer.unitId !== unitId)
    throw new RulesError(messageId === null ? "breakthroughNoFightWon" : "breakthroughNotHisWin", {
      figure: figure.name,
    });
  return { requestId: posted.requestId, offer };
}

/** The occasion the advance is spent on (DrawContext.spend): once for the fight, whoever's activation it was. */
export function advanceOccasion(fight: FightFollowed): string {
  return `advance:${fight.requestId}`;
}
