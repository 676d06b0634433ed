/**
 * OW-5.2 what the engine opponent sees of a Gatling when its crew's unit activates: the gun as the
 * rules read it (its crew, carriage or wagon mount, limbered or not, its wagon), the token the arc
 * is measured from (a carriage gun's own, facing as its sheet says; a wagon mount's wagon, OW-5.2f)
 * and whether it moved this activation, as the Fire dialog reads them. Plain data the Foundry side
 * reads from the table (gatling-play.ts).
 */
import type { Figure } from "../geometry";
import type { GatlingState } from "../old-west/gatling";

export interface GatlingInSituation {
  readonly gatling: GatlingState;
  /** OW-5.2e / OW-5.2f the gun's token (a wagon mount: the wagon's) with the facing the arc is measured from. */
  readonly gunAt: Figure;
  /** OW-5.2a / OW-5.2f the gun (or its wagon) moved this activation, as the Fire dialog starts it. */
  readonly moved: boolean;
}
