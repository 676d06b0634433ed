/**
 * CORE-8 States: apply an effects list to units (tests, the preview; the Foundry side
 * has its own batched writer that must give the same result). Pure: returns new units.
 * An effect naming an unknown unit or figure is refused (RulesError) and nothing changes.
 */
import { RulesError } from "../errors";
import type { Effect, FigureState, UnitState } from "../model";

/** CORE-8 a wounded figure moves at half speed and shoots with one shift. */
export function isWounded(figure: FigureState): boolean {
  return figure.wounds > 0 && !figure.incapacitated;
}

/** Figures still in play. */
export function standingFigures(unit: UnitState): FigureState[] {
  return unit.figures.filter((f) => !f.incapacitated);
}

/** CORE-8: apply effects in order. Moves change no state here (positions belong to the canvas). */
export function applyEffects(units: readonly UnitState[], effects: readonly Effect[]): UnitState[] {
  const byId = new Map(units.map((u) => [u.id, u]));
  for (const effect of effects) {
    const unit = byId.get(effect.unitId);
    if (!unit) throw new RulesError("unknownUnit", { unit: effect.unitId });
    byId.set(unit.id, applyOne(unit, effect));
  }
  return units.map((u) => byId.get(u.id)!);
}

function applyOne(unit: UnitState, effect: Effect): UnitState {
  const figure = (id: string, change: (f: FigureState) => FigureState): UnitState => {
    if (!unit.figures.some((f) => f.id === id)) throw new RulesError("unknownFigure", { unit: unit.id, figure: id });
    return { ...unit, figures: unit.figures.map((f) => (f.id === id ? change(f) : f)) };
  };
  switch (effect.kind) {
    case "wound":
      return figure(effect.figureId, (f) => ({ ...f, wounds: f.wounds + effect.wounds }));
    case "incapacitate":
      return figure(effect.figureId, (f) => ({ ...f, incapacitated: true }));
    case "setWounds":
      if (!Number.isInteger(effect.wounds) || effect.wounds < 0)
        throw new RulesError("badWounds", { figure: effect.figureId, wounds: effect.wounds });
      return figure(effect.figureId, (f) => ({ ...f, wounds: effect.wounds }));
    case "stun":
      return figure(effect.figureId, (f) => ({ ...f, stunned: effect.stunned }));
    case "pin":
      return figure(effect.figureId, (f) => ({ ...f, pinned: effect.pinned }));
    case "outOfAmmo":
      return figure(effect.figureId, (f) => ({ ...f, outOfAmmo: Math.max(0, f.outOfAmmo + effect.delta) }));
    case "mounted":
      return figure(effect.figureId, (f) => ({ ...f, mounted: effect.mounted }));
    case "hidden":
      return figure(effect.figureId, (f) => ({ ...f, hidden: effect.hidden }));
    case "moraleMarkers":
      return { ...unit, moraleMarkers: Math.max(0, unit.moraleMarkers + effect.delta) };
    case "clearMoraleMarkers":
      return { ...unit, moraleMarkers: 0 };
    case "commandDie":
      return { ...unit, commandDie: effect.value };
    case "outOfCommand":
      return { ...unit, outOfCommand: effect.outOfCommand };
    case "acted":
      return { ...unit, acted: effect.acted };
    case "move":
      if (effect.figureId !== null) return figure(effect.figureId, (f) => f);
      return unit;
    case "flag":
      if (effect.figureId !== null) {
        return figure(effect.figureId, (f) => ({ ...f, flags: { ...f.flags, [effect.flag]: effect.value } }));
      }
      return { ...unit, flags: { ...unit.flags, [effect.flag]: effect.value } };
  }
}
