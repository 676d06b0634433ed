/**
 * Actor documents of the packs: the document fields, a prototype token sized in inches (the
 * grid is 1" a square), and the references between actors. A unit names its figures by
 * actor UUID ("Actor.<id>"): import a force with "Keep Document IDs" and its chain of command,
 * crews and drivers resolve in the world as they do in the pack.
 */
import type { ActorType } from "@foundry/data/sources";
import { OWNERSHIP, STATS, docId, embed, topKey, type EmbeddedDoc, type SourceDoc } from "./docs";
import { iconPath, type IconName } from "./icons";

/** Token footprint in grid units (inches). */
export interface TokenSize {
  readonly width: number;
  readonly height: number;
}

export const TOKEN_SIZES = {
  foot: { width: 1, height: 1 },
  mounted: { width: 1, height: 2 },
  gun: { width: 2, height: 2 },
  wagon: { width: 2, height: 4 },
  herd: { width: 2, height: 2 },
  animal: { width: 1, height: 2 },
  smallAnimal: { width: 1, height: 1 },
} as const satisfies Record<string, TokenSize>;

/** CONST.TOKEN_DISPOSITIONS.NEUTRAL; CONST.TOKEN_DISPLAY_MODES.OWNER_HOVER. */
const NEUTRAL = 0;
const OWNER_HOVER = 20;

interface ActorSpec {
  /** Stable key: the pack and the sample or table row it comes from. */
  readonly key: string;
  readonly name: string;
  readonly type: ActorType;
  readonly icon: IconName;
  readonly system: object;
  readonly folder: string | null;
  readonly sort: number;
  readonly token: TokenSize;
  /** Linked tokens for one-of-a-kind actors (a named figure, a unit, a gun); unlinked for generic animals. */
  readonly actorLink: boolean;
  readonly items?: readonly EmbeddedDoc[];
  /** Flags under the system scope (flags["combat-patrol"]). */
  readonly systemFlags?: Readonly<Record<string, unknown>>;
}

function actorId(key: string): string {
  return docId("actor", key);
}

/** The UUID a world actor imported with its pack id has: what units, guns and wagons store. */
export function actorUuid(key: string): string {
  return `Actor.${actorId(key)}`;
}

export function actorDoc(spec: ActorSpec): SourceDoc {
  const _id = actorId(spec.key);
  const img = iconPath(spec.icon);
  return {
    _id,
    _key: topKey("Actor", _id),
    name: spec.name,
    type: spec.type,
    img,
    system: spec.system,
    prototypeToken: {
      name: spec.name,
      displayName: OWNER_HOVER,
      actorLink: spec.actorLink,
      width: spec.token.width,
      height: spec.token.height,
      texture: { src: img },
      disposition: NEUTRAL,
      lockRotation: false,
    },
    items: embed("actors.items", _id, spec.items ?? []),
    effects: [],
    folder: spec.folder,
    sort: spec.sort,
    ownership: OWNERSHIP,
    flags: spec.systemFlags ? { "combat-patrol": spec.systemFlags } : {},
    _stats: STATS,
  };
}
