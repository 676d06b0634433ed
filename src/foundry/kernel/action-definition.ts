/**
 * The shape of one action: the handlers its buttons call (by action id) and the draw procedures
 * they send to the GM (by procedure name). Each action folder's `<folder>-action.ts` exports ONE definition
 * (`export default defineAction({ … })`); catalog.ts finds them all, actions/actions-hooks.ts registers them in
 * a loop. Handlers take the table port: they never read a Foundry global.
 */
import type { DrawProcedure, DrawProcedureName } from "./draw-ports";
import type { ActionRequest } from "./action-layer";
import type { Table } from "./table-ports";

/** A handler of one action id: the button's request, the table port. */
export type PortHandler = (request: ActionRequest, port: Table) => Promise<void>;

/** The draw procedures an action sends to the GM, typed by name. */
type ActionProcedures = { readonly [K in DrawProcedureName]?: DrawProcedure<K> };

export interface ActionDefinition {
  /** The action ids this folder handles (the sheets' and HUD's data-cp-action), each with its handler. */
  readonly handlers: Readonly<Record<string, PortHandler>>;
  /** The draw procedures its handlers request (registered on every client; the GM runs them). */
  readonly procedures?: ActionProcedures;
}

export function defineAction<const D extends ActionDefinition>(definition: D): D {
  return definition;
}
