/**
 * NAP-6.2.1 / OW-7.1d / OW-7.1e Mounted hand to hand, built on the base melee (CORE-6):
 * impetus (+2, heavy cavalry in close order +4), close order (+1, not from the rear), lance
 * (+3 moving / +1 not moving in NAP; +3 with impetus, else +1 in OW), a lancer fighting with
 * his secondary weapon drops the lance, heavy cavalry armour ignores torso hits. The moves
 * after the fight from Table 2 (cavalry breakthrough) are in breakthrough.ts. Second melee
 * after a breakthrough: no impetus, no close order. Retreating foot caught from behind add no
 * Melee or HtH; when the attack fails they run 2" and nobody is hurt.
 */
import type { ActionCard } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult } from "../model";
import type { Era } from "../options";
import { applyDamage } from "../procedures/damage";
import {
  resolveMelee,
  type AfterMeleeContext,
  type LoserDamage,
  type MeleeModifier,
  type MeleeResult,
  type MeleeSide,
} from "../procedures/melee";
import type { CardReader } from "../procedures/reader";
import { rulesOf } from "../procedures/reader";
import type { LanceHth } from "../tables/common";
import type { WeaponKind } from "../tables/weapon-kinds";
import type { MountedData } from "./data";
import { mountedDataOf, type MountedOptions } from "./options";
import { breakthroughMoves, type BreakthroughMove } from "./breakthrough";

/** A weapon as the mounted melee reads it: any row of OW Table 1 or NAP Table 1. */
export interface MeleeWeapon {
  readonly id: string;
  readonly kind: WeaponKind;
  readonly hth: number | null;
  readonly lanceHth: LanceHth | null;
  /** NAP Table 1: HtH with the bayonet affixed (musket, rifle); null/absent where none fits. */
  readonly bayonetHth?: number | null;
}

export interface ImpetusInput {
  readonly mounted: boolean;
  /** Inches of the last straight stretch of the move into contact (table measures it). */
  readonly straightInchesIntoContact: number;
  /** GM: that stretch is over open, flat terrain. */
  readonly openFlatTerrain: boolean;
}

/**
 * NAP-6.2.1.1 "eligible to use the impetus modifier ... only if the last four inches of their
 * movement into contact is straight ahead and over open, flat terrain" (OW-7.1d "by moving 4"
 * or more in a straight line"). Counter-chargers qualify the same way (NAP-6.2.1.2).
 */
export function impetusEligible(input: ImpetusInput, data: MountedData): boolean {
  if (!Number.isFinite(input.straightInchesIntoContact) || input.straightInchesIntoContact < 0) {
    throw new RulesError("badInches", {
      what: "straightInchesIntoContact",
      value: String(input.straightInchesIntoContact),
    });
  }
  return input.mounted && input.openFlatTerrain && input.straightInchesIntoContact >= data.impetusStraightInches;
}

/**
 * NAP-5.3 "If a unit moves to contact with an enemy it must be in close order for at least the
 * last 4 inches of movement to apply the close order hand-to-hand modifier". A figure that did
 * not move (a defender) needs only to stand in close order.
 */
export function closeOrderForMelee(
  inCloseOrder: boolean,
  movedToContact: boolean,
  inchesInCloseOrderBeforeContact: number,
  data: MountedData,
): boolean {
  if (!inCloseOrder) return false;
  return !movedToContact || inchesInCloseOrderBeforeContact >= data.closeOrderLastInches;
}

/** How the lancer fights this round. */
export interface LanceUse {
  /** "lance", or his secondary weapon ("in non-moving combat"). */
  readonly use: "lance" | "secondary";
  /** He fought without it before: "he is assumed to have dropped it and cannot use it again". */
  readonly dropped: boolean;
  readonly secondary: MeleeWeapon | null;
}

/** One side of a mounted (or mixed) fight. */
export interface Fighter {
  readonly unitId: string;
  readonly figure: FigureState;
  /** The weapon in hand (a lance when `lance` is given). */
  readonly weapon: MeleeWeapon;
  /** HtH to use instead of the weapon's (a modifier the caller knows). */
  readonly hthOverride?: number;
  /** NAP-3 "Bayonet when affixed to musket or rifle +1": the weapon's bayonetHth is used. */
  readonly bayonetFixed?: boolean;
  /** From impetusEligible (chargers and counter-chargers). */
  readonly impetus: boolean;
  /** Moved into this combat this activation (charge, counter-charge, pursuit). */
  readonly moving: boolean;
  /** From closeOrderForMelee. */
  readonly closeOrder: boolean;
  /** NAP-5.4.1 the close order bonus "does not apply to figures attacked from the rear". */
  readonly attackedFromRear?: boolean;
  /** NAP-6.3 heavy cavalry (optional rule). */
  readonly heavy?: boolean;
  /** NAP-6.3 "If the heavy cavalry is equipped with armor, any hits to the torso in melee are ignored." */
  readonly armour?: boolean;
  readonly lance?: LanceUse;
  /**
   * Depth of the figure's base along the line of the charge, inches (from the token); default
   * MountedData.baseDepth. Places a back-to-back breakthrough (NAP-6.2.1.3).
   */
  readonly baseDepth?: number;
  /** Other modifiers the caller knows (defending an obstacle…). */
  readonly modifiers?: readonly MeleeModifier[];
}

export interface MountedMeleeInput {
  readonly attacker: Fighter;
  readonly defender: Fighter;
  /** NAP-6.2.1.3 a breakthrough advance made contact: "will not apply the impetus or close order modifiers". */
  readonly secondMelee?: boolean;
  /** NAP-6.2.1.3 the defender is retreating foot caught from behind by a mounted Reaction move. */
  readonly caughtFromBehind?: boolean;
}

export interface WeaponChoice {
  readonly hth: number;
  readonly key: string;
  readonly dropsLance: boolean;
}

/**
 * NAP-6.2.1.2 / OW-7.1d the HtH of the weapon in hand. Lance: NAP "+3 for lance, moving (does
 * not require 4" of movement) / +1 for lance not moving"; OW "+3 bonus for Impetus,
 * otherwise +1". A lancer may use a secondary weapon only in non-moving combat, and then drops the lance.
 */
export function fighterWeapon(f: Fighter, era: Era, data: MountedData, impetusCounts: boolean): WeaponChoice {
  const lance = f.weapon.lanceHth;
  if (!lance) {
    if (f.hthOverride !== undefined) return { hth: f.hthOverride, key: f.weapon.id, dropsLance: false };
    if (f.bayonetFixed === true) {
      const bayonet = f.weapon.bayonetHth ?? null;
      if (bayonet === null) throw new RulesError("noBayonet", { figure: f.figure.name, weapon: f.weapon.id });
      return { hth: bayonet, key: `${f.weapon.id}.bayonet`, dropsLance: false };
    }
    return { hth: requireHth(f.weapon, f), key: f.weapon.id, dropsLance: false };
  }
  const dropped = f.lance?.dropped === true;
  if (f.lance?.use === "secondary" || dropped) {
    const secondary = f.lance?.secondary ?? null;
    if (!secondary) throw new RulesError("noSecondaryWeapon", { figure: f.figure.name });
    if (!dropped && f.moving) throw new RulesError("secondaryOnlyNotMoving", { figure: f.figure.name });
    return { hth: requireHth(secondary, f), key: secondary.id, dropsLance: !dropped };
  }
  const full = data.lanceFullValueNeeds[era] === "moving" ? f.moving : impetusCounts;
  return {
    hth: full ? lance.moving : lance.notMoving,
    key: full ? "lance.moving" : "lance.notMoving",
    dropsLance: false,
  };
}

function requireHth(w: MeleeWeapon, f: Fighter): number {
  if (w.hth === null) throw new RulesError("weaponNoHth", { figure: f.figure.name, weapon: w.id });
  return w.hth;
}

/**
 * NAP-6.2.1.2 / NAP-5.4.1 / NAP-6.3 the named modifiers of one side: impetus +2 (heavy
 * cavalry in close order +4) and close order +1 (not when attacked from the rear); neither in
 * a second melee.
 */
export function mountedModifiers(
  f: Fighter,
  secondMelee: boolean,
  heavyCavalryRule: boolean,
  data: MountedData,
): MeleeModifier[] {
  const out: MeleeModifier[] = [];
  if (f.impetus && f.figure.mounted && !secondMelee) {
    const heavy = heavyCavalryRule && f.heavy === true && f.closeOrder;
    out.push(
      heavy
        ? { key: "impetus.heavy", value: data.heavyCloseOrderImpetusBonus }
        : { key: "impetus", value: data.impetusBonus },
    );
  }
  if (f.closeOrder && !secondMelee && f.attackedFromRear !== true)
    out.push({ key: "closeOrder", value: data.closeOrderBonus });
  return [...out, ...(f.modifiers ?? [])];
}

export interface MountedMeleeResult extends ProcedureResult<"mountedMelee"> {
  readonly melee: MeleeResult;
  readonly attackerWeapon: WeaponChoice;
  readonly defenderWeapon: WeaponChoice;
  /** The Table 2 cell the mounted victor used, null when Table 2 did not apply. */
  readonly breakthrough: BreakthroughMove | null;
  /** NAP-6.3 heavy cavalry armour turned a torso hit aside. */
  readonly armourSaved: boolean;
  readonly secondMelee: boolean;
  readonly caughtFromBehind: boolean;
}

/** NAP-6.2.1: one round of hand to hand where at least one side may be mounted. */
export function resolveMountedMelee(
  input: MountedMeleeInput,
  source: CardSource,
  options?: MountedOptions,
): MountedMeleeResult {
  const data = mountedDataOf(options);
  const rules = rulesOf(options);
  const secondMelee = input.secondMelee === true;
  const caught = input.caughtFromBehind === true;
  if (caught && (input.defender.figure.mounted || !input.attacker.figure.mounted)) {
    throw new RulesError("caughtFromBehindNeedsFoot", { figure: input.defender.figure.name });
  }
  const impetusCounts = (f: Fighter) => f.impetus && f.figure.mounted && !secondMelee;
  const attackerWeapon = fighterWeapon(input.attacker, rules.era, data, impetusCounts(input.attacker));
  const defenderWeapon = caught
    ? { hth: 0, key: "caughtFromBehind", dropsLance: false }
    : fighterWeapon(input.defender, rules.era, data, impetusCounts(input.defender));
  const heavyRule = rules.optional.heavyCavalry;
  // NAP-6.2.1.3 caught from behind: "do not add their Melee attribute or weapon HtH value", and
  // when the attack fails "neither figure is hurt" (the attacker draws no damage card).
  const defender: MeleeSide = caught
    ? { unitId: input.defender.unitId, figure: input.defender.figure, hth: 0, addsMeleeAttribute: false }
    : {
        unitId: input.defender.unitId,
        figure: input.defender.figure,
        hth: defenderWeapon.hth,
        modifiers: mountedModifiers(input.defender, secondMelee, heavyRule, data),
      };
  const attacker: MeleeSide = {
    unitId: input.attacker.unitId,
    figure: input.attacker.figure,
    hth: attackerWeapon.hth,
    modifiers: mountedModifiers(input.attacker, secondMelee, heavyRule, data),
    ...(caught ? { takesDamage: false } : {}),
  };

  let armourSaved = false;
  let breakthrough: BreakthroughMove | null = null;
  const sideOf = (s: MeleeSide): Fighter =>
    s.figure.id === input.attacker.figure.id ? input.attacker : input.defender;

  const loserDamage = (loser: MeleeSide, card: ActionCard, reader: CardReader): LoserDamage => {
    const fighter = sideOf(loser);
    if (heavyRule && fighter.heavy === true && fighter.armour === true && fighter.figure.mounted) {
      reader.annotate(card, ["location"], `location=${card.location}`);
      if (card.location === "torso") {
        armourSaved = true;
        return { outcome: "none", effects: [], note: "COMBAT_PATROL.Mounted.armour" };
      }
    }
    return applyDamage(loser.unitId, loser.figure, card.damage);
  };

  const afterMelee = (ctx: AfterMeleeContext): readonly Effect[] => {
    if (caught && ctx.winner !== "attacker") {
      // "the foot figures(s) run 2" away from the point of contact and neither figure is hurt".
      return [
        {
          kind: "move",
          unitId: input.defender.unitId,
          figureId: input.defender.figure.id,
          inches: data.caughtFromBehindRunInches,
          direction: "fall-back",
        },
      ];
    }
    const moves = breakthroughMoves(ctx, impetusCounts(input.attacker), impetusCounts(input.defender), data, {
      secondMelee,
      baseDepths: { attacker: depthOf(input.attacker, data), defender: depthOf(input.defender, data) },
    });
    breakthrough = moves.breakthrough;
    return moves.effects;
  };

  const melee = resolveMelee({ attacker, defender }, source, { ...options, hooks: { loserDamage, afterMelee } });
  const effects: Effect[] = [...melee.effects];
  for (const [fighter, weapon] of [
    [input.attacker, attackerWeapon],
    [input.defender, defenderWeapon],
  ] as const) {
    if (weapon.dropsLance)
      effects.push({
        kind: "flag",
        unitId: fighter.unitId,
        figureId: fighter.figure.id,
        flag: "lanceDropped",
        value: true,
      });
  }
  return {
    procedure: "mountedMelee",
    cards: melee.cards,
    effects,
    summary: melee.summary,
    melee,
    attackerWeapon,
    defenderWeapon,
    breakthrough,
    armourSaved,
    secondMelee,
    caughtFromBehind: caught,
  };
}

function depthOf(f: Fighter, data: MountedData): number {
  const d = f.baseDepth ?? (f.figure.mounted ? data.baseDepth.mounted : data.baseDepth.foot);
  if (!Number.isFinite(d) || d < 0) throw new RulesError("badInches", { what: "baseDepth", value: String(d) });
  return d;
}
