/**
 * Token Action HUD Core (the "token-action-hud-core" module, v2), when a group has it active: the
 * selected token's piece lists the actions its sheet offers now (sheets/actor-offers.ts, from the
 * manifests), grouped as the sheet groups them, each pressed through the API as the sheet's button.
 *
 * How Core finds a system (its own code, module/main.mjs and module/core/api.mjs, read from its
 * repository): on `ready` it calls `tokenActionHudCoreApiReady` with its module, whose `api` holds
 * the classes to extend (SystemManager, ActionHandler, RollHandler); the system answers with
 * `tokenActionHudSystemReady` and an object whose `api` has `requiredCoreModuleVersion` and its
 * SystemManager, which Core constructs. An action with an `onClick` runs it and refreshes the HUD
 * (RollHandler#handleActionClickCore), so no roll handler of our own is needed.
 */
import type { Format } from "@foundry/kernel/result-lines";
import { SHEET_GROUPS } from "@foundry/kernel/action-manifest";

/** An action as Core's ActionHandler#addActions takes it (its createAction fields we use). */
export interface HudAction {
  readonly id: string;
  readonly name: string;
  readonly icon1: string;
  readonly onClick: () => void;
}

/** Core's ActionHandler as we extend it: the selected token's actor, and where actions are added. */
interface CoreActionHandler {
  readonly actor: Actor.Implementation | null | undefined;
  addActions(actions: HudAction[], group: { id: string; type: "system" }): void;
}

/** The classes Core's API hands us (v2): only what we extend. */
export interface HudCoreApi {
  readonly ActionHandler: new () => CoreActionHandler;
  readonly RollHandler: new () => object;
  readonly SystemManager: new (coreModuleId: string) => object;
}

/** Core's API as its hook hands it, checked (it is another module's code); null when it is not the v2 shape. */
export function hudCoreApi(coreModule: unknown): HudCoreApi | null {
  const api: unknown = typeof coreModule === "object" && coreModule !== null ? Reflect.get(coreModule, "api") : null;
  if (typeof api !== "object" || api === null) return null;
  const classes = ["ActionHandler", "RollHandler", "SystemManager"].map((k): unknown => Reflect.get(api, k));
  return classes.every((c) => typeof c === "function") ? (api as HudCoreApi) : null;
}

/** A HUD group: the sheet's action groups, in the sheet's order. */
const GROUPS = SHEET_GROUPS;

/** What the HUD reads of the table. */
export interface HudPorts {
  /** The actions the actor's sheet offers now, in order. */
  offers(actor: Actor.Implementation): readonly {
    readonly action: { readonly id: string; readonly label: string; readonly icon: string; readonly group: string };
    readonly params: Readonly<Record<string, string>>;
  }[];
  /** Press it, as the sheet's button (the API's perform). */
  perform(action: string, actor: Actor.Implementation, params: Readonly<Record<string, string>>): void;
  readonly format: Format;
}

/** The HUD's layout and groups (Core's registerDefaults): one top-level group for each of the sheet's groups. */
export function hudDefaults(format: Format) {
  const groups = GROUPS.map((id) => ({ id, name: format(`COMBAT_PATROL.Sheet.group.${id}`), type: "system" as const }));
  return {
    layout: groups.map((g) => ({
      nestId: g.id,
      id: g.id,
      name: g.name,
      groups: [{ ...g, nestId: `${g.id}_${g.id}` }],
    })),
    groups,
  };
}

/** The actor's actions by HUD group, each pressed through `ports.perform`. */
export function hudActions(actor: Actor.Implementation, ports: HudPorts): Map<string, HudAction[]> {
  const out = new Map<string, HudAction[]>(GROUPS.map((g) => [g, []]));
  for (const { action, params } of ports.offers(actor))
    out.get(action.group)?.push({
      // The same action may be offered twice with different params (one Fire per weapon): the id keeps them apart.
      id: [action.id, ...Object.values(params)].join("."),
      name: ports.format(action.label),
      icon1: `<i class="${action.icon}"></i>`,
      onClick: () => ports.perform(action.id, actor, params),
    });
  return out;
}

/** The SystemManager Core constructs, over its own classes. */
export function systemManagerFor(core: HudCoreApi, ports: HudPorts): new (coreModuleId: string) => object {
  class ActionHandler extends core.ActionHandler {
    buildSystemActions(): Promise<void> {
      const actor = this.actor;
      if (actor) for (const [id, actions] of hudActions(actor, ports)) this.addActions(actions, { id, type: "system" });
      return Promise.resolve();
    }
  }
  class RollHandler extends core.RollHandler {}
  return class SystemManager extends core.SystemManager {
    getActionHandler(): ActionHandler {
      return new ActionHandler();
    }
    getAvailableRollHandlers(): Record<string, string> {
      return { core: "Combat Patrol" };
    }
    getRollHandler(): RollHandler {
      return new RollHandler();
    }
    registerDefaults(): Promise<ReturnType<typeof hudDefaults>> {
      return Promise.resolve(hudDefaults(ports.format));
    }
  };
}

declare module "fvtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Token Action HUD Core: its API is ready (its module, whose `api` holds the classes to extend). */
      tokenActionHudCoreApiReady: (coreModule: unknown) => void;
      /** Token Action HUD Core: a system answers with its SystemManager (Core's registerCoreModule). */
      tokenActionHudSystemReady: (systemModule: {
        readonly id: string;
        readonly api: {
          readonly requiredCoreModuleVersion: string;
          readonly SystemManager: new (id: string) => object;
        };
      }) => void;
    }
  }
}
