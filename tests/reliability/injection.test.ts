/**
 * Injection: names and notes carrying HTML or script (`<img src=x onerror=…>`, `<script>`,
 * `"><svg onload=…>`) render as text. The real templates are rendered with the real view
 * builders (chat result card, figure and unit sheets, deck import dialog, GM draw log) through
 * Handlebars and the preview's Foundry helpers, put into a page in real Chromium, and the DOM
 * is inspected: no injected element or event attribute, no script run, no dialog opened, and
 * the hostile text visible as typed. A control template with a triple-stash proves the
 * inspection catches an injection.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Handlebars from "handlebars";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import lang from "../../lang/en.json";
import { flattenLang, registerFoundryHelpers } from "../../preview/foundry-helpers";
import { connectBrowser } from "../browser/shared-browser";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { toDeckFile } from "@rules/cards/deck-file";
import { fixedSource } from "@rules/cards/source";
import type { FigureState, UnitState } from "@rules/model";
import { resolveFire } from "@rules/procedures";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { makeRecord } from "@foundry/kernel/result-record";
import { resultView } from "@foundry/chat/view";
import { checkDeckText, deckImportView } from "@foundry/deck-apps/deck-import-view";
import { auditView } from "@foundry/deck-apps/draw-log-view";
import { appendAudit, emptyAudit } from "@foundry/kernel/draw-audit";
import { figureView } from "@foundry/sheets/view/figure";
import { unitView } from "@foundry/sheets/view/unit";
import { DEFAULTS, weaponSourceFromRow } from "@foundry/data/sources";

/** Each payload bumps window.__xss (or opens a dialog) if it ever runs. */
const XSS = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1">`,
  `<img src=x onerror=alert(1)>`,
  `<script>window.__xss=(window.__xss||0)+1</script>`,
  `"><svg onload="window.__xss=(window.__xss||0)+1">`,
  `'><img src=x onerror='window.__xss=1'>`,
  `{{constructor.constructor('alert(1)')()}}`,
] as const;
const P = (i: number) => XSS[i % XSS.length]!;

/* ------------------------------------------------------------------ rendering like the preview */

const hbs = Handlebars.create();
const strings = flattenLang(lang);
registerFoundryHelpers(hbs, strings);
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith(".hbs") ? [path] : [];
  });
}
for (const path of walk("templates"))
  hbs.registerPartial(`systems/combat-patrol/templates/${relative("templates", path)}`, readFileSync(path, "utf8"));
const render = (template: string, context: object): string =>
  hbs.compile(readFileSync(join("templates", template), "utf8"))(context);
const format = (key: string, data: Record<string, string | number> = {}): string =>
  (strings[key] ?? key).replace(/\{(\w+)\}/g, (m, name: string) => (name in data ? String(data[name]) : m));

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Inspection {
  readonly ran: number;
  readonly dialogs: number;
  readonly scripts: number;
  /** Elements carrying an on* attribute. */
  readonly handlers: string[];
  readonly text: string;
  readonly visible: string;
}

/** Put the HTML in a page and look at what the browser made of it. */
async function inspect(html: string): Promise<Inspection> {
  const page = await browser.newPage();
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.setContent(`<!doctype html><html><body><main id="root">${html}</main></body></html>`, {
    waitUntil: "load",
  });
  await page.waitForTimeout(30);
  const seen = await page.evaluate(() => {
    const root = document.getElementById("root")!;
    const handlers = [...root.querySelectorAll("*")]
      .filter((e) => [...e.attributes].some((a) => a.name.toLowerCase().startsWith("on")))
      .map((e) => e.outerHTML.slice(0, 80));
    return {
      ran: Number(Reflect.get(window, "__xss") ?? 0),
      scripts: root.querySelectorAll("script").length,
      handlers,
      text: root.textContent ?? "",
      // What the user reads: the rendered text and the values of form fields (a name in edit mode).
      visible: [
        root.innerText,
        ...[...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].map((e) => e.value),
      ].join("\n"),
    };
  });
  await page.close();
  return { ...seen, dialogs };
}

/** The inspection found nothing injected and every hostile text is shown as typed. */
async function expectInert(html: string, shown: readonly string[]): Promise<void> {
  const seen = await inspect(html);
  expect({ ran: seen.ran, dialogs: seen.dialogs, scripts: seen.scripts, handlers: seen.handlers }).toEqual({
    ran: 0,
    dialogs: 0,
    scripts: 0,
    handlers: [],
  });
  for (const s of shown) expect(seen.visible.includes(s) || seen.text.includes(s), `shown as text: ${s}`).toBe(true);
}

/* ------------------------------------------------------------------ hostile pieces */

function figure(id: string, name: string): FigureState {
  return {
    id,
    name,
    guts: "regular",
    accuracy: "regular",
    melee: 0,
    endurance: 2,
    reaction: 3,
    wounds: 0,
    stunned: false,
    incapacitated: false,
    outOfAmmo: 0,
    pinned: false,
    mounted: false,
    hidden: false,
    hero: false,
    sniper: false,
    leaderRank: null,
    trained: false,
    weaponId: "ow.rifle",
  };
}
const unit = (id: string, name: string, figures: FigureState[]): UnitState => ({
  id,
  name,
  kind: "foot",
  grade: "regular",
  figures,
  leaderId: figures[0]?.id ?? null,
  commanderId: null,
  commandDie: null,
  moraleMarkers: 0,
  closeOrder: false,
  outOfCommand: false,
  acted: false,
});
const shooters = unit("Actor.posse0000000001", P(0), [figure("Actor.cole00000000001", P(1))]);
const targets = unit("Actor.raiders000000001", P(2), [
  figure("Actor.curry0000000001", P(3)),
  figure("Actor.hale00000000001", P(4)),
]);

describe("injection: hostile names render as text", () => {
  it("control: a triple-stash template IS caught by the inspection (the checks can fail)", async () => {
    const seen = await inspect(hbs.compile("<p>{{{name}}}</p><p>{{{other}}}</p>")({ name: P(0), other: P(3) }));
    expect(seen.ran + seen.handlers.length).toBeGreaterThan(0);
  });

  it("chat result card: unit and figure names, the title and the applier's name from the real fire result", async () => {
    const cards = [27, 12].map((s) => FRONTIER_DECK.cards[s - 1]!);
    const result = resolveFire(
      {
        unitId: shooters.id,
        shooters: [{ figure: shooters.figures[0]!, weapon: frontierWeapon("ow.rifle"), rangeInches: 18 }],
        target: {
          unitId: targets.id,
          closeOrder: false,
          figures: targets.figures.map((f) => ({ figure: f, cover: "none" as const })),
        },
      },
      fixedSource(cards),
    );
    expect(result.hits).toHaveLength(1);
    const record = makeRecord({
      result,
      drawn: cards,
      deck: P(5),
      units: [shooters, targets],
      title: { key: "COMBAT_PATROL.Action.title.fire", data: { unit: P(0), target: P(2) } },
    });
    for (const state of [{ canApply: true }, { applied: true, appliedBy: P(3) }]) {
      const html = render("chat/result.hbs", { view: resultView(record, format, state) });
      await expectInert(html, [P(0), P(2), P(4)]);
    }
  });

  /*
   * Notes are rich text: the sheet shows them as HTML (play mode: Foundry's enrichHTML; edit mode:
   * the stored HTML inside <prose-mirror>). What keeps a script out is the server's sanitizing of
   * every field system.json lists in htmlFields (html-fields.test.ts checks each notes field is
   * listed). Here the notes text in the editor's value attribute must stay an attribute.
   */
  it("figure sheet, play and edit mode: name, weapon and explosive names; notes in the editor's value attribute", async () => {
    const weapons = [
      {
        id: "winchester000001",
        name: P(0),
        img: "icons/svg/item-bag.svg",
        system: weaponSourceFromRow(frontierWeapon("ow.rifle")),
      },
    ];
    const explosives = [
      {
        id: "dynamite00000001",
        name: P(3),
        img: "icons/svg/item-bag.svg",
        system: { ...DEFAULTS.explosive(), quantity: 2 },
      },
    ];
    const system = { ...DEFAULTS.figure(), notes: `<p>${P(2)}</p>${P(0)}` };
    for (const editMode of [false, true]) {
      const view = figureView({
        doc: { name: P(1), img: "icons/svg/mystery-man.svg" },
        editable: true,
        editMode,
        notesHtml: "<p>Sanitized notes.</p>",
        system,
        weapons,
        explosives,
        era: "old-west",
        year: null,
      });
      await expectInert(render("actor/figure.hbs", view), [P(1)]);
    }
  });

  it("control: unsanitized notes HTML in the sheet WOULD run (why every notes field must be in htmlFields)", async () => {
    const system = { ...DEFAULTS.figure(), notes: P(0) };
    const view = figureView({
      doc: { name: "Hale", img: "icons/svg/mystery-man.svg" },
      editable: true,
      editMode: true,
      notesHtml: system.notes,
      system,
      weapons: [],
      explosives: [],
      era: "old-west",
      year: null,
    });
    const seen = await inspect(render("actor/figure.hbs", view));
    expect(seen.ran + seen.handlers.length).toBeGreaterThan(0);
  });

  it("unit sheet: the unit's, its members' and its commander's names", async () => {
    const members = [P(0), P(2), P(3)].map((name, i) => ({
      uuid: `Actor.member00000000${i}`,
      name,
      img: "icons/svg/mystery-man.svg",
      system: DEFAULTS.figure(),
    }));
    for (const editMode of [false, true]) {
      const view = unitView({
        doc: { name: P(4), img: "icons/svg/mystery-man.svg" },
        editable: true,
        editMode,
        notesHtml: "",
        system: { ...DEFAULTS.unit(), members: members.map((m) => m.uuid), leaderId: members[0]!.uuid },
        members,
        commander: { uuid: "Actor.platoon000000001", name: P(1) },
        closeOrder: false,
      });
      await expectInert(render("actor/unit.hbs", view), [P(4), P(0), P(3)]);
    }
  });

  it("deck import dialog: a deck named with markup (its card faces too), players' names, a pasted file with a hostile override key", async () => {
    const players = [P(0), P(3)].map((name, i) => ({ id: `u${i}`, name, hasDeck: i === 0, checked: true }));
    const valid = JSON.stringify({ ...toDeckFile(FRONTIER_DECK), name: P(1) });
    const check = checkDeckText(valid, format);
    expect(check.ok).toBe(true);
    await expectInert(
      render("dialogs/deck-import.hbs", {
        view: deckImportView({ text: valid, fileName: P(2), check, players }, format),
      }),
      [P(0), P(3)],
    );
    const broken = JSON.stringify({ ...toDeckFile(FRONTIER_DECK), overrides: { [P(0)]: { move: 5 } }, [P(4)]: 1 });
    const refused = checkDeckText(broken, format);
    expect(refused.ok).toBe(false);
    await expectInert(
      render("dialogs/deck-import.hbs", {
        view: deckImportView({ text: broken, fileName: "x.json", check: refused, players }, format),
      }),
      [P(0)],
    );
  });

  it("GM draw log: user names, procedure and reason as a hand-made macro could send them", async () => {
    const entry = (seq: number, userId: string) => ({
      seq,
      turn: 2,
      userId,
      userName: P(seq),
      deck: "action" as const,
      deckOwnerId: userId,
      card: String(seq),
      procedure: P(seq + 1),
      reason: P(seq + 2),
      section: "hit" as const,
      reshuffled: false,
      physical: false,
      at: seq * 1000,
    });
    const logs = [appendAudit(emptyAudit(2), 2, [entry(1, "u1"), entry(2, "u2")])];
    const names: Record<string, string> = { u1: P(3), u2: P(4) };
    const view = auditView(
      logs,
      2,
      format,
      (id) => names[id] ?? id,
      (at) => String(at),
    );
    await expectInert(render("cards/audit-log.hbs", { view }), [P(3)]);
  });
});
