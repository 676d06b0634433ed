/**
 * NAP-5 / NAP-5.2 the engine forms its foot into close order "such as the presence of cavalry"
 * (the seed: small units fight in open order, "however, there will be occasions, such as the
 * presence of cavalry, when small units will move and fight in close order"): a Napoleonic foot
 * unit of four or more standing figures, not in close order, with a standing enemy rider within the
 * doctrine's `formAgainstRidersWithin` inches (base edge to base edge), forms a line on its leader
 * facing the nearest rider, by Change formation's request (one movement card for the unit, the GM's).
 * Close order then gives it NAP-5.5's better morale and NAP-5.4.1's +1 in hand to hand.
 * NAP-8.2 Indians stay in open order; mounted units are left as they are.
 */
import { type Figure, bearing, edgeDistance } from "../geometry";
import { CLOSE_ORDER_MIN } from "../geometry/closeOrder";
import { OW_FLAGS } from "../old-west/common";
import type { FormationChoice } from "./choice";
import type { Doctrine } from "./doctrine-data";
import { type Situation, enemyUnits, ownStanding, placedStanding } from "./situation";
import { formationWhy } from "./why";

/** The nearest standing enemy rider to any of `ours`, with his unit's name and the gap; null: none. */
function nearestRider(s: Situation, ours: readonly Figure[]): { unit: string; rider: Figure; inches: number } | null {
  let best: { unit: string; rider: Figure; inches: number } | null = null;
  for (const u of enemyUnits(s))
    for (const { figure, place } of placedStanding(u)) {
      if (!figure.mounted) continue;
      const inches = Math.min(...ours.map((o) => edgeDistance(o, place)));
      if (!best || inches < best.inches) best = { unit: u.unit.name, rider: place, inches };
    }
  return best;
}

/** NAP-5.2 the line the unit forms against riders near it; null when it has no reason to. */
export function formAgainstRiders(s: Situation, doctrine: Doctrine): FormationChoice | null {
  const standing = ownStanding(s);
  if (s.rules.era !== "napoleonic" || s.unit.closeOrder || standing.length < CLOSE_ORDER_MIN) return null;
  const indian = (flags?: Readonly<Record<string, unknown>>) => flags?.[OW_FLAGS.indian] === true;
  if (indian(s.unit.flags) || standing.some(({ figure }) => figure.mounted || indian(figure.flags))) return null;
  const places = standing.map(({ own }) => own.place);
  const rider = nearestRider(s, places);
  if (!rider || rider.inches > doctrine.formAgainstRidersWithin) return null;
  const leader = standing.find(({ figure }) => figure.id === s.unit.leaderId)?.own.place ?? places[0]!;
  return {
    kind: "formation",
    unitId: s.unit.id,
    formation: "line",
    facing: Math.round(bearing(leader.at, rider.rider.at)) % 360,
    why: formationWhy(s.unit.name, rider.unit, rider.inches),
  };
}
