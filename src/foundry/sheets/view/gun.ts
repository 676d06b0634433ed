/** The gun sheet's view: Gatling (OW-5.2) or artillery piece (NAP-7), crew, limber, round loaded, facing. */
import { GRADES, GUN_KINDS, GUN_ROUNDS, GUN_WEIGHT_CLASSES, TEAM_STATES, type Grade } from "@foundry/data/constants";
import { artilleryTableId } from "@foundry/data/derive";
import { clockOf, normalizeDegrees } from "@rules/geometry";
import { RANGE_BANDS } from "@rules/model";
import { gatlingWeapon } from "@rules/old-west/gatling-state";
import type { GunSource } from "@foundry/data/sources";
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

/** The bearing of the top of the map (rules/geometry/vec.ts: 0° is the right edge, clockwise). */
const MAP_TOP = 270;

interface GunViewInput extends FrameInput {
  readonly system: GunSource;
  readonly crew: readonly MemberInput[];
  /** OW-5.2a Gatling crew 4, NAP-7.2 artillery crew 6 (the crews table). */
  readonly fullCrew: number;
}

interface GunView extends SheetFrame {
  readonly system: GunSource;
  readonly isArtillery: boolean;
  readonly crew: readonly MemberView[];
  readonly crewStrength: string;
  readonly round: SegmentView;
  readonly limberState: SegmentView;
  readonly limberToggles: readonly ToggleView[];
  readonly limberDistance: string;
  readonly outOfAmmo: CounterView;
  /** The compass: its needle's turn from straight up (CSS degrees) and the hour of the map it points to. */
  readonly facing: { readonly needle: number; readonly clock: number };
  readonly tableId: string | null;
  readonly commandDie: DieView;
  readonly moraleMarkers: CounterView;
  readonly actions: readonly ActionButton[];
  /** The same buttons in the bar's sections (move, fire, fight, special). */
  readonly actionGroups: readonly ActionGroupView[];
  /** OW-5.2a a Gatling's own range bands and rate of fire (Table 1), null for an artillery piece. */
  readonly fireBands:
    | readonly { readonly label: string; readonly inches: number; readonly shots: number; readonly hint: string }[]
    | null;
  readonly kinds: Record<string, string>;
  readonly weightClasses: Record<string, string>;
  readonly grades: Record<Grade, string>;
}

export function gunView(input: GunViewInput): GunView {
  const s = input.system;
  const isArtillery = s.kind === "artillery";
  const chips = [chip(`${L}.Choice.gunKind.${s.kind}`)];
  if (isArtillery && s.weightClass) chips.push(chip(`${L}.Choice.weightClass.${s.weightClass}`));
  chips.push(gradeChip(s.grade));
  if (s.limbered) chips.push(chip(`${L}.Gun.limbered`));
  const crew = input.crew.map((m) => memberView(m, s.leaderId));
  const standing = crew.filter((m) => !m.missing && !m.out).length;
  const actions = sheetButtons("gun", { source: s });
  return {
    ...frame(input, `${L}.Actor.gun`, chips, s.notes),
    system: s,
    isArtillery,
    crew,
    crewStrength: `${standing} / ${input.fullCrew}`,
    round: segment("system.round", `${L}.Gun.round`, GUN_ROUNDS, `${L}.Choice.round`, s.round),
    limberState: segment(
      "system.limber.state",
      `${L}.Gun.limberState`,
      TEAM_STATES,
      `${L}.Choice.teamState`,
      s.limber.state,
    ),
    limberToggles: [toggle("system.limbered", `${L}.Gun.limbered`, s.limbered, "plain")],
    limberDistance: s.limber.distance === null ? "—" : `${s.limber.distance}″`,
    outOfAmmo: counter("system.outOfAmmo", `${L}.Status.outOfAmmo`, s.outOfAmmo),
    // The needle and the label as on the map: 12 o'clock (a needle turned 0deg, straight up) is the top of the map.
    facing: { needle: normalizeDegrees(s.facing - MAP_TOP), clock: clockOf(s.facing, MAP_TOP) },
    tableId: artilleryTableId(s),
    commandDie: die(s.commandDie),
    moraleMarkers: counter("system.moraleMarkers", `${L}.Status.moraleMarkers`, s.moraleMarkers),
    actions,
    actionGroups: actionGroups(actions, notNowActions("gun", { source: s })),
    fireBands: isArtillery ? null : gatlingBands(),
    kinds: choices(GUN_KINDS, `${L}.Choice.gunKind`),
    weightClasses: choices(GUN_WEIGHT_CLASSES, `${L}.Choice.weightClass`),
    grades: choices(GRADES, `${L}.Grade`),
  };
}

/** OW-5.2a the Gatling Gun row of Table 1: each band's reach and its bracketed rate of fire. */
function gatlingBands(): { label: string; inches: number; shots: number; hint: string }[] {
  const weapon = gatlingWeapon();
  return RANGE_BANDS.flatMap((band) => {
    const inches = weapon.range[band];
    return inches === null
      ? []
      : [
          {
            label: `${L}.Action.Fire.band.${band}`,
            inches,
            shots: weapon.rof[band],
            hint: `${L}.Tooltip.Band.${band}`,
          },
        ];
  });
}
