/**
 * OW-9.3 what the engine opponent sees of a wagon when it activates: the wagon as the rules read it
 * (its team, pace, runaway, overturned) and its token (centre, base, facing: the turn a clicked
 * move makes is measured off it). Plain data the Foundry side reads from the table (the wagon
 * sheet's and the Move button's own readings).
 */
import type { Figure } from "../geometry";
import type { WagonState } from "../old-west/wagons";

export interface WagonInSituation {
  readonly state: WagonState;
  /** The wagon's token (inches): the driver and passengers have their own, moved with it. */
  readonly place: Figure;
}
