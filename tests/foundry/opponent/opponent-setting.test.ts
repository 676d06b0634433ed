/**
 * CORE-3 which units the engine plays: the world's two settings read back (anything unknown is no
 * engine, the steady doctrine), and a unit is the engine's when its tokens show the side given to it
 * (side A FRIENDLY, side B HOSTILE: setup/run.ts).
 */
import { describe, expect, it } from "vitest";
import { NO_ALLEGIANCE, type Allegiance } from "@rules/sides";
import { engineOpponentOf, NO_ENGINE, playedByEngine } from "@foundry/kernel/engine-side";
import { along } from "@foundry/opponent/move-play";

const shows = (side: Allegiance["side"]): Allegiance => ({ ...NO_ALLEGIANCE, side, sceneShowsBothSides: true });

describe("CORE-3 the side given to the engine", () => {
  it("CORE-3 the stored settings read back; an unknown value is no engine and the steady doctrine", () => {
    expect(engineOpponentOf("b", "cautious")).toEqual({ side: "b", doctrine: "cautious" });
    expect(engineOpponentOf("side b", 3)).toEqual(NO_ENGINE);
    expect(NO_ENGINE).toEqual({ side: "none", doctrine: "steady" });
  });

  it("CORE-3 side A is the friendly tokens', side B the hostile ones'; a neutral or unshown unit is nobody's", () => {
    const a = engineOpponentOf("a", "steady");
    const b = engineOpponentOf("b", "steady");
    expect([playedByEngine(a, shows("friendly")), playedByEngine(a, shows("hostile"))]).toEqual([true, false]);
    expect([playedByEngine(b, shows("friendly")), playedByEngine(b, shows("hostile"))]).toEqual([false, true]);
    expect(playedByEngine(b, shows(null))).toBe(false);
    expect(playedByEngine(NO_ENGINE, shows("hostile"))).toBe(false);
    // both: every unit whose tokens show a side, none that shows none
    const both = engineOpponentOf("both", "steady");
    expect([shows("friendly"), shows("hostile"), shows(null)].map((a) => playedByEngine(both, a))).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe("CORE-10 the engine's token move", () => {
  it("CORE-10 a token goes the inches drawn along the chosen path, never past its end", () => {
    expect(along({ x: 0, y: 0 }, { x: 6, y: 8 }, 5)).toEqual({ x: 3, y: 4 });
    expect(along({ x: 0, y: 0 }, { x: 6, y: 8 }, 12)).toEqual({ x: 6, y: 8 });
    expect(along({ x: 1, y: 1 }, { x: 1, y: 1 }, 3)).toEqual({ x: 1, y: 1 });
  });
});
