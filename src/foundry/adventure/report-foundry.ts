/**
 * The starter adventure's End of Turn record and after-action report on Foundry: the Combat's
 * scenario and records (its flag, written by the GM), its units and their tokens' places on the
 * Combat's scene, the report's template and the journal's new page. Loaded on the first End of
 * Turn or press of the report button (adventure-hooks.ts).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { foundryFormat, notifyKey } from "@foundry/shared/format";
import { actingPiece, tokenOf } from "@foundry/kernel/foundry-pieces";
import { figureFromToken } from "@foundry/canvas/tokens";
import type { Figure } from "@rules/geometry";
import type { TurnRecord } from "@rules/scenario";
import { combatScenarioFrom } from "./scenario-flag";
import { recordTurn, turnRecordsFrom, type PlacedCombatUnit, type RecordPorts } from "./turn-record";
import { writeReport, type ReportPorts } from "./report-journal";
import { REPORT_TEMPLATE, reportView } from "./report-view";

const flagOf = (combat: Combat.Implementation, key: "scenario" | "report"): unknown => combat.getFlag(SYSTEM_ID, key);

/** Every unit of the combat's combatants (each once, a defeated one too: its men count), with its figures' places. */
function placedUnits(combat: Combat.Implementation): PlacedCombatUnit[] {
  const scene = combat.scene ?? null;
  const seen = new Map<string, PlacedCombatUnit>();
  for (const combatant of combat.combatants) {
    const unit = combatant.actor ? actingPiece(combatant.actor)?.unit : null;
    if (!unit || seen.has(unit.id)) continue;
    const places: Record<string, Figure> = {};
    for (const f of unit.figures) {
      const token = tokenOf(f.id, scene);
      if (token) places[f.id] = { ...figureFromToken(token), id: f.id };
    }
    seen.set(unit.id, { unit, places });
  }
  return [...seen.values()];
}

function recordPorts(combat: Combat.Implementation): RecordPorts {
  return {
    scenario: () => combatScenarioFrom(flagOf(combat, "scenario")),
    units: () => placedUnits(combat),
    records: () => turnRecordsFrom(flagOf(combat, "report")),
    async saveRecords(records: readonly TurnRecord[]) {
      await combat.setFlag(SYSTEM_ID, "report", records);
    },
  };
}

/**
 * OW-2 / NAP-2 End of Turn on the GM's client: the victory check recorded on the Combat; the GM
 * told the first time it settles the game.
 */
export async function recordEndOfTurn(combat: Combat.Implementation, turn: number): Promise<void> {
  if (!game.user?.isGM) return;
  const ports = recordPorts(combat);
  const recorded = await recordTurn(ports, turn);
  const scenario = ports.scenario();
  if (!recorded?.decided || !scenario) return;
  const view = reportView([recorded.record], scenario, foundryFormat);
  notifyKey("info", "COMBAT_PATROL.Report.decided", { turn, verdict: view.verdict, why: view.why ?? "" });
}

function reportPorts(combat: Combat.Implementation): ReportPorts {
  return {
    scenario: () => combatScenarioFrom(flagOf(combat, "scenario")),
    records: () => turnRecordsFrom(flagOf(combat, "report")),
    render: async (view) => (await foundry.applications.handlebars.renderTemplate(REPORT_TEMPLATE, { ...view })).trim(),
    async addPage(journalId, name, html) {
      const journal = game.journal?.get(journalId);
      if (!journal) return null;
      await journal.createEmbeddedDocuments("JournalEntryPage", [{ name, type: "text", text: { content: html } }]);
      return journal.name;
    },
    notify: (level, key, data) => notifyKey(level, key, { ...data }),
  };
}

/** The GM's "After-action report": a page of the adventure's journal. */
export async function writeReportFor(combat: Combat.Implementation): Promise<void> {
  await writeReport(reportPorts(combat), foundryFormat);
}
