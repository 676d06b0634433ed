/**
 * The fire dialog (AppV2 + Handlebars): the plan and exact odds of every shooter, editable
 * ranges and shifts, the target and its cover. Every change re-plans at once; "Fire" resolves
 * with the state shown. Nothing is drawn before the player confirms.
 */
import type { ActionCard } from "@rules/cards/schema";
import type { RulesOptions } from "@rules/options";
import { DialogBase } from "@foundry/shared/dialog-base";
import { foundryFormat } from "@foundry/shared/format";
import { fireDialogView, type FireDialogState } from "./fire-view";
import { applyFireForm } from "./fire-form";
import { OddsSession, timeoutScheduler } from "@rules/odds/session";
import { browserOddsWorker, type OddsWorkerClient } from "@foundry/kernel/odds-worker-client";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type FormConfiguration = foundry.applications.api.ApplicationV2.FormConfiguration;

export const FIRE_TEMPLATE = "systems/combat-patrol/templates/dialogs/fire.hbs";

export interface FireDialogConfig {
  readonly state: FireDialogState;
  readonly pool: readonly ActionCard[];
  readonly options: RulesOptions;
  /** The state for another target unit (ranges measured again), null when it is not on the table. */
  readonly retarget: (state: FireDialogState, targetId: string) => FireDialogState | null;
}

export class FireDialog extends DialogBase {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["combat-patrol", "cp-app", "cp-fire-app"],
    window: { title: "COMBAT_PATROL.Action.Fire.window", icon: "fa-solid fa-crosshairs", resizable: true },
    position: { width: 860, height: "auto" as const },
    form: { handler: FireDialog.#onSubmit, submitOnChange: false, closeOnSubmit: true },
  };

  static override PARTS = {
    form: { template: FIRE_TEMPLATE },
  };

  #config: FireDialogConfig;
  #state: FireDialogState;
  #settle: ((state: FireDialogState | null) => void) | null = null;
  /** Odds cached by shooter inputs; a volley counted in slices re-renders when ready. */
  #session: OddsSession;
  #worker: OddsWorkerClient | null;

  constructor(config: FireDialogConfig) {
    super({});
    this.#config = config;
    this.#state = config.state;
    // the volley counted in the odds worker where the browser has one, else in slices on this thread
    this.#worker = browserOddsWorker(config.pool, []);
    this.#session = new OddsSession(
      config.pool,
      timeoutScheduler,
      () => void this.render(),
      [],
      undefined,
      this.#worker,
    );
  }

  /** Open the dialog; resolves to the confirmed state, or null when it is closed. */
  static prompt(config: FireDialogConfig): Promise<FireDialogState | null> {
    const dialog = new FireDialog(config);
    return new Promise((resolve) => {
      dialog.#settle = resolve;
      void dialog.render({ force: true });
    });
  }

  override get title(): string {
    return foundryFormat("COMBAT_PATROL.Action.Fire.title", { unit: this.#state.unit.name });
  }

  override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    return Object.assign(context, {
      view: fireDialogView(this.#state, this.#config.pool, this.#config.options, foundryFormat, this.#session),
    });
  }

  #read(): void {
    if (!(this.element instanceof HTMLFormElement)) return;
    const data = new foundry.applications.ux.FormDataExtended(this.element).object;
    const { state, targetChanged } = applyFireForm(this.#state, data);
    this.#state = targetChanged ? (this.#config.retarget(state, targetChanged) ?? state) : state;
  }

  protected override _onChangeForm(formConfig: FormConfiguration, event: Event): void {
    super._onChangeForm(formConfig, event);
    this.#read();
    void this.render();
  }

  static async #onSubmit(this: FireDialog): Promise<void> {
    this.#read();
    this.#settle?.(this.#state);
    this.#settle = null;
  }

  protected override _onClose(options: RenderOptions): void {
    super._onClose(options);
    this.#worker?.close();
    this.#settle?.(null);
    this.#settle = null;
  }
}
