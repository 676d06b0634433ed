/**
 * CORE-3 a seeded game of a starter adventure with the engine on both sides, on the table double
 * (tests/doubles/adventure-table.ts): the turn as the GM's Combat runs it (combat/turn.ts startTurn,
 * drawNextCard; End of Turn records the victory check, adventure/turn-record.ts), and after each
 * Activation Card the GM's client plays every unit it activated by that side's doctrine
 * (opponent/opponent-turn.ts playActivation), through the REAL actions and GM procedures. The seed
 * gives the command dice, the order each deck's cards come in (the Activation Deck each turn, the
 * GM's Action Deck) and any other d6: the same game replays. No Math.random.
 *
 * What the engine leaves to the GM stays unplayed here, as at a table with nobody at it: a Gatling, herds
 * (opponent-turn.ts engineUnits), a runaway wagon's run, a stampede's run, a lit fuse.
 */
import { newActivationDeck } from "@rules/procedures";
import type { DrawChance } from "@rules/cards/random";
import { textHash } from "@rules/cards/random";
import type { DoctrineId } from "@rules/opponent/doctrine-data";
import type { TurnRecord, Verdict } from "@rules/scenario";
import type { UnitState } from "@rules/model";
import type { Figure } from "@rules/geometry";
import { drawNextCard, secondActivation, startTurn, type TurnPorts } from "@foundry/combat/turn";
import type { CurrentActivation } from "@foundry/kernel/activation-flag";
import { activationOptions } from "@foundry/kernel/deck-setup";
import type { Table } from "@foundry/kernel/table-ports";
import { playActivation, type ObjectiveOf, type UnitPlay } from "@foundry/opponent/opponent-turn";
import { objectivesIn } from "@foundry/opponent/scenario-objective";
import { whyText } from "@foundry/opponent/why-card";
import { recordTurn, type RecordPorts } from "@foundry/adventure/turn-record";
import type { CombatScenario } from "@foundry/adventure/scenario-flag";
import { starterFlagFrom } from "@foundry/adventure/starter";
import { adventureTable, type AdventureTable } from "../doubles/adventure-table";
import { prng, type Prng } from "../doubles/recording";
import { GM, mapDistance } from "./harness";

export const DRY_CREEK = "The Dry Creek Bank Job";
export const TROIS_MOULINS = "The Bridge at Les Trois Moulins";
export const ADVENTURES = [DRY_CREEK, TROIS_MOULINS] as const;

/** A game: the adventure, the seed, each side's doctrine, the turns at most. */
export interface GameSetup {
  readonly adventure: string;
  readonly seed: number;
  readonly doctrines: { readonly a: DoctrineId; readonly b: DoctrineId };
  /** At most this many turns (default 10); the game stops sooner when the victory check settles it. */
  readonly turns?: number;
}

/** An option the GM refused: whose, which, and the engine's reason for it. */
export interface Refusal {
  readonly turn: number;
  readonly unit: string;
  readonly kind: string;
  readonly why: string;
}

export interface GameResult {
  readonly setup: GameSetup;
  /** The turns whose End of Turn was played. */
  readonly turns: number;
  /** The last End of Turn's victory check ("running" when no turn ended). */
  readonly verdict: Verdict;
  /** Figures down per side at the last End of Turn. */
  readonly casualties: { readonly a: number; readonly b: number };
  /** Every End of Turn's record, in order. */
  readonly records: readonly TurnRecord[];
  /** Every unit's play, in order. */
  readonly plays: readonly UnitPlay[];
  readonly refused: readonly Refusal[];
  /** Every warning the table showed (a refusal's line), as text. */
  readonly warnings: readonly string[];
  /** What threw, if anything did (the game stops there). */
  readonly error: string | null;
  /** The table as the game left it (where each token stands, each figure's sheet). */
  readonly table: AdventureTable;
}

/** A deck's draws, seeded from the game's seed and the deck's name (each deck its own stream). */
function seededDecks(seed: number): (deck: string) => DrawChance {
  const streams = new Map<string, Prng>();
  return (deck) => {
    let rng = streams.get(deck);
    if (!rng) {
      rng = prng((seed ^ textHash(deck)) >>> 0);
      streams.set(deck, rng);
    }
    const stream = rng;
    return { pick: (items) => stream.int(items.length) };
  };
}

/** The adventure's Combat scenario as the import copies it (its starter flag, the journal, the sides). */
export function combatScenario(table: AdventureTable): { scenario: CombatScenario; combatants: readonly string[] } {
  const raw = (table.adventure.source.flags["combat-patrol"] as { starter?: unknown } | undefined)?.starter;
  const flag = starterFlagFrom(raw);
  if (!flag?.scenario) throw new Error(`${table.adventure.source.name}: no scenario in its starter flag`);
  return {
    scenario: { ...flag.scenario, journalId: flag.journalId, sides: flag.sides },
    combatants: flag.combatants.map((c) => `Actor.${c.actorId}`),
  };
}

/** The units of the Combat as combat/foundry.ts combatUnits reads them: each combatant's piece, once. */
function combatUnits(table: AdventureTable, combatants: readonly string[]): UnitState[] {
  const units = new Map<string, UnitState>();
  for (const id of combatants) {
    const unit = table.piece(id)?.unit;
    if (unit && !units.has(unit.id)) units.set(unit.id, unit);
  }
  return [...units.values()];
}

/** End of Turn's record over the table: the combat's units with their figures' tokens. */
function recordPorts(table: AdventureTable, scenario: CombatScenario, units: () => UnitState[]): RecordPorts {
  let stored: TurnRecord[] = [];
  return {
    scenario: () => scenario,
    units: () =>
      units().map((unit) => {
        const places: Record<string, Figure> = {};
        for (const f of unit.figures) {
          const at = table.positions.get(f.id);
          if (at) places[f.id] = { ...at, id: f.id };
        }
        return { unit, places };
      }),
    records: () => stored,
    saveRecords: async (records) => {
      stored = [...records];
    },
  };
}

/** The side a unit's tokens show (side A friendly, side B hostile); null for the GM's pieces. */
function sideOf(port: Table, unitId: string): "a" | "b" | null {
  const side = port.pieces.allegiance(unitId).side;
  return side === "friendly" ? "a" : side === "hostile" ? "b" : null;
}

/** Play one activation: each unit in the card's order by its side's doctrine; Elite's second activation after. */
async function playCard(
  activation: CurrentActivation,
  game: GameSetup,
  port: Table,
  played: Set<string>,
  ports: TurnPorts,
  objectives: ObjectiveOf,
): Promise<UnitPlay[]> {
  const plays: UnitPlay[] = [];
  for (const unitId of activation.units) {
    const side = sideOf(port, unitId);
    if (!side) continue;
    const opponent = { side, doctrine: game.doctrines[side] } as const;
    plays.push(...(await playActivation({ ...activation, units: [unitId] }, opponent, port, played, objectives)));
    // CORE-3 Elite: the GM ends its first activation (the tracker's button) and it plays its second.
    const again = await secondActivation(ports, activation, unitId);
    if (again) plays.push(...(await playActivation({ ...again, units: [unitId] }, opponent, port, played, objectives)));
  }
  return plays;
}

/** One seeded game, engine against engine: up to `turns` turns, or until the victory check settles it. */
export async function playGame(game: GameSetup): Promise<GameResult> {
  const table = adventureTable(game.adventure);
  const { scenario, combatants } = combatScenario(table);
  const rng = prng(game.seed);
  table.chance = seededDecks(game.seed);
  // The results are written as they are posted: nobody sits at the GM's Apply.
  table.gmConfirms = false;
  // CORE-3 the Activation Deck as the scenario setup makes it (the Hero card only with heroes in play).
  const deck = table.store.activationDeck();
  if (!deck) throw new Error("the table double has no Activation Deck");
  table.activation = { state: newActivationDeck(activationOptions(deck, table.options)), audit: null };
  const units = () => combatUnits(table, combatants);
  const records = recordPorts(table, scenario, units);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  const d6 = () => 1 + rng.int(6);

  let settled = false;
  const ports = table.turnPorts({
    units,
    rollDice: async (count) => ({ values: Array.from({ length: count }, d6), roll: null }),
    setActivation: async (activation) => {
      table.currentActivation = activation;
    },
    turnEnded: async (turn) => {
      const recorded = await recordTurn(records, turn);
      settled = recorded !== null && recorded.record.verdict.outcome !== "running";
    },
  });

  const plays: UnitPlay[] = [];
  const refused: Refusal[] = [];
  const played = new Set<string>();
  const lastTurn = game.turns ?? 10;
  let error: string | null = null;
  try {
    await startTurn(ports, 1);
    // Each turn's cards until its End of Turn; a deck never holds more than 20 cards.
    for (let turn = 1; turn <= lastTurn && !settled; turn += 1) {
      for (let card = 0; card < 40; card += 1) {
        // Any other d6 the actions roll (a charge's command die), seeded too.
        table.dice = Array.from({ length: 20 }, d6);
        const result = await drawNextCard(ports);
        if (!result) throw new Error(`turn ${turn}: the GM's draw of an Activation Card was refused`);
        if (result.endOfTurn) break;
        const activation = table.currentActivation;
        if (!activation) continue;
        const now = await playCard(activation, game, port, played, ports, objectivesIn(scenario));
        plays.push(...now);
        for (const p of now)
          for (const t of p.tried)
            if (t.outcome === "refused") refused.push({ turn, unit: p.unit, kind: t.kind, why: whyText(t.why, port) });
      }
    }
  } catch (thrown) {
    error = thrown instanceof Error ? `${thrown.message}\n${thrown.stack ?? ""}` : String(thrown);
  }
  const all = records.records();
  const last = all[all.length - 1];
  return {
    setup: game,
    turns: all.length,
    verdict: last?.verdict ?? { outcome: "running" },
    casualties: last?.down ?? { a: 0, b: 0 },
    records: all,
    plays,
    refused,
    warnings: table.warnings.map((w) => w.text),
    error,
    table,
  };
}
