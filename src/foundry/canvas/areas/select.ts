/**
 * The ONE place that decides how areas are stored: by the running Foundry generation
 * (`game.release.generation`, the major version: 13 or 14). v14 retired the MeasuredTemplate
 * into Scene Regions; every other version-dependent call of the system asks `isV14()`
 * (shared/foundry-generation.ts).
 */
import type { AreaPort } from "./port";
import { v13Areas } from "./v13";
import { v14Areas } from "./v14";
import { foundryGeneration } from "@foundry/shared/foundry-generation";

export { foundryGeneration, isV14 } from "@foundry/shared/foundry-generation";

/** The port for a Foundry generation: Regions from 14 on, MeasuredTemplates before. */
export function areaPortFor(generation: number): AreaPort {
  return generation >= 14 ? v14Areas : v13Areas;
}

/** The areas port of the running Foundry. */
export function areaPort(): AreaPort {
  return areaPortFor(foundryGeneration());
}
