import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { reactionValue, resolveBog, resolveReaction, resolveSpotting } from "@rules/procedures/reaction";
import { card } from "../../helpers/cards";
import { figure } from "./fixtures";

describe("CORE-10 reaction, bog, spotting", () => {
  it("CORE-10 a reaction check passes when the card is at most the Reaction value", () => {
    const f = figure("r", { reaction: 3 });
    expect(resolveReaction({ unitId: "A", figure: f }, fixedSource([card({ reaction: 3 })])).passed).toBe(true);
    expect(resolveReaction({ unitId: "A", figure: f }, fixedSource([card({ reaction: 4 })])).passed).toBe(false);
    expect(
      resolveReaction(
        { unitId: "A", figure: f, reaction: reactionValue("elite") },
        fixedSource([card({ reaction: 4 })]),
      ).passed,
    ).toBe(true);
  });

  it("CORE-10 Guts grades as Reaction: Elite 4, Regular 3, Green 2", () => {
    expect([reactionValue("elite"), reactionValue("regular"), reactionValue("green")]).toEqual([4, 3, 2]);
  });

  it("CORE-10 a stunned figure cannot react: no card drawn", () => {
    const source = fixedSource([]);
    const r = resolveReaction({ unitId: "A", figure: figure("s", { stunned: true }) }, source);
    expect(r).toMatchObject({ passed: false, reason: "stunned", card: null });
    expect(source.used).toBe(0);
  });

  it("CORE-10 bog check reads the column of the terrain grade", () => {
    const c = card({ bog: { green: false, regular: true, elite: true } });
    expect(resolveBog({ unitId: "A", figureId: null, terrainGrade: "green" }, fixedSource([c])).bogged).toBe(false);
    expect(resolveBog({ unitId: "A", figureId: null, terrainGrade: "regular" }, fixedSource([c])).bogged).toBe(true);
  });

  it("CORE-10 spotting (assist) proposes revealing the hidden figure for the GM to confirm", () => {
    const hidden = figure("h", { hidden: true });
    const seen = resolveSpotting(
      { spotterUnitId: "A", spotter: figure("s", { reaction: 2 }), targetUnitId: "B", target: hidden, modifier: 1 },
      fixedSource([card({ reaction: 3 })]),
    );
    expect(seen).toMatchObject({ spotted: true, needsConfirmation: true });
    expect(seen.effects).toEqual([{ kind: "hidden", unitId: "B", figureId: "h", hidden: false }]);
    const unseen = resolveSpotting(
      { spotterUnitId: "A", spotter: figure("s", { reaction: 2 }), targetUnitId: "B", target: hidden },
      fixedSource([card({ reaction: 3 })]),
    );
    expect(unseen.effects).toEqual([]);
    expect(() =>
      resolveSpotting(
        { spotterUnitId: "A", spotter: figure("s"), targetUnitId: "B", target: figure("v") },
        fixedSource([]),
      ),
    ).toThrow(/notHidden/);
  });
});
