/**
 * The help page "Marking terrain": how the GM tells the system what the map shows (a Scene Region
 * with the Terrain behavior, a wall marked as a fence or hedge), in player words. The kinds and
 * obstacles, their names and their defaults come from the code and lang/en.json (TERRAIN_DEFAULTS,
 * the behavior's labels), never typed here.
 */
import { readFileSync } from "node:fs";
import { AREA_KINDS, OBSTACLE_KINDS, TERRAIN_DEFAULTS, type AreaTraits, type ObstacleTraits } from "@rules/terrain";

type Tree = { readonly [key: string]: string | Tree };
const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Tree;

/** A string of lang/en.json by its key (the help speaks the words the GM sees in Foundry). */
function words(key: string): string {
  let node: string | Tree | undefined = lang;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`help: no lang string ${key}`);
  return node;
}
const terrain = (key: string) => words(`COMBAT_PATROL.Terrain.${key}`);

const COVER = { none: "none", soft: "soft", hard: "hard" } as const;

function areaRow(traits: AreaTraits): string[] {
  const going = terrain(`going.${traits.going}`);
  const bog = traits.bog ? terrain(`bog.${traits.bog}`) : terrain("bog.none");
  const notes = [
    traits.blocksSight ? "blocks sight" : "",
    traits.impassableToMounted ? "closed to riders" : "",
    Number.isFinite(traits.protection) && traits.protection > 0 ? `protection ${traits.protection}` : "",
    traits.protection === Infinity ? "stops round shot" : "",
  ].filter(Boolean);
  return [COVER[traits.cover], going, bog, notes.join(", ") || "—"];
}

function obstacleRow(traits: ObstacleTraits): string[] {
  return [
    COVER[traits.cover],
    traits.blocksSight ? "yes" : "no",
    traits.noCoverAgainstSolidShot ? "no" : "yes",
    traits.linear ? "yes" : "no",
  ];
}

function table(head: readonly string[], rows: readonly (readonly string[])[], caption: string): string {
  const th = head.map((h) => `<th>${h}</th>`).join("");
  const body = rows.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join("")}</tr>`).join("");
  return `<table><caption>${caption}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

export function terrainPage(): string {
  const kinds = table(
    ["Ground", "Cover", "Going", "Bog check", "Also"],
    AREA_KINDS.map((k) => [terrain(`kind.${k}`), ...areaRow(TERRAIN_DEFAULTS.areas[k])]),
    "What each kind of ground means unless you change it",
  );
  const markable = OBSTACLE_KINDS.filter((k) => k !== "buildingWall");
  const obstacles = table(
    ["Obstacle", "Cover", "Blocks sight", "Cover against round shot", "Riders check bog, close order slows"],
    markable.map((k) => [terrain(`obstacle.${k}`), ...obstacleRow(TERRAIN_DEFAULTS.obstacles[k])]),
    "Walls marked as obstacles",
  );
  const order = TERRAIN_DEFAULTS.precedence.filter((k) => k !== "open").map((k) => terrain(`kind.${k}`).toLowerCase());
  const reach = TERRAIN_DEFAULTS.obstacleCoverReach;
  const field = (name: string) => `<em>${terrain(`FIELDS.${name}.label`)}</em>`;
  return `<p>The system reads cover, line of sight, going and bog checks from the map. You tell it what the map shows in two ways: <strong>areas</strong> (woods, rough ground, roads, water, fords, buildings, earth banks) are Scene Regions, and <strong>linear obstacles</strong> (fences, hedges, stone walls, ditches) are walls.</p>
<h2>Marking an area</h2>
<ol>
<li>Open the <em>Regions</em> tools on the left of the canvas and draw the area over the map: a rectangle, an ellipse or a polygon following the edge of the woods or the building.</li>
<li>In the region's window, open <em>Behaviors</em>, add a behavior and pick <em>${words("TYPES.RegionBehavior.terrain")}</em>.</li>
<li>Choose its ${field("kind")}. That is enough: each kind brings the cover, going and bog check in the table below.</li>
<li>Where the map differs, change ${field("cover")}, ${field("blocksSight")}, ${field("going")}, ${field("bog")}, ${field("impassableToMounted")}, ${field("noCoverAgainstSolidShot")} or a building's ${field("protection")} (8 masonry or log, 6 wood frame). <em>${terrain("cover.default")}</em> keeps the kind's own value.</li>
</ol>
<p>One region may have several shapes (each is read as its own area). Holes in a region are not read: to leave a clearing inside woods, draw the woods as a polygon around it. Where areas overlap, the first of these wins: ${order.join(", ")}.</p>
<p>A bridge over a stream is a region of kind <em>${terrain("kind.ford")}</em> with ${field("going")} set to <em>${terrain("going.road")}</em> and ${field("bog")} set to <em>${terrain("bog.none")}</em>: it wins over the water under it, so the stream is crossed there and nowhere else. The starter adventures come with their woods, water, bridges, roads, buildings, fences and hedges marked: open their regions and walls for examples.</p>
${kinds}
<h2>Marking a fence, hedge, stone wall or ditch</h2>
<ol>
<li>Draw a wall along it with the <em>Walls</em> tools (set its sight restriction to none: the troops see over a fence or a hedge).</li>
<li>Double-click the wall: under <em>${terrain("wallLegend")}</em>, set ${terrain("obstacle.label")} to the kind of obstacle and save. Several walls selected together are marked at once.</li>
</ol>
<p>A figure gets an obstacle's cover when the line of fire crosses it within ${reach} ${reach === 1 ? "inch" : "inches"} of his base. Any other wall that blocks sight is read as a building's wall: hard cover, and nobody sees through it.</p>
${obstacles}
<h2>Doors and windows</h2>
<p>Doors are Foundry's own door walls: a closed or locked door is part of the building's wall, an open door is a gap. Tick ${terrain("window.label")} on a building's wall where it has a window: figures see and shoot through it, and a close order body cannot pass it.</p>`;
}
