/**
 * The figure sheet's view: a unit record card for one miniature (CORE-4 attributes, CORE-8
 * states, OW/NAP traits, weapons, wounds track).
 */
import type { Accuracy } from "@rules/model";
import type { Era } from "@rules/options";
import type { Availability } from "@rules/tables/frontier-weapons";
import { FIGURE_STATES, GRADES, LEADER_RANKS, type Grade } from "@foundry/data/constants";
import { availabilityInYear, isWounded, woundedMovementMultiplier } from "@foundry/data/derive";
import { isCarried } from "@foundry/data/dynamite";
import type { ExplosiveSource, FigureSource, WeaponSource } from "@foundry/data/sources";
import type { OfferContexts } from "@foundry/kernel/action-manifest";
import {
  L,
  sheetButtons,
  actionGroups,
  notNowActions,
  type ActionGroupView,
  chip,
  choices,
  counter,
  die,
  frame,
  gradeChip,
  signed,
  toggle,
  type ActionButton,
  type Chip,
  type CounterView,
  type DieView,
  type FrameInput,
  type SheetFrame,
  type ToggleView,
} from "./common";

/** An owned item as the figure sheet lists it. */
export interface OwnedItemInput<S> {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly system: S;
}

export interface FigureViewInput extends FrameInput {
  readonly system: FigureSource;
  readonly weapons: readonly OwnedItemInput<WeaponSource>[];
  readonly explosives: readonly OwnedItemInput<ExplosiveSource>[];
  /** The rules in play (era for NAP-6.1.1, scenario year for OW-5.1d). */
  readonly era: Era;
  readonly year: number | null;
}

interface AttributeView {
  readonly key: "guts" | "accuracy" | "melee" | "endurance" | "reaction";
  readonly label: string;
  readonly field: string;
  readonly value: string | number;
  /** Shown in play mode: the grade's label key or the number as printed. */
  readonly display: string;
  /** A grade, or "NA" (an animal's Accuracy, OW Table 3). */
  readonly grade: Accuracy | null;
  readonly min: number;
  readonly max: number;
}

interface WeaponRowView {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly inUse: boolean;
  readonly bands: readonly string[];
  readonly reload: string;
  readonly hth: string;
  readonly he: string | null;
  readonly availability: Availability;
  readonly rare: boolean;
  readonly date: string;
}

interface WoundBox {
  readonly value: number;
  readonly filled: boolean;
}

export interface FigureView extends SheetFrame {
  readonly system: FigureSource;
  readonly attributes: readonly AttributeView[];
  readonly woundTrack: {
    readonly boxes: readonly WoundBox[];
    readonly label: string;
    readonly note: string | null;
    readonly out: boolean;
  };
  readonly outOfAmmo: CounterView;
  /** OW-4a a hero's own command die (his own unit card), null for any other figure. */
  readonly commandDie: DieView | null;
  readonly states: readonly ToggleView[];
  readonly traits: readonly ToggleView[];
  readonly leader: { readonly rank: string | null; readonly trained: boolean; readonly label: string | null };
  readonly weapons: readonly WeaponRowView[];
  readonly hasWeapons: boolean;
  /** OW-6a the dynamite he carries: its one home, the two counts (data/dynamite.ts). */
  readonly dynamite: { readonly sticks: CounterView; readonly bundles: CounterView; readonly any: boolean };
  /** OW-6.1.2 / OW-6.1.3 the charges he has placed on the table (explosive items past "carried"), with their fuse. */
  readonly charges: readonly {
    readonly id: string;
    readonly name: string;
    readonly img: string;
    readonly detail: string;
    readonly fuse: string;
  }[];
  /** A line in place of the action bar's buttons (an incapacitated figure's), a lang key; null when none. */
  readonly actionsNote: string | null;
  /** The weapon table's band cells' tooltips (lang keys), short to long. */
  readonly bandHints: readonly string[];
  readonly actions: readonly ActionButton[];
  /** The same buttons in the bar's sections (move, fire, fight, special). */
  readonly actionGroups: readonly ActionGroupView[];
  readonly grades: Record<Grade, string>;
  readonly leaderRanks: Record<string, string>;
}

/** "4 (2)" for range 4 at rate of fire 2, "4" at rate 1, "—" where the table shows "--". */
export function bandText(range: number | null, rof: number): string {
  if (range === null) return "—";
  return rof > 1 ? `${range} (${rof})` : String(range);
}

export function hthText(w: Pick<WeaponSource, "hth" | "bayonetHth" | "hthMoving">): string {
  if (w.hth === null) return "—";
  if (w.hthMoving !== null) return `${signed(w.hthMoving)} (${signed(w.hth)})`;
  if (w.bayonetHth !== null) return `${signed(w.hth)} (${signed(w.bayonetHth)})`;
  return signed(w.hth);
}

export function reloadKey(w: Pick<WeaponSource, "reload">): string {
  return `${L}.Choice.reload.${w.reload ?? "none"}`;
}

function weaponRow(w: OwnedItemInput<WeaponSource>, inUse: boolean, year: number | null): WeaponRowView {
  const s = w.system;
  const availability = availabilityInYear(s, year);
  return {
    id: w.id,
    name: w.name,
    img: w.img,
    inUse,
    bands: [
      bandText(s.range.short, s.rof.short),
      bandText(s.range.medium, s.rof.medium),
      bandText(s.range.long, s.rof.long),
    ],
    reload: reloadKey(s),
    hth: hthText(s),
    he: s.he ? `${L}.Choice.burst.${s.he}` : null,
    availability,
    rare: availability === "rare",
    date: s.date === null ? "" : String(s.date),
  };
}

function attribute(key: AttributeView["key"], s: FigureSource, min: number, max: number): AttributeView {
  const value = s[key];
  const grade = typeof value === "string" ? value : null;
  return {
    key,
    label: `${L}.Attribute.${key}`,
    field: `system.${key}`,
    value,
    display: grade ? `${L}.Grade.${grade}` : key === "melee" ? signed(Number(value)) : String(value),
    grade,
    min,
    max,
  };
}

/** The weapon in use: weaponId if it names an owned weapon, else the first. */
export function weaponInUse(s: Pick<FigureSource, "weaponId">, weapons: readonly { id: string }[]): string | null {
  if (s.weaponId && weapons.some((w) => w.id === s.weaponId)) return s.weaponId;
  return weapons[0]?.id ?? null;
}

/** What the figure's offers read (its sheet's buttons; the token HUD modules' list: sheets/actor-offers.ts). */
export function figureOffer(
  input: Pick<FigureViewInput, "system" | "era" | "weapons" | "explosives">,
  editMode: boolean,
): OfferContexts["figure"] {
  const inUse = weaponInUse(input.system, input.weapons);
  return {
    source: input.system,
    era: input.era,
    weapon: inUse ? { id: inUse, tableId: input.weapons.find((w) => w.id === inUse)?.system.tableId ?? null } : null,
    // Carried dynamite lives in the counts only; an explosive item is a charge on the table.
    chargeStates: input.explosives.filter((e) => !isCarried(e.system)).map((e) => e.system.fuse.state),
    editMode,
  };
}

export function figureView(input: FigureViewInput): FigureView {
  const s = input.system;
  const wounded = isWounded(s);
  const out = s.states.incapacitated;
  const multiplier = woundedMovementMultiplier(s, input.era);
  const inUse = weaponInUse(s, input.weapons);
  // Carried dynamite lives in the counts only; an explosive item is a charge on the table.
  const charges = input.explosives.filter((e) => !isCarried(e.system));

  const chips: Chip[] = [gradeChip(s.guts)];
  if (s.leader.rank)
    chips.push(
      chip(`${L}.Choice.leaderRank.${s.leader.rank}`),
      chip(s.leader.trained ? `${L}.Figure.trained` : `${L}.Figure.untrained`),
    );
  if (s.hero) chips.push(chip(`${L}.Figure.hero`, "good"));
  if (s.sniper) chips.push(chip(`${L}.Figure.sniper`));
  if (s.indian) chips.push(chip(`${L}.Figure.indian`));
  if (out) chips.push(chip(`${L}.Status.incapacitated`, "bad"));

  const offerContext = figureOffer(input, input.editMode && input.editable);
  const actions = sheetButtons("figure", offerContext);

  return {
    ...frame(input, `${L}.Actor.figure`, chips, s.notes),
    system: s,
    attributes: [
      attribute("guts", s, 0, 0),
      attribute("accuracy", s, 0, 0),
      attribute("melee", s, -3, 6),
      attribute("endurance", s, 1, 6),
      attribute("reaction", s, 1, 6),
    ],
    woundTrack: {
      boxes: Array.from({ length: s.endurance }, (_, i) => ({ value: i + 1, filled: i < s.wounds })),
      label: `${s.wounds} / ${s.endurance}`,
      note: out
        ? `${L}.Status.incapacitated`
        : wounded
          ? multiplier < 1
            ? `${L}.Figure.halfSpeed`
            : `${L}.Figure.woundedMounted`
          : null,
      out,
    },
    outOfAmmo: counter("system.outOfAmmo", `${L}.Status.outOfAmmo`, s.outOfAmmo),
    commandDie: s.hero ? die(s.commandDie) : null,
    states: FIGURE_STATES.map((k) =>
      toggle(`system.states.${k}`, `${L}.Status.${k}`, s.states[k], k === "mounted" || k === "hidden" ? "good" : "bad"),
    ),
    traits: [
      toggle("system.hero", `${L}.Figure.hero`, s.hero, "good"),
      toggle("system.sniper", `${L}.Figure.sniper`, s.sniper, "good"),
      toggle("system.horsemanship", `${L}.Figure.horsemanship`, s.horsemanship, "good"),
      toggle("system.indian", `${L}.Figure.indian`, s.indian, "good"),
    ],
    leader: {
      rank: s.leader.rank,
      trained: s.leader.trained,
      label: s.leader.rank ? `${L}.Choice.leaderRank.${s.leader.rank}` : null,
    },
    weapons: input.weapons.map((w) => weaponRow(w, w.id === inUse, input.year)),
    hasWeapons: input.weapons.length > 0,
    dynamite: {
      sticks: counter("system.dynamite.sticks", `${L}.Figure.sticks`, s.dynamite.sticks),
      bundles: counter("system.dynamite.bundles", `${L}.Figure.bundles`, s.dynamite.bundles),
      any: s.dynamite.sticks + s.dynamite.bundles > 0,
    },
    charges: charges.map((e) => ({
      id: e.id,
      name: e.name,
      img: e.img,
      // One charge: "Bundle, medium template".
      detail: `${L}.Action.Dynamite.${e.system.charge}`,
      fuse: `${L}.Choice.fuse.${e.system.fuse.state}`,
    })),
    actionsNote: s.states.incapacitated ? `${L}.Sheet.outOfTheFight` : null,
    bandHints: (["short", "medium", "long"] as const).map((b) => `${L}.Tooltip.Band.${b}`),
    actions,
    actionGroups: actionGroups(actions, notNowActions("figure", offerContext)),
    grades: choices(GRADES, `${L}.Grade`),
    leaderRanks: choices(LEADER_RANKS, `${L}.Choice.leaderRank`),
  };
}
