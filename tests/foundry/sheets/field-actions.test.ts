import { describe, expect, it } from "vitest";
import {
  addRefPatch,
  adjustPatch,
  nestedPatch,
  paramsFromDataset,
  readPath,
  removeRefPatch,
  setPatch,
  systemPath,
  togglePatch,
  woundsPatch,
} from "@foundry/sheets/field-actions";
import { DEFAULTS } from "@foundry/data/sources";

describe("sheet buttons as patches", () => {
  const figure = { ...DEFAULTS.figure(), endurance: 3 };

  it("only system fields with plain names are writable", () => {
    expect(systemPath("system.states.stunned")).toEqual(["states", "stunned"]);
    expect(systemPath("name")).toBeNull();
    expect(systemPath("system.__proto__.x")).toBeNull();
    expect(readPath(figure, ["states", "nope"])).toBeUndefined();
    expect(nestedPatch(["a", "b"], 1)).toEqual({ a: { b: 1 } });
  });

  it("CORE-8 a toggle flips a boolean; a non-boolean field writes nothing", () => {
    expect(togglePatch(figure, "system.states.stunned")).toEqual({ states: { stunned: true } });
    expect(togglePatch(figure, "system.wounds")).toBeNull();
    expect(togglePatch(figure, "system.missing")).toBeNull();
  });

  it("a segment sets a string; the clock sets a number even on a null field; same value writes nothing", () => {
    expect(setPatch(DEFAULTS.wagon(), "system.team.state", "wounded")).toEqual({ team: { state: "wounded" } });
    expect(setPatch(DEFAULTS.herd(), "system.stampede.clock", "7", "number")).toEqual({ stampede: { clock: 7 } });
    expect(setPatch(DEFAULTS.herd(), "system.stampede.clock", "x", "number")).toBeNull();
    expect(setPatch(DEFAULTS.wagon(), "system.team.state", "ok")).toBeNull();
  });

  it("OW-5.1b counters add and remove markers within their bounds", () => {
    expect(adjustPatch({ ...figure, outOfAmmo: 1 }, "system.outOfAmmo", 1)).toEqual({ outOfAmmo: 2 });
    expect(adjustPatch(figure, "system.outOfAmmo", -1)).toBeNull();
    expect(
      adjustPatch(
        { ...DEFAULTS.explosive(), fuse: { state: "laying", length: 3, die: null } },
        "system.fuse.length",
        1,
        0,
        3,
      ),
    ).toBeNull();
  });

  it("CORE-5.6 the wounds track: click box 2 for two wounds, click it again for one", () => {
    expect(woundsPatch({ wounds: 0, endurance: 3 }, 2)).toEqual({ wounds: 2 });
    expect(woundsPatch({ wounds: 2, endurance: 3 }, 2)).toEqual({ wounds: 1 });
    expect(woundsPatch({ wounds: 0, endurance: 3 }, 4)).toBeNull();
  });

  it("OW-2 a dropped figure joins the unit once; remove takes it out; single references set and clear", () => {
    const unit = { ...DEFAULTS.unit(), members: ["Actor.a"] };
    expect(addRefPatch(unit, "system.members", "Actor.b")).toEqual({ members: ["Actor.a", "Actor.b"] });
    expect(addRefPatch(unit, "system.members", "Actor.a")).toBeNull();
    expect(removeRefPatch(unit, "system.members", "Actor.a")).toEqual({ members: [] });
    expect(addRefPatch(unit, "system.commanderId", "Actor.c")).toEqual({ commanderId: "Actor.c" });
    expect(removeRefPatch({ ...unit, commanderId: "Actor.c" }, "system.commanderId", "Actor.c")).toEqual({
      commanderId: null,
    });
  });

  it("a button's params are its data attributes without the dispatch ones", () => {
    expect(paramsFromDataset({ action: "perform", cpAction: "fire", weaponId: "w1", tooltip: "Fire" })).toEqual({
      weaponId: "w1",
    });
  });
});
