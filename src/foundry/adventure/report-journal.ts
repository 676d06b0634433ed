/**
 * OW-2 / NAP-2 the GM's "After-action report" (a button on the Combat tracker of a starter
 * adventure's Combat): the turns End of Turn recorded (turn-record.ts), in the players' words
 * (report-view.ts), written as a new text page of the adventure's journal, which every player reads.
 * Over ports; report-foundry.ts wires Foundry.
 */
import type { Format } from "@foundry/shared/format";
import type { TurnRecord } from "@rules/scenario";
import type { CombatScenario } from "./scenario-flag";
import { reportPageName, reportView, type ReportView } from "./report-view";

export interface ReportPorts {
  scenario(): CombatScenario | null;
  records(): readonly TurnRecord[];
  /** The page's HTML from the report's template. */
  render(view: ReportView): Promise<string>;
  /** A text page added to the journal; its name, or null when the journal is gone. */
  addPage(journalId: string, name: string, html: string): Promise<string | null>;
  notify(level: "info" | "warn", key: string, data: Readonly<Record<string, string>>): void;
}

/** The page written (its journal's name), or null when there was nothing to write it for or into. */
export async function writeReport(ports: ReportPorts, t: Format): Promise<string | null> {
  const scenario = ports.scenario();
  if (!scenario) return null;
  const records = ports.records();
  const html = await ports.render(reportView(records, scenario, t));
  const journal = await ports.addPage(scenario.journalId, reportPageName(records, t), html);
  if (journal === null) ports.notify("warn", "COMBAT_PATROL.Report.noJournal", {});
  else ports.notify("info", "COMBAT_PATROL.Report.written", { journal });
  return journal;
}
