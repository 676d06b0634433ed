/** The deck import dialog's check and the GM's draw log as plain data. */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { toDeckFile } from "@rules/cards/deck-file";
import { checkDeckText, deckImportView, type Format } from "@foundry/deck-apps/deck-import-view";
import {
  appendAudit,
  auditFrom,
  emptyAudit,
  MAX_ENTRIES_PER_TURN,
  mergedTurn,
  startTurn,
} from "@foundry/kernel/draw-audit";
import { auditView } from "@foundry/deck-apps/draw-log-view";
import type { AuditEntry } from "@foundry/kernel/draw-ports";
import { activationChoices } from "@foundry/kernel/physical-card-prompts";

const format: Format = (key, data = {}) => (Object.keys(data).length ? `${key}${JSON.stringify(data)}` : key);
const players = [{ id: "alice", name: "Alice", hasDeck: false, checked: true }];

describe("deck import check", () => {
  it("text that is not JSON is refused with the parser's reason", () => {
    const check = checkDeckText("{ cards: [", format);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.issues[0]).toMatch(/^COMBAT_PATROL\.Cards\.import\.notJson/);
  });

  it("CORE-2 every problem names the card serial and the field; the dialog cannot import", () => {
    const file = JSON.parse(JSON.stringify(toDeckFile(FRONTIER_DECK))) as { cards: Record<string, unknown>[] };
    file.cards[4] = { ...file.cards[4], move: 12 };
    file.cards[9] = { ...file.cards[9], cover: "SOFT" };
    const check = checkDeckText(JSON.stringify(file), format);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.issues).toEqual([
      "card 5: move: expected an integer 3-9, got 12",
      'card 10: cover: expected one of NONE|ANY|HARD, got "SOFT"',
    ]);
    const view = deckImportView({ text: "", fileName: "", check, players }, format);
    expect(view.canImport).toBe(false);
    expect(view.check?.issues).toHaveLength(2);
  });

  it("a valid deck shows its summary and faces, and imports only with a player ticked", () => {
    const check = checkDeckText(
      JSON.stringify({ ...toDeckFile(FRONTIER_DECK), overrides: { "17": { melee: 5 } } }),
      format,
    );
    expect(check.ok && check.deck.cards[16]?.melee).toBe(5);
    const view = deckImportView({ text: "", fileName: "", check, players }, format);
    expect(view.canImport).toBe(true);
    expect(view.check?.summary).toContain('COMBAT_PATROL.Cards.import.overrides.one{"count":1}');
    expect(view.check?.faces.map((f) => f.serial)).toEqual([1, 2, 3]);
    expect(
      deckImportView({ text: "", fileName: "", check, players: [{ ...players[0]!, checked: false }] }, format)
        .canImport,
    ).toBe(false);
  });
});

const entry = (seq: number, turn: number, deck: "action" | "activation" = "action"): AuditEntry => ({
  seq,
  turn,
  userId: "alice",
  userName: "Alice",
  deck,
  deckOwnerId: deck === "action" ? "alice" : null,
  card: deck === "action" ? String(seq) : "end#1",
  procedure: "fire",
  reason: "fire.hit",
  section: "hit",
  reshuffled: false,
  physical: false,
  at: seq,
});

describe("draw log", () => {
  it("a turn's draws from every deck are listed in the order drawn; the finished turn is kept one turn", () => {
    const a = appendAudit(emptyAudit(1), 1, [entry(1, 1), entry(4, 1)]);
    const b = appendAudit(emptyAudit(1), 1, [entry(2, 1), entry(3, 1, "activation")]);
    expect(mergedTurn([a, b], 1).map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    const next = startTurn(a, 2);
    expect(next.previous?.entries).toHaveLength(2);
    const later = appendAudit(next, 3, [entry(9, 3)]);
    expect(later.previous?.turn).toBe(2);
    expect(mergedTurn([later], 1)).toEqual([]);
  });

  it("the log of a turn is bounded", () => {
    const many = Array.from({ length: MAX_ENTRIES_PER_TURN + 5 }, (_, i) => entry(i + 1, 1));
    expect(appendAudit(emptyAudit(1), 1, many).current.entries[0]?.seq).toBe(6);
  });

  it("a damaged stored log reads as empty", () => {
    expect(auditFrom({ current: { turn: "x" } }, 4)).toEqual(emptyAudit(4));
    expect(auditFrom(null, 2)).toEqual(emptyAudit(2));
  });

  it("the window shows who, which deck, which card and what for", () => {
    const log = appendAudit(emptyAudit(2), 2, [
      entry(1, 2),
      { ...entry(2, 2, "activation"), userName: "GM", procedure: "activation", reason: "activation" },
    ]);
    const view = auditView(
      [log],
      2,
      format,
      (id) => (id === "alice" ? "Alice" : id),
      (at) => `t${at}`,
    );
    expect(view.rows.map((r) => [r.who, r.deck, r.card, r.purpose])).toEqual([
      ["Alice", 'COMBAT_PATROL.Cards.audit.actionDeck{"owner":"Alice"}', "#1", "fire: hit"],
      ["GM", "COMBAT_PATROL.Cards.audit.activationDeck", "COMBAT_PATROL.Cards.activation.end", "activation"],
    ]);
  });
});

describe("physical Activation Card choice", () => {
  it("CORE-3 one choice per kind left in the draw pile", () => {
    expect(activationChoices(["3#2", "end#1", "3#1", "elite#1"], (k) => k.split(".").pop() ?? k)).toEqual([
      { value: "3#2", label: "3" },
      { value: "end#1", label: "end" },
      { value: "elite#1", label: "elite" },
    ]);
  });
});
