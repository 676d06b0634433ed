/**
 * The starter adventure's report roles over the table double (src/foundry/adventure): the Combat's
 * flag holding its scenario and the records End of Turn writes (kept as JSON and read back through
 * the real zod reader, as the flag is), the units of the combat with their tokens' places
 * (`table.positions`), and the adventure's journal, each new page rendered by the REAL report
 * template with the lang file's strings.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import type { TurnRecord } from "@rules/scenario";
import type { Figure } from "@rules/geometry";
import type { CombatScenario } from "@foundry/adventure/scenario-flag";
import { turnRecordsFrom, type RecordPorts } from "@foundry/adventure/turn-record";
import type { ReportPorts } from "@foundry/adventure/report-journal";
import { REPORT_TEMPLATE } from "@foundry/adventure/report-view";
import { templatePath } from "@foundry/shared/system";
import { flattenLang, registerFoundryHelpers } from "../../../preview/foundry-helpers";
import lang from "../../../lang/en.json";
import type { TableDouble } from "../table";

export interface JournalPage {
  readonly journalId: string;
  readonly name: string;
  readonly html: string;
}

export class AdventureJournalDouble {
  /** The Combat's "report" flag as stored (JSON). */
  stored: unknown = [];
  /** How many times the GM wrote the flag. */
  flagWrites = 0;
  readonly pages: JournalPage[] = [];
  readonly notices: { level: string; key: string; data: Readonly<Record<string, string>> }[] = [];

  constructor(
    private readonly table: TableDouble,
    /** The Combat's scenario (null: a Combat that is no starter adventure's). */
    private readonly scenario: CombatScenario | null,
    /** The combat's units (unit actor ids). */
    private readonly unitIds: readonly string[],
    /** The world's journals by id: their names. */
    private readonly journals: ReadonlyMap<string, string>,
  ) {}

  records(): TurnRecord[] {
    return turnRecordsFrom(this.stored);
  }

  recordPorts(): RecordPorts {
    return {
      scenario: () => this.scenario,
      units: () =>
        this.unitIds.map((id) => {
          const unit = this.table.unit(id);
          const places: Record<string, Figure> = {};
          for (const f of unit.figures) {
            const at = this.table.positions.get(f.id);
            if (at) places[f.id] = { ...at, id: f.id };
          }
          return { unit, places };
        }),
      records: () => this.records(),
      saveRecords: async (records) => {
        this.flagWrites += 1;
        this.stored = JSON.parse(JSON.stringify(records)) as unknown;
      },
    };
  }

  reportPorts(): ReportPorts {
    return {
      scenario: () => this.scenario,
      records: () => this.records(),
      render: async (view) => {
        const hbs = Handlebars.create();
        registerFoundryHelpers(hbs, flattenLang(lang));
        const file = REPORT_TEMPLATE.replace(templatePath(""), "templates/");
        return hbs
          .compile(readFileSync(file, "utf8"))({ ...view })
          .trim();
      },
      addPage: async (journalId, name, html) => {
        const journal = this.journals.get(journalId);
        if (journal === undefined) return null;
        this.pages.push({ journalId, name, html });
        return journal;
      },
      notify: (level, key, data) => void this.notices.push({ level, key, data }),
    };
  }
}
