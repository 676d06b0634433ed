/**
 * The system's API, `game.combatPatrol` (docs/api.md): what a macro, a module or a console line
 * may call. It presses the same actions the sheets, the token HUD and the keys press (the action
 * layer: who may act is checked there, and every draw goes to the GM's client, which reads the
 * facts from the world), asks the GM's draw service, and runs the engine's odds. Nothing here
 * writes a document itself.
 */
import type { fireOdds } from "@rules/odds/fire";
import type { deckReport } from "@rules/odds/report";
import type { ActionOutcome, ActionRequest } from "@foundry/kernel/action-layer";
import type { DrawService } from "@foundry/kernel/draw-ports";
import type { Format } from "@foundry/kernel/result-lines";
import { ACTIONS } from "@foundry/actions/manifests";
import { API_HOOKS } from "./announce";

/** An action as the API lists it. */
export interface ApiAction {
  readonly id: string;
  /** Its name in the user's language. */
  readonly label: string;
  readonly icon: string;
  /** Where the sheets group it ("fire", "move", "special"…). */
  readonly group: string;
}

/** What the API stands on (the Foundry wiring: api-hooks.ts; a table test's double). */
export interface ApiPorts {
  /** The action layer's entry (kernel/action-layer.ts performAction). */
  perform(id: string, request: ActionRequest): Promise<ActionOutcome>;
  /** The actor a UUID names, null when none. */
  actor(uuid: string): Actor.Implementation | null;
  /** The actor's token on the viewed scene, null when it has none there. */
  token(actor: Actor.Implementation): TokenDocument.Implementation | null;
  /** The GM's draw service (kernel/draw-service.ts). */
  readonly draw: Pick<DrawService, "resolve">;
  readonly format: Format;
  /** Tell this user why nothing happened (a localized warning). */
  warn(key: string, data?: Readonly<Record<string, string>>): void;
  /** The system's version (system.json). */
  version(): string;
}

export interface CombatPatrolApi {
  readonly version: string;
  /** The names of the hooks the system calls (docs/api.md). */
  readonly hooks: typeof API_HOOKS;
  /** Every action a piece may offer, in the manifests' order. */
  actions(): ApiAction[];
  /**
   * Press an action for an actor (a UUID or the document), as its sheet's button does; params as the
   * button's data (e.g. `{ weaponId }`). "refused" (with a warning) when the actor does not exist or
   * this user may not act for it; "unavailable" (with a warning) for an action id that is none.
   */
  perform(
    action: string,
    actor: string | Actor.Implementation,
    params?: Readonly<Record<string, string>>,
  ): Promise<ActionOutcome>;
  /** The GM's draw service: one procedure resolved over this user's Action Deck on the GM's client. */
  readonly draw: Pick<DrawService, "resolve">;
  /**
   * The engine's odds: a volley's chances against the cards left, and a deck's make-up (loaded on
   * first use, as the dialogs load them, so the engine's odds are not fetched at start).
   */
  readonly odds: {
    fire(...args: Parameters<typeof fireOdds>): Promise<ReturnType<typeof fireOdds>>;
    deckReport(...args: Parameters<typeof deckReport>): Promise<ReturnType<typeof deckReport>>;
  };
}

export function buildApi(ports: ApiPorts): CombatPatrolApi {
  return {
    version: ports.version(),
    hooks: API_HOOKS,
    actions: () =>
      [...ACTIONS.values()].map((a) => ({ id: a.id, label: ports.format(a.label), icon: a.icon, group: a.group })),
    async perform(action, actorOrUuid, params = {}) {
      const actor = typeof actorOrUuid === "string" ? ports.actor(actorOrUuid) : actorOrUuid;
      if (!actor) {
        ports.warn("COMBAT_PATROL.Error.noSuchActor", { uuid: String(actorOrUuid) });
        return "refused";
      }
      const outcome = await ports.perform(action, { actor, token: ports.token(actor), params });
      if (outcome === "unavailable") ports.warn("COMBAT_PATROL.Action.unavailable", { action });
      return outcome;
    },
    draw: ports.draw,
    odds: {
      fire: async (...args) => (await import("@rules/odds/fire")).fireOdds(...args),
      deckReport: async (...args) => (await import("@rules/odds/report")).deckReport(...args),
    },
  };
}
