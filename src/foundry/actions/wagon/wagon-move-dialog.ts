/**
 * OW-9.3a/b the Move dialog of a wagon (the wagon's own Move, and a wagon-mounted Gatling's,
 * which moves with it: gatling/gatling.ts), its turn started from the click by the caller.
 */
import type { Grade } from "@rules/cards/schema";
import { GRADES } from "@rules/cards/schema";
import type { LinearObstacle } from "@rules/old-west/wagons";
import { read } from "@foundry/kernel/ask-dialog";
import { answeredTurn, clockField, turnHour } from "@foundry/kernel/clock-field";
import type { TableUses } from "@foundry/kernel/table-ports";

/**
 * OW-9.3a/b the wagon move's choices: the pace, rough ground (its grade for the bog check), an obstacle's gap, the
 * sharpest turn, picked as an hour of the wagon's clock (12 o'clock straight on). `measuredTurn`: the turn off
 * its facing to the click (degrees, negative to the left), null off the map; its hour opens selected, and kept,
 * it is sent as measured (the GM measures the same).
 */
export async function askWagonMove(
  port: TableUses<{ dialogs: "ask"; user: "format" }>,
  wagon: string,
  measuredTurn: number | null = null,
): Promise<{ pace: "normal" | "gallop"; rough: Grade | null; obstacle: LinearObstacle; turnDegrees: number } | null> {
  const t = port.user.format;
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.WagonMove.title", { wagon }),
    fields: [
      {
        type: "select",
        name: "pace",
        label: t("COMBAT_PATROL.Action.WagonMove.pace"),
        value: "normal",
        options: (["normal", "gallop"] as const).map((value) => ({
          value,
          label: t(`COMBAT_PATROL.Action.WagonMove.paces.${value}`),
        })),
      },
      {
        type: "select",
        name: "rough",
        label: t("COMBAT_PATROL.Action.WagonMove.rough"),
        value: "none",
        options: (["none", ...GRADES] as const).map((value) => ({
          value,
          label: t(`COMBAT_PATROL.Action.WagonMove.roughGrades.${value}`),
        })),
      },
      { type: "checkbox", name: "gap", label: t("COMBAT_PATROL.Action.WagonMove.gap"), value: false },
      clockField(t, {
        name: "turn",
        label: t("COMBAT_PATROL.Action.WagonMove.turn"),
        hour: turnHour(measuredTurn),
        hint: t("COMBAT_PATROL.Action.WagonMove.turnHint"),
      }),
    ],
    ok: t("COMBAT_PATROL.Action.Move.confirm"),
  });
  if (!answers) return null;
  const rough = GRADES.find((g) => g === read.str(answers, "rough", "none")) ?? null;
  return {
    pace: read.str(answers, "pace", "normal") === "gallop" ? "gallop" : "normal",
    rough,
    obstacle: read.bool(answers, "gap") ? "gapCleared" : "none",
    turnDegrees: Math.abs(answeredTurn(answers, "turn", measuredTurn)),
  };
}
