/**
 * One base for every Combat Patrol sheet: ApplicationV2 + Handlebars, PARTS and actions,
 * play/edit modes. Scroll positions and focus survive re-render through the Handlebars
 * mixin's part-state sync (every scrollable element carries the "scrollable" class in its PARTS entry).
 */
import type { HandlebarsActorSheet, HandlebarsItemSheet } from "./mixed-bases";

const { HandlebarsApplicationMixin } = foundry.applications.api;

/** Runtime mixins, typed through the hand-declared classes in mixed-bases.d.ts (TOOLCHAIN.md: TS2589). */
export const ActorSheetBase = HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2) as unknown as typeof HandlebarsActorSheet;
export const ItemSheetBase = HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) as unknown as typeof HandlebarsItemSheet;

export const SYSTEM_ID = "combat-patrol";
export const templatePath = (name: string): string => `systems/${SYSTEM_ID}/templates/${name}`;

export type SheetMode = "play" | "edit";

type ActorRenderOptions = foundry.applications.sheets.ActorSheetV2.RenderOptions;
type ActorRenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;

/** The actor sheet base: play mode reads like a unit record card, edit mode shows inputs. */
export class CombatPatrolActorSheet extends ActorSheetBase {
  static override DEFAULT_OPTIONS = {
    classes: [SYSTEM_ID, "sheet", "actor"],
    position: { width: 640, height: 560 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: CombatPatrolActorSheet.#onToggleMode,
    },
  };

  /** Play mode by default; owners switch to edit mode. */
  mode: SheetMode = "play";

  override async _prepareContext(options: ActorRenderOptions): Promise<ActorRenderContext> {
    const context = await super._prepareContext(options);
    return Object.assign(context, {
      system: this.actor.system,
      editMode: this.mode === "edit" && this.isEditable,
      mode: this.mode,
    });
  }

  static async #onToggleMode(this: CombatPatrolActorSheet): Promise<void> {
    if (!this.isEditable) return;
    this.mode = this.mode === "play" ? "edit" : "play";
    await this.render();
  }
}
