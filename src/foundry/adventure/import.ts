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
 *     "Begin Combat" starts turn 1 (adventure-hooks.ts), carrying the victory check's data;
 *  4. the scene activated and the journal opened.
 * The scene's options travel in its own flag (overrides), read by currentOptions.
 * finish.ts decides it over ports; foundryImportPorts here wires Foundry.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { foundryFormat, notifyKey } from "@foundry/shared/format";
import { currentOptions } from "@foundry/settings/current";
import { deckService } from "@foundry/setup/ports";
import { finishImport, type ImportPorts } from "./finish";
import { starterFlagFrom } from "./starter";

function foundryImportPorts(scene: Scene.Implementation): ImportPorts {
  const OWNER = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
  return {
    players: () => (game.users?.contents ?? []).filter((u) => !u.isGM && u.id).map((u) => u.id!),
    actor: (id) => game.actors?.get(id)?.toObject() ?? null,
    async giveOwnership(updates) {
      await Actor.implementation.updateDocuments(
        updates.map((u) => ({ _id: u.actorId, ownership: { [u.userId]: OWNER } })),
      );
    },
    deckService,
    options: () => currentOptions(scene),
    tokenOf: (actorId) => scene.tokens.find((t) => t.actorId === actorId)?.id ?? null,
    async createCombat(combatants, scenario) {
      // the victory check's data rides on the Combat: End of Turn records the turn by it (turn-record.ts)
      const combat = await Combat.implementation.create({
        scene: scene.id,
        active: true,
        flags: { [SYSTEM_ID]: { starter: true, ...(scenario ? { scenario } : {}) } },
      });
      if (combat)
        await combat.createEmbeddedDocuments(
          "Combatant",
          combatants.map((c) => ({ ...c, sceneId: scene.id })),
        );
    },
    async activateScene() {
      await scene.activate();
    },
    openJournal: (id) => void game.journal?.get(id)?.sheet?.render(true),
    notify: (key, data) => notifyKey("info", key, { ...data }),
  };
}

export async function onAdventureImported(adventure: Adventure.Implementation): Promise<void> {
  const flag = starterFlagFrom(
    (adventure.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.starter,
  );
  if (!flag || !game.user?.isGM) return;
  const scene = game.scenes?.get(flag.sceneId) ?? null;
  if (!scene) return void ui.notifications?.warn(foundryFormat("COMBAT_PATROL.Adventure.noScene"));
  await finishImport(adventure.name, flag, foundryImportPorts(scene));
}
