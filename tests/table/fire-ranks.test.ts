/**
 * NAP-5.4.2 the second rank fires at the Fire button only when both ranks are in close
 * order and touching (the engine's rankFire over the unit's tokens toward the target's nearest
 * figure): a shooter who may not is left out with the reason in his row of the dialog; ticked
 * again, the volley is refused before any card is drawn.
 */
import { describe, expect, it } from "vitest";
import { roundBase } from "@rules/geometry";
import { DEFAULT_OPTIONS } from "@rules/options";
import { fireDialogView, type FireDialogState } from "@foundry/actions/fire/fire-view";
import { chat, format, lines, OTHER, PLAYER, press, TableDouble, writeKinds } from "./harness";

const LINE = "Actor.ligne0000000001";
const ENEMY = "Actor.enemy0000000001";
const COSSACK = "Actor.cossack00000001";

/** A unit of fusiliers at these positions (inches; y grows toward the rear), the enemy 10" ahead. */
function line(
  positions: readonly (readonly [number, number])[],
  era: "napoleonic" | "old-west" = "napoleonic",
): { table: TableDouble; ids: string[] } {
  const table = new TableDouble();
  table.options = { ...DEFAULT_OPTIONS, era };
  const ids = positions.map((_, i) => `Actor.fusil${String(i).padStart(11, "0")}`);
  ids.forEach((id, i) => table.addFigure(id, `Fusilier ${i + 1}`, {}, "nap.musket", PLAYER));
  table.addUnit(LINE, "Ligne", ids, {}, PLAYER);
  table.addFigure(COSSACK, "Cossack", {}, "nap.musket", OTHER);
  table.addUnit(ENEMY, "Cossacks", [COSSACK], {}, OTHER);
  ids.forEach((id, i) =>
    table.positions.set(id, { id, at: { x: positions[i]![0], y: positions[i]![1] }, base: roundBase(1), facing: 0 }),
  );
  table.positions.set(COSSACK, { id: COSSACK, at: { x: 1.5, y: -10 }, base: roundBase(1), facing: 0 });
  table.onScene = [...ids, COSSACK];
  table.targets = [COSSACK];
  table.stackDeck(PLAYER, []);
  return { table, ids };
}

const FRONT4: (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [2, 0],
  [3, 0],
];

/** The dialog's rows as the player reads them: name, ticked, the reason when he cannot fire. */
function rows(state: FireDialogState, table: TableDouble): string[] {
  return fireDialogView(state, [], table.options, format).rows.map(
    (r) => `${r.name} ${r.include ? "fires" : "out"}${r.reason ? `: ${r.reason}` : ""}`,
  );
}

describe("second rank fire (NAP-5.4.2)", () => {
  it("NAP-5.4.2 two ranks in close order, bases touching: all eight fire (eight shots in chat)", async () => {
    const { table } = line([...FRONT4, [0, 1], [1, 1], [2, 1], [3, 1]]);
    let shown: string[] = [];
    table.fireAnswer = (state) => {
      shown = rows(state, table);
      return state;
    };
    expect(await press(table, "fire", LINE)).toBe("done");
    expect(shown.every((r) => r.endsWith(" fires"))).toBe(true);
    expect(shown).toHaveLength(8);
    expect(chat(table).summary).toMatch(/^8 shots/);
  });

  it("NAP-5.4.2 the second rank half an inch behind (not touching): left out with the reason, only the front rank's four shots in chat", async () => {
    const { table } = line([...FRONT4, [0, 1.5], [1, 1.5], [2, 1.5], [3, 1.5]]);
    let shown: string[] = [];
    table.fireAnswer = (state) => {
      shown = rows(state, table);
      return state;
    };
    expect(await press(table, "fire", LINE)).toBe("done");
    expect(shown).toEqual([
      "Fusilier 1 fires",
      "Fusilier 2 fires",
      "Fusilier 3 fires",
      "Fusilier 4 fires",
      "Fusilier 5 out: Fusilier 5 stands behind Fusilier 1: the second rank fires only with the bases touching.",
      "Fusilier 6 out: Fusilier 6 stands behind Fusilier 2: the second rank fires only with the bases touching.",
      "Fusilier 7 out: Fusilier 7 stands behind Fusilier 3: the second rank fires only with the bases touching.",
      "Fusilier 8 out: Fusilier 8 stands behind Fusilier 4: the second rank fires only with the bases touching.",
    ]);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(chat(table).summary).toMatch(/^4 shots/);
    expect(lines(chat(table)).filter((l) => /^Fusilier [5-8]/.test(l))).toEqual([]);
  });

  it("NAP-5.4.2 three figures touching (no close order): the man behind is left out, both ranks must be in close order", async () => {
    const { table } = line([
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
    let shown: string[] = [];
    table.fireAnswer = (state) => {
      shown = rows(state, table);
      return state;
    };
    await press(table, "fire", LINE);
    expect(shown[2]).toBe(
      "Fusilier 3 out: Fusilier 3 stands behind Fusilier 1: the second rank fires only when both ranks are in close order.",
    );
    expect(chat(table).summary).toMatch(/^2 shots/);
  });

  it("NAP-5.4.2 a third rank cannot fire even in close order and touching", async () => {
    const { table } = line([...FRONT4, [0, 1], [1, 1], [2, 1], [3, 1], [0, 2]]);
    let shown: string[] = [];
    table.fireAnswer = (state) => {
      shown = rows(state, table);
      return state;
    };
    await press(table, "fire", LINE);
    expect(shown[8]).toBe("Fusilier 9 out: Fusilier 9 stands behind two ranks and cannot fire.");
    expect(chat(table).summary).toMatch(/^8 shots/);
  });

  it("NAP-5.4.2 a refused shooter ticked again: the dialog says why and the volley is refused before any card, nothing written", async () => {
    const { table } = line([...FRONT4, [0, 1.5]]);
    let warning: string | null = null;
    table.fireAnswer = (state) => {
      const ticked = { ...state, shooters: state.shooters.map((s) => ({ ...s, include: true })) };
      warning = fireDialogView(ticked, [], table.options, format).warning;
      return ticked;
    };
    await press(table, "fire", LINE);
    // Alone half an inch behind, he is in no close order group either: that reason comes first.
    const reason =
      "Fusilier 5 stands behind Fusilier 1: the second rank fires only when both ranks are in close order.";
    expect(warning).toBe(reason);
    expect(table.warnings.map((w) => w.text)).toEqual([reason]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-5.4.2 is the Napoleonic supplement's: in the Old West the man behind fires", async () => {
    const { table } = line(
      [
        [0, 0],
        [1, 0],
        [0, 1.5],
      ],
      "old-west",
    );
    let shown: string[] = [];
    table.fireAnswer = (state) => {
      shown = rows(state, table);
      return state;
    };
    await press(table, "fire", LINE);
    expect(shown).toEqual(["Fusilier 1 fires", "Fusilier 2 fires", "Fusilier 3 fires"]);
  });
});
