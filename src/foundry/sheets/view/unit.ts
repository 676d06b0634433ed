/** The unit sheet's view: members with their states, command die, morale markers (CORE-3, CORE-7, CORE-11). */
import { ERAS, GRADES, UNIT_TYPES, type Grade } from "@foundry/data/constants";
import { effectiveGrade } from "@foundry/data/derive";
import type { UnitSource } from "@foundry/data/sources";
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
  memberView,
  toggle,
  type ActionButton,
  type CounterView,
  type DieView,
  type FrameInput,
  type MemberInput,
  type MemberView,
  type SheetFrame,
  type ToggleView,
} from "./common";

export interface RefInput {
  readonly uuid: string;
  readonly name: string;
}

interface UnitViewInput extends FrameInput {
  readonly system: UnitSource;
  readonly members: readonly MemberInput[];
  /** The commanding unit, when it resolves. */
  readonly commander: RefInput | null;
  /** NAP-5.1 close order now (the canvas measures it; false off the canvas). */
  readonly closeOrder: boolean;
}

interface UnitView extends SheetFrame {
  readonly system: UnitSource;
  readonly members: readonly MemberView[];
  readonly strength: { readonly standing: number; readonly total: number };
  readonly leader: MemberView | null;
  readonly commander: RefInput | null;
  readonly commandDie: DieView;
  readonly moraleMarkers: CounterView;
  readonly flags: readonly ToggleView[];
  readonly grade: { readonly stored: Grade; readonly effective: Grade; readonly closeOrder: boolean };
  readonly actions: readonly ActionButton[];
  /** The same buttons in the bar's sections (move, fire, fight, special). */
  readonly actionGroups: readonly ActionGroupView[];
  readonly grades: Record<Grade, string>;
  readonly kinds: Record<string, string>;
  readonly eras: Record<string, string>;
  readonly leaderChoices: Record<string, string>;
}

export function unitView(input: UnitViewInput): UnitView {
  const s = input.system;
  const members = input.members.map((m) => memberView(m, s.leaderId));
  const leader = members.find((m) => m.isLeader) ?? null;
  const effective = effectiveGrade(s.grade, input.closeOrder);
  const chips = [chip(`${L}.Choice.unitKind.${s.kind}`), gradeChip(s.grade), chip(`${L}.Choice.era.${s.era}`)];
  if (input.closeOrder) chips.push(chip(`${L}.Unit.closeOrder`, "good"));
  if (s.outOfCommand) chips.push(chip(`${L}.Status.outOfCommand`, "bad"));
  const actions = sheetButtons("unit", { source: s, era: s.era, closeOrder: input.closeOrder });
  return {
    ...frame(input, `${L}.Actor.unit`, chips, s.notes),
    system: s,
    members,
    strength: { standing: members.filter((m) => !m.missing && !m.out).length, total: members.length },
    leader,
    commander: input.commander,
    commandDie: die(s.commandDie),
    moraleMarkers: counter("system.moraleMarkers", `${L}.Status.moraleMarkers`, s.moraleMarkers),
    flags: [
      toggle("system.outOfCommand", `${L}.Status.outOfCommand`, s.outOfCommand),
      toggle("system.acted", `${L}.Unit.acted`, s.acted, "plain"),
    ],
    grade: { stored: s.grade, effective, closeOrder: input.closeOrder },
    actions,
    actionGroups: actionGroups(actions, notNowActions("unit", { source: s, era: s.era, closeOrder: input.closeOrder })),
    grades: choices(GRADES, `${L}.Grade`),
    kinds: choices(UNIT_TYPES, `${L}.Choice.unitKind`),
    eras: choices(ERAS, `${L}.Choice.era`),
    leaderChoices: Object.fromEntries(input.members.map((m) => [m.uuid, m.name])),
  };
}
