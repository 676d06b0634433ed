/**
 * The scene overrides in the v13 SceneConfig: a fieldset injected into its Basics tab on every
 * render (GM only). Its inputs are named flags.combat-patrol.overrides.*, so the sheet's own
 * submit stores them in the scene flag; currentOptions(scene) reads them back. Its "Set up
 * scenario" button opens the setup dialog for this scene.
 */
import { templatePath } from "@foundry/shared/system";
import { foundryFormat as format } from "@foundry/shared/format";
import { sceneOverrides, worldOptions } from "@foundry/settings/current";
import { sceneOverridesView } from "@foundry/settings/scene-form";

const SCENE_OVERRIDES_TEMPLATE = templatePath("settings/scene-overrides.hbs");

async function injectSceneOverrides(scene: Scene.Implementation, element: HTMLElement): Promise<void> {
  if (!game.user?.isGM) return;
  const view = sceneOverridesView(worldOptions(), sceneOverrides(scene), format);
  const html = await foundry.applications.handlebars.renderTemplate(SCENE_OVERRIDES_TEMPLATE, {
    overrides: view,
    inScene: true,
  });
  const holder = document.createElement("div");
  holder.innerHTML = html;
  const fieldset = holder.firstElementChild;
  if (!fieldset) return;
  element.querySelector(".cp-scene-overrides")?.remove();
  const basics = element.querySelector('.tab[data-tab="basics"]');
  if (basics) basics.append(fieldset);
  else element.querySelector("footer")?.before(fieldset);
  fieldset
    .querySelector("[data-cp-setup]")
    ?.addEventListener("click", () => void import("./setup-app").then((m) => m.openScenarioSetup(scene)));
}

export function registerSceneConfigHook(): void {
  Hooks.on("renderSceneConfig", (app, element) => {
    void injectSceneOverrides(app.document, element);
  });
}
