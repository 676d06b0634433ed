/**
 * The engine opponent concept: its two world settings (which side the engine plays, its doctrine),
 * and, on the active GM's client, its play each time the combat's current activation is written
 * (combat/turn.ts setActivation: an Activation Card drawn, an Elite unit's second activation). The
 * kernel knows nothing of it: it listens to Foundry's own updateCombat. The play loads on first use.
 * A starter adventure's import offers it (adventure-offer.ts). NAP-6.2.1.2b a charge halted on one
 * of its units (the halt card's createChatMessage) gets the engine's reaction (reaction-play.ts);
 * CORE-10 so does a person's figure moving in his activation (its token's updateToken: interrupt-play.ts);
 * NAP-6.2.1.2b a person's unit falling back (its morale card) may be pursued by its riders (pursuit-play.ts).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { currentActivation } from "@foundry/kernel/activation-flag";
import { engineOpponent } from "@foundry/kernel/engine-side";
import { registerOpponentSettings } from "./opponent-setting";
import type { QueryOptionsSeen } from "@foundry/kernel/query-sender";
import { REACTIONS_DONE_QUERY, type ReactionsDonePayload } from "./reactions-query";

/** After the combat (40): the turn's flag is its. */
export const order = 45;

/** The activations already played on this client, by combat (each unit once in each of its activations). */
const played = new Map<string, Set<string>>();
/** CORE-10 the units that reacted to an enemy's move, by combat (each once in each enemy activation). */
const reacted = new Map<string, Set<string>>();
/** One activation played after the other, in the order the cards were drawn. */
let queue: Promise<void> = Promise.resolve();

/** NAP-6.2.1.2b a morale card (CORE-7, NAP-4): it may hold a fall back, a withdrawal the engine's riders pursue. */
const withdrawalPosted = (message: ChatMessage.Implementation): boolean =>
  ["morale", "napMorale"].includes(String(foundry.utils.getProperty(message, "system.result.result.procedure")));

/** Run `work` after any engine play under way (one queue, in the order things happened); a failure is logged. */
function enqueue(failed: string, work: () => Promise<void>): void {
  queue = queue
    .then(work)
    .catch((error: unknown) => console.error(`Combat Patrol | the engine opponent ${failed}`, error));
}

/** A combat's memory in `byCombat` (made on first use). */
function memoryOf(byCombat: Map<string, Set<string>>, combat: Combat.Implementation): Set<string> {
  const key = combat.id ?? "";
  const memory = byCombat.get(key) ?? new Set<string>();
  byCombat.set(key, memory);
  return memory;
}

export function init(): void {
  registerOpponentSettings();
  // OW-2 / NAP-2 a starter adventure's import offers the engine (on the importing GM's client: the
  // hook is Adventure#import's, client/documents/adventure.mjs), loaded when an adventure is imported.
  Hooks.on("importAdventure", (adventure) => {
    if (!game.user?.isGM) return;
    void import("./adventure-offer-foundry")
      .then(({ offerOnImport }) => offerOnImport(adventure))
      .catch((error: unknown) => console.error("Combat Patrol | the engine opponent's offer failed", error));
  });
  Hooks.on("updateCombat", (combat, changed) => {
    if (!game.users?.activeGM?.isSelf) return;
    if (!foundry.utils.hasProperty(changed, `flags.${SYSTEM_ID}.activation`)) return;
    const opponent = engineOpponent();
    // The activation as this write left it: played even when the GM draws the next card meanwhile.
    const activation = currentActivation(combat);
    if (opponent.side === "none" || !activation || activation.units.length === 0) return;
    const inCombat = memoryOf(played, combat);
    enqueue("failed to play", async () => {
      const { playEngineUnits } = await import("./opponent-foundry");
      await playEngineUnits(combat, activation, opponent, inCombat);
    });
  });
  // NAP-6.2.1.2b a charge halted halfway for its target's reactions: the engine reacts for its unit.
  // Foundry calls createChatMessage on every client once the message exists (client/data/client-backend.mjs
  // #handleCreateDocuments: doc._onCreate, then Hooks.callAll(`create${type}`)); the
  // active GM's client, which posted the card, answers it, queued after any play under way.
  Hooks.on("createChatMessage", (message) => {
    if (!game.users?.activeGM?.isSelf) return;
    // NAP-6.2.1.2b a person's unit withdrew (a posted Guts check made it fall back): the engine's riders may pursue.
    const withdrawal = withdrawalPosted(message);
    if (!withdrawal && foundry.utils.getProperty(message, "system.result.result.procedure") !== "chargeHalt") return;
    const opponent = engineOpponent();
    if (opponent.side === "none") return;
    enqueue(withdrawal ? "failed to pursue" : "failed to react", async () => {
      const { pursueFromMessage, reactToMessage } = await import("./reaction-foundry");
      await (withdrawal ? pursueFromMessage : reactToMessage)(message, opponent);
    });
  });
  // CORE-10 a figure of the unit acting now moved: the engine's units may react to it. updateToken runs
  // on every client once the token is written (client/data/client-backend.mjs #handleUpdateDocuments:
  // doc._onUpdate, then Hooks.callAll(`update${type}`)), the move whoever made it: the active GM's
  // client answers, queued after any play under way, with the activation as this move found it.
  Hooks.on("updateToken", (token, changed) => {
    if (!game.users?.activeGM?.isSelf) return;
    if (changed.x === undefined && changed.y === undefined) return;
    const opponent = engineOpponent();
    const combat = game.combat ?? null;
    const activation = currentActivation(combat);
    if (opponent.side === "none" || !combat || !activation) return;
    const inCombat = memoryOf(reacted, combat);
    enqueue("failed to react", async () => {
      const { reactToToken } = await import("./reaction-foundry");
      await reactToToken(token, activation, opponent, inCombat);
    });
  });
  // CORE-10 a player says his reactions to the engine's move are done: the query reaches the active
  // GM's client, which plays the engine (the handler, loaded on first use, reads the server's sender).
  CONFIG.queries[REACTIONS_DONE_QUERY] = async (data: ReactionsDonePayload, options?: QueryOptionsSeen) =>
    (await import("./reactions-done-foundry")).answerReactionsDone(data, options);
  // The wait's card: its button gets the card's listener once rendered (loaded with the first such card).
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (!html.querySelector('button[data-action="reactionsDone"]')) return;
    void import("./reactions-done-foundry").then(({ bindReactionsCard }) => bindReactionsCard(message.id, html));
  });
}
