/**
 * A preview that responds: what a view's buttons and inputs do, with the system's real view
 * code and the real pure sheet functions (src/foundry/sheets/field-actions.ts) on the fixture's
 * sample data. What stays simulated: nothing is saved (a page reload starts over), actions that
 * would draw cards or open another window in Foundry only say so, and there is no canvas.
 */
import { adjustPatch, setPatch, togglePatch, woundsPatch } from "../src/foundry/sheets/field-actions";
import type { PreviewFixture } from "./fixture";

/** A click on a button or link with data-action (or the chat card's Apply), or a changed input. */
export type PreviewEvent =
  | { readonly kind: "click"; readonly action: string; readonly data: Readonly<Record<string, string | undefined>> }
  | {
      readonly kind: "change";
      readonly name: string;
      readonly value: string | boolean;
      readonly form: Readonly<Record<string, string | boolean>>;
    };

/** What a view did with an event: re-render (true), nothing (false), or a note saying what Foundry would do. */
export type PreviewResponse = boolean | { readonly note: string };

type Patch = { [key: string]: unknown };

/** Foundry's update merges a patch into the source object by object keys (mergeObject); a copy here. */
function mergePatch<T extends object>(target: T, patch: Patch | null): T {
  if (!patch) return target;
  const out: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] =
      value &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      current &&
      typeof current === "object" &&
      !Array.isArray(current)
        ? mergePatch(current as object, value as Patch)
        : value;
  }
  return out as T;
}

const num = (raw: string | undefined): number | null =>
  raw === undefined || raw.trim() === "" || !Number.isFinite(Number(raw)) ? null : Number(raw);

/**
 * A sheet's state in the preview: its system data and play/edit mode. `respond` runs the same
 * patch functions the sheet's action handlers call (base.ts toggleField/setField/adjust,
 * figure-sheet.ts setWounds/useWeapon) and merges the patch as Foundry's update would.
 */
class SheetState<S extends object> {
  constructor(
    public system: S,
    public editMode: boolean,
  ) {}

  respond(event: PreviewEvent): PreviewResponse {
    if (event.kind === "change") {
      if (!event.name.startsWith("system.")) return false;
      const patch = setPatch(this.system, event.name, String(event.value));
      this.system = mergePatch(this.system, patch);
      return patch !== null;
    }
    const d = event.data;
    switch (event.action) {
      case "toggleMode":
        this.editMode = !this.editMode;
        return true;
      case "toggleField":
        return this.apply(d.field ? togglePatch(this.system, d.field) : null);
      case "setField":
        return this.apply(d.field && d.value !== undefined ? setPatch(this.system, d.field, d.value) : null);
      case "adjust": {
        const delta = num(d.delta);
        return this.apply(
          d.field && delta !== null ? adjustPatch(this.system, d.field, delta, num(d.min) ?? 0, num(d.max)) : null,
        );
      }
      case "setWounds": {
        const box = num(d.value);
        const s = this.system as unknown as { wounds: number; endurance: number };
        return this.apply(box !== null && "wounds" in s ? woundsPatch(s, box) : null);
      }
      case "useWeapon":
        return this.apply(d.itemId ? { weaponId: d.itemId } : null);
      case "perform":
        return {
          note: `In Foundry “${d.text ?? d.cpAction ?? ""}” starts the action for this figure: it draws cards and posts a chat card. Not simulated here.`,
        };
      default:
        return { note: `In Foundry this opens another window (${event.action}). Not simulated here.` };
    }
  }

  private apply(patch: Patch | null): boolean {
    if (!patch) return false;
    this.system = mergePatch(this.system, patch);
    return true;
  }
}

/** A sheet view whose buttons work: the fixture's context is rebuilt from the state after each event. */
export function sheetFixture<S extends object>(
  base: Omit<PreviewFixture, "context" | "respond">,
  system: S,
  editMode: boolean,
  view: (system: S, editMode: boolean) => Record<string, unknown>,
): PreviewFixture {
  const state = new SheetState(system, editMode);
  return { ...base, context: () => view(state.system, state.editMode), respond: (event) => state.respond(event) };
}
