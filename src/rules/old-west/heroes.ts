/**
 * OW-4 Heroes (base 3.26).
 *
 * OW-4a "Each hero has his own unit card"; "Heroes are never out of command." (base isOutOfCommand)
 * OW-4b "The Hero card is added to the Activation Deck. When it is drawn, heroes whose command
 *        die matches the previously drawn activation card may activate. If there are multiple
 *        heroes who activate, the order of activation is determined by drawing cards and
 *        consulting the ten-sided die icon ... If the Hero is part of a unit, only the Hero may
 *        perform actions when the Hero card is drawn, even if the Hero is the unit's leader."
 * OW-4c "Heroes never suffer penalties for not having a leader directing their fire." (base planShot)
 * OW-4d "lone Heroes can remove morale markers on themselves ... at the very beginning of the
 *        activation ... Elite Heroes can remove 2 markers; Regular Heroes can remove 1 marker.
 *        Removing morale is the only action that can be taken during that activation (aside
 *        from resolving any remaining morale markers)."
 * OW-4e "Heroes can have up to six Endurance."
 */
import type { Terrain } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { ActivationHooks, UnitActivation } from "../procedures/activation";
import { resolveMorale, type MoraleOptions, type MoraleOutcome } from "../procedures/morale";
import { CardReader } from "../procedures/reader";
import { livestock } from "../tables";
import { owDataOf, standing, type OldWestOptions } from "./common";

/** OW-4e: refuse a hero with more than six Endurance (or a non-hero given hero-only values). */
export function checkHero(figure: FigureState, options?: OldWestOptions): void {
  const max = owDataOf(options).heroMaxEndurance;
  if (figure.hero && (!Number.isInteger(figure.endurance) || figure.endurance < 1 || figure.endurance > max)) {
    throw new RulesError("COMBAT_PATROL.Error.heroEndurance", {
      figure: figure.name,
      endurance: figure.endurance,
      max,
    });
  }
}

interface EnduranceLimit {
  readonly min: number;
  readonly max: number;
  /** Whose ceiling: a hero's (OW-4e), an animal's (OW Table 3), any other figure's (ours). */
  readonly of: "hero" | "animal" | "figure";
}

/**
 * OW-4e the Endurance a figure may have: a hero 1 to 6 ("Heroes can have up to six Endurance"),
 * an animal its OW Table 3 range (`species`, a livestock id), any other figure 1 to
 * OldWestData.figureMaxEndurance (ours: 5, six being a hero's).
 */
export function enduranceLimit(
  figure: Pick<FigureState, "hero">,
  species?: string | null,
  options?: OldWestOptions,
): EnduranceLimit {
  const data = owDataOf(options);
  if (figure.hero) return { min: 1, max: data.heroMaxEndurance, of: "hero" };
  if (species) {
    const range = livestock(species).endurance;
    return { min: range.min, max: range.max, of: "animal" };
  }
  return { min: 1, max: data.figureMaxEndurance, of: "figure" };
}

/**
 * OW-4e refuse an Endurance outside what the figure may have (enduranceLimit), with a
 * localized message: the sheet, the import and the packs call it wherever Endurance is set.
 */
export function checkEndurance(
  figure: Pick<FigureState, "name" | "hero" | "endurance">,
  species?: string | null,
  options?: OldWestOptions,
): void {
  const limit = enduranceLimit(figure, species, options);
  const e = figure.endurance;
  if (Number.isInteger(e) && e >= limit.min && e <= limit.max) return;
  const key =
    limit.of === "hero"
      ? "COMBAT_PATROL.Error.heroEndurance"
      : limit.of === "animal"
        ? "COMBAT_PATROL.Error.animalEndurance"
        : "COMBAT_PATROL.Error.figureEndurance";
  throw new RulesError(key, { figure: figure.name, endurance: e, min: limit.min, max: limit.max });
}

/** A hero in play: his figure, his own unit card (OW-4a), and the unit he is attached to (if any). */
export interface HeroEntry {
  readonly figure: FigureState;
  /** The hero's own unit card: its command die decides the Hero card (OW-4b). */
  readonly heroUnit: UnitState;
  /** The unit the hero is attached to; null for a lone hero. */
  readonly attachedTo: UnitState | null;
}

interface HeroActivation {
  readonly figureId: string;
  readonly heroUnitId: string;
  /** OW-4b the hero acts alone: his unit's other figures do nothing on the Hero card. */
  readonly actsAlone: boolean;
  readonly attachedToUnitId: string | null;
  /** The d10 icons read to order him (empty when he was the only hero). */
  readonly d10: readonly number[];
}

export interface HeroCardResult extends ProcedureResult<"ow.heroCard"> {
  /** The number the heroes' dice had to match; null when the previous card was no number. */
  readonly number: number | null;
  /** Heroes that activate, in order of activation. */
  readonly order: readonly HeroActivation[];
}

/**
 * OW-4b the Hero card: heroes whose command die matches the previously drawn activation card
 * (`number`: the activation flow passes the last number card drawn, ActivationDeckState.lastNumber)
 * activate, ordered by the d10 icon of one card each (ties draw again among the tied).
 */
export function resolveHeroCard(
  number: number | null,
  heroes: readonly HeroEntry[],
  source: CardSource,
  options?: OldWestOptions,
): HeroCardResult {
  for (const h of heroes) {
    if (!h.figure.hero) throw new RulesError("COMBAT_PATROL.Error.notAHero", { figure: h.figure.name });
  }
  const eligible =
    number === null ? [] : heroes.filter((h) => h.heroUnit.commandDie === number && !h.figure.incapacitated);
  const reader = new CardReader(source);
  const d10 = new Map<string, number[]>(eligible.map((h) => [h.figure.id, []]));
  const order = eligible.length > 1 ? orderByD10(eligible, reader, d10, owDataOf(options).heroOrder) : eligible;
  const activations = order.map((h) => ({
    figureId: h.figure.id,
    heroUnitId: h.heroUnit.id,
    actsAlone: h.attachedTo !== null && h.attachedTo.figures.some((f) => f.id !== h.figure.id && !f.incapacitated),
    attachedToUnitId: h.attachedTo?.id ?? null,
    d10: d10.get(h.figure.id) ?? [],
  }));
  return {
    procedure: "ow.heroCard",
    cards: reader.cards,
    effects: [],
    summary: { key: "COMBAT_PATROL.OldWest.Hero.card", data: { number: number ?? "-", heroes: activations.length } },
    number,
    order: activations,
  };
}

/** OW-4b the activations of a Hero card's result: each hero's own unit card, in order. */
function heroActivations(result: HeroCardResult): UnitActivation[] {
  return result.order.map((h) => ({ unitId: h.heroUnitId, count: 1, reason: "hero" as const }));
}

/**
 * OW-4b the base activation's `hooks.hero`: the heroes' own unit cards activate, in order. The
 * d10 cards are drawn from the Activation Card's Action Deck (ActivationInput.source); their
 * reads land in the Activation Card's result and the HeroCardResult in its `supplements`.
 */
export function heroCardHook(
  heroes: readonly HeroEntry[],
  options?: OldWestOptions,
): NonNullable<ActivationHooks["hero"]> {
  return (ctx) => {
    const result = ctx.run((source) => resolveHeroCard(ctx.lastNumber, heroes, source, options));
    return { activations: heroActivations(result), results: [result] };
  };
}

/** OW-4b order several heroes by the d10 icon; heroes tied draw again among themselves. */
function orderByD10(
  heroes: readonly HeroEntry[],
  reader: CardReader,
  d10: Map<string, number[]>,
  direction: "highestFirst" | "lowestFirst",
): HeroEntry[] {
  const drawn = heroes.map((h) => {
    const card = reader.draw(`ow.heroOrder:${h.figure.id}`, ["d10"], (c) => `d10=${c.d10}`);
    d10.get(h.figure.id)!.push(card.d10);
    return { h, value: card.d10 };
  });
  const values = [...new Set(drawn.map((d) => d.value))].sort((a, b) => (direction === "highestFirst" ? b - a : a - b));
  const out: HeroEntry[] = [];
  for (const v of values) {
    const tied = drawn.filter((d) => d.value === v).map((d) => d.h);
    out.push(...(tied.length > 1 ? orderByD10(tied, reader, d10, direction) : tied));
  }
  return out;
}

/** OW-4d a lone hero: a unit whose only standing figure is a hero. */
export function isLoneHero(unit: UnitState): boolean {
  const up = standing(unit);
  return up.length === 1 && up[0]!.hero;
}

export interface HeroMoraleInput {
  /** The lone hero's own unit (his unit card). */
  readonly unit: UnitState;
  readonly terrain: Terrain;
  /** The player's choice: remove markers (then that is his only action this activation). */
  readonly removeMarkers: boolean;
}

export interface HeroMoraleResult extends ProcedureResult<"ow.heroMorale"> {
  readonly removed: number;
  /** OW-4d removing markers was the only action of this activation. */
  readonly onlyAction: boolean;
  /** The checks of the remaining markers. */
  readonly morale: MoraleOutcome | null;
}

/**
 * OW-4d start of a lone hero's activation: he may first remove markers on himself (Elite 2,
 * Regular 1); the remaining markers are then checked as usual. Removing is his only action.
 */
export function resolveHeroMorale(
  input: HeroMoraleInput,
  source: CardSource,
  options?: OldWestOptions & MoraleOptions,
): HeroMoraleResult {
  const { unit } = input;
  if (!isLoneHero(unit)) throw new RulesError("COMBAT_PATROL.Error.notLoneHero", { unit: unit.name });
  const hero = standing(unit)[0]!;
  checkHero(hero, options);
  const canRemove = input.removeMarkers && !hero.stunned;
  const removed = canRemove ? Math.min(unit.moraleMarkers, owDataOf(options).heroRemoves[hero.guts]) : 0;
  const remaining = unit.moraleMarkers - removed;
  const morale =
    remaining > 0
      ? // OW-4 "Each hero has his own unit card": a lone hero's unit is himself, so it checks with his own Guts
        resolveMorale(
          {
            unit: { ...unit, grade: hero.guts, moraleMarkers: remaining },
            terrain: input.terrain,
            canRemoveMarkers: false,
          },
          source,
          options,
        )
      : null;
  const effects: Effect[] = [];
  if (morale) effects.push(...morale.effects);
  else if (unit.moraleMarkers > 0) effects.push({ kind: "clearMoraleMarkers", unitId: unit.id });
  return {
    procedure: "ow.heroMorale",
    cards: morale?.cards ?? [],
    effects,
    summary: { key: "COMBAT_PATROL.OldWest.Hero.morale", data: { figure: hero.name, removed, remaining } },
    removed,
    onlyAction: removed > 0,
    morale,
  };
}
