/**
 * NAP-5.2 a unit changes formation, run on the GM's client: the request names the unit, the
 * formation and the way it faces (the player's choices); the GM reads everything else from the
 * world: the unit as its sheet holds it, activated now (a formation change is its move: CORE-3 once
 * in the activation), its standing figures and where their tokens stand, the leader it forms on (he
 * stands, else the figure nearest the unit's centre), mounted or not (NAP-6.1.1 two cards), and the
 * ground the figures cross. Then ONE movement result for the unit and each figure's move
 * (rules/napoleonic/formation.ts), posted; the chat card's Form up button moves the tokens.
 */
import { RulesError } from "@rules/errors";
import { distance, type Figure } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import { FORMATION_KINDS, resolveFormation, type FormationInput } from "@rules/napoleonic/formation";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { choiceAt, pieceAt } from "@foundry/kernel/request-shape";
import { fieldsOf, numberAt } from "@foundry/kernel/request-world";
import { requireActivated, worldUnit } from "@rules/validation/world-checks";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import type { FormationRequest } from "./close-order-requests";

const ACTION = "nap.formation";

/** The request's shape at the boundary: the unit, one of the formations, a bearing. */
function formationShape(input: unknown): asserts input is FormationRequest {
  const fields = fieldsOf(typeof input === "object" && input !== null ? input : {});
  pieceAt(ACTION, fields, "unit");
  choiceAt(ACTION, fields, "formation", FORMATION_KINDS);
  numberAt(ACTION, fields, "facing", 0, 360);
}

/** The figure the unit forms on: its leader standing on the map, else the one nearest the centre of those that stand. */
function anchorOf(unit: UnitState, placed: readonly Figure[]): Figure {
  const leader = placed.find((f) => f.id === unit.leaderId);
  if (leader) return leader;
  const centre = {
    x: placed.reduce((s, f) => s + f.at.x, 0) / placed.length,
    y: placed.reduce((s, f) => s + f.at.y, 0) / placed.length,
  };
  return placed.reduce((best, f) => (distance(f.at, centre) < distance(best.at, centre) ? f : best));
}

/** NAP-5.2 the formation change as the world holds the unit: its standing figures on the map, its anchor, its cards. */
export function formationAgainstWorld(
  input: FormationRequest,
  world: Pick<WorldFacts, "piece" | "activation" | "ground">,
): {
  readonly unit: UnitState;
  readonly input: FormationInput;
  readonly ground: NonNullable<ReturnType<WorldFacts["ground"]>>;
} {
  const unit = worldUnit(world, input.unit);
  requireActivated(world, unit);
  const standing = unit.figures.filter((f) => !f.incapacitated);
  const ground = world.ground(standing.map((f) => f.id));
  const placed = ground?.figures ?? [];
  if (!ground || placed.length < 2) throw new RulesError("formationNoTokens", { unit: unit.name });
  // NAP-6.1.1 a mounted unit's movement result is two cards.
  const mounted = standing.some((f) => f.mounted);
  return {
    unit,
    ground,
    input: {
      unitId: unit.id,
      figures: placed,
      anchorId: anchorOf(unit, placed).id,
      facing: input.facing,
      kind: input.formation,
      cards: mounted ? 2 : 1,
    },
  };
}

export const FORMATION_PROCEDURE: DrawProcedure<"nap.formation"> = {
  run(input, source, ctx) {
    formationShape(input);
    requireActing(ctx, [input.unit]);
    const { unit, input: formation, ground } = formationAgainstWorld(input, ctx.world);
    // CORE-3 a formation change is the unit's move in its activation (every figure may move in it).
    const movers = unit.figures.filter((f) => formation.figures.some((p) => p.id === f.id));
    ctx.spend("move", unit.id, movers);
    const cards = capturing(source);
    const result = resolveFormation(formation, cards, ground.terrain);
    return posted(result, cards.cards, input, unit.figures);
  },
  commit: postResult,
};
