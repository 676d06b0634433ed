/**
 * Scenario setup: opened from the "Set up scenario" button of the Combat Patrol fieldset in a
 * scene's configuration, or from the system's settings (for the scene on the canvas). The
 * setup templates are preloaded here, and the Combat Patrol fieldset (scene overrides and that
 * button) is injected into every SceneConfig.
 */
import { templatePath } from "@foundry/shared/system";
import { lazyMenu } from "@foundry/shared/lazy-app";
import { registerSceneConfigHook } from "./scene-config";

export function init(): void {
  registerSceneConfigHook();
  void foundry.applications.handlebars.loadTemplates([
    templatePath("setup/setup.hbs"),
    templatePath("setup/summary.hbs"),
  ]);
  game.settings?.registerMenu("combat-patrol", "scenarioSetup", {
    name: "COMBAT_PATROL.Setup.title",
    label: "COMBAT_PATROL.Setup.menuLabel",
    hint: "COMBAT_PATROL.Setup.menuHint",
    icon: "fa-solid fa-flag-checkered",
    type: lazyMenu(() => import("./setup-app").then((m) => m.ScenarioSetupApp)),
    restricted: true,
  });
}
