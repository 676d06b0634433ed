/**
 * The world migration on `ready`: the active GM only, once, when the stored schema version is
 * older than SCHEMA_VERSION. World actors (and their items), world items, and the Actor/Item
 * compendiums of the world are migrated; a document that fails is kept and named to the GM.
 */
import { SYSTEM_ID } from "@foundry/data/constants";
import {
  runMigration,
  runOwnedMigration,
  type MigratableDocument,
  type MigrationCollection,
  type MigrationReport,
  type OwnerCollection,
  type SystemUpdate,
} from "./runner";
import type { OwnedChange } from "@foundry/data/schema-migrations";
import { SCHEMA_VERSION } from "@foundry/data/schema-migrations";
import { startAction } from "./start";

import { SCHEMA_SETTING } from "./hooks";

export { SCHEMA_SETTING };

/** A document as the runner sees it: id, name, type and its stored system. */
function migratable(doc: {
  id: string | null;
  name: string;
  type: string;
  toObject(): { system: unknown };
}): MigratableDocument | null {
  const system = doc.toObject().system;
  if (doc.id === null || typeof system !== "object" || system === null) return null;
  return { id: doc.id, source: { name: doc.name, type: doc.type, system: { ...system } } };
}

const present = <T>(v: T | null): v is T => v !== null;

/** Replace the whole system object (steps may remove keys). */
const REPLACE = { diff: false, recursive: false } as const;

function actorCollection(
  label: string,
  actors: readonly Actor.Implementation[],
  pack: string | null,
): MigrationCollection {
  return {
    label,
    documentName: "Actor",
    documents: actors.map(migratable).filter(present),
    write: async (updates: readonly SystemUpdate[]) => {
      await Actor.implementation.updateDocuments([...updates], { ...REPLACE, ...(pack ? { pack } : {}) });
    },
  };
}

function itemCollection(
  label: string,
  items: readonly Item.Implementation[],
  parent: Actor.Implementation | null,
  pack: string | null,
): MigrationCollection {
  return {
    label,
    documentName: "Item",
    documents: items.map(migratable).filter(present),
    write: async (updates: readonly SystemUpdate[]) => {
      await Item.implementation.updateDocuments([...updates], {
        ...REPLACE,
        ...(parent ? { parent } : {}),
        ...(pack ? { pack } : {}),
      });
    },
  };
}

/**
 * An actor and its items for the Owned steps (v3: a figure's carried dynamite items folded into
 * its counts). The patch is merged (a normal update: it runs after the whole-system writes above),
 * then the items are deleted: two calls for that actor only.
 */
function ownerCollection(label: string, actor: Actor.Implementation): OwnerCollection | null {
  const owner = migratable(actor);
  if (!owner) return null;
  return {
    label,
    owner,
    items: [...actor.items].map(migratable).filter(present),
    write: async (change: OwnedChange) => {
      // The patch is a system object the Owned step built for this subtype (typed loosely: older shapes).
      if (change.patch) await actor.update({ system: change.patch } as Actor.UpdateData);
      if (change.deleteItems.length) await actor.deleteEmbeddedDocuments("Item", [...change.deleteItems]);
    },
  };
}

const format = (key: string, data: Record<string, string> = {}): string => game.i18n?.format(key, data) ?? key;

/** World compendiums only: a system's or module's packs are read-only for the world. */
function worldPacks(): foundry.documents.collections.CompendiumCollection.Any[] {
  return [...(game.packs ?? [])].filter(
    (p) => p.metadata.packageType === "world" && (p.documentName === "Actor" || p.documentName === "Item"),
  );
}

async function collections(): Promise<{
  collections: MigrationCollection[];
  owners: OwnerCollection[];
  unlock: () => Promise<void>;
}> {
  const out: MigrationCollection[] = [];
  const owners: OwnerCollection[] = [];
  const actors = [...(game.actors ?? [])];
  out.push(actorCollection(format("COMBAT_PATROL.Migration.worldActors"), actors, null));
  owners.push(...actors.map((a) => ownerCollection(format("COMBAT_PATROL.Migration.worldActors"), a)).filter(present));
  for (const actor of actors)
    out.push(
      itemCollection(format("COMBAT_PATROL.Migration.itemsOf", { name: actor.name }), [...actor.items], actor, null),
    );
  out.push(itemCollection(format("COMBAT_PATROL.Migration.worldItems"), [...(game.items ?? [])], null, null));

  const relock: foundry.documents.collections.CompendiumCollection.Any[] = [];
  for (const pack of worldPacks()) {
    if (pack.locked) {
      await pack.configure({ locked: false });
      relock.push(pack);
    }
    const documents = await pack.getDocuments();
    const actorsIn = documents.filter((d): d is Actor.Implementation => d instanceof Actor);
    const itemsIn = documents.filter((d): d is Item.Implementation => d instanceof Item);
    if (actorsIn.length) out.push(actorCollection(pack.title, actorsIn, pack.collection));
    owners.push(...actorsIn.map((a) => ownerCollection(pack.title, a)).filter(present));
    for (const actor of actorsIn)
      out.push(itemCollection(`${pack.title}: ${actor.name}`, [...actor.items], actor, pack.collection));
    if (itemsIn.length) out.push(itemCollection(pack.title, itemsIn, null, pack.collection));
  }
  return {
    collections: out,
    owners,
    unlock: async () => {
      for (const pack of relock) await pack.configure({ locked: true });
    },
  };
}

/** Tell the GM: the count migrated, and every document kept unmigrated, by name (also in the console). */
function report(result: MigrationReport): void {
  for (const failure of result.failures) {
    console.error(
      `Combat Patrol | migration kept "${failure.name}" (${failure.documentName}, ${failure.where}) unchanged: ${failure.error}`,
    );
  }
  if (result.failures.length === 0) {
    ui.notifications?.info(
      format("COMBAT_PATROL.Migration.done", { version: String(SCHEMA_VERSION), count: String(result.migrated) }),
    );
    return;
  }
  const names = result.failures.map((f) => `${f.name} (${f.where})`).join(", ");
  ui.notifications?.error(format("COMBAT_PATROL.Migration.failed", { count: String(result.failures.length), names }), {
    permanent: true,
  });
}

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
  // Issue 17: a brand-new world starts at the current version (nothing to migrate, nothing shown).
  if (action === "stamp") {
    await game.settings?.set(SYSTEM_ID, SCHEMA_SETTING, SCHEMA_VERSION);
    return;
  }
  ui.notifications?.info(format("COMBAT_PATROL.Migration.start", { version: String(SCHEMA_VERSION) }));
  const { collections: all, owners, unlock } = await collections();
  let result: MigrationReport;
  try {
    const documents = await runMigration(all, from);
    const owned = await runOwnedMigration(owners, from);
    result = {
      migrated: documents.migrated + owned.migrated,
      unchanged: documents.unchanged,
      failures: [...documents.failures, ...owned.failures],
    };
  } finally {
    await unlock();
  }
  report(result);
  if (result.failures.length === 0) await game.settings?.set(SYSTEM_ID, SCHEMA_SETTING, SCHEMA_VERSION);
}
