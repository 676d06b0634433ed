/**
 * The checks a sheet asks for that draw cards on the GM (CORE-10 reaction, NAP-5.6 close order
 * group reaction, OW-9.3f regaining control of a runaway): each sends ONE request to the draw
 * service; the GM's procedure (procedures.ts) runs the engine and posts ONE chat message whose
 * Apply writes the effects. No Foundry global: the handlers gather the pieces and call these.
 */
import type { Terrain } from "@rules/cards/schema";
import type { FigureState, UnitState } from "@rules/model";
import type { WagonState } from "@rules/old-west/wagons";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import { reactsAsGroup } from "@foundry/kernel/request-world";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { TableUses } from "@foundry/kernel/table-ports";

/**
 * CORE-10 what a reaction is for, as the Reaction dialog asks it: "interrupt" (fire or act before
 * the enemy goes on: the button's default), move, close to contact (NAP-6.2.1.2b refused to foot
 * while the enemy acting is mounted), turn to face or close ranks.
 */
export const REACTION_PURPOSES = ["interrupt", "move", "closeToContact", "turnToFace"] as const;

/** NAP-6.2.1.2b the purpose a foot reaction may not have while riders move. */
export const CLOSE_TO_CONTACT: (typeof REACTION_PURPOSES)[number] = "closeToContact";

/**
 * CORE-10 the reaction check of `figure` (the button's figure, else the unit's acting figure);
 * NAP-5.6 a unit in close order makes one check for its group instead. The GM's answer (null:
 * nobody to check); the engine opponent's reaction sends the same (foundry/opponent/reaction-play.ts).
 */
export async function requestReaction(
  table: TableUses<{ user: "options" | "warn"; draw: "resolve"; writes: "speaker" }>,
  unit: UnitState,
  figure: FigureState | null,
  purpose = "interrupt",
): Promise<DrawResponse<PostedResult> | null> {
  const group = reactsAsGroup(unit, table.user.options().era);
  if (!group && !figure) {
    table.user.warn("COMBAT_PATROL.Error.noFigures", { unit: unit.name });
    return null;
  }
  const checker = group ? null : figure;
  const title = { key: "COMBAT_PATROL.Action.title.reaction", data: { figure: checker?.name ?? unit.name } };
  return table.draw.resolve({
    procedure: "reaction",
    input: {
      unit,
      figure: checker,
      purpose,
      ...chatContext(table.writes.speaker(checker?.id ?? unit.id), title, [unit]),
    },
  });
}

/** OW-9.3f the driver of a runaway wagon draws to regain control, in the wagon's terrain. */
export async function requestRegainControl(
  table: TableUses<{ user: "options" | "warn"; draw: "resolve"; writes: "speaker" }>,
  wagon: WagonState,
  terrain: Terrain,
  speakerId: string,
): Promise<void> {
  if (!wagon.runaway) return table.user.warn("COMBAT_PATROL.Error.notRunaway", { wagon: wagon.unit.name });
  const title = { key: "COMBAT_PATROL.Action.title.regainControl", data: { wagon: wagon.unit.name } };
  await table.draw.resolve({
    procedure: "ow.regainControl",
    input: { wagon, terrain, ...chatContext(table.writes.speaker(speakerId), title, [wagon.unit]) },
  });
}
