/**
 * NAP-6.2.1.1 / OW-7.1d a charge as the map reads it: the straight line from the charger's base
 * edge to the defender's (as fire measures range), read by the terrain model (src/rules/terrain
 * readPath). The Charge dialog starts from it and the GM's procedure reads the same
 * (cavalry-world.ts), so where the player changed a map fact the chat card shows both.
 * Our reading (docs/rules-readings.md "The charge read from the map"): the straight stretch is
 * what lies after the last linear obstacle or slow ground before contact (the whole line when
 * it crosses neither); that stretch is over open, flat ground when the last 4" before contact
 * (the whole line when shorter) hold no linear obstacle and no slow ground.
 * NAP-5.4.1 / NAP-6.2.1.3 the same line tells where the charger comes in: the defender is attacked
 * from the rear (docs/rules-readings.md "A charge into the rear, from the map") when the point
 * where the run meets his base lies more than 90° off his facing (closeOrder.ts attackedFromRear,
 * hand to hand's "behind"), not where the charger's token stood before he rode.
 */
import { attackedFromRear } from "@rules/napoleonic/closeOrder";
import { contactPoint, readCharge, type ChargeRun } from "@rules/mounted/charge-run";
import type { WorldGround } from "@rules/validation/world-checks";

export type { ChargeRun };

/** A charge as the map reads it: the run into contact (null in contact) and whether it comes in from the rear. */
export interface ChargeOnMap {
  readonly run: ChargeRun | null;
  /** NAP-5.4.1 the run meets the defender's base more than 90° off his facing (NAP-6.2.1.3 "from behind" too). */
  readonly fromRear: boolean;
}

/**
 * The charge from `chargerId` to `defenderId` on the map, read the same way by the Charge dialog
 * (the player's scene: sceneGround) and by the GM's procedure (the world); null when either has
 * no token (play off the map: the run, the rear and "from behind" stay the player's).
 */
export function chargeOnMap(
  read: (ids: readonly string[]) => WorldGround | null,
  chargerId: string,
  defenderId: string,
): ChargeOnMap | null {
  const ground = read([chargerId, defenderId]);
  const charger = ground?.figures.find((f) => f.id === chargerId);
  const defender = ground?.figures.find((f) => f.id === defenderId);
  if (!ground || !charger || !defender) return null;
  return {
    run: readCharge(ground.terrain, charger, defender),
    fromRear: attackedFromRear(defender, { at: contactPoint(charger, defender) }),
  };
}
