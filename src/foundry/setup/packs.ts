/** The forces the world's Actor compendium packs offer, read from their indexes (no document loaded). */
import { forceOptions, type ForceOption } from "./forces";
import { packActorFrom, packFolderFrom, type PackActor } from "./pack-actors";

/** Index fields the option checks and the deployment read (beyond Foundry's default name/type/folder). */
const INDEX_FIELDS = ["system", "items", "sort", "prototypeToken"] as const;

type ActorPack = foundry.documents.collections.CompendiumCollection<"Actor">;

function isActorPack(pack: foundry.documents.collections.CompendiumCollection.Any): pack is ActorPack {
  return pack.documentName === "Actor";
}

export interface PackForces {
  readonly options: ForceOption[];
  /** Every indexed actor by force key, for the option checks before anything is created. */
  readonly actors: ReadonlyMap<string, readonly PackActor[]>;
}

export async function loadPackForces(): Promise<PackForces> {
  const options: ForceOption[] = [];
  const actors = new Map<string, readonly PackActor[]>();
  for (const pack of game.packs ?? []) {
    if (!isActorPack(pack)) continue;
    const index = await pack.getIndex({ fields: [...INDEX_FIELDS] });
    const entries = [...index].map(packActorFrom).filter((a): a is PackActor => a !== null);
    const folders = [...pack.folders].map((f) =>
      packFolderFrom({ _id: f.id, name: f.name, folder: f.folder?.id ?? null, sort: f.sort }),
    );
    const found = forceOptions(
      pack.collection,
      pack.title,
      folders.filter((f) => f !== null),
      entries,
    );
    for (const option of found) {
      options.push(option);
      const ids = new Set(option.actorIds);
      actors.set(
        option.key,
        entries.filter((a) => ids.has(a._id)),
      );
    }
  }
  return { options, actors };
}

/** The full documents of a force, as plain sources (everything the world copies need). */
export async function loadForceSources(option: ForceOption): Promise<Actor.Source[]> {
  const pack = game.packs?.get(option.packId);
  if (!pack || !isActorPack(pack)) return [];
  const docs = await pack.getDocuments({ _id__in: [...option.actorIds] });
  return docs.filter((d): d is Actor.Implementation => d instanceof Actor).map((d) => d.toObject());
}
