/**
 * Every sheet template renders with Handlebars, Foundry's helper subset (preview/foundry-helpers.ts),
 * the shared partials and the preview's sample views (the same pure builders the sheets call):
 * the key values of each card appear, no helper or localization key is missing.
 */
import { readFileSync, readdirSync } from "node:fs";
import Handlebars from "handlebars";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { flattenLang, registerFoundryHelpers } from "../../../preview/foundry-helpers";
import type { PreviewFixture } from "../../../preview/fixture";
import { fixtures as figureFixtures } from "../../../preview/fixtures/figure-sheet";
import { fixtures as unitFixtures } from "../../../preview/fixtures/sheets-unit";
import { fixtures as herdFixtures } from "../../../preview/fixtures/sheets-herd";
import { fixtures as wagonFixtures } from "../../../preview/fixtures/sheets-wagon";
import { fixtures as gunFixtures } from "../../../preview/fixtures/sheets-gun";
import { fixtures as itemFixtures } from "../../../preview/fixtures/sheets-items";

const hbs = Handlebars.create();
const problems: string[] = [];

beforeAll(() => {
  registerFoundryHelpers(
    hbs,
    flattenLang(JSON.parse(readFileSync("lang/en.json", "utf8")) as Parameters<typeof flattenLang>[0]),
  );
  for (const dir of ["actor", "item", "sheets-shared"]) {
    for (const file of readdirSync(`templates/${dir}`).filter((f) => f.endsWith(".hbs"))) {
      hbs.registerPartial(
        `systems/combat-patrol/templates/${dir}/${file}`,
        readFileSync(`templates/${dir}/${file}`, "utf8"),
      );
    }
  }
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void problems.push(args.map(String).join(" ")));
});
afterAll(() => vi.restoreAllMocks());

const all: PreviewFixture[] = [
  ...figureFixtures,
  ...unitFixtures,
  ...herdFixtures,
  ...wagonFixtures,
  ...gunFixtures,
  ...itemFixtures,
];

/** Render a preview view; queries are regexes on the markup (no DOM in the node test environment). */
async function render(id: string): Promise<{ html: string }> {
  const fixture = all.find((f) => f.id === id);
  if (!fixture) throw new Error(`no fixture ${id}`);
  return { html: hbs.compile(readFileSync(`templates/${fixture.template}`, "utf8"))(await fixture.context()) };
}

const count = (html: string, re: RegExp) => (html.match(new RegExp(re.source, "g")) ?? []).length;
const ENTITIES: Record<string, string> = {
  "&#x27;": "'",
  "&quot;": '"',
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&#x3D;": "=",
  "&#x60;": "`",
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&quot;|&amp;|&lt;|&gt;|&#x3D;|&#x60;/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, " ");

describe("every sheet view renders", () => {
  it.each(all.map((f) => f.id))("%s renders with no missing helper or localization key", async (id) => {
    problems.length = 0;
    const { html } = await render(id);
    expect(html).toContain('class="cp-sheet ');
    expect(problems).toEqual([]);
    expect(html).not.toMatch(/COMBAT_PATROL\./);
  });
});

describe("figure sheet: a unit record card", () => {
  it("CORE-4 the attribute block shows grades by name and Melee as a modifier", async () => {
    const t = text((await render("figure-sheet")).html);
    expect(t).toMatch(/Guts Accuracy Melee Endurance Reaction Elite Regular \+1 3 4/);
  });

  it("CORE-5.6 the wounds track: Endurance boxes, one filled; OW-7.1a the sample rider is mounted: full speed", async () => {
    const { html } = await render("figure-sheet");
    expect(count(html, /class="cp-wound-box[ "]/)).toBe(3);
    expect(count(html, /class="cp-wound-box is-filled"/)).toBe(1);
    expect(text(html)).toContain("1 / 3");
    expect(text(html)).toContain("Wounded (mounted: full speed)");
  });

  it("CORE-8 states are toggles writing their field; mounted is pressed", async () => {
    const { html } = await render("figure-sheet");
    expect(html).toMatch(/data-action="toggleField" data-field="system\.states\.mounted" aria-pressed="true"/);
    expect(html).toMatch(/data-action="toggleField" data-field="system\.states\.stunned" aria-pressed="false"/);
  });

  it("OW-5 the weapons list prints range (rate of fire) per band; OW-5.1d the 1875 shotgun is rare in 1873", async () => {
    const { html } = await render("figure-sheet");
    const t = text(html);
    expect(t).toContain("Colt Single Action 2 (2) 4 (2) 8 Normal +2");
    expect(t).toContain("Winchester '73 12 24 48 Normal 0 (+1)");
    expect(html).toMatch(/Coach gun<\/a>[\s\S]*?Rare/);
    expect(count(html, /cp-weapon is-in-use/)).toBe(1);
  });

  it("action buttons dispatch to the action layer with their params", async () => {
    const { html } = await render("figure-sheet");
    expect(html).toMatch(/data-action="perform" data-cp-action="fire" data-weapon-id="winchester000001"/);
    expect(html).toMatch(/data-cp-action="reload"/);
    expect(html).toMatch(/data-cp-action="dismount"/);
    expect(html).not.toMatch(/data-cp-action="mount"/);
  });

  it("edit mode shows inputs with the stored values selected", async () => {
    const { html } = await render("figure-sheet-edit");
    expect(html).toMatch(/<select name="system\.guts" aria-label="Guts"><option value="elite" selected>Elite/);
    expect(html).toMatch(/<input type="number" name="system\.melee" value="1"/);
    expect(html).toMatch(
      /<select name="system\.leader\.rank"><option value="">Not a leader<\/option><option value="team">Team leader<\/option><option value="squad" selected>/,
    );
    expect(html).toContain('name="system.notes"');
  });

  it("an observer sees the card without buttons that act", async () => {
    const { html } = await render("figure-sheet-fresh");
    expect(html).not.toContain("cp-actions");
    expect(html).not.toContain('data-action="toggleMode"');
    expect(html).toMatch(/data-action="toggleField"[^>]*disabled/);
  });
});

describe("unit sheet", () => {
  it("CORE-3/CORE-7 command die 4 (four pips), two morale markers, members with their states", async () => {
    const { html } = await render("sheet-unit");
    const die = /<div class="cp-die"[\s\S]*?<\/div>/.exec(html)![0];
    expect(count(die, /cp-die-pip/)).toBe(4);
    expect(html).toMatch(/Morale markers<\/span>[\s\S]*?<span class="cp-count is-set">2<\/span>/);
    expect(count(html, /<tr class="cp-member/)).toBe(5);
    const t = text(html);
    expect(t).toContain("Sgt. Jack Hale ★");
    expect(t).toContain('"Doc" Pike Green Green 1/2 — Stunned Pinned');
    expect(t).toContain("Marshal Dodd's Company");
    expect(t).toContain("4 / 5");
  });

  it("NAP-5.5 in close order the grade shows one better, a missing member is named as missing", async () => {
    const { html } = await render("sheet-unit-edit");
    expect(text(html)).toContain("Close order");
    expect(html).toContain("Missing figure");
    expect(html).toMatch(/data-action="removeRef" data-field="system\.members" data-uuid="Actor\.hale000000000001"/);
  });
});

describe("herd, wagon, gun, items", () => {
  it("OW-9.2.7 a stampeding herd points its clock at 4 o'clock", async () => {
    const { html } = await render("sheet-herd");
    expect(html).toMatch(/cp-clock-hour is-active[^>]*data-value="4"/);
    expect(html).toContain("rotate(120deg)");
    expect(text(html)).toContain("Stampeding toward 4 o'clock (12 o'clock is the way the herd faces).");
    expect(text(html)).toContain("Bar-T Drovers");
  });

  it("OW-9.3 the wagon: wounded team at half speed, driver's Guts, 3 of 6 seats taken", async () => {
    const { html } = await render("sheet-wagon");
    const t = text(html);
    expect(html).toMatch(
      /aria-checked="true" data-action="setField" data-field="system\.team\.state" data-value="wounded"/,
    );
    expect(t).toContain("Half speed");
    expect(t).toContain("Guts: Elite");
    expect(t).toContain("3 / 6");
    expect(html).toMatch(/data-cp-action="regainControl"/);
  });

  it("OW-5.2 OW-5.2e the Gatling: crew 3 of 4 standing, facing 135° (down and to the left: toward 8 o'clock of the map, its needle turned 225deg from the top), traverse arc drawn", async () => {
    const { html } = await render("sheet-gun");
    expect(text(html)).toContain("3 / 4");
    expect(text(html)).toContain("8 o'clock");
    expect(html).toContain("rotate(225deg)");
    expect(html).toContain("cp-compass has-arc");
  });

  it("NAP-7 a limbered 6# gun offers to unlimber, not to fire", async () => {
    const { html } = await render("sheet-gun-artillery");
    expect(html).toMatch(/data-cp-action="unlimber"/);
    expect(html).not.toMatch(/data-cp-action="fire"/);
    expect(html).toMatch(/<option value="6" selected>6#/);
  });

  it("OW-5 the weapon card: 3 (3) / 6 (2) / 12 and the OW-5.1d warning", async () => {
    const t = text((await render("sheet-weapon")).html);
    expect(t).toContain("3 (3) 6 (2) 12");
    expect(t).toContain("In 1873 this weapon is rare or non-existent: it came into general use in 1875.");
  });

  it("OW-6a a bundle uses the medium template; the lit fuse shows its die", async () => {
    const { html } = await render("sheet-explosive");
    expect(text(html)).toContain("Medium HE");
    // one item is one charge: its kind reads in the singular
    expect(text(html)).toMatch(/\bBundle\b/);
    expect(text(html)).not.toMatch(/\b(Sticks|Bundles)\b/);
    expect(html).toMatch(
      /aria-checked="true" data-action="setField" data-field="system\.fuse\.state" data-value="lit"/,
    );
    const die = /<div class="cp-die"[\s\S]*?<\/div>/.exec(html)![0];
    expect(count(die, /cp-die-pip/)).toBe(5);
  });
});
