/** The fighters and card stacks of the mounted melee tests (melee.test.ts, breakthrough.test.ts). */
import { fixedSource } from "@rules/cards/source";
import type { Fighter } from "@rules/mounted";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { card } from "../../helpers/cards";
import { fig, rider } from "./fixtures";

export const sword = napoleonicWeapon("nap.sword");
export const lance = napoleonicWeapon("nap.lance");
export const musket = napoleonicWeapon("nap.musket");

export const hussar = (over: Partial<Fighter> = {}): Fighter => ({
  unitId: "C",
  figure: rider("h", { melee: 1 }),
  weapon: sword,
  impetus: true,
  moving: true,
  closeOrder: false,
  ...over,
});
export const infantry = (over: Partial<Fighter> = {}): Fighter => ({
  unitId: "I",
  figure: fig("i", { melee: 1 }),
  weapon: musket,
  impetus: false,
  moving: false,
  closeOrder: false,
  ...over,
});
/** attacker card, defender card, loser damage card */
export const cards = (
  a: number,
  d: number,
  damage: "WOUND" | "INCAPACITATE" = "WOUND",
  location: "torso" | "arm" = "arm",
) => fixedSource([card({ melee: a }), card({ melee: d }), card({ damage, location })]);
