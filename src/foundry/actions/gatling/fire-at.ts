/**
 * The Fire button when the target is a Gatling (OW-5.2d/f) or a wagon (OW-9.3d): the volley the
 * fire dialog confirmed goes to the procedure that splits it among the crew and the gun's limber
 * (a wagon mount's team), or among the wagon's team, driver and passengers (fence cover). Any other
 * target: null (the plain fire procedure).
 */
import { teamFigure } from "@rules/old-west/wagons";
import type { FireInput } from "@rules/procedures";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { TableUses } from "@foundry/kernel/table-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import { gatlingStateOf, gunAndLimber } from "../guns/guns";
import { aboardOnly, wagonOrder } from "../wagon/state";
import "./gatling-requests";
import "../wagon/wagon-requests";

type FireAtPort = TableUses<{ pieces: "gun" | "wagon"; draw: "resolve"; writes: "speaker"; user: "options" }>;

export async function fireAtGunOrWagon(
  fire: FireInput,
  names: { readonly unit: string; readonly target: string },
  table: FireAtPort,
): Promise<DrawResponse<PostedResult> | null> {
  const title = { key: "COMBAT_PATROL.Action.title.fire", data: { unit: names.unit, target: names.target } };
  const units = [
    { id: fire.unitId, name: names.unit },
    { id: fire.target.unitId, name: names.target },
  ];
  const gun = table.pieces.gun(fire.target.unitId);
  if (gun && gun.source.kind === "gatling") {
    const gatling = gatlingStateOf(gun);
    const { gunAt, limberAt } = gunAndLimber(gun);
    // OW-5.2f the wagon (its team as one figure) is always in the hit randomization of a wagon mount.
    const wagon = gun.wagon;
    const named = wagon?.unit.figures.find((f) => f.id === wagon.team.id)?.name;
    const team =
      wagon && wagon.team.animals > 0
        ? {
            figure: { ...teamFigure(wagon, { rules: table.user.options() }), ...(named ? { name: named } : {}) },
            cover: "none" as const,
          }
        : null;
    const nearestFirst = [...fire.target.figures, ...(team ? [team] : [])];
    return table.draw.resolve({
      procedure: "ow.fireAtGatling",
      input: {
        fire,
        gatling,
        nearestFirst,
        gunAt,
        limberAt,
        wagonId: team ? team.figure.id : null,
        named: [...gun.unit.figures, ...(team ? [team.figure] : [])],
        ...chatContext(table.writes.speaker(fire.unitId), title, units),
      },
    });
  }
  const wagon = table.pieces.wagon(fire.target.unitId);
  if (wagon) {
    return table.draw.resolve({
      procedure: "ow.fireAtWagon",
      input: {
        fire,
        wagon,
        nearestFirst: wagonOrder(
          aboardOnly(wagon),
          fire.target.figures.map((t) => t.figure.id),
        ),
        ...chatContext(table.writes.speaker(fire.unitId), title, units),
      },
    });
  }
  return null;
}
