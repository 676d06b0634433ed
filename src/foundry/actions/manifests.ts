/**
 * Every action folder's manifest, found by a loop and loaded at start (tiny: ids, labels, icons,
 * offers, chat lines): `actions/<folder>/<folder>-manifest.ts`, one default export each. The
 * sheets, the token HUD, the keybindings and the chat card read them here; an action's behaviour
 * (its dialog, its GM procedure) loads on first use (catalog.ts).
 */
import type { ResultKind } from "@rules/results";
import type {
  ActionManifest,
  ChatButton,
  ManifestAction,
  OfferContexts,
  PieceKind,
  ResultPresentation,
} from "@foundry/kernel/action-manifest";

const found = import.meta.glob<{ default: ActionManifest }>("./*/*-manifest.ts", { eager: true });

/** The manifests by folder, in folder order. */
export const MANIFESTS: readonly { readonly folder: string; readonly manifest: ActionManifest }[] = Object.entries(
  found,
)
  .map(([path, module]) => ({ folder: path.split("/")[1] ?? path, manifest: module.default }))
  .sort((a, b) => a.folder.localeCompare(b.folder));

/** Every action of every folder, by id (an id declared twice is an error at start). */
export const ACTIONS: ReadonlyMap<string, ManifestAction> = collect(
  MANIFESTS.flatMap(({ folder, manifest }) => manifest.actions.map((a) => [a.id, a, folder] as const)),
  "action",
);

/** Every result kind's presentation, by kind (a kind owned twice is an error at start). */
export const PRESENTATIONS: ReadonlyMap<ResultKind, ResultPresentation<ResultKind>> = collect(
  MANIFESTS.flatMap(({ folder, manifest }) =>
    Object.entries(manifest.results ?? {}).map(
      ([kind, presentation]) => [kind as ResultKind, presentation as ResultPresentation<ResultKind>, folder] as const,
    ),
  ),
  "result kind",
);

/** Every chat-card button the actions add, in their order (the result card offers them: chat/result-card.ts). */
export const CHAT_BUTTONS: readonly ChatButton[] = MANIFESTS.flatMap(({ manifest }) => manifest.chatButtons ?? []).sort(
  (a, b) => a.order - b.order,
);

/** A button a sheet shows: the action, whether it is the main one, its data-* attributes. */
interface OfferedAction {
  readonly action: ManifestAction;
  readonly primary: boolean;
  readonly params: Readonly<Record<string, string>>;
}

/** The actions a piece's sheet shows now, in their order (the offers' `when` decide). */
export function offeredActions<K extends PieceKind>(kind: K, piece: OfferContexts[K]): OfferedAction[] {
  const out: { order: number; offered: OfferedAction }[] = [];
  for (const action of ACTIONS.values()) {
    const offer = action.offer?.[kind];
    if (!offer || (offer.when && !offer.when(piece))) continue;
    out.push({
      order: offer.order,
      offered: { action, primary: offer.primary?.(piece) ?? false, params: offer.params?.(piece) ?? {} },
    });
  }
  return out.sort((a, b) => a.order - b.order).map((o) => o.offered);
}

/** An action this piece cannot use now, and why (a lang key). */
export interface UnofferedAction {
  readonly action: ManifestAction;
  readonly why: string;
}

/** The actions a piece's own state keeps from it now (each offer's notNow), in the sheet's order. */
export function unofferedActions<K extends PieceKind>(kind: K, piece: OfferContexts[K]): UnofferedAction[] {
  const out: { order: number; missing: UnofferedAction }[] = [];
  for (const action of ACTIONS.values()) {
    const offer = action.offer?.[kind];
    if (!offer?.notNow || (offer.when ? offer.when(piece) : true)) continue;
    const why = offer.notNow(piece);
    if (why) out.push({ order: offer.order, missing: { action, why } });
  }
  return out.sort((a, b) => a.order - b.order).map((o) => o.missing);
}

/** The token HUD's buttons, in order. */
export function hudActions(): ManifestAction[] {
  return [...ACTIONS.values()]
    .filter((a) => a.hud !== undefined)
    .sort((a, b) => (a.hud?.order ?? 0) - (b.hud?.order ?? 0));
}

/** The actions with a default key, each with its binding id and key. */
export function keyedActions(): (ManifestAction & { readonly key: NonNullable<ManifestAction["key"]> })[] {
  return [...ACTIONS.values()].filter((a): a is ManifestAction & { key: NonNullable<ManifestAction["key"]> } =>
    Boolean(a.key),
  );
}

function collect<K extends string, V>(entries: readonly (readonly [K, V, string])[], what: string): ReadonlyMap<K, V> {
  const out = new Map<K, V>();
  const where = new Map<K, string>();
  for (const [id, value, folder] of entries) {
    if (out.has(id))
      throw new Error(`Combat Patrol: ${what} "${id}" is declared twice (actions/${where.get(id)}, actions/${folder})`);
    out.set(id, value);
    where.set(id, folder);
  }
  return out;
}
