/**
 * The dock concept: each player's Action Deck and the current Activation Card under
 * the scene list, re-rendered when a deck or the Combat changes; open or closed as each user
 * left it (a user-scope setting), toggled by its key or a tool of the token controls.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import "./dock.css";
import { DOCK_OPEN_SETTING, DOCK_TEMPLATE, isDockOpen, renderDock, setDockOpen } from "./dock";

/** After the cards (12) and the combat (40). */
export const order = 50;

/** A boolean setting of scope "user" (v13 ClientSettings#register data). */
interface UserSettingData {
  readonly scope: "user";
  readonly config: false;
  readonly type: BooleanConstructor;
  readonly default: boolean;
  readonly onChange: () => void;
}

const refreshDock = () => void renderDock();

export function init(): void {
  void foundry.applications.handlebars.loadTemplates([DOCK_TEMPLATE]);
  // v13 common/constants.mjs SETTING_SCOPES.USER: stored with the user in the world, so the choice
  // follows the user to any browser; `config: false` keeps it out of the settings window.
  // fvtt-types 13.345 types a setting's scope as "world" | "client" only
  // (client/helpers/client-settings.d.mts:280) although its own register example shows
  // `scope: "user"`: the call goes through Reflect.apply with this narrow data type.
  const data: UserSettingData = { scope: "user", config: false, type: Boolean, default: true, onChange: refreshDock };
  if (game.settings) Reflect.apply(game.settings.register, game.settings, [SYSTEM_ID, DOCK_OPEN_SETTING, data]);
  const refresh = refreshDock;
  for (const hook of [
    "createCards",
    "updateCards",
    "deleteCards",
    "updateCombat",
    "createCombat",
    "deleteCombat",
    "updateUser",
  ] as const)
    Hooks.on(hook, refresh);
  // v13 getSceneControlButtons: controls by name, each with `tools` by name (a toggle tool calls
  // onChange(event, active)); the same hook the canvas concept adds its tools with.
  Hooks.on("getSceneControlButtons", (controls) => {
    const tokens = controls.tokens;
    if (!tokens) return;
    tokens.tools.cpDeckDock = {
      name: "cpDeckDock",
      title: "COMBAT_PATROL.Keys.toggleDock.name",
      icon: "fa-solid fa-layer-group",
      order: Object.keys(tokens.tools).length + 1,
      toggle: true,
      active: isDockOpen(),
      onChange: (_event, active) => void setDockOpen(active),
    };
  });
}

export function ready(): void {
  void renderDock();
}
