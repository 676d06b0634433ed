/**
 * NAP-6.2.1.2b the engine's riders pursue a withdrawing enemy: "Mounted figures may use the
 * Reaction rule to pursue withdrawing enemy. This includes enemy moves as a result of Guts checks."
 * On the active GM's client (opponent-hooks.ts, on a posted result's createChatMessage): a morale
 * card of a person's unit whose Guts check made it fall back is a withdrawal; each of the engine's
 * mounted units weighs riding after it (rules/opponent/pursuit-options.ts, the situation read from
 * the table as for an activation), posts its reason (why-card.ts), then sends the SAME request as
 * the Pursue button (actions/cavalry/counter-charge-request.ts sendCounterCharge, kind "pursuit":
 * one Reaction check, one movement card, taken at any time), and, passed, its riders' tokens ride
 * the card's inches at him (as move-play.ts moves a figure). Refused, the GM's reason is posted in
 * one line. A unit that stays puts nothing in the chat unless it had a real chance (a line on
 * every fall back for every far-off troop would bury the log).
 */
import { basesOverlap, edgeDistance, type Figure } from "@rules/geometry";
import { forcedMove } from "@rules/geometry/forced";
import type { ProcedureResult, UnitState } from "@rules/model";
import { DOCTRINES } from "@rules/opponent/doctrine-data";
import { choosePursuit, type PursuitChoice, type WithdrawingEnemy } from "@rules/opponent/pursuit-options";
import { ownStanding } from "@rules/opponent/situation";
import { asAnyResult } from "@rules/results";
import type { Table } from "@foundry/kernel/table-ports";
import { sendCounterCharge } from "@foundry/actions/cavalry/counter-charge-request";
import { enemyPlaces } from "@foundry/actions/forced/forced";
import { along } from "./move-play";
import { playedByEngine, type EngineOpponent } from "@foundry/kernel/engine-side";
import { situationOn } from "./table-situation";
import { postLine, postRefusal, whyText } from "./why-card";

/** What one of the engine's mounted units did about the withdrawal. */
export interface PursuitPlayed {
  readonly choice: PursuitChoice;
  readonly outcome: "played" | "refused" | "held";
}

/** The withdrawal a posted result holds: CORE-7 / NAP-4 a Guts check's fall back (the whole unit); else null. */
export function withdrawalIn(result: ProcedureResult): WithdrawingEnemy | null {
  const r = asAnyResult(result);
  if (r?.procedure !== "morale" && r?.procedure !== "napMorale") return null;
  const inches = r.checks.filter((c) => c.result === "FALL_BACK").reduce((sum, c) => sum + c.inches, 0);
  return inches > 0 ? { unitId: r.unitId, inches } : null;
}

/**
 * CORE-7 where the withdrawing unit's Guts check takes it, as its Move the token button will (the
 * whole unit `inches` straight away from the enemy nearest its centre, actions/forced/forced.ts):
 * its token has not moved yet when the card is posted.
 */
function fallenBack(enemy: WithdrawingEnemy, table: Table): Figure[] {
  const unit = table.pieces.piece(enemy.unitId)?.unit;
  if (!unit) return [];
  const places = unit.figures.flatMap((f) => {
    const base = f.incapacitated ? null : table.scene.figureBase(f.id);
    return base ? [base] : [];
  });
  const by = forcedMove(
    places.map((p) => p.at),
    enemyPlaces(unit, table),
    "fall-back",
    enemy.inches,
  )?.by ?? { x: 0, y: 0 };
  return places.map((p) => ({ ...p, at: { x: p.at.x + by.x, y: p.at.y + by.y } }));
}

/** A tenth of an inch: how far a rider reins in at a time when his end would overlap another rider's. */
const REIN_IN = 0.1;

/**
 * NAP-6.2.1.2b the pursuit's move: each rider's token rides the card's inches straight at the
 * withdrawing enemy's nearest figure where his fall back leaves it, stopping at his base (as a
 * player drags it after the card); a rider whose end would overlap a rider already placed reins in
 * along his way until their bases only touch (two riders after one man end side by side).
 */
async function ride(unit: UnitState, enemy: WithdrawingEnemy, inches: number, table: Table): Promise<void> {
  const targets = fallenBack(enemy, table);
  if (inches <= 0) return;
  const ends: Figure[] = [];
  for (const { figure, own } of ownStanding(situationOn(unit, table))) {
    const nearest = targets.reduce<Figure | null>(
      (best, t) => (best === null || edgeDistance(own.place, t) < edgeDistance(own.place, best) ? t : best),
      null,
    );
    if (!nearest) return;
    let by = Math.min(inches, edgeDistance(own.place, nearest));
    const endAt = () => ({ ...own.place, at: along(own.place.at, nearest.at, by) });
    while (by > 0 && ends.some((e) => basesOverlap(endAt(), e))) by = Math.max(0, by - REIN_IN);
    ends.push(endAt());
    if (by > 0) await table.canvas.moveToken(figure.id, endAt().at);
  }
}

/** The reason first (when it pursues, or had a chance and let it go), then the Pursue button's request. */
async function play(
  choice: PursuitChoice,
  enemy: WithdrawingEnemy,
  unit: UnitState,
  table: Table,
): Promise<PursuitPlayed> {
  const spoken = choice.kind === "pursue" || choice.why.key.endsWith(".tooFar");
  if (spoken) await postLine(whyText(choice.why, table), unit.id, table);
  if (choice.kind !== "pursue" || !choice.input) return { choice, outcome: "held" };
  const answer = await sendCounterCharge(table, choice.input, unit, null, unit.id, unit.name);
  if (answer.ok) {
    const r = asAnyResult(answer.output.record.result);
    if (r?.procedure === "mountedReaction" && r.passed) await ride(unit, enemy, r.inches, table);
    return { choice, outcome: "played" };
  }
  await postRefusal(unit, answer, table);
  return { choice, outcome: "refused" };
}

/**
 * The engine's pursuits of a posted result when it is a person's unit withdrawing (NAP-6.2.1.2b);
 * [] when it is anything else or the withdrawing unit is the engine's own. Each of the engine's
 * mounted units on the scene weighs it, the likeliest to reach him first.
 */
export async function pursueWithdrawal(
  result: ProcedureResult,
  opponent: EngineOpponent,
  table: Table,
): Promise<PursuitPlayed[]> {
  const enemy = withdrawalIn(result);
  if (!enemy || !table.pieces.piece(enemy.unitId)) return [];
  if (playedByEngine(opponent, table.pieces.allegiance(enemy.unitId))) return [];
  const doctrine = DOCTRINES[opponent.doctrine];
  const riders = table.pieces
    .unitsOnScene()
    .filter((u) => u.id !== enemy.unitId && u.kind !== "herd" && u.kind !== "wagon")
    .filter((u) => u.figures.some((f) => f.mounted && !f.incapacitated))
    .filter((u) => playedByEngine(opponent, table.pieces.allegiance(u.id)))
    .map((unit) => ({ unit, choice: choosePursuit(situationOn(unit, table), enemy, doctrine) }))
    .sort((a, b) => (b.choice.odds?.reach ?? 0) - (a.choice.odds?.reach ?? 0));
  const played: PursuitPlayed[] = [];
  for (const { unit } of riders) {
    // Chosen again on the deck as the earlier pursuits left it.
    const now = table.pieces.piece(unit.id)?.unit ?? unit;
    played.push(await play(choosePursuit(situationOn(now, table), enemy, doctrine), enemy, now, table));
  }
  return played;
}
