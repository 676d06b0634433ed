/**
 * Every action, found by a loop: each folder under actions/ with a `<folder>-action.ts` exporting ONE
 * definition (defineAction). Adding an action = one new folder + that one export; nothing here
 * or in actions-hooks.ts changes. (Vite resolves the glob at build time; vitest too.)
 *
 * The folders load on first use: the glob is lazy, so each folder — its dialogs,
 * its GM draw procedures and the engine code only they use — is a chunk Foundry fetches the
 * first time an action is pressed or a draw procedure is asked for, not at start. The action
 * layer and the draw registry ask `loadActions()` for an id they do not know yet.
 */
import type { ErasedProcedure, ProcedureLoader } from "@foundry/kernel/draw-registry";
import type { ActionDefinition, PortHandler } from "@foundry/kernel/action-definition";
import type { ActionLoader, ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";

const loaders = import.meta.glob<{ default: ActionDefinition }>("./*/*-action.ts");

/** Every folder's definition, with its handlers and draw procedures by id. */
interface ActionCatalog {
  /** The definitions, by folder ("./fire/fire-action.ts" → "fire"), in folder order. */
  readonly actions: readonly { readonly folder: string; readonly definition: ActionDefinition }[];
  /** Every action id with its handler (an id handled twice is an error at load). */
  readonly handlers: ReadonlyMap<string, PortHandler>;
  /** Every draw procedure the actions send to the GM, by name, types erased for the registry. */
  readonly procedures: ReadonlyMap<string, ErasedProcedure>;
}

/** The action folders, by name, without loading them. */
export const ACTION_FOLDERS: readonly string[] = Object.keys(loaders)
  .map(folderOf)
  .sort((a, b) => a.localeCompare(b));

let loading: Promise<ActionCatalog> | null = null;

/** Load every action folder once (later calls share the first load; a failed load may be retried). */
export function loadActions(): Promise<ActionCatalog> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The draw registry's loader: a procedure of the action folders by name (cards/registry.ts provideLoader). */
export const loadProcedure: ProcedureLoader = async (name) => (await loadActions()).procedures.get(name);

/** The action layer's loader: an action id's handler, bound to the table port (loaded with it). */
export function handlerLoader(port: () => Promise<Table> | Table): ActionLoader<ActionRequest> {
  return async (id) => {
    const [{ handlers }, table] = await Promise.all([loadActions(), port()]);
    const handler = handlers.get(id);
    return handler && ((request) => handler(request, table));
  };
}

async function load(): Promise<ActionCatalog> {
  const actions = (
    await Promise.all(
      Object.entries(loaders).map(async ([path, loader]) => ({
        folder: folderOf(path),
        definition: (await loader()).default,
      })),
    )
  ).sort((a, b) => a.folder.localeCompare(b.folder));
  return {
    actions,
    handlers: collect(actions, (d) => Object.entries(d.handlers), "action"),
    procedures: collect(
      actions,
      (d) =>
        Object.entries(d.procedures ?? {}).flatMap(([name, procedure]): [string, ErasedProcedure][] =>
          procedure ? [[name, procedure]] : [],
        ),
      "draw procedure",
    ),
  };
}

function folderOf(path: string): string {
  return path.split("/")[1] ?? path;
}

function collect<T>(
  actions: ActionCatalog["actions"],
  entries: (definition: ActionDefinition) => [string, T][],
  what: string,
): ReadonlyMap<string, T> {
  const out = new Map<string, T>();
  for (const { folder, definition } of actions) {
    for (const [id, value] of entries(definition)) {
      if (out.has(id)) throw new Error(`Combat Patrol: ${what} "${id}" is defined twice (actions/${folder})`);
      out.set(id, value);
    }
  }
  return out;
}
