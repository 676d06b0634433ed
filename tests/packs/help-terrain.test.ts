/** The help page "Marking terrain": every kind of ground and every markable obstacle, with the defaults the engine uses. */
import { describe, expect, it } from "vitest";
import { terrainPage } from "../../tools/packs/help-terrain";
import { lang } from "../helpers/lang";

describe("help: Marking terrain", () => {
  const page = terrainPage();

  it("names every kind of ground and every obstacle the GM can mark, in the words Foundry shows him", () => {
    for (const kind of ["open", "road", "woods", "rough", "water", "ford", "building", "embankment"])
      expect(page).toContain(`<th>${lang(`COMBAT_PATROL.Terrain.kind.${kind}`)}</th>`);
    for (const obstacle of ["fence", "hedge", "stoneWall", "ditch"])
      expect(page).toContain(`<th>${lang(`COMBAT_PATROL.Terrain.obstacle.${obstacle}`)}</th>`);
    expect(page).toContain(lang("TYPES.RegionBehavior.terrain"));
  });

  it("gives each kind the engine's defaults (woods: soft cover, slow, regular bog check; a building: hard, protection 8)", () => {
    expect(page).toContain("<tr><th>Woods</th><td>soft</td><td>Slow</td><td>Regular</td>");
    expect(page).toContain("<tr><th>Building</th><td>hard</td><td>Normal</td><td>No check</td><td>blocks sight, protection 8</td></tr>");
    expect(page).toContain("<tr><th>Fence</th><td>soft</td><td>no</td><td>no</td><td>yes</td></tr>");
  });
});
