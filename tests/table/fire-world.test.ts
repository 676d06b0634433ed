/**
 * CORE-5 / CORE-3 the GM's client reads a volley's facts from the world: the range the map
 * measures, the sight the walls allow, the cover the ground gives, the stats on the sheets, the
 * unit the Activation Card named. The Fire button pressed as a player; what he could alter on his
 * own client (the dialog's answer) is altered; the GM's refusal is one line and nothing is written.
 */
import { describe, expect, it } from "vitest";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import { activate, chat, pick, lines, POSSE, press, RAIDERS, stack } from "./harness";
import { posseFacingRaiders, sceneGround } from "./scenes";

/** The Posse 10" (centre to centre, 9" base to base) from the Raiders, the scene's walls as given (pixels). */
function field(walls: object[] = [], answer: (state: FireDialogState) => FireDialogState = (s) => s) {
  const table = posseFacingRaiders();
  sceneGround(table, [], walls);
  const miss = pick("a miss", (c) => c.hit === 0);
  stack(table, [miss, miss]);
  table.fireAnswer = answer;
  return table;
}

const refusal = (table: ReturnType<typeof field>) => table.warnings.map((w) => w.text);

describe("CORE-5 the GM reads the volley from the map", () => {
  it("CORE-5 the range comes from the tokens, nothing typed: 9 inches base to base, two shots posted", async () => {
    let ranges: (number | null)[] = [];
    const table = field([], (s) => {
      ranges = s.shooters.map((x) => x.rangeInches);
      return s;
    });
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(ranges).toEqual([9, 9]);
    expect(refusal(table)).toEqual([]);
    expect(chat(table).summary).toMatch(/^2 shots/);
  });

  it("CORE-5 a range the player's client shortened is refused with the map's: nothing drawn or written", async () => {
    const table = field();
    expect(await press(table, "fire", POSSE, { distance: () => 3 })).toBe("done");
    expect(refusal(table)).toEqual(["Pvt. Cole is 9 inches from the target on the map, not 3. Nothing was drawn."]);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 a shot through a building's wall: the dialog leaves out who cannot see, and the GM refuses him if ticked again", async () => {
    let rows: string[] = [];
    const table = field([{ c: [-1000, 500, 1000, 500] }], (s) => {
      rows = s.shooters.map((x) => `${x.figure.name} ${x.include ? "fires" : "out"}: ${x.refusal?.key ?? ""}`);
      return { ...s, shooters: s.shooters.map((x) => ({ ...x, include: true, refusal: null })) };
    });
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(rows).toEqual([
      "Pvt. Cole out: COMBAT_PATROL.Error.noSight.buildingWall",
      "Cpl. Dunn out: COMBAT_PATROL.Error.noSight.buildingWall",
    ]);
    expect(refusal(table)).toEqual(["Pvt. Cole cannot see the target: a wall is in the way. Nothing was drawn."]);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 a wall that hides one shooter only: the other fires alone", async () => {
    // A short wall between Cole (x 0) and Hale; Dunn (x 3) sees Finch past its end.
    const table = field([{ c: [-200, 500, 150, 500] }]);
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)).toEqual([]);
    expect(chat(table).summary).toMatch(/^One shot/);
  });

  it("CORE-5 a fence does not block sight; cover declared against the map's soft cover shows on the chat card", async () => {
    const table = field([{ c: [-1000, 950, 1000, 950], sight: 0, obstacle: "fence" }], (s) => ({
      ...s,
      cover: "none",
    }));
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)).toEqual([]);
    expect(lines(chat(table))[0]).toBe("Declared no cover; the map shows soft cover.");
  });

  it("CORE-5 the cover the map reads, kept as the dialog started it, adds no line", async () => {
    const table = field([{ c: [-1000, 950, 1000, 950], sight: 0, obstacle: "fence" }]);
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(lines(chat(table)).some((l) => l.startsWith("Declared"))).toBe(false);
  });
});

describe("CORE-5 the GM reads the pieces from their sheets", () => {
  it("CORE-5 a shooter's Accuracy raised on the player's client is refused", async () => {
    const table = field([], (s) => ({
      ...s,
      shooters: s.shooters.map((x) => ({ ...x, figure: { ...x.figure, accuracy: "elite" as const } })),
    }));
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)[0]).toMatch(/^Pvt\. Cole is not as the table shows/);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 the target's Endurance lowered on the player's client is refused", async () => {
    const table = field([], (s) => ({
      ...s,
      target: s.target && { ...s.target, figures: s.target.figures.map((f) => ({ ...f, endurance: 1 })) },
    }));
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)[0]).toMatch(/is not as the table shows/);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 ten copies of one rifleman are refused: each piece acts once", async () => {
    const table = field([], (s) => ({ ...s, shooters: Array.from({ length: 10 }, () => s.shooters[0]!) }));
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)).toEqual([
      "Pvt. Cole is named twice in one request: each piece acts once. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 a volley aimed at the firing unit's own men is refused", async () => {
    const table = field([], (s) => ({
      ...s,
      target: s.target && { ...s.unit, figures: s.unit.figures },
    }));
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)).toEqual(["Posse cannot fire at its own men. Nothing was drawn."]);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5 a weapon the figure does not carry is refused", async () => {
    // A longer reach than his rifle's: a buffalo gun he does not have.
    const table = field([], (s) => ({
      ...s,
      shooters: s.shooters.map((x) =>
        x.weapon ? { ...x, weapon: { ...x.weapon, range: { ...x.weapon.range, long: 99 } } } : x,
      ),
    }));
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)).toEqual(["Pvt. Cole does not carry that weapon. Nothing was drawn."]);
    expect(table.writes).toEqual([]);
  });
});

describe("CORE-3 only the units the Activation Card named may fire", () => {
  it("CORE-3 the Posse fires while activated and is refused while only the Raiders are", async () => {
    const active = field();
    activate(active, [POSSE]);
    expect(await press(active, "fire", POSSE)).toBe("done");
    expect(refusal(active)).toEqual([]);
    const other = field();
    activate(other, [RAIDERS]);
    expect(await press(other, "fire", POSSE)).toBe("done");
    expect(refusal(other)).toEqual([
      "Posse is not activated now: only the units the last Activation Card named may act. Nothing was drawn.",
    ]);
    expect(other.writes).toEqual([]);
  });
});

describe("CORE-3 a figure fires once in an activation", () => {
  it("CORE-3 the same volley sent again in one activation is refused; in the next activation it is drawn", async () => {
    const table = field();
    activate(table, [POSSE]);
    expect(await press(table, "fire", POSSE)).toBe("done");
    const messages = table.messages.size;
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)).toEqual(["Pvt. Cole has already fired in this activation. Nothing was drawn."]);
    expect(table.messages.size).toBe(messages);
    activate(table, [POSSE], "5#1");
    table.warnings.length = 0;
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)).toEqual([]);
    expect(table.messages.size).toBe(messages + 1);
  });

  it("CORE-3 in free play (no Activation Card running) a unit may fire again", async () => {
    const table = field();
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(await press(table, "fire", POSSE)).toBe("done");
    expect(refusal(table)).toEqual([]);
    expect(table.messages.size).toBe(2);
  });
});
