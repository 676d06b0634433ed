/**
 * The Endurance bar (figure `enduranceLeft`) is derived data, not a schema field, so
 * v13's TokenDocument#getBarAttribute marks it `editable: false` (`editable:
 * foundry.utils.hasProperty(model, \`${attr}.value\`)` over the actor type's data model; read in
 * Foundry v13 client/documents/token.mjs, see docs/foundry-behaviour.md) and the Token HUD shows
 * it read-only. The system makes it editable on purpose: the HUD edit goes through
 * Actor#modifyTokenAttribute, which the system's Actor turns into wounds (CORE-8), never into
 * the derived value. No Foundry global here.
 */

export const ENDURANCE_BAR = "enduranceLeft";

/** A bar as getBarAttribute returns it (the fields read here). */
interface BarData {
  readonly type: string;
  readonly attribute: string;
  readonly editable?: boolean | undefined;
}

/** The bar, editable when it is a figure's Endurance (its edit writes wounds). */
export function editableEnduranceBar<B extends BarData>(bar: B | null, isFigure: boolean): B | null {
  if (!bar || !isFigure || bar.attribute !== ENDURANCE_BAR) return bar;
  return { ...bar, editable: true };
}

/**
 * CORE-8 the wounds a HUD edit of the Endurance bar means: "3" sets 3 Endurance left, "-1" one
 * more wound; clamped to 0…endurance.
 */
export function woundsFromBar(endurance: number, left: number, value: number, isDelta: boolean): number {
  const next = Math.min(endurance, Math.max(0, isDelta ? left + value : value));
  return endurance - next;
}
