/**
 * `game.combatPatrol` set at init (api.ts), the hooks modules listen to called from the result
 * messages (announce.ts), and a sheet's action dropped on the hotbar made a macro (action-macro.ts).
 *
 * Foundry v13's hotbarDrop hook (fvtt-types client/hooks.d.mts `hotbarDrop(hotbar, data, slot)`:
 * "Default handling of the drop event can be prevented by returning false"; Hotbar#_onDrop calls
 * it with Hooks.call, synchronously): the macro is made after the hook returns false.
 */
import { performAction } from "@foundry/kernel/action-layer";
import { drawService } from "@foundry/kernel/draw-service";
import { ResultMessageModel } from "@foundry/kernel/result-message-model";
import { actorByUuid } from "@foundry/data/resolve";
import { foundryFormat } from "@foundry/shared/format";
import { ACTIONS } from "@foundry/actions/manifests";
import { actionMacroData, readActionDrop, type ActionDrop } from "./action-macro";
import { onCreated, onUpdated, resultChanges, type AnnouncedMessage, type Announcement } from "./announce";
import { buildApi } from "./api";
import { hudCoreApi, systemManagerFor } from "./token-action-hud";
import { actorOffers } from "@foundry/sheets/actor-offers";
import { SYSTEM_ID } from "@foundry/shared/system";

/** After the actions (25) and the token HUD (26). */
export const order = 27;

export function init(): void {
  const api = buildApi({
    perform: performAction,
    actor: actorByUuid,
    token: (actor) => actor.getActiveTokens(false, true)[0] ?? null,
    draw: drawService,
    format: foundryFormat,
    warn: (key, data) => ui.notifications?.warn(foundryFormat(key, data)),
    version: () => game.system?.version ?? "",
  });
  // Read-only: a module cannot swap the API another one relies on.
  Object.defineProperty(game, "combatPatrol", { value: api, enumerable: true });

  Hooks.on("hotbarDrop", (_hotbar, data, slot) => {
    const drop = readActionDrop(data);
    if (!drop) return;
    void makeActionMacro(drop, slot).catch((error: unknown) =>
      console.error("Combat Patrol | the action's macro could not be made", error),
    );
    return false;
  });
  // Token Action HUD Core, when active: the selected piece's actions (token-action-hud.ts).
  Hooks.once("tokenActionHudCoreApiReady", (coreModule) => {
    const core = hudCoreApi(coreModule);
    if (!core) return;
    const SystemManager = systemManagerFor(core, {
      offers: actorOffers,
      perform: (action, actor, params) => void api.perform(action, actor, params),
      format: foundryFormat,
    });
    // Core checks the major version only when no minor is given (its Utils.isSystemModuleCompatible).
    Hooks.call("tokenActionHudSystemReady", { id: SYSTEM_ID, api: { requiredCoreModuleVersion: "2", SystemManager } });
  });
  Hooks.on("createChatMessage", (message) => announce(message, onCreated(announced(message))));
  Hooks.on("updateChatMessage", (message, changes) =>
    announce(message, onUpdated(resultChanges(changes), announced(message))),
  );
}

function announced(message: ChatMessage.Implementation): AnnouncedMessage {
  const system = message.system;
  if (!(system instanceof ResultMessageModel)) return { record: null, applied: false, undone: false };
  return { record: system.result, applied: system.applied.done, undone: system.undoneBy !== null };
}

function announce(message: ChatMessage.Implementation, announcements: readonly Announcement[]): void {
  for (const a of announcements)
    if (a.hook === "combatPatrol.cardsDrawn") Hooks.callAll(a.hook, message, a.payload);
    else Hooks.callAll(a.hook, message, a.payload);
}

/** The macro of a dropped action button (this user's own, made once per action and piece) on the slot. */
async function makeActionMacro(drop: ActionDrop, slot: number): Promise<void> {
  const actor = actorByUuid(drop.actorUuid);
  const action = ACTIONS.get(drop.action);
  const user = game.user;
  if (!actor || !action || !user) return;
  const data = actionMacroData(drop, { action: foundryFormat(action.label), actor: actor.name, img: actor.img ?? "" });
  const own = game.macros?.find((m) => m.command === data.command && m.author?.id === user.id) ?? null;
  const macro = own ?? (await Macro.implementation.create(data));
  if (macro) await user.assignHotbarMacro(macro, slot);
}
