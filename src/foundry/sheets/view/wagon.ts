/** The wagon sheet's view (OW-9.3): team, driver and passengers, runaway and overturned, mounted Gatling. */
import { TEAM_STATES, WAGON_KINDS } from "@foundry/data/constants";
import type { WagonSource } from "@foundry/data/sources";
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
  memberView,
  segment,
  toggle,
  type ActionButton,
  type CounterView,
  type DieView,
  type FrameInput,
  type MemberInput,
  type MemberView,
  type SegmentView,
  type SheetFrame,
  type ToggleView,
} from "./common";
import type { RefInput } from "./unit";

interface WagonViewInput extends FrameInput {
  readonly system: WagonSource;
  readonly driver: MemberInput | null;
  readonly passengers: readonly MemberInput[];
  readonly gun: RefInput | null;
  /** Seats for passengers (the wagons table), null when unknown. */
  readonly seats: number | null;
}

interface WagonView extends SheetFrame {
  readonly system: WagonSource;
  readonly team: SegmentView;
  readonly animals: CounterView;
  readonly speed: string;
  readonly speedSlowed: boolean;
  readonly driver: MemberView | null;
  readonly passengers: readonly MemberView[];
  readonly seats: string;
  readonly flags: readonly ToggleView[];
  readonly gun: RefInput | null;
  readonly commandDie: DieView;
  readonly moraleMarkers: CounterView;
  readonly actions: readonly ActionButton[];
  /** The same buttons in the bar's sections (move, fire, fight, special). */
  readonly actionGroups: readonly ActionGroupView[];
  readonly kinds: Record<string, string>;
}

/** OW-9.3d the team's effect on movement. */
export function wagonSpeedKey(s: Pick<WagonSource, "team" | "overturned">): string {
  if (s.overturned) return `${L}.Wagon.speed.overturned`;
  if (s.team.state === "incapacitated" || s.team.animals === 0) return `${L}.Wagon.speed.immobile`;
  if (s.team.state === "wounded") return `${L}.Wagon.speed.half`;
  return `${L}.Wagon.speed.normal`;
}

export function wagonView(input: WagonViewInput): WagonView {
  const s = input.system;
  const chips = [chip(`${L}.Choice.wagonKind.${s.kind}`)];
  if (s.runaway) chips.push(chip(`${L}.Status.runaway`, "bad"));
  if (s.overturned) chips.push(chip(`${L}.Wagon.overturned`, "bad"));
  if (s.gatling) chips.push(chip(`${L}.Wagon.gatling`, "good"));
  const actions = sheetButtons("wagon", { source: s });
  return {
    ...frame(input, `${L}.Actor.wagon`, chips, s.notes),
    system: s,
    team: segment("system.team.state", `${L}.Wagon.team`, TEAM_STATES, `${L}.Choice.teamState`, s.team.state),
    animals: counter("system.team.animals", `${L}.Wagon.animals`, s.team.animals),
    speed: wagonSpeedKey(s),
    speedSlowed: wagonSpeedKey(s) !== `${L}.Wagon.speed.normal`,
    driver: input.driver ? memberView(input.driver, input.driver.uuid) : null,
    passengers: input.passengers.map((p) => memberView(p, null)),
    seats: input.seats === null ? String(input.passengers.length) : `${input.passengers.length} / ${input.seats}`,
    flags: [
      toggle("system.runaway", `${L}.Status.runaway`, s.runaway),
      toggle("system.overturned", `${L}.Wagon.overturned`, s.overturned),
      toggle("system.gatling", `${L}.Wagon.gatling`, s.gatling, "good"),
    ],
    gun: input.gun,
    commandDie: die(s.commandDie),
    moraleMarkers: counter("system.moraleMarkers", `${L}.Status.moraleMarkers`, s.moraleMarkers),
    actions,
    actionGroups: actionGroups(actions, notNowActions("wagon", { source: s })),
    kinds: choices(WAGON_KINDS, `${L}.Choice.wagonKind`),
  };
}
