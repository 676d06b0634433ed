/**
 * Small action dialogs (DialogV2 with templates/dialogs/fields.hbs): a few choices asked before
 * the cards are drawn. Resolves to the form's values, or null when the user closes it.
 */
export const FIELDS_TEMPLATE = "systems/combat-patrol/templates/dialogs/fields.hbs";

export type AskField =
  | {
      readonly type: "select";
      readonly name: string;
      readonly label: string;
      readonly value: string;
      readonly options: readonly { readonly value: string; readonly label: string }[];
      readonly hint?: string;
    }
  | {
      readonly type: "number";
      readonly name: string;
      readonly label: string;
      readonly value: number;
      readonly step?: number;
      readonly hint?: string;
    }
  | {
      readonly type: "checkbox";
      readonly name: string;
      readonly label: string;
      readonly value: boolean;
      readonly hint?: string;
      /**
       * Shown but not the player's to change (a fact the map measured). A disabled box is left out of the
       * submitted form: the caller reads the value it set, not the answers.
       */
      readonly disabled?: boolean;
    };

/**
 * A live line: its text, and what hovering it shows ("" for nothing), e.g. the exact fractions of its percentages
 *.
 */
export interface LiveLine {
  readonly text: string;
  readonly title: string;
  /** The outcomes' shares of the cards as a bar (actions/odds-text.ts oddsLine), each part with its own hover. */
  readonly bar?: readonly OddsSegment[];
}

/** One part of an odds bar: its colour, its width (a CSS percentage) and what hovering it shows. */
export interface OddsSegment {
  readonly tone: "good" | "even" | "bad";
  readonly width: string;
  readonly title: string;
}

/** The DOM of one live line, as templates/dialogs/fields.hbs renders it (the bar first, then the words). */
function liveItem(line: LiveLine): HTMLLIElement {
  const item = Object.assign(document.createElement("li"), { title: line.title });
  if (line.bar?.length) {
    const bar = Object.assign(document.createElement("span"), { className: "cp-odds-bar" });
    for (const part of line.bar) {
      const segment = Object.assign(document.createElement("span"), {
        className: `cp-odds-${part.tone}`,
        title: part.title,
      });
      segment.style.width = part.width;
      bar.append(segment);
    }
    item.append(bar);
  }
  item.append(Object.assign(document.createElement("span"), { className: "cp-odds-words", textContent: line.text }));
  return item;
}

export interface AskConfig {
  readonly title: string;
  readonly intro?: string;
  readonly fields: readonly AskField[];
  readonly notes?: readonly string[];
  /** Lines recomputed from the answers at every change (exact odds), shown under the notes. */
  readonly live?: (answers: Answers) => readonly LiveLine[];
  /** The same lines counted off the main thread: the dialog shows these, not `live` (kept for the preview and tests). */
  readonly liveCount?: LiveCount;
  readonly ok: string;
  /**
   * When this settles the dialog closes by itself, answering null: others answered for the user
   * (the players said their reactions are done before the GM pressed Go on).
   */
  readonly closeWhen?: Promise<unknown>;
}

/** Live lines counted off the interaction path (an odds worker, kernel/live-odds-client.ts). */
export interface LiveCount {
  /** What hovering the "…" shows while they are counted. */
  readonly counting: string;
  readonly count: (answers: Answers) => Promise<readonly LiveLine[]>;
}

/**
 * CORE-5 what the dialog's live list shows for each change of its answers: `live`'s lines at once, or with a
 * `liveCount` "…" (its hover saying they are being counted) and then the counted lines, unless newer answers came in
 * the meantime (an older count's lines are never shown over a newer change's).
 */
export function liveLines(config: AskConfig, show: (lines: readonly LiveLine[]) => void): (answers: Answers) => void {
  let latest = 0;
  return (answers) => {
    const counted = config.liveCount;
    if (!counted) {
      show(config.live?.(answers) ?? []);
      return;
    }
    latest += 1;
    const mine = latest;
    show([{ text: "…", title: counted.counting }]);
    void counted.count(answers).then(
      (lines) => mine === latest && show(lines),
      () => mine === latest && show([]),
    );
  };
}

export type Answers = Readonly<Record<string, unknown>>;

/** CORE-7 the terrain a morale-type check reads (open or cover), asked as field "terrain" (default open). */
export function terrainField(t: (key: string) => string, value: "open" | "cover" = "open"): AskField {
  return {
    type: "select",
    name: "terrain",
    label: t("COMBAT_PATROL.Action.Morale.terrain"),
    value,
    options: (["open", "cover"] as const).map((value) => ({ value, label: t(`COMBAT_PATROL.Chat.Terrain.${value}`) })),
  };
}

/**
 * What templates/dialogs/fields.hbs renders for a dialog as it opens (its live lines from the fields' first values);
 * the preview renders the same.
 */
export function fieldsContext(config: AskConfig): {
  intro: string | undefined;
  fields: readonly AskField[];
  notes: readonly string[];
  live: readonly LiveLine[];
} {
  const defaults: Answers = Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
  return { intro: config.intro, fields: config.fields, notes: config.notes ?? [], live: config.live?.(defaults) ?? [] };
}

export async function ask(config: AskConfig): Promise<Answers | null> {
  // counted lines are counted once the dialog is open: it opens with "…", not after a count on the main thread
  const context = config.liveCount
    ? { ...fieldsContext({ ...config, live: undefined }), live: [{ text: "…", title: config.liveCount.counting }] }
    : fieldsContext(config);
  const content = await foundry.applications.handlebars.renderTemplate(FIELDS_TEMPLATE, context);
  const live = config.live || config.liveCount;
  let closing = false;
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: config.title },
    classes: ["combat-patrol", "cp-app"],
    content,
    ok: { label: config.ok },
    rejectClose: false,
    render: (_event: Event, dialog: foundry.applications.api.DialogV2) => {
      // DialogV2.wait resolves null when the dialog closes without a button (rejectClose false;
      // client/applications/api/dialog.mjs, docs/foundry-behaviour.md); "render" fires at each render.
      if (config.closeWhen && !closing) {
        closing = true;
        void config.closeWhen.then(() => (dialog.rendered ? dialog.close() : undefined));
      }
      if (!live) return;
      const form = dialog.element.querySelector("form");
      const list = dialog.element.querySelector(".cp-live");
      const update = liveLines(config, (lines) => list?.replaceChildren(...lines.map(liveItem)));
      const answers = () => (form ? new foundry.applications.ux.FormDataExtended(form).object : {});
      form?.addEventListener("change", () => update(answers()));
      if (config.liveCount) update(answers());
    },
  });
  return typeof answer === "object" && answer !== null ? (answer as Answers) : null;
}

/** Readers of the answers (checkbox values come as booleans, numbers as numbers or strings). */
export const read = {
  bool: (a: Answers, key: string): boolean => a[key] === true || a[key] === "on" || a[key] === "true",
  num: (a: Answers, key: string, fallback: number): number => {
    const v = a[key];
    const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN;
    return Number.isFinite(n) ? n : fallback;
  },
  str: (a: Answers, key: string, fallback: string): string =>
    typeof a[key] === "string" ? (a[key] as string) : fallback,
};
