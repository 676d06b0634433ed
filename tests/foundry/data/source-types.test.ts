/**
 * The compile-time check that a schema and the pure code's readers agree. The source
 * types (src/foundry/data/sources.ts) are derived from the schemas, so a reader that disagrees
 * with a schema fails `tsc --noEmit`; the checks below pin the fields whose readers hand them to
 * the engine under the engine's own types (grades, accuracy, eras, weapon kinds, ...). They fail
 * at the type check (`npx tsc --noEmit`), not at run time: change a field's choices, nullability
 * or kind in a schema and this file stops compiling.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { Accuracy, FlagValue, Grade, ReloadKind } from "@rules/model";
import type { Era, LeaderRank } from "@rules/options";
import type { WeaponKind } from "@rules/tables/weapon-kinds";
import type {
  BurstSize,
  ExplosiveCharge,
  FigureStateKey,
  FuseState,
  GunKind,
  GunRound,
  GunWeightClass,
  HerdSpecies,
  TeamState,
  UnitType,
  WagonKind,
} from "@foundry/data/constants";
import type {
  Activation,
  ExplosiveSource,
  FigureSource,
  GunSource,
  HerdSource,
  UnitSource,
  WagonSource,
  WeaponSource,
} from "@foundry/data/sources";
import type { FigureModel } from "@foundry/data/actor/figure";
import type { WeaponModel } from "@foundry/data/item/weapon";
import { ruleFlagsOf } from "@foundry/data/rule-flags";

describe("source types derived from the schemas", () => {
  it("CORE-4 / CORE-8 a figure's attributes, states and traits read as the engine's types", () => {
    expectTypeOf<FigureSource["guts"]>().toEqualTypeOf<Grade>();
    expectTypeOf<FigureSource["accuracy"]>().toEqualTypeOf<Accuracy>();
    expectTypeOf<FigureSource["melee"]>().toEqualTypeOf<number>();
    expectTypeOf<FigureSource["states"]>().toEqualTypeOf<Record<FigureStateKey, boolean>>();
    expectTypeOf<FigureSource["leader"]>().toEqualTypeOf<{ rank: LeaderRank | null; trained: boolean }>();
    expectTypeOf<FigureSource["commandDie"]>().toEqualTypeOf<number | null>();
    expectTypeOf<FigureSource["dynamite"]>().toEqualTypeOf<{ sticks: number; bundles: number }>();
    expectTypeOf<FigureSource["weaponId"]>().toEqualTypeOf<string | null>();
  });

  it("CORE-3 / CORE-7 every unit-like actor carries the same activation fields", () => {
    expectTypeOf<Activation>().toEqualTypeOf<{ commandDie: number | null; moraleMarkers: number; acted: boolean }>();
    expectTypeOf<Pick<HerdSource, keyof Activation>>().toEqualTypeOf<Activation>();
    expectTypeOf<Pick<WagonSource, keyof Activation>>().toEqualTypeOf<Activation>();
    expectTypeOf<Pick<GunSource, keyof Activation>>().toEqualTypeOf<Activation>();
  });

  it("OW-2 / NAP-2 / OW-9.2 / OW-9.3 / NAP-7 unit, herd, wagon and gun choices are the lists the readers narrow to", () => {
    expectTypeOf<UnitSource["kind"]>().toEqualTypeOf<UnitType>();
    expectTypeOf<UnitSource["era"]>().toEqualTypeOf<Era>();
    expectTypeOf<UnitSource["members"]>().toEqualTypeOf<string[]>();
    expectTypeOf<UnitSource["leaderId"]>().toEqualTypeOf<string | null>();
    expectTypeOf<HerdSource["species"]>().toEqualTypeOf<HerdSpecies>();
    expectTypeOf<HerdSource["stampede"]>().toEqualTypeOf<{ active: boolean; clock: number | null }>();
    expectTypeOf<WagonSource["kind"]>().toEqualTypeOf<WagonKind>();
    expectTypeOf<WagonSource["team"]>().toEqualTypeOf<{ state: TeamState; animals: number }>();
    expectTypeOf<GunSource["kind"]>().toEqualTypeOf<GunKind>();
    expectTypeOf<GunSource["weightClass"]>().toEqualTypeOf<GunWeightClass | null>();
    expectTypeOf<GunSource["round"]>().toEqualTypeOf<GunRound>();
    expectTypeOf<GunSource["shotWeight"]>().toEqualTypeOf<number | null>();
    expectTypeOf<GunSource["crewIds"]>().toEqualTypeOf<string[]>();
    expectTypeOf<HerdSource["centralTokenId"]>().toEqualTypeOf<string | null>();
    expectTypeOf<WagonSource["passengerIds"]>().toEqualTypeOf<string[]>();
    expectTypeOf<GunSource["limber"]>().toEqualTypeOf<{ distance: number | null; state: TeamState }>();
  });

  it("OW-5 / NAP-3 / OW-6 weapon and explosive fields read as the engine's profile types", () => {
    expectTypeOf<WeaponSource["kind"]>().toEqualTypeOf<WeaponKind>();
    expectTypeOf<WeaponSource["era"]>().toEqualTypeOf<Era>();
    expectTypeOf<WeaponSource["reload"]>().toEqualTypeOf<ReloadKind | null>();
    expectTypeOf<WeaponSource["he"]>().toEqualTypeOf<BurstSize | null>();
    expectTypeOf<WeaponSource["range"]>().toEqualTypeOf<{
      short: number | null;
      medium: number | null;
      long: number | null;
    }>();
    expectTypeOf<WeaponSource["tableId"]>().toEqualTypeOf<string>();
    expectTypeOf<WeaponSource["hth"]>().toEqualTypeOf<number | null>();
    expectTypeOf<WeaponSource["date"]>().toEqualTypeOf<number | null>();
    expectTypeOf<WeaponSource["notes"]>().toEqualTypeOf<string>();
    expectTypeOf<WeaponSource["rof"]>().toEqualTypeOf<{ short: number; medium: number; long: number }>();
    expectTypeOf<ExplosiveSource["charge"]>().toEqualTypeOf<ExplosiveCharge>();
    expectTypeOf<ExplosiveSource["fuse"]>().toEqualTypeOf<{ state: FuseState; length: number; die: number | null }>();
  });

  it("the stored rule flags are a free object: the engine reads them only through ruleFlagsOf", () => {
    expectTypeOf<FigureSource["ruleFlags"]>().not.toEqualTypeOf<Record<string, FlagValue>>();
    expectTypeOf(ruleFlagsOf).returns.toEqualTypeOf<Record<string, FlagValue>>();
  });

  it("a model's one source getter returns its derived source type", () => {
    expectTypeOf<FigureModel["source"]>().toEqualTypeOf<FigureSource>();
    expectTypeOf<WeaponModel["source"]>().toEqualTypeOf<WeaponSource>();
  });
});
