/**
 * The scenario setup dialog (GM): pick the era, year and Hollywood options of the scene, the
 * players who get an Action Deck, the forces from the compendium packs and their sides; the
 * option warnings update as the GM picks; "Set up" runs the whole setup with a progress bar.
 */
import { templatePath } from "@foundry/shared/system";
import { notifyKey } from "@foundry/shared/format";
import { DialogBase } from "@foundry/shared/dialog-base";
import { foundryFormat as format } from "@foundry/shared/format";
import { sceneOverrides, worldOptions } from "@foundry/settings/current";
import { forceUnits, type ForceOption } from "./forces";
import { loadPackForces, type PackForces } from "./packs";
import { deckService } from "./ports";
import { runSetup } from "./run";
import { engineOpponent } from "@foundry/kernel/engine-side";
import { draftFromForm, initialDraft, setupView, type Progress, type SetupDraft, type SetupUser } from "./view";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type FormDataExtended = foundry.applications.ux.FormDataExtended;

function setupUsers(): SetupUser[] {
  return [...(game.users ?? [])].map((u) => ({
    id: u.id ?? "",
    name: u.name,
    isGM: u.isGM,
    active: u.active,
    color: u.color.css,
  }));
}

export class ScenarioSetupApp extends DialogBase {
  static override DEFAULT_OPTIONS = {
    id: "combat-patrol-scenario-setup",
    tag: "form",
    classes: ["combat-patrol", "cp-app", "cp-setup-app"],
    window: { title: "COMBAT_PATROL.Setup.title", icon: "fa-solid fa-flag-checkered", resizable: true },
    position: { width: 960, height: 700 },
    form: { handler: ScenarioSetupApp.#onChange, submitOnChange: true, closeOnSubmit: false },
    actions: { runSetup: ScenarioSetupApp.#onRun },
  };

  static override PARTS = {
    form: { template: templatePath("setup/setup.hbs"), scrollable: [".cp-dialog-body"] },
  };

  /** The scene set up: the one given, else the scene on the canvas when the dialog opens. */
  #scene: Scene.Implementation | null;
  #forces: PackForces | null = null;
  #draft: SetupDraft | null = null;
  #progress: Progress | null = null;

  constructor(scene: Scene.Implementation | null = null, options: ConstructorParameters<typeof DialogBase>[0] = {}) {
    super(options);
    this.#scene = scene;
  }

  /** GM only, and only with a scene to set up (an Error here shows as a warning). */
  protected override _canRender(options: Partial<RenderOptions>): false | void {
    if (!game.user?.isGM) return false;
    this.#scene ??= game.scenes?.viewed ?? null;
    if (!this.#scene) throw new Error(format("COMBAT_PATROL.Setup.noScene"));
    return super._canRender(options);
  }

  get scene(): Scene.Implementation {
    if (!this.#scene) throw new Error(format("COMBAT_PATROL.Setup.noScene"));
    return this.#scene;
  }

  override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const scene = this.scene;
    this.#forces ??= await loadPackForces();
    const users = setupUsers();
    const draft = (this.#draft ??= initialDraft(sceneOverrides(scene), users, engineOpponent()));
    const chosen = this.#forces.options.filter((f) => (draft.forces[f.key]?.side ?? "") !== "");
    const units = chosen.flatMap((f) => forceUnits(this.#forces?.actors.get(f.key) ?? []));
    const view = setupView(
      {
        sceneName: scene.name,
        world: worldOptions(),
        draft,
        users,
        forces: this.#forces.options,
        units,
        decksAvailable: deckService() !== null,
        progress: this.#progress,
      },
      format,
    );
    return Object.assign(context, { view });
  }

  /** Every change re-reads the form, so the warnings and the Activation Deck follow the picks. */
  static async #onChange(
    this: ScenarioSetupApp,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    if (this.#progress) return;
    this.#draft = draftFromForm({ ...formData.object }, this.#forces?.options ?? [], setupUsers());
    await this.render();
  }

  static async #onRun(this: ScenarioSetupApp): Promise<void> {
    if (this.#progress || !this.#draft) return;
    const forces: readonly ForceOption[] = this.#forces?.options ?? [];
    try {
      await runSetup({
        scene: this.scene,
        draft: this.#draft,
        forces,
        onProgress: async (progress) => {
          this.#progress = progress;
          await this.render();
        },
      });
      notifyKey("info", "COMBAT_PATROL.Setup.finished", { scene: this.scene.name });
    } catch (error) {
      console.error("Combat Patrol | scenario setup failed", error);
      ui.notifications?.error(
        format("COMBAT_PATROL.Setup.failed", { error: error instanceof Error ? error.message : String(error) }),
      );
    }
  }
}

/** Open the setup dialog for a scene (the one on the canvas by default). GM only. */
export function openScenarioSetup(scene: Scene.Implementation | null = null): void {
  void new ScenarioSetupApp(scene).render({ force: true });
}
