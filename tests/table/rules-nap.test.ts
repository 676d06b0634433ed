/**
 * NAP-3.2, NAP-4, NAP-5.4.2 driven from the buttons a player presses (Fire, Morale
 * check): the numbers of each rule read in the chat text, the writes read after Apply.
 */
import { describe, expect, it } from "vitest";
import { isOutOfAmmo } from "@rules/cards/read";
import { DEFAULT_OPTIONS } from "@rules/options";
import { apply, chat, docId, GM, lines, OTHER, PLAYER, pick, press, stack, TableDouble, writeKinds } from "./harness";

const FUS = ["Actor.fusilier00000001", "Actor.fusilier00000002"];
const COMPANY = "Actor.company000000001";
const VOL = ["Actor.voltigeur0000001", "Actor.voltigeur0000002"];
const SKIRMISHERS = "Actor.skirmish00000001";

/**
 * The Fusiliers (Sgt. Ney leading, Fus. Abel: muskets, PLAYER's) and the Voltigeurs (muskets, OTHER's), Napoleonic era.
 */
function field(): TableDouble {
  const table = new TableDouble();
  table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
  table.addFigure(FUS[0]!, "Sgt. Ney", {}, "nap.musket", PLAYER);
  table.addFigure(FUS[1]!, "Fus. Abel", {}, "nap.musket", PLAYER);
  table.addUnit(COMPANY, "Fusiliers", FUS, {}, PLAYER);
  table.addFigure(VOL[0]!, "Cpl. Roux", {}, "nap.musket", OTHER);
  table.addFigure(VOL[1]!, "Volt. Petit", {}, "nap.musket", OTHER);
  table.addUnit(SKIRMISHERS, "Voltigeurs", VOL, {}, OTHER);
  table.onScene = [...FUS, ...VOL];
  table.targets = [VOL[0]!];
  stack(table, []);
  return table;
}

describe("Napoleonic muzzle-loaders (NAP-3.2)", () => {
  it("NAP-3.2 Fire: Out of Ammunition with an even randomizer is a misfire (2 markers), with an odd one a miss (1 marker); Apply writes 2 and 1", async () => {
    const table = field();
    const even = pick("Out of Ammunition, even randomizer", (c) => isOutOfAmmo(c) && c.randomizer % 2 === 0);
    const odd = pick("Out of Ammunition, odd randomizer", (c) => isOutOfAmmo(c) && c.randomizer % 2 === 1);
    stack(table, [even, odd]);
    expect(await press(table, "fire", COMPANY, { distance: () => 12 })).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.summary).toBe("2 shots, no hit");
    expect(lines(view)).toEqual([
      `Sgt. Ney: card ${even.serial} shows Out of Ammunition: 2 markers, no more shots (even randomizer: a misfire, one more reload marker)`,
      `Fus. Abel: card ${odd.serial} shows Out of Ammunition: one marker, no more shots (odd randomizer: simply a miss)`,
    ]);
    expect(view.changes).toEqual([
      "Sgt. Ney: 2 more Out of Ammunition markers",
      "Fus. Abel: one more Out of Ammunition marker",
    ]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: FUS.map(docId) });
    expect(table.figureSource(FUS[0]!).outOfAmmo).toBe(2);
    expect(table.figureSource(FUS[1]!).outOfAmmo).toBe(1);
  });
});

describe("firing at close order (NAP-5.4.2)", () => {
  it("NAP-5.4.2 Fire at the Voltigeurs 8\" away: the musket's medium band needs 3 holes in open order; in close order (measured from their tokens) the dialog starts ticked and the short band needs 2", async () => {
    const needs: string[] = [];
    for (const closeOrder of [false, true]) {
      const table = field();
      if (closeOrder) table.closeOrderUnits.add(SKIRMISHERS);
      let ticked: boolean | null = null;
      table.fireAnswer = (state) => {
        ticked = state.closeOrder;
        return state;
      };
      expect(await press(table, "fire", COMPANY, { distance: () => 8 })).toBe("done");
      expect(ticked).toBe(closeOrder);
      needs.push(lines(chat(table))[0]!);
    }
    expect(needs[0]).toContain("Sgt. Ney: needs 3 holes");
    expect(needs[1]).toContain("Sgt. Ney: needs 2 holes");
  });
});

describe("leaders and morale (NAP-4)", () => {
  it('NAP-4 Morale check: the present leader removes the one marker (no card drawn for it); Apply writes the unit; then Fire starts Fus. Abel (not the leader) with the leader-absent shift: 4 holes at 8" where Sgt. Ney needs 3', async () => {
    const table = field();
    table.patchUnit(COMPANY, { moraleMarkers: 1 });
    expect(await press(table, "moraleCheck", COMPANY)).toBe("done");
    expect(table.asked[0]!.fields.map((f) => [f.name, f.value])).toEqual([
      ["terrain", "open"],
      ["leaderRemoves", true],
    ]);
    const morale = chat(table);
    expect(lines(morale)).toEqual([
      "Fusiliers: one morale marker, the leader removes one",
      "Morale markers cleared.",
      "The leader rallied the unit: it fires as if leaderless for the rest of this activation.",
    ]);
    expect(morale.cards).toEqual([]);
    expect(morale.changes).toContain(
      "Fusiliers: the leader took markers off, his men fire without him this activation",
    );
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(COMPANY)] });
    expect(table.unitSource(COMPANY).moraleMarkers).toBe(0);

    const five = pick("a 5", (c) => c.hit === 5);
    stack(table, [five, pick("another 5", (c) => c.hit === 5, [five])]);
    let shifts: [string, boolean][] = [];
    table.fireAnswer = (state) => {
      shifts = state.shooters.map((s) => [s.figure.name, s.shifts.leaderAbsent]);
      return state;
    };
    expect(await press(table, "fire", COMPANY, { distance: () => 8 })).toBe("done");
    expect(shifts).toEqual([
      ["Sgt. Ney", false],
      ["Fus. Abel", true],
    ]);
    const fire = lines(chat(table));
    expect(fire[0]).toContain("Sgt. Ney: needs 3 holes");
    expect(fire[1]).toContain("Fus. Abel: needs 4 holes");
  });

  it("NAP-4 the player keeps the leader out of it (box unticked): the marker is checked on a card, and Fire starts nobody with the leader-absent shift", async () => {
    const table = field();
    table.patchUnit(COMPANY, { moraleMarkers: 1 });
    table.answers = [{ leaderRemoves: false }];
    const card = pick("any", () => true);
    stack(table, [card]);
    expect(await press(table, "moraleCheck", COMPANY)).toBe("done");
    const morale = chat(table);
    expect(morale.cards.map((c) => c.serial)).toEqual([card.serial]);
    expect(lines(morale).join("\n")).not.toContain("leaderless");
    await apply(table, GM);
    let shifts: boolean[] = [];
    table.fireAnswer = (state) => {
      shifts = state.shooters.map((s) => s.shifts.leaderAbsent);
      return state;
    };
    expect(await press(table, "fire", COMPANY, { distance: () => 8 })).toBe("done");
    expect(shifts).toEqual([false, false]);
  });
});
