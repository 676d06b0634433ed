/**
 * NAP-6.2.1.2b the charge that halts halfway for the target's reactions: "it is recommended that
 * cavalry advancing to contact ... pause its movement at half its allowed distance until target
 * Reactions have been resolved." The Charge dialog offers the halt when the map measures the gap
 * to the target (both tokens on it, not in contact); chosen, a card without a draw says where the
 * riders halt (half the map's inches between the tokens) and offers the charger's owner a "Charge
 * home" button (cavalry-manifest.ts CHARGE_HOME_BUTTON) that opens the Charge dialog again, on the
 * same target with the same run, without the halt.
 */
import { chargeHalt, type ChargeRunDeclared } from "@rules/mounted/reaction";
import type { FigureState, UnitState } from "@rules/model";
import { actingFigure, meleePair, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import type { AskField } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TablePiece, TableUses } from "@foundry/kernel/table-ports";
import { sendWithoutCards, unitCopy } from "@foundry/kernel/no-card-procedure";
import "./no-card-procedures";
import { actorOfPart } from "@rules/parts";

/** The charge's two sides: the acting figure and his target. */
interface ChargePair {
  readonly piece: TablePiece;
  readonly attacker: FigureState;
  readonly defender: { readonly figure: FigureState; readonly unit: UnitState };
}

/**
 * The charger and his target: the card's target when the Charge home button brought it
 * (params.defender), else the first targeted figure of another unit (kernel meleePair).
 */
export function chargePair(request: ActionRequest, port: Table): ChargePair | null {
  const id = request.params["defender"];
  if (id === undefined) return meleePair(request, port);
  const piece = pieceOf(request, port);
  if (!piece) return null;
  const attacker = actingFigure(piece);
  const target = port.pieces.piece(actorOfPart(id));
  const figure = target?.unit.figures.find((f) => f.id === id && !f.incapacitated) ?? null;
  if (!attacker || !target || !figure || target.unit.id === piece.unit.id) {
    port.user.warn("COMBAT_PATROL.Action.Melee.needTarget");
    return null;
  }
  return { piece, attacker, defender: { figure, unit: target.unit } };
}

/** The run the Charge home button carries (the first dialog's answers), null when pressed from the sheet. */
export function runFromCard(params: Readonly<Record<string, string>>): ChargeRunDeclared | null {
  const straight = Number(params["straightInches"]);
  if (params["defender"] === undefined || !Number.isFinite(straight) || straight < 0) return null;
  return { straightInches: straight, openFlat: params["openFlat"] === "true" };
}

/**
 * The inches between charger and target the halt halves, as the map measures them: null when
 * either token is off the map, when they are already in contact, or on the charge home (no halt
 * twice).
 */
export function haltDistance(
  request: ActionRequest,
  port: TableUses<{ scene: "distance" }>,
  chargerId: string,
  targetId: string,
): number | null {
  if (request.params["defender"] !== undefined) return null;
  const inches = port.scene.distance(chargerId, targetId);
  return inches !== null && inches > 0 ? inches : null;
}

/**
 * The dialog's field for the halt (unticked: the charge goes in as before). It starts ticked when
 * the engine opponent plays the charged unit: it takes its reactions on the halt card (NAP-6.2.1.2b,
 * opponent/reaction-foundry.ts), where a person would say "I react" across the table.
 */
export function haltField(t: Table["user"]["format"], inches: number, engineReacts = false): AskField {
  return {
    type: "checkbox",
    name: "halt",
    label: t("COMBAT_PATROL.Action.Cavalry.halt", { inches: Math.round((inches / 2) * 10) / 10 }),
    value: engineReacts,
    ...(engineReacts ? { hint: t("COMBAT_PATROL.Action.Cavalry.haltEngineHint") } : {}),
  };
}

/** The halt's card (no card drawn): where the riders halt, the target reacting, the Charge home button. */
export async function postHalt(
  port: Table,
  pair: ChargePair,
  distanceInches: number,
  run: ChargeRunDeclared,
  speakerId: string,
): Promise<void> {
  try {
    chargeHalt({
      unitId: pair.piece.unit.id,
      chargerId: pair.attacker.id,
      targetId: pair.defender.figure.id,
      distanceInches,
      run,
    });
  } catch (error) {
    return refuse(port, error);
  }
  // The GM's procedure computes it again from the world's riders and map (no-card-procedures.ts).
  const input = {
    charger: unitCopy(pair.piece.unit, pair.attacker),
    target: unitCopy(pair.defender.unit, pair.defender.figure),
    distanceInches,
    run,
  };
  await sendWithoutCards(port, "nap.chargeHalt", input, speakerId);
}
