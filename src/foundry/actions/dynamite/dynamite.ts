/**
 * OW-6.1.1 throw dynamite at the targeted unit (the charge and range asked), and CORE-9 a blast
 * over the targeted figures: each ONE request to the GM's draw service.
 */
import type { FigureState, UnitState } from "@rules/model";
import type { DynamiteCharge } from "@rules/tables";
import { dynamiteOfKind, withThrowerCounted, type DynamiteThrowInput } from "@rules/old-west/dynamite";
import { actingFigure, pieceOf } from "@foundry/kernel/acting-piece";
import { read, type Answers } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import { plural } from "@foundry/kernel/result-lines";
import { defaultShifts } from "@rules/procedures/sheet-shifts";
import { countedOdds } from "../counted-odds";
import { dynamiteLinesOf } from "./dynamite-odds";

export async function throwDynamite(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const thrower = actingFigure(piece);
  const target = port.pieces.targetedUnits().find((u) => u.id !== piece.unit.id) ?? null;
  if (!thrower || !target) return port.user.warn("COMBAT_PATROL.Action.Dynamite.needTarget");
  // OW-6a only the charges he carries can be thrown.
  const charges = (["stick", "bundle"] as const).filter((c) => dynamiteOfKind(thrower, c) > 0);
  const first = charges[0];
  if (!first) return port.user.warn("COMBAT_PATROL.Error.noDynamite", { figure: thrower.name });
  const range = Math.min(
    ...target.figures.map((f) => port.scene.distance(thrower.id, f.id) ?? Number.POSITIVE_INFINITY),
  );
  const shifts = defaultShifts(thrower, piece.unit);
  /** The throw as the engine reads it from the answers. */
  const inputOf = (answers: Answers): DynamiteThrowInput => {
    const charge: DynamiteCharge = charges.find((c) => c === read.str(answers, "charge", first)) ?? first;
    return {
      unit: piece.unit,
      thrower,
      charge,
      rangeInches: read.num(answers, "range", 0),
      shifts: {
        moved: shifts.moved,
        wounded: shifts.wounded,
        leaderAbsent: shifts.leaderAbsent,
        saddle: shifts.saddle,
      },
      targetCloseOrder: target.closeOrder,
    };
  };
  const pool = port.draw.pool();
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Dynamite.title", { figure: thrower.name }),
    fields: [
      {
        type: "select",
        name: "charge",
        label: t("COMBAT_PATROL.Action.Dynamite.charge"),
        value: first,
        options: charges.map((value) => ({
          value,
          // "2 sticks", "one bundle": what he carries (the template is said by the odds and the result).
          label: plural(t, `COMBAT_PATROL.Action.Dynamite.carried.${value}`, dynamiteOfKind(thrower, value)),
        })),
      },
      {
        type: "number",
        name: "range",
        label: t("COMBAT_PATROL.Action.Fire.range"),
        value: Number.isFinite(range) ? Math.round(range * 10) / 10 : 0,
        step: 0.5,
      },
    ],
    ...countedOdds(
      t,
      (a) =>
        pool.length === 0
          ? []
          : { kind: "dynamite", pool, options: port.user.options(), input: withThrowerCounted(inputOf(a)) },
      (odds) => dynamiteLinesOf(odds, t),
    ),
    ok: t("COMBAT_PATROL.Action.Dynamite.confirm"),
  });
  if (!answers) return;
  const title = { key: "COMBAT_PATROL.Action.title.dynamite", data: { figure: thrower.name, target: target.name } };
  await port.draw.resolve({
    procedure: "dynamite",
    input: {
      // The thrower and his unit named as the table holds them (kernel/piece-refs.ts): the GM's client counts his dynamite.
      dynamite: inputOf(answers),
      ...chatContext(port.writes.speaker(thrower.id), title, [piece.unit, target]),
    },
  });
}

/** CORE-9 a blast over the figures the user targeted (those under the template), size from the button. */
export async function blast(request: ActionRequest, port: Table): Promise<void> {
  // Only the GM places a blast by hand (the GM's procedure refuses anyone else): said before anything is asked.
  if (!port.user.isGM()) return port.user.warn("COMBAT_PATROL.Error.gmOnly");
  const size = request.params.size === "large" || request.params.size === "medium" ? request.params.size : "small";
  const figures: { unitId: string; figure: FigureState }[] = [];
  const units = new Map<string, UnitState>();
  for (const { figure, unit } of port.pieces.targetedFigures()) {
    figures.push({ unitId: unit.id, figure });
    units.set(unit.id, unit);
  }
  if (figures.length === 0) return port.user.warn("COMBAT_PATROL.Action.Blast.needTargets");
  const title = {
    key: "COMBAT_PATROL.Action.title.blast",
    data: { size: port.user.format(`COMBAT_PATROL.Chat.BurstName.${size}`), count: figures.length },
  };
  await port.draw.resolve({
    procedure: "blast",
    input: {
      blast: { size, figures },
      ...chatContext(port.writes.speaker(request.actor.uuid), title, [...units.values()]),
    },
  });
}
