/**
 * OW-6.1.2 / OW-6.1.4 the placed charges' requests checked against the world on the GM's client
 * before any card: laying fuse (a half-speed move: the figure as his sheet holds him, in his unit,
 * activated, moving once an activation; the charge as its item holds it, one he prepared), a hurt carrier's dynamite (the carrier as his sheet holds
 * him, his sticks and bundles counted; no activation: he was hit in another's), and the blast of a
 * charge (its victims as their sheets hold them, each once; set off by a figure of the sender's,
 * named in `by`, or by the GM).
 */
import { RulesError } from "@rules/errors";
import type { FigureState } from "@rules/model";
import type { PlacedCharge } from "@rules/old-west/dynamite";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import { requireActing } from "@foundry/kernel/procedure-steps";
import { requireActivated, requireOnce, worldFigure } from "@rules/validation/world-checks";
import { sameFacts } from "@rules/validation/same-facts";
import { booleanAt, choiceAt, idAt, listAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { fieldsOf, numberAt, wholeNumberAt } from "@foundry/kernel/request-world";
import type { TableCharge } from "@foundry/data/placed-charge";
import type {
  BreachRequest,
  CarriedDynamiteRequest,
  DynamiteBlastRequest,
  LayFuseRequest,
} from "./placed-charge-requests";

const STAGES = ["prepared", "placed", "layingFuse", "fuseSet", "lit", "wired", "exploded"];
const SIZES = ["small", "medium", "large"];

/** The lay fuse request's shape at the boundary: the charge as its item holds it, the figure, his unit. */
export function layFuseShape(input: object): void {
  const fields = fieldsOf(input);
  idAt("ow.layFuse", fields, "unitId");
  pieceAt("ow.layFuse", fields, "figure");
  const charge = recordAt("ow.layFuse", fields, "charge");
  idAt("ow.layFuse", charge, "id");
  choiceAt("ow.layFuse", charge, "stage", STAGES);
  wholeNumberAt("ow.layFuse", charge, "fuseActivations", 0, 3);
  if (charge.die !== null) wholeNumberAt("ow.layFuse", charge, "die", 1, 6);
  booleanAt("ow.layFuse", charge, "blastingMachine");
}

/**
 * OW-6.1.2 laying fuse as the world allows it: "at half speed", so it is his move of this activation;
 * the charge as its explosive item holds it (its stage and the fuse laid so far), one he prepared.
 * Returns the charge the engine lays the fuse on: the item's, never the request's copy.
 */
export function checkLayFuseAgainstWorld(
  input: LayFuseRequest,
  ctx: Pick<DrawContext, "world" | "spend">,
): PlacedCharge {
  const { unit, figure } = worldFigure(ctx.world, input.figure, input.unitId);
  requireActivated(ctx.world, unit);
  // Kept only with a result drawn: a refusal below spends nothing.
  ctx.spend("move", unit.id, [figure]);
  const held = ctx.world.charge(input.charge.id);
  // A charge that went off is no longer on the table to lay fuse from.
  if (!held || held.charge.stage === "exploded") throw new RulesError("chargeNotOnTable");
  if (held.holderId !== figure.id) throw new RulesError("notHisCharge", { figure: figure.name, charge: held.name });
  if (!sameFacts(input.charge, held.charge)) throw new RulesError("notAsOnTable", { name: held.name });
  return held.charge;
}

/** The carried dynamite request's shape at the boundary. */
export function carriedDynamiteShape(input: object): void {
  const fields = fieldsOf(input);
  idAt("ow.carriedDynamite", fields, "unitId");
  pieceAt("ow.carriedDynamite", fields, "carrier");
}

/** OW-6.1.4 the carrier as his sheet holds him, in his unit (the procedure counts the dynamite he carries). */
export function checkCarriedDynamiteAgainstWorld(input: CarriedDynamiteRequest, ctx: Pick<DrawContext, "world">): void {
  worldFigure(ctx.world, input.carrier, input.unitId);
}

/** The blast request's shape at the boundary. */
export function dynamiteBlastShape(input: object): void {
  const fields = fieldsOf(input);
  const blast = recordAt("ow.dynamiteBlast", fields, "blast");
  choiceAt("ow.dynamiteBlast", blast, "at", ["target", "scatter", "thrower", "charge", "carrier"]);
  choiceAt("ow.dynamiteBlast", blast, "template", SIZES);
  if (blast.scatter !== null) {
    const scatter = recordAt("ow.dynamiteBlast", blast, "scatter");
    numberAt("ow.dynamiteBlast", scatter, "clock", 0, 12);
    numberAt("ow.dynamiteBlast", scatter, "inches", 0, 100);
  }
  listAt("ow.dynamiteBlast", fields, "figures");
  const figures = fields.figures;
  if (Array.isArray(figures))
    figures.forEach((f: unknown, i) => {
      const one = recordAt("ow.dynamiteBlast", { [`figures.${i}`]: f }, `figures.${i}`);
      idAt("ow.dynamiteBlast", one, "unitId");
      pieceAt("ow.dynamiteBlast", one, "figure");
      choiceAt("ow.dynamiteBlast", one, "cover", ["none", "soft", "hard"], true);
    });
  if (fields.by !== undefined) pieceAt("ow.dynamiteBlast", fields, "by");
}

/**
 * OW-6.1.2 / OW-6.1.3 / OW-6.1.4 a blast as the world allows it: set off by a figure on the table
 * that the sender may act for (the one who pushed the plunger, or the carrier), or sent by the GM;
 * each victim once and as his sheet holds him, in his unit.
 */
export function checkDynamiteBlastAgainstWorld(
  input: DynamiteBlastRequest,
  ctx: Pick<DrawContext, "world" | "gm" | "mayAct">,
): void {
  requireSetOffBy(input.by, ctx);
  const victims: FigureState[] = input.figures.map((f) => f.figure);
  requireOnce(victims);
  for (const f of input.figures) worldFigure(ctx.world, f.figure, f.unitId);
}

/** Set off by a figure on the table the sender may act for (named in `by`), or sent by the GM. */
function requireSetOffBy(
  by: { readonly id: string; readonly name: string } | undefined,
  ctx: Pick<DrawContext, "world" | "gm" | "mayAct">,
): void {
  if (ctx.gm) return;
  if (!by) throw new RulesError("gmOnly");
  requireActing(ctx, [by]);
  if (!ctx.world.piece(by.id)?.figure) throw new RulesError("notOnTable", { name: by.name });
}

/** The breach request's shape at the boundary: the charge's id, and who pushed the plunger. */
export function breachShape(input: object): void {
  const fields = fieldsOf(input);
  idAt("ow.breach", fields, "chargeId");
  if (fields.by !== undefined) pieceAt("ow.breach", fields, "by");
}

/**
 * OW-6.1.2b a breach as the world allows it: set off as a blast is (checkDynamiteBlastAgainstWorld);
 * the charge as its explosive item holds it, one that went off, set against a wall or door.
 * Returns the item's charge: where it lay and what it was set against are never the request's.
 */
export function checkBreachAgainstWorld(
  input: BreachRequest,
  ctx: Pick<DrawContext, "world" | "gm" | "mayAct">,
): TableCharge & { readonly against: NonNullable<TableCharge["against"]> } {
  requireSetOffBy(input.by, ctx);
  const held = ctx.world.charge(input.chargeId);
  if (!held) throw new RulesError("chargeNotOnTable");
  if (held.charge.stage !== "exploded") throw new RulesError("chargeNotExploded", { charge: held.name });
  const against = held.against;
  if (!against) throw new RulesError("chargeNotAgainstWall", { charge: held.name });
  // Sent again: the wall it split is gone (its pieces are new walls), the door it blew in stands open.
  const wall = ctx.world.wall(against.id);
  if (!wall || (wall.door && wall.open)) throw new RulesError("alreadyBreached", { charge: held.name });
  return { ...held, against };
}
