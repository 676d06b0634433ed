/**
 * OW-2 / NAP-2 a starter adventure's End of Turn and after-action report at the table: the GM's
 * Activation Card flow (combat/turn.ts drawNextCard) reaching the End card records the turn on the
 * Combat (src/foundry/adventure/turn-record.ts: the victory check over the units and their
 * tokens), and the GM's "After-action report" writes a page of the adventure's journal with the
 * turns, the casualties, the objective's holder and the verdict (report-journal.ts, the REAL
 * template and lang file).
 */
import { describe, expect, it } from "vitest";
import { roundBase, type Figure } from "@rules/geometry";
import { DRY_CREEK_SCENARIO, TROIS_MOULINS_SCENARIO } from "@rules/scenario";
import { drawNextCard, startTurn } from "@foundry/combat/turn";
import { recordTurn } from "@foundry/adventure/turn-record";
import { writeReport } from "@foundry/adventure/report-journal";
import type { CombatScenario } from "@foundry/adventure/scenario-flag";
import { stackedActivation } from "../doubles/table";
import { AdventureJournalDouble } from "../doubles/roles/journal";
import {
  COLE,
  DUNN,
  FINCH,
  format,
  HALE,
  OTHER,
  POSSE,
  posseAndRaiders,
  RAIDERS,
  docId,
  type TableDouble,
} from "./harness";

const JOURNAL = "journal0000000001";
const id = (actor: string) => docId(actor);

const KANE = "Actor.kane000000000001";
const LUTZ = "Actor.lutz000000000001";

/** The Raiders play the Dry Creek gang (Sgt. Hale the boss), the Posse the law. */
const DRY_CREEK: CombatScenario = {
  rules: DRY_CREEK_SCENARIO,
  roles: { boss: [id(HALE)], posse: [id(POSSE)] },
  names: { a: "The Dry Creek gang", b: "The law" },
  journalId: JOURNAL,
  sides: { a: [id(RAIDERS), id(HALE), id(FINCH), id(KANE), id(LUTZ)], b: [id(POSSE), id(COLE), id(DUNN)] },
};

const at = (x: number, y: number): Figure => ({ id: "", at: { x, y }, base: roundBase(1) });

function dryCreek(scenario: CombatScenario | null = DRY_CREEK): {
  table: TableDouble;
  journal: AdventureJournalDouble;
} {
  const table = posseAndRaiders();
  // the gang is four: Sgt. Hale (the boss), Red Finch and two more in the bank
  table.addFigure(KANE, "Kid Kane", {}, "ow.revolver", OTHER);
  table.addFigure(LUTZ, "Lutz", {}, "ow.revolver", OTHER);
  table.addUnit(RAIDERS, "Raiders", [HALE, FINCH, KANE, LUTZ], {}, OTHER);
  table.positions.set(KANE, at(20, 10));
  table.positions.set(LUTZ, at(22, 10));
  // Sgt. Hale on the creek bridge, Red Finch in the street; the posse at the west end of Main Street
  table.positions.set(HALE, at(40, 18));
  table.positions.set(FINCH, at(30, 18));
  table.positions.set(COLE, at(2, 17));
  table.positions.set(DUNN, at(2, 19));
  const journal = new AdventureJournalDouble(
    table,
    scenario,
    [POSSE, RAIDERS],
    new Map([[JOURNAL, "The Dry Creek Bank Job"]]),
  );
  return { table, journal };
}

/**
 * The GM draws the End card of `turn` (after the turn's dice): End of Turn runs, the listener records;
 * whether that End of Turn settled the game (the GM is told then).
 */
async function endTurn(table: TableDouble, journal: AdventureJournalDouble, turn: number): Promise<boolean | null> {
  let decided: boolean | null = null;
  table.activation = { state: stackedActivation(["end#1"], turn), audit: null };
  const ports = table.turnPorts(
    {
      units: () => [table.unit(POSSE), table.unit(RAIDERS)],
      heroActivations: async () => [],
      turnEnded: async (t) => {
        decided = (await recordTurn(journal.recordPorts(), t))?.decided ?? null;
      },
    },
    [4, 4, 4, 4, 4, 4, 4, 4],
  );
  await startTurn(ports, turn);
  const result = await drawNextCard(ports);
  expect(result?.endOfTurn).toBe(true);
  return decided;
}

describe("OW-2 Dry Creek: End of Turn records the victory check", () => {
  it("OW-2 Dry Creek the End card of turn 1 records turn 1: the gang holds the creek bridge, nobody down, the game runs on", async () => {
    const { table, journal } = dryCreek();
    await endTurn(table, journal, 1);
    expect(journal.flagWrites).toBe(1);
    expect(journal.records()).toEqual([
      { turn: 1, down: { a: 0, b: 0 }, holder: "a", verdict: { outcome: "running" }, escaped: [] },
    ]);
  });

  it("OW-2 Dry Creek the boss down in turn 2: turn 2's record gives the law the game, naming him; only that End of Turn settles it", async () => {
    const { table, journal } = dryCreek();
    expect(await endTurn(table, journal, 1)).toBe(false);
    table.patchFigure(HALE, { states: { ...table.figureSource(HALE).states, incapacitated: true } });
    table.positions.set(COLE, at(39, 17));
    expect(await endTurn(table, journal, 2)).toBe(true);
    expect(await endTurn(table, journal, 3)).toBe(false);
    expect(journal.records().map((r) => [r.turn, r.down, r.holder, r.verdict.outcome])).toEqual([
      [1, { a: 0, b: 0 }, "a", "running"],
      [2, { a: 1, b: 0 }, "b", "won"],
      [3, { a: 1, b: 0 }, "b", "won"],
    ]);
    expect(journal.records()[1]!.verdict).toEqual({
      outcome: "won",
      side: "b",
      reason: { code: "figureDown", side: "b", names: ["Sgt. Hale"] },
    });
  });

  it("OW-2 Dry Creek a Combat that is no starter adventure's records nothing at End of Turn", async () => {
    const { table, journal } = dryCreek(null);
    expect(await endTurn(table, journal, 1)).toBeNull();
    expect(journal.flagWrites).toBe(0);
    expect(journal.records()).toEqual([]);
  });
});

const cells = (html: string): string[][] =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) =>
    [...m[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]!),
  );
const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("OW-2 / NAP-2 the GM's After-action report", () => {
  it("OW-2 Dry Creek the button writes a page of the adventure's journal: each turn's casualties, who held the bridge, the verdict and why", async () => {
    const { table, journal } = dryCreek();
    await endTurn(table, journal, 1);
    table.patchFigure(HALE, { states: { ...table.figureSource(HALE).states, incapacitated: true } });
    table.positions.set(COLE, at(39, 17));
    await endTurn(table, journal, 2);
    expect(await writeReport(journal.reportPorts(), format)).toBe("The Dry Creek Bank Job");
    expect(journal.pages).toHaveLength(1);
    const page = journal.pages[0]!;
    expect(page.journalId).toBe(JOURNAL);
    expect(page.name).toBe("After-action report (turn 2)");
    expect(cells(page.html)).toEqual([
      ["Turn", "The Dry Creek gang: figures down", "The law: figures down", "Held the objective"],
      ["1", "0", "0", "The Dry Creek gang"],
      ["2", "1", "0", "The law"],
      ["In all", "1", "0", ""],
    ]);
    expect(text(page.html)).toContain("The law won. Sgt. Hale is down. The objective: the creek bridge.");
    expect(journal.notices).toEqual([
      { level: "info", key: "COMBAT_PATROL.Report.written", data: { journal: "The Dry Creek Bank Job" } },
    ]);
  });

  it("NAP-2 Les Trois Moulins before any End of Turn the page says so; with the journal gone nothing is written and the GM is told", async () => {
    const table = posseAndRaiders();
    const scenario: CombatScenario = {
      rules: TROIS_MOULINS_SCENARIO,
      roles: { gun: [id(RAIDERS)], troops: [id(POSSE)] },
      names: { a: "The garrison", b: "The dragoon squadron" },
      journalId: JOURNAL,
      sides: { a: [id(RAIDERS)], b: [id(POSSE)] },
    };
    const journal = new AdventureJournalDouble(
      table,
      scenario,
      [POSSE, RAIDERS],
      new Map([[JOURNAL, "The Bridge at Les Trois Moulins"]]),
    );
    await writeReport(journal.reportPorts(), format);
    expect(text(journal.pages[0]!.html)).toBe(
      "Nobody has won yet: the game goes on. The objective: within 6 inches of the crossroads. No turn has ended yet: the report fills in at each End of Turn.",
    );
    const gone = new AdventureJournalDouble(table, scenario, [POSSE, RAIDERS], new Map());
    expect(await writeReport(gone.reportPorts(), format)).toBeNull();
    expect(gone.pages).toEqual([]);
    expect(gone.notices.map((n) => [n.level, n.key])).toEqual([["warn", "COMBAT_PATROL.Report.noJournal"]]);
  });
});
