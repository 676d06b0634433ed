/**
 * Every action, found by a loop: each folder under actions/ with an index.ts exporting ONE
 * definition (defineAction). Adding an action = one new folder + that one export; nothing here
 * or in hooks.ts changes. (Vite resolves the glob at build time; vitest too.)
 */
import type { ErasedProcedure } from "../cards/registry";
import type { ActionDefinition, PortHandler } from "./define";

const modules = import.meta.glob<{ default: ActionDefinition }>("./*/index.ts", { eager: true });

/** The definitions, by folder ("./fire/index.ts" → "fire"), in folder order. */
export const ACTIONS: readonly { readonly folder: string; readonly definition: ActionDefinition }[] = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, module]) => ({ folder: path.split("/")[1] ?? path, definition: module.default }));

/** Every action id with its handler (an id handled twice is an error at load). */
export const ACTION_HANDLERS: ReadonlyMap<string, PortHandler> = collect((d) => Object.entries(d.handlers), "action");

/** Every draw procedure the actions send to the GM, by name, types erased for the registry. */
export const ACTION_PROCEDURES: ReadonlyMap<string, ErasedProcedure> = collect(
  (d) => Object.entries(d.procedures ?? {}).flatMap(([name, procedure]): [string, ErasedProcedure][] => (procedure ? [[name, procedure]] : [])),
  "draw procedure",
);

function collect<T>(entries: (definition: ActionDefinition) => [string, T][], what: string): ReadonlyMap<string, T> {
  const out = new Map<string, T>();
  for (const { folder, definition } of ACTIONS) {
    for (const [id, value] of entries(definition)) {
      if (out.has(id)) throw new Error(`Combat Patrol: ${what} "${id}" is defined twice (actions/${folder})`);
      out.set(id, value);
    }
  }
  return out;
}
