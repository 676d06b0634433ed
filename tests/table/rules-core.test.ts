/**
 * CORE-2 the Action Card's sections and CORE-4 the graded attributes, read at the table through
 * the buttons a player presses: Move (movement inches), Fire (the hit indicator by the shooter's
 * Accuracy grade, then the hit's second card: randomizer, location, damage), Rally (the morale
 * result by the unit's grade column and the terrain row), Bog (the bog box by grade); and the
 * figure sheet's attribute view (grades and numbers as printed).
 */
import { describe, expect, it } from "vitest";
import { OUT_OF_AMMO } from "@rules/cards/schema";
import { figureView } from "@foundry/sheets/view/figure";
import { DEFAULTS } from "@foundry/data/sources";
import {
  apply,
  chat,
  COLE,
  docId,
  DUNN,
  FINCH,
  GM,
  HALE,
  lines,
  pick,
  POSSE,
  posseAndRaiders,
  press,
  stack,
  writeKinds,
  type TableDouble,
} from "./harness";

/** The Posse with Cpl. Dunn down: Pvt. Cole fires alone. */
function coleAlone(): TableDouble {
  const table = posseAndRaiders();
  table.patchFigure(DUNN, { states: { ...table.figureSource(DUNN).states, incapacitated: true } });
  table.targets = [HALE];
  return table;
}

describe("the Action Card's sections (CORE-2)", () => {
  it("CORE-2 movement inches: Move reads the card's movement section (card with 7\")", async () => {
    const table = posseAndRaiders();
    const seven = pick('a 7" card', (c) => c.move === 7);
    stack(table, [seven]);
    expect(await press(table, "move", COLE)).toBe("done");
    expect(lines(chat(table))).toEqual([`Pvt. Cole: card ${seven.serial} shows 7"`, 'May move 7".']);
  });

  it("CORE-2 hit indicator, randomizer, location, damage: a 3-hole card hits for Elite and Regular Accuracy only; the second card's randomizer picks the figure, its location and Wound are written by Apply", async () => {
    const three = pick("a 3-hole card", (c) => c.hit === 3);
    const second = pick(
      "a torso wound, randomizer 1, no cover",
      (c) => c.randomizer === 1 && c.location === "torso" && c.damage === "WOUND" && c.cover === "NONE",
      [three],
    );
    const shown: Record<string, string | undefined> = {};
    for (const accuracy of ["elite", "regular", "green"] as const) {
      const table = coleAlone();
      table.patchFigure(COLE, { accuracy });
      stack(table, [three, second]);
      expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
      shown[accuracy] = lines(chat(table))[0];
      if (accuracy === "regular") {
        expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
        // Randomizer 1: the nearest figure (Sgt. Hale, the first at 12"); torso wound.
        expect(table.writes.at(-3)).toEqual({
          kind: "updateWorldActors",
          ids: [docId(HALE), docId("Actor.raiders000000001")],
        });
        expect(table.figureSource(HALE).wounds).toBe(1);
        expect(table.figureSource(FINCH).wounds).toBe(0);
      }
    }
    // Short range (12" for a Rifle): Elite needs 1 hole, Regular 2, Green 3 (the shooter-grade columns).
    // One hole in the singular (player wording).
    expect(shown["elite"]).toBe(
      `Pvt. Cole: needs one hole, card ${three.serial} shows 3: hit — randomizer 1: Sgt. Hale, torso, wounded (1 of 2 wounds)`,
    );
    expect(shown["regular"]).toBe(
      `Pvt. Cole: needs 2 holes, card ${three.serial} shows 3: hit — randomizer 1: Sgt. Hale, torso, wounded (1 of 2 wounds)`,
    );
    expect(shown["green"]).toBe(
      `Pvt. Cole: needs 3 holes, card ${three.serial} shows 3: hit — randomizer 1: Sgt. Hale, torso, wounded (1 of 2 wounds)`,
    );
  });

  it("CORE-2 out of ammunition: the card's Out of Ammunition result stops the shooter; Apply writes the marker", async () => {
    const table = coleAlone();
    const ooa = pick("Out of Ammunition", (c) => c.hit === OUT_OF_AMMO);
    stack(table, [ooa]);
    await press(table, "fire", POSSE, { distance: () => 12 });
    expect(lines(chat(table))).toEqual([
      `Pvt. Cole: card ${ooa.serial} shows Out of Ammunition: one marker, no more shots`,
    ]);
    await apply(table, GM);
    expect(table.figureSource(COLE).outOfAmmo).toBe(1);
  });

  it("CORE-2 morale results by terrain: Rally reads the unit's grade column and the terrain row the player picks (open vs cover on the same card)", async () => {
    const card = pick(
      "Regular open not OK, cover OK",
      (c) => c.morale.regular.open !== "OK" && c.morale.regular.cover === "OK",
    );
    const rows: string[] = [];
    for (const terrain of ["open", "cover"]) {
      const table = posseAndRaiders();
      table.patchFigure(COLE, { guts: "green" }); // a Green leader removes no marker: the one marker is checked
      table.patchUnit(POSSE, { moraleMarkers: 1 });
      stack(table, [card]);
      table.answers = [{ terrain }];
      expect(await press(table, "rally", POSSE)).toBe("done");
      expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
      rows.push(lines(chat(table))[1] ?? "");
    }
    expect(rows[0]).toContain(`Regular column, open row: card ${card.serial} shows`);
    expect(rows[0]).not.toContain("shows OK");
    expect(rows[1]).toBe(`Regular column, cover row: card ${card.serial} shows OK`);
  });

  it("CORE-2 bog result: Bog reads the card's box for the ground's grade asked (Elite ground bogged, Green ground clear on the same card)", async () => {
    const card = pick("Elite bogged, Green clear", (c) => c.bog.elite && !c.bog.green);
    const shown: string[] = [];
    for (const grade of ["elite", "green"]) {
      const table = posseAndRaiders();
      stack(table, [card]);
      table.answers = [{ grade }];
      expect(await press(table, "bog", COLE)).toBe("done");
      const view = chat(table);
      shown.push([view.summary, ...lines(view)].join("\n"));
      expect(table.lastMessage().record?.result.effects).toEqual([]);
    }
    expect(shown[0]).toContain("Bogged down");
    expect(shown[1]).toContain("Clear");
    expect(shown[1]).toContain("Green column: not bogged");
  });
});

describe("graded attributes (CORE-4)", () => {
  it("CORE-4 the figure sheet shows Guts and Accuracy as grades, Melee, Endurance and Reaction as numbers", () => {
    const view = figureView({
      doc: { name: "Pvt. Cole", img: "" },
      editable: true,
      editMode: false,
      system: { ...DEFAULTS.figure(), guts: "elite", accuracy: "green", melee: 1, endurance: 3, reaction: 4 },
      weapons: [],
      explosives: [],
      era: "old-west",
      year: null,
    });
    expect(view.attributes.map((a) => `${a.key} ${a.display}`)).toEqual([
      "guts COMBAT_PATROL.Grade.elite",
      "accuracy COMBAT_PATROL.Grade.green",
      "melee +1",
      "endurance 3",
      "reaction 4",
    ]);
  });

  it("CORE-4 Accuracy grade drives the Fire button's hit indicator; Guts drives the Rally button's removals (Elite 2, Regular 1)", async () => {
    const card = pick("a 2-hole card", (c) => c.hit === 2);
    const needs: string[] = [];
    for (const accuracy of ["regular", "green"] as const) {
      const table = coleAlone();
      table.patchFigure(COLE, { accuracy });
      stack(table, [card]);
      await press(table, "fire", POSSE, { distance: () => 12 });
      needs.push(chat(table).summary);
    }
    // Regular needs 2 holes at short range (a hit), Green 3 (a miss).
    expect(needs).toEqual(["One shot, one hit", "One shot, no hit"]);

    const removed: string[] = [];
    for (const guts of ["elite", "regular"] as const) {
      const table = posseAndRaiders();
      table.patchFigure(COLE, { guts, leader: { rank: "team", trained: true } });
      table.patchUnit(POSSE, { moraleMarkers: 2 });
      await press(table, "rally", POSSE);
      removed.push(lines(chat(table))[0] ?? "");
    }
    expect(removed).toEqual([
      "Posse: 2 morale markers, the leader removes 2",
      "Posse: 2 morale markers, the leader removes one",
    ]);
  });
});
