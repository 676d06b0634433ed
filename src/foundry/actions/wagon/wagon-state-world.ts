/**
 * OW-9.3 a wagon a request names, as the world holds it on the GM's client: its people as their
 * sheets hold them, its team, pace and damage as the actor's data gives them (a wagon-mounted
 * Gatling's request names its wagon too: gatling/gatling-state-world.ts). A request's copy that
 * differs is refused with one localized line and nothing is drawn.
 */
import { RulesError } from "@rules/errors";
import type { WagonState } from "@rules/old-west/wagons";
import type { UnitState } from "@rules/model";
import { partId } from "@rules/parts";
import { wagonStateFrom } from "@foundry/data/wagon-state";
import { WAGON_KINDS } from "@foundry/data/constants";
import { listAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { requireOnce, worldUnit } from "@rules/validation/world-checks";
import { sameFacts } from "@rules/validation/same-facts";

type Shape = Readonly<Record<string, unknown>>;

/** A unit-like piece at `field`: an id, a name and a list of figures. */
export function unitShape(action: string, holder: Shape, field: string): void {
  pieceAt(action, holder, field);
  listAt(action, recordAt(action, holder, field), "figures");
}

/** A wagon's shape: its unit and its team. */
export function wagonShape(action: string, wagon: Shape): void {
  unitShape(action, wagon, "unit");
  recordAt(action, wagon, "team");
}

/**
 * OW-9.3 the wagon as the rules read it from the world's unit: its stored state is in the unit's
 * flags and its team's figure, read back through the same translation the sheets use.
 */
function wagonOfWorldUnit(unit: UnitState): Omit<WagonState, "unit"> {
  const flags = unit.flags ?? {};
  const team = unit.figures.find((f) => f.id === partId(unit.id, "team"));
  const animals = flags["animals"];
  const { unit: _unit, ...held } = wagonStateFrom(
    unit.id,
    {
      kind: WAGON_KINDS.find((k) => k === flags["wagon"]) ?? "buckboard",
      driverId: unit.leaderId,
      team: {
        animals: typeof animals === "number" ? animals : 0,
        state: team?.incapacitated ? "incapacitated" : (team?.wounds ?? 0) > 0 ? "wounded" : "ok",
      },
      ruleFlags: flags,
      runaway: flags["runaway"] === true,
      overturned: flags["overturned"] === true,
    },
    unit,
  );
  return held;
}

/**
 * OW-9.3 the wagon as the world holds it (OW-5.2f carrying the gun `gunId`, when given): its
 * people as their sheets hold them, its team, pace and damage as its data gives them.
 */
export function worldWagon(world: Pick<WorldFacts, "piece">, claimed: WagonState, gunId?: string): WagonState {
  requireOnce(claimed.unit.figures);
  const unit = worldUnit(world, claimed.unit);
  const held = wagonOfWorldUnit(unit);
  const { unit: _claimedUnit, ...rest } = claimed;
  const carries = gunId === undefined || (unit.flags?.["gatling"] === true && unit.flags["gunId"] === gunId);
  if (unit.kind !== "wagon" || !carries || !sameFacts(rest, held))
    throw new RulesError("notAsOnTable", { name: unit.name });
  return { unit, ...held };
}
