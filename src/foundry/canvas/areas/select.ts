/**
 * The ONE place that decides how areas are stored: by the running Foundry generation
 * (`game.release.generation`, the major version: 13 or 14). v14 retired the MeasuredTemplate
 * into Scene Regions; every other version-dependent call of the system asks `isV14()` here.
 */
import type { AreaPort } from "./port";
import { v13Areas } from "./v13";
import { v14Areas } from "./v14";

/** The port for a Foundry generation: Regions from 14 on, MeasuredTemplates before. */
export function areaPortFor(generation: number): AreaPort {
  return generation >= 14 ? v14Areas : v13Areas;
}

/** The running Foundry generation (13 when the game is not ready yet: the manifest's minimum). */
export function foundryGeneration(): number {
  const generation = typeof game === "undefined" ? undefined : game.release?.generation;
  return typeof generation === "number" && generation > 0 ? generation : 13;
}

/** Is this Foundry v14 or later? */
export function isV14(): boolean {
  return foundryGeneration() >= 14;
}

/** The areas port of the running Foundry. */
export function areaPort(): AreaPort {
  return areaPortFor(foundryGeneration());
}
