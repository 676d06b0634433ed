/** Plurals through i18n (no "(s)") and player words for procedure names. */
import { describe, expect, it } from "vitest";
import { formatCount, pluralKey } from "@foundry/i18n/plural";
import { procedureWords, purposeWords, reasonWords } from "@foundry/i18n/procedure-words";
import { auditView } from "@foundry/deck-apps/draw-log-view";
import { appendAudit, emptyAudit } from "@foundry/kernel/draw-audit";
import { serialPromptView } from "@foundry/kernel/physical-card-prompts";
import { deckImportView } from "@foundry/deck-apps/deck-import-view";
import { lang } from "../../helpers/lang";

/** lang/en.json with Foundry's {name} substitution; a missing key answers itself, as game.i18n does. */
const format = (key: string, data: Record<string, string | number> = {}): string => {
  const text = lang(key);
  return text === undefined ? key : text.replace(/\{(\w+)\}/g, (m, n: string) => (n in data ? String(data[n]) : m));
};

describe("plurals through i18n", () => {
  it("English picks .one for 1 and .other for 0, 2 and 21", () => {
    expect([0, 1, 2, 21].map((n) => pluralKey("K", n))).toEqual(["K.other", "K.one", "K.other", "K.other"]);
  });

  it("another language picks its own categories (Polish few/many), falling back to .other when the translation lacks one", () => {
    expect(pluralKey("K", 3, "pl")).toBe("K.few");
    expect(pluralKey("K", 5, "pl")).toBe("K.many");
    const onlyOther = (key: string, data: Record<string, string | number> = {}) =>
      key === "K.other" ? `${data.count} x` : key;
    expect(formatCount(onlyOther, "K", 3, {}, "pl")).toBe("3 x");
  });

  it("the deck import dialog counts problems and overrides in words, never '(s)'", () => {
    const bad = deckImportView({ text: "", fileName: "", check: { ok: false, issues: ["a"] }, players: [] }, format);
    expect(bad.check?.title).toBe("The deck file has 1 problem:");
    const worse = deckImportView(
      { text: "", fileName: "", check: { ok: false, issues: ["a", "b"] }, players: [] },
      format,
    );
    expect(worse.check?.title).toBe("The deck file has 2 problems:");
    expect(formatCount(format, "COMBAT_PATROL.Cards.import.overrides", 0)).toBe("0 cards changed by overrides.");
    expect(formatCount(format, "COMBAT_PATROL.Cards.import.rebuilt", 1, { name: "Frontier" })).toBe(
      'Deck "Frontier" imported: 1 Action Deck rebuilt and shuffled.',
    );
    expect(formatCount(format, "COMBAT_PATROL.Setup.summary.warningCount", 1)).toBe("1 warning about the options");
  });
});

describe("procedure names in player words", () => {
  it("known names read from the chat's lang keys, unknown ones as plain words, never dotted", () => {
    expect(procedureWords(format, "fire")).toBe("Fire");
    expect(reasonWords(format, "fire.hit")).toBe("Hit effect");
    expect(reasonWords(format, "fire.somethingNew")).toBe("something new");
    expect(purposeWords(format, "fire", "fire.hit")).toBe("Fire: hit effect");
    expect(purposeWords(format, "morale", "morale")).toBe("Morale check");
  });

  it("the draw log says what a card was for in words (was 'fire · fire.hit')", () => {
    const log = appendAudit(emptyAudit(2), 2, [
      {
        seq: 1,
        turn: 2,
        userId: "alice",
        userName: "Alice",
        deck: "action",
        deckOwnerId: "alice",
        card: "17",
        procedure: "fire",
        reason: "fire.hit",
        section: "hit",
        reshuffled: false,
        physical: false,
        at: 1,
      },
    ]);
    const view = auditView(
      [log],
      2,
      format,
      () => "Alice",
      () => "t",
    );
    expect(view.rows[0]?.purpose).toBe("Fire: hit effect");
  });

  it("the physical-card prompt names the purpose in words (was 'for fire.hit')", () => {
    const view = serialPromptView(
      { reason: "fire.hit", section: "hit", index: 1 } as Parameters<typeof serialPromptView>[0],
      format,
    );
    expect(view.purpose).toBe("Card 2 of this action: Hit effect (read its Hit section).");
  });
});
