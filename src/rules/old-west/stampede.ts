/**
 * OW-9.2.7 Stampede.
 *
 * "(Sheep flocks are exempt from this.) A check should be made in the following cases: A unit fires
 * a weapon within 2" of the herd; The herd is charged; A unit within 2" of the herd is charged; The
 * herd loses a figure; Other startling event (at the GM's discretion)." (OW-9.2.6 adds: "If fired on
 * they automatically check for stampede"; OW-9.2.3: a herded charge "is an automatic stampede".)
 * "Regardless of cause, draw a card and check the open terrain morale result. If the result is an
 * advance toward the enemy, the herd stampedes. Draw a card and check the scatter arrow. The herd
 * will stampede in this direction. For the duration of the turn, the herd's activation die is
 * ignored. Instead, the herd moves one card of movement on every activation card played until the
 * end of the turn. At the end of the turn, the stampede ends and the herd is marked stunned."
 * OW-9.2.7b "Figures within 1" of a stampeding herd at any point during its move must resolve a melee
 * attack. If the figure wins the melee, a random animal within range might be killed (draw a combat
 * result and ... apply the results, ignoring wounds) ... If the result is a tie, the figure is
 * stunned in place but avoids damage. Losing the melee means the figure is trampled; draw and apply
 * the combat result without cover modifiers."
 */
import type { Grade } from "../cards/schema";
import type { CardSource } from "../cards/source";
import { moraleResult } from "../cards/read";
import { RulesError } from "../errors";
import {
  add,
  asIndex,
  clockBearing,
  scatterDisplacement,
  startles,
  sub,
  trampledBy,
  type Figure,
  type Figures,
  type Point,
} from "../geometry";
import { stampedeTerrainPath, type StampedeObstacle, type StampedeTerrainResult } from "./stampede-terrain";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import type { ActivationCardHook } from "../procedures/activation";
import { applyDamage } from "../procedures/damage";
import { randomizedIndex } from "../procedures/fire";
import { resolveMelee, type MeleeModifier, type MeleeOptions, type MeleeResult } from "../procedures/melee";
import { resolveMovement, type MovementResult } from "../procedures/movement";
import { CardReader } from "../procedures/reader";
import { LIVESTOCK_RULES } from "../tables";
import {
  centralFigure,
  checkAnimals,
  herdLossEffects,
  speciesOf,
  type HerdState,
  type StampedeTrigger,
} from "./animals";
import { OW_FLAGS, flagOf, owDataOf, standing, type OldWestOptions } from "./common";

export const STAMPEDE_TRIGGERS: readonly StampedeTrigger[] = [
  "fireWithin2",
  "herdCharged",
  "unitWithin2Charged",
  "lostFigure",
  "gmEvent",
  "firedOn",
  "herdersCharge",
];

/** OW-9.2.7 does a unit firing from here startle the herd (within 2" of any of its figures)? */
export function fireStartlesHerd(shooter: Figure, herd: readonly Figure[]): boolean {
  return startles(shooter, herd);
}

export interface StampedeCheckResult extends ProcedureResult<"ow.stampedeCheck"> {
  readonly trigger: StampedeTrigger;
  /** False when no check is made (sheep, bears, already stampeding). */
  readonly checked: boolean;
  /** The herd's Guts column read (Table 3). */
  readonly grade: Grade;
  readonly result: string | null;
  readonly stampedes: boolean;
  /** Direction of the stampede (scatter arrow), null when it does not stampede. */
  readonly clock: number | null;
}

/**
 * OW-9.2.7 the stampede check: the open-terrain morale result in the herd's Guts column; "advance
 * toward the enemy" stampedes (a herded charge stampedes without the check); a second card's scatter
 * arrow gives the direction; the herd's die is ignored for the rest of the turn.
 */
export function stampedeCheck(
  herd: HerdState,
  trigger: StampedeTrigger,
  source: CardSource,
  options?: OldWestOptions,
): StampedeCheckResult {
  checkAnimals(options);
  if (!STAMPEDE_TRIGGERS.includes(trigger)) throw new RulesError("COMBAT_PATROL.Error.badTrigger", { trigger });
  const animal = speciesOf(herd);
  const grade = animal.guts;
  const base = { procedure: "ow.stampedeCheck" as const, trigger, grade };
  if (!animal.stampedes || herd.stampeding || standing(herd.unit).length === 0) {
    return {
      ...base,
      cards: [],
      effects: [],
      summary: { key: "COMBAT_PATROL.OldWest.Stampede.noCheck", data: { unit: herd.unit.name } },
      checked: false,
      result: null,
      stampedes: herd.stampeding,
      clock: herd.stampedeClock,
    };
  }
  const reader = new CardReader(source);
  let result: string | null = null;
  let stampedes = trigger === "herdersCharge";
  if (!stampedes) {
    const card = reader.draw(
      `ow.stampedeCheck:${herd.unit.id}`,
      ["morale"],
      (c) => `${grade}/open=${moraleResult(c, grade, "open")}`,
    );
    result = moraleResult(card, grade, "open");
    stampedes = result === owDataOf(options).animals.stampedeOn;
  }
  let clock: number | null = null;
  const effects: Effect[] = [];
  if (stampedes) {
    const dir = reader.draw(`ow.stampedeDirection:${herd.unit.id}`, ["scatter"], (c) => `clock=${c.scatter.clock}`);
    clock = dir.scatter.clock;
    effects.push(
      { kind: "flag", unitId: herd.unit.id, figureId: null, flag: OW_FLAGS.stampeding, value: true },
      { kind: "flag", unitId: herd.unit.id, figureId: null, flag: OW_FLAGS.stampedeClock, value: clock },
      { kind: "commandDie", unitId: herd.unit.id, value: null },
    );
  }
  return {
    ...base,
    cards: reader.cards,
    effects,
    summary: {
      key: stampedes ? "COMBAT_PATROL.OldWest.Stampede.stampedes" : "COMBAT_PATROL.OldWest.Stampede.calm",
      data: { unit: herd.unit.name, result: result ?? "-", clock: clock ?? "-" },
    },
    checked: true,
    result,
    stampedes,
    clock,
  };
}

export interface StampedeGeometry {
  /** The herd's figures on the table. */
  readonly herdAt: readonly Figure[];
  /** Every other figure (for trampling). */
  readonly others: Figures;
  /** Bearing the scatter clock is read from (the herd's facing: 12 o'clock = straight on). */
  readonly referenceBearing: number;
  /**
   * OW-9.2.7 the obstacles on the table (walls, fences; areas the GM marked small/medium/large):
   * given, the move follows stampedeTerrainPath from the central figure.
   */
  readonly obstacles?: readonly StampedeObstacle[];
}

export interface StampedeMoveResult extends ProcedureResult<"ow.stampedeMove"> {
  readonly movement: MovementResult;
  readonly clock: number;
  /** The herd's displacement, inches (when the geometry was given). */
  readonly displacement: Point | null;
  /** Figures within 1" of the herd at any point of this move: each fights trampleMelee. */
  readonly trampled: readonly string[];
  /** OW-9.2.7 the path(s) over the obstacles and what happened at each; null without obstacles. */
  readonly terrain: StampedeTerrainResult | null;
}

/**
 * OW-9.2.7 a stampeding herd on an Activation Card: one card of movement in the stampede direction
 * (wounds ignored); with the geometry, the figures it passes within 1" of (trampling).
 */
export function stampedeMove(
  herd: HerdState,
  source: CardSource,
  geometry?: StampedeGeometry,
  options?: OldWestOptions,
): StampedeMoveResult {
  checkAnimals(options);
  if (!herd.stampeding || herd.stampedeClock === null)
    throw new RulesError("COMBAT_PATROL.Error.notStampeding", { unit: herd.unit.name });
  const movement = resolveMovement(
    {
      unitId: herd.unit.id,
      figure: centralFigure(herd),
      baseCards: LIVESTOCK_RULES.stampedeCardsPerActivationCard,
      woundedHalved: false,
    },
    source,
    options,
  );
  const clock = herd.stampedeClock;
  let displacement = geometry
    ? scatterDisplacement({ clock, inches: movement.inches }, geometry.referenceBearing)
    : null;
  let trampled =
    geometry && displacement ? trampledBy(geometry.others, geometry.herdAt, displacement).map((f) => f.id) : [];
  let terrain: StampedeTerrainResult | null = null;
  if (geometry?.obstacles && geometry.herdAt.length > 0) {
    const central = geometry.herdAt.find((f) => f.id === herd.centralId) ?? geometry.herdAt[0]!;
    terrain = stampedeTerrainPath({
      start: central.at,
      bearing: clockBearing(clock, geometry.referenceBearing),
      inches: movement.inches,
      obstacles: geometry.obstacles,
    });
    // Trampling along every leg of every path, the herd carried along with its central figure.
    const hit = new Set<string>();
    for (const path of terrain.paths) {
      for (let i = 1; i < path.points.length; i++) {
        const offset = sub(path.points[i - 1]!, central.at);
        const herdHere = geometry.herdAt.map((f) => ({ ...f, at: add(f.at, offset) }));
        for (const f of trampledBy(geometry.others, herdHere, sub(path.points[i]!, path.points[i - 1]!))) hit.add(f.id);
      }
    }
    trampled = asIndex(geometry.others)
      .figures.filter((f) => hit.has(f.id))
      .map((f) => f.id);
    displacement = sub(terrain.paths[0]!.end, central.at);
  }
  const effects: Effect[] = [
    { kind: "move", unitId: herd.unit.id, figureId: null, inches: movement.inches, direction: "scatter", clock },
  ];
  return {
    procedure: "ow.stampedeMove",
    cards: movement.cards,
    effects,
    summary: {
      key: "COMBAT_PATROL.OldWest.Stampede.move",
      data: { unit: herd.unit.name, inches: movement.inches, clock, trampled: trampled.length },
    },
    movement,
    clock,
    displacement,
    trampled,
    terrain,
  };
}

/**
 * OW-9.2.7 the base activation's everyCard hook: "the herd moves one card of movement on every
 * activation card played until the end of the turn" (not on the End of Turn card, which ends the
 * stampede). Each stampeding herd's move is drawn from the Activation Card's Action Deck; its
 * card reads, move effect and StampedeMoveResult (the figures it tramples) come back in the
 * Activation Card's result. `geometryOf` gives the table positions when known.
 */
export function stampedeCardHook(
  herds: readonly HerdState[],
  options?: OldWestOptions,
  geometryOf?: (herd: HerdState) => StampedeGeometry | undefined,
): ActivationCardHook {
  return (ctx) => {
    if (ctx.endOfTurn) return {};
    const moves = herds
      .filter((h) => h.stampeding)
      .map((h) => ctx.run((source) => stampedeMove(h, source, geometryOf?.(h), options)));
    return { effects: moves.flatMap((m) => m.effects), results: moves };
  };
}

/**
 * OW-9.2.7 the base activation's `hooks.endOfTurn`: every stampede ends and the herd is marked
 * stunned (each standing animal).
 */
export function stampedeEndOfTurn(units: readonly UnitState[]): Effect[] {
  const effects: Effect[] = [];
  for (const unit of units) {
    if (flagOf(unit, OW_FLAGS.stampeding) !== true) continue;
    effects.push(
      { kind: "flag", unitId: unit.id, figureId: null, flag: OW_FLAGS.stampeding, value: false },
      { kind: "flag", unitId: unit.id, figureId: null, flag: OW_FLAGS.stampedeClock, value: null },
      ...standing(unit).map((f): Effect => ({ kind: "stun", unitId: unit.id, figureId: f.id, stunned: true })),
    );
  }
  return effects;
}

export interface TrampleInput {
  readonly herd: HerdState;
  /** The animals within 1" of the figure, nearest first (the card's randomizer picks among them). */
  readonly animalsInRange: readonly FigureState[];
  readonly figureUnitId: string;
  readonly figure: FigureState;
  /** The figure's weapon HtH and modifiers. */
  readonly hth: number;
  readonly modifiers?: readonly MeleeModifier[];
}

export interface TrampleResult extends ProcedureResult<"ow.trample"> {
  readonly melee: MeleeResult;
  readonly outcome: "won" | "tie" | "trampled";
  /** The animal killed when the figure won and the combat result was Incapacitate. */
  readonly animalKilled: string | null;
}

/**
 * OW-9.2.7b a figure within 1" of a stampeding herd fights a melee (the herd's Table 3 Melee, no HtH):
 * won = a random animal in range takes a combat result, wounds ignored (Incapacitate kills it);
 * tie = the figure is stunned in place; lost = trampled, the combat result applies (no cover). No
 * recoil or advance: the beasts break around the figure.
 */
export function trampleMelee(
  input: TrampleInput,
  source: CardSource,
  options?: OldWestOptions & MeleeOptions,
): TrampleResult {
  checkAnimals(options);
  const { herd, figure } = input;
  if (!herd.stampeding) throw new RulesError("COMBAT_PATROL.Error.notStampeding", { unit: herd.unit.name });
  const animals = input.animalsInRange.filter((a) => !a.incapacitated);
  if (animals.length === 0) throw new RulesError("COMBAT_PATROL.Error.noTargets", { unit: herd.unit.name });
  const species = speciesOf(herd);
  const beast: FigureState = { ...animals[0]!, melee: species.melee };
  let animalKilled: string | null = null;
  const melee = resolveMelee(
    {
      attacker: { unitId: herd.unit.id, figure: beast, hth: 0 },
      defender: { unitId: input.figureUnitId, figure, hth: input.hth, modifiers: input.modifiers ?? [] },
    },
    source,
    {
      ...options,
      hooks: {
        afterMelee: (ctx) =>
          ctx.winner === "tie"
            ? [{ kind: "stun", unitId: input.figureUnitId, figureId: figure.id, stunned: true }]
            : [],
        loserDamage: (loser, card, reader) => {
          if (loser.figure.id === figure.id) return applyDamage(input.figureUnitId, figure, card.damage);
          const victim = animals[randomizedIndex(card.randomizer, animals.length)]!;
          reader.annotate(card, ["randomizer"], `randomizer=${card.randomizer} animal=${victim.id}`);
          if (card.damage !== "INCAPACITATE")
            return { outcome: "none", effects: [], note: "COMBAT_PATROL.OldWest.Herd.woundIgnored" };
          animalKilled = victim.id;
          return {
            outcome: "incapacitated",
            effects: [{ kind: "incapacitate", unitId: herd.unit.id, figureId: victim.id }],
          };
        },
      },
    },
  );
  const outcome: TrampleResult["outcome"] =
    melee.winner === "defender" ? "won" : melee.winner === "tie" ? "tie" : "trampled";
  return {
    procedure: "ow.trample",
    cards: melee.cards,
    // OW-9.2.2 an animal killed is one fewer in the herd: the explicit count, as fire at a herd gives it.
    effects: herdLossEffects(herd, melee.effects),
    summary: {
      key: `COMBAT_PATROL.OldWest.Stampede.trample.${outcome}`,
      data: { figure: figure.name, unit: herd.unit.name },
    },
    melee,
    outcome,
    animalKilled,
  };
}
