/**
 * The running Foundry generation (`game.release.generation`, the major version: 13 or 14), for
 * every version-dependent call of the system.
 */
/** The running Foundry generation (13 when the game is not ready yet: the manifest's minimum). */
export function foundryGeneration(): number {
  const generation = typeof game === "undefined" ? undefined : game.release?.generation;
  return typeof generation === "number" && generation > 0 ? generation : 13;
}

/** Is this Foundry v14 or later? */
export function isV14(): boolean {
  return foundryGeneration() >= 14;
}
