import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import type { Effect } from "@rules/model";
import { DEFAULT_OPTIONS } from "@rules/options";
import { resolveMorale } from "@rules/procedures/morale";
import { card } from "../../helpers/cards";
import { figure, unit } from "./fixtures";

const squad = (
  leaderGuts: "elite" | "regular" | "green",
  markers: number,
  over: { trained?: boolean; stunned?: boolean } = {},
) =>
  unit(
    "U",
    [
      figure("L", {
        guts: leaderGuts,
        leaderRank: "team",
        trained: over.trained ?? true,
        stunned: over.stunned ?? false,
      }),
      figure("f2"),
      figure("f3"),
    ],
    {
      leaderId: "L",
      moraleMarkers: markers,
    },
  );

const okCards = (n: number) => Array.from({ length: n }, () => card());

describe("CORE-7 / CORE-11 morale", () => {
  it("CORE-11 a trained leader removes Elite 2 / Regular 1 / Green 0 markers before the checks", () => {
    for (const [guts, removed] of [
      ["elite", 2],
      ["regular", 1],
      ["green", 0],
    ] as const) {
      const source = fixedSource(okCards(5));
      const r = resolveMorale({ unit: squad(guts, 3), terrain: "open" }, source);
      expect(r.removed).toBe(removed);
      expect(r.checks).toHaveLength(3 - removed);
      expect(source.used).toBe(3 - removed);
      expect(r.effects).toEqual([{ kind: "clearMoraleMarkers", unitId: "U" }]);
    }
  });

  it("CORE-11 an untrained, stunned or absent leader removes none (OW-3c); the option can grant it", () => {
    expect(
      resolveMorale({ unit: squad("elite", 2, { trained: false }), terrain: "open" }, fixedSource(okCards(2))).removed,
    ).toBe(0);
    expect(
      resolveMorale({ unit: squad("elite", 2, { stunned: true }), terrain: "open" }, fixedSource(okCards(2))).removed,
    ).toBe(0);
    const leaderless = { ...squad("elite", 2), leaderId: null };
    expect(resolveMorale({ unit: leaderless, terrain: "open" }, fixedSource(okCards(2))).removed).toBe(0);
    expect(
      resolveMorale(
        { unit: squad("elite", 2, { trained: false }), terrain: "open", canRemoveMarkers: true },
        fixedSource([]),
      ).removed,
    ).toBe(2);
    const off = { rules: { ...DEFAULT_OPTIONS, optional: { ...DEFAULT_OPTIONS.optional, leadersMorale314: false } } };
    expect(resolveMorale({ unit: squad("elite", 2), terrain: "open" }, fixedSource(okCards(2)), off).removed).toBe(0);
  });

  it("CORE-7 each card is read in the unit's Guts column and the terrain row; close order reads one grade better and removes one more", () => {
    const c = card({
      morale: { regular: { open: "FALL_BACK", cover: "OK" }, elite: { open: "OK" }, green: { open: "PINNED" } },
      move: 5,
    });
    const base = resolveMorale({ unit: { ...squad("green", 1), grade: "regular" }, terrain: "open" }, fixedSource([c]));
    expect(base.grade).toBe("regular");
    expect(base.checks[0]).toMatchObject({ result: "FALL_BACK", inches: 5 });
    expect(base.effects[0]).toEqual({ kind: "move", unitId: "U", figureId: null, inches: 5, direction: "fall-back" });
    expect(base.cards[0]!.sections).toEqual(["morale", "move"]);
    const cover = resolveMorale(
      { unit: { ...squad("green", 1), grade: "regular" }, terrain: "cover" },
      fixedSource([c]),
    );
    expect(cover.checks[0]!.result).toBe("OK");
    const close = resolveMorale(
      { unit: { ...squad("green", 2), grade: "regular", closeOrder: true }, terrain: "open" },
      fixedSource([c]),
    );
    expect(close.grade).toBe("elite");
    expect(close.removed).toBe(1);
    expect(close.checks[0]!.result).toBe("OK");
    const green = resolveMorale({ unit: { ...squad("green", 1), grade: "green" }, terrain: "open" }, fixedSource([c]));
    expect(green.effects.filter((e) => e.kind === "pin")).toHaveLength(3);
  });

  it("CORE-7 one-figure results take different figures; stunned, run for cover, advance", () => {
    const stun = card({ morale: { regular: { open: "STUNNED_ONE" } } });
    const run = card({ morale: { regular: { open: "RUN_FOR_COVER_ONE" } }, move: 4 });
    const adv = card({ morale: { regular: { open: "ADVANCE_ONE" } }, move: 6 });
    const r = resolveMorale({ unit: squad("green", 3), terrain: "open" }, fixedSource([stun, run, adv]));
    expect(r.effects).toEqual<Effect[]>([
      { kind: "stun", unitId: "U", figureId: "L", stunned: true },
      { kind: "move", unitId: "U", figureId: "f2", inches: 4, direction: "toward-cover" },
      { kind: "move", unitId: "U", figureId: "f3", inches: 6, direction: "toward-enemy" },
      { kind: "clearMoraleMarkers", unitId: "U" },
    ]);
  });

  it("CORE-7 no markers: no card, no effect", () => {
    const source = fixedSource([]);
    const r = resolveMorale({ unit: squad("regular", 0), terrain: "open" }, source);
    expect(r.effects).toEqual([]);
    expect(source.used).toBe(0);
  });

  it("CORE-7 / NAP-8.2 the pickFigures hook: draws through the procedure's reader (read after the morale card), several figures get the result, taken figures are skipped", () => {
    const u = unit("U", [figure("a"), figure("b"), figure("c")], { moraleMarkers: 2 });
    const stun = card({ morale: { regular: { open: "STUNNED_ONE" } } });
    const extra = card({ randomizer: 9 });
    const advance = card({ morale: { regular: { open: "ADVANCE_ONE" } }, move: 4 });
    const r = resolveMorale({ unit: u, terrain: "open" }, fixedSource([stun, extra, advance]), {
      hooks: {
        pickFigures: (ctx) => {
          if (ctx.result === "STUNNED_ONE")
            ctx.reader.draw("test.extra", ["randomizer"], (c) => `randomizer=${c.randomizer}`);
          // The second check asks for "a" again (taken by the first): only "c" is given the result.
          return ctx.result === "STUNNED_ONE"
            ? [ctx.unit.figures[0]!, ctx.unit.figures[1]!]
            : [ctx.unit.figures[0]!, ctx.unit.figures[2]!];
        },
      },
    });
    expect(r.cards.map((c) => [c.serial, c.sections])).toEqual([
      [stun.serial, ["morale"]],
      [extra.serial, ["randomizer"]],
      [advance.serial, ["morale", "move"]],
    ]);
    expect(r.checks.map((c) => [c.figureId, c.figureIds, c.inches])).toEqual([
      ["a", ["a", "b"], 0],
      ["c", ["c"], 4],
    ]);
    expect(r.effects).toEqual<Effect[]>([
      { kind: "stun", unitId: "U", figureId: "a", stunned: true },
      { kind: "stun", unitId: "U", figureId: "b", stunned: true },
      { kind: "move", unitId: "U", figureId: "c", inches: 4, direction: "toward-enemy" },
      { kind: "clearMoraleMarkers", unitId: "U" },
    ]);
  });
});
