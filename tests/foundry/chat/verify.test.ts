/** Forged results: a result message checked against the GM's draw log (chat/verify.ts). */
import { describe, expect, it } from "vitest";
import { verifyResult } from "@foundry/kernel/result-verify";
import { resultDigest } from "@foundry/kernel/result-digest";
import type { AuditEntry } from "@foundry/kernel/draw-ports";
import type { ResultRecord } from "@foundry/kernel/result-record";

const record = (serials: number[], note = "hit"): ResultRecord => ({
  result: {
    procedure: "fire",
    cards: serials.map((serial) => ({ serial, reason: "fire", sections: ["hit"], shows: note })),
    summary: { key: "k", data: {} },
    effects: [],
  },
  cards: [],
  deck: null,
  figures: {},
  units: {},
});

async function entries(
  owner: string,
  serials: number[],
  firstSeq: number,
  r: ResultRecord,
  turn = 1,
): Promise<AuditEntry[]> {
  const digest = await resultDigest(r.result);
  return serials.map((serial, i) => ({
    seq: firstSeq + i,
    turn,
    userId: owner,
    userName: owner,
    deck: "action",
    deckOwnerId: owner,
    card: String(serial),
    procedure: "fire",
    reason: "fire",
    section: null,
    reshuffled: false,
    physical: false,
    at: 0,
    digest,
  }));
}

describe("verifyResult", () => {
  it("CORE-5.6 a result drawn by its author in one request verifies, also when it read fewer cards than it drew", async () => {
    const a = record([27]);
    const log = await entries("alice", [27, 12], 1, a);
    expect(await verifyResult({ author: "alice", record: a }, log)).toBeNull();
  });

  it("CORE-5.6 two requests back to back stay two: cards of both in one record are refused", async () => {
    const a = record([27]);
    const b = record([12]);
    const log = [...(await entries("alice", [27], 1, a)), ...(await entries("alice", [12], 2, b))];
    expect(await verifyResult({ author: "alice", record: b }, log)).toBeNull();
    expect(await verifyResult({ author: "alice", record: record([27, 12]) }, log)).toBe("notDrawn");
  });

  it("CORE-5.6 the same key order or another: a stored and reloaded result has the same fingerprint", async () => {
    const a = record([5]);
    const reordered = JSON.parse(
      JSON.stringify({
        effects: a.result.effects,
        summary: a.result.summary,
        cards: a.result.cards,
        procedure: a.result.procedure,
      }),
    ) as ResultRecord["result"];
    expect(await resultDigest(reordered)).toBe(await resultDigest(a.result));
  });

  it("CORE-5.6 no author, another author, or a changed result: refused", async () => {
    const a = record([27]);
    const log = await entries("alice", [27], 1, a);
    expect(await verifyResult({ author: null, record: a }, log)).toBe("notDrawn");
    expect(await verifyResult({ author: "bob", record: a }, log)).toBe("notDrawn");
    expect(await verifyResult({ author: "alice", record: record([27], "miss") }, log)).toBe("resultAltered");
  });

  it("CORE-5.6 each request's result applies once: a copy is refused once the original is applied; two identical requests let two apply", async () => {
    const a = record([27]);
    const once = await entries("alice", [27], 1, a);
    expect(await verifyResult({ author: "alice", record: a }, once, [{ author: "alice", record: a }])).toBe(
      "alreadyApplied",
    );
    // another author's applied message, or another result, claims nothing
    expect(
      await verifyResult({ author: "alice", record: a }, once, [
        { author: "bob", record: a },
        { author: "alice", record: record([12]) },
      ]),
    ).toBeNull();
    // the deck reshuffled and the same card read the same way again: a second request, a second application
    const twice = [...once, ...(await entries("alice", [27], 5, a, 2))];
    expect(await verifyResult({ author: "alice", record: a }, twice, [{ author: "alice", record: a }])).toBeNull();
    expect(
      await verifyResult({ author: "alice", record: a }, twice, [
        { author: "alice", record: a },
        { author: "alice", record: a },
      ]),
    ).toBe("alreadyApplied");
  });

  it("a result that read no card has nothing to check in the log (ownership still decides)", async () => {
    expect(await verifyResult({ author: "alice", record: record([]) }, [])).toBeNull();
  });
});
