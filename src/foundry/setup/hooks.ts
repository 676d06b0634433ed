/**
 * Scenario setup: opened from the "Set up scenario" button of the Combat Patrol fieldset in a
 * scene's configuration, or from the system's settings (for the scene on the canvas). The
 * setup templates are preloaded here.
 */
import { templatePath } from "@foundry/settings/keys";
import { lazyMenu } from "@foundry/shared/lazy-app";

export function init(): void {
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
