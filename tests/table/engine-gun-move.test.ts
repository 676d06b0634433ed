/**
 * NAP-7.1 the engine opponent moves its artillery piece (a twelve-pounder on the Raiders' side of
 * the Posse and Raiders scene, their foes 30" off): on the crew's card the GM's client plays it
 * (opponent-turn.ts playActivation) through the gun's own buttons' requests: Unlimber and Limber
 * (nap.gunReady), Move gun (nap.gunMove, the REAL coordinator and procedure drawing from the GM's
 * Action Deck, the way read off the map from the gun's token to the point named as clicked); each
 * preceded by the engine's reason in the chat, each result posted and written, and a moved gun's
 * token moved by the inches its card gave.
 */
import { describe, expect, it } from "vitest";
import { distance } from "@rules/geometry";
import type { GunSource } from "@foundry/data/sources";
import { playActivation } from "@foundry/opponent/opponent-turn";
import type { EngineOpponent } from "@foundry/kernel/engine-side";
import {
  activate,
  chat,
  FINCH,
  GM,
  HALE,
  mapDistance,
  OTHER,
  pick,
  posseAndRaiders,
  stack,
  chatLog,
  gunSource,
  triedBy,
} from "./harness";
import type { TableDouble } from "./harness";
import { at, FARMHOUSE, sceneGround } from "./scenes";

const ENGINE_B: EngineOpponent = { side: "b", doctrine: "steady" };
const AGGRESSIVE_B: EngineOpponent = { side: "b", doctrine: "aggressive" };
const GUN = "Actor.gun0000000000001";
const CREW = ["Actor.gunner0000000001", "Actor.gunner0000000002", "Actor.gunner0000000003"] as const;
const MORE = ["Actor.gunner0000000004", "Actor.gunner0000000005"] as const;

/** The engine's twelve-pounder (five crew, its limber 3" off) at (0,0); the Raiders' foes Hale and Finch `foesX` ahead. */
function battery(over: Partial<GunSource> = {}, house = false, foesX = 30): TableDouble {
  const table = posseAndRaiders();
  for (const [i, id] of [...CREW, ...MORE].entries()) table.addFigure(id, `Gunner ${i + 1}`, {}, null, OTHER);
  table.addGun(
    GUN,
    "Twelve-pounder",
    [...CREW, ...MORE],
    {
      kind: "artillery",
      weightClass: "8-12",
      round: "none",
      outOfAmmo: 0,
      limber: { distance: 3, state: "ok" },
      ...over,
    },
    OTHER,
  );
  table.dispositions.set(GUN, -1);
  for (const id of [HALE, FINCH]) table.dispositions.set(id, 1);
  table.positions.set(GUN, { ...at(0, 0), id: GUN });
  table.tokenAt.set(GUN, { x: 0, y: 0 });
  table.positions.set(HALE, { ...at(foesX, 0), id: HALE });
  table.positions.set(FINCH, { ...at(foesX, 2), id: FINCH });
  if (house) sceneGround(table, [FARMHOUSE], []);
  table.gmConfirms = false;
  return table;
}

/** The crew's card in play (on the GM's flag and in the deck as drawn: NAP-7.3 a move records it); the GM's client plays it. */
function playCrew(table: TableDouble, engine = ENGINE_B) {
  activate(table, [GUN], "number#3");
  table.activation = { state: { ...table.activation.state, drawn: ["number#3"], turn: 1 }, audit: null };
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  return playActivation(table.currentActivation!, engine, port, new Set());
}

const tried = triedBy;

const gun = (table: TableDouble): GunSource => gunSource(table, GUN);

describe("NAP-7.1 the engine moves its gun", () => {
  it("NAP-7.1 limbered, the Raiders' foes in sight 30\" off: it unlimbers (the Unlimber button's request), the gun unlimbered with one out of ammunition marker; no card drawn", async () => {
    const table = battery({ limbered: true });
    expect(tried(await playCrew(table))).toEqual([["Twelve-pounder", ["gunMove played"]]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.gunReady"]);
    expect(table.sent[0]?.input).toMatchObject({ step: "unlimber" });
    expect(chatLog(table)[0]).toBe(
      "Twelve-pounder: unlimber the gun, Raiders in sight and in reach of round shot (30 inches off)",
    );
    expect(gun(table)).toMatchObject({ limbered: false, outOfAmmo: 1 });
  });

  it("NAP-7.1 limbered, the foes behind the farmhouse: Move gun to where it sees them, the GM's card drawn, the token moved by its inches toward that point, the card it moved on recorded", async () => {
    const table = battery({ limbered: true }, true);
    const five = pick("a 5-inch move", (c) => c.move === 5);
    stack(table, [five], GM);
    expect(tried(await playCrew(table))).toEqual([["Twelve-pounder", ["gunMove played"]]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["nap.gunMove"]);
    const input = table.sent[0]?.input as { move: object; to: { x: number; y: number } };
    expect(input.move).toMatchObject({ limbered: true, terrain: "open", limber: "ok", activation: "1:number#3" });
    const [why, card] = chatLog(table);
    expect(why).toMatch(/^Twelve-pounder: move the gun limbered \d+(\.\d)? inches, to where it sees Raiders in reach$/);
    expect(card).toBe("[card]");
    expect(chat(table).summary).toBe('The gun may move 5".');
    // The token went 5" (the card) along the way to the point sent as clicked, no farther.
    const token = table.positions.get(GUN)!;
    expect(distance(token.at, { x: 0, y: 0 })).toBeCloseTo(Math.min(5, distance(input.to, { x: 0, y: 0 })), 6);
    expect(table.piece(GUN)?.unit.flags?.["movedOn"]).toBe("1:number#3");
  });

  it("NAP-7.1 unlimbered, the foes behind the farmhouse but within range: it stays and loads (they may step out again)", async () => {
    const table = battery({ limbered: false }, true);
    expect(tried(await playCrew(table))).toEqual([["Twelve-pounder", ["gun played"]]]);
    expect(table.sent[0]).toMatchObject({ procedure: "nap.gunReady", input: { step: "load" } });
    expect(gun(table).limbered).toBe(false);
  });

  it('NAP-7.1 unlimbered, the foes 200" off (beyond round shot\'s 160"), its limber 3" off: the aggressive gun limbers up (the Limber button\'s request)', async () => {
    const table = battery({ limbered: false }, false, 200);
    expect(tried(await playCrew(table, AGGRESSIVE_B))).toEqual([["Twelve-pounder", ["gunMove played"]]]);
    expect(table.sent[0]).toMatchObject({ procedure: "nap.gunReady", input: { step: "limber" } });
    expect(chatLog(table)[0]).toBe("Twelve-pounder: limber up to move, no enemy in sight and reach of the gun here");
    expect(gun(table).limbered).toBe(true);
  });

  it("NAP-7.1b its limber 10\" off: it brings the limber back (Move gun with the limber's cards; the gun stays), the limber's inches written", async () => {
    const table = battery({ limbered: false, limber: { distance: 10, state: "ok" } }, false, 200);
    stack(table, [pick("a 5-inch move", (c) => c.move === 5)], GM);
    expect(tried(await playCrew(table, AGGRESSIVE_B))).toEqual([["Twelve-pounder", ["gunMove played"]]]);
    expect(table.sent[0]).toMatchObject({
      procedure: "nap.gunMove",
      input: { move: { limbered: true, returningLimberFrom: 10 } },
    });
    expect(chatLog(table)[0]).toBe(
      "Twelve-pounder: bring the limber back to the gun from 10 inches off, so that it can limber up",
    );
    expect(gun(table).limber.distance).toBe(5);
    expect(table.positions.get(GUN)?.at).toEqual({ x: 0, y: 0 });
  });
});
