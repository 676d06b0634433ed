/**
 * CORE-5 fire at the table: the Fire button on the Posse (the targeted Raiders, ranges from the
 * scene), the fire dialog confirmed as shown, ONE request to the GM's draw service, the engine's
 * volley over the stacked deck, the chat message as the player reads it, then Apply.
 */
import { describe, expect, it } from "vitest";
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
  OTHER,
  POSSE,
  posseAndRaiders,
  press,
  RAIDERS,
  writeKinds,
} from "./harness";

describe("fire (CORE-5)", () => {
  it('CORE-5 / CORE-5.6 the Posse fires at the Raiders 12" away: one deck write, one message; Apply writes the wound, the marker and the Out of Ammunition in ONE batch', async () => {
    const table = posseAndRaiders();
    table.targets = [HALE];
    let shown: readonly string[] = [];
    table.fireAnswer = (state) => {
      shown = state.shooters.map((s) => `${s.figure.name} ${s.weaponName} ${s.rangeInches}" ${s.include}`);
      expect(state.target?.id).toBe(RAIDERS);
      return state;
    };
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    // The dialog starts with every standing figure, its weapon and the measured range.
    expect(shown).toEqual(['Pvt. Cole ow.rifle 12" true', 'Cpl. Dunn ow.rifle 12" true']);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const view = chat(table);
    expect(view.title).toBe("Posse: fire at Raiders");
    expect(view.summary).toBe("2 shots, one hit");
    expect(lines(view)).toEqual([
      "Pvt. Cole: needs 2 holes, card 1 shows 5: hit — randomizer 6: Red Finch, leg, wounded (1 of 2 wounds)",
      "Cpl. Dunn: card 2 shows Out of Ammunition: one marker, no more shots",
    ]);
    expect(view.changes).toEqual([
      "Cpl. Dunn: one more Out of Ammunition marker",
      "Red Finch: one more wound",
      "Raiders: one more morale marker",
    ]);
    expect(table.lastMessage().applied.done).toBe(false);

    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.slice(2)).toEqual([
      { kind: "updateWorldActors", ids: [docId(DUNN), docId(FINCH), docId(RAIDERS)] },
      { kind: "saveDecks", decks: 1 },
      { kind: "updateMessage", id: table.lastMessage().id },
    ]);
    expect(table.figureSource(FINCH).wounds).toBe(1);
    expect(table.figureSource(DUNN).outOfAmmo).toBe(1);
    expect(table.unitSource(RAIDERS).moraleMarkers).toBe(1);
    expect(table.figureSource(COLE).wounds).toBe(0);
    expect(table.figureSource(HALE).wounds).toBe(0);
  });

  it("CORE-5 the dialog closed: nothing is drawn, nothing written", async () => {
    const table = posseAndRaiders();
    table.targets = [HALE];
    table.fireAnswer = () => null;
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 another player's unit: the button is refused before any dialog (notYourPiece), nothing written", async () => {
    const table = posseAndRaiders();
    table.targets = [HALE];
    expect(await press(table, "fire", POSSE, { user: OTHER, distance: () => 12 })).toBe("refused");
    expect(table.warnings.map((w) => w.text)).toEqual([expect.stringContaining("Posse")]);
    expect(table.writes).toEqual([]);
  });

  it("OW-5.2e a shooter whose arc does not hold the target: refused before the draw, nothing written", async () => {
    const table = posseAndRaiders();
    table.targets = [HALE];
    // The nearest target figure (all at 12": the first, Sgt. Hale) is outside Cole's arc.
    table.outOfArc.add(`${COLE}>${HALE}`);
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    expect(table.writes).toEqual([]);
  });
});
