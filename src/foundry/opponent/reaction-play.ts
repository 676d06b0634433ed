/**
 * NAP-6.2.1.2b the engine takes the reaction the rules offer its unit when a person's rider
 * charges it and halts halfway "until target Reactions have been resolved" (the halt card,
 * actions/cavalry/charge-halt.ts). On the active GM's client (opponent-hooks.ts, on the card's
 * createChatMessage), for a charged unit whose tokens show the engine's side: the situation read
 * from the table as for an activation (table-situation.ts), the chooser's reaction
 * (rules/opponent/reaction-options.ts) with its reason posted first (why-card.ts), then the SAME
 * request a person's button sends: the Counter-charge button's (NAP-6.2.1.2 / OW-7.1c, with the
 * gap the map measures to the charger and his charge's inches to prorate the contact), the Turn to
 * face button's (NAP-5.4.1, the map's facing and bearing as its dialog starts them), or the
 * Reaction button's "turn to face or close ranks" (CORE-10, NAP-5.6 one check for the group).
 * Refused, the GM's reason is posted in one line; nothing else is tried (the charge goes on).
 */
import type { ProcedureResult, UnitState } from "@rules/model";
import type { ChargeHaltResult } from "@rules/mounted/reaction";
import { DOCTRINES } from "@rules/opponent/doctrine-data";
import { chooseReaction, counterChargeOf, type ReactionChoice } from "@rules/opponent/reaction-options";
import { asAnyResult } from "@rules/results";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { Table } from "@foundry/kernel/table-ports";
import { sceneGround } from "@foundry/kernel/world-facts";
import { actorOfPart } from "@rules/parts";
import { sendCounterCharge } from "@foundry/actions/cavalry/counter-charge-request";
import { sendCloseOrderTurn } from "@foundry/actions/close-order/close-order";
import { enemyOnMap, unitFacing } from "@foundry/actions/close-order/close-order-map";
import { requestReaction } from "@foundry/actions/reaction/checks";
import { playedByEngine, type EngineOpponent } from "@foundry/kernel/engine-side";
import { situationOn } from "./table-situation";
import { postLine, postRefusal, whyText } from "./why-card";

/** What the engine did about one halt: its choice and whether the GM took its request. */
export interface ReactionPlayed {
  readonly choice: ReactionChoice;
  readonly outcome: "played" | "refused" | "held";
}

/** NAP-6.2.1.2 / OW-7.1c the counter-charge, with the gap the map measures from its checker to the charger. */
function counterCharge(halt: ChargeHaltResult, choice: ReactionChoice, table: Table) {
  const unit = table.pieces.piece(choice.unitId)?.unit;
  const input = unit ? counterChargeOf(unit, table.user.options()) : null;
  const charger = table.pieces.piece(actorOfPart(halt.chargerId))?.unit.figures.find((f) => f.id === halt.chargerId);
  if (!unit || !input || !charger) return Promise.resolve(null);
  // The GM measures the gap from the group's checker (its leader, else its first standing rider).
  const checker = input.figures.find((f) => f.id === unit.leaderId) ?? input.figures[0];
  const gap = checker ? table.scene.distance(checker.id, charger.id) : null;
  // The charger's token has not moved (the halt is on the card): his whole charge is still to ride from it.
  const contact = gap !== null && gap > 0 ? { gapInches: gap, chargerInches: halt.distanceInches } : null;
  return sendCounterCharge(
    table,
    { ...input, ...(contact ? { contact } : {}) },
    unit,
    { id: charger.id, name: charger.name },
    unit.id,
    unit.name,
  );
}

/**
 * NAP-5.4.1 the Turn to face button's request for a close order line and the enemy unit behind it:
 * the line's facing and the bearing to that unit, from the map (interrupt-play.ts sends it too).
 */
export function sendTurnToFace(
  unit: UnitState,
  enemy: UnitState | null,
  table: Table,
): Promise<DrawResponse<PostedResult>> {
  const ground = sceneGround(table.scene);
  const facing = unitFacing(ground, unit) ?? 0;
  const map = enemy ? enemyOnMap(ground, unit, [enemy]) : null;
  // Out of sight the line turns straight about (the dialog's 6 o'clock): the GM reads no bearing then.
  return sendCloseOrderTurn(table, unit, facing, map?.bearing ?? facing + 180, map?.unitId ?? null, unit.id);
}

/** NAP-5.4.1 the line turns to face the charger's unit. */
function turnToFace(halt: ChargeHaltResult, choice: ReactionChoice, table: Table) {
  const unit = table.pieces.piece(choice.unitId)?.unit;
  const charger = table.pieces.piece(halt.unitId)?.unit;
  if (!unit || !charger) return Promise.resolve(null);
  return sendTurnToFace(unit, charger, table);
}

/** The request of the chosen reaction; null when it sends none. */
function send(
  halt: ChargeHaltResult,
  choice: ReactionChoice,
  table: Table,
): Promise<DrawResponse<PostedResult> | null> {
  const unit = table.pieces.piece(choice.unitId)?.unit;
  switch (choice.kind) {
    case "counterCharge":
      return counterCharge(halt, choice, table);
    case "turnToFace":
      return turnToFace(halt, choice, table);
    case "closeRanks":
      // NAP-6.2.1.2 the Reaction button's "turn to face or close ranks", one check for the group (NAP-5.6).
      return unit ? requestReaction(table, unit, null, "turnToFace") : Promise.resolve(null);
    case "none":
      return Promise.resolve(null);
  }
}

/**
 * The engine's reaction to a posted result when it is a charge halted on one of its units
 * (NAP-6.2.1.2b); null when it is anything else, or the charged unit is not the engine's to play.
 */
export async function reactToHalt(
  result: ProcedureResult,
  opponent: EngineOpponent,
  table: Table,
): Promise<ReactionPlayed | null> {
  const halt = asAnyResult(result);
  if (halt?.procedure !== "chargeHalt") return null;
  const piece = table.pieces.piece(actorOfPart(halt.targetId));
  if (!piece || piece.unit.kind === "herd" || piece.unit.kind === "wagon") return null;
  if (!playedByEngine(opponent, table.pieces.allegiance(piece.unit.id))) return null;
  const unit = piece.unit;
  const choice = chooseReaction(
    situationOn(unit, table),
    { chargerUnitId: halt.unitId, chargerId: halt.chargerId, targetId: halt.targetId, run: halt.run },
    DOCTRINES[opponent.doctrine],
  );
  await postLine(whyText(choice.why, table), unit.id, table);
  if (choice.kind === "none") return { choice, outcome: "held" };
  const answer = await send(halt, choice, table);
  if (answer?.ok) return { choice, outcome: "played" };
  await postRefusal(unit, answer, table);
  return { choice, outcome: "refused" };
}
