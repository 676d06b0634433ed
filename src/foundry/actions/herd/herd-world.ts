/**
 * OW-9.2 a herd's requests checked against the world on the GM's client before any card is drawn:
 * the herd (or lone animal) as its sheet holds it, activated now where the rules make it act on
 * activation, its move or morale check spent once there. The stampede folder reads its herds the
 * same way (worldHerd).
 *
 * How the rules activate animals (the reading behind requireActivated here): a herd nobody herds
 * rolls its own command die and acts when an Activation Card names it, like any unit (OW-9.2.2,
 * herdRollsOwnDie); a herded herd ignores its die and acts when its herders do (OW-9.2.3); a
 * stampeding herd acts on every Activation Card but End of Turn (OW-9.2.7). The GM's turn puts
 * every one of them in the card's units (combat/old-west-turn.ts withHerds), so a herd the GM runs
 * for his own side is held to the card like any other unit; in free play (no card) any unit acts.
 */
import { RulesError } from "@rules/errors";
import type { HerdState } from "@rules/old-west/animals";
import type { UnitState } from "@rules/model";
import { partId } from "@rules/parts";
import { choiceAt, listAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import {
  type DeclaredFact,
  mapMoraleColumn,
  requireActivated,
  requireOnce,
  unitGround,
  worldUnit,
} from "@rules/validation/world-checks";

/** OW-9.2 the herd as the rules read it from the world's unit (the data model puts its state in the unit's flags). */
function herdOfWorldUnit(unit: UnitState): Omit<HerdState, "unit"> {
  const flags = unit.flags ?? {};
  const { species, herdedBy, stampedeClock } = flags;
  return {
    species: typeof species === "string" ? `ow.${species}` : "",
    centralId: unit.figures[0]?.id ?? partId(unit.id, "animal", 1),
    herdedBy: typeof herdedBy === "string" ? herdedBy : null,
    stampeding: flags["stampeding"] === true,
    stampedeClock: typeof stampedeClock === "number" ? stampedeClock : null,
  };
}

/** The herd field of a request: an object with a unit (an id, a name, a list of animals). */
export function herdShape(action: string, input: unknown, field = "herd"): void {
  const herd = recordAt(action, input, field);
  pieceAt(action, herd, "unit");
  listAt(action, recordAt(action, herd, "unit"), "figures");
}

/**
 * OW-9.2 the herd as the world holds it: each animal named once, the unit as its sheet holds it,
 * the species, herders and stampede its sheet gives; refused with one localized line otherwise.
 */
export function worldHerd(world: Pick<WorldFacts, "piece">, claimed: HerdState): HerdState {
  requireOnce(claimed.unit.figures);
  const unit = worldUnit(world, claimed.unit);
  const held = herdOfWorldUnit(unit);
  if (
    unit.kind !== "herd" ||
    claimed.species !== held.species ||
    claimed.centralId !== held.centralId ||
    claimed.herdedBy !== held.herdedBy ||
    claimed.stampeding !== held.stampeding ||
    claimed.stampedeClock !== held.stampedeClock
  )
    throw new RulesError("notAsOnTable", { name: unit.name });
  return { unit, ...held };
}

/**
 * OW-9.2.1 / OW-9.2.2 a herd's (or lone animal's) move: the herd as the world holds it, not
 * stampeding (a stampede runs on its own, OW-9.2.7), activated now, moving once in the activation.
 */
export function checkHerdMove(input: { readonly herd: HerdState }, ctx: DrawContext): HerdState {
  const herd = worldHerd(ctx.world, input.herd);
  if (herd.stampeding) throw new RulesError("herdStampeding", { unit: herd.unit.name });
  requireActivated(ctx.world, herd.unit);
  ctx.spend("move", herd.unit.id, [herd.unit]);
  return herd;
}

/**
 * OW-9.2.6 "Bears check morale like regular units": the bear as the world holds it, activated now,
 * checking once in the activation (CORE-7); the column the player declared stands, the chat card
 * says so when the map reads another.
 */
export function checkAnimalMorale(
  input: { readonly herd: HerdState; readonly terrain: "open" | "cover" },
  ctx: DrawContext,
): { readonly herd: HerdState; readonly declared: DeclaredFact[] } {
  choiceAt("ow.animalMorale", input, "terrain", ["open", "cover"]);
  const herd = worldHerd(ctx.world, input.herd);
  requireActivated(ctx.world, herd.unit);
  ctx.spend("morale", herd.unit.id, [herd.unit]);
  const map = mapMoraleColumn(
    unitGround((ids) => ctx.world.ground(ids), herd.unit),
    herd.unit,
  );
  const declared: DeclaredFact[] =
    map !== null && map !== input.terrain ? [{ fact: "moraleColumn", declared: input.terrain, map }] : [];
  return { herd, declared };
}
