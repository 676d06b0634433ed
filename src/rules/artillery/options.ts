/** Options every artillery procedure takes: GM options, base numbers and the artillery numbers. */
import type { ProcedureOptions } from "../procedures/reader";
import { ARTILLERY_DEFAULTS, type ArtilleryData } from "./data";

export interface ArtilleryOptions extends ProcedureOptions {
  readonly artillery?: ArtilleryData;
}

export function artilleryDataOf(options: ArtilleryOptions | undefined): ArtilleryData {
  return options?.artillery ?? ARTILLERY_DEFAULTS;
}
