/**
 * NAP-5.1 / NAP-5.5 close order measured from the tokens (geometry's detectCloseOrder over one
 * unit's figures on the viewed scene): the data models' close order service, and which figures
 * fire in the ±15° arc (NAP-5.4.2).
 */
import { detectCloseOrder } from "@rules/geometry";
import { sceneIndex } from "./tokens";

function unitFigures(scene: Scene.Implementation, unitId: string) {
  return sceneIndex(scene).figures.filter((f) => f.unit === unitId);
}

/** NAP-5.5 is this unit (actor UUID) in close order, from its tokens on the viewed scene? */
export function closeOrderOnCanvas(
  unitId: string,
  scene: Scene.Implementation | null = game.scenes?.viewed ?? null,
): boolean {
  if (!scene) return false;
  const figures = unitFigures(scene, unitId);
  return figures.length > 0 && (detectCloseOrder(figures).units.get(unitId)?.closeOrder ?? false);
}

/** NAP-5.1 does this token stand in a close order group of its unit? */
export function tokenInCloseOrder(scene: Scene.Implementation, tokenId: string): boolean {
  const figure = sceneIndex(scene).get(tokenId);
  if (!figure?.unit) return false;
  return detectCloseOrder(unitFigures(scene, figure.unit)).inCloseOrder.has(tokenId);
}
