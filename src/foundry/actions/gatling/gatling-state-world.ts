/**
 * OW-5.2 / OW-9.3 the Gatling and the wagon a request names, as the world holds them on the GM's
 * client: each crewman, the limber and the wagon's people as their sheets hold them, the gun's
 * limbered state and the wagon's team, pace and damage as the actors' data give them. A request's
 * copy that differs is refused with one localized line and nothing is drawn.
 */
import { RulesError } from "@rules/errors";
import type { GatlingState } from "@rules/old-west/gatling";
import { partId } from "@rules/parts";
import { booleanAt, choiceAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import { requireOnce, worldFigure, worldUnit } from "@rules/validation/world-checks";
import { unitShape, wagonShape, worldWagon } from "../wagon/wagon-state-world";

type Shape = Readonly<Record<string, unknown>>;

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

/**
 * OW-5.2 the Gatling as the world holds it: its crew (each crewman, the limber) as their sheets
 * hold them, limbered as its data says, on the wagon that carries it (a wagon mount).
 */
export function worldGatling(world: Pick<WorldFacts, "piece" | "wagonCarrying">, claimed: GatlingState): GatlingState {
  requireOnce(claimed.crew.figures);
  const crew = worldUnit(world, claimed.crew);
  const flags = crew.flags ?? {};
  const limber = crew.figures.find((f) => f.id === partId(crew.id, "limber")) ?? null;
  if (claimed.limber) worldFigure(world, claimed.limber, crew.id);
  const wagon = claimed.wagon ? worldWagon(world, claimed.wagon, crew.id) : null;
  // OW-5.2f on a wagon or on its own carriage as the wagons' sheets say, not as the request says.
  if ((wagon?.unit.id ?? null) !== world.wagonCarrying(crew.id))
    throw new RulesError("notAsOnTable", { name: crew.name });
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
