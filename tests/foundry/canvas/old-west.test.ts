import { describe, expect, it } from "vitest";
import { herdState, wagonState } from "@foundry/data/derive";
import { DEFAULTS } from "@foundry/data/sources";
import { herdStateFrom, wagonStateFrom } from "@foundry/data/old-west-states";
import { centralFigure } from "@rules/old-west/animals";
import { wagonGuts } from "@rules/old-west/wagons";

describe("Old West states for the proximity checks", () => {
  it("OW-9.2.2 a herd's central figure is its first animal; OW-9.2.7 its stampede state is read", () => {
    const source = { ...DEFAULTS.herd(), species: "cattle" as const, animals: 3, stampede: { active: true, clock: 4 } };
    const state = herdStateFrom(herdState("Actor.herd", "Cattle", source), source);
    expect(state.species).toBe("ow.cattle");
    expect(centralFigure(state).id).toBe("Actor.herd#animal-1");
    expect(state.stampeding).toBe(true);
    expect(state.stampedeClock).toBe(4);
  });

  it("OW-9.3f a wagon's team, pace and runaway state are read; the driver's Guts is the wagon's", () => {
    const source = {
      ...DEFAULTS.wagon(),
      kind: "stagecoach" as const,
      team: { state: "wounded" as const, animals: 4 },
      ruleFlags: { pace: "gallop" },
    };
    const unit = wagonState("Actor.wagon", "Coach", source, null, [], "Team");
    const state = wagonStateFrom(unit, source);
    expect(state.wagonId).toBe("ow.stagecoach");
    expect(state.team).toEqual({ id: "Actor.wagon#team", animals: 4, wounds: 1, dead: 0, hurtCutOut: false });
    expect(state.pace).toBe("gallop");
    expect(wagonGuts(state)).toBe("green");
  });
});
