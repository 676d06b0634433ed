/**
 * OW-5.2 / OW-9.3 the Gatling and the wagon a request names, as the world holds them on the GM's
 * client: each crewman, the limber and the wagon's people as their sheets hold them, the gun's
 * limbered state and the wagon's team, pace and damage as the actors' data give them. A request's
 * copy that differs is refused with one localized line and nothing is drawn.
 */
import { RulesError } from "@rules/errors";
import type { GatlingState } from "@rules/old-west/gatling";
import type { WagonState } from "@rules/old-west/wagons";
import type { UnitState } from "@rules/model";
import { partId } from "@foundry/data/derive";
import { wagonStateFrom } from "@foundry/data/wagon-state";
import { WAGON_KINDS } from "@foundry/data/constants";
import { booleanAt, choiceAt, listAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { requireOnce, sameFacts, worldFigure, worldUnit } from "@foundry/kernel/world-checks";

type Shape = Readonly<Record<string, unknown>>;

/** A unit-like piece at `field`: an id, a name and a list of figures. */
function unitShape(action: string, holder: Shape, field: string): void {
  pieceAt(action, holder, field);
  listAt(action, recordAt(action, holder, field), "figures");
}

/** Null, or an object at `field`. */
function nullableRecord(action: string, holder: Shape, field: string): Shape | null {
  return holder[field] === null ? null : recordAt(action, holder, field);
}

/** The Gatling at `field` of a request: its crew, its mount, limbered or not, its limber and wagon. */
export function gatlingShape(action: string, input: object, field = "gatling"): void {
  const gatling = recordAt(action, input, field);
  unitShape(action, gatling, "crew");
  choiceAt(action, gatling, "mount", ["carriage", "wagon"]);
  booleanAt(action, gatling, "limbered");
  const limber = nullableRecord(action, gatling, "limber");
  if (limber) pieceAt(action, gatling, "limber");
  const wagon = nullableRecord(action, gatling, "wagon");
  if (wagon) wagonShape(action, wagon);
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

/**
 * OW-5.2 the Gatling as the world holds it: its crew (each crewman, the limber) as their sheets
 * hold them, limbered as its data says, on the wagon that carries it (a wagon mount).
 */
export function worldGatling(world: Pick<WorldFacts, "piece">, claimed: GatlingState): GatlingState {
  requireOnce(claimed.crew.figures);
  const crew = worldUnit(world, claimed.crew);
  const flags = crew.flags ?? {};
  const limber = crew.figures.find((f) => f.id === partId(crew.id, "limber")) ?? null;
  if (claimed.limber) worldFigure(world, claimed.limber, crew.id);
  const wagon = claimed.wagon ? worldWagon(world, claimed.wagon, crew.id) : null;
  if (
    crew.kind !== "crew" ||
    flags["gun"] !== "gatling" ||
    claimed.limbered !== (flags["limbered"] === true) ||
    (claimed.limber?.id ?? null) !== (limber?.id ?? null) ||
    claimed.mount !== (wagon ? "wagon" : "carriage")
  )
    throw new RulesError("notAsOnTable", { name: crew.name });
  return { crew, mount: claimed.mount, limbered: claimed.limbered, limber, wagon };
}
