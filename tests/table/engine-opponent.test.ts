/**
 * CORE-3 the engine opponent on the GM's table: the Raiders are given to the engine (side B, the
 * hostile tokens); an Activation Card activates them, and the GM's client chooses by the doctrine
 * and plays through the SAME actions a person uses: the fire dialog's own starting state sent by
 * the Fire button's sender, the Reload button's request, each drawn from the GM's own Action Deck
 * by the REAL coordinator and procedure, its card posted and its writes made as for anyone. Each
 * play is preceded by its reason in the chat; a refused request falls back to the next option.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { playActivation } from "@foundry/opponent/opponent-turn";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import {
  activate,
  apply,
  chat,
  COLE,
  DUNN,
  FINCH,
  GM,
  HALE,
  lines,
  mapDistance,
  OTHER,
  pick,
  PLAYER,
  POSSE,
  RAIDERS,
  stack,
  type TableDouble,
  writeKinds,
  chatLog,
} from "./harness";
import { posseFacingRaiders, sceneGround, sureKills } from "./scenes";

const ENGINE_B: EngineOpponent = { side: "b", doctrine: "steady" };
const MOSS = "Actor.moss000000000001";
const REED = "Actor.reed000000000001";
const DEPUTIES = "Actor.deputies00000001";

/**
 * The Posse (side A, PLAYER's: Cole at 0,0 and Dunn at 3,0) 10" from the Raiders (side B, rifles:
 * Hale at 0,10 and Finch at 3,10), the GM's Action Deck stacked with `cards`.
 */
function field(cards: readonly ActionCard[] = sureKills(4)): TableDouble {
  const table = posseFacingRaiders();
  table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.rifle", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.rifle", OTHER);
  for (const id of [COLE, DUNN]) table.dispositions.set(id, 1);
  for (const id of [HALE, FINCH]) table.dispositions.set(id, -1);
  table.targets = [];
  stack(table, cards, GM);
  return table;
}

/** CORE-3 the card activates the Raiders; the GM's client plays the engine's units of it. */
async function activateRaiders(table: TableDouble, opponent = ENGINE_B, played = new Set<string>()) {
  activate(table, [RAIDERS]);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  return playActivation(table.currentActivation!, opponent, port, played);
}

/** Every message's plain line (the engine's reasons), in order; a result card as "[card]". */
const log = (table: TableDouble) => chatLog(table);

const FIRE_WHY = /^Raiders: fire at Posse, \d+% to put a man down; Posse in the open$/;

describe("CORE-3 / CORE-5 an activation of the engine's unit: the GM's client fires", () => {
  it("CORE-5 the Raiders fire at the Posse through the fire procedure: the reason, then the volley's card, from the GM's deck", async () => {
    const table = field();
    table.gmConfirms = false;
    const plays = await activateRaiders(table);
    expect(plays.map((p) => [p.unit, p.tried.map((t) => `${t.kind} ${t.outcome}`)])).toEqual([
      ["Raiders", ["fire played"]],
    ]);
    // ONE request, the fire procedure's, naming the Raiders' two riflemen and the Posse
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire"]);
    const fire = (
      table.sent[0]!.copies as { fire: { shooters: { figure: { id: string } }[]; target: { unitId: string } } }
    ).fire;
    expect(fire.shooters.map((s) => s.figure.id)).toEqual([HALE, FINCH]);
    expect(fire.target.unitId).toBe(POSSE);
    // the reason first, then the volley's own card
    expect(log(table)).toHaveLength(2);
    expect(log(table)[0]).toMatch(FIRE_WHY);
    expect(log(table)[1]).toBe("[card]");
    const card = chat(table);
    expect(card.title).toBe("Raiders: fire at Posse");
    expect(card.summary).toMatch(/^2 shots/);
    expect(lines(card)[0]).toMatch(/^Sgt\. Hale: needs \d holes?, card 1 shows \d+: hit/);
    // the cards came off the GM's own Action Deck, none off the player's
    expect(table.actionDecks.get(GM)!.state.drawn.length).toBeGreaterThan(0);
    expect(table.actionDecks.get(PLAYER)!.state.drawn).toEqual([]);
  });

  it("CORE-5 the volley's writes land: the Posse's men hit, the deck saved, in the order a person's fire makes them", async () => {
    const table = field();
    table.gmConfirms = false;
    await activateRaiders(table);
    expect(writeKinds(table)).toEqual(["createMessage", "updateWorldActors", "saveDecks", "createMessage"]);
    const hurt = [COLE, DUNN].filter((id) => {
      const f = table.figureSource(id);
      return f.wounds > 0 || f.states.incapacitated;
    });
    expect(hurt.length).toBeGreaterThan(0);
  });

  it("CORE-5 with the GM confirming each result, the engine's card waits for his Apply like any other", async () => {
    const table = field();
    await activateRaiders(table);
    expect(table.lastMessage().waiting).toBe(true);
    expect((await apply(table)).ok).toBe(true);
    expect(table.lastMessage().applied.done).toBe(true);
  });

  it("CORE-3 the engine plays only its own side: the Posse activated on side B's engine is left to its player", async () => {
    const table = field();
    activate(table, [POSSE]);
    const plays = await playActivation(
      table.currentActivation!,
      ENGINE_B,
      table.port(GM, (a, b) => mapDistance(table, a, b)),
      new Set(),
    );
    expect(plays).toEqual([]);
    expect(table.writes).toEqual([]);
  });

  it("CORE-3 each unit once in its activation: the flag written again plays nothing more", async () => {
    const table = field();
    const played = new Set<string>();
    await activateRaiders(table, ENGINE_B, played);
    const before = table.writes.length;
    expect(await activateRaiders(table, ENGINE_B, played)).toEqual([]);
    expect(table.writes.length).toBe(before);
  });

  it("CORE-5 deterministic: the same cards and doctrine give the same play, reason and card", async () => {
    const a = field();
    const b = field();
    await activateRaiders(a);
    await activateRaiders(b);
    expect(log(a)).toEqual(log(b));
    expect(lines(chat(a))).toEqual(lines(chat(b)));
  });
});

describe("OW-5.1 out of ammunition: the engine reloads", () => {
  it("OW-5.1a both rifles out of ammunition: the reason, then each man's Reload, the markers off", async () => {
    const table = field();
    table.gmConfirms = false;
    table.patchFigure(HALE, { outOfAmmo: 1 });
    table.patchFigure(FINCH, { outOfAmmo: 1 });
    const plays = await activateRaiders(table);
    expect(plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`)).toEqual(["reload played"]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["reload", "reload"]);
    expect(log(table)).toEqual(["Raiders: reload, out of ammunition: Sgt. Hale, Red Finch", "[card]", "[card]"]);
    expect(table.figureSource(HALE).outOfAmmo).toBe(0);
    expect(table.figureSource(FINCH).outOfAmmo).toBe(0);
    // no card drawn for a reload
    expect(table.actionDecks.get(GM)!.state.drawn).toEqual([]);
  });
});

describe("CORE-5 nothing in sight: the engine holds and says why", () => {
  it("CORE-5 a building's wall before the Posse: no volley, no move gains; hold, with its line, nothing drawn", async () => {
    const table = field();
    sceneGround(table, [], [{ c: [-1000, 150, 1000, 150] }]);
    const plays = await activateRaiders(table);
    expect(plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`)).toEqual(["hold held"]);
    expect(log(table)).toEqual(["Raiders: hold, no enemy in sight and range"]);
    expect(table.sent).toEqual([]);
    expect(writeKinds(table)).toEqual(["createMessage"]);
  });
});

describe("CORE-3 a refused request falls back to the next option", () => {
  it("CORE-3 the volley sent again in the same activation (the GM's client restarted): refused, said, then hold", async () => {
    const table = field();
    await activateRaiders(table);
    const cards = table.messages.size;
    // the memory of what was played is lost; the flag is written again
    const plays = await activateRaiders(table, ENGINE_B, new Set());
    expect(plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`)).toEqual(["fire refused", "hold held"]);
    expect(log(table).slice(cards)).toEqual([
      expect.stringMatching(FIRE_WHY),
      "Raiders could not do it: Sgt. Hale has already fired in this activation. Nothing was drawn.",
      "Raiders: hold, nothing else to try this activation",
    ]);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.actionSpent.fire"]);
  });

  it("CORE-5 the Posse outside the riflemen's arc: the volley is refused before anything is sent, the Deputies are fired at instead", async () => {
    const table = field();
    table.addFigure(MOSS, "Deputy Moss", {}, "ow.rifle", PLAYER);
    table.addFigure(REED, "Deputy Reed", {}, "ow.rifle", PLAYER);
    table.addUnit(DEPUTIES, "Deputies", [MOSS, REED], {}, PLAYER);
    table.onScene = [...table.onScene, MOSS, REED];
    for (const id of [MOSS, REED]) table.dispositions.set(id, 1);
    table.positions.set(MOSS, { ...table.positions.get(COLE)!, id: MOSS, at: { x: 20, y: 0 } });
    table.positions.set(REED, { ...table.positions.get(COLE)!, id: REED, at: { x: 23, y: 0 } });
    for (const shooter of [HALE, FINCH]) for (const man of [COLE, DUNN]) table.outOfArc.add(`${shooter}>${man}`);
    const plays = await activateRaiders(table);
    expect(plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`)).toEqual(["fire refused", "fire played"]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["fire"]);
    expect(log(table)).toEqual([
      expect.stringMatching(FIRE_WHY),
      "Raiders could not do it: Sgt. Hale cannot fire at that target: it is outside his arc. Nothing was drawn.",
      expect.stringMatching(/^Raiders: fire at Deputies, \d+% to put a man down; Deputies in the open$/),
      "[card]",
    ]);
    expect(chat(table).title).toBe("Raiders: fire at Deputies");
  });
});

describe("CORE-7 markers on the engine's unit: the morale check first", () => {
  /** The Raiders carry one marker (`leaderless`: no leader to take it off); the card activates them under `doctrine`. */
  async function marked(doctrine: EngineOpponent["doctrine"], leaderless = false) {
    const table = field();
    table.gmConfirms = false;
    table.patchUnit(RAIDERS, { moraleMarkers: 1, ...(leaderless ? { leaderId: null } : {}) });
    const plays = await activateRaiders(table, { side: "b", doctrine });
    const sent = table.sent[0]!.copies as { morale: { terrain: string }; leaderRemovesMarkers: boolean };
    return { table, tried: plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`), sent };
  }

  it("CORE-7 no leader to take the marker off: the Morale check button's request first, from the map's column, then the volley", async () => {
    const { table, tried, sent } = await marked("steady", true);
    expect(tried[0]).toBe("morale played");
    expect(table.sent[0]!.procedure).toBe("morale");
    expect(sent.morale.terrain).toBe("open");
    expect(sent.leaderRemovesMarkers).toBe(false);
    expect(log(table)).toEqual([
      "Raiders: morale check first, as the rules ask of a unit carrying markers",
      "[card]",
      expect.stringMatching(FIRE_WHY),
      "[card]",
    ]);
    expect(tried).toEqual(["morale played", "fire played"]);
    expect(table.sent.map((x) => x.procedure)).toEqual(["morale", "fire"]);
  });

  it("OW-3c / NAP-4 steady has Sgt. Hale take the marker off before the check: the chooser's reason, the request says so", async () => {
    const { table, tried, sent } = await marked("steady");
    expect(tried).toEqual(["removeMarkers played", "fire played"]);
    expect(sent.leaderRemovesMarkers).toBe(true);
    expect(log(table)).toEqual([
      "Raiders: Sgt. Hale takes off morale markers (1) before the checks; the chance of a bad morale result drops by 52%",
      "[card]",
      expect.stringMatching(FIRE_WHY),
      "[card]",
    ]);
    // the marker is off the Raiders' sheet
    expect(table.unit(RAIDERS).moraleMarkers).toBe(0);
  });
});

describe("CORE-10 out of range: the engine moves", () => {
  it("CORE-10 revolvers 13 inches off: each man's Move request from the GM's deck, his token moved by the inches drawn toward the chosen point", async () => {
    const table = field();
    table.gmConfirms = false;
    table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.revolver", OTHER);
    table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", OTHER);
    for (const [id, x] of [
      [HALE, 0],
      [FINCH, 3],
    ] as const) {
      table.positions.set(id, { ...table.positions.get(id)!, at: { x, y: 14 } });
      table.tokenAt.set(id, { x, y: 14 });
    }
    const plays = await activateRaiders(table);
    expect(plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`)).toEqual(["move played"]);
    expect(log(table)).toEqual(["Raiders: move 5.9 inches to get Posse in sight and range", "[card]", "[card]"]);
    expect(table.sent.map((x) => x.procedure)).toEqual(["movement", "movement"]);
    const to = (table.sent[0]!.copies as { to: { y: number } }).to;
    expect(to.y).toBeCloseTo(14 - 5.94, 2);
    // each man one card (CORE-10 foot), drawn in turn from the GM's deck; his token goes that far, straight ahead
    const [first, second] = sureKills(2).map((c) => c.move);
    const moved = table.writes.flatMap((w) => (w.kind === "moveToken" ? [w] : []));
    expect(moved.map((w) => w.id)).toEqual([HALE, FINCH]);
    expect(moved[0]!.to.x).toBeCloseTo(0, 6);
    expect(moved[0]!.to.y).toBeCloseTo(14 - Math.min(first!, 5.94), 6);
    expect(moved[1]!.to.x).toBeCloseTo(3, 6);
    expect(moved[1]!.to.y).toBeCloseTo(14 - Math.min(second!, 5.94), 6);
  });
});

describe("CORE-6 good odds at hand to hand: the engine charges", () => {
  /** Frontier cards whose movement section reads 4 inches, `n` of them, all different. */
  function fourInchCards(n: number): ActionCard[] {
    const out: ActionCard[] = [];
    for (let i = 0; i < n; i += 1) out.push(pick(`4-inch move ${i + 1}`, (c) => c.move === 4, out));
    return out;
  }

  /** The Raiders with revolvers `y` inches up the table from the Posse (tokens placed), activated. */
  async function charging(y: number) {
    const table = field(fourInchCards(7));
    table.gmConfirms = false;
    table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.revolver", OTHER);
    table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", OTHER);
    for (const [id, x] of [
      [HALE, 0],
      [FINCH, 3],
    ] as const) {
      table.positions.set(id, { ...table.positions.get(id)!, at: { x, y } });
      table.tokenAt.set(id, { x, y });
    }
    const plays = await activateRaiders(table);
    return { table, tried: plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`) };
  }

  it("CORE-6 4 inches to go, 4-inch cards: each man's Move into contact from the GM's deck, then his hand to hand as its dialog opens", async () => {
    const { table, tried } = await charging(5);
    expect(tried).toEqual(["charge played"]);
    expect(log(table)[0]).toMatch(/^Raiders: charge Posse, \d+% to win the fight$/);
    expect(table.sent.map((x) => x.procedure)).toEqual(["movement", "melee", "movement", "melee"]);
    // each man runs to where the bases touch (a 4-inch card: all the way), then fights the man facing him
    const moved = table.writes.flatMap((w) => (w.kind === "moveToken" ? [[w.id, w.to.x, w.to.y]] : []));
    expect(moved).toEqual([
      [HALE, 0, 1],
      [FINCH, 3, 1],
    ]);
    const fights = table.sent
      .filter((x) => x.procedure === "melee")
      .map((x) => {
        const m = (
          x.copies as { melee: { attacker: { figure: { id: string } }; defender: { figure: { id: string } } } }
        ).melee;
        return [m.attacker.figure.id, m.defender.figure.id];
      });
    expect(fights).toEqual([
      [HALE, COLE],
      [FINCH, DUNN],
    ]);
    expect(log(table)).toHaveLength(5);
  });

  it("CORE-6 5 inches to go and 4-inch cards: each man falls short, and no hand to hand is sent", async () => {
    const { table, tried } = await charging(6);
    expect(tried).toEqual(["charge played"]);
    expect(table.sent.map((x) => x.procedure)).toEqual(["movement", "movement"]);
    const moved = table.writes.flatMap((w) => (w.kind === "moveToken" ? [[w.id, w.to.y]] : []));
    expect(moved).toEqual([
      [HALE, 2],
      [FINCH, 2],
    ]);
  });
});
