/** Game options: the world settings and their dialog, the scene overrides in SceneConfig. */
import { registerSettings } from "./register";
import { templatePath } from "./keys";
import { registerSceneConfigHook, SCENE_OVERRIDES_TEMPLATE } from "./scene-config";

/** Before the data models and sheets: anything reading options at init finds them registered. */
export const order = 5;

export function init(): void {
  registerSettings();
  registerSceneConfigHook();
  // The scene overrides fieldset is also a partial of the scenario setup dialog.
  void foundry.applications.handlebars.loadTemplates([
    SCENE_OVERRIDES_TEMPLATE,
    templatePath("settings/switch.hbs"),
    templatePath("settings/select.hbs"),
  ]);
}
