/**
 * Options every mounted procedure takes: the GM options (era, optional rules), the base numbers and the mounted
 * numbers.
 */
import type { ProcedureOptions } from "../procedures/reader";
import { MOUNTED_DEFAULTS, type MountedData } from "./data";

export interface MountedOptions extends ProcedureOptions {
  readonly mounted?: MountedData;
}

export function mountedDataOf(options: MountedOptions | undefined): MountedData {
  return options?.mounted ?? MOUNTED_DEFAULTS;
}
