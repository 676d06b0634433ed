/**
 * The GM marks a wall as a linear obstacle (fence, hedge, stone wall, ditch) or as a window in
 * the wall's own configuration window: a fieldset added on every render of v13's WallConfig
 * (client/applications/sheets/wall-config.mjs: a DocumentSheetV2 whose submit sends every named
 * input of the form, expanded, to each wall being edited). Its inputs are named
 * `flags.combat-patrol.obstacle` and `flags.combat-patrol.window`, so the sheet's own submit
 * stores them (canvas/wall-flags.ts reads them back). Doors stay Foundry's own door types.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { foundryFormat as format } from "@foundry/shared/format";
import { OBSTACLE_KINDS } from "@rules/terrain";
import { isWindowWall, obstacleFlag } from "../wall-flags";
import { obstacleKindOf } from "./wall-terrain";

/** The linear obstacles a GM may mark a wall as (a building's wall is any sight-blocking wall). */
const MARKABLE_OBSTACLES = OBSTACLE_KINDS.filter((k) => k !== "buildingWall");

const escape = (s: string) => foundry.utils.escapeHTML(s);

/** The fieldset's HTML for a wall whose flags are these. */
function wallTerrainFieldset(obstacle: unknown, window: boolean, localize: (key: string) => string = format): string {
  const current = obstacleKindOf(obstacle) ?? "";
  const options = ["", ...MARKABLE_OBSTACLES]
    .map((kind) => {
      const label = localize(`COMBAT_PATROL.Terrain.obstacle.${kind || "none"}`);
      return `<option value="${kind}"${kind === current ? " selected" : ""}>${escape(label)}</option>`;
    })
    .join("");
  return `<fieldset class="cp-wall-terrain"><legend>${escape(localize("COMBAT_PATROL.Terrain.wallLegend"))}</legend>
<div class="form-group"><label>${escape(localize("COMBAT_PATROL.Terrain.obstacle.label"))}</label>
<div class="form-fields"><select name="flags.${SYSTEM_ID}.obstacle">${options}</select></div>
<p class="hint">${escape(localize("COMBAT_PATROL.Terrain.obstacle.hint"))}</p></div>
<div class="form-group"><label>${escape(localize("COMBAT_PATROL.Terrain.window.label"))}</label>
<div class="form-fields"><input type="checkbox" name="flags.${SYSTEM_ID}.window"${window ? " checked" : ""}></div>
<p class="hint">${escape(localize("COMBAT_PATROL.Terrain.window.hint"))}</p></div></fieldset>`;
}

/** renderWallConfig: add the fieldset before the footer (GM only; once per render). */
export function injectWallTerrain(wall: WallDocument.Implementation, element: HTMLElement): void {
  if (!game.user?.isGM) return;
  element.querySelector(".cp-wall-terrain")?.remove();
  const holder = document.createElement("div");
  holder.innerHTML = wallTerrainFieldset(obstacleFlag(wall), isWindowWall(wall));
  const fieldset = holder.firstElementChild;
  if (!fieldset) return;
  const footer = element.querySelector("footer");
  if (footer) footer.before(fieldset);
  else element.append(fieldset);
}
