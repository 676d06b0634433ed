/**
 * The world migration on `ready`: the active GM only, once, when the stored schema version is older
 * than SCHEMA_VERSION. This file fills the port of places.ts from the game; what is migrated, in
 * which order, and when the version is stamped is decided there and in phases.ts (tested with doubles).
 *
 * Foundry v13 behaviour relied on (docs/foundry-behaviour.md):
 * - `TokenDocument#actor` is the world actor for a linked token and `delta.syntheticActor` otherwise
 *   (client/documents/token.mjs); an update or embedded-item write on that synthetic actor is sent
 *   as an ActorDelta operation (client/data/client-backend.mjs `#adjustActorDeltaRequest`).
 * - `CompendiumCollection#configure({locked})` writes the world's `compendiumConfiguration` setting;
 *   `locked` reads `config.locked ?? (packageType !== "world")` (client/documents/collections/
 *   compendium-collection.mjs).
 * - `ui.notifications.info(message, {progress: true})` returns the notification, moved on with
 *   `ui.notifications.update(notification, {pct, message, format})`; a `pct` of 1 removes it
 *   (client/applications/ui/notifications.mjs).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { foundryFormat } from "@foundry/shared/format";
import type { SystemUpdate } from "./runner";
import type { OwnedChange } from "@foundry/data/schema-migrations";
import { SCHEMA_SETTING, SCHEMA_VERSION } from "@foundry/data/schema-migrations";
import { startAction } from "./start";
import { migratePhases } from "./phases";
import {
  buildPhases,
  type PlaceLabels,
  type StoredActor,
  type StoredPack,
  type StoredScene,
  type StoredSet,
} from "./places";
import { migrationConsoleLines, migrationNotice } from "./report";
import type { AdventureChange } from "./embedded";

export { SCHEMA_SETTING };

/** Replace the whole system object (steps may remove keys): world and compendium documents. */
const REPLACE = { diff: false, recursive: false } as const;

type Pack = foundry.documents.collections.CompendiumCollection.Any;

const MIGRATED_PACKS: readonly string[] = ["Actor", "Item", "Scene", "Adventure"];

const systemOf = (doc: { toObject(): { system?: unknown } }): unknown => doc.toObject().system;

function itemSet(items: readonly Item.Implementation[], parent: Actor.Implementation, pack: string | null): StoredSet {
  return {
    documents: items.map((i) => ({ id: i.id, name: i.name, type: i.type, system: systemOf(i) })),
    write: async (updates: readonly SystemUpdate[]) => {
      await Item.implementation.updateDocuments([...updates], { ...REPLACE, parent, ...(pack ? { pack } : {}) });
    },
  };
}

function storedActor(actor: Actor.Implementation, pack: string | null): StoredActor {
  return {
    id: actor.id,
    name: actor.name,
    type: actor.type,
    system: systemOf(actor),
    items: itemSet([...actor.items], actor, pack),
    change: async (change: OwnedChange) => {
      // The patch is a system object the Owned step built for this subtype (typed loosely: older shapes).
      if (change.patch) await actor.update({ system: change.patch } as Actor.UpdateData);
      if (change.deleteItems.length) await actor.deleteEmbeddedDocuments("Item", [...change.deleteItems]);
    },
  };
}

function actorSet(actors: readonly Actor.Implementation[], pack: string | null): StoredSet<StoredActor> {
  return {
    documents: actors.map((a) => storedActor(a, pack)),
    write: async (updates: readonly SystemUpdate[]) => {
      await Actor.implementation.updateDocuments([...updates], { ...REPLACE, ...(pack ? { pack } : {}) });
    },
  };
}

/**
 * A token's synthetic actor: its system write is a normal (diffed, merged) update, so only what the
 * steps changed lands in the token's ActorDelta and the token keeps following its base actor.
 */
function tokenActorSet(actor: Actor.Implementation): StoredSet<StoredActor> {
  return {
    documents: [storedActor(actor, null)],
    write: async (updates: readonly SystemUpdate[]) => {
      for (const u of updates) await actor.update({ system: u.system } as Actor.UpdateData);
    },
  };
}

function storedScene(scene: Scene.Implementation): StoredScene {
  return {
    name: scene.name,
    size: scene.tokens.size,
    tokens: () =>
      [...scene.tokens].map((t) => ({
        linked: t.actorLink,
        actor: () => (t.actor ? tokenActorSet(t.actor) : null),
      })),
  };
}

function storedPack(pack: Pack): StoredPack {
  return {
    title: pack.title,
    size: pack.index.size,
    locked: pack.locked,
    setLocked: async (locked) => void (await pack.configure({ locked })),
    load: async () => {
      const documents: readonly unknown[] = await pack.getDocuments();
      const actors = documents.filter((d): d is Actor.Implementation => d instanceof Actor);
      const items = documents.filter((d): d is Item.Implementation => d instanceof Item);
      const scenes = documents.filter((d): d is Scene.Implementation => d instanceof Scene);
      const adventures = documents.filter((d): d is Adventure.Implementation => d instanceof Adventure);
      return {
        actors: actorSet(actors, pack.collection),
        items: {
          documents: items.map((i) => ({ id: i.id, name: i.name, type: i.type, system: systemOf(i) })),
          write: async (updates: readonly SystemUpdate[]) => {
            await Item.implementation.updateDocuments([...updates], { ...REPLACE, pack: pack.collection });
          },
        },
        scenes: scenes.map(storedScene),
        adventures: adventures.map((a) => ({
          name: a.name,
          source: a.toObject(),
          // Whole arrays of sources (BaseAdventure's SetFields): the changed ones replace the stored ones.
          update: async (change: AdventureChange) => void (await a.update(change as Adventure.UpdateData)),
        })),
      };
    },
  };
}

/** World compendiums only: a system's or module's packs are read-only for the world. */
function worldPacks(): Pack[] {
  return [...(game.packs ?? [])].filter(
    (p) => p.metadata.packageType === "world" && MIGRATED_PACKS.includes(p.documentName),
  );
}

const labels: PlaceLabels = {
  worldActors: foundryFormat("COMBAT_PATROL.Migration.worldActors"),
  worldItems: foundryFormat("COMBAT_PATROL.Migration.worldItems"),
  itemsOf: (name) => foundryFormat("COMBAT_PATROL.Migration.itemsOf", { name }),
  scene: (name) => foundryFormat("COMBAT_PATROL.Migration.scene", { name }),
  within: (place, name) => foundryFormat("COMBAT_PATROL.Migration.within", { place, name }),
};

let started = false;

/** Run on `ready`: the active GM, once per session, only when the world is behind. */
export async function migrateWorld(): Promise<void> {
  if (started || !game.user?.isActiveGM) return;
  started = true;
  const from = game.settings?.get(SYSTEM_ID, SCHEMA_SETTING) ?? 0;
  const action = startAction(from, SCHEMA_VERSION, {
    actors: game.actors?.size ?? 0,
    items: game.items?.size ?? 0,
    packDocuments: worldPacks().reduce((n, p) => n + p.index.size, 0),
  });
  if (action === "none") return;
  // A brand-new world starts at the current version (nothing to migrate, nothing shown).
  const stamp = async () => void (await game.settings?.set(SYSTEM_ID, SCHEMA_SETTING, SCHEMA_VERSION));
  if (action === "stamp") return stamp();

  const notes = ui.notifications;
  const bar = notes?.info(foundryFormat("COMBAT_PATROL.Migration.start", { version: SCHEMA_VERSION }), {
    progress: true,
    console: false,
  });
  const phases = buildPhases(
    {
      actors: () => actorSet([...(game.actors ?? [])], null),
      items: () => ({
        documents: [...(game.items ?? [])].map((i) => ({ id: i.id, name: i.name, type: i.type, system: systemOf(i) })),
        write: async (updates: readonly SystemUpdate[]) => {
          await Item.implementation.updateDocuments([...updates], REPLACE);
        },
      }),
      scenes: () => [...(game.scenes ?? [])].map(storedScene),
      packs: () => worldPacks().map(storedPack),
    },
    labels,
  );
  const { report } = await migratePhases(phases, from, stamp, (done, total, where) => {
    if (!bar || !notes || done >= total) return;
    // `format` values are escaped by Foundry (a scene or pack name goes into the notification's HTML).
    notes.update(bar, {
      pct: total > 0 ? done / total : 0,
      message: "COMBAT_PATROL.Migration.progress",
      format: { where },
    });
  });
  if (bar && notes) notes.update(bar, { pct: 1 });
  for (const line of migrationConsoleLines(report)) console.error(line);
  const notice = migrationNotice(report, foundryFormat, (s) => foundry.utils.escapeHTML(s));
  if (notice.kind === "info") notes?.info(notice.text);
  else notes?.error(notice.text, { permanent: true });
}
