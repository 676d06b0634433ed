/**
 * The deck import dialog (GM): paste or upload a deck file, check it (every problem names the
 * card serial and the field; nothing is changed while it has one), then import it: the file is
 * kept in the system's storage, becomes the world's deck file setting, and the chosen players'
 * Action Decks are rebuilt from it, cards matched by serial (a re-import never duplicates).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { ensureStorageDirectory } from "@foundry/kernel/deck-storage";
import { DialogBase } from "@foundry/shared/dialog-base";
import { foundryFormat as format } from "@foundry/shared/format";
import { clientSettings } from "@foundry/settings/current";
import { toDeckFile, type DeckDefinition } from "@rules/cards/deck-file";
import { checkDeckText, deckFileRefusal, deckImportView, type DeckCheck, type PlayerChoice } from "./deck-import-view";
import { gmCoordinator } from "@foundry/kernel/draw-service";
import { facesOf, foundryDeckStore } from "@foundry/kernel/deck-store";
import { SYSTEM_FACES_ROOT } from "@foundry/cards/card-face-paths";
import { formatCount } from "@foundry/i18n/plural";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;
type FormDataExtended = foundry.applications.ux.FormDataExtended;

export const DECK_IMPORT_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialogs/deck-import.hbs`;

/** Every user, players ticked by default (and anyone who already holds a deck). */
function playerChoices(ticked: ReadonlySet<string> | null): PlayerChoice[] {
  return (game.users?.contents ?? []).map((u) => {
    const id = u.id ?? "";
    const hasDeck = foundryDeckStore.actionDeck(id) !== null;
    return { id, name: u.name ?? id, hasDeck, checked: ticked ? ticked.has(id) : hasDeck || !u.isGM };
  });
}

/** Keep the deck file in the system's storage; the Frontier deck itself needs no file (setting ""). */
async function storeDeckFile(deck: DeckDefinition): Promise<string> {
  const { root, slug } = facesOf(deck);
  if (root === SYSTEM_FACES_ROOT) return "";
  const file = new File([JSON.stringify(toDeckFile(deck), null, 2)], `${slug}.json`, { type: "application/json" });
  const picker = foundry.applications.apps.FilePicker.implementation;
  await ensureStorageDirectory(picker, SYSTEM_ID, "decks");
  const result = await picker.uploadPersistent(SYSTEM_ID, "decks", file, {}, { notify: false });
  if (!result || !("path" in result)) throw new Error(`Combat Patrol | could not store the deck file ${slug}.json`);
  return result.path;
}

export class DeckImportApp extends DialogBase {
  static override DEFAULT_OPTIONS = {
    id: "combat-patrol-deck-import",
    tag: "form",
    classes: [SYSTEM_ID, "cp-app", "cp-deck-import-app"],
    window: { title: "COMBAT_PATROL.Cards.import.title", icon: "fa-solid fa-file-import", resizable: true },
    position: { width: 640, height: 720 },
    form: { handler: DeckImportApp.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { check: DeckImportApp.#onCheck },
  };

  static override PARTS = {
    form: { template: DECK_IMPORT_TEMPLATE, scrollable: [".cp-dialog-body"] },
  };

  #text = "";
  #fileName = "";
  #check: DeckCheck | null = null;
  #ticked: Set<string> | null = null;

  override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const view = deckImportView(
      { text: this.#text, fileName: this.#fileName, check: this.#check, players: playerChoices(this.#ticked) },
      format,
    );
    return Object.assign(context, { view });
  }

  protected override async _onRender(context: RenderContext, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    const input = this.element.querySelector<HTMLInputElement>("#cp-deck-file");
    input?.addEventListener("change", () => void this.#readFile(input));
  }

  /** An uploaded file goes into the text box and is checked at once; one too big is refused unread. */
  async #readFile(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    if (!file) return;
    this.#remember();
    this.#fileName = file.name;
    const refusal = deckFileRefusal(file, format);
    if (refusal) {
      this.#text = "";
      this.#check = { ok: false, issues: [refusal] };
    } else {
      this.#text = await file.text();
      this.#check = checkDeckText(this.#text, format);
    }
    await this.render();
  }

  /** What the GM typed and ticked, kept across re-renders. */
  #remember(): void {
    const form = this.element instanceof HTMLFormElement ? this.element : this.element.querySelector("form");
    const text = form?.querySelector<HTMLTextAreaElement>("textarea[name=text]");
    if (text) this.#text = text.value;
    const boxes = form?.querySelectorAll<HTMLInputElement>("input[type=checkbox][name^='players.']") ?? [];
    if (boxes.length)
      this.#ticked = new Set([...boxes].filter((b) => b.checked).map((b) => b.name.slice("players.".length)));
  }

  static async #onCheck(this: DeckImportApp): Promise<void> {
    this.#remember();
    this.#check = checkDeckText(this.#text, format);
    await this.render();
  }

  static async #onSubmit(
    this: DeckImportApp,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    _data: FormDataExtended,
  ): Promise<void> {
    this.#remember();
    const check = checkDeckText(this.#text, format);
    this.#check = check;
    const userIds = [
      ...(this.#ticked ??
        new Set(
          playerChoices(null)
            .filter((p) => p.checked)
            .map((p) => p.id),
        )),
    ];
    if (!check.ok || userIds.length === 0) {
      await this.render();
      return;
    }
    try {
      const path = await storeDeckFile(check.deck);
      await clientSettings().set(SYSTEM_ID, "deckFile", path);
      const decks = await (await gmCoordinator()).resetActionDecks({ userIds, deckFile: path === "" ? null : path });
      ui.notifications?.info(
        formatCount(
          format,
          "COMBAT_PATROL.Cards.import.rebuilt",
          decks.length,
          { name: check.deck.name },
          game.i18n?.lang,
        ),
      );
      await this.close();
    } catch (error) {
      console.error("Combat Patrol | deck import failed", error);
      ui.notifications?.error(
        format("COMBAT_PATROL.Cards.import.failed", { error: error instanceof Error ? error.message : String(error) }),
      );
    }
  }
}
