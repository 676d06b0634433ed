/**
 * CORE-11 leaders and OW-3 untrained leaders, OW-4a-c heroes, from the entry points a player or
 * the GM presses: the Rally button (morale markers a leader removes), the combat tracker's
 * Give die flow (swapCandidates / swapDice of combat/turn.ts: the candidates offered, the radius
 * drawn, the swap written), the canvas's out-of-command marking (outOfCommandEffects), the Next
 * card flow drawing the Hero card (drawNextCard), and the Fire button's dialog (leader absent).
 */
import { describe, expect, it } from "vitest";
import { roundBase, type Figure } from "@rules/geometry";
import { drawNextCard, giverRadius, startTurn, swapCandidates, swapDice, type TurnPorts } from "@foundry/combat/turn";
import { heroEntries } from "@foundry/combat/heroes";
import { outOfCommandEffects, type CommandLink } from "@foundry/canvas/measure";
import { figureView } from "@foundry/sheets/view/figure";
import { DEFAULTS, type FigureSource } from "@foundry/data/sources";
import { resultView } from "@foundry/chat/view";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import {
  apply,
  chat,
  COLE,
  docId,
  DUNN,
  format,
  GM,
  HALE,
  lines,
  OTHER,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  RAIDERS,
  TableDouble,
  writeKinds,
} from "./harness";

const SQUAD = "Actor.squad00000000001";
const SGT = "Actor.sarge00000000001";
const FINCH = "Actor.finch00000000001";

/**
 * The Posse led by Pvt. Cole (a leader of `rank`, trained or not) and Ames's team under it, led by Sgt. Ames (`ames`).
 */
function chain(cole: FigureSource["leader"], ames: FigureSource["leader"]): TableDouble {
  const table = posseAndRaiders();
  table.patchFigure(COLE, { leader: cole });
  table.addFigure(SGT, "Sgt. Ames", { leader: ames }, "ow.rifle", PLAYER);
  table.addUnit(SQUAD, "Ames's team", [SGT], { commanderId: POSSE }, PLAYER);
  return table;
}

/** The combat's ports over the double (as combat/foundry.ts wires them), dice scripted. */
function ports(table: TableDouble, unitIds: readonly string[], dice: number[]): TurnPorts {
  return table.turnPorts({ units: () => unitIds.map((id) => table.unit(id)) }, dice);
}

/** Each unit's leader on a line at x inches (1" round bases); absent: off the table. */
const at =
  (positions: Record<string, number>) =>
  (unit: { id: string; leaderId: string | null }): Figure | null => {
    const x = positions[unit.id];
    return x === undefined || !unit.leaderId ? null : { id: unit.leaderId, at: { x, y: 0 }, base: roundBase(1) };
  };

const rallyText = (table: TableDouble) => {
  const view = chat(table);
  return [view.title, view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("leaders (CORE-11, OW-3)", () => {
  it("CORE-11 Rally with 3 markers: an Elite leader removes 2 (one card), a Regular leader 1 (two cards), a Green leader none (three cards); Apply clears the markers", async () => {
    for (const [guts, removed, cards] of [
      ["elite", "the leader removes 2", 1],
      ["regular", "the leader removes one", 2],
      ["green", null, 3],
    ] as const) {
      const table = posseAndRaiders();
      table.patchFigure(COLE, { guts, leader: { rank: "team", trained: true } });
      table.patchUnit(POSSE, { moraleMarkers: 3 });
      expect(await press(table, "rally", POSSE)).toBe("done");
      expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
      const first = lines(chat(table))[0];
      expect(first).toBe(removed ? `Posse: 3 morale markers, ${removed}` : "Posse: 3 morale markers");
      expect(table.lastMessage().record?.result.cards).toHaveLength(cards);
      expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
      expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(POSSE)] });
      expect(table.unitSource(POSSE).moraleMarkers).toBe(0);
    }
  });

  it('CORE-11 Give die (combat tracker): a trained squad leader\'s 24" radius offers Ames\'s team 20" away, not 30"; the swap is one batch and one message', async () => {
    const table = chain({ rank: "squad", trained: true }, { rank: "team", trained: true });
    const p = ports(table, [POSSE, SQUAD, RAIDERS], [3, 5, 6]);
    await startTurn(p, 1);
    const units = p.units();
    expect(giverRadius(units[0]!, table.options)).toBe(24);
    expect(
      swapCandidates(units[0]!, units, 3, at({ [POSSE]: 0, [SQUAD]: 20, [RAIDERS]: 5 }), table.options).map(
        (u) => u.name,
      ),
    ).toEqual(["Ames's team"]);
    expect(swapCandidates(units[0]!, units, 3, at({ [POSSE]: 0, [SQUAD]: 30, [RAIDERS]: 5 }), table.options)).toEqual(
      [],
    );
    table.writes.length = 0;
    const result = await swapDice(p, POSSE, SQUAD, 3, at({ [POSSE]: 0, [SQUAD]: 20 }));
    expect(result.receiverDie).toBe(3);
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "createMessage"]);
    expect(table.unitSource(SQUAD).acted).toBe(true);
  });

  it('OW-3a untrained command radius (the radius the Give die flow draws): team 6", squad 18", platoon 24" (trained: 8", 24", 36")', () => {
    for (const [rank, untrained, trained] of [
      ["team", 6, 8],
      ["squad", 18, 24],
      ["platoon", 24, 36],
    ] as const) {
      const table = posseAndRaiders();
      table.patchFigure(COLE, { leader: { rank, trained: false } });
      expect(giverRadius(table.unit(POSSE), table.options)).toBe(untrained);
      table.patchFigure(COLE, { leader: { rank, trained: true } });
      expect(giverRadius(table.unit(POSSE), table.options)).toBe(trained);
    }
  });

  it('OW-3a an untrained squad commander\'s 18" radius decides out of command on the canvas: Ames\'s team 17" away is in command, 19" away is marked out', () => {
    const table = chain({ rank: "squad", trained: false }, { rank: "team", trained: true });
    const cole = table.figure(COLE);
    const link = (x: number): CommandLink => ({
      unitId: SQUAD,
      hero: false,
      leader: { id: SGT, at: { x, y: 0 }, base: roundBase(1) },
      commander: { figure: { id: COLE, at: { x: 0, y: 0 }, base: roundBase(1) }, state: cole },
      outOfCommand: false,
    });
    // Edge to edge: centres 18" apart on 1" round bases are 17" apart.
    expect(outOfCommandEffects([link(18)], table.options)).toEqual([]);
    expect(outOfCommandEffects([link(20)], table.options)).toEqual([
      { kind: "outOfCommand", unitId: SQUAD, outOfCommand: true },
    ]);
  });

  it('OW-3b Give die: an untrained squad leader is offered nobody, even 5" away; a trained commander gives his die to an untrained team leader in his radius', async () => {
    const untrained = chain({ rank: "squad", trained: false }, { rank: "team", trained: true });
    const p1 = ports(untrained, [POSSE, SQUAD], [3, 5]);
    await startTurn(p1, 1);
    const u1 = p1.units();
    expect(swapCandidates(u1[0]!, u1, 3, at({ [POSSE]: 0, [SQUAD]: 5 }), untrained.options)).toEqual([]);

    const receiver = chain({ rank: "squad", trained: true }, { rank: "team", trained: false });
    const p2 = ports(receiver, [POSSE, SQUAD], [3, 5]);
    await startTurn(p2, 1);
    const u2 = p2.units();
    expect(swapCandidates(u2[0]!, u2, 3, at({ [POSSE]: 0, [SQUAD]: 20 }), receiver.options).map((u) => u.name)).toEqual(
      ["Ames's team"],
    );
    receiver.writes.length = 0;
    const result = await swapDice(p2, POSSE, SQUAD, 3, at({ [POSSE]: 0, [SQUAD]: 20 }));
    expect(result.receiverDie).toBe(3);
    expect(receiver.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "createMessage"]);
    expect(receiver.unitSource(SQUAD).acted).toBe(true);
  });

  it("OW-3c Rally: an untrained Elite leader removes no marker: all 3 markers are checked (three cards)", async () => {
    const table = posseAndRaiders();
    table.patchFigure(COLE, { guts: "elite", leader: { rank: "team", trained: false } });
    table.patchUnit(POSSE, { moraleMarkers: 3 });
    expect(await press(table, "rally", POSSE)).toBe("done");
    const shown = rallyText(table);
    expect(lines(chat(table))[0]).toBe("Posse: 3 morale markers");
    expect(shown).not.toContain("the leader removes");
    expect(table.lastMessage().record?.result.cards).toHaveLength(3);
    // The same leader trained removes 2.
    const trained = posseAndRaiders();
    trained.patchFigure(COLE, { guts: "elite", leader: { rank: "team", trained: true } });
    trained.patchUnit(POSSE, { moraleMarkers: 3 });
    await press(trained, "rally", POSSE);
    expect(lines(chat(trained))[0]).toBe("Posse: 3 morale markers, the leader removes 2");
  });
});

describe("heroes (OW-4a, OW-4b, OW-4c)", () => {
  it("OW-4a a hero's unit is never out of command (the canvas's out-of-command marking), however far from his commander; his sheet shows his own command die", () => {
    const table = chain({ rank: "squad", trained: true }, { rank: "team", trained: true });
    const cole = table.figure(COLE);
    const link = (hero: boolean): CommandLink => ({
      unitId: SQUAD,
      hero,
      leader: { id: SGT, at: { x: 60, y: 0 }, base: roundBase(1) },
      commander: { figure: { id: COLE, at: { x: 0, y: 0 }, base: roundBase(1) }, state: cole },
      outOfCommand: false,
    });
    expect(outOfCommandEffects([link(false)], table.options)).toEqual([
      { kind: "outOfCommand", unitId: SQUAD, outOfCommand: true },
    ]);
    expect(outOfCommandEffects([link(true)], table.options)).toEqual([]);
    const sheet = figureView({
      doc: { name: "The Kid", img: "" },
      editable: true,
      editMode: false,
      system: { ...DEFAULTS.figure(), hero: true, commandDie: 4 },
      weapons: [],
      explosives: [],
      era: "old-west",
      year: null,
    });
    expect(sheet.commandDie).toMatchObject({ value: 4, rolled: true });
  });

  it("OW-4a / OW-4b Next card (Activation Deck): Red Finch, a hero in the Raiders, rolls his own die (3); the Hero card after a 3 activates him alone though his unit's die is 5", async () => {
    const table = new TableDouble(["3#1", "hero#1", "end#1"]);
    table.addFigure(COLE, "Pvt. Cole", { leader: { rank: "squad", trained: true } }, "ow.rifle", PLAYER);
    table.addUnit(POSSE, "Posse", [COLE], {}, PLAYER);
    table.addFigure(HALE, "Sgt. Hale", { leader: { rank: "team", trained: true } }, "ow.revolver", OTHER);
    table.addFigure(FINCH, "Red Finch", { hero: true }, "ow.revolver", OTHER);
    table.addUnit(RAIDERS, "Raiders", [HALE, FINCH], {}, OTHER);
    table.stackDeck(GM, [27, 12]);
    const p = ports(table, [POSSE, RAIDERS], [4, 5, 3]);
    await startTurn(p, 1);
    expect([
      table.unitSource(POSSE).commandDie,
      table.unitSource(RAIDERS).commandDie,
      table.figureSource(FINCH).commandDie,
    ]).toEqual([4, 5, 3]);
    expect(await drawNextCard(p)).toMatchObject({ number: 3, activations: [] });
    const hero = await drawNextCard(p);
    expect(hero?.activations).toEqual([{ unitId: RAIDERS, count: 1, reason: "hero" }]);
    const view = resultView(table.lastMessage().record!, format);
    const shown = [view.title, view.summary, ...view.lines.map((l) => l.text)].join("\n");
    expect(shown).toContain("Activation card: Hero");
    expect(shown).toContain("Raiders: activated.");
    // He acts alone: the Hero card's unit holds him only, with his own die.
    const entry = heroEntries([table.unit(POSSE), table.unit(RAIDERS)], (id) => table.figureSource(id).commandDie)[0];
    expect(entry).toMatchObject({
      figure: { id: FINCH },
      heroUnit: { commandDie: 3, figures: [{ id: FINCH }] },
      attachedTo: { id: RAIDERS },
    });
  });

  it("OW-4c Fire button: with the Posse's leader down, Cpl. Dunn suffers the leader-absent shift; as a hero he does not", async () => {
    const shifts: Record<string, boolean | undefined> = {};
    const holes: Record<string, string | undefined> = {};
    for (const hero of [false, true]) {
      const table = posseAndRaiders();
      table.patchFigure(DUNN, { hero });
      table.patchFigure(COLE, { states: { ...table.figureSource(COLE).states, incapacitated: true } });
      table.targets = [HALE];
      let dialog: FireDialogState | null = null;
      table.fireAnswer = (state) => {
        dialog = state;
        return state;
      };
      expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
      const shooter = (dialog as FireDialogState | null)?.shooters.find((s) => s.figure.id === DUNN);
      shifts[String(hero)] = shooter?.shifts.leaderAbsent;
      holes[String(hero)] = lines(chat(table))[0];
    }
    expect(shifts).toEqual({ false: true, true: false });
    // The shift is one column: a Regular at 12" (short) needs 2 holes, 3 with the leader absent.
    expect(holes["false"]).toContain("Cpl. Dunn: needs 3 holes");
    expect(holes["true"]).toContain("Cpl. Dunn: needs 2 holes");
  });
});
