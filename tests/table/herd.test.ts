/**
 * OW-9.1 / OW-9.2 the animals at the table (the GM's): the herd sheet's Move (a herd as one, a
 * lone animal), Morale check (a bear), Herders, and the Posse's Fire when the target is a herd.
 */
import { describe, expect, it } from "vitest";
import {
  apply,
  chat,
  COLE,
  docId,
  GM,
  lines,
  pick,
  POSSE,
  press,
  stack,
  writeKinds,
  type TableDouble,
} from "./harness";
import { BEAR, HERD, sureKills, withHerd } from "./scenes";

const text = (table: TableDouble) => {
  const view = chat(table);
  return [view.title, view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("animals (OW-9.1, OW-9.2)", () => {
  it("OW-9.2.2 OW-9.2.1 the herd moves as one: two movement cards for its central figure, one message", async () => {
    const table = withHerd();
    const a = pick("a move card", (c) => c.move > 0);
    const b = pick("another move card", (c) => c.move > 0, [a]);
    stack(table, [a, b], GM);
    expect(await press(table, "herdMove", HERD, { user: GM })).toBe("done");
    expect(table.asked.map((q) => q.title)).toEqual(["Longhorns: move"]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const record = table.lastMessage().record;
    expect(record?.result.procedure).toBe("ow.herdMove");
    expect(record?.result.cards.map((c) => c.serial)).toEqual([a.serial, b.serial]);
    const shown = text(table);
    expect(shown).toContain("Longhorns");
    expect(shown).toContain(`${a.move + b.move}"`);
    expect(record?.result.effects).toEqual([]);
  });

  it("OW-9.2.3 a herded herd driven into a charge stampedes: no card drawn, the chat says so", async () => {
    const table = withHerd();
    table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, herdedBy: POSSE });
    stack(table, [], GM);
    table.answers = [{ charging: true }];
    expect(await press(table, "herdMove", HERD, { user: GM })).toBe("done");
    expect(table.lastMessage().record?.result.cards).toEqual([]);
    expect(text(table)).toContain("stampedes");
  });

  it("OW-9.2.1 a lone grizzly moves on one card (one more charging)", async () => {
    const table = withHerd();
    const a = pick("a move card", (c) => c.move > 0);
    const b = pick("another move card", (c) => c.move > 0, [a]);
    stack(table, [a, b], GM);
    table.answers = [{ charging: true }];
    await press(table, "herdMove", BEAR, { user: GM });
    const record = table.lastMessage().record;
    expect(record?.result.procedure).toBe("movement");
    expect(record?.result.cards.map((c) => c.serial)).toEqual([a.serial, b.serial]);
    expect(text(table)).toContain(`${a.move + b.move}"`);
  });

  it("OW-9.2 a stampeding herd does not take a Move: a warning, nothing drawn", async () => {
    const table = withHerd();
    table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, stampede: { active: true, clock: 3 } });
    await press(table, "herdMove", HERD, { user: GM });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.herdStampeding"]);
    expect(table.writes).toEqual([]);
  });

  it("OW-9.2.6 the grizzly checks morale in its Table 3 Elite column; Apply writes the bear", async () => {
    const table = withHerd();
    table.addHerd(BEAR, "Old Ephraim", {
      species: "grizzly-bear",
      guts: "elite",
      melee: 3,
      endurance: 5,
      animals: 1,
      moraleMarkers: 1,
    });
    const card = pick("a morale card", () => true);
    stack(table, [card], GM);
    expect(await press(table, "animalMorale", BEAR, { user: GM })).toBe("done");
    const record = table.lastMessage().record;
    expect(record?.result.procedure).toBe("morale");
    const shown = text(table);
    expect(shown).toContain("Old Ephraim");
    expect(shown).toContain("Elite");
    expect(record?.result.effects).toEqual([{ kind: "clearMoraleMarkers", unitId: BEAR }]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(BEAR)] });
    expect(table.herdSource(BEAR).moraleMarkers).toBe(0);
  });

  it("OW-9.2.6 a herd never checks morale: the GM's Morale check is refused", async () => {
    const table = withHerd();
    stack(table, [], GM);
    await press(table, "animalMorale", HERD, { user: GM });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.herdsNoMorale"]);
  });

  it("OW-9.2.3 Herders: a unit of 2 is refused; the 3 Drovers herd the Longhorns, Apply writes herdedBy and clears the herd's die", async () => {
    const table = withHerd();
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.targets = [COLE];
    await press(table, "herders", HERD, { user: GM });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.tooFewHerders"]);
    expect(table.warnings[0]?.text).toContain("3");
    table.addFigure("Actor.drover0000000001", "Slim", {}, "ow.revolver");
    table.addFigure("Actor.drover0000000002", "Dusty", {}, "ow.revolver");
    table.addFigure("Actor.drover0000000003", "Shorty", {}, "ow.revolver");
    const DROVERS = table.addUnit("Actor.drovers00000001", "Drovers", [
      "Actor.drover0000000001",
      "Actor.drover0000000002",
      "Actor.drover0000000003",
    ]);
    table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, commandDie: 4 });
    table.targets = ["Actor.drover0000000002"];
    await press(table, "herders", HERD, { user: GM });
    const shown = text(table);
    expect(shown).toContain("Drovers");
    expect(shown).toContain("Longhorns");
    expect(table.writes.slice(-3)).toEqual([
      { kind: "updateWorldActors", ids: [docId(HERD)] },
      { kind: "saveDecks", decks: 1 },
      { kind: "createMessage", id: table.lastMessage().id },
    ]);
    expect(table.herdSource(HERD).herdedBy).toBe(DROVERS);
    expect(table.herdSource(HERD).commandDie).toBe(null);
  });

  it("OW-9.2.2 the Posse fires at the Longhorns: no hit randomizer, wounds ignored, one animal removed per Incapacitate; Apply writes the animals left", async () => {
    const table = withHerd();
    table.targets = [HERD];
    stack(table, sureKills(4));
    expect(await press(table, "fire", POSSE, { distance: () => 6 })).toBe("done");
    const record = table.lastMessage().record;
    const shown = text(table);
    // The nearest animals go first, the central figure (Longhorns 1) last; no randomizer is drawn.
    expect(shown).toContain("Longhorns 2, torso, incapacitated");
    expect(shown).toContain("Longhorns 3, head, incapacitated");
    expect(shown).toContain("4 animals left");
    expect(shown).not.toContain("randomizer");
    expect(record?.result.effects).toEqual([{ kind: "flag", unitId: HERD, figureId: null, flag: "animals", value: 4 }]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(HERD)] });
    expect(table.herdSource(HERD).animals).toBe(4);
  });
});

describe("animals never shoot (OW-9.2.8)", () => {
  it("OW-9.2.8 Fire pressed on the herd: its animals have no weapon, nothing is drawn or written", async () => {
    const table = withHerd();
    table.targets = [COLE];
    stack(table, [], GM);
    await press(table, "fire", HERD, { user: GM, distance: () => 6 });
    expect(table.writes).toEqual([]);
  });
});
