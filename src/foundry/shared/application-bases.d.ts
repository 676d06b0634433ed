/**
 * The Handlebars-mixed application bases, declared once.
 *
 * Writing `class X extends HandlebarsApplicationMixin(ActorSheetV2)` in a .ts file sends tsc
 * into TS2589 (50+ s, then failure; ../shared/TOOLCHAIN.md), and so does naming the mixin's
 * return type. So this file declares the three mixed classes by hand: each extends the real
 * v13 base class and adds the members HandlebarsApplicationMixin contributes (signatures as
 * fvtt-types declares them). base.ts casts the runtime mixin to these types. Only this
 * narrow declaration is unchecked; the sheets built on it are checked in full.
 */
type HAM = typeof foundry.applications.api.HandlebarsApplicationMixin;
type TemplatePart = foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart;
type PartState = foundry.applications.api.HandlebarsApplicationMixin.PartState;
type HbsRenderOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions;

interface HandlebarsMembers {
  get parts(): Record<string, HTMLElement>;
}

export declare class HandlebarsActorSheet
  extends foundry.applications.sheets.ActorSheetV2
  implements HandlebarsMembers
{
  static PARTS: Record<string, TemplatePart>;
  get parts(): Record<string, HTMLElement>;
  protected _configureRenderParts(options: HbsRenderOptions): Record<string, TemplatePart>;
  protected _preSyncPartState(
    partId: string,
    newElement: HTMLElement,
    priorElement: HTMLElement,
    state: PartState,
  ): void;
  protected _syncPartState(partId: string, newElement: HTMLElement, priorElement: HTMLElement, state: PartState): void;
  protected _attachPartListeners(partId: string, htmlElement: HTMLElement, options: HbsRenderOptions): void;
}

export declare class HandlebarsItemSheet extends foundry.applications.sheets.ItemSheetV2 implements HandlebarsMembers {
  static PARTS: Record<string, TemplatePart>;
  get parts(): Record<string, HTMLElement>;
  protected _configureRenderParts(options: HbsRenderOptions): Record<string, TemplatePart>;
  protected _preSyncPartState(
    partId: string,
    newElement: HTMLElement,
    priorElement: HTMLElement,
    state: PartState,
  ): void;
  protected _syncPartState(partId: string, newElement: HTMLElement, priorElement: HTMLElement, state: PartState): void;
  protected _attachPartListeners(partId: string, htmlElement: HTMLElement, options: HbsRenderOptions): void;
}

export declare class HandlebarsApplication extends foundry.applications.api.ApplicationV2 implements HandlebarsMembers {
  static PARTS: Record<string, TemplatePart>;
  get parts(): Record<string, HTMLElement>;
  protected _configureRenderParts(options: HbsRenderOptions): Record<string, TemplatePart>;
  protected _attachPartListeners(partId: string, htmlElement: HTMLElement, options: HbsRenderOptions): void;
}

export type { HAM };
