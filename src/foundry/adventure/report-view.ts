/**
 * OW-2 / NAP-2 the after-action report in the players' words: the report's numbers
 * (src/rules/scenario buildReport) with the sides' names, the objective's holder each turn and
 * the verdict with its reason, for templates/adventure/report.hbs. Pure over a Format (the lang
 * file's strings), so the table tests read the page the GM writes.
 */
import type { Format } from "@foundry/shared/format";
import { templatePath } from "@foundry/shared/system";
import {
  buildReport,
  type Holder,
  type Reason,
  type ScenarioSide,
  type TurnRecord,
  type Verdict,
} from "@rules/scenario";
import type { CombatScenario } from "./scenario-flag";

export const REPORT_TEMPLATE = templatePath("adventure/report.hbs");

export interface ReportView {
  readonly objective: string;
  readonly verdict: string;
  readonly why: string | null;
  readonly headers: { readonly turn: string; readonly a: string; readonly b: string; readonly held: string };
  readonly rows: readonly { readonly turn: number; readonly a: number; readonly b: number; readonly held: string }[];
  readonly total: { readonly label: string; readonly a: number; readonly b: number };
  /** Said instead of the table when no turn has ended. */
  readonly empty: string | null;
}

const other = (side: ScenarioSide): ScenarioSide => (side === "a" ? "b" : "a");

function holderName(holder: Holder, s: CombatScenario, t: Format): string {
  if (holder === "contested") return t("COMBAT_PATROL.Report.contested");
  return holder === null ? t("COMBAT_PATROL.Report.nobody") : s.names[holder];
}

/** The zone a condition of the winning side names (by kind), in words. */
function zoneWords(
  s: CombatScenario,
  side: ScenarioSide,
  kind: Reason["code"],
  t: Format,
): { zone: string; againstZone: string } {
  const c = s.rules.victory[side].find((x) => x.kind === kind);
  const name = (zone: string) => t(`COMBAT_PATROL.Report.zone.${zone}`);
  if (c?.kind === "outnumber") return { zone: name(c.zone), againstZone: name(c.against) };
  if (c?.kind === "keepOut" || c?.kind === "escape") return { zone: name(c.zone), againstZone: "" };
  return { zone: "", againstZone: "" };
}

function why(verdict: Verdict, s: CombatScenario, t: Format): string | null {
  if (verdict.outcome === "running") return null;
  const r = verdict.reason;
  const side = r.side ?? (verdict.outcome === "won" ? verdict.side : "a");
  return t(`COMBAT_PATROL.Report.reason.${r.code}`, {
    side: s.names[side],
    enemy: s.names[other(side)],
    count: r.count ?? 0,
    against: r.against ?? 0,
    turn: r.turn ?? 0,
    names: (r.names ?? []).join(", "),
    ...zoneWords(s, side, r.code, t),
  });
}

function verdictWords(verdict: Verdict, s: CombatScenario, t: Format): string {
  if (verdict.outcome === "won") return t("COMBAT_PATROL.Report.won", { side: s.names[verdict.side] });
  return t(verdict.outcome === "draw" ? "COMBAT_PATROL.Report.draw" : "COMBAT_PATROL.Report.running");
}

export function reportView(records: readonly TurnRecord[], s: CombatScenario, t: Format): ReportView {
  const report = buildReport(records);
  return {
    objective: t("COMBAT_PATROL.Report.objective", { objective: t(`COMBAT_PATROL.Report.zone.${s.rules.objective}`) }),
    verdict: verdictWords(report.verdict, s, t),
    why: why(report.verdict, s, t),
    headers: {
      turn: t("COMBAT_PATROL.Report.turn"),
      a: t("COMBAT_PATROL.Report.casualtiesOf", { side: s.names.a }),
      b: t("COMBAT_PATROL.Report.casualtiesOf", { side: s.names.b }),
      held: t("COMBAT_PATROL.Report.held"),
    },
    rows: report.turns.map((r) => ({
      turn: r.turn,
      a: r.casualties.a,
      b: r.casualties.b,
      held: holderName(r.holder, s, t),
    })),
    total: { label: t("COMBAT_PATROL.Report.total"), ...report.casualties },
    empty: report.turns.length === 0 ? t("COMBAT_PATROL.Report.noTurns") : null,
  };
}

/** The page's name: the report and the last turn it covers. */
export function reportPageName(records: readonly TurnRecord[], t: Format): string {
  const last = records.reduce((n, r) => Math.max(n, r.turn), 0);
  return t("COMBAT_PATROL.Report.pageName", { turn: last });
}
