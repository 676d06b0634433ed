/**
 * NAP-5.4.1 / NAP-6.2.1.3 the Charge dialog's rear boxes, from the map where both fighters have
 * tokens (charge-map.ts chargeOnMap, the GM reads the same: cavalry-map-world.ts
 * requireChargeRear). "Attacked from the rear" is shown as the map reads it and is not the
 * player's to change; "caught from behind" is not offered where the charge comes in at the front
 * (behind, whether the foot were retreating stays his word). Off the map both are his.
 */
import type { FigureState } from "@rules/model";
import { read, type Answers, type AskField } from "@foundry/kernel/ask-dialog";
import type { Table } from "@foundry/kernel/table-ports";
import type { ChargeOnMap } from "./charge-map";

const CAVALRY_KEYS = "COMBAT_PATROL.Action.Cavalry.";

export interface RearBoxes {
  readonly fields: readonly AskField[];
  /** NAP-5.4.1 the defender attacked from the rear: the map's, else the box. */
  readonly fromRear: (answers: Answers) => boolean;
  /** NAP-6.2.1.3 foot caught from behind: the box, never where the map shows the front. */
  readonly caught: (answers: Answers) => boolean;
}

export function rearBoxes(t: Table["user"]["format"], onMap: ChargeOnMap | null, defender: FigureState): RearBoxes {
  const box = (name: string, key: string, value: boolean, fixed: boolean): AskField => ({
    type: "checkbox",
    name,
    label: t(`${CAVALRY_KEYS}${key}`, { figure: defender.name }),
    value,
    ...(fixed ? { disabled: true, hint: t(`${CAVALRY_KEYS}rearFromTheMap`) } : {}),
  });
  const front = onMap?.fromRear === false;
  return {
    fields: [
      box("defender.fromRear", "fromRear", onMap?.fromRear ?? false, onMap !== null),
      // NAP-6.2.1.3 only foot are caught from behind by riders.
      ...(defender.mounted ? [] : [box("caughtFromBehind", "caughtFromBehind", false, front)]),
    ],
    fromRear: (answers) => onMap?.fromRear ?? read.bool(answers, "defender.fromRear"),
    caught: (answers) => !front && read.bool(answers, "caughtFromBehind"),
  };
}
