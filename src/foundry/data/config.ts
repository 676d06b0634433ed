/** Tells fvtt-types which data model each document subtype uses. */
import type { FigureModel } from "./actor/figure";
import type { UnitModel } from "./actor/unit";
import type { HerdModel } from "./actor/herd";
import type { WagonModel } from "./actor/wagon";
import type { GunModel } from "./actor/gun";
import type { WeaponModel } from "./item/weapon";
import type { ExplosiveModel } from "./item/explosive";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      figure: typeof FigureModel;
      unit: typeof UnitModel;
      herd: typeof HerdModel;
      wagon: typeof WagonModel;
      gun: typeof GunModel;
    };
    Item: {
      weapon: typeof WeaponModel;
      explosive: typeof ExplosiveModel;
    };
  }
}
