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

/** An action id: the one a folder's manifest declares (actions/<folder>/<folder>-manifest.ts). */
type ActionId = string;

/** What a button knows: its data-* attributes (strings), e.g. { weaponId: "…" }. The handler parses them. */
export type ActionParams = Readonly<Record<string, string>>;

/** A performed action: the actor it is for, the token on the canvas if any, the button's params. */
export interface ActionRequest {
  readonly actor: Actor.Implementation;
  readonly token?: TokenDocument.Implementation | null;
  readonly params: ActionParams;
}

type ActionHandler<Request> = (request: Request) => void | Promise<void>;

export type ActionOutcome = "done" | "unavailable" | "refused";

/**
 * Who may act for a request's actor: checked before any handler runs. The system's layer lets
 * the actor's owners and the GM act (a refusal is shown, localized, and nothing else happens).
 */
interface ActionGuard<Request> {
  mayAct(request: Request): boolean;
  /** Tell the user why (a localized warning). */
  refuse(request: Request): void;
}

interface ActionRegistry<Request> {
  /**
   * Register the handler of an action; returns a function that removes it. A second handler for the same id is refused.
   */
  registerAction(id: ActionId, handler: ActionHandler<Request>): () => void;
  /**
   * Run the action's handler; "unavailable" when none is registered (the caller tells the user),
   * "refused" when the guard says this user may not act for the actor (the guard told him).
   * Handler errors propagate.
   */
  performAction(id: ActionId, request: Request): Promise<ActionOutcome>;
  hasAction(id: ActionId): boolean;
}

/**
 * Finds the handler of an id nobody registered yet (the action folders load on first use:
 * catalog.ts); undefined when no action has that id.
 */
export type ActionLoader<Request> = (id: ActionId) => Promise<ActionHandler<Request> | undefined>;

export function createActionRegistry<Request>(
  guard?: ActionGuard<Request>,
  loader?: () => ActionLoader<Request> | null,
): ActionRegistry<Request> {
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
      const handler = handlers.get(id) ?? (await loader?.()?.(id));
      if (!handler) return "unavailable";
      if (guard && !guard.mayAct(request)) {
        guard.refuse(request);
        return "refused";
      }
      await handler(request);
      return "done";
    },
    hasAction(id) {
      return handlers.has(id);
    },
  };
}

/** What the ownership guard reads of the table (Foundry below; plain doubles in tests). */
export interface OwnershipPorts<Request> {
  /** Is the current user a GM? null when there is no user. */
  isGM(): boolean | null;
  /** Does the current user own the request's actor? */
  owns(request: Request): boolean;
  /** The actor's name, for the refusal. */
  name(request: Request): string;
  warn(key: string, data: Readonly<Record<string, string>>): void;
}

/** Only the actor's owners and the GM may act for it; anyone else gets the localized refusal. */
export function ownerGuard<Request>(ports: OwnershipPorts<Request>): ActionGuard<Request> {
  return {
    mayAct(request) {
      const gm = ports.isGM();
      return gm !== null && (gm || ports.owns(request));
    },
    refuse: (request) => ports.warn("COMBAT_PATROL.Error.notYourPiece", { name: ports.name(request) }),
  };
}

let ownership: OwnershipPorts<ActionRequest> | null = null;
let actionLoader: ActionLoader<ActionRequest> | null = null;

/** The actions concept calls this at init with the Foundry ownership checks (actions/foundry-port.ts). */
export function provideOwnership(ports: OwnershipPorts<ActionRequest> | null): void {
  ownership = ports;
}

/** The actions concept calls this at init: the handlers of the action folders, loaded on first use. */
export function provideActionLoader(loader: ActionLoader<ActionRequest> | null): void {
  actionLoader = loader;
}

/** The system's action layer: only the actor's owners and the GM may act for it (nobody before init). */
const layer = createActionRegistry<ActionRequest>(
  ownerGuard({
    isGM: () => ownership?.isGM() ?? null,
    owns: (request) => ownership?.owns(request) ?? false,
    name: (request) => ownership?.name(request) ?? "",
    warn: (key, data) => ownership?.warn(key, data),
  }),
  () => actionLoader,
);

export const registerAction = layer.registerAction;
export const performAction = layer.performAction;
export const hasAction = layer.hasAction;
