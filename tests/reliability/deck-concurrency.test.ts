/**
 * Deck integrity under concurrency (CORE-1), at the draw service's seam: eight players and the
 * GM send 1,000 requests at once (draws, discards, refused actions, physical-card serials,
 * someone else's deck, End of Turn reshuffles, re-imports), interleaved by a seeded PRNG
 * (microtask jitter on the socket and inside every write). Afterwards every deck holds its 50
 * cards exactly once, every answered draw is in the audit log and nothing else is, and no card
 * came out twice between two shuffles.
 */
import { describe, expect, it } from "vitest";
import { RulesError } from "@rules/errors";
import type { CardSource } from "@rules/cards/source";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { DECK_SIZE } from "@rules/cards/deck-file";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import { DrawClient } from "@foundry/kernel/draw-client";
import type { DrawRefusal } from "@foundry/kernel/draw-ports";
import type { DrawAnswer } from "@foundry/kernel/query-wire";
import { GM, PLAYERS, RecordingTable, coordinator, jsonLink, prng, ticks, wire, type Prng } from "../doubles/recording";
import { integrityProblems, type AnsweredDraw, type DeckAfter } from "./integrity";

const REQUESTS = 1000;

const countOf = (input: unknown): number =>
  typeof input === "object" && input !== null && "n" in input && typeof input.n === "number" ? input.n : 0;

function procedures(): ProcedureRegistry {
  const registry = new ProcedureRegistry();
  registry.register("draw", {
    run(input: unknown, source: CardSource) {
      const serials: number[] = [];
      for (let i = 0; i < countOf(input); i += 1)
        serials.push(source.draw({ reason: "fire.shot", section: "hit" }).serial);
      return { serials };
    },
  });
  registry.register("refuse", {
    run(input: unknown, source: CardSource) {
      for (let i = 0; i < countOf(input); i += 1) source.draw({ reason: "fire.shot", section: "hit" });
      throw new RulesError("noTargets", { unit: "Hale's Raiders" });
    },
  });
  return registry;
}

const serialsOut = (output: unknown): number[] =>
  typeof output === "object" && output !== null && "serials" in output && Array.isArray(output.serials)
    ? output.serials.map(Number)
    : [];

interface Run {
  readonly table: RecordingTable;
  readonly answered: AnsweredDraw[];
  readonly refusals: Map<string, number>;
  readonly kinds: Map<string, number>;
}

/** 1,000 requests from eight players and the GM, all in flight together. */
async function storm(seed: number, reshuffle: "end-of-turn" | "when-empty", reimports = false): Promise<Run> {
  const rnd: Prng = prng(seed);
  const table = new RecordingTable({ "": FRONTIER_DECK }, () => rnd.int(6));
  const gm = coordinator(table, procedures(), { reshuffle });
  const link = jsonLink(gm, () => rnd.int(4));
  const notices: DrawRefusal[] = [];
  const clients = new Map(
    PLAYERS.map((id) => [
      id,
      new DrawClient({
        link,
        prompt: { askSerial: async () => null, askActivationCard: async () => null },
        userId: () => id,
        physical: () => false,
        notify: (r) => notices.push(r),
        readDeck: () => null,
        activationState: () => null,
      }),
    ]),
  );
  const answered: AnsweredDraw[] = [];
  const refusals = new Map<string, number>();
  const kinds = new Map<string, number>();
  const refused = (key: string) => refusals.set(key, (refusals.get(key) ?? 0) + 1);
  const direct = async (query: Parameters<typeof gm.draw>[0]): Promise<DrawAnswer> => {
    await ticks(rnd.int(4));
    return wire(await gm.draw(wire(query)));
  };

  // Every player's deck exists before the storm (a scenario start), so re-imports have decks to match.
  await gm.resetActionDecks({ userIds: [...PLAYERS], deckFile: null });

  const requests: Promise<void>[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const player = rnd.pick(PLAYERS);
    const roll = rnd.next();
    const kind =
      roll < 0.42
        ? "draw"
        : roll < 0.54
          ? "discard"
          : roll < 0.61
            ? "refused"
            : roll < 0.68
              ? "physical"
              : roll < 0.72
                ? "tooMany"
                : roll < 0.78
                  ? "othersDeck"
                  : roll < 0.84
                    ? "gmDraws"
                    : roll < 0.9
                      ? "endOfTurn"
                      : roll < 0.93
                        ? "playerEndsTurn"
                        : roll < 0.96 && reimports
                          ? "reimport"
                          : "activation";
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const start = rnd.int(40);
    const n = 1 + rnd.int(8);
    const typed = Array.from({ length: n }, () => 1 + rnd.int(DECK_SIZE + 2));
    const other = rnd.pick(PLAYERS.filter((p) => p !== player));
    requests.push(
      (async () => {
        await ticks(start);
        const client = clients.get(player)!;
        const note = (
          owner: string,
          answer: { ok: true; output: unknown; draws: AnsweredDraw["draws"] } | { ok: false; key: string },
        ) => {
          if (answer.ok) answered.push({ owner, draws: answer.draws, serials: serialsOut(answer.output) });
          else refused(answer.key);
        };
        switch (kind) {
          case "draw":
            return note(player, await client.resolveErased("draw", { n }));
          case "discard":
            return note(player, await client.resolveErased("draw", { n: 0 }));
          case "refused":
            return note(player, await client.resolveErased("refuse", { n }));
          case "tooMany":
            // More cards than the deck holds: the engine runs out (deckExhausted), nothing is written.
            return note(player, await client.resolveErased("draw", { n: DECK_SIZE + 1 + rnd.int(10) }));
          case "physical":
            return note(
              player,
              await direct({
                procedure: "draw",
                input: { n },
                requesterId: player,
                deckOwnerId: player,
                serials: typed,
              }),
            );
          case "othersDeck":
            return note(
              other,
              await direct({ procedure: "draw", input: { n }, requesterId: player, deckOwnerId: other, serials: null }),
            );
          case "gmDraws":
            return note(
              player,
              await direct({ procedure: "draw", input: { n }, requesterId: GM, deckOwnerId: player, serials: null }),
            );
          case "endOfTurn": {
            const answer = wire(await gm.endOfTurn({ requesterId: GM }));
            if (!answer.ok) refused(answer.key);
            return;
          }
          case "playerEndsTurn": {
            const answer = wire(await gm.endOfTurn({ requesterId: player }));
            if (!answer.ok) refused(answer.key);
            return;
          }
          case "reimport":
            await gm.resetActionDecks({ userIds: [player, other], deckFile: null });
            return;
          case "activation": {
            const answer = wire(await gm.drawActivation({ requesterId: rnd.chance(0.5) ? GM : player, cardId: null }));
            if (!answer.ok) refused(answer.key);
            return;
          }
        }
      })(),
    );
  }
  await Promise.all(requests);
  expect(notices.length).toBeGreaterThan(0);
  return { table, answered, refusals, kinds };
}

function decksAfter(table: RecordingTable): DeckAfter[] {
  return PLAYERS.map((owner) => {
    const record = table.actionDeck(owner);
    return {
      owner,
      state: record?.state ?? null,
      cardSerials: record ? table.deckCards(record.id).map((c) => c.serial) : [],
      audit: record?.audit ?? null,
      history: record ? [...(table.history.get(record.id)?.values() ?? [])] : [],
      cycleOf: (seq: number) => table.cycleOf.get(seq),
    };
  });
}

describe("deck integrity under concurrency (CORE-1)", () => {
  for (const [seed, mode, reimports] of [
    [20240611, "end-of-turn", false],
    [777, "when-empty", false],
    [31337, "end-of-turn", true],
  ] as const) {
    it(`CORE-1 8 clients, ${REQUESTS} interleaved requests (seed ${seed}, reshuffle ${mode}${reimports ? ", re-imports" : ""}): every deck holds its 50 cards once, every answered draw is audited`, async () => {
      const run = await storm(seed, mode, reimports);
      const problems = integrityProblems({
        deckSize: DECK_SIZE,
        decks: decksAfter(run.table),
        answered: run.answered,
        storedLog: !reimports,
      });
      expect(problems).toEqual([]);

      // The storm really exercised every path: many answered draws across many shuffles, and each refusal kind.
      const drawn = run.answered.reduce((sum, a) => sum + a.draws.length, 0);
      expect(run.answered.length).toBeGreaterThan(300);
      expect(drawn).toBeGreaterThan(1000);
      expect(run.answered.some((a) => a.draws.some((d) => d.reshuffled)) || mode === "end-of-turn").toBe(true);
      expect(run.answered.some((a) => a.draws.some((d) => d.physical))).toBe(true);
      expect(run.answered.some((a) => a.draws.some((d) => d.userId === GM && d.deckOwnerId !== GM))).toBe(true);
      for (const key of ["notYourDeck", "noTargets", "deckExhausted", "gmOnly"])
        expect(run.refusals.get(`COMBAT_PATROL.Error.${key}`) ?? 0, key).toBeGreaterThan(0);
      const physicalRefused =
        (run.refusals.get("COMBAT_PATROL.Error.serialAlreadyDrawn") ?? 0) +
        (run.refusals.get("COMBAT_PATROL.Error.unknownSerial") ?? 0);
      expect(physicalRefused).toBeGreaterThan(0);
      // Seq numbers are unique and every entry is someone's answer.
      const seqs = run.answered.flatMap((a) => a.draws.map((d) => d.seq));
      expect(new Set(seqs).size).toBe(seqs.length);
    });
  }

  it("the run is deterministic: the same seed gives the same draws", async () => {
    const a = await storm(4242, "end-of-turn");
    const b = await storm(4242, "end-of-turn");
    const cards = (run: Run) => run.answered.map((x) => `${x.owner}:${x.draws.map((d) => d.card).join(".")}`);
    expect(cards(a)).toEqual(cards(b));
    expect(cards(a).length).toBeGreaterThan(300);
  });
});

describe("the integrity check itself can fail", () => {
  const good = (): { decks: DeckAfter[]; answered: AnsweredDraw[] } => {
    const order = FRONTIER_DECK.cards.map((c) => c.serial);
    const entry = (seq: number, card: number) => ({
      seq,
      turn: 1,
      userId: PLAYERS[0],
      userName: "Player 1",
      deck: "action" as const,
      deckOwnerId: PLAYERS[0],
      card: String(card),
      procedure: "draw",
      reason: "fire.shot",
      section: "hit" as const,
      reshuffled: false,
      physical: false,
      at: seq,
    });
    const draws = [entry(1, order[0]!), entry(2, order[1]!)];
    return {
      decks: [
        {
          owner: PLAYERS[0],
          state: { drawPile: order.slice(2), drawn: order.slice(0, 2), discardPile: [], shuffles: 1 },
          cardSerials: order,
          audit: { current: { turn: 1, entries: draws }, previous: null },
          history: draws,
          cycleOf: () => 1,
        },
      ],
      answered: [{ owner: PLAYERS[0], draws, serials: [order[0]!, order[1]!] }],
    };
  };
  const check = (x: { decks: DeckAfter[]; answered: AnsweredDraw[] }) =>
    integrityProblems({ deckSize: DECK_SIZE, storedLog: true, ...x });

  it("a sound table passes", () => {
    expect(check(good())).toEqual([]);
  });

  it("reports a duplicated and a lost card", () => {
    const x = good();
    const deck = x.decks[0]!;
    const state = deck.state!;
    x.decks[0] = { ...deck, state: { ...state, discardPile: [state.drawn[0]!], drawPile: state.drawPile.slice(1) } };
    const problems = check(x);
    expect(problems.some((p) => p.includes("held 2 times"))).toBe(true);
    expect(problems.some((p) => p.includes("lost"))).toBe(true);
    expect(problems.some((p) => p.includes("holds 49 cards"))).toBe(false);
  });

  it("reports an answered draw missing from the log, and a logged draw never answered", () => {
    const x = good();
    const deck = x.decks[0]!;
    x.decks[0] = { ...deck, history: deck.history.slice(1) };
    expect(check(x).some((p) => p.includes("is not in the audit log"))).toBe(true);
    const y = good();
    y.answered = [
      { ...y.answered[0]!, draws: y.answered[0]!.draws.slice(1), serials: y.answered[0]!.serials.slice(1) },
    ];
    expect(check(y).some((p) => p.includes("was never answered"))).toBe(true);
  });

  it("reports a card drawn twice between shuffles, and a duplicate Card document", () => {
    const x = good();
    const deck = x.decks[0]!;
    const twice = deck.history.map((e) => ({ ...e, card: deck.history[0]!.card }));
    x.decks[0] = {
      ...deck,
      history: twice,
      cardSerials: [...deck.cardSerials, 7],
      audit: { current: { turn: 1, entries: twice }, previous: null },
    };
    x.answered = [{ owner: PLAYERS[0], draws: twice, serials: twice.map((e) => Number(e.card)) }];
    const problems = check(x);
    expect(problems.some((p) => p.includes("drawn twice in one shuffle"))).toBe(true);
    expect(problems.some((p) => p.includes("Card documents"))).toBe(true);
  });
});
