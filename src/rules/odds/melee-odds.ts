/**
 * Exact odds of hand to hand before any card is drawn: a round of foot melee (CORE-6) and a
 * charge or any mounted fight (NAP-6.2.1 / OW-7.1d: impetus, close order, lance, heavy cavalry
 * armour, Table 2 after the fight), each the ENGINE's procedure run over every order of the cards
 * that can be drawn (draws.ts): who wins, how the loser ends, and for a charge the same odds had
 * the charger chosen otherwise (without impetus, out of close order, with his secondary weapon).
 */
import { resolveMountedMelee, type Fighter, type MountedMeleeInput } from "../mounted/melee";
import type { MountedOptions } from "../mounted/options";
import { resolveMelee, type MeleeInput, type MeleeOptions, type MeleeWinner } from "../procedures/melee";
import type { Piles } from "./check-odds";
import { chanceOf, drawOdds } from "./draws";
import type { Probability } from "./fraction";

interface MeleeRoundOdds {
  /** P(the attacker wins), P(a tie), P(the defender wins). */
  readonly winner: Readonly<Record<MeleeWinner, Probability>>;
  /** P(the defender is incapacitated), P(the attacker is). */
  readonly defenderDown: Probability;
  readonly attackerDown: Probability;
  /** P(the loser is wounded but stands), either side. */
  readonly loserWounded: Probability;
}

function roundOdds(odds: ReadonlyMap<string, Probability>): MeleeRoundOdds {
  const is = (winner: MeleeWinner, outcome?: string) =>
    chanceOf(odds, (k) => k.startsWith(`${winner}:`) && (outcome === undefined || k.endsWith(`:${outcome}`)));
  return {
    winner: { attacker: is("attacker"), tie: is("tie"), defender: is("defender") },
    defenderDown: is("attacker", "incapacitated"),
    attackerDown: is("defender", "incapacitated"),
    loserWounded: chanceOf(odds, (k) => k.endsWith(":wounded")),
  };
}

/** CORE-6 one round of foot hand to hand (resolveMelee), over the cards that can be drawn. */
export function meleeRoundOdds(input: MeleeInput, piles: Piles, options?: MeleeOptions): MeleeRoundOdds {
  return roundOdds(
    drawOdds(
      piles.pool,
      (s) => resolveMelee(input, s, options),
      (r) => `${r.winner}:${r.loserOutcome}`,
      piles,
    ),
  );
}

interface ChargeOdds extends MeleeRoundOdds {
  /** P(a heavy cavalryman's armour turns the loser's torso hit aside). */
  readonly armourSaved: Probability;
  /** P(the mounted victor must advance (Table 2), possibly into a second melee). */
  readonly mustAdvance: Probability;
}

/** NAP-6.2.1 / OW-7.1d one round of a mounted (or mixed) fight (resolveMountedMelee). */
export function chargeOdds(input: MountedMeleeInput, piles: Piles, options?: MountedOptions): ChargeOdds {
  const odds = drawOdds(
    piles.pool,
    (s) => resolveMountedMelee(input, s, options),
    (r) =>
      `${r.melee.winner}:${r.armourSaved ? "armour" : "-"}:${r.breakthrough?.mustAdvance ? "advance" : "-"}:${r.melee.loserOutcome}`,
    piles,
  );
  return {
    ...roundOdds(odds),
    armourSaved: chanceOf(odds, (k) => k.includes(":armour:")),
    mustAdvance: chanceOf(odds, (k) => k.includes(":advance:")),
  };
}

/** A choice the charger makes before the fight, and the odds it gives. */
interface ChargeChoice {
  /** "asPlanned", "noImpetus", "noCloseOrder", "secondaryWeapon". */
  readonly key: "asPlanned" | "noImpetus" | "noCloseOrder" | "secondaryWeapon";
  readonly attacker: Fighter;
  readonly odds: ChargeOdds;
}

/**
 * NAP-6.2.1.2 / NAP-5.3 / OW-7.1d the charge as planned, and as it would go had the charger given
 * up each advantage he holds: his impetus, his close order, his lance (for his secondary weapon,
 * allowed only when not moving). Choices the rules refuse are left out.
 */
export function chargeChoices(input: MountedMeleeInput, piles: Piles, options?: MountedOptions): ChargeChoice[] {
  const a = input.attacker;
  const variants: [ChargeChoice["key"], Fighter | null][] = [
    ["asPlanned", a],
    ["noImpetus", a.impetus ? { ...a, impetus: false } : null],
    ["noCloseOrder", a.closeOrder ? { ...a, closeOrder: false } : null],
    [
      "secondaryWeapon",
      a.weapon.lanceHth && a.lance?.secondary && a.lance.use === "lance" && !a.moving
        ? { ...a, lance: { ...a.lance, use: "secondary" } }
        : null,
    ],
  ];
  return variants.flatMap(([key, attacker]) =>
    attacker ? [{ key, attacker, odds: chargeOdds({ ...input, attacker }, piles, options) }] : [],
  );
}
