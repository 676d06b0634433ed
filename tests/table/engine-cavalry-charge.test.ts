/**
 * NAP-6.2 / OW-7.1d the engine's riders charge as the Cavalry charge button fights: at Les Trois
 * Moulins the 1st troop of dragoons, 6 to 7 inches east of the line infantry section over open
 * ground, is played by the engine (aggressive). Each rider's Move into contact is drawn by the GM,
 * then his fight is the mounted melee (mountedMelee), not a foot hand to hand: his run in is the
 * map's as it read before he rode (rules/mounted/charge-run.ts readCharge, the Charge dialog's
 * reading), so he has his impetus (NAP-6.2.1.1: 4" or more straight over open, flat ground), and
 * the GM accepts it, posts each fight and writes its result.
 */
import { describe, expect, it } from "vitest";
import type { Figure } from "@rules/geometry";
import { readCharge } from "@rules/mounted/charge-run";
import type { MountedMeleeInput } from "@rules/mounted/melee";
import { playActivation } from "@foundry/opponent/opponent-turn";
import { adventureTable } from "../doubles/adventure-table";
import { TROIS_MOULINS } from "./engine-games";
import { activate, GM, mapDistance } from "./harness";

interface SentCharge {
  readonly mountedMelee: MountedMeleeInput;
  readonly run: { readonly straightInches: number; readonly openFlat: boolean };
}

describe("NAP-6.2 / OW-7.1d the engine's cavalry charge", () => {
  it("NAP-6.2.1.1 OW-7.1d each dragoon rides into contact, then fights the Cavalry charge's mounted melee with the impetus his run in gives; the GM posts and applies each fight", async () => {
    const table = adventureTable(TROIS_MOULINS);
    table.gmConfirms = false;
    const troop = table.actorNamed("Light dragoons, 1st troop");
    const section = table.actorNamed("Line infantry section");
    const riders = table.piece(troop)!.unit.figures.map((f) => f.id);
    riders.forEach((id, i) => table.moveToken(id, { x: 33, y: 16 + i * 1.6 }));
    const before = new Map(riders.map((id) => [id, table.positions.get(id)!]));
    activate(table, [troop]);
    const port = table.port(GM, (a, b) => mapDistance(table, a, b));
    const plays = await playActivation(
      table.currentActivation!,
      { side: "b", doctrine: "aggressive" },
      port,
      new Set(),
    );
    expect(plays.map((p) => p.tried.map((t) => `${t.kind} ${t.outcome}`))).toEqual([["charge played"]]);
    expect(table.warnings).toEqual([]);
    // each charger: his Move into contact, then the mounted melee; never the foot hand to hand
    const procedures = table.sent.map((s) => s.procedure);
    expect(procedures).not.toContain("melee");
    const charges = table.sent.filter((s) => s.procedure === "mountedMelee").map((s) => s.input as SentCharge);
    expect(charges.length).toBeGreaterThan(0);
    // a rider the cards leave short of contact fights nobody: every fight follows its rider's Move
    procedures.forEach((p, i) => {
      if (p === "mountedMelee") expect(procedures[i - 1]).toBe("movement");
    });
    expect(procedures.filter((p) => p === "movement").length).toBeGreaterThanOrEqual(charges.length);
    const terrain = port.scene.terrain();
    for (const { mountedMelee, run } of charges) {
      const { attacker, defender } = mountedMelee;
      expect(attacker.unitId).toBe(troop);
      expect(defender.unitId).toBe(section);
      // the run the map read before he rode (the defender has not moved)
      const from = before.get(attacker.figure.id)!;
      const at: Figure = table.positions.get(defender.figure.id)!;
      const mapRun = readCharge(terrain, from, at)!;
      expect(run).toEqual({ straightInches: mapRun.straightInches, openFlat: mapRun.openFlat });
      expect(run.straightInches).toBeGreaterThanOrEqual(4);
      expect(run.openFlat).toBe(true);
      expect([attacker.impetus, attacker.moving, defender.impetus]).toEqual([true, true, false]);
    }
    // every fight posted as a card and its result written on the actors
    const cards = [...table.messages.values()].filter((m) => m.record);
    expect(cards.length).toBe(procedures.length);
    expect(table.writes.length).toBeGreaterThan(0);
  });
});
