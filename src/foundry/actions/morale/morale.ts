/**
 * CORE-7 / NAP-4 a morale check at activation (Rally and Morale check buttons): the terrain asked, and whether a
 * leader who could remove markers does (both eras), then ONE request.
 */
import type { Terrain } from "@rules/cards/schema";
import { pieceOf } from "@foundry/kernel/acting-piece";
import { read, terrainField, type Answers } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import type { UnitState } from "@rules/model";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import { isLoneHero } from "@rules/old-west/heroes";
import { markersLeaderCouldRemove } from "@rules/procedures/morale";
import { heroMorale } from "../hero/hero";
import { moraleOddsLines } from "./morale-odds";
import { mapMoraleColumn, unitGround } from "@rules/validation/world-checks";
import { sceneGround } from "@foundry/kernel/world-facts";

export async function morale(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const unit = piece.unit;
  if (unit.moraleMarkers <= 0) return port.user.warn("COMBAT_PATROL.Action.Morale.noMarkers", { unit: unit.name });
  const napoleonic = port.user.options().era === "napoleonic";
  // OW-4d a lone hero removes markers on himself first (hero/hero.ts).
  if (!napoleonic && isLoneHero(unit)) return heroMorale(request, port);
  // CORE-7 the column starts from the map (the same reading as the GM's check); the player may change it.
  const fromMap = moraleColumnOnMap(unit, port);
  const terrainOf = (a: Answers): Terrain => (read.str(a, "terrain", fromMap) === "cover" ? "cover" : "open");
  const pool = port.draw.pool();
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Morale.title", { unit: unit.name }),
    intro: t("COMBAT_PATROL.Action.Morale.intro", { unit: unit.name, markers: unit.moraleMarkers }),
    fields: [
      terrainField(t, fromMap),
      // NAP-4 (3.14) the player decides before any check whether the leader removes markers (OW-3c: both eras).
      ...(napoleonic || markersLeaderCouldRemove(unit, 0, { rules: port.user.options() }) > 0
        ? [
            {
              type: "checkbox" as const,
              name: "leaderRemoves",
              label: t("COMBAT_PATROL.Action.Morale.leaderRemoves"),
              value: true,
            },
          ]
        : []),
    ],
    live: (a) => moraleOddsLines({ unit, terrain: terrainOf(a) }, pool, port.user.options(), napoleonic, t),
    ok: t("COMBAT_PATROL.Action.Morale.confirm"),
  });
  if (!answers) return;
  await sendMoraleCheck(port, piece.unitActorId, unit, terrainOf(answers), read.bool(answers, "leaderRemoves"));
}

/** CORE-7 the column of the ground the unit stands in, read from the map as the GM reads it ("open" off the map). */
export function moraleColumnOnMap(unit: UnitState, port: TableUses<{ scene: "figuresAt" | "terrain" }>): Terrain {
  return mapMoraleColumn(unitGround(sceneGround(port.scene), unit), unit) ?? "open";
}

/**
 * CORE-7 / NAP-4 the morale check's ONE request (the button and the engine opponent send it alike):
 * the unit, its column, whether the leader removes markers first; the GM's answer.
 */
export function sendMoraleCheck(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  unitActorId: string,
  unit: UnitState,
  terrain: Terrain,
  leaderRemovesMarkers: boolean,
): Promise<DrawResponse<PostedResult>> {
  const title = { key: "COMBAT_PATROL.Action.title.morale", data: { unit: unit.name } };
  return port.draw.resolve({
    procedure: "morale",
    input: {
      morale: { unit, terrain },
      leaderRemovesMarkers,
      ...chatContext(port.writes.speaker(unitActorId), title, [unit]),
    },
  });
}
