/**
 * OW-4d a lone hero's morale checked against the world on the GM's client before any card: the
 * unit as its sheet holds it (its markers, its hero), activated now ("at the start of activation"),
 * and one morale check an activation, as the unit's own morale check (morale-procedure.ts).
 */
import type { HeroMoraleInput } from "@rules/old-west/heroes";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import { requireActivated, worldUnit } from "@rules/validation/world-checks";
import { booleanAt, choiceAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";
import { fieldsOf } from "@foundry/kernel/request-world";

/** The hero's morale request's shape at the boundary. */
export function heroMoraleShape(input: object): void {
  const hero = recordAt("ow.heroMorale", fieldsOf(input), "hero");
  pieceAt("ow.heroMorale", hero, "unit");
  choiceAt("ow.heroMorale", hero, "terrain", ["open", "cover"]);
  booleanAt("ow.heroMorale", hero, "removeMarkers");
}

/** OW-4d the lone hero's unit as the world allows it; its morale of this activation spent. */
export function checkHeroMoraleAgainstWorld(hero: HeroMoraleInput, ctx: Pick<DrawContext, "world" | "spend">): void {
  const unit = worldUnit(ctx.world, hero.unit);
  requireActivated(ctx.world, unit);
  ctx.spend("morale", unit.id, [unit]);
}
