/**
 * OW-9.2.7 the stampede's requests checked against the world on the GM's client before any card
 * is drawn: the herd as its sheet holds it (herd/herd-world.ts worldHerd), the trampled figure as
 * his sheet holds him, armed with his own weapon.
 *
 * When they act (the reading behind the checks): a stampede check is due on an event (a unit fires
 * within 2", a charge, a lost animal, the GM's call: OW-9.2.6 / OW-9.2.7), at any moment of anyone's
 * activation and as often as the events come: it is held to no Activation Card. A stampeding herd
 * "moves one card of movement on every activation card played" (OW-9.2.7): the GM's turn names it
 * on every card (combat/old-west-turn.ts withHerds), so its run is held to the card and runs once
 * there. The figures within 1" of that run fight it (OW-9.2.7b), each once for that herd's run.
 */
import { RulesError } from "@rules/errors";
import { STAMPEDE_TRIGGERS, type TrampleInput } from "@rules/old-west/stampede";
import type { HerdState } from "@rules/old-west/animals";
import { absentAt, choiceAt, listAt, optionalNumberAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import { requireActivated, requireOnce, worldFigure } from "@rules/validation/world-checks";
import { herdShape, worldHerd } from "../herd/herd-world";

/** OW-9.2.7 a check's shape: a herd, one of the rules' triggers. */
export function stampedeCheckShape(input: object): void {
  herdShape("ow.stampedeCheck", input);
  choiceAt("ow.stampedeCheck", { ...input }, "trigger", STAMPEDE_TRIGGERS);
}

/** A list of figures on the ground at `field` (an id and a finite point each), refused otherwise. */
function groundFiguresAt(action: string, input: Readonly<Record<string, unknown>>, field: string): void {
  listAt(action, input, field);
  const list: unknown = input[field];
  const ok =
    Array.isArray(list) &&
    list.every((f: unknown) => {
      if (typeof f !== "object" || f === null || !("id" in f) || !("at" in f) || typeof f.id !== "string") return false;
      const at: unknown = f.at;
      return (
        typeof at === "object" &&
        at !== null &&
        "x" in at &&
        "y" in at &&
        Number.isFinite(at.x) &&
        Number.isFinite(at.y)
      );
    });
  if (!ok) throw new RulesError("badActionParams", { action, field, problem: "expected figures on the map" });
}

/** OW-9.2.7 a run's shape: a herd, its tokens and the figures around it on the map, the clock's bearing. */
export function stampedeMoveShape(input: object): void {
  const action = "ow.stampedeMove";
  herdShape(action, input);
  const shape: Readonly<Record<string, unknown>> = { ...input };
  groundFiguresAt(action, shape, "herdAt");
  groundFiguresAt(action, shape, "others");
  optionalNumberAt(action, shape, "referenceBearing", -720, 720);
  if (typeof shape["referenceBearing"] !== "number")
    throw new RulesError("badActionParams", { action, field: "referenceBearing", problem: "expected a number" });
  if (shape["obstacles"] !== undefined) listAt(action, shape, "obstacles");
}

/**
 * OW-9.2.7 a stampeding herd's run on an Activation Card: the herd as its sheet holds it (stampeding
 * toward its clock), named by the card now, running once on it. The run is the GM's (canvas/startle.ts
 * runs it on his client on every card), so a run sent from any other client is refused: its tokens,
 * the figures around it and the obstacles on its way are then always the scene as the GM's client reads it.
 */
export function checkStampedeMove(input: { readonly herd: HerdState }, ctx: DrawContext): HerdState {
  if (!ctx.gm) throw new RulesError("gmOnly");
  const herd = worldHerd(ctx.world, input.herd);
  if (!herd.stampeding || herd.stampedeClock === null) throw new RulesError("notStampeding", { unit: herd.unit.name });
  requireActivated(ctx.world, herd.unit);
  ctx.spend("move", herd.unit.id, [herd.unit]);
  return herd;
}

/**
 * OW-9.2.7b a figure's trampling melee: the stampeding herd as its sheet holds it and running now
 * (named by the card), the animals its standing ones, the figure as his sheet holds him in his
 * unit, with his own weapon's hand-to-hand bonus; he fights that herd's run once.
 */
/** OW-9.2.7b a trampling melee's shape: the herd, the figure, his unit, the animals, his weapon's bonus. */
export function trampleShape(input: object): void {
  const action = "ow.trample";
  const shape = recordAt(action, input, "trample");
  herdShape(action, shape);
  pieceAt(action, shape, "figure");
  listAt(action, shape, "animalsInRange");
  if (typeof shape["figureUnitId"] !== "string")
    throw new RulesError("badActionParams", { action, field: "figureUnitId", problem: "expected an id" });
  optionalNumberAt(action, shape, "hth", -10, 10);
  if (typeof shape["hth"] !== "number")
    throw new RulesError("badActionParams", { action, field: "hth", problem: "expected a number" });
  // The prompt's button sends no modifiers (the engine's trampling melee has none of the player's).
  absentAt(action, shape, "modifiers");
}

export function checkTrample(input: { readonly trample: TrampleInput }, ctx: DrawContext): TrampleInput {
  const t = input.trample;
  const herd = worldHerd(ctx.world, t.herd);
  if (!herd.stampeding) throw new RulesError("notStampeding", { unit: herd.unit.name });
  requireOnce([t.figure, ...t.animalsInRange]);
  const standing = herd.unit.figures.filter((f) => !f.incapacitated);
  if (t.animalsInRange.length === 0)
    throw new RulesError("badActionParams", {
      action: "ow.trample",
      field: "animalsInRange",
      problem: "expected an animal",
    });
  for (const animal of t.animalsInRange) {
    worldFigure(ctx.world, animal, herd.unit.id);
    if (!standing.some((f) => f.id === animal.id)) throw new RulesError("notAsOnTable", { name: animal.name });
  }
  const { figure, unit } = worldFigure(ctx.world, t.figure, t.figureUnitId);
  if (unit.id === herd.unit.id) throw new RulesError("notInUnit", { name: figure.name, unit: unit.name });
  const own = ctx.world.weaponOf(figure.id)?.hth ?? 0;
  if (t.hth !== own) throw new RulesError("notOwnWeapon", { name: figure.name });
  requireActivated(ctx.world, herd.unit);
  // Once per figure and herd in the run (two herds running over him are two fights).
  ctx.spend("melee", herd.unit.id, [{ id: `${figure.id}>${herd.unit.id}`, name: figure.name }]);
  return { ...t, herd, figure };
}
