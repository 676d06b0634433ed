/**
 * The engine opponent's choice for an activated unit: one action, chosen by the doctrine's numbers
 * (doctrine-data.ts) from the exact odds over the remaining cards and the map. Pure and
 * deterministic: the same situation and doctrine give the same choice (ties by id, never a random
 * draw).
 *
 * In order:
 * 0. NAP-7 a gun's crew: load, fire or hold by the gun's own choice (gun-options.ts); OW-9.3 a
 *    wagon: its people fire, it drives or it holds by its own choice (wagon-options.ts); OW-5.2 a
 *    Gatling's crew: clear a jam, unlimber, fire, re-face or hold (gatling-options.ts);
 * 1. nobody standing: hold;
 * 2. NAP-4 / OW-4d morale markers on the unit and the rules let its leader (or a lone hero) remove
 *    some: remove them when that makes a bad morale result less likely by the doctrine's margin.
 *    The table then checks morale and, unless it was a lone hero's only action, asks again;
 * 3. CORE-6 charge when the doctrine charges and the best mean chance to win reaches its threshold;
 * 3b. NAP-5 / NAP-5.2 foot in open order form a close order line when an enemy rider comes within the
 *    doctrine's `formAgainstRidersWithin` (formation-options.ts);
 * 4. reload when the share of its firearms out of ammunition reaches the doctrine's threshold;
 * 5. CORE-5 the best volley (its chance to put a man down at least the doctrine's least) against
 *    the best move (its gain over standing still at least the doctrine's least), each on the same
 *    scale; equal: the volley;
 * 6. reload any empty firearm; else hold.
 *
 * CORE-3 a figure fires once and moves once in an activation (the GM's record spends each apart),
 * so a volley or a move played is followed by the other when it is worth it (followUp).
 */
import type { OpponentChoice, ReloadChoice } from "./choice";
import { bestCharge, markerRemoval } from "./close-options";
import type { Doctrine } from "./doctrine-data";
import { startingShifts, volleyOptions } from "./fire-options";
import { gatlingChoice } from "./gatling-options";
import { gunChoice } from "./gun-options";
import { formAgainstRiders } from "./formation-options";
import { bestMove } from "./move-options";
import { wagonChoice } from "./wagon-options";
import { type Situation, enemyUnits, ownStanding, shoots } from "./situation";
import { type HoldReason, holdWhy, reloadWhy } from "./why";

/** OW-5.1b / NAP-3.1 the standing figures whose firearm carries an Out of Ammunition marker: a reload of them all. */
export function reloadOf(s: Situation): ReloadChoice | null {
  const empty = ownStanding(s).filter(
    ({ figure, own }) => shoots(own.weapon) && own.weapon.reload !== null && figure.outOfAmmo > 0,
  );
  if (empty.length === 0) return null;
  return {
    kind: "reload",
    unitId: s.unit.id,
    figureIds: empty.map((e) => e.figure.id),
    why: reloadWhy(
      s.unit.name,
      empty.map((e) => e.figure.name),
    ),
  };
}

/** The reload of the empty firearms, and the share of the unit's firearms they are. */
function emptyGuns(s: Situation): { readonly choice: ReloadChoice | null; readonly share: number } {
  const choice = reloadOf(s);
  if (!choice) return { choice: null, share: 0 };
  const guns = ownStanding(s).filter(({ own }) => shoots(own.weapon) && own.weapon.reload !== null);
  return { choice, share: choice.figureIds.length / guns.length };
}

/** The opponent's one choice for the activated unit, by the doctrine. */
export function chooseAction(s: Situation, doctrine: Doctrine): OpponentChoice {
  const hold = (reason: HoldReason, best?: { target: string; chance: number }): OpponentChoice => ({
    kind: "hold",
    unitId: s.unit.id,
    why: holdWhy(s.unit.name, reason, best),
  });
  // NAP-7 a gun's crew serves the gun (gun-options.ts): its figures have no tokens of their own.
  if (s.gun) return gunChoice(s, s.gun, doctrine);
  // OW-5.2 a Gatling's crew serves the gun (gatling-options.ts): the gun's token is the crew's place.
  if (s.gatling) return gatlingChoice(s, s.gatling, doctrine);
  // OW-9.3 a wagon moves as one piece, by its own rules (wagon-options.ts).
  if (s.wagon) return wagonChoice(s, s.wagon, doctrine, reloadOf(s));
  if (ownStanding(s).length === 0) return hold("nobody");
  const removal = markerRemoval(s, doctrine);
  if (removal) return removal;
  const charge = bestCharge(s, doctrine);
  if (charge) return charge;
  // NAP-5 / NAP-5.2 foot in open order form close order when enemy riders come near (formation-options.ts).
  const formation = formAgainstRiders(s, doctrine);
  if (formation) return formation;
  const reload = emptyGuns(s);
  if (reload.choice && reload.share >= doctrine.reloadWhenShareOut) return reload.choice;
  const volleys = volleyOptions(s);
  const volley = volleys[0] && volleys[0].chance >= doctrine.minVolleyChance ? volleys[0] : null;
  const move = bestMove(s, doctrine);
  if (volley && (!move || volley.chance >= move.gain)) return volley;
  if (move) return move;
  if (reload.choice) return reload.choice;
  if (enemyUnits(s).length === 0) return hold("noEnemy");
  const best = volleys[0];
  if (!best) return hold("noShot");
  const target = enemyUnits(s).find((u) => u.unit.id === best.targetUnitId)?.unit.name ?? "";
  return hold("poorOdds", { target, chance: best.chance });
}

/**
 * CORE-3 / CORE-5.2 what follows the unit's volley or move in the same activation, over the situation
 * it left: after a volley, the best move (into cover, toward the objective: bestMove, its gain at
 * least the doctrine's); after a move, the best volley (its chance at least the doctrine's least,
 * every man with the "moved" shift: the sheet's flag is written as the move's card is posted, maybe
 * not yet read, and a shift claimed beyond the sheet's is one the GM takes). None for a gun's crew, a
 * Gatling's, a wagon, or when nothing is worth it.
 */
export function followUp(s: Situation, doctrine: Doctrine, done: "fire" | "move"): OpponentChoice | null {
  if (s.gun || s.gatling || s.wagon || ownStanding(s).length === 0) return null;
  if (done === "fire") return bestMove(s, doctrine);
  // CORE-5.2 every man of the unit moved: his shot takes the "moved" shift, whatever the sheet says yet.
  const figures = Object.fromEntries(
    Object.entries(s.figures).map(([id, f]) => {
      const figure = s.unit.figures.find((x) => x.id === id);
      const shifts = f.shifts ?? (figure ? startingShifts(s, figure) : {});
      return [id, { ...f, shifts: { ...shifts, moved: true } }];
    }),
  );
  const best = volleyOptions({ ...s, figures })[0];
  return best && best.chance >= doctrine.minVolleyChance ? best : null;
}
