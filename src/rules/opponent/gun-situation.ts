/**
 * NAP-7 what the engine opponent sees of an artillery piece when its crew's unit activates: where
 * the gun stands (its token; the crew have none), its Table 3 row, the Activation Card in play as
 * the gun's flags key it, and whether the table counts it in supply. Plain data the Foundry side
 * reads from the table (the Fire gun dialog's own readings).
 */
import type { Figure, Point } from "../geometry";
import type { ArtilleryPiece } from "../tables/artillery";

export interface GunInSituation {
  /** NAP-7.4 the gun's Table 3 row. */
  readonly piece: ArtilleryPiece;
  /** The centre of the gun's token (inches). */
  readonly at: Point;
  /** The gun's token's base (a move ends out of contact with every other figure). */
  readonly base: Figure["base"];
  /** NAP-7.2 / NAP-7.3 the Activation Card in play (activationKey); absent: none drawn. */
  readonly activation?: string;
  /** NAP-7.3 the limber within the leader's command radius, as the dialog starts it. */
  readonly inSupply: boolean;
  /** The limber's figure id in the crew's unit (not one of the crew serving the gun). */
  readonly limberId: string;
  /** The gun's shot weight (pounds) when its sheet gives one. */
  readonly shotWeight?: number;
}
