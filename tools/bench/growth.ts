/**
 * How the proximity pass grows with the number of tokens (tools/bench/proximity.ts's pass and
 * tokens): proximity_growth = (t2000 / t100) / (2000·log 2000 / (100·log 100)). At most 1 means
 * the pass grows within n log n.
 *
 * proximity.ts spreads every n over the same 72" x 48" table, so the density, and with it the
 * number of neighbours each token has within 2", grows with n: the answer itself grows as n², and
 * no index can stay within n log n there. proximity_growth_same_density spreads the tokens over a
 * table scaled with n (the density of 100 tokens on 72" x 48"): the index's own growth.
 *
 * Timing: blocks of one size at a time (interleaving sizes lets the large pass's garbage slow the
 * small one); a sample of 100 tokens averages 20 passes; medians of the samples.
 *
 * Also the GM's side of one draw request (the coordinator over an in-memory table): queue,
 * state load, a six-card procedure, audit entries and the JSON the socket would carry, in ms.
 *
 * Run alone: npx tsx tools/bench/growth.ts
 */
import { seededChance } from "@rules/cards/random";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import type { DeckDefinition } from "@rules/cards/deck-file";
import type { CardSource } from "@rules/cards/source";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { Figure } from "@rules/geometry";
import { DrawCoordinator } from "@foundry/kernel/draw-coordinator";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import type {
  ActionDeckRecord,
  ActivationDeckRecord,
  DeckStore,
  DeckUpdate,
  NewDeck,
  TableWriter,
} from "@foundry/kernel/draw-ports";
import { proximityPass, tokens } from "./proximity";
import { EMPTY_WORLD } from "@foundry/kernel/world-facts";

const SMALL = 100;
const LARGE = 2000;
const SAMPLES = 40;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length / 2;
  return (s[Math.floor(mid - 0.5)]! + s[Math.ceil(mid - 0.5)]!) / 2;
};

/** (t_large / t_small) / (n log n ratio). */
function growthRatio(tSmall: number, tLarge: number, small = SMALL, large = LARGE): number {
  return tLarge / tSmall / ((large * Math.log(large)) / (small * Math.log(small)));
}

/** The same tokens on a table scaled so that `n` tokens have the density of SMALL tokens. */
function sameDensity(figures: readonly Figure[]): Figure[] {
  const k = Math.sqrt(figures.length / SMALL);
  return figures.map((f) => ({ ...f, at: { x: f.at.x * k, y: f.at.y * k } }));
}

let sink = 0;

/** Median ms of one pass over `figures`, each sample averaging `per` passes. */
async function passMs(figures: readonly Figure[], per: number): Promise<number> {
  for (let i = 0; i < 5; i += 1) sink += proximityPass(figures);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const t = performance.now();
    for (let k = 0; k < per; k += 1) sink += proximityPass(figures);
    samples.push((performance.now() - t) / per);
    if (i % 10 === 9) await new Promise((r) => setTimeout(r, 0));
  }
  return median(samples);
}

export async function benchProximityGrowth(): Promise<{
  proximity_growth: number;
  proximity_growth_same_density: number;
}> {
  const few = tokens(SMALL);
  const many = tokens(LARGE);
  const spread = sameDensity(many);
  const t100 = await passMs(few, 20);
  const t2000 = await passMs(many, 1);
  const t2000spread = await passMs(spread, 1);
  if (sink < 0) throw new Error("unreachable");
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    proximity_growth: round(growthRatio(t100, t2000)),
    proximity_growth_same_density: round(growthRatio(t100, t2000spread)),
  };
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** The smallest table the coordinator runs on: one player's deck in memory, writes counted. */
class BenchTable implements DeckStore, TableWriter {
  deck: Writable<ActionDeckRecord> | null = null;
  activation: Writable<ActivationDeckRecord> | null = null;
  actionDeck(): ActionDeckRecord | null {
    return this.deck;
  }
  actionDecks(): readonly ActionDeckRecord[] {
    return this.deck ? [this.deck] : [];
  }
  activationDeck(): ActivationDeckRecord | null {
    return this.activation;
  }
  async loadDeck(): Promise<DeckDefinition> {
    return FRONTIER_DECK;
  }
  deckCards(): readonly [] {
    return [];
  }
  async saveDecks(updates: readonly DeckUpdate[]): Promise<void> {
    for (const u of JSON.parse(JSON.stringify(updates)) as DeckUpdate[]) {
      if (u.kind === "action" && this.deck) {
        this.deck.state = u.state;
        this.deck.audit = u.audit;
      } else if (u.kind === "activation" && this.activation) {
        this.activation.state = u.state;
        this.activation.audit = u.audit;
      }
    }
  }
  async createDecks(decks: readonly NewDeck[]): Promise<void> {
    for (const d of decks) {
      if (d.kind === "action")
        this.deck = { id: "deck1", ownerId: d.ownerId, deck: d.deck, state: d.state, audit: d.audit };
      else this.activation = { id: "deck2", kinds: d.kinds, scenarioCards: null, state: d.state, audit: d.audit };
    }
  }
  async replaceCards(): Promise<void> {}
  async createMessage(): Promise<void> {}
}

export async function benchDrawRequest(): Promise<{ draw_request_ms: number }> {
  const table = new BenchTable();
  const procedures = new ProcedureRegistry();
  procedures.register("volley", {
    run(_input: unknown, source: CardSource) {
      return { serials: Array.from({ length: 6 }, () => source.draw({ reason: "fire.shot", section: "hit" }).serial) };
    },
  });
  let clock = 0;
  const chance = seededChance(1);
  const gm = new DrawCoordinator({
    store: table,
    writer: table,
    users: { name: (id) => id, isGM: (id) => id === "gm" },
    procedures,
    // The bench's procedure reads no piece.
    world: async () => EMPTY_WORLD,
    options: () => DEFAULT_OPTIONS,
    now: () => (clock += 1),
    chance: () => chance,
  });
  const query = { procedure: "volley", input: {}, requesterId: "p1", deckOwnerId: "p1", serials: null };
  const times: number[] = [];
  for (let i = 0; i < 550; i += 1) {
    const t = performance.now();
    JSON.stringify(await gm.draw(JSON.parse(JSON.stringify(query)) as typeof query));
    if (i >= 50) times.push(performance.now() - t);
    // End of Turn now and then, so the audit log stays the size of a real turn.
    if (i % 25 === 24) {
      const turn = await gm.endOfTurn({ requesterId: "gm" });
      if (!turn.ok) throw new Error(`End of Turn refused: ${turn.key}`);
    }
  }
  return { draw_request_ms: Math.round(median(times) * 1000) / 1000 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void (async () =>
    console.log(JSON.stringify({ ...(await benchProximityGrowth()), ...(await benchDrawRequest()) })))();
}
