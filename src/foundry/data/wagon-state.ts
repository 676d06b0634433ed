/**
 * OW-9.3 the rules' view of a wagon from its stored data (pure: the Foundry port and the tests' double both use it).
 */
import type { UnitState } from "@rules/model";
import type { WagonState } from "@rules/old-west/wagons";
import { partId } from "@rules/parts";
import type { WagonSource } from "./sources";

/**
 * The wagon (actor UUID `id`, its unit as the data model translates it); its pace is kept in its rule flags by the
 * movement.
 */
export function wagonStateFrom(
  id: string,
  s: Pick<WagonSource, "kind" | "driverId" | "team" | "ruleFlags" | "runaway" | "overturned">,
  unit: UnitState,
): WagonState {
  const pace = s.ruleFlags["pace"];
  return {
    unit,
    wagonId: `ow.${s.kind}`,
    driverId: s.driverId,
    team: {
      id: partId(id, "team"),
      animals: s.team.animals,
      wounds: s.team.state === "wounded" ? 1 : 0,
      dead: s.team.state === "incapacitated" ? 1 : 0,
      hurtCutOut: s.ruleFlags["hurtCutOut"] === true,
    },
    pace: pace === "normal" || pace === "gallop" ? pace : "stopped",
    runaway: s.runaway,
    overturned: s.overturned,
    destroyed: s.ruleFlags["destroyed"] === true,
  };
}
