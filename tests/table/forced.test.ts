/**
 * Forced moves move tokens: the chat card's "Move the token" button (the forcedMove
 * action on the moving actor, with the move effect's direction and inches) computes where the
 * move ends (geometry/forced.ts), asks the owner to confirm in one click, and moves each token.
 * Tokens: Cole (0,0), Dunn (2,0); Hale (0,10), Finch (6,10).
 */
import { describe, expect, it } from "vitest";
import { forcedMove } from "@rules/geometry/forced";
import type { RunawayMoveResult } from "@rules/old-west/runaway";
import {
  chat,
  COLE,
  DUNN,
  FINCH,
  GM,
  HALE,
  lines,
  OTHER,
  pick,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  stack,
  type TableDouble,
} from "./harness";

const view = (table: TableDouble) => [chat(table).title, chat(table).summary, ...lines(chat(table))].join(" | ");

function scene(): TableDouble {
  const table = posseAndRaiders();
  table.tokenAt.set(COLE, { x: 0, y: 0 });
  table.tokenAt.set(DUNN, { x: 2, y: 0 });
  table.tokenAt.set(HALE, { x: 0, y: 10 });
  table.tokenAt.set(FINCH, { x: 6, y: 10 });
  return table;
}

const moves = (table: TableDouble) => table.writes.filter((w) => w.kind === "moveToken");

describe("forced moves move tokens (CORE-6, CORE-7)", () => {
  it('CORE-6 recoil 2": Cole\'s token moves 2" straight away from the nearest enemy (Sgt. Hale, 10" south): to (0,-2), once confirmed', async () => {
    const table = scene();
    expect(
      await press(table, "forcedMove", COLE, {
        params: { direction: "recoil", inches: "2", wholeUnit: "false", messageId: "message000000001" },
      }),
    ).toBe("done");
    expect(table.asked.map((a) => a.intro)).toEqual(['Pvt. Cole: recoil 2" away from the nearest enemy.']);
    // Drawn first on the canvas (kept with the chat message), then the token moves.
    expect(table.writes).toEqual([
      { kind: "drawMoves", paths: [{ from: { x: 0, y: 0 }, to: { x: 0, y: -2 } }], messageId: "message000000001" },
      { kind: "moveToken", id: COLE, to: { x: 0, y: -2 } },
    ]);
  });

  it('CORE-7 fall back 6" (the whole Posse): both tokens move by the same 6" away from the enemy nearest the unit\'s centre', async () => {
    const table = scene();
    await press(table, "forcedMove", POSSE, { params: { direction: "fall-back", inches: "6", wholeUnit: "true" } });
    // Centre (1,0); nearest enemy Hale (0,10): away = (1,-10)/|..| * 6.
    const d = Math.hypot(1, 10);
    const by = { x: (1 / d) * 6, y: (-10 / d) * 6 };
    const got = moves(table);
    expect(got.map((w) => w.kind === "moveToken" && w.id)).toEqual([COLE, DUNN]);
    const [cole, dunn] = got;
    expect(cole?.kind === "moveToken" && cole.to.x).toBeCloseTo(by.x, 6);
    expect(cole?.kind === "moveToken" && cole.to.y).toBeCloseTo(by.y, 6);
    expect(dunn?.kind === "moveToken" && dunn.to.x).toBeCloseTo(2 + by.x, 6);
    expect(dunn?.kind === "moveToken" && dunn.to.y).toBeCloseTo(by.y, 6);
  });

  it('CORE-7 run for cover 4": away from the nearest enemy (the table knows no cover: the owner adjusts), the dialog says so', async () => {
    const table = scene();
    await press(table, "forcedMove", COLE, { params: { direction: "toward-cover", inches: "4", wholeUnit: "false" } });
    expect(table.asked[0]?.intro).toContain("for cover");
    expect(moves(table)).toEqual([{ kind: "moveToken", id: COLE, to: { x: 0, y: -4 } }]);
  });

  it('CORE-7 advance 12" toward the enemy: Cole stops in base contact with Hale (9" on), never through him', async () => {
    const table = scene();
    await press(table, "forcedMove", COLE, { params: { direction: "advance", inches: "12", wholeUnit: "false" } });
    expect(moves(table)).toEqual([{ kind: "moveToken", id: COLE, to: { x: 0, y: 9 } }]);
    expect(forcedMove([{ x: 0, y: 0 }], [{ x: 0, y: 10 }], "advance", 3)?.by).toEqual({ x: 0, y: 3 });
  });

  it("CORE-6 the dialog closed: the path was drawn, nothing moves; another player's figure: refused", async () => {
    const table = scene();
    table.answers = [null];
    await press(table, "forcedMove", COLE, { params: { direction: "recoil", inches: "2", wholeUnit: "false" } });
    expect(table.writes.map((w) => w.kind)).toEqual(["drawMoves"]);
    table.writes.length = 0;
    expect(
      await press(table, "forcedMove", COLE, {
        user: OTHER,
        params: { direction: "recoil", inches: "2", wholeUnit: "false" },
      }),
    ).toBe("refused");
    expect(table.writes).toEqual([]);
  });

  it("CORE-6 the GM moves a player's figure; no enemy token on the scene: a warning, nothing moves", async () => {
    const table = scene();
    await press(table, "forcedMove", COLE, {
      user: GM,
      params: { direction: "recoil", inches: "2", wholeUnit: "false" },
    });
    expect(moves(table)).toEqual([{ kind: "moveToken", id: COLE, to: { x: 0, y: -2 } }]);
    table.tokenAt.delete(HALE);
    table.tokenAt.delete(FINCH);
    await press(table, "forcedMove", COLE, { params: { direction: "recoil", inches: "2", wholeUnit: "false" } });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Action.Forced.noEnemy"]);
    expect(moves(table)).toHaveLength(1);
  });
});

describe("a runaway's path moves its token (OW-9.3f)", () => {
  const STAGE = "Actor.stage00000000001";

  it("OW-9.3f the runaway Stage (facing 0°: toward the right edge) runs straight on for its two cards' inches: one draw, one message, the path drawn, the token moved", async () => {
    const table = posseAndRaiders();
    table.addWagon(STAGE, "Stage", { driverId: DUNN, runaway: true }, PLAYER);
    table.tokenAt.set(STAGE, { x: 10, y: 10 });
    table.facings.set(STAGE, 0);
    const [a, b] = [pick("move 5", (c) => c.move === 5), pick("move 6", (c) => c.move === 6)];
    stack(table, [a, b]);
    expect(await press(table, "runawayMove", STAGE)).toBe("done");
    const record = table.lastMessage().record;
    expect(record?.result.procedure).toBe("ow.runawayMove");
    const inches = (record?.result as RunawayMoveResult).inches;
    expect(inches).toBeGreaterThan(0);
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "createMessage", "drawMoves", "moveToken"]);
    const moved = table.writes.at(-1);
    expect(moved?.kind === "moveToken" && moved.to.x).toBeCloseTo(10 + inches, 6);
    expect(moved?.kind === "moveToken" && moved.to.y).toBeCloseTo(10, 6);
    expect(view(table)).toContain("Stage");
  });

  it("OW-9.3f a wagon not running away: a warning, nothing drawn", async () => {
    const table = posseAndRaiders();
    table.addWagon(STAGE, "Stage", { driverId: DUNN }, PLAYER);
    await press(table, "runawayMove", STAGE);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notRunaway"]);
    expect(table.writes).toEqual([]);
  });
});
