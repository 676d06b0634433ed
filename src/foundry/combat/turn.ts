/**
 * CORE-3 / CORE-11 the turn on Foundry's Combat, as a flow over ports (tests drive it with
 * doubles; combat/foundry.ts gives the real ones). The rules are the engine's: who rolls, what
 * an Activation Card does, who may swap dice; this module only sequences them:
 *
 *   turn start   one d6 per leader, hero, herd and lit fuse (Foundry's Roll: visible), fed to
 *                rollCommandDice; a hero attached to a unit rolls his own (OW-4a, on his figure);
 *                the dice written in one batch, one chat message
 *   each step    the GM's draw service draws ONE Activation Card; resolveActivationCard (Elite,
 *                Green, Hero through the Old West hook) and the Old West's herds (OW-9.2.3 herded
 *                herds join their herders, OW-9.2.7 stampeding herds on every card); the `acted`
 *                marks in one batch, one chat message, the activated units highlighted; a lit
 *                fuse whose die matches the number goes off (OW-6.1.2); then every stampeding
 *                herd moves one card on the table (not on End of Turn)
 *   End of Turn  the card's effects (dice cleared, acted reset, stampedes end), the decks
 *                recalled and reshuffled by the draw service, the turn's end told to who listens
 *                (extensions.ts), then the dice are rolled again
 */
import type { FigureState, UnitState, Effect } from "@rules/model";
import type { BurstSize } from "@rules/cards/schema";
import type { RulesOptions } from "@rules/options";
import { commandRadius as radiusOf, figuresDistance, type Figure } from "@rules/geometry";
import {
  endActivation,
  fixedDice,
  presentLeader,
  resolveActivationCard,
  rollCommandDice,
  swapCommandDice,
  type ActivationResult,
  type SwapResult,
  type UnitActivation,
} from "@rules/procedures";
import { swapOldWestDice } from "@rules/old-west/leaders";
import type { ActivationDrawn, DrawResponse, EndOfTurnReport } from "@foundry/kernel/draw-ports";
import { makeRecord, type ResultRecord } from "@foundry/kernel/result-record";
import { clearMovedEffects } from "@foundry/canvas/moved-flags";
import { soloUnit } from "@foundry/kernel/solo-unit";
import { attachedHeroes, loneHeroesInUnitActors } from "./heroes";

/** The activation shown on the tracker and the tokens until the next card. */
// CORE-3 the stored shape lives with its reader in the kernel (the GM's checks read it too).
export type { CurrentActivation } from "@foundry/kernel/activation-flag";
import type { CurrentActivation } from "@foundry/kernel/activation-flag";

/** OW-6.1.2 a lit fuse on a placed charge: it rolls a command die at turn start like a leader. */
export interface LitFuse {
  readonly id: string;
  readonly name: string;
  /** This turn's die, null before it is rolled. */
  readonly die: number | null;
  /** OW-6a the charge's HE template (its item's explosives row), for the blast to place. */
  readonly template?: BurstSize;
}

/** A d6 roll made with Foundry's Roll: its values, and the roll to show (JSON). */
interface DiceRoll {
  readonly values: readonly number[];
  readonly roll: object | null;
}

export interface TurnPorts {
  options(): RulesOptions;
  /** The units in the combat (unit actors of its combatants, lone figures as units of one). */
  units(): readonly UnitState[];
  /** Fuses lit on placed charges (OW-6.1.2): each rolls a die like a leader; empty when none. */
  fuses(): readonly LitFuse[];
  /** OW-6.1.2 the fuses' dice written on their charges (one batch). */
  recordFuseDice(rolls: readonly { readonly id: string; readonly value: number }[]): Promise<void>;
  /**
   * OW-6.1.2 these charges' dice matched the Activation Card (the engine's chargesCardHook): each
   * is marked exploded (one batch) and the table is offered its blast to place.
   */
  fusesExplode(fuses: readonly LitFuse[], number: number): Promise<void>;
  /** OW-9.2.7 every stampeding herd moves one card (after each Activation Card but End of Turn). */
  stampedes(): Promise<void>;
  rollDice(count: number): Promise<DiceRoll>;
  drawActivation(): Promise<DrawResponse<ActivationDrawn>>;
  /** OW-4b the Hero card: the heroes that activate (the service draws their d10 cards). */
  heroActivations(lastNumber: number | null): Promise<readonly UnitActivation[]>;
  endOfTurnDecks(): Promise<DrawResponse<EndOfTurnReport>>;
  /** The turn ended (its decks recalled, before the next turn's dice): what other screens record (extensions.ts). */
  turnEnded?(turn: number): Promise<void>;
  /** The engine's effects in one batch. */
  applyEffects(effects: readonly Effect[]): Promise<void>;
  /** One chat message (already applied: the GM's turn actions write their effects at once). */
  post(record: ResultRecord, roll: object | null): Promise<void>;
  /** Show the activation (tracker, tokens); null clears it. */
  setActivation(activation: CurrentActivation | null): Promise<void>;
}

/**
 * CORE-3 who rolls a command die: a unit with its leader present, a hero, a herd that is not
 * herded (OW-9.2.3), a unit that is not someone's herd. Units without a leader do not roll.
 */
export function rollsCommandDie(unit: UnitState): boolean {
  if (unit.kind === "herd") return unit.flags?.["herdedBy"] === null || unit.flags?.["herdedBy"] === undefined;
  if (unit.figures.some((f) => f.hero && !f.incapacitated)) return true;
  return presentLeader(unit) !== null;
}

/**
 * CORE-3 turn start: every die rolled, written in one batch, shown in one message. OW-4a a hero
 * attached to a unit rolls his own die in the same Roll (written on his figure, same batch); a
 * hero alone in a unit actor has any die of his own cleared (his unit's die is his).
 */
export async function startTurn(ports: TurnPorts, turn: number): Promise<ResultRecord> {
  const all = ports.units();
  const units = all.filter(rollsCommandDie);
  const heroes = attachedHeroes(all).map((h) => soloUnit(h.figure));
  const dice = [...units, ...heroes];
  const fuses = ports.fuses();
  const roll = await ports.rollDice(dice.length + fuses.length);
  const result = rollCommandDice(dice, fixedDice(roll.values.slice(0, dice.length)));
  const fuseRolls = fuses.map((f, i) => ({ unitId: f.id, value: roll.values[dice.length + i]! }));
  const withFuses = { ...result, rolls: [...result.rolls, ...fuseRolls] };
  const record = makeRecord({
    result: withFuses,
    drawn: [],
    units: dice,
    unitNames: fuses,
    title: { key: "COMBAT_PATROL.Combat.turnStart", data: { turn } },
  });
  const cleared = loneHeroesInUnitActors(all).map((h): Effect => ({
    kind: "commandDie",
    unitId: h.figure.id,
    value: null,
  }));
  await ports.applyEffects([...result.effects, ...cleared]);
  if (fuseRolls.length > 0) await ports.recordFuseDice(fuseRolls.map((r) => ({ id: r.unitId, value: r.value })));
  await ports.post(record, roll.roll);
  await ports.setActivation(null);
  return record;
}

/** CORE-3 one step: the next Activation Card and what it does. Null when the service refused. */
export async function drawNextCard(ports: TurnPorts): Promise<ActivationResult | null> {
  const drawn = await ports.drawActivation();
  if (!drawn.ok) return null;
  const { card, before, state } = drawn.output;
  const units = ports.units();
  const options = ports.options();
  const heroes = card.kind === "hero" ? await ports.heroActivations(before.lastNumber) : [];
  const fuses = ports.fuses();
  // The Old West's herds, stampedes and lit fuses: loaded with the first card drawn, not at start.
  const ow = await import("./old-west-turn");
  const base = resolveActivationCard(
    { card, before, units },
    {
      rules: options,
      // OW-6.1.2 the engine decides which lit charges explode (its results in `supplements`).
      hooks: {
        hero: () => heroes,
        endOfTurn: (all) => ow.stampedeEndOfTurn(all),
        everyCard: fuses.length > 0 ? [ow.chargesCardHook(fuses.map(ow.chargeOfFuse))] : [],
      },
    },
  );
  const result = ow.withHerds(base, units, options);
  const record = makeRecord({
    result,
    drawn: [],
    units,
    unitNames: fuses,
    title: { key: "COMBAT_PATROL.Combat.step", data: { turn: before.turn } },
  });
  // CORE-5.2 a unit's activation starts: what it moved last activation no longer counts as "moved".
  const cleared = clearMovedEffects(
    units,
    result.activations.map((a) => a.unitId),
  );
  await ports.applyEffects([...result.effects, ...cleared]);
  await ports.post(record, null);
  if (result.endOfTurn) {
    await endTurn(ports, state.turn);
    return result;
  }
  const again = result.activations.filter((a) => a.count > 1).map((a) => a.unitId);
  await ports.setActivation({
    card: card.id,
    number: result.number,
    units: result.activations.map((a) => a.unitId),
    lost: result.lost,
    turn: before.turn,
    again,
  });
  const going = ow.fusesGoingOff(fuses, result);
  if (going.length > 0 && result.number !== null) await ports.fusesExplode(going, result.number);
  await ports.stampedes();
  return result;
}

/**
 * CORE-3 Elite: a unit that activates twice on one number ends its first activation before the
 * second: endActivation (NAP-4 activation-long flags cleared) and, as at any activation's start,
 * its CORE-5.2 "moved" flags; one batch, one message. Null when the unit has no second activation due.
 */
export async function secondActivation(
  ports: Pick<TurnPorts, "units" | "options" | "applyEffects" | "post" | "setActivation">,
  activation: CurrentActivation | null,
  unitId: string,
): Promise<CurrentActivation | null> {
  if (!activation?.again?.includes(unitId)) return null;
  const units = ports.units();
  const unit = units.find((u) => u.id === unitId);
  if (!unit) return null;
  const ended = endActivation(unit, { rules: ports.options() });
  await ports.applyEffects([...ended.effects, ...clearMovedEffects([unit], [unit.id])]);
  await ports.post(
    makeRecord({
      result: ended,
      drawn: [],
      units: [unit],
      title: { key: "COMBAT_PATROL.Combat.secondActivation", data: { unit: unit.name } },
    }),
    null,
  );
  const next = { ...activation, again: activation.again.filter((id) => id !== unitId) };
  await ports.setActivation(next);
  return next;
}

/**
 * CORE-3 End of Turn (after the card's own effects): decks recalled and reshuffled, the turn's end
 * told (a starter adventure records it and checks victory), dice rolled again.
 */
async function endTurn(ports: TurnPorts, turn: number): Promise<void> {
  const decks = await ports.endOfTurnDecks();
  await ports.turnEnded?.(turn);
  await startTurn(ports, decks.ok ? decks.output.turn : turn + 1);
}

/* ------------------------------------------------------------------ dice swap (CORE-11, OW-3b, OW-9.1) */

/** The leader of a unit as geometry sees him (his token's centre and base), null when off the table. */
export type LeaderAt = (unit: UnitState) => Figure | null;

function swap(
  giver: UnitState,
  receiver: UnitState,
  units: readonly UnitState[],
  number: number,
  distanceInches: number,
  options: RulesOptions,
): SwapResult {
  const input = { giver, receiver, units, number, distanceInches };
  return options.era === "old-west"
    ? swapOldWestDice(input, { rules: options })
    : swapCommandDice(input, { rules: options });
}

/** Inches between two units' leaders (base edge to base edge), null when either is off the table. */
function leaderDistance(giver: UnitState, receiver: UnitState, at: LeaderAt): number | null {
  const a = at(giver);
  const b = at(receiver);
  return a && b ? figuresDistance(a, b) : null;
}

/**
 * CORE-11 the units a trained leader whose number came up may give his die to: subordinates
 * in his command radius (geometry, from the tokens) that have not acted. The engine decides
 * each (a unit it refuses is not offered).
 */
export function swapCandidates(
  giver: UnitState,
  units: readonly UnitState[],
  number: number,
  at: LeaderAt,
  options: RulesOptions,
): UnitState[] {
  return units.filter((receiver) => {
    if (receiver.id === giver.id) return false;
    const d = leaderDistance(giver, receiver, at);
    if (d === null) return false;
    try {
      swap(giver, receiver, units, number, d, options);
      return true;
    } catch {
      return false;
    }
  });
}

/** The radius drawn for a giver's leader (geometry's command radius), null without one. */
export function giverRadius(giver: UnitState, options: RulesOptions): number | null {
  const leader: FigureState | null = presentLeader(giver);
  return leader?.leaderRank ? radiusOf(leader.leaderRank, leader.trained, options) : null;
}

/** CORE-11 swap: the engine's result written in one batch and shown in one message. */
export async function swapDice(
  ports: Pick<TurnPorts, "units" | "options" | "applyEffects" | "post">,
  giverId: string,
  receiverId: string,
  number: number,
  at: LeaderAt,
): Promise<SwapResult> {
  const units = ports.units();
  const giver = units.find((u) => u.id === giverId);
  const receiver = units.find((u) => u.id === receiverId);
  if (!giver || !receiver) throw new Error(`Combat Patrol | no unit ${giver ? receiverId : giverId} in the combat`);
  const distance = leaderDistance(giver, receiver, at) ?? Number.POSITIVE_INFINITY;
  const result = swap(giver, receiver, units, number, distance, ports.options());
  await ports.applyEffects(result.effects);
  await ports.post(makeRecord({ result, drawn: [], units: [giver, receiver] }), null);
  return result;
}
