/**
 * OW-4d a lone hero's morale at the start of his activation (the Rally / Morale check buttons of
 * a unit whose only standing figure is a hero, Old West): he may first remove markers on himself
 * (Elite 2, Regular 1), then that is his only action; the rest are checked as usual. The terrain
 * and the choice are asked, then ONE request to the GM's draw.
 */
import type { Terrain } from "@rules/cards/schema";
import { checkHero } from "@rules/old-west/heroes";
import { pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read, terrainField } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import type { FigureState, UnitState } from "@rules/model";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import "./hero-requests";

export async function heroMorale(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const unit = piece.unit;
  if (unit.moraleMarkers <= 0) return port.user.warn("COMBAT_PATROL.Action.Morale.noMarkers", { unit: unit.name });
  const hero = unit.figures.find((f) => !f.incapacitated && f.hero);
  if (!hero) return port.user.warn("COMBAT_PATROL.Error.notLoneHero", { unit: unit.name });
  try {
    // OW-4e a hero's Endurance above six is refused before any card is drawn.
    checkHero(hero, { rules: port.user.options() });
  } catch (error) {
    return refuse(port, error);
  }
  // OW-4 "Each hero has his own unit card": a lone hero's unit is himself, called by his own name
  // (not "The Kid's card", the name the GM may give the unit actor).
  const himself = { id: unit.id, name: hero.name };
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Morale.title", { unit: himself.name }),
    intro: t("COMBAT_PATROL.Action.Morale.intro", { unit: himself.name, markers: unit.moraleMarkers }),
    fields: [
      terrainField(t),
      {
        type: "checkbox",
        name: "removeMarkers",
        label: t("COMBAT_PATROL.Action.Hero.remove", { figure: hero.name }),
        value: true,
        hint: t("COMBAT_PATROL.Action.Hero.onlyAction"),
      },
    ],
    ok: t("COMBAT_PATROL.Action.Morale.confirm"),
  });
  if (!answers) return;
  const terrain: Terrain = read.str(answers, "terrain", "open") === "cover" ? "cover" : "open";
  await sendHeroMorale(port, piece.unitActorId, unit, hero, terrain, read.bool(answers, "removeMarkers"));
}

/**
 * OW-4d the lone hero's morale request (the button and the engine opponent send it alike): his
 * unit, the column, whether he removes markers on himself first; the GM's answer.
 */
export function sendHeroMorale(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  unitActorId: string,
  unit: UnitState,
  hero: FigureState,
  terrain: Terrain,
  removeMarkers: boolean,
): Promise<DrawResponse<PostedResult>> {
  // OW-4 a lone hero's unit is himself, called by his own name.
  const himself = { id: unit.id, name: hero.name };
  const title = { key: "COMBAT_PATROL.Action.title.morale", data: { unit: himself.name } };
  return port.draw.resolve({
    procedure: "ow.heroMorale",
    input: {
      hero: { unit, terrain, removeMarkers },
      ...chatContext(port.writes.speaker(unitActorId), title, [himself]),
    },
  });
}
