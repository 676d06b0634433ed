/**
 * The ONE action layer every button calls: sheets, token HUD, macros. A sheet only dispatches
 * `performAction(id, { actor, token, params })`; the handler registered for that id gathers
 * the inputs (ranges from the canvas, options), asks the GM to draw, runs the engine and
 * writes the result (one batched write, one chat message). Handlers are registered by the
 * action concept: `registerAction("fire", handler)`.
 *
 * The registry itself knows nothing of Foundry (createActionRegistry is generic over the
 * request), so a test drives it with plain objects.
 */

/** The buttons the sheets show; a handler may be registered for any other id too. */
export const SHEET_ACTIONS = [
  "fire",
  "melee",
  "move",
  "sprint",
  "reload",
  "rally",
  "moraleCheck",
  "reaction",
  "mount",
  "dismount",
  "throwDynamite",
  "stampedeCheck",
  "runawayCheck",
  "regainControl",
  "board",
  "limber",
  "unlimber",
  "load",
  "reface",
] as const;
export type SheetAction = (typeof SHEET_ACTIONS)[number];

/** An action id: one of the sheet actions, or any id another concept registers. */
export type ActionId = SheetAction | (string & {});

/** What a button knows: its data-* attributes (strings), e.g. { weaponId: "…" }. The handler parses them. */
export type ActionParams = Readonly<Record<string, string>>;

/** A performed action: the actor it is for, the token on the canvas if any, the button's params. */
export interface ActionRequest {
  readonly actor: Actor.Implementation;
  readonly token?: TokenDocument.Implementation | null;
  readonly params: ActionParams;
}

export type ActionHandler<Request> = (request: Request) => void | Promise<void>;

export type ActionOutcome = "done" | "unavailable";

export interface ActionRegistry<Request> {
  /** Register the handler of an action; returns a function that removes it. A second handler for the same id is refused. */
  registerAction(id: ActionId, handler: ActionHandler<Request>): () => void;
  /** Run the action's handler; "unavailable" when none is registered (the caller tells the user). Handler errors propagate. */
  performAction(id: ActionId, request: Request): Promise<ActionOutcome>;
  hasAction(id: ActionId): boolean;
}

export function createActionRegistry<Request>(): ActionRegistry<Request> {
  const handlers = new Map<string, ActionHandler<Request>>();
  return {
    registerAction(id, handler) {
      if (handlers.has(id)) throw new Error(`Combat Patrol: action "${id}" already has a handler`);
      handlers.set(id, handler);
      return () => {
        if (handlers.get(id) === handler) handlers.delete(id);
      };
    },
    async performAction(id, request) {
      const handler = handlers.get(id);
      if (!handler) return "unavailable";
      await handler(request);
      return "done";
    },
    hasAction(id) {
      return handlers.has(id);
    },
  };
}

/** The system's action layer. */
const layer = createActionRegistry<ActionRequest>();

export const registerAction = layer.registerAction;
export const performAction = layer.performAction;
export const hasAction = layer.hasAction;
