/**
 * OW-5 the Frontier weapons at the table: the weapon a figure carries (a Table 1 row from the
 * packs) as the figure sheet prints it and as the Fire button's dialog carries it, and its Reload
 * column (OW-5.1a Normal, OW-5.1b Double, OW-5.1c Always) deciding the Out of Ammunition markers
 * of a volley fired with the Fire button and written by Apply; OW-5.1d the scenario year flags the
 * weapons that are rare before their Date on the figure sheet's weapon rows.
 */
import { describe, expect, it } from "vitest";
import { OUT_OF_AMMO } from "@rules/cards/schema";
import { FRONTIER_WEAPONS, frontierWeapon } from "@rules/tables/frontier-weapons";
import { figureView } from "@foundry/sheets/view/figure";
import { DEFAULTS, weaponSourceFromRow } from "@foundry/data/sources";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import {
  apply,
  chat,
  COLE,
  docId,
  DUNN,
  GM,
  HALE,
  lines,
  pick,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  stack,
  writeKinds,
  type TableDouble,
} from "./harness";

/** The Posse with both figures carrying `weaponId` (a Table 1 row). */
function armed(weaponId: string): TableDouble {
  const table = posseAndRaiders();
  for (const id of [COLE, DUNN]) {
    const entry = table.actors.get(id);
    if (!entry) throw new Error(id);
    table.actors.set(id, { ...entry, weaponId });
  }
  table.targets = [HALE];
  return table;
}

/** Cole draws an Out of Ammunition card with an EVEN randomizer, Dunn one with an ODD randomizer. */
function outOfAmmoCards(table: TableDouble) {
  const even = pick("Out of Ammunition, even randomizer", (c) => c.hit === OUT_OF_AMMO && c.randomizer % 2 === 0);
  const odd = pick("Out of Ammunition, odd randomizer", (c) => c.hit === OUT_OF_AMMO && c.randomizer % 2 === 1);
  stack(table, [even, odd]);
  return { even, odd };
}

const text = (table: TableDouble) => {
  const view = chat(table);
  return [view.title, view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("Frontier weapons (OW-5)", () => {
  it("OW-5 (no button of its own: the figure sheet's weapon rows and the Fire dialog) the Cap and Ball Revolver prints 2 (2) / 4 (2) / 8, Reload Double, HtH +2, Date 1853; the dialog carries the row's ranges and rates", async () => {
    const row = frontierWeapon("ow.cap-and-ball-revolver");
    const view = figureView({
      doc: { name: "Pvt. Cole", img: "" },
      editable: true,
      editMode: false,
      system: DEFAULTS.figure(),
      weapons: [{ id: "w1", name: row.name, img: "", system: weaponSourceFromRow(row) }],
      explosives: [],
      era: "old-west",
      year: null,
    });
    expect(view.weapons).toHaveLength(1);
    expect(view.weapons[0]).toMatchObject({
      name: "Cap and Ball Revolver",
      bands: ["2 (2)", "4 (2)", "8"],
      reload: "COMBAT_PATROL.Choice.reload.double",
      hth: "+2",
      date: "1853",
    });
    // The table has its 18 rows (OW-5: "18 weapons").
    expect(FRONTIER_WEAPONS).toHaveLength(18);

    const table = armed("ow.cap-and-ball-revolver");
    let dialog: FireDialogState | null = null;
    table.fireAnswer = (state) => {
      dialog = state;
      return null;
    };
    expect(await press(table, "fire", POSSE, { distance: () => 3 })).toBe("done");
    const shooter = (dialog as FireDialogState | null)?.shooters[0];
    expect(shooter?.weapon).toMatchObject({
      range: { short: 2, medium: 4, long: 8 },
      rof: { short: 2, medium: 2, long: 1 },
      reload: "double",
      date: 1853,
    });
    expect(table.writes).toEqual([]);
  });

  it("OW-5.1a Normal reload (Rifle): an Out of Ammunition card puts ONE marker, whatever the randomizer; Apply writes 1 on each", async () => {
    const table = armed("ow.rifle");
    const { even, odd } = outOfAmmoCards(table);
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(lines(chat(table))).toEqual([
      `Pvt. Cole: card ${even.serial} shows Out of Ammunition: one marker, no more shots`,
      `Cpl. Dunn: card ${odd.serial} shows Out of Ammunition: one marker, no more shots`,
    ]);
    expect(chat(table).changes).toEqual([
      "Pvt. Cole: one more Out of Ammunition marker",
      "Cpl. Dunn: one more Out of Ammunition marker",
    ]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(COLE), docId(DUNN)] });
    expect(table.figureSource(COLE).outOfAmmo).toBe(1);
    expect(table.figureSource(DUNN).outOfAmmo).toBe(1);
  });

  it("OW-5.1b Double reload (Cap and Ball Revolver): an Out of Ammunition card puts 2 markers; the Reload button then removes one, one left", async () => {
    const table = armed("ow.cap-and-ball-revolver");
    const { even } = outOfAmmoCards(table);
    expect(await press(table, "fire", POSSE, { distance: () => 3 })).toBe("done");
    const shown = text(table);
    expect(shown).toContain(`Pvt. Cole: card ${even.serial} shows Out of Ammunition: 2 markers, no more shots`);
    expect(shown).toContain("no more shots (Reload Double: two markers)");
    expect(chat(table).changes).toEqual([
      "Pvt. Cole: 2 more Out of Ammunition markers",
      "Cpl. Dunn: 2 more Out of Ammunition markers",
    ]);
    await apply(table, GM);
    expect(table.figureSource(COLE).outOfAmmo).toBe(2);
    expect(table.figureSource(DUNN).outOfAmmo).toBe(2);

    // One activation removes one marker.
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    const before = table.writes.length;
    expect(await press(table, "reload", COLE)).toBe("done");
    expect(table.writes.slice(before).map((w) => w.kind)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect(chat(table).summary).toBe("Pvt. Cole reloads: 1 marker removed, 1 left.");
    expect(table.figureSource(COLE).outOfAmmo).toBe(1);
    expect(table.lastMessage().applied).toEqual({ done: true, by: PLAYER });
  });

  it("OW-5.1c Always reload (Musket): every shot fired marks the shooter Out of Ammunition; Apply writes 1 marker on each", async () => {
    const table = armed("ow.musket");
    const a = pick("a miss", (c) => c.hit === 0);
    stack(table, [a, pick("another miss", (c) => c.hit === 0, [a])]);
    expect(await press(table, "fire", POSSE, { distance: () => 3 })).toBe("done");
    const shown = lines(chat(table));
    expect(shown).toContain("Pvt. Cole takes an Out of Ammunition marker after firing.");
    expect(shown).toContain("Cpl. Dunn takes an Out of Ammunition marker after firing.");
    expect(chat(table).changes).toEqual([
      "Pvt. Cole: one more Out of Ammunition marker",
      "Cpl. Dunn: one more Out of Ammunition marker",
    ]);
    await apply(table, GM);
    expect(table.figureSource(COLE).outOfAmmo).toBe(1);
    expect(table.figureSource(DUNN).outOfAmmo).toBe(1);
  });

  it("OW-5.1c Always reload (Musket) on an Out of Ammunition card: an even randomizer fouls the weapon (2 markers), an odd one puts 1", async () => {
    const table = armed("ow.musket");
    const { even, odd } = outOfAmmoCards(table);
    expect(even.randomizer % 2).toBe(0);
    expect(odd.randomizer % 2).toBe(1);
    expect(await press(table, "fire", POSSE, { distance: () => 3 })).toBe("done");
    expect(lines(chat(table))).toEqual([
      `Pvt. Cole: card ${even.serial} shows Out of Ammunition: 2 markers, no more shots (even randomizer: the weapon fouled, two markers)`,
      `Cpl. Dunn: card ${odd.serial} shows Out of Ammunition: one marker, no more shots (odd randomizer: one marker)`,
    ]);
    expect(chat(table).changes).toEqual([
      "Pvt. Cole: 2 more Out of Ammunition markers",
      "Cpl. Dunn: one more Out of Ammunition marker",
    ]);
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(COLE), docId(DUNN)] });
    expect(table.figureSource(COLE).outOfAmmo).toBe(2);
    expect(table.figureSource(DUNN).outOfAmmo).toBe(1);
  });

  it("OW-5.1d Date (no button of its own: the figure sheet's weapon rows) in 1860 the Revolver (1869) is flagged rare, the Cap and Ball Revolver (1853) is in use, the Musket (Any) is any; in 1870 the Revolver is no longer rare", () => {
    const rows = ["ow.revolver", "ow.cap-and-ball-revolver", "ow.musket"].map((id, i) => {
      const row = frontierWeapon(id);
      return { id: `w${i}`, name: row.name, img: "", system: weaponSourceFromRow(row) };
    });
    const sheet = (year: number | null) =>
      figureView({
        doc: { name: "Pvt. Cole", img: "" },
        editable: true,
        editMode: false,
        system: DEFAULTS.figure(),
        weapons: rows,
        explosives: [],
        era: "old-west",
        year,
      }).weapons.map((w) => `${w.name} ${w.date} ${w.availability} ${w.rare}`);
    expect(sheet(1860)).toEqual([
      "Revolver 1869 rare true",
      "Cap and Ball Revolver 1853 available false",
      "Musket (bayonet)  any false",
    ]);
    expect(sheet(1870)).toEqual([
      "Revolver 1869 available false",
      "Cap and Ball Revolver 1853 available false",
      "Musket (bayonet)  any false",
    ]);
    expect(sheet(null)).toEqual([
      "Revolver 1869 available false",
      "Cap and Ball Revolver 1853 available false",
      "Musket (bayonet)  any false",
    ]);
  });
});
