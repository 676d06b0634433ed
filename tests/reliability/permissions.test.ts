/**
 * Permissions at every seam where a player's wish becomes a GM-side write: the draw service
 * (whose deck), the apply coordinator (whose actors a chat result changes), and the action
 * procedures the GM runs for a player (an action on someone else's pieces reaches them only
 * through Apply). Each refusal writes nothing; the GM may do each thing. Tiny typed doubles of
 * the ports (ApplyPorts, DeckStore/TableWriter with fvtt-types' ChatMessage.CreateData).
 */
import { FIRE_PROCEDURE } from "@foundry/actions/fire/procedure";
import { MELEE_PROCEDURE } from "@foundry/actions/melee/procedure";
import { MOVEMENT_PROCEDURE } from "@foundry/actions/move/procedure";
import { MORALE_PROCEDURE } from "@foundry/actions/morale/procedure";
import { DYNAMITE_PROCEDURE } from "@foundry/actions/dynamite/procedure";
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { fixedSource, type CardSource } from "@rules/cards/source";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { Effect, FigureState, UnitState } from "@rules/model";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import type { FireRequest, PostedResult } from "@foundry/kernel/action-requests";
import { ApplyCoordinator, mayApply, type ApplyPorts, type StoredResult } from "@foundry/kernel/result-apply";
import { affectedActors, readRecord, type ResultRecord } from "@foundry/kernel/result-record";
import type { AuditEntry, DrawContext } from "@foundry/kernel/draw-ports";
import { resultDigest } from "@foundry/kernel/result-digest";
import { GM, RecordingTable, coordinator, PLAYERS } from "../doubles/recording";

/* ------------------------------------------------------------------ pieces: p1's posse fires at p2's raiders */

function figure(id: string, name: string, over: Partial<FigureState> = {}): FigureState {
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
    ...over,
  };
}
function unit(id: string, name: string, figures: FigureState[]): UnitState {
  return {
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
  };
}
const posse = unit("Actor.posse0000000001", "Marshal's Posse", [figure("Actor.cole00000000001", "Pvt. Cole")]);
const raiders = unit("Actor.raiders000000001", "Hale's Raiders", [
  figure("Actor.curry0000000001", "Kid Curry"),
  figure("Actor.hale00000000001", "Sgt. Hale"),
]);

/** Who owns which actor (the GM owns everything through isGM, not through this list). */
const OWNERS: Readonly<Record<string, string>> = {
  [posse.id]: PLAYERS[0],
  "Actor.cole00000000001": PLAYERS[0],
  [raiders.id]: PLAYERS[1],
  "Actor.curry0000000001": PLAYERS[1],
  "Actor.hale00000000001": PLAYERS[1],
  "Actor.wagon00000000001": PLAYERS[1],
};

function fireRequest(): FireRequest {
  return {
    fire: {
      unitId: posse.id,
      shooters: [{ figure: posse.figures[0]!, weapon: frontierWeapon("ow.rifle"), rangeInches: 18 }],
      target: {
        unitId: raiders.id,
        closeOrder: false,
        figures: raiders.figures.map((f) => ({ figure: f, cover: "none" as const })),
      },
    },
    speaker: { actor: posse.id, alias: posse.name },
    title: null,
    unitNames: [posse, raiders].map((u) => ({ id: u.id, name: u.name })),
  };
}

/** CORE-5 Cole (rifle, 18" medium, needs 3) draws #27 (3 holes: hit), then #12 (randomizer 2: Sgt. Hale, wound). */
function fireResult(): PostedResult {
  const cards = [27, 12].map((s) => FRONTIER_DECK.cards[s - 1]!);
  const context: DrawContext = {
    userId: PLAYERS[0],
    requesterId: PLAYERS[0],
    options: DEFAULT_OPTIONS,
    turn: 1,
    mayAct: (id) => OWNERS[id] === PLAYERS[0],
  };
  return FIRE_PROCEDURE.run(fireRequest(), fixedSource(cards), context);
}

/* ------------------------------------------------------------------ apply ports double */

/** The draw log entries the draw service leaves for this record, drawn from `owner`'s deck. */
async function logOf(record: ResultRecord, owner: string = PLAYERS[0]): Promise<AuditEntry[]> {
  const digest = await resultDigest(record.result);
  return [...new Set(record.result.cards.map((c) => c.serial))].map((serial, i) => ({
    seq: 1 + i,
    turn: 1,
    userId: owner,
    userName: owner,
    deck: "action" as const,
    deckOwnerId: owner,
    card: String(serial),
    procedure: record.result.procedure,
    reason: "fire",
    section: null,
    reshuffled: false,
    physical: false,
    at: 0,
    digest,
  }));
}

function applyPorts(
  messages: Record<string, StoredResult>,
  log: readonly AuditEntry[] = [],
): ApplyPorts & { applied: Effect[][]; marks: [string, string | null][] } {
  const applied: Effect[][] = [];
  const marks: [string, string | null][] = [];
  return {
    applied,
    marks,
    message: (id) => messages[id] ?? null,
    isGM: (userId) => userId === GM,
    drawLog: () => log,
    appliedResults: (except) =>
      Object.entries(messages).flatMap(([id, m]) =>
        id !== except && m.applied && m.record ? [{ author: m.author, record: m.record }] : [],
      ),
    owns: (userId, actorId) => OWNERS[actorId] === userId,
    async applyEffects(effects) {
      applied.push([...effects]);
      return { writes: 1, skipped: [] };
    },
    async markApplied(id, by) {
      marks.push([id, by]);
      const stored = messages[id];
      if (stored) messages[id] = { ...stored, applied: by !== null };
    },
  };
}

/* ------------------------------------------------------------------ the draw service */

function drawRegistry(): ProcedureRegistry {
  const registry = new ProcedureRegistry();
  registry.register("draw", {
    run: (_input: unknown, source: CardSource) => ({
      serial: source.draw({ reason: "morale", section: "morale" }).serial,
    }),
  });
  registry.register("fire", FIRE_PROCEDURE);
  return registry;
}

describe("permissions: the Action Decks", () => {
  it("CORE-1 a player cannot draw from another player's deck: localized refusal, nothing written, the deck unchanged", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry());
    await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: null });
    const before = structuredClone(table.actionDeck(PLAYERS[1]));
    table.writes.length = 0;
    const answer = await gm.draw({
      procedure: "draw",
      input: {},
      requesterId: PLAYERS[0],
      deckOwnerId: PLAYERS[1],
      serials: null,
    });
    expect(answer).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.notYourDeck",
      data: { user: "Alice", owner: "Bob" },
    });
    expect(table.writes).toEqual([]);
    expect(table.actionDeck(PLAYERS[1])).toEqual(before);
  });

  it("CORE-1 the GM can draw from a player's deck (the entry names him and the deck's owner)", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry());
    await gm.resetActionDecks({ userIds: [PLAYERS[1]], deckFile: null });
    const top = table.actionDeck(PLAYERS[1])!.state!.drawPile[0];
    const answer = await gm.draw({
      procedure: "draw",
      input: {},
      requesterId: GM,
      deckOwnerId: PLAYERS[1],
      serials: null,
    });
    if (!answer.ok) throw new Error(answer.key);
    expect(answer.draws.map((d) => [d.userId, d.deckOwnerId, d.card])).toEqual([[GM, PLAYERS[1], String(top)]]);
    expect(table.writes).toContain("saveDecks(1)");
  });

  it("CORE-3 a player cannot draw the Activation Card or end the turn; the GM can", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry());
    expect(await gm.drawActivation({ requesterId: PLAYERS[0], cardId: null })).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.gmOnly",
      data: {},
    });
    expect(await gm.endOfTurn({ requesterId: PLAYERS[0] })).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.gmOnly",
      data: {},
    });
    expect(table.writes).toEqual([]);
    expect((await gm.drawActivation({ requesterId: GM, cardId: null })).ok).toBe(true);
    expect((await gm.endOfTurn({ requesterId: GM })).ok).toBe(true);
  });

  it("an unknown user id is refused before any deck is read", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry());
    const answer = await gm.draw({
      procedure: "draw",
      input: {},
      requesterId: "intruder",
      deckOwnerId: "intruder",
      serials: null,
    });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.unknownUser" });
    expect(table.writes).toEqual([]);
    expect(table.action.size).toBe(0);
  });
});

describe("permissions: applying a chat result", () => {
  it("CORE-5 the fire result wounds Sgt. Hale (p2's): it changes an actor p1 does not own", () => {
    const { record } = fireResult();
    expect(affectedActors(record.result.effects)).toContain("Actor.hale00000000001");
    const ports = applyPorts({});
    expect(mayApply(record, PLAYERS[0], ports)).toBe(false);
    expect(mayApply(record, GM, ports)).toBe(true);
  });

  it("a player cannot apply a result that changes an actor he does not own: refused, nothing written, not marked applied", async () => {
    const messages: Record<string, StoredResult> = {
      m1: { record: fireResult().record, applied: false, author: PLAYERS[0] },
    };
    const ports = applyPorts(messages);
    const answer = await new ApplyCoordinator(ports).apply({ messageId: "m1", requesterId: PLAYERS[0] });
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.notOwnerApply", data: {} });
    expect(ports.applied).toEqual([]);
    expect(ports.marks).toEqual([]);
    expect(messages.m1!.applied).toBe(false);
  });

  it("the GM applies it, once: one batched write; a second apply is refused", async () => {
    const messages: Record<string, StoredResult> = {
      m1: { record: fireResult().record, applied: false, author: PLAYERS[0] },
    };
    const ports = applyPorts(messages, await logOf(fireResult().record));
    const apply = new ApplyCoordinator(ports);
    expect(await apply.apply({ messageId: "m1", requesterId: GM })).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(ports.applied).toHaveLength(1);
    expect(ports.applied[0]!.some((e) => e.kind === "wound" && e.figureId === "Actor.hale00000000001")).toBe(true);
    expect(await apply.apply({ messageId: "m1", requesterId: GM })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.alreadyApplied",
    });
    expect(ports.applied).toHaveLength(1);
  });

  it("a player who owns the unit but not every figure it changes is refused; the owner of all of them may apply", async () => {
    const effects: Effect[] = [
      { kind: "moraleMarkers", unitId: raiders.id, delta: 1 },
      { kind: "wound", unitId: raiders.id, figureId: "Actor.hale00000000001", wounds: 1 },
    ];
    const record: ResultRecord = { ...fireResult().record, result: { ...fireResult().record.result, effects } };
    const partial = applyPorts({ m: { record, applied: false, author: PLAYERS[0] } });
    const onlyUnit = { ...partial, owns: (u: string, a: string) => u === PLAYERS[2] && a === raiders.id };
    expect(await new ApplyCoordinator(onlyUnit).apply({ messageId: "m", requesterId: PLAYERS[2] })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.notOwnerApply",
    });
    expect(partial.applied).toEqual([]);
    const owner = applyPorts({ m: { record, applied: false, author: PLAYERS[0] } }, await logOf(record));
    expect(await new ApplyCoordinator(owner).apply({ messageId: "m", requesterId: PLAYERS[1] })).toMatchObject({
      ok: true,
    });
    expect(owner.applied).toEqual([effects]);
  });

  it("a player-made message whose effects name someone else's wagon team by part id is refused", async () => {
    const forged: ResultRecord = {
      ...fireResult().record,
      result: {
        procedure: "fire",
        cards: [],
        summary: { key: "COMBAT_PATROL.Fire.summary", data: {} },
        effects: [{ kind: "moraleMarkers", unitId: "Actor.wagon00000000001#team", delta: 5 }],
      },
    };
    const ports = applyPorts({ f: { record: forged, applied: false, author: PLAYERS[0] } });
    expect(await new ApplyCoordinator(ports).apply({ messageId: "f", requesterId: PLAYERS[0] })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.notOwnerApply",
    });
    expect(ports.applied).toEqual([]);
  });
});

describe("permissions: an action on someone else's pieces", () => {
  /** The record a posted "result" message carries (ChatMessage.CreateData.system.record). */
  const postedRecord = (data: ChatMessage.CreateData): ResultRecord | null => {
    const system: unknown = Reflect.get(data, "system");
    return typeof system === "object" && system !== null ? readRecord(Reflect.get(system, "record")) : null;
  };

  it("CORE-5 the GM runs p1's fire for him (physical cards #27 hit, #12 wounds Sgt. Hale): one deck write and one chat message, no actor written, and only the GM may apply it", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry(), {}, OWNERS);
    await gm.resetActionDecks({ userIds: [PLAYERS[0]], deckFile: null });
    table.writes.length = 0;
    const answer = await gm.draw({
      procedure: "fire",
      input: JSON.parse(JSON.stringify(fireRequest())),
      requesterId: PLAYERS[0],
      deckOwnerId: PLAYERS[0],
      serials: [27, 12],
    });
    if (!answer.ok) throw new Error(answer.key);
    // TableWriter has no actor write at all: the deck state and one message are everything written.
    expect(table.writes).toEqual(["saveDecks(1)", "createMessage"]);
    const record = postedRecord(table.messages[0]!);
    expect(record).not.toBeNull();
    expect(Reflect.get(Reflect.get(table.messages[0]!, "system") ?? {}, "applied")).toEqual({ done: false, by: null });
    const ports = applyPorts({});
    expect(affectedActors(record!.result.effects)).toContain("Actor.hale00000000001");
    expect(mayApply(record!, PLAYERS[0], ports)).toBe(false);
    expect(mayApply(record!, GM, ports)).toBe(true);
  });

  /** p2 sends a fire request naming p1's Pvt. Cole as the shooter, from his own deck. */
  function forgedFire(): FireRequest {
    return JSON.parse(JSON.stringify(fireRequest())) as FireRequest;
  }

  it("CORE-5 a player cannot make someone else's figure fire: the GM's fire procedure refuses (notYourPiece), draws no card, writes nothing", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry(), {}, OWNERS);
    await gm.resetActionDecks({ userIds: [PLAYERS[0], PLAYERS[1]], deckFile: null });
    const before = structuredClone(table.actionDeck(PLAYERS[1]));
    table.writes.length = 0;
    const answer = await gm.draw({
      procedure: "fire",
      input: forgedFire(),
      requesterId: PLAYERS[1],
      deckOwnerId: PLAYERS[1],
      serials: null,
    });
    expect(answer).toEqual({ ok: false, key: "COMBAT_PATROL.Error.notYourPiece", data: { name: "Pvt. Cole" } });
    expect(table.writes).toEqual([]);
    expect(table.actionDeck(PLAYERS[1])).toEqual(before);
  });

  it("CORE-5 the owner may fire his figure from his deck, and the GM may fire it from his own", async () => {
    const table = new RecordingTable();
    const gm = coordinator(table, drawRegistry(), {}, OWNERS);
    await gm.resetActionDecks({ userIds: [PLAYERS[0], GM], deckFile: null });
    expect(
      (
        await gm.draw({
          procedure: "fire",
          input: forgedFire(),
          requesterId: PLAYERS[0],
          deckOwnerId: PLAYERS[0],
          serials: [27, 12],
        })
      ).ok,
    ).toBe(true);
    expect(
      (await gm.draw({ procedure: "fire", input: forgedFire(), requesterId: GM, deckOwnerId: GM, serials: [27, 12] }))
        .ok,
    ).toBe(true);
  });

  it("CORE-6 / CORE-7 / CORE-10 every action procedure refuses a piece the requester does not own, before drawing", () => {
    const theirs: DrawContext = {
      userId: PLAYERS[1],
      requesterId: PLAYERS[1],
      options: DEFAULT_OPTIONS,
      turn: 1,
      mayAct: (id) => OWNERS[id] === PLAYERS[1],
    };
    const empty = fixedSource([]);
    const cole = posse.figures[0]!;
    const side = (f: FigureState, unitId: string) => ({ unitId, figure: f, hth: 0, modifiers: [] });
    const chat = { speaker: { alias: "x" }, title: null, unitNames: [] };
    const refusals = [
      () =>
        MELEE_PROCEDURE.run(
          { melee: { attacker: side(cole, posse.id), defender: side(raiders.figures[0]!, raiders.id) }, ...chat },
          empty,
          theirs,
        ),
      () =>
        MOVEMENT_PROCEDURE.run(
          { movement: { unitId: posse.id, figure: cole, mode: "normal" }, mounted: false, ...chat },
          empty,
          theirs,
        ),
      () =>
        MORALE_PROCEDURE.run(
          { morale: { unit: { ...posse, moraleMarkers: 1 }, terrain: "open" }, leaderRemovesMarkers: true, ...chat },
          empty,
          theirs,
        ),
      () =>
        DYNAMITE_PROCEDURE.run(
          { dynamite: { unit: posse, thrower: cole, charge: "stick", rangeInches: 4 }, ...chat },
          empty,
          theirs,
        ),
    ];
    for (const run of refusals) expect(run).toThrow(/notYourPiece/);
  });
});
