/**
 * After a starter adventure is imported (Foundry v13 fires "importAdventure" once the documents
 * exist: client/documents/adventure.mjs, Adventure#import, `Hooks.callAll("importAdventure",
 * this, options, result.created, result.updated)`, after importContent created them with
 * `keepId: true`), the importing GM's client finishes the table:
 *  1. each side's actors owned by a player (starter.ts sideOwners), one batch;
 *  2. the decks, exactly as the scenario setup makes them (setup/ports.ts DeckService): an
 *     Action Deck per player from the deck file in use (CORE-1), the Activation Deck with the
 *     Hero card only when heroes are in play (CORE-3, OW-4b: rules/options scenarioActivationDeck);
 *  3. the scene's Combat with one combatant per unit (the flag's combatants), flagged so that
 *     "Begin Combat" starts turn 1 (hooks.ts);
 *  4. the scene activated and the journal opened.
 * The scene's options travel in its own flag (overrides), read by currentOptions.
 */
import { scenarioActivationDeck } from "../../rules/options";
import { foundryFormat } from "../chat/message";
import { currentOptions } from "../settings/current";
import { forceUnits, packActorFrom, type PackActor } from "../setup/plan";
import { deckService } from "../setup/ports";
import { sideOwners, starterFlagFrom, type StarterFlag } from "./starter";

export const SYSTEM_ID = "combat-patrol";

export async function onAdventureImported(adventure: Adventure.Implementation): Promise<void> {
  const flag = starterFlagFrom((adventure.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.starter);
  if (!flag || !game.user?.isGM) return;
  const scene = game.scenes?.get(flag.sceneId) ?? null;
  if (!scene) return void ui.notifications?.warn(foundryFormat("COMBAT_PATROL.Adventure.noScene"));
  const players = (game.users?.contents ?? []).filter((u) => !u.isGM && u.id).map((u) => u.id!);

  await giveSides(flag, players);
  const decks = await makeDecks(flag, scene, players);
  await makeCombat(flag, scene);
  await scene.activate();
  game.journal?.get(flag.journalId)?.sheet?.render(true);
  ui.notifications?.info(foundryFormat(decks ? "COMBAT_PATROL.Adventure.ready" : "COMBAT_PATROL.Adventure.readyNoDecks", { name: adventure.name }));
}

async function giveSides(flag: StarterFlag, players: readonly string[]): Promise<void> {
  const owners = sideOwners(flag, players);
  const OWNER = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  const updates = [...owners].filter(([actorId]) => game.actors?.has(actorId)).map(([actorId, userId]) => ({ _id: actorId, ownership: { [userId]: OWNER } }));
  if (updates.length > 0) await Actor.implementation.updateDocuments(updates);
}

/** The decks through the setup's DeckService; false when no service is installed. */
async function makeDecks(flag: StarterFlag, scene: Scene.Implementation, players: readonly string[]): Promise<boolean> {
  const service = deckService();
  if (!service || !flag.decks) return false;
  const options = currentOptions(scene);
  const actors = [...flag.sides.a, ...flag.sides.b]
    .map((id) => game.actors?.get(id)?.toObject() ?? null)
    .map(packActorFrom)
    .filter((a): a is PackActor => a !== null);
  await service.resetActionDecks({ userIds: players, deckFile: options.deckFile });
  await service.resetActivationDeck({ cards: scenarioActivationDeck(options, forceUnits(actors)), endOfTurn: options.endOfTurn });
  return true;
}

async function makeCombat(flag: StarterFlag, scene: Scene.Implementation): Promise<void> {
  const combat = await Combat.implementation.create({ scene: scene.id, active: true, flags: { [SYSTEM_ID]: { starter: true } } });
  if (!combat) return;
  const combatants: Combatant.CreateData[] = [];
  for (const c of flag.combatants) {
    const token = scene.tokens.find((t) => t.actorId === c.actorId);
    if (token?.id) combatants.push({ tokenId: token.id, sceneId: scene.id, actorId: c.actorId, name: c.name });
  }
  await combat.createEmbeddedDocuments("Combatant", combatants);
}
