/** The weapon and explosive item sheets' views (OW-5 / NAP-3 table rows, OW-6 dynamite). */
import { WEAPON_KINDS } from "@rules/tables/weapon-kinds";
import type { Era } from "@rules/options";
import { BURST_SIZES, ERAS, EXPLOSIVE_CHARGES, FUSE_STATES, RELOAD_KINDS } from "@foundry/data/constants";
import { availabilityInYear } from "@foundry/data/derive";
import { chargeTemplate, type ExplosiveSource, type WeaponSource } from "@foundry/data/sources";
import {
  L,
  chip,
  choices,
  counter,
  die,
  frame,
  segment,
  textChip,
  type Chip,
  type CounterView,
  type DieView,
  type FrameInput,
  type SegmentView,
  type SheetFrame,
} from "./common";
import { bandText, hthText, reloadKey } from "./figure";

export interface WeaponViewInput extends FrameInput {
  readonly system: WeaponSource;
  /** OW-5.1d the scenario year, null = none set. */
  readonly year: number | null;
}

export interface WeaponView extends SheetFrame {
  readonly system: WeaponSource;
  readonly bands: readonly {
    readonly key: "short" | "medium" | "long";
    readonly label: string;
    readonly text: string;
    readonly range: number | null;
    readonly rof: number;
  }[];
  readonly stats: readonly {
    readonly label: string;
    readonly value: string;
    readonly localize: boolean;
    /** What the stat means, on hover (a lang key). */
    readonly hint: string;
  }[];
  readonly rare: boolean;
  readonly year: number | null;
  readonly kinds: Record<string, string>;
  readonly eras: Record<Era, string>;
  readonly reloads: Record<string, string>;
  readonly bursts: Record<string, string>;
}

export function weaponView(input: WeaponViewInput): WeaponView {
  const s = input.system;
  const availability = availabilityInYear(s, input.year);
  const chips: Chip[] = [chip(`${L}.Choice.weaponKind.${s.kind}`), chip(`${L}.Choice.era.${s.era}`)];
  if (s.date !== null) chips.push(textChip(String(s.date)));
  if (availability === "rare") chips.push(chip(`${L}.Weapon.rare`, "bad"));
  if (s.crewServed) chips.push(chip(`${L}.Weapon.crewServed`));
  const bands = (["short", "medium", "long"] as const).map((key) => ({
    key,
    label: `${L}.Band.${key}`,
    text: bandText(s.range[key], s.rof[key]),
    range: s.range[key],
    rof: s.rof[key],
  }));
  return {
    ...frame(input, `${L}.Item.weapon`, chips, s.notes),
    system: s,
    bands,
    // The engine's table row id ("ow.shotgun") is not player wording: only the edit form shows it.
    stats: [
      { label: `${L}.Weapon.reload`, value: reloadKey(s), localize: true, hint: `${L}.Tooltip.reload` },
      { label: `${L}.Weapon.hth`, value: hthText(s), localize: false, hint: `${L}.Tooltip.hth` },
      {
        label: `${L}.Weapon.he`,
        value: s.he ? `${L}.Choice.burst.${s.he}` : `${L}.Weapon.none`,
        localize: true,
        hint: `${L}.Tooltip.he`,
      },
      {
        label: `${L}.Weapon.date`,
        value: s.date === null ? `${L}.Weapon.any` : String(s.date),
        hint: `${L}.Tooltip.date`,
        localize: s.date === null,
      },
    ],
    rare: availability === "rare",
    year: input.year,
    kinds: choices(WEAPON_KINDS, `${L}.Choice.weaponKind`),
    eras: choices(ERAS, `${L}.Choice.era`),
    reloads: choices(RELOAD_KINDS, `${L}.Choice.reload`),
    bursts: choices(BURST_SIZES, `${L}.Choice.burst`),
  };
}

export interface ExplosiveView extends SheetFrame {
  readonly system: ExplosiveSource;
  readonly template: string;
  readonly charge: SegmentView;
  readonly fuse: SegmentView;
  readonly quantity: CounterView;
  readonly fuseLength: CounterView;
  readonly fuseDie: DieView;
}

export function explosiveView(
  input: FrameInput & { readonly system: ExplosiveSource; readonly maxFuseActivations: number },
): ExplosiveView {
  const s = input.system;
  const template = chargeTemplate(s.charge);
  const chips = [chip(`${L}.Choice.charge.${s.charge}`), chip(`${L}.Choice.burst.${template}`)];
  if (s.fuse.state === "lit") chips.push(chip(`${L}.Choice.fuse.lit`, "bad"));
  return {
    ...frame(input, `${L}.Item.explosive`, chips, s.notes),
    system: s,
    template: `${L}.Choice.burst.${template}`,
    charge: segment("system.charge", `${L}.Explosive.charge`, EXPLOSIVE_CHARGES, `${L}.Choice.charge`, s.charge),
    fuse: segment("system.fuse.state", `${L}.Explosive.fuse`, FUSE_STATES, `${L}.Choice.fuse`, s.fuse.state),
    quantity: counter("system.quantity", `${L}.Explosive.quantity`, s.quantity),
    fuseLength: counter("system.fuse.length", `${L}.Explosive.fuseLength`, s.fuse.length, 0, input.maxFuseActivations),
    fuseDie: die(s.fuse.die),
  };
}
