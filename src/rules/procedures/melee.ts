/**
 * CORE-6 Hand to hand: each side totals Melee + weapon HtH + modifiers + the melee value
 * of one card. The higher total wins; the loser takes a damage card and recoils 2"; a tie
 * pushes both back 2"; the victor may advance 1". Mounted victors use the breakthrough
 * table (Table 2) through the `afterMelee` hook the supplements fill. A side may add no Melee
 * attribute (`addsMeleeAttribute: false`) or be one that cannot be hurt (`takesDamage: false`:
 * when it loses, no damage card is drawn).
 */
import type { ActionCard, Damage } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult } from "../model";
import { applyDamage } from "./damage";
import type { ProcedureData } from "./data";
import { CardReader, dataOf, type ProcedureOptions } from "./reader";

/** A named modifier (close order +1, impetus +2, lance +3, defending an obstacle +1, …). */
export interface MeleeModifier {
  readonly key: string;
  readonly value: number;
}

export interface MeleeSide {
  readonly unitId: string;
  readonly figure: FigureState;
  /** Weapon HtH bonus (a table "--" means the weapon is not used: pass 0 or another weapon's). */
  readonly hth: number;
  readonly modifiers?: readonly MeleeModifier[];
  /**
   * false: the figure's Melee attribute is not added to its total (NAP-6.2.1.3 "retreating foot
   * figures caught from behind ... do not add their Melee attribute or weapon HtH value": pass
   * hth 0 too). Default true.
   */
  readonly addsMeleeAttribute?: boolean;
  /**
   * false: this side cannot be hurt when it loses, so no damage card is drawn for it (OW-9.3f the
   * overturning wagon; NAP-6.2.1.3 a failed attack on foot caught from behind, "neither figure is
   * hurt"; NAP-8.1 an engineer who "failed to damage the door", and the door). Default true.
   */
  readonly takesDamage?: boolean;
}

export interface MeleeInput {
  readonly attacker: MeleeSide;
  readonly defender: MeleeSide;
}

export type MeleeWinner = "attacker" | "defender" | "tie";

interface MeleeTotal {
  readonly figureId: string;
  /** The Melee attribute added (0 when the side adds none, MeleeSide.addsMeleeAttribute). */
  readonly melee: number;
  readonly hth: number;
  readonly modifiers: readonly MeleeModifier[];
  readonly serial: number;
  readonly card: number;
  readonly total: number;
}

export interface LoserDamage {
  /** "none": unhurt (a hook turned the card aside, or the loser takes no damage and drew no card). */
  readonly outcome: "wounded" | "incapacitated" | "none";
  readonly effects: readonly Effect[];
  readonly note?: string;
}

export interface AfterMeleeContext {
  readonly winner: MeleeWinner;
  readonly attacker: MeleeSide;
  readonly defender: MeleeSide;
  /** The loser's damage card, null on a tie or when the loser takes no damage (no card drawn). */
  readonly loserDamage: Damage | null;
  readonly loserOutcome: LoserDamage["outcome"] | null;
  readonly data: ProcedureData;
}

interface MeleeHooks {
  /** Moves after the fight; default CORE-6 (recoil 2", victor may advance 1"). Table 2 for cavalry. */
  readonly afterMelee?: (ctx: AfterMeleeContext) => readonly Effect[];
  /**
   * The loser's damage card; default CORE-5.6. Heavy cavalry armour (NAP-6.3) reads the location.
   * Not called when the loser takes no damage (MeleeSide.takesDamage false): no card is drawn.
   */
  readonly loserDamage?: (loser: MeleeSide, card: ActionCard, reader: CardReader) => LoserDamage;
}

export interface MeleeOptions extends ProcedureOptions {
  readonly hooks?: MeleeHooks;
}

export interface MeleeResult extends ProcedureResult<"melee"> {
  readonly attacker: MeleeTotal;
  readonly defender: MeleeTotal;
  readonly winner: MeleeWinner;
  readonly loserDamage: Damage | null;
  readonly loserOutcome: LoserDamage["outcome"] | null;
  /** The loser takes no damage (MeleeSide.takesDamage false): no damage card was drawn. */
  readonly loserSpared: boolean;
}

/** CORE-6 default moves: loser recoils 2" (if still standing), victor may advance 1"; tie: both back 2". */
export function baseMovesAfterMelee(ctx: AfterMeleeContext): Effect[] {
  const { recoilInches, advanceInches } = ctx.data.melee;
  const recoil = (side: MeleeSide): Effect => ({
    kind: "move",
    unitId: side.unitId,
    figureId: side.figure.id,
    inches: recoilInches,
    direction: "recoil",
  });
  if (ctx.winner === "tie") return [recoil(ctx.attacker), recoil(ctx.defender)];
  const [victor, loser] = ctx.winner === "attacker" ? [ctx.attacker, ctx.defender] : [ctx.defender, ctx.attacker];
  const moves: Effect[] = [];
  if (ctx.loserOutcome !== "incapacitated") moves.push(recoil(loser));
  moves.push({
    kind: "move",
    unitId: victor.unitId,
    figureId: victor.figure.id,
    inches: advanceInches,
    direction: "advance",
    optional: true,
  });
  return moves;
}

function defaultLoserDamage(loser: MeleeSide, card: ActionCard): LoserDamage {
  return applyDamage(loser.unitId, loser.figure, card.damage);
}

function total(side: MeleeSide, card: ActionCard): MeleeTotal {
  const modifiers = side.modifiers ?? [];
  for (const m of modifiers) if (!Number.isFinite(m.value)) throw new RulesError("badModifier", { modifier: m.key });
  const melee = side.addsMeleeAttribute === false ? 0 : side.figure.melee;
  const sum = melee + side.hth + modifiers.reduce((s, m) => s + m.value, 0) + card.melee;
  return {
    figureId: side.figure.id,
    melee,
    hth: side.hth,
    modifiers,
    serial: card.serial,
    card: card.melee,
    total: sum,
  };
}

/** CORE-6: one round of hand to hand between two figures. */
export function resolveMelee(input: MeleeInput, source: CardSource, options?: MeleeOptions): MeleeResult {
  const data = dataOf(options);
  for (const side of [input.attacker, input.defender]) {
    if (side.figure.incapacitated) throw new RulesError("figureIncapacitated", { figure: side.figure.name });
  }
  const reader = new CardReader(source);
  const attacker = total(
    input.attacker,
    reader.draw(`melee.attacker:${input.attacker.figure.id}`, ["melee"], (c) => `melee=${c.melee}`),
  );
  const defender = total(
    input.defender,
    reader.draw(`melee.defender:${input.defender.figure.id}`, ["melee"], (c) => `melee=${c.melee}`),
  );
  const winner: MeleeWinner =
    attacker.total > defender.total ? "attacker" : defender.total > attacker.total ? "defender" : "tie";

  const effects: Effect[] = [];
  let loserDamage: Damage | null = null;
  let loserOutcome: LoserDamage["outcome"] | null = null;
  let loserSpared = false;
  const loser = winner === "tie" ? null : winner === "attacker" ? input.defender : input.attacker;
  if (loser && loser.takesDamage === false) {
    loserSpared = true;
    loserOutcome = "none";
  } else if (loser) {
    const card = reader.draw(`melee.loser:${loser.figure.id}`, ["damage"], (c) => `damage=${c.damage}`);
    const damage = (options?.hooks?.loserDamage ?? defaultLoserDamage)(loser, card, reader);
    loserDamage = card.damage;
    loserOutcome = damage.outcome;
    effects.push(...damage.effects);
  }
  const ctx: AfterMeleeContext = {
    winner,
    attacker: input.attacker,
    defender: input.defender,
    loserDamage,
    loserOutcome,
    data,
  };
  effects.push(...(options?.hooks?.afterMelee ?? baseMovesAfterMelee)(ctx));
  return {
    procedure: "melee",
    cards: reader.cards,
    effects,
    summary: {
      key: `COMBAT_PATROL.Melee.${winner}`,
      data: {
        attacker: input.attacker.figure.name,
        defender: input.defender.figure.name,
        attackerTotal: attacker.total,
        defenderTotal: defender.total,
      },
    },
    attacker,
    defender,
    winner,
    loserDamage,
    loserOutcome,
    loserSpared,
  };
}
