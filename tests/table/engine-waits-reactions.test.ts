/**
 * CORE-10 a person's reactions to the engine's moves: with "Wait for your reactions" on, after the
 * engine's Raiders move in sight of the Posse the GM's client names the Posse's figures that see
 * them and waits for Go on; meanwhile Pvt. Cole takes his reaction check (the Reaction button, his
 * player's deck) and, passing, fires at the Raiders (the Fire button, his one act) before the
 * engine plays on. Out of sight, or with the setting off, it does not wait.
 */
import { describe, expect, it } from "vitest";
import { playActivation } from "@foundry/opponent/opponent-turn";
import { watchersOf } from "@foundry/opponent/reaction-window";
import { playerDone } from "@foundry/opponent/reactions-wait";
import { listenForReactionsDone } from "@foundry/opponent/reactions-card";
import type { CardClick } from "@foundry/kernel/chat-card";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import {
  activate,
  chatLog,
  COLE,
  DUNN,
  FINCH,
  GM,
  HALE,
  mapDistance,
  OTHER,
  pick,
  PLAYER,
  POSSE,
  press,
  RAIDERS,
  stack,
  type TableDouble,
} from "./harness";
import { posseFacingRaiders, sceneGround, sureKills } from "./scenes";
import { PLAYERS } from "../doubles/users";

/** A third player (the double names her "Player C"). */
const CAROL = PLAYERS[2];

const WAITING: EngineOpponent = { side: "b", doctrine: "steady", waitsForReactions: true };

/** The engine's Raiders (revolvers) 14" from the Posse: out of range, they move toward it. */
function raidersOutOfRange(): TableDouble {
  const table = posseFacingRaiders();
  table.gmConfirms = false;
  table.addFigure(HALE, "Sgt. Hale", { endurance: 2 }, "ow.revolver", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", OTHER);
  for (const id of [COLE, DUNN]) table.dispositions.set(id, 1);
  for (const [id, x] of [
    [HALE, 0],
    [FINCH, 3],
  ] as const) {
    table.dispositions.set(id, -1);
    table.positions.set(id, { ...table.positions.get(id)!, at: { x, y: 14 } });
    table.tokenAt.set(id, { x, y: 14 });
  }
  table.targets = [];
  stack(table, sureKills(4), GM);
  return table;
}

async function playRaiders(table: TableDouble, opponent = WAITING) {
  activate(table, [RAIDERS]);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  return playActivation(table.currentActivation!, opponent, port, new Set());
}

describe("CORE-10 the engine waits for your reactions to its moves", () => {
  it("CORE-10 the Raiders move in the Posse's sight: the GM's client names who sees them and waits; Cole reacts and fires meanwhile, then the engine goes on", async () => {
    const table = raidersOutOfRange();
    const passes = pick("a reaction of 1", (c) => c.reaction === 1);
    const miss = pick("a miss", (c) => c.hit === 0);
    stack(table, [passes, miss]);
    table.whileAsked = async () => {
      // While it waits, the card names the player it waits for (Alice, who owns the Posse) and offers her button.
      expect(chatLog(table).at(-1)).toContain(
        "Waiting for: Alice. Each presses below when done reacting, or the GM goes on.\n My reactions are done",
      );
      expect(await press(table, "reaction", COLE)).toBe("done");
      table.targets = [RAIDERS];
      table.fireAnswer = (s) => ({ ...s, shooters: s.shooters.map((x) => ({ ...x, include: x.figure.id === COLE })) });
      expect(await press(table, "fire", POSSE)).toBe("done");
    };
    const plays = await playRaiders(table);
    expect(plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`)).toEqual(["move played"]);
    const asked = table.asked.find((a) => a.title === "Reactions to the move of Raiders");
    expect(asked?.intro).toBe(
      "In sight of Raiders where it now stands: Pvt. Cole, Cpl. Dunn. Each may take a reaction check (the Reaction button on his sheet or token); one who passes may fire or move once now. Go on when the reactions are done.",
    );
    // The Raiders' move (the reason, each man's card), the line telling the players who may react (the
    // dialog's words, and how the wait ended), then Cole's reaction and his volley, in the one activation.
    expect(chatLog(table, "procedures")).toEqual([
      "Raiders: move 5.9 inches to get Posse in sight and range",
      "[movement]",
      "[movement]",
      `${asked!.intro}\nThe GM went on: the engine plays on.`,
      "[reaction]",
      "[fire]",
    ]);
    expect(table.warnings).toEqual([]);
  });

  it("CORE-10 the setting off: the Raiders move and the engine plays on without a word", async () => {
    const off = raidersOutOfRange();
    const plays = await playRaiders(off, { side: "b", doctrine: "steady" });
    expect(plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`)).toEqual(["move played"]);
    expect(off.asked).toEqual([]);
  });

  it("CORE-10 who may react is read from the map: the Posse sees the Raiders; a barn between them, nobody does", () => {
    const table = raidersOutOfRange();
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    const raiders = table.unit(RAIDERS);
    expect(watchersOf(raiders, WAITING, port)).toEqual(["Pvt. Cole", "Cpl. Dunn"]);
    sceneGround(
      table,
      [
        {
          id: "barn",
          shapes: [{ type: "rectangle", x: -1000, y: 500, width: 2000, height: 200 }],
          behaviors: [{ type: "terrain", system: { kind: "building" } }],
        },
      ],
      [],
    );
    expect(
      watchersOf(
        raiders,
        WAITING,
        table.port(GM, (a, b) => mapDistance(table, a, b)),
      ),
    ).toEqual([]);
  });

  it("CORE-10 the players say on the card that their reactions are done: once Alice and Carol both have, the GM's dialog closes and the engine goes on; Bob, who owns no figure that sees, is refused", async () => {
    const table = raidersOutOfRange();
    // Dunn is Carol's: two players own figures that see the Raiders.
    table.owners.get(PLAYER)?.delete(DUNN);
    table.owners.set(CAROL, new Set([DUNN]));
    const said: string[] = [];
    table.whileAsked = async () => {
      const card = table.lastMessage();
      expect(card.content).toContain(`data-users="${PLAYER} ${CAROL}"`);
      expect(chatLog(table).at(-1)).toContain("Waiting for: Alice, Player C. Each presses");
      // What the GM's query handler does with each press, the sender being the one the server names.
      const done = (user: string | null, data: unknown = { messageId: card.id }) =>
        playerDone(user, data).then((a) => said.push(a.ok ? `${user} ok` : `${user} ${a.key}`));
      await done(OTHER);
      await done(PLAYER, { messageId: "another card" });
      await done(PLAYER);
      expect(chatLog(table).at(-1)).toContain("Waiting for: Player C. Each");
      expect(table.lastMessage().content).toContain(`data-users="${CAROL}"`);
      await done(PLAYER);
      await done(null);
      await done(CAROL);
    };
    const plays = await playRaiders(table);
    expect(plays[0]!.tried.map((t) => `${t.kind} ${t.outcome}`)).toEqual(["move played"]);
    const keys = "COMBAT_PATROL.Opponent.Reactions.";
    expect(said).toEqual([
      `${OTHER} ${keys}notYours`,
      `${PLAYER} ${keys}notWaiting`,
      `${PLAYER} ok`,
      `${PLAYER} ok`,
      `null ${keys}badRequest`,
      `${CAROL} ok`,
    ]);
    // The dialog closed by itself (no answer of the GM's was taken): the card says why the engine went on.
    expect(table.answers).toEqual([]);
    const card = chatLog(table).find((line) => line.startsWith("In sight of Raiders"));
    expect(card).toMatch(
      /Go on when the reactions are done\.\nEvery player's reactions are done: the engine plays on\.$/,
    );
    expect(table.lastMessage().content).not.toContain("reactionsDone");
    // The wait is over: a late press changes nothing.
    const late = await playerDone(CAROL, { messageId: [...table.messages.keys()].at(-1) });
    expect(late).toEqual({ ok: false, key: `${keys}notWaiting` });
  });

  it("CORE-10 the card's button is for the players it waits for: anyone else's is disabled, and a press asks the GM for its card", async () => {
    const sent: string[] = [];
    const button = {
      dataset: { users: `${PLAYER} ${CAROL}`, action: "reactionsDone" } as DOMStringMap,
      disabled: false,
    };
    let click: ((event: CardClick) => void) | null = null;
    const root = {
      querySelectorAll: () => [button],
      addEventListener: (_type: "click", listener: (event: CardClick) => void) => (click = listener),
    };
    const context = { messageId: "card1", send: async (id: string) => void sent.push(id) };
    listenForReactionsDone(root, context, OTHER);
    expect(button.disabled).toBe(true);
    button.disabled = false;
    listenForReactionsDone(root, context, CAROL);
    expect(button.disabled).toBe(false);
    click!({ target: { closest: () => button }, preventDefault: () => {} });
    await Promise.resolve();
    expect(sent).toEqual(["card1"]);
  });
});
