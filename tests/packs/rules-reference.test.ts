/**
 * The Help pack's rules reference: every rule ID of ../shared/RULES.md has exactly
 * one page, written in the project's own words (no run of eight words from any seed), named
 * by its ID for the compendium search, with its book and section; rules read from the Action
 * Deck link the exact odds journal of the same pack.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPacks } from "../../tools/packs/build";
import { RULES_REFERENCE, sectionOf } from "../../tools/packs/rules-reference";
import { RULE_EXAMPLES } from "../../tools/packs/rules-examples";

const rulesMd = readFileSync("../shared/RULES.md", "utf8");
// A "(new)" line (a rule ID found in a fresh read of the seeds) counts as soon as it is listed.
const ruleIds = [...rulesMd.matchAll(/^- (?:\(new\) )?((?:CORE|OW|NAP)-[\w.]+)/gm)].map((m) => m[1]!);
const help = buildPacks().find((p) => p.name === "help")!;
const pages = help.docs.flatMap((d) => (Array.isArray(d.pages) ? (d.pages as { name: string; text: { content: string } }[]) : []));

const words = (text: string) => text.toLowerCase().replace(/<[^>]+>/g, " ").match(/[a-z0-9]+/g) ?? [];
function shingles(text: string, n: number): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i += 1) out.add(w.slice(i, i + n).join(" "));
  return out;
}

describe("Help pack: rules reference", () => {
  it("CORE, OW and NAP: every rule ID of RULES.md has exactly one entry, and no entry names a rule RULES.md lacks", () => {
    expect(ruleIds.length).toBeGreaterThan(80);
    expect(RULES_REFERENCE.map((r) => r.id).sort()).toEqual([...ruleIds].sort());
  });

  it("each rule has one searchable page named by its ID, giving its book and section", () => {
    for (const id of ruleIds) {
      const found = pages.filter((p) => p.name.startsWith(`${id} `));
      expect(found, id).toHaveLength(1);
      const content = found[0]!.text.content;
      if (id.startsWith("OW-")) expect(content, id).toContain(`Old West supplement, section ${sectionOf(id)}`);
      if (id.startsWith("NAP-")) expect(content, id).toContain(`Napoleonic supplement, section ${sectionOf(id)}`);
    }
    expect(sectionOf("OW-5.1b")).toBe("5.1");
    expect(sectionOf("NAP-6.2.1.3")).toBe("6.2.1.3");
  });

  it("is written in our own words: no run of eight words of any seed appears in it", () => {
    const seedDir = "../shared/seeds";
    const seen = new Set<string>();
    for (const file of readdirSync(seedDir)) for (const s of shingles(readFileSync(join(seedDir, file), "utf8"), 8)) seen.add(s);
    expect(seen.size).toBeGreaterThan(1000);
    const copied = RULES_REFERENCE.flatMap((r) =>
      [...shingles(`${r.text} ${RULE_EXAMPLES[r.id] ?? ""}`, 8)].filter((s) => seen.has(s)).map((s) => `${r.id}: ${s}`),
    );
    expect(copied).toEqual([]);
  });

  it("every rule's page teaches it: the rule and a worked example, 60 words or more together, printed on its page", () => {
    const short: string[] = [];
    for (const r of RULES_REFERENCE) {
      const example = RULE_EXAMPLES[r.id];
      expect(example, r.id).toBeTruthy();
      const count = words(`${r.text} ${example ?? ""}`).length;
      if (count < 60) short.push(`${r.id}: ${count} words`);
      const page = pages.find((p) => p.name.startsWith(`${r.id} `))!;
      expect(page.text.content, r.id).toContain(`<p><strong>Example.</strong> ${example}</p>`);
    }
    expect(short).toEqual([]);
    expect(Object.keys(RULE_EXAMPLES).sort()).toEqual(RULES_REFERENCE.map((r) => r.id).sort());
  });

  it("CORE-5 rules read from the Action Deck link the exact odds journal of this pack", () => {
    const odds = help.docs.find((d) => d.name === "Reading an Action Card")!;
    const fire = pages.find((p) => p.name.startsWith("CORE-5 "))!;
    expect(fire.text.content).toContain(`@UUID[Compendium.combat-patrol.help.JournalEntry.${odds._id}]`);
  });
});

describe("Help pack: playing a turn", () => {
  it("CORE-3 a journal teaches the turn, what a unit does when it activates, targeting, who applies, morale and forced moves, and what the supplements assume", () => {
    const turn = help.docs.find((d) => d.name === "Playing a turn")!;
    const turnPages = (turn.pages as { name: string; text: { content: string } }[]).map((p) => p.name);
    expect(turnPages).toEqual([
      "The turn",
      "When your unit activates",
      "Targeting",
      "Who applies a result",
      "Morale and forced moves",
      "What the supplements assume",
    ]);
    const text = (turn.pages as { text: { content: string } }[]).map((p) => p.text.content).join(" ");
    for (const phrase of ["command die", "End of Turn", "press <strong>T</strong>", "undo the last result", "The GM confirms each result", "forced move"])
      expect(text, phrase).toContain(phrase);
    // first in the help folder, before the card anatomy
    expect(help.docs.filter((d) => d.folder === turn.folder).map((d) => d.name)[0]).toBe("Playing a turn");
  });
});
