/**
 * Artillery and the activation: NAP-7.3 "Moving fire is not permitted" (Move gun records
 * the activation card it moved on, Fire gun is refused on that card), a gun that fires has acted,
 * and "in supply" measured on the table (the leader's token, the limber's stored distance).
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { roundBase, type Figure } from "@rules/geometry";
import type { GunSource } from "@foundry/data/sources";
import {
  apply,
  chat,
  docId,
  GM,
  HALE,
  pick,
  PLAYER,
  posseAndRaiders,
  press,
  stack,
  TableDouble,
  writeKinds,
  gunSource,
} from "./harness";

const GUN = "Actor.gun0000000000001";
const CREW = [
  "Actor.gunner0000000001",
  "Actor.gunner0000000002",
  "Actor.gunner0000000003",
  "Actor.gunner0000000004",
  "Actor.gunner0000000005",
];

const card = (serial: number): ActionCard => pick(`#${serial}`, (c) => c.serial === serial);
const at = (x: number, y: number): Figure => ({ id: "", at: { x, y }, base: roundBase(1) });

/** A twelve-pounder loaded with canister at (0,0), five crew; Hale 10" ahead; card 3 of turn 1 in play. */
function battery(over: Partial<GunSource> = {}): TableDouble {
  const table = posseAndRaiders();
  CREW.forEach((id, i) => table.addFigure(id, i === 0 ? "Sgt. Gunn" : `Gunner ${i + 1}`, {}, null, PLAYER));
  table.addGun(
    GUN,
    "Twelve-pounder",
    CREW,
    {
      kind: "artillery",
      weightClass: "8-12",
      round: "canister",
      outOfAmmo: 0,
      limber: { distance: 3, state: "ok" },
      ...over,
    },
    PLAYER,
  );
  table.positions.set(GUN, at(0, 0));
  table.positions.set(HALE, at(10, 0));
  table.targets = [HALE];
  table.activation = { state: { ...table.activation.state, drawn: ["number#3"], turn: 1 }, audit: null };
  return table;
}

const gun = (table: TableDouble): GunSource => gunSource(table, GUN);

describe("artillery and the activation (NAP-7.3)", () => {
  it("NAP-7.3 moving fire is not permitted: the gun manhandled on card 3 is refused Fire gun on card 3 (nothing drawn or written) and fires on card 5", async () => {
    const table = battery();
    stack(table, [card(5)]);
    // NAP-7.1 the player clicks where the gun goes (3" behind it, open ground).
    table.pickedPoint = { x: -3, y: 0 };
    expect(await press(table, "moveGun", GUN)).toBe("done");
    const view = chat(table);
    expect(view.changes).toEqual(["Twelve-pounder: moved, no firing on this activation card"]);
    expect(await apply(table, GM)).toMatchObject({ ok: true, writes: 1 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(GUN)] });
    expect(gun(table).ruleFlags["movedOn"]).toBe("1:number#3");

    const before = table.writes.length;
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Twelve-pounder moved on this activation card: moving fire is not permitted, it may fire from its next activation.",
    ]);
    expect(table.asked.map((a) => a.title)).toEqual(["Move Twelve-pounder"]);
    expect(table.writes.length).toBe(before);

    table.activation = { state: { ...table.activation.state, drawn: ["number#3", "number#5"] }, audit: null };
    stack(table, [card(1), card(6), card(3), card(12)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.writes.slice(before).map((w) => w.kind)).toEqual(["saveDecks", "createMessage"]);
    expect(chat(table).summary).toBe("Canister: one figure hit");
  });

  it("NAP-7.3 firing is the gun's action: Apply marks the gun as having acted (as unlimbering does)", async () => {
    const table = battery();
    expect(gun(table).acted).toBe(false);
    stack(table, [card(1), card(6), card(3), card(12)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(gun(table).acted).toBe(true);
    expect([gun(table).outOfAmmo, gun(table).round]).toEqual([1, "none"]);
  });
});

describe("in supply measured on the table (NAP-7.3)", () => {
  const LEADER = CREW[0]!;
  /** The gun's leader a team leader (command radius 8"), `leaderInches` from the gun; the limber 3" from it. */
  function measured(
    leaderInches: number | null,
    over: Partial<GunSource> = {},
  ): { table: TableDouble; distance: (a: string, b: string) => number | null } {
    const table = battery(over);
    table.patchFigure(LEADER, { leader: { rank: "team", trained: true } });
    return {
      table,
      distance: (a, b) => (a === LEADER && b === GUN ? leaderInches : a === GUN || b === GUN ? null : 10),
    };
  }
  const supplyField = (table: TableDouble) => table.asked[0]!.fields.find((f) => f.name === "inSupply")!;

  it('NAP-7.3 the leader 2" from the gun and the limber 3" from it: surely within his 8" radius, in supply ticked with the measure said', async () => {
    const { table, distance } = measured(2);
    table.answers = [null];
    await press(table, "fireGun", GUN, { distance });
    expect(supplyField(table)).toMatchObject({
      value: true,
      hint: "Measured on the table: the limber is within Sgt. Gunn's command radius (8\"). In supply, an Out of Ammunition card is a simple miss.",
    });
  });

  it('NAP-7.3 the leader 20" from the gun: the limber 3" from it is surely beyond his radius: not in supply, and Out of Ammunition leaves a second marker', async () => {
    const { table, distance } = measured(20);
    stack(table, [card(2), card(35), card(6), card(3), card(12)]);
    await press(table, "fireGun", GUN, { distance });
    expect(supplyField(table)).toMatchObject({
      value: false,
      hint: "Measured on the table: the limber is beyond Sgt. Gunn's command radius (8\"). Tick it for a gun on a ship or in a fixed emplacement.",
    });
    await apply(table, GM);
    expect(gun(table).outOfAmmo).toBe(2);
  });

  it('NAP-7.3 the table cannot tell (leader 7", limber 3": within or beyond by direction) or the leader has no token: the player\'s tick, in supply by default while the limber is on the table', async () => {
    for (const inches of [7, null]) {
      const { table, distance } = measured(inches);
      table.answers = [null];
      await press(table, "fireGun", GUN, { distance });
      expect(supplyField(table)).toMatchObject({
        value: true,
        hint: "In supply, an Out of Ammunition card is a simple miss.",
      });
    }
    const { table, distance } = measured(2, { limber: { distance: null, state: "ok" } });
    table.answers = [null];
    await press(table, "fireGun", GUN, { distance });
    expect(supplyField(table)).toMatchObject({
      value: false,
      hint: "The limber is not on the table: out of supply. Tick it for a gun on a ship or in a fixed emplacement.",
    });
  });
});
