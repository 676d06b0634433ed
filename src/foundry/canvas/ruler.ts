/**
 * The Token ruler (v13 CONFIG.Token.rulerClass): the path a token is dragged along, coloured
 * against the movement allowance drawn for its activation (the token flag written when the
 * movement result is posted, allowance.ts): within green, the stretch where it runs out amber,
 * past it red; the waypoint label reads "used / allowance". No allowance drawn: Foundry's ruler.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { type AllowanceFlag, allowanceLabel, readAllowance, rulerColour } from "./allowance";

const BaseRuler = foundry.canvas.placeables.tokens.TokenRuler;

type Waypoint = foundry.canvas.placeables.tokens.TokenRuler.Waypoint;

/** Cumulative cost (inches, terrain included) at a waypoint of the path being planned. */
function costAt(waypoint: Waypoint | null): number {
  return waypoint?.measurement.cost ?? 0;
}

export class CombatPatrolTokenRuler extends BaseRuler {
  /** The allowance of this token's activation, null when none was drawn. */
  get allowance(): AllowanceFlag | null {
    return readAllowance(this.token.document.getFlag(SYSTEM_ID, "allowance"));
  }

  /** The band colour of the stretch ending at this waypoint, null to keep Foundry's style (history, no allowance). */
  #colour(waypoint: Waypoint): number | null {
    return rulerColour(
      { stage: waypoint.stage, before: costAt(waypoint.previous), after: costAt(waypoint) },
      this.allowance,
    );
  }

  protected override _getSegmentStyle(waypoint: Waypoint): foundry.canvas.placeables.tokens.TokenRuler.SegmentStyle {
    const style = super._getSegmentStyle(waypoint);
    const colour = this.#colour(waypoint);
    return colour === null || style.width === 0 ? style : { ...style, color: colour };
  }

  protected override _getWaypointStyle(waypoint: Waypoint): foundry.canvas.placeables.tokens.TokenRuler.WaypointStyle {
    const style = super._getWaypointStyle(waypoint);
    const colour = this.#colour(waypoint);
    return colour === null || style.radius === 0 ? style : { ...style, color: colour };
  }

  protected override _getWaypointLabelContext(
    waypoint: Waypoint,
    state: foundry.canvas.placeables.tokens.TokenRuler.State,
  ): foundry.canvas.placeables.tokens.TokenRuler.WaypointContext | void {
    const context = super._getWaypointLabelContext(waypoint, state);
    const allowance = this.allowance;
    if (!context || !allowance || waypoint.stage === "passed") return context;
    // The label carries its own inch mark; the units are left out so it does not read twice.
    return {
      ...context,
      units: "",
      distance: { ...context.distance, total: allowanceLabel(costAt(waypoint), allowance.inches) },
    };
  }
}
