/** The herd sheet's view (OW-9.2): Table 3 attributes, animals left, stampede with its scatter direction. */
import { GRADES, HERD_SPECIES, type Grade } from "@foundry/data/constants";
import type { HerdSource } from "@foundry/data/sources";
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
  type CounterView,
  type DieView,
  type FrameInput,
  type SheetFrame,
  type ToggleView,
} from "./common";
import type { RefInput } from "./unit";

interface HerdViewInput extends FrameInput {
  readonly system: HerdSource;
  readonly herdedBy: RefInput | null;
}

interface ClockView {
  readonly clock: number | null;
  /** Degrees clockwise from 12 o'clock. */
  readonly angle: number;
  readonly hours: readonly {
    readonly hour: number;
    readonly x: number;
    readonly y: number;
    readonly active: boolean;
  }[];
}

/** A clock face for the scatter arrow (12 hours, positions in % of the face). */
export function clockView(clock: number | null): ClockView {
  return {
    clock,
    angle: clock === null ? 0 : (clock % 12) * 30,
    hours: Array.from({ length: 12 }, (_, i) => {
      const hour = i + 1;
      const rad = ((hour % 12) * 30 * Math.PI) / 180;
      return {
        hour,
        x: Math.round(50 + 38 * Math.sin(rad)),
        y: Math.round(50 - 38 * Math.cos(rad)),
        active: hour === clock,
      };
    }),
  };
}

interface HerdView extends SheetFrame {
  readonly system: HerdSource;
  readonly record: readonly {
    readonly label: string;
    /** The header's tooltip (a lang key): what the attribute does. */
    readonly hint: string;
    readonly field: string;
    readonly display: string;
    readonly value: number | string;
    readonly grade: Grade | null;
    readonly min: number;
    readonly max: number;
  }[];
  readonly animals: CounterView;
  readonly flags: readonly ToggleView[];
  readonly stampede: { readonly active: boolean; readonly clock: ClockView };
  readonly herdedBy: RefInput | null;
  readonly commandDie: DieView;
  readonly actions: readonly ActionButton[];
  /** The same buttons in the bar's sections (move, fire, fight, special). */
  readonly actionGroups: readonly ActionGroupView[];
  readonly grades: Record<Grade, string>;
  readonly species: Record<string, string>;
}

export function herdView(input: HerdViewInput): HerdView {
  const s = input.system;
  const chips = [chip(`${L}.Choice.species.${s.species}`), gradeChip(s.guts)];
  if (s.stampede.active) chips.push(chip(`${L}.Status.stampeding`, "bad"));
  const actions = sheetButtons("herd", { source: s });
  return {
    ...frame(input, `${L}.Actor.herd`, chips, s.notes),
    system: s,
    record: [
      {
        label: `${L}.Attribute.guts`,
        hint: `${L}.Tooltip.Attribute.guts`,
        field: "system.guts",
        display: `${L}.Grade.${s.guts}`,
        value: s.guts,
        grade: s.guts,
        min: 0,
        max: 0,
      },
      {
        label: `${L}.Attribute.melee`,
        hint: `${L}.Tooltip.Attribute.melee`,
        field: "system.melee",
        display: signed(s.melee),
        value: s.melee,
        grade: null,
        min: -3,
        max: 6,
      },
      {
        label: `${L}.Attribute.endurance`,
        hint: `${L}.Tooltip.Attribute.endurance`,
        field: "system.endurance",
        display: String(s.endurance),
        value: s.endurance,
        grade: null,
        min: 1,
        max: 6,
      },
      {
        label: `${L}.Attribute.reaction`,
        hint: `${L}.Tooltip.Attribute.reaction`,
        field: "system.reaction",
        display: String(s.reaction),
        value: s.reaction,
        grade: null,
        min: 1,
        max: 6,
      },
    ],
    animals: counter("system.animals", `${L}.Herd.animals`, s.animals),
    flags: [
      toggle("system.stunned", `${L}.Status.stunned`, s.stunned),
      toggle("system.stampede.active", `${L}.Status.stampeding`, s.stampede.active),
    ],
    stampede: { active: s.stampede.active, clock: clockView(s.stampede.clock) },
    herdedBy: input.herdedBy,
    commandDie: die(s.commandDie),
    actions,
    actionGroups: actionGroups(actions, notNowActions("herd", { source: s })),
    grades: choices(GRADES, `${L}.Grade`),
    species: choices(HERD_SPECIES, `${L}.Choice.species`),
  };
}
