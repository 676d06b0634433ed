/**
 * OW-5.2b / NAP-7.1 limber and unlimber, NAP-7.2 load, OW-5.2e re-face: no card; one batch at once, one message born
 * applied.
 */
import { describe, expect, it } from "vitest";
import { chat, docId, PLAYER, posseAndRaiders, press, TableDouble, writeKinds, gunSource } from "./harness";
import type { GunSource } from "@foundry/data/sources";

const GUN = "Actor.gun0000000000001";
const G1 = "Actor.gunner0000000001";
const G2 = "Actor.gunner0000000002";

function battery(name: string, over: Partial<GunSource>): TableDouble {
  const table = posseAndRaiders();
  // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
  table.gmConfirms = false;
  table.addFigure(G1, "Gunner One", {}, null, PLAYER);
  table.addFigure(G2, "Gunner Two", {}, null, PLAYER);
  table.addGun(GUN, name, [G1, G2], over, PLAYER);
  return table;
}

const gun = (table: TableDouble): GunSource => gunSource(table, GUN);

describe("guns (OW-5.2b, OW-5.2e, NAP-7.1, NAP-7.2)", () => {
  it('OW-5.2b the Gatling limbers with its limber 3" away: ONE write (limbered), the message born applied', async () => {
    const table = battery("Gatling", { kind: "gatling", limber: { distance: 3, state: "ok" } });
    expect(await press(table, "limber", GUN)).toBe("done");
    expect(table.writes).toEqual([
      { kind: "updateWorldActors", ids: [docId(GUN)] },
      { kind: "saveDecks", decks: 1 },
      { kind: "createMessage", id: table.lastMessage().id },
    ]);
    expect(gun(table).limbered).toBe(true);
    expect(table.lastMessage().applied).toEqual({ done: true, by: PLAYER });
    expect(chat(table).summary).toBe("Gatling: limbered up.");
    expect(chat(table).changes).toEqual(["Gatling: limbered"]);
  });

  it("NAP-7.1 the limbered twelve-pounder unlimbers: 3 Out of Ammunition markers to load, the round cleared", async () => {
    const table = battery("Twelve-pounder", {
      kind: "artillery",
      weightClass: "8-12",
      limbered: true,
      limber: { distance: 2, state: "ok" },
    });
    expect(await press(table, "unlimber", GUN)).toBe("done");
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect([gun(table).limbered, gun(table).outOfAmmo, gun(table).round]).toEqual([false, 3, "none"]);
    expect(chat(table).summary).toBe("Unlimbered: 3 load actions before it can fire.");
    expect(chat(table).changes).toEqual([
      "Twelve-pounder: unlimbered",
      "Twelve-pounder: 3 loads still to make",
      "Twelve-pounder: no round loaded",
    ]);
  });

  it("NAP-7.2 Load with canister declared in the dialog: one marker removed, the round written", async () => {
    const table = battery("Twelve-pounder", { kind: "artillery", weightClass: "8-12", outOfAmmo: 2 });
    table.answers = [{ round: "canister" }];
    expect(await press(table, "load", GUN)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Load Twelve-pounder"]);
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect([gun(table).outOfAmmo, gun(table).round]).toEqual([1, "canister"]);
    expect(chat(table).summary).toBe("One more load action before it can fire.");
    expect(chat(table).lines.map((l) => l.text)).toEqual(["Round: canister."]);
    expect(chat(table).changes).toEqual([
      "Twelve-pounder: one load still to make",
      "Twelve-pounder: round chosen: canister",
    ]);
  });

  it("OW-5.2e Re-face the Gatling: the dialog starts at its token's facing (90°: its 3 o'clock); confirmed, ONE write of the facing", async () => {
    const table = battery("Gatling", { kind: "gatling" });
    table.facings.set(GUN, 90);
    expect(await press(table, "reface", GUN)).toBe("done");
    expect(table.asked[0]?.fields[0]).toMatchObject({ name: "facing", value: "3" });
    expect(writeKinds(table)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(gun(table).facing).toBe(90);
    expect(chat(table).summary).toBe("Gatling: manhandled round to a new facing.");
    expect(chat(table).lines.map((l) => l.text)[0]).toBe("The gun is manhandled round to face its 3 o'clock.");
    expect(chat(table).changes).toEqual(["Gatling turns to face its 3 o'clock"]);
  });

  it("OW-5.2e Re-face the Gatling to its 7 o'clock, off the token's hour: the gun faces 210° off its 0°", async () => {
    const table = battery("Gatling", { kind: "gatling" });
    table.facings.set(GUN, 90);
    table.answers = [{ facing: "7" }];
    expect(await press(table, "reface", GUN)).toBe("done");
    expect(gun(table).facing).toBe(210);
    expect(chat(table).lines.map((l) => l.text)[0]).toBe("The gun is manhandled round to face its 7 o'clock.");
  });

  it("NAP-7.2 Load on a Gatling: told to reload instead, nothing written", async () => {
    const table = battery("Gatling", { kind: "gatling" });
    expect(await press(table, "load", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Action.Load.gatling"]);
    expect(table.writes).toEqual([]);
  });
});
