/**
 * Pieces every sheet view shares. A view is the whole template context of a sheet, built by a
 * pure function from plain sources: the Foundry sheet and the preview fixtures call the same
 * builders, and the template tests render them. Labels are localization keys (the template
 * localizes), numbers are shown as the card prints them ("4 (2)", "—").
 */
import { SHEET_GROUPS, type OfferContexts, type PieceKind, type SheetGroup } from "@foundry/kernel/action-manifest";
import { offeredActions, unofferedActions } from "@foundry/actions/manifests";
import type { FigureSource } from "@foundry/data/sources";
import type { Accuracy } from "@rules/model";
import { FIGURE_STATES, type Grade } from "@foundry/data/constants";
import { isWounded } from "@foundry/data/derive";

export const L = "COMBAT_PATROL";

/** The document shown: name and picture. */
interface DocView {
  readonly name: string;
  readonly img: string;
}

/** What every sheet's template reads besides its own view. */
export interface SheetFrame {
  readonly doc: DocView;
  readonly editable: boolean;
  /** Edit mode shows inputs; play mode reads like the printed card. */
  readonly editMode: boolean;
  /** The document type label key and the chips under the name. */
  readonly typeLabel: string;
  readonly chips: readonly Chip[];
  /** Enriched notes HTML (Foundry's TextEditor; the preview passes it as is). */
  readonly notesHtml: string;
  /** The stored notes, for the editor in edit mode. */
  readonly notes: string;
}

export interface FrameInput {
  readonly doc: DocView;
  readonly editable: boolean;
  readonly editMode: boolean;
  readonly notesHtml?: string;
}

/** A small label under the name: a localization key, or literal text. */
export interface Chip {
  readonly label: string;
  readonly text?: string;
  readonly tone?: "grade-elite" | "grade-regular" | "grade-green" | "bad" | "good" | "plain";
}

export const chip = (label: string, tone: Chip["tone"] = "plain"): Chip => ({ label, tone });
export const textChip = (text: string, tone: Chip["tone"] = "plain"): Chip => ({ label: "", text, tone });
export const gradeChip = (grade: Grade): Chip => ({ label: `${L}.Grade.${grade}`, tone: `grade-${grade}` });

export function frame(input: FrameInput, typeLabel: string, chips: readonly Chip[], notes: string): SheetFrame {
  return {
    doc: input.doc,
    editable: input.editable,
    editMode: input.editMode && input.editable,
    typeLabel,
    chips,
    notesHtml: input.notesHtml ?? notes,
    notes,
  };
}

/** A select's choices: value -> localization key (Foundry's selectOptions localizes them). */
export function choices<T extends string>(list: readonly T[], prefix: string): Record<T, string> {
  const out = {} as Record<T, string>;
  for (const value of list) out[value] = `${prefix}.${value}`;
  return out;
}

/** A +/- counter: markers, animals, ammunition. */
export interface CounterView {
  readonly field: string;
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number | null;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
  /** Marker pips to draw (capped so a large count stays a number). */
  readonly pips: readonly number[];
  /** What the count means, on hover (a lang key); null for a count that names itself (sticks, animals). */
  readonly hint: string | null;
}

/** The counts that need saying what they mean, by their label. */
const COUNTER_HINTS: Readonly<Record<string, string>> = {
  [`${L}.Status.outOfAmmo`]: `${L}.Tooltip.ammo`,
  [`${L}.Status.moraleMarkers`]: `${L}.Tooltip.moraleMarkers`,
  [`${L}.Explosive.fuseLength`]: `${L}.Tooltip.fuseLength`,
};

export function counter(field: string, label: string, value: number, min = 0, max: number | null = null): CounterView {
  return {
    field,
    label,
    hint: COUNTER_HINTS[label] ?? null,
    value,
    min,
    max,
    canDecrease: value > min,
    canIncrease: max === null || value < max,
    pips: Array.from({ length: Math.min(value, 6) }, (_, i) => i),
  };
}

/** An on/off state shown as a pressed button (play mode) that writes one boolean field. */
export interface ToggleView {
  readonly field: string;
  readonly label: string;
  readonly active: boolean;
  readonly tone: "bad" | "good" | "plain";
}

export const toggle = (
  field: string,
  label: string,
  active: boolean,
  tone: ToggleView["tone"] = "bad",
): ToggleView => ({ field, label, active, tone });

/** One of a fixed list, as a row of buttons (team state, round loaded, fuse). */
export interface SegmentView {
  readonly field: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string; readonly active: boolean }[];
}

export function segment<T extends string>(
  field: string,
  label: string,
  list: readonly T[],
  prefix: string,
  current: T,
): SegmentView {
  return {
    field,
    label,
    options: list.map((value) => ({ value, label: `${prefix}.${value}`, active: value === current })),
  };
}

/** CORE-3 the command die face: pips laid out on a 3x3 grid, or blank before the roll. */
export interface DieView {
  readonly value: number | null;
  readonly rolled: boolean;
  /** Which of the nine cells carry a pip (row-major). */
  readonly cells: readonly boolean[];
}

const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function die(value: number | null): DieView {
  const pips = value === null ? [] : (PIPS[value] ?? []);
  return { value, rolled: value !== null, cells: Array.from({ length: 9 }, (_, i) => pips.includes(i)) };
}

/** A button of the action bar: dispatched to the action layer by id. */
export interface ActionButton {
  readonly id: string;
  readonly label: string;
  readonly icon: string;
  readonly primary: boolean;
  /** The sheet's section it sits in (move, fire, fight, special). */
  readonly group: SheetGroup;
  /** Extra data-* params: `attr` is the kebab-case attribute name (weapon-id), read back as dataset.weaponId. */
  readonly params: readonly { readonly attr: string; readonly value: string }[];
}

/** The buttons a piece's sheet shows now, in order: every action folder's manifest offers its own (actions/manifests.ts). */
export function sheetButtons<K extends PieceKind>(kind: K, piece: OfferContexts[K]): ActionButton[] {
  const attr = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return offeredActions(kind, piece).map(({ action, primary, params }) => ({
    id: action.id,
    label: action.label,
    icon: action.icon,
    primary,
    group: action.group,
    params: Object.entries(params).map(([key, value]) => ({ attr: attr(key), value })),
  }));
}

/** An action the piece's state keeps from it now: its name and why (lang keys), in its section. */
export interface NotNowView {
  readonly group: SheetGroup;
  readonly label: string;
  readonly why: string;
}

/** The actions this piece could use in another state but not now, and why (the manifests' notNow). */
export function notNowActions<K extends PieceKind>(kind: K, piece: OfferContexts[K]): NotNowView[] {
  return unofferedActions(kind, piece).map(({ action, why }) => ({ group: action.group, label: action.label, why }));
}

/** One section of the action bar: its caption (a lang key), its buttons, and what it cannot offer now and why. */
export interface ActionGroupView {
  readonly id: SheetGroup;
  readonly label: string;
  readonly buttons: readonly ActionButton[];
  /** Shown on the caption's tooltip: "Not now: Reload: no Out of Ammunition marker…". */
  readonly notNow: readonly NotNowView[];
}

/**
 * The action bar in sections, in the order a turn meets them (move, fire, fight, special), each
 * keeping its buttons' order; a section with no button and nothing to explain now is left out.
 */
export function actionGroups(buttons: readonly ActionButton[], notNow: readonly NotNowView[] = []): ActionGroupView[] {
  return SHEET_GROUPS.map((id) => ({
    id,
    label: `${L}.Sheet.group.${id}`,
    buttons: buttons.filter((b) => b.group === id),
    notNow: notNow.filter((n) => n.group === id),
  })).filter((g) => g.buttons.length > 0 || g.notNow.length > 0);
}

/** A figure in a list (unit members, wagon passengers, gun crew). */
export interface MemberInput {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
  /** null: the UUID no longer names a figure (deleted, or another kind of actor). */
  readonly system: FigureSource | null;
}

export interface MemberView {
  readonly uuid: string;
  readonly name: string;
  readonly img: string;
  readonly missing: boolean;
  readonly isLeader: boolean;
  readonly guts: Grade | null;
  readonly accuracy: Accuracy | null;
  readonly melee: number | null;
  readonly wounds: string;
  readonly wounded: boolean;
  readonly out: boolean;
  readonly outOfAmmo: number;
  readonly states: readonly Chip[];
}

export function memberView(m: MemberInput, leaderId: string | null): MemberView {
  const s = m.system;
  const states = s
    ? FIGURE_STATES.filter((k) => k !== "incapacitated" && s.states[k]).map((k) =>
        chip(`${L}.Status.${k}`, k === "mounted" || k === "hidden" ? "plain" : "bad"),
      )
    : [];
  return {
    uuid: m.uuid,
    name: m.name,
    img: m.img,
    missing: s === null,
    isLeader: leaderId !== null && m.uuid === leaderId,
    guts: s?.guts ?? null,
    accuracy: s?.accuracy ?? null,
    melee: s?.melee ?? null,
    wounds: s ? `${s.wounds}/${s.endurance}` : "—",
    wounded: s ? isWounded(s) : false,
    out: s?.states.incapacitated ?? false,
    outOfAmmo: s?.outOfAmmo ?? 0,
    states,
  };
}

/** A signed number as a card prints a modifier: +1, 0, -1. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
