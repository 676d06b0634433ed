/**
 * An action button dragged from a sheet to the hotbar becomes a macro that presses it through the
 * API (`game.combatPatrol.perform`), for the same piece, with the same params: the drag carries
 * ids and choices only, like every request (the GM's procedure reads the rest from the world).
 */
import { SYSTEM_ID } from "@foundry/shared/system";

/** The drop data's `type` (Foundry's hotbarDrop hook hands the drag's JSON as it came). */
export const ACTION_DROP_TYPE = "CombatPatrolAction";

/** What a sheet's action button puts on the drag. */
export interface ActionDrop {
  readonly type: typeof ACTION_DROP_TYPE;
  readonly action: string;
  /** The actor (UUID) the button acts for. */
  readonly actorUuid: string;
  readonly params: Readonly<Record<string, string>>;
}

export function actionDragData(
  action: string,
  actorUuid: string,
  params: Readonly<Record<string, string>> = {},
): ActionDrop {
  return { type: ACTION_DROP_TYPE, action, actorUuid, params };
}

const ID = /^[A-Za-z][A-Za-z0-9.]*$/;

/** A drop from a sheet's action button, or null for anything else (or a malformed one). */
export function readActionDrop(data: unknown): ActionDrop | null {
  if (typeof data !== "object" || data === null) return null;
  const type: unknown = Reflect.get(data, "type");
  const action: unknown = Reflect.get(data, "action");
  const actorUuid: unknown = Reflect.get(data, "actorUuid");
  const rawParams: unknown = Reflect.get(data, "params") ?? {};
  if (type !== ACTION_DROP_TYPE || typeof action !== "string" || typeof actorUuid !== "string") return null;
  if (!ID.test(action) || !ID.test(actorUuid)) return null;
  if (typeof rawParams !== "object" || rawParams === null || Array.isArray(rawParams)) return null;
  const entries = Object.entries(rawParams);
  if (!entries.every(([, v]) => typeof v === "string")) return null;
  return actionDragData(action, actorUuid, Object.fromEntries(entries) as Record<string, string>);
}

/** The macro a drop makes (Macro document data): named for the action and the piece, pressing it through the API. */
export function actionMacroData(
  drop: ActionDrop,
  names: { readonly action: string; readonly actor: string; readonly img: string },
): {
  readonly name: string;
  readonly type: "script";
  readonly img: string;
  readonly command: string;
  readonly flags: Readonly<Record<string, unknown>>;
} {
  // JSON.stringify quotes each value for the script: no name or param can break out of its string.
  const args = [drop.action, drop.actorUuid, drop.params].map((v) => JSON.stringify(v)).join(", ");
  return {
    name: `${names.action}: ${names.actor}`,
    type: "script",
    img: names.img,
    command: `await game.combatPatrol.perform(${args});`,
    flags: { [SYSTEM_ID]: { action: drop.action, actorUuid: drop.actorUuid } },
  };
}
