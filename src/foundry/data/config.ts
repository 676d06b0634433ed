/** Tells fvtt-types which data model each document subtype uses. */
import type { FigureModel } from "./actor/figure";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      figure: typeof FigureModel;
    };
  }
}
