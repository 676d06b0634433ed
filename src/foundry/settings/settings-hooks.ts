/** Game options: the world settings and their dialog. */
import { templatePath } from "@foundry/shared/system";
import { registerSettings } from "./register";

/** Before the data models and sheets: anything reading options at init finds them registered. */
export const order = 5;

export function init(): void {
  registerSettings();
  // The scene overrides fieldset is also a partial of the scenario setup dialog.
  void foundry.applications.handlebars.loadTemplates([
    templatePath("settings/scene-overrides.hbs"),
    templatePath("settings/switch.hbs"),
    templatePath("settings/select.hbs"),
  ]);
}
