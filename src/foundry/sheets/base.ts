/**
 * One base for every Combat Patrol sheet: ApplicationV2 + Handlebars, PARTS and actions,
 * play/edit modes. Scroll positions and focus survive re-render through the Handlebars
 * mixin's part-state sync (the scrollable body is named in each PARTS entry; inputs keep
 * their name, so focus is restored).
 *
 * A sheet builds its whole template context with a pure view builder (sheets/view/*.ts) from
 * plain sources; the preview and the template tests call the same builders. Every small button
 * writes through a pure patch function (field-actions.ts); every game action goes to the ONE
 * action layer (actions/layer.ts): the sheet only dispatches.
 */
import { SYSTEM_ID, templatePath } from "@foundry/shared/system";
import { RulesError } from "@rules/errors";
import { performAction } from "@foundry/kernel/action-layer";
import { actionDragData } from "@foundry/api/action-macro";
import { reportActionFailure } from "@foundry/kernel/foundry-pieces";
import { actorByUuid } from "@foundry/data/resolve";
import type { SystemPatch } from "@foundry/documents/effects";
import { snapshotOf } from "@foundry/documents/writer";
import type { FrameInput } from "./view/common";
import {
  REF_FIELD_TYPES,
  addRefPatch,
  adjustPatch,
  paramsFromDataset,
  removeRefPatch,
  setPatch,
  togglePatch,
} from "./field-actions";
import type { HandlebarsActorSheet, HandlebarsItemSheet } from "@foundry/shared/application-bases";

const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Runtime mixins, typed through the hand-declared classes in shared/application-bases.d.ts (TOOLCHAIN.md: TS2589). */
const ActorSheetBase = HandlebarsApplicationMixin(
  foundry.applications.sheets.ActorSheetV2,
) as unknown as typeof HandlebarsActorSheet;
const ItemSheetBase = HandlebarsApplicationMixin(
  foundry.applications.sheets.ItemSheetV2,
) as unknown as typeof HandlebarsItemSheet;

/** The shared partials every sheet template uses (loaded with each part). */
const SHARED_PARTIALS = ["header", "counter", "toggles", "segment", "die", "actions", "members", "notes"].map((p) =>
  templatePath(`sheets-shared/${p}.hbs`),
);

/** One body part per sheet, scrolled as a whole. */
export function bodyPart(template: string) {
  return { template: templatePath(template), templates: SHARED_PARTIALS, scrollable: [".cp-sheet-body"] };
}

type SheetMode = "play" | "edit";

type ActorRenderOptions = foundry.applications.sheets.ActorSheetV2.RenderOptions;
type ActorRenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;
// ItemSheetV2's namespace is not exported by fvtt-types: its options and context are DocumentSheetV2's for an Item.
type ItemRenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;
type ItemRenderContext = foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>;
type SheetDefaults = foundry.applications.api.DocumentSheetV2.DefaultOptions;

const i18n = (key: string, data?: Record<string, string>): string =>
  data ? (game.i18n?.format(key, data) ?? key) : (game.i18n?.localize(key) ?? key);

/** Show a refused action: a RulesError in its own words, anything else as a generic failure (and the console). */
function notifyActionError(error: unknown): void {
  if (error instanceof RulesError) {
    const data = Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)]));
    ui.notifications?.warn(i18n(error.localizationKey, data));
    return;
  }
  reportActionFailure(error);
}

/** Enriched notes HTML for play mode. */
async function enrich(html: string, document: Actor.Implementation | Item.Implementation): Promise<string> {
  if (!html) return "";
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(html, {
    secrets: document.isOwner,
    relativeTo: document,
  });
}

/** The type and UUID of dropped document data, or null. */
function dropRef(data: unknown): { type: string; uuid: string } | null {
  if (typeof data !== "object" || data === null) return null;
  const type: unknown = Reflect.get(data, "type");
  const uuid: unknown = Reflect.get(data, "uuid");
  return typeof type === "string" && typeof uuid === "string" ? { type, uuid } : null;
}

function numberData(value: string | undefined): number | null {
  if (value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The actor sheet base: play mode reads like a unit record card, edit mode shows inputs. */
export abstract class CombatPatrolActorSheet extends ActorSheetBase {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: [SYSTEM_ID, "sheet", "actor"],
    position: { width: 680, height: 640 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: CombatPatrolActorSheet.#onToggleMode,
      toggleField: CombatPatrolActorSheet.#onToggleField,
      setField: CombatPatrolActorSheet.#onSetField,
      adjust: CombatPatrolActorSheet.#onAdjust,
      perform: CombatPatrolActorSheet.#onPerform,
      openActor: CombatPatrolActorSheet.#onOpenActor,
      removeRef: CombatPatrolActorSheet.#onRemoveRef,
    },
  };

  /** Play mode by default; owners switch to edit mode. */
  mode: SheetMode = "play";

  /** The sheet's whole template context (a pure view builder over this actor's sources). */
  protected abstract buildView(frame: FrameInput): object | Promise<object>;

  override async _prepareContext(options: ActorRenderOptions): Promise<ActorRenderContext> {
    const context = await super._prepareContext(options);
    const editMode = this.mode === "edit" && this.isEditable;
    const system = this.actor.system;
    const notes = "notes" in system && typeof system.notes === "string" ? system.notes : "";
    const frame: FrameInput = {
      doc: { name: this.actor.name, img: this.actor.img ?? "icons/svg/mystery-man.svg" },
      editable: this.isEditable,
      editMode,
      notesHtml: editMode ? notes : await enrich(notes, this.actor),
    };
    return Object.assign(context, await this.buildView(frame));
  }

  override async _onRender(context: ActorRenderContext, options: ActorRenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (!this.isEditable) return;
    // An action button dragged to the hotbar makes its macro (api/api-hooks.ts hotbarDrop).
    for (const button of this.element.querySelectorAll<HTMLElement>(".cp-action[data-cp-action]")) {
      const id = button.dataset.cpAction ?? "";
      button.draggable = true;
      button.addEventListener("dragstart", (event) => {
        const drag = actionDragData(id, this.actor.uuid, paramsFromDataset(button.dataset));
        event.dataTransfer?.setData("text/plain", JSON.stringify(drag));
      });
    }
    for (const zone of this.element.querySelectorAll<HTMLElement>("[data-drop-field]")) {
      zone.addEventListener("dragover", (event) => {
        event.preventDefault();
        zone.classList.add("is-drop-target");
      });
      zone.addEventListener("dragleave", () => zone.classList.remove("is-drop-target"));
      zone.addEventListener("drop", (event) => void this.#onDropRef(event, zone));
    }
  }

  /** Write a patch of this actor's system data (nothing when null). */
  protected async writeSystem(patch: SystemPatch | null): Promise<void> {
    if (patch) await this.actor.update({ system: patch });
  }

  /** A dropped actor onto a reference zone (members, driver, commander...), if it is the right kind. */
  async #onDropRef(event: DragEvent, zone: HTMLElement): Promise<void> {
    event.preventDefault();
    event.stopPropagation();
    zone.classList.remove("is-drop-target");
    const field = zone.dataset.dropField;
    const ref = dropRef(foundry.applications.ux.TextEditor.implementation.getDragEventData(event));
    if (!field || !ref || ref.type !== "Actor" || ref.uuid === this.actor.uuid) return;
    const uuid = ref.uuid;
    const dropped = snapshotOf(actorByUuid(uuid));
    const wanted = REF_FIELD_TYPES[field];
    if (!dropped || (wanted && dropped.type !== wanted)) {
      ui.notifications?.warn(
        i18n("COMBAT_PATROL.Sheet.wrongDrop", { kind: i18n(`COMBAT_PATROL.Actor.${wanted ?? "figure"}`) }),
      );
      return;
    }
    await this.writeSystem(addRefPatch(this.actor.system, field, uuid));
  }

  static async #onToggleMode(this: CombatPatrolActorSheet): Promise<void> {
    if (!this.isEditable) return;
    this.mode = this.mode === "play" ? "edit" : "play";
    await this.render();
  }

  static async #onToggleField(this: CombatPatrolActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable || !target.dataset.field) return;
    await this.writeSystem(togglePatch(this.actor.system, target.dataset.field));
  }

  static async #onSetField(this: CombatPatrolActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { field, value, type } = target.dataset;
    if (!this.isEditable || !field || value === undefined) return;
    await this.writeSystem(setPatch(this.actor.system, field, value, type));
  }

  static async #onAdjust(this: CombatPatrolActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { field } = target.dataset;
    const delta = numberData(target.dataset.delta);
    if (!this.isEditable || !field || delta === null) return;
    await this.writeSystem(
      adjustPatch(this.actor.system, field, delta, numberData(target.dataset.min) ?? 0, numberData(target.dataset.max)),
    );
  }

  static async #onRemoveRef(this: CombatPatrolActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { field, uuid } = target.dataset;
    if (!this.isEditable || !field || !uuid) return;
    await this.writeSystem(removeRefPatch(this.actor.system, field, uuid));
  }

  static async #onOpenActor(this: CombatPatrolActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const actor = actorByUuid(target.dataset.uuid ?? null);
    if (actor) await actor.sheet?.render(true);
  }

  /** Every game action goes to the action layer; the sheet decides nothing. */
  static async #onPerform(this: CombatPatrolActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset.cpAction;
    if (!id) return;
    try {
      const outcome = await performAction(id, {
        actor: this.actor,
        token: this.token,
        params: paramsFromDataset(target.dataset),
      });
      if (outcome === "unavailable")
        ui.notifications?.warn(
          i18n("COMBAT_PATROL.Action.unavailable", { action: i18n(`COMBAT_PATROL.Action.${id}`) }),
        );
    } catch (error) {
      notifyActionError(error);
    }
  }
}

/** The item sheet base: same modes and small buttons as the actor sheets. */
export abstract class CombatPatrolItemSheet extends ItemSheetBase {
  static override DEFAULT_OPTIONS: SheetDefaults = {
    classes: [SYSTEM_ID, "sheet", "item"],
    position: { width: 560, height: 520 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: CombatPatrolItemSheet.#onToggleMode,
      toggleField: CombatPatrolItemSheet.#onToggleField,
      setField: CombatPatrolItemSheet.#onSetField,
      adjust: CombatPatrolItemSheet.#onAdjust,
    },
  };

  mode: SheetMode = "play";

  protected abstract buildView(frame: FrameInput): object | Promise<object>;

  override async _prepareContext(options: ItemRenderOptions): Promise<ItemRenderContext> {
    const context = await super._prepareContext(options);
    const editMode = this.mode === "edit" && this.isEditable;
    const system = this.item.system;
    const notes = "notes" in system && typeof system.notes === "string" ? system.notes : "";
    const frame: FrameInput = {
      doc: { name: this.item.name, img: this.item.img ?? "icons/svg/item-bag.svg" },
      editable: this.isEditable,
      editMode,
      notesHtml: editMode ? notes : await enrich(notes, this.item),
    };
    return Object.assign(context, await this.buildView(frame));
  }

  protected async writeSystem(patch: SystemPatch | null): Promise<void> {
    if (patch) await this.item.update({ system: patch });
  }

  static async #onToggleMode(this: CombatPatrolItemSheet): Promise<void> {
    if (!this.isEditable) return;
    this.mode = this.mode === "play" ? "edit" : "play";
    await this.render();
  }

  static async #onToggleField(this: CombatPatrolItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (!this.isEditable || !target.dataset.field) return;
    await this.writeSystem(togglePatch(this.item.system, target.dataset.field));
  }

  static async #onSetField(this: CombatPatrolItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { field, value, type } = target.dataset;
    if (!this.isEditable || !field || value === undefined) return;
    await this.writeSystem(setPatch(this.item.system, field, value, type));
  }

  static async #onAdjust(this: CombatPatrolItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { field } = target.dataset;
    const delta = numberData(target.dataset.delta);
    if (!this.isEditable || !field || delta === null) return;
    await this.writeSystem(
      adjustPatch(this.item.system, field, delta, numberData(target.dataset.min) ?? 0, numberData(target.dataset.max)),
    );
  }
}
