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
  POSSE,
  press,
  RAIDERS,
  stack,
  type TableDouble,
} from "./harness";
import { posseFacingRaiders, sceneGround, sureKills } from "./scenes";

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
    // dialog's words), then Cole's reaction and his volley, in the one activation.
    expect(chatLog(table, "procedures")).toEqual([
      "Raiders: move 5.9 inches to get Posse in sight and range",
      "[movement]",
      "[movement]",
      asked!.intro,
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
});
