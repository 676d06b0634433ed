/**
 * OW-8 "Artillery: use the Napoleonic rules": a twelve-pounder in an Old West game (the default
 * era) fires canister from its sheet's Fire gun button at the Raiders (Old West revolvers); the
 * chat reads the NAP-7.3.2 numbers, and the same press in a Napoleonic game reads the same text.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import { roundBase, type Figure } from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { RulesOptions } from "@rules/options";
import {
  apply,
  chat,
  docId,
  FINCH,
  HALE,
  lines,
  pick,
  PLAYER,
  posseAndRaiders,
  press,
  RAIDERS,
  stack,
  type TableDouble,
} from "./harness";

const GUN = "Actor.gun0000000000001";
const CREW = [
  "Actor.gunner0000000001",
  "Actor.gunner0000000002",
  "Actor.gunner0000000003",
  "Actor.gunner0000000004",
  "Actor.gunner0000000005",
] as const;
const card = (serial: number): ActionCard => pick(`#${serial}`, (c) => c.serial === serial);
const at = (x: number, y: number): Figure => ({ id: "", at: { x, y }, base: roundBase(1) });

/** A loaded twelve-pounder loaded with canister at (0,0), five crew; Hale 10" ahead, Finch 33". */
function battery(options: RulesOptions): TableDouble {
  const table = posseAndRaiders();
  table.options = options;
  CREW.forEach((id, i) => table.addFigure(id, i === 0 ? "Sgt. Gunn" : `Gunner ${i + 1}`, {}, null, PLAYER));
  table.addGun(
    GUN,
    "Twelve-pounder",
    CREW,
    { kind: "artillery", weightClass: "8-12", round: "canister", outOfAmmo: 0, limber: { distance: 3, state: "ok" } },
    PLAYER,
  );
  table.positions.set(GUN, at(0, 0));
  table.positions.set(HALE, at(10, 0));
  table.positions.set(FINCH, at(33, 0));
  table.targets = [HALE];
  stack(table, [card(1), card(6), card(3), card(12)]);
  return table;
}

const text = (table: TableDouble): string => {
  const view = chat(table);
  return [view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("artillery in the Old West (OW-8)", () => {
  it('OW-8 canister from an Old West gun: the Napoleonic canister rules (Hale 10" out hit automatically, Finch 33" out needs 3 holes), the same text as a Napoleonic game; Apply writes the hits and the reload', async () => {
    expect(DEFAULT_OPTIONS.era).toBe("old-west");
    const table = battery(DEFAULT_OPTIONS);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const said = text(table);
    expect(said).toContain("Canister: 2 figures hit");
    expect(said).toContain("Card 1: needs 2 holes, on target");
    expect(said).toContain("Red Finch (Medium range): card 3, needs 3 holes: hit");
    expect(said).toContain("Sgt. Hale: incapacitated");
    expect(said).toContain("Red Finch: one more wound");

    const napoleonic = battery({ ...DEFAULT_OPTIONS, era: "napoleonic" });
    expect(await press(napoleonic, "fireGun", GUN)).toBe("done");
    expect(text(napoleonic)).toBe(said);

    expect(await apply(table)).toMatchObject({ ok: true });
    expect(table.writes.slice(2)).toEqual([
      { kind: "updateWorldActors", ids: [docId(HALE), docId(FINCH), docId(RAIDERS), docId(GUN)] },
      { kind: "saveDecks", decks: 1 },
      { kind: "updateMessage", id: table.lastMessage().id },
    ]);
    expect(table.figureSource(HALE).states.incapacitated).toBe(true);
    expect(table.figureSource(FINCH).wounds).toBe(1);
  });

  it("OW-8 Move gun in an Old West game: limbered on a road, two cards (NAP-7.1)", async () => {
    const table = battery(DEFAULT_OPTIONS);
    table.addGun(
      GUN,
      "Twelve-pounder",
      CREW,
      { kind: "artillery", weightClass: "8-12", limbered: true, limber: { distance: 3, state: "ok" } },
      PLAYER,
    );
    table.answers = [{ terrain: "road" }];
    // NAP-7.1 the player clicks where the gun goes (no road drawn on the map: the road is his declaration).
    table.pickedPoint = { x: -6, y: 0 };
    stack(table, [card(1), card(2)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    expect(text(table)).toContain('The gun may move 7".');
  });
});
