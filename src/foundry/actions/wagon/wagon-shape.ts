/**
 * OW-9.3 the wagon's requests checked for shape at the boundary on the GM's client, before any
 * world check or card: a request crosses the socket as JSON from a client that may send anything
 * (a number for an id, a string for a list). One localized line ("badActionParams"), nothing drawn.
 */
import { GRADES, TERRAINS } from "@rules/cards/schema";
import { booleanAt, choiceAt, listAt, optionalNumberAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { numberAt, piecesAt } from "@foundry/kernel/request-world";

type Shape = Readonly<Record<string, unknown>>;

/** The wagon at `field`: its unit (a piece, its people each a piece) and its team. */
function wagonAt(action: string, holder: unknown, field: string): void {
  const wagon = recordAt(action, holder, field);
  pieceAt(action, wagon, "unit");
  piecesAt(action, recordAt(action, wagon, "unit"), "figures");
  recordAt(action, wagon, "team");
}

/** OW-9.3a/b the wagon's move: the wagon, its pace, the rough ground's grade, the obstacle, the turn. */
export function wagonMoveShape(input: object): void {
  const action = "ow.wagonMove";
  const move: Shape = recordAt(action, input, "move");
  wagonAt(action, move, "state");
  choiceAt(action, move, "pace", ["normal", "gallop"]);
  if (move.rough !== null) choiceAt(action, move, "rough", GRADES);
  choiceAt(action, move, "obstacle", ["none", "gapCleared", "noGap"]);
  numberAt(action, move, "turnDegrees", 0, 180);
  choiceAt(action, move, "turnBogGrade", GRADES, true);
}

/** OW-9.3a the wagon's morale: the wagon and the column it checks in. */
export function wagonMoraleShape(input: object): void {
  wagonAt("ow.wagonMorale", input, "wagon");
  choiceAt("ow.wagonMorale", input as Shape, "terrain", TERRAINS);
}

/** OW-9.3f a runaway's move: the wagon, its turn, the obstacles and sharp turns on the way. */
export function runawayMoveShape(input: object): void {
  const action = "ow.runawayMove";
  const runaway: Shape = recordAt(action, input, "runaway");
  wagonAt(action, runaway, "state");
  numberAt(action, runaway, "turnDegrees", 0, 180);
  booleanAt(action, runaway, "crossesObstacle");
  optionalNumberAt(action, runaway, "sharpTurns", 0, 20);
  optionalNumberAt(action, runaway, "obstacles", 0, 20);
}

/** OW-9.3d a volley at a wagon: the volley's shooters (each a piece), the wagon, the order of its targets. */
export function fireAtWagonShape(input: object): void {
  const action = "ow.fireAtWagon";
  const fire = recordAt(action, input, "fire");
  listAt(action, fire, "shooters");
  const shooters = fire.shooters;
  if (Array.isArray(shooters))
    for (const shooter of shooters) pieceAt(action, recordAt(action, { shooter }, "shooter"), "figure");
  wagonAt(action, input, "wagon");
  listAt(action, input as Shape, "nearestFirst");
}
