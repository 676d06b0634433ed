/**
 * OW-5.2b the engine opponent moves its carriage Gatling as it moves artillery (a Gatling on the
 * Raiders' side of the Posse and Raiders scene): on the crew's card the GM's client plays it
 * (opponent-turn.ts playActivation) through the gun's own buttons' requests: Unlimber and Limber
 * (ow.gatlingReady), Move (ow.gatlingMove, the REAL coordinator and procedure drawing from the GM's
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

const STEADY_B: EngineOpponent = { side: "b", doctrine: "steady" };
const AGGRESSIVE_B: EngineOpponent = { side: "b", doctrine: "aggressive" };
const GUN = "Actor.gun0000000000001";
const CREW = ["Actor.gunner0000000001", "Actor.gunner0000000002", "Actor.gunner0000000003"] as const;

/** The engine's Gatling (three crew, its limber `limberAt`" off) at (0,0) facing 0°; the Raiders' foes Hale and Finch `foesX` ahead. */
function gatling(over: Partial<GunSource>, foesX: number, house = false, limberAt = 2): TableDouble {
  const table = posseAndRaiders();
  for (const [i, id] of CREW.entries()) table.addFigure(id, `Gunner ${i + 1}`, {}, null, OTHER);
  table.addGun(
    GUN,
    "Gatling",
    [...CREW],
    { kind: "gatling", facing: 0, limber: { distance: limberAt, state: "ok" }, ...over },
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

/** The crew's card in play; the GM's client plays the engine's units of it. */
function playCrew(table: TableDouble, engine: EngineOpponent) {
  activate(table, [GUN]);
  const port = table.port(GM, (a, b) => mapDistance(table, a, b));
  return playActivation(table.currentActivation!, engine, port, new Set());
}

const tried = triedBy;

const gun = (table: TableDouble): GunSource => gunSource(table, GUN);

describe("OW-5.2b the engine moves its Gatling", () => {
  it("OW-5.2b limbered, the Raiders' foes 100\" off (beyond its 48\" reach): the aggressive crew moves it limbered toward them (the Move button's request over open ground), the GM's card drawn, the token moved by its inches, its facing kept", async () => {
    const table = gatling({ limbered: true }, 100);
    stack(table, [pick("a 5-inch move", (c) => c.move === 5)], GM);
    expect(tried(await playCrew(table, AGGRESSIVE_B))).toEqual([["Gatling", ["gatling played"]]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["ow.gatlingMove"]);
    const input = table.sent[0]?.input as { terrain: string; to: { x: number; y: number } };
    expect(input.terrain).toBe("open");
    expect(input.to.x).toBeGreaterThan(0);
    const [why, card] = chatLog(table);
    expect(why).toMatch(/^Gatling: move the Gatling limbered \d+(\.\d)? inches toward Raiders$/);
    expect(card).toBe("[card]");
    expect(chat(table).title).toBe("Gatling moves");
    expect(chat(table).summary).toBe('The Gatling may move 5"');
    // The token went 5" (the card) along the way to the point sent as clicked, no farther; not turned.
    const token = table.positions.get(GUN)!;
    expect(distance(token.at, { x: 0, y: 0 })).toBeCloseTo(Math.min(5, distance(input.to, { x: 0, y: 0 })), 6);
    expect(token.at.x).toBeGreaterThan(4);
    expect(table.writes.filter((w) => w.kind === "moveToken")).toEqual([{ kind: "moveToken", id: GUN, to: token.at }]);
    expect(gun(table)).toMatchObject({ limbered: true, facing: 0 });
  });

  it('OW-5.2b limbered, the foes in sight 40" off (within its longest range, 48"): it unlimbers (the Unlimber button\'s request), naming them; no card drawn', async () => {
    const table = gatling({ limbered: true }, 40);
    expect(tried(await playCrew(table, STEADY_B))).toEqual([["Gatling", ["gatling played"]]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["ow.gatlingReady"]);
    expect(table.sent[0]?.input).toMatchObject({ step: "unlimber" });
    expect(chatLog(table)[0]).toBe(
      "Gatling: unlimber the Gatling and set it up to fire, Raiders in sight and in reach (39 inches off)",
    );
    expect(gun(table).limbered).toBe(false);
  });

  it("OW-5.2b limbered, the foes 30\" off behind the farmhouse: the steady crew moves it limbered to where it sees them, the GM's card drawn, the token moved", async () => {
    const table = gatling({ limbered: true }, 30, true);
    stack(table, [pick("a 5-inch move", (c) => c.move === 5)], GM);
    expect(tried(await playCrew(table, STEADY_B))).toEqual([["Gatling", ["gatling played"]]]);
    expect(table.sent.map((s) => s.procedure)).toEqual(["ow.gatlingMove"]);
    expect(chatLog(table)[0]).toMatch(
      /^Gatling: move the Gatling limbered \d+(\.\d)? inches, to where it sees Raiders in reach$/,
    );
    expect(distance(table.positions.get(GUN)!.at, { x: 0, y: 0 })).toBeGreaterThan(0);
  });

  it('OW-5.2b unlimbered, the foes 100" off (none within its range), its limber 2" off: the aggressive crew limbers up (the Limber button\'s request), the gun limbered on its sheet', async () => {
    const table = gatling({ limbered: false }, 100);
    expect(tried(await playCrew(table, AGGRESSIVE_B))).toEqual([["Gatling", ["gatling played"]]]);
    expect(table.sent).toMatchObject([{ procedure: "ow.gatlingReady", input: { step: "limber" } }]);
    expect(chatLog(table)[0]).toBe("Gatling: limber up the Gatling to move, no enemy in sight and reach of it here");
    expect(gun(table).limbered).toBe(true);
  });

  it('OW-5.2b unlimbered, the foes 100" off but its limber 10" off (beyond 4"): it does not limber up, it holds', async () => {
    const table = gatling({ limbered: false }, 100, false, 10);
    expect(tried(await playCrew(table, AGGRESSIVE_B))).toEqual([["Gatling", ["hold held"]]]);
    expect(table.sent).toEqual([]);
    expect(gun(table).limbered).toBe(false);
  });
});
