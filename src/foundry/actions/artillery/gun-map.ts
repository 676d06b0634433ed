/**
 * NAP-7.1 / OW-5.2b/c a gun's move as the map reads it: the straight way from the gun's token to
 * the point the player clicked, read by the terrain model (src/rules/terrain readPath, as the Move
 * button's move-map.ts reads a figure's). The Move gun dialog and the Gatling's Move start from it
 * and the GM's procedures read the same way (gun-map-world.ts gunWayDeclared); where the player declared
 * otherwise his declaration stands (he may go round the woods the straight line cuts) and the chat
 * card shows both.
 */
import type { Point } from "@rules/geometry";
import type { TableUses } from "@foundry/kernel/table-ports";
import { clickFromToken } from "@foundry/kernel/map-move";
import { onRoadAllTheWay, type GunTerrain } from "@rules/artillery";
import { readPath, type Terrain } from "@rules/terrain";

/** Inches the dialog shows to a tenth: a declared value within this of the map's is the map's. */
export const GUN_INCHES_SLACK = 0.051;

export interface MapGunMove {
  /**
   * The ground the move runs over as Move gun asks it: woods or rough anywhere on the way is rough
   * (one card, a bog check), a road the whole way is road (two cards limbered), else open.
   */
  readonly terrain: GunTerrain;
  /** Inches of the way in woods, rough or a ford (a bogged gun stops half way into them), to a tenth. */
  readonly inchesInRough: number;
}

const tenth = (inches: number) => Math.round(inches * 10) / 10;

/** The straight move of a gun from `from` to `to` over `terrain`, as the dialog and the GM read it. */
export function readGunMove(terrain: Terrain, from: Point, to: Point): MapGunMove {
  const path = readPath(terrain, [from, to]);
  const inchesInRough = tenth(path.slowInches);
  return { terrain: inchesInRough > 0 ? "rough" : onRoadAllTheWay(path) ? "road" : "open", inchesInRough };
}

/**
 * The player clicks where the gun goes; the way read on the viewed scene. Null when the gun has no
 * token there (play off the map: the dialog asks as typed); "cancelled" when he cancels the click.
 */
export async function clickedGunMove(
  port: TableUses<{ scene: "figuresAt" | "terrain"; canvas: "pickPoint" }>,
  gunId: string,
  prompt: string,
): Promise<{ readonly to: Point; readonly map: MapGunMove } | null | "cancelled"> {
  const clicked = await clickFromToken(port, gunId, prompt);
  if (clicked === null || clicked === "cancelled") return clicked;
  return { to: clicked.to, map: readGunMove(port.scene.terrain(), clicked.from.at, clicked.to) };
}
