/**
 * The game options dialog (one menu in the system's settings): every world option with a
 * short explanation. Nothing is saved until the form is valid; a deck file is loaded and
 * validated before it is accepted.
 */
import { SYSTEM_ID, templatePath } from "@foundry/shared/system";
import { validateDeckFile } from "@rules/cards/deck-file";
import { DEFAULT_OPTIONS, type OptionIssue, type RulesOptions } from "@rules/options";
import { DialogBase } from "@foundry/shared/dialog-base";
import { foundryFormat as format } from "@foundry/shared/format";
import { clientSettings, worldOptions } from "./current";
import { readSettingsForm, settingsView } from "./form";
import { toStored } from "./keys";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type FormDataExtended = foundry.applications.ux.FormDataExtended;

interface Draft {
  readonly options: RulesOptions;
  readonly issues: readonly OptionIssue[];
  readonly raw?: Readonly<Record<string, unknown>>;
}

/** Save every option group to its world setting. */
export async function saveOptions(options: RulesOptions): Promise<void> {
  const s = clientSettings();
  const stored = toStored(options);
  await s.set(SYSTEM_ID, "era", stored.era);
  await s.set(SYSTEM_ID, "year", stored.year);
  await s.set(SYSTEM_ID, "hollywood", stored.hollywood);
  await s.set(SYSTEM_ID, "optional", stored.optional);
  await s.set(SYSTEM_ID, "commandRadius", stored.commandRadius);
  await s.set(SYSTEM_ID, "untrainedCommandRadius", stored.untrainedCommandRadius);
  await s.set(SYSTEM_ID, "heTemplate", stored.heTemplate);
  await s.set(SYSTEM_ID, "endOfTurn", stored.endOfTurn);
  await s.set(SYSTEM_ID, "reshuffle", stored.reshuffle);
  await s.set(SYSTEM_ID, "deckFile", stored.deckFile);
}

/** Load a deck file and list its problems (empty = a valid deck). */
export async function checkDeckFile(path: string): Promise<OptionIssue[]> {
  try {
    const response = await fetch(foundry.utils.getRoute(path));
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const result = validateDeckFile(await response.json());
    if (result.ok) return [];
    return [
      {
        path: "deckFile",
        key: "COMBAT_PATROL.Error.deckFile",
        data: { count: result.issues.length, issues: result.issues.slice(0, 5).join("; ") },
      },
    ];
  } catch (error) {
    return [{ path: "deckFile", key: "COMBAT_PATROL.Error.deckFileUnreadable", data: { path, error: String(error) } }];
  }
}

export class GameOptionsApp extends DialogBase {
  static override DEFAULT_OPTIONS = {
    id: "combat-patrol-game-options",
    tag: "form",
    classes: [SYSTEM_ID, "cp-app", "cp-options-app"],
    window: { title: "COMBAT_PATROL.Settings.menu.name", icon: "fa-solid fa-sliders", resizable: true },
    position: { width: 760, height: 680 },
    form: { handler: GameOptionsApp.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: {
      resetDefaults: GameOptionsApp.#onResetDefaults,
      browseDeck: GameOptionsApp.#onBrowseDeck,
    },
  };

  static override PARTS = {
    form: { template: templatePath("settings/options.hbs"), scrollable: [".cp-dialog-body"] },
  };

  /** What the GM typed, when it could not be saved yet (or the defaults after "Reset"). */
  #draft: Draft | null = null;

  override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const draft = this.#draft ?? { options: worldOptions(), issues: [] };
    return Object.assign(context, { view: settingsView(draft.options, format, draft.issues, draft.raw) });
  }

  static async #onSubmit(
    this: GameOptionsApp,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    const raw: Record<string, unknown> = { ...formData.object };
    const { options, issues } = readSettingsForm(raw);
    if (issues.length === 0 && options.deckFile !== null) issues.push(...(await checkDeckFile(options.deckFile)));
    if (issues.length > 0) {
      this.#draft = { options, issues, raw };
      await this.render();
      return;
    }
    await saveOptions(options);
    this.#draft = null;
    ui.notifications?.info(format("COMBAT_PATROL.Settings.saved"));
    await this.close();
  }

  static async #onResetDefaults(this: GameOptionsApp): Promise<void> {
    this.#draft = { options: DEFAULT_OPTIONS, issues: [] };
    await this.render();
  }

  static async #onBrowseDeck(this: GameOptionsApp): Promise<void> {
    const input = this.element.querySelector<HTMLInputElement>('input[name="deckFile"]');
    const { FilePicker } = foundry.applications.apps;
    const picker = new FilePicker.implementation({
      type: "text",
      current: input?.value ?? "",
      callback: (path: string) => {
        if (input) input.value = path;
      },
    });
    await picker.render({ force: true });
  }
}
