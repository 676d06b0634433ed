/**
 * CORE-5.6 Damage: INCAPACITATE takes the figure out; WOUND adds one wound; wounds equal
 * to Endurance incapacitate.
 */
import type { Damage } from "../cards/schema";
import type { CardSource } from "../cards/source";
import type { Effect, FigureState, ProcedureResult } from "../model";
import { RulesError } from "../errors";
import { CardReader } from "./reader";

type DamageOutcome = "wounded" | "incapacitated";

interface DamageApplied {
  readonly outcome: DamageOutcome;
  /** Wounds on the figure after this damage. */
  readonly wounds: number;
  readonly effects: readonly Effect[];
}

/** CORE-5.6: what one damage result does to a figure carrying `wounds` wounds already. */
export function applyDamage(
  unitId: string,
  figure: FigureState,
  damage: Damage,
  wounds: number = figure.wounds,
): DamageApplied {
  if (figure.incapacitated) throw new RulesError("figureIncapacitated", { figure: figure.name });
  if (damage === "INCAPACITATE") {
    return { outcome: "incapacitated", wounds, effects: [{ kind: "incapacitate", unitId, figureId: figure.id }] };
  }
  const after = wounds + 1;
  const wound: Effect = { kind: "wound", unitId, figureId: figure.id, wounds: 1 };
  if (woundsIncapacitate(after, figure.endurance)) {
    return {
      outcome: "incapacitated",
      wounds: after,
      effects: [wound, { kind: "incapacitate", unitId, figureId: figure.id }],
    };
  }
  return { outcome: "wounded", wounds: after, effects: [wound] };
}

/** CORE-5.6: wounds equal to Endurance incapacitate. */
function woundsIncapacitate(wounds: number, endurance: number): boolean {
  return wounds >= endurance;
}

interface DamageInput {
  readonly unitId: string;
  readonly figure: FigureState;
  /** Why the damage card is drawn, e.g. "melee.loser"; default "damage". */
  readonly reason?: string;
}

export interface DamageResult extends ProcedureResult<"damage"> {
  readonly figureId: string;
  readonly damage: Damage;
  readonly outcome: DamageOutcome;
}

/** CORE-5.6 / CORE-6: draw one damage card for a figure (melee loser, blast hit, thrown rider). */
export function resolveDamage(input: DamageInput, source: CardSource): DamageResult {
  if (input.figure.incapacitated) throw new RulesError("figureIncapacitated", { figure: input.figure.name });
  const reader = new CardReader(source);
  const card = reader.draw(input.reason ?? "damage", ["damage"], (c) => `damage=${c.damage}`);
  const applied = applyDamage(input.unitId, input.figure, card.damage);
  return {
    procedure: "damage",
    cards: reader.cards,
    effects: applied.effects,
    summary: { key: `COMBAT_PATROL.Damage.${applied.outcome}`, data: { figure: input.figure.name } },
    figureId: input.figure.id,
    damage: card.damage,
    outcome: applied.outcome,
  };
}
