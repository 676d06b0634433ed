/**
 * A result card's "Why?" opens the page of the rule its kind names (the manifests' `rule`), in the
 * help pack the build ships: every kind's rule has its page there, and the page opens at it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRESENTATIONS } from "@foundry/actions/manifests";
import { openRuleReference } from "@foundry/chat/rule-reference";
import { buildPacks } from "../../../tools/packs/build";

interface PageDouble {
  readonly id: string;
  readonly name: string;
}

/** The help pack's journals as Foundry would load them: each with its pages and a sheet that records what it opened. */
function helpJournals(opened: { journal: string; pageId: string }[]) {
  const help = buildPacks().find((p) => p.name === "help")!;
  return help.docs.map((doc) => {
    const pages = (Array.isArray(doc.pages) ? doc.pages : []) as { _id: string; name: string }[];
    const list: PageDouble[] = pages.map((p) => ({ id: p._id, name: p.name }));
    return {
      name: String(doc.name),
      pages: list,
      sheet: {
        render: vi.fn(async (_force: boolean, options: { pageId: string }) => {
          opened.push({ journal: String(doc.name), pageId: options.pageId });
        }),
      },
    };
  });
}

function withHelpPack(opened: { journal: string; pageId: string }[], present = true) {
  const journals = helpJournals(opened);
  const packs = new Map(
    present ? [["combat-patrol.help", { documentName: "JournalEntry", getDocuments: async () => journals }]] : [],
  );
  vi.stubGlobal("game", { packs });
  return journals;
}

afterEach(() => vi.unstubAllGlobals());

describe("Why? on a result card", () => {
  it("CORE-5 a volley's Why? opens the shooting rule's page of the base game's reference", async () => {
    const opened: { journal: string; pageId: string }[] = [];
    const journals = withHelpPack(opened);
    expect(await openRuleReference("CORE-5")).toBe(true);
    const page = journals.flatMap((j) => j.pages).find((p) => p.name.startsWith("CORE-5 "))!;
    expect(opened).toEqual([{ journal: "Rules reference: base game", pageId: page.id }]);
  });

  it("CORE-1 every result kind's rule has its page in the help pack the build ships, and opens it", async () => {
    const opened: { journal: string; pageId: string }[] = [];
    const journals = withHelpPack(opened);
    const rules = [...new Set([...PRESENTATIONS.values()].map((p) => p.rule))];
    for (const rule of rules) expect(await openRuleReference(rule), rule).toBe(true);
    const names = opened.map((o) => journals.flatMap((j) => j.pages).find((p) => p.id === o.pageId)?.name ?? "");
    expect(names.map((n) => n.split(" ")[0])).toEqual(rules);
  });

  it("an unknown rule, a name that is no rule ID, or a world without the help pack opens nothing", async () => {
    const opened: { journal: string; pageId: string }[] = [];
    withHelpPack(opened);
    expect(await openRuleReference("CORE-99")).toBe(false);
    expect(await openRuleReference("<img src=x>")).toBe(false);
    withHelpPack(opened, false);
    expect(await openRuleReference("CORE-5")).toBe(false);
    expect(opened).toEqual([]);
  });
});
