/**
 * The GM's record of what was drawn and applied, attacked as a player would through his own chat
 * messages (Foundry lets an author edit, delete and post them) and by a server that fails mid-way:
 * re-apply, zero-card forgery, rewritten names, failed commit. Each through the table harness
 * (the button, the REAL draw coordinator and its record, the REAL Apply), each fuzzed with 1,000
 * seeded attempts that change nothing on the actors.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Effect } from "@rules/model";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { ApplyCoordinator, type ApplyAnswer } from "@foundry/kernel/result-apply";
import { makeRecord, type ResultRecord } from "@foundry/kernel/result-record";
import { resultDigest } from "@foundry/kernel/result-digest";
import type { DrawProcedureName } from "@foundry/kernel/draw-ports";
import { COLE, DUNN, FINCH, GM, HALE, PLAYER, POSSE, RAIDERS, posseAndRaiders, press } from "../table/harness";
import type { TableDouble } from "../doubles/table";
import { prng, type Prng } from "../doubles/recording";

const ATTEMPTS = 1000;
let table: TableDouble;

/** The Posse's volley (Frontier order: Red Finch wounded, Cpl. Dunn out of ammunition); its message id. */
async function volley(): Promise<string> {
  table.targets = [HALE];
  expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
  return table.lastMessage().id;
}

const pressApply = (messageId: string, user = GM): Promise<ApplyAnswer> =>
  new ApplyCoordinator(table.applyPorts()).apply({ messageId, requesterId: user });

/** Every actor's stored data, to compare. */
const actorsNow = () => JSON.stringify([...table.actors.entries()].map(([id, a]) => [id, a.snapshot.system]));

/** A message the author posts himself with this data (Foundry lets any user create his own chat messages). */
async function postAs(author: string, record: Record<string, unknown>, requestId: string | null): Promise<string> {
  await table.tableWriter.createMessage({
    type: "result",
    author,
    content: "",
    system: { record, applied: { done: false, by: null }, requestId, waiting: true },
  });
  return table.lastMessage().id;
}

function objectOf(v: unknown): Record<string, unknown> {
  if (typeof v !== "object" || v === null) throw new Error("the message holds no record");
  return Object.fromEntries(Object.entries(v));
}

beforeEach(() => {
  table = posseAndRaiders();
});

describe("re-apply", () => {
  it("re-apply: the author resets 'applied' on his message, re-posts it, or deletes it and posts a copy: the GM's Apply is refused each time, one wound stays one", async () => {
    table.gmConfirms = false;
    const id = await volley();
    const after = actorsNow();
    const original = table.messages.get(id)!;
    const copy = await postAs(PLAYER, objectOf(original.stored), original.requestId);
    expect(await pressApply(copy)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.alreadyApplied" });
    original.applied = { done: false, by: null };
    original.waiting = true;
    expect(await pressApply(id)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.alreadyApplied" });
    table.messages.delete(id);
    const again = await postAs(PLAYER, objectOf(original.stored), original.requestId);
    expect(await pressApply(again)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.alreadyApplied" });
    expect(actorsNow()).toBe(after);
    expect(table.figureSource(FINCH).wounds).toBe(1);
  });

  it("re-apply: 1,000 seeded copies, re-posts and edits of an applied result's flags: nothing applies twice", async () => {
    table.gmConfirms = false;
    const id = await volley();
    const after = actorsNow();
    const original = table.messages.get(id)!;
    const rng = prng(1776);
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const target = rng.chance(0.5)
        ? await postAs(rng.pick([PLAYER, GM]), objectOf(original.stored), original.requestId)
        : id;
      const message = table.messages.get(target)!;
      message.applied = { done: rng.chance(0.5), by: rng.chance(0.5) ? null : PLAYER };
      message.waiting = rng.chance(0.5);
      message.undoneBy = rng.chance(0.2) ? GM : null;
      const answer = await pressApply(target);
      expect(answer.ok).toBe(false);
    }
    expect(actorsNow()).toBe(after);
  });
});

/** A result typed by hand: no card, Sgt. Hale incapacitated, the Raiders given 9 morale markers. */
function handMade(): ResultRecord {
  const effects: Effect[] = [
    { kind: "incapacitate", unitId: RAIDERS, figureId: HALE },
    { kind: "moraleMarkers", unitId: RAIDERS, delta: 9 },
  ];
  return makeRecord({
    result: { procedure: "fire", cards: [], summary: { key: "COMBAT_PATROL.Fire.summary", data: {} }, effects },
    drawn: [],
    units: [table.unit(POSSE), table.unit(RAIDERS)],
  });
}

describe("zero-card forgery", () => {
  it("zero-card forgery: a hand-made result that read no card (an incapacitation, 9 markers) is refused for the GM too: no logged request", async () => {
    const before = actorsNow();
    for (const requestId of [null, "madeUpRequest000001"]) {
      const id = await postAs(PLAYER, objectOf(handMade()), requestId);
      expect(await pressApply(id)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notDrawn" });
    }
    // under the id of a real request it is not the record the GM's client posted
    const real = table.messages.get(await volley())!;
    const forged = await postAs(PLAYER, objectOf(handMade()), real.requestId);
    expect(await pressApply(forged)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.resultAltered" });
    expect(actorsNow()).toBe(before);
  });

  it("zero-card forgery: sent through the draw service as a finished result of an action with no card, it is refused: no procedure posts a result the player's client made", async () => {
    const before = actorsNow();
    const messages = table.messages.size;
    for (const record of [handMade(), { ...handMade(), cards: [FRONTIER_DECK.cards[6]!] }]) {
      // The procedure that posted such a record "as it came" is gone: every no-card action is computed by the GM.
      const sent = await table.service(PLAYER).resolve({
        procedure: "playerResult" as DrawProcedureName,
        input: { record, speaker: {} } as never,
      });
      expect(sent.ok).toBe(false);
    }
    expect(table.messages.size).toBe(messages);
    expect(actorsNow()).toBe(before);
  });

  it("zero-card forgery: 1,000 seeded hand-made results under made-up, missing or real ids apply for nobody", async () => {
    const real = table.messages.get(await volley())!.requestId;
    const before = actorsNow();
    const rng = prng(1863);
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const record = handMade();
      const effects = record.result.effects.filter(() => rng.chance(0.7));
      const requestId = rng.pick([null, real, `forged${String(rng.int(1e9)).padStart(12, "0")}`]);
      const id = await postAs(
        rng.pick([PLAYER, GM]),
        objectOf({ ...record, result: { ...record.result, effects } }),
        requestId,
      );
      expect((await pressApply(id)).ok).toBe(false);
    }
    expect(actorsNow()).toBe(before);
  });
});

describe("rewritten names", () => {
  it("rewritten names: the author renames the wounded man on his waiting card ('Pvt. Cole (your own man)'): the GM's Apply is refused", async () => {
    const id = await volley();
    const message = table.messages.get(id)!;
    const stored = structuredClone(message.stored) as { figures: Record<string, { name: string }> };
    stored.figures[FINCH]!.name = "Pvt. Cole (your own man)";
    message.stored = stored;
    expect(await pressApply(id)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.resultAltered" });
    expect(table.figureSource(FINCH).wounds).toBe(0);
  });

  it("rewritten names: a '__proto__' member added to the record changes its fingerprint (kept as data, never dropped)", async () => {
    const plain = { result: { effects: [] }, title: null };
    const withProto: unknown = JSON.parse('{"result":{"effects":[]},"title":null,"__proto__":{"title":"x"}}');
    expect(await resultDigest(withProto)).not.toBe(await resultDigest(plain));
    const id = await volley();
    const message = table.messages.get(id)!;
    message.stored = JSON.parse(JSON.stringify(message.stored).replace(/^\{/, '{"__proto__":{"x":1},'));
    expect(await pressApply(id)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.resultAltered" });
  });

  it("rewritten names: 1,000 seeded edits anywhere in the posted record (a name, a face, the title, an effect): each refused, nothing written to the actors", async () => {
    const id = await volley();
    const message = table.messages.get(id)!;
    const posted = message.stored;
    const before = actorsNow();
    const rng = prng(1865);
    for (let i = 0; i < ATTEMPTS; i += 1) {
      message.stored = mutate(structuredClone(posted), rng);
      expect(await pressApply(id)).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.resultAltered" });
    }
    expect(actorsNow()).toBe(before);
    message.stored = posted;
    expect(await pressApply(id)).toMatchObject({ ok: true });
  });
});

/** One change at a random place of a JSON value: a string rewritten, a number moved, a member added. */
function mutate(value: unknown, rng: Prng): unknown {
  const containers: object[] = [];
  const walk = (v: unknown) => {
    if (typeof v !== "object" || v === null) return;
    containers.push(v);
    for (const inner of Object.values(v)) walk(inner);
  };
  walk(value);
  // an array's extra members are not data (JSON drops them): an array gets one of its items changed
  const box = rng.pick(containers.filter((c) => !Array.isArray(c) || c.length > 0));
  const keys = Object.keys(box);
  const key =
    Array.isArray(box) || (keys.length > 0 && rng.chance(0.8))
      ? rng.pick(keys)
      : rng.pick(["__proto__", "extra", "name"]);
  const old: unknown = Reflect.get(box, key);
  const next =
    typeof old === "string" ? `${old}!` : typeof old === "number" ? old + 1 + rng.int(3) : old === null ? 0 : "forged";
  if (key === "__proto__") Object.defineProperty(box, key, { value: next, enumerable: true, configurable: true });
  else Reflect.set(box, key, next);
  return value;
}

describe("failed commit", () => {
  it("failed commit: the chat message cannot be posted (twice): the pieces and the deck are put back, the GM keeps no record, the player is told", async () => {
    table.gmConfirms = false;
    const before = actorsNow();
    const deck = structuredClone(table.actionDecks.get(PLAYER));
    table.tableWriter.createMessage = async () => {
      throw new Error("the server refused the message");
    };
    table.targets = [HALE];
    await press(table, "fire", POSSE, { distance: () => 12 });
    expect(actorsNow()).toBe(before);
    expect(table.actionDecks.get(PLAYER)?.state).toEqual(deck?.state);
    expect(table.actionDecks.get(PLAYER)?.results ?? []).toEqual([]);
    expect(table.warnings.map((w) => w.key)).toContain("COMBAT_PATROL.Error.commitFailed");
    expect(table.figureSource(FINCH).wounds).toBe(0);
    expect(table.figureSource(DUNN).outOfAmmo).toBe(0);
    expect(table.figureSource(COLE).wounds).toBe(0);
  });

  it("failed commit: 1,000 seeded failures at the actors, the deck or the message: each volley is either whole (posted, applied, recorded) or leaves nothing", async () => {
    table.gmConfirms = false;
    const rng = prng(1848);
    const writer = table.tableWriter;
    const post = writer.createMessage.bind(writer);
    const save = writer.saveDecks.bind(writer);
    const actors = table.effectWriter.updateWorldActors.bind(table.effectWriter);
    let failures = { post: 0, save: 0, actors: 0 };
    writer.createMessage = async (data) => (failures.post-- > 0 ? Promise.reject(new Error("post")) : post(data));
    writer.saveDecks = async (u) => (failures.save-- > 0 ? Promise.reject(new Error("save")) : save(u));
    table.effectWriter.updateWorldActors = async (u) =>
      failures.actors-- > 0 ? Promise.reject(new Error("actors")) : actors(u);
    table.targets = [HALE];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      table.stackDeck(PLAYER, []);
      for (const id of [FINCH, DUNN]) table.patchFigure(id, { wounds: 0, outOfAmmo: 0 });
      table.patchUnit(RAIDERS, { moraleMarkers: 0 });
      const before = actorsNow();
      const messages = table.messages.size;
      failures = { post: rng.int(3), save: rng.int(2), actors: rng.int(2) };
      await press(table, "fire", POSSE, { distance: () => 12 });
      const posted = table.messages.size > messages;
      if (posted) expect(table.figureSource(FINCH).wounds).toBe(1);
      else expect(actorsNow()).toBe(before);
      const results = table.actionDecks.get(PLAYER)?.results ?? [];
      expect(results.filter((r) => r.status === "applied").length).toBe(
        [...table.messages.values()].filter((m) => m.applied.done).length,
      );
    }
  });
});
