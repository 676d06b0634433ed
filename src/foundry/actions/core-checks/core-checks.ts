/**
 * The core checks a player meets every game, each from a figure sheet button: CORE-8 a damage
 * card (Damage), CORE-10 a bog check entering bad ground (Bog check), CORE-10 spotting a hidden
 * enemy figure (Spot). Each sends ONE request to the GM's draw; the GM posts ONE message whose
 * Apply writes the effects (a wound, the target revealed).
 */
import { GRADES, type Grade } from "@rules/cards/schema";
import { actingFigure, pieceOf } from "@foundry/kernel/acting-piece";
import { read } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import "./core-checks-requests";

const ACTION_KEYS = "COMBAT_PATROL.Action.";

/** CORE-8 draw one damage card for the figure (its wound or incapacitation is applied by Apply). */
export async function damage(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figure = actingFigure(piece);
  if (!figure) return port.user.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  if (figure.incapacitated) return port.user.warn("COMBAT_PATROL.Error.figureIncapacitated", { figure: figure.name });
  const title = { key: `${ACTION_KEYS}title.damage`, data: { figure: figure.name } };
  await port.draw.resolve({
    procedure: "damage",
    input: { unit: piece.unit, figure, ...chatContext(port.writes.speaker(figure.id), title, [piece.unit]) },
  });
}

/** CORE-10 a bog check: the terrain's grade asked (Green, Regular, Elite), one card's bog section read. */
export async function bog(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figure = actingFigure(piece);
  if (!figure) return port.user.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  const answers = await port.dialogs.ask({
    title: t(`${ACTION_KEYS}title.bog`, { figure: figure.name }),
    fields: [
      {
        type: "select",
        name: "grade",
        label: t(`${ACTION_KEYS}Bog.grade`),
        value: "regular",
        options: GRADES.map((value) => ({ value, label: t(`COMBAT_PATROL.Grade.${value}`) })),
      },
    ],
    ok: t(`${ACTION_KEYS}Bog.confirm`),
  });
  if (!answers) return;
  const asked = read.str(answers, "grade", "regular");
  const terrainGrade: Grade = GRADES.find((g) => g === asked) ?? "regular";
  const title = { key: `${ACTION_KEYS}title.bog`, data: { figure: figure.name } };
  await port.draw.resolve({
    procedure: "bog",
    input: {
      unit: piece.unit,
      figure,
      terrainGrade,
      ...chatContext(port.writes.speaker(figure.id), title, [piece.unit]),
    },
  });
}

/** CORE-10 spotting: the figure looks for the hidden enemy figure this user targeted; the GM's shift asked. */
export async function spot(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const spotter = actingFigure(piece);
  if (!spotter) return port.user.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  const hidden = port.pieces.targetedFigures().find((f) => f.figure.hidden && f.figure.id !== spotter.id);
  if (!hidden) return port.user.warn(`${ACTION_KEYS}Spot.needTarget`);
  const answers = await port.dialogs.ask({
    title: t(`${ACTION_KEYS}title.spot`, { spotter: spotter.name, target: hidden.figure.name }),
    fields: [
      {
        type: "number",
        name: "modifier",
        label: t(`${ACTION_KEYS}Spot.modifier`),
        value: 0,
        step: 1,
        hint: t(`${ACTION_KEYS}Spot.hint`),
      },
    ],
    ok: t(`${ACTION_KEYS}Spot.confirm`),
  });
  if (!answers) return;
  const modifier = Math.trunc(read.num(answers, "modifier", 0));
  const title = { key: `${ACTION_KEYS}title.spot`, data: { spotter: spotter.name, target: hidden.figure.name } };
  await port.draw.resolve({
    procedure: "spotting",
    input: {
      spotterUnit: piece.unit,
      spotter,
      targetUnit: hidden.unit,
      target: hidden.figure,
      modifier,
      ...chatContext(port.writes.speaker(spotter.id), title, [piece.unit, hidden.unit]),
    },
  });
}
