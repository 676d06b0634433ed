/**
 * OW-9.2.7, OW-9.2.7b, OW-9.2.7c, OW-9.3f at the table: the buttons pressed as the sheets and the
 * chat prompts press them (actions/stampede "stampedeCheck", "stampedeMove", "trample";
 * actions/runaway "runawayCheck"; canvas/startle.ts performs them from the proximity triggers, the
 * trampling prompt and each Activation Card), the REAL draw procedures over a stacked deck, the
 * REAL chat view and Apply; and the GM's Activation Card flow (combat/turn.ts drawNextCard) for
 * the stampede's end.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { UnitState } from "@rules/model";
import type { HerdState } from "@rules/old-west/animals";
import { moraleResult } from "@rules/cards/read";
import { owDataOf } from "@rules/old-west/common";
import { roundBase, type Figure } from "@rules/geometry";
import type { StampedeObstacle } from "@rules/old-west/stampede-terrain";
import { drawNextCard, startTurn, type TurnPorts } from "@foundry/combat/turn";
import { herdState } from "@foundry/data/derive";
import { stackedActivation } from "../doubles/table";
import {
  apply,
  chat,
  COLE,
  DUNN,
  GM,
  lines,
  pick,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  RAIDERS,
  stack,
  type TableDouble,
} from "./harness";

const HERD = "Actor.herd000000000001";
const animalsOn = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, animals: true } };
const STAMPEDE_ON = owDataOf({ rules: animalsOn }).animals.stampedeOn;

function withLonghorns(over: Parameters<TableDouble["addHerd"]>[2] = {}): TableDouble {
  const table = posseAndRaiders();
  table.options = animalsOn;
  table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, ...over });
  stack(table, [], GM);
  return table;
}

function herdOf(table: TableDouble): HerdState {
  const herd = table.herd(HERD);
  if (!herd) throw new Error("no herd");
  return herd;
}

/** The GM presses the herd's "Stampede check" (or confirms the trigger's prompt, canvas/startle.ts). */
async function checkStampede(table: TableDouble, trigger: string): Promise<void> {
  expect(await press(table, "stampedeCheck", HERD, { user: GM, params: { trigger } })).toBe("done");
}

const text = (table: TableDouble): string => {
  const view = chat(table);
  return [view.title, view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("stampede check (OW-9.2.7)", () => {
  it("OW-9.2.7 the Posse fires within 2\" of the Longhorns: the check card's open-terrain result 'advance toward the enemy' stampedes them toward the next card's scatter clock; Apply writes the stampede", async () => {
    const table = withLonghorns();
    const grade = herdOf(table).unit.figures[0]?.guts ?? "regular";
    const bolt = pick("advance toward the enemy in the open", (c) => moraleResult(c, grade, "open") === STAMPEDE_ON);
    const arrow = pick("a scatter arrow", (c) => c.scatter.clock > 0, [bolt]);
    stack(table, [bolt, arrow], GM);
    await checkStampede(table, "fireWithin2");
    const record = table.lastMessage().record;
    expect(record?.result.cards.map((c) => c.serial)).toEqual([bolt.serial, arrow.serial]);
    expect(text(table)).toContain(`${arrow.scatter.clock} o'clock`);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.herdSource(HERD).stampede).toMatchObject({ active: true, clock: arrow.scatter.clock });
  });

  it("OW-9.2.7 any other result: the Longhorns stay calm, one card, nothing to write", async () => {
    const table = withLonghorns();
    const calm = pick(
      "not 'advance' in the open",
      (c) =>
        moraleResult(c, "regular", "open") !== STAMPEDE_ON &&
        moraleResult(c, "elite", "open") !== STAMPEDE_ON &&
        moraleResult(c, "green", "open") !== STAMPEDE_ON,
    );
    stack(table, [calm], GM);
    await checkStampede(table, "gmEvent");
    expect(table.lastMessage().record?.result.cards.map((c) => c.serial)).toEqual([calm.serial]);
    expect(table.lastMessage().record?.result.effects).toEqual([]);
  });
});

/** Cole's owner presses "Trample" on the stampede's chat prompt (one animal within 1"); his rifle's HtH is 0. */
async function trample(table: TableDouble): Promise<void> {
  expect(await press(table, "trample", COLE, { params: { herd: HERD, animals: "1" } })).toBe("done");
}

describe("trampled (OW-9.2.7b)", () => {
  const stampeding = { stampede: { active: true, clock: 12 } };

  it("OW-9.2.7b a tie with the stampeding Longhorns (Melee 1 + card against Cole's 0 + card): Cole is stunned, no damage; Apply writes the stun", async () => {
    const table = withLonghorns(stampeding);
    const a = pick("beast card", (c) => c.melee <= 3);
    const b = pick("Cole's card, one more", (c) => c.melee === a.melee + 1, [a]);
    stack(table, [a, b], PLAYER);
    await trample(table);
    expect(table.lastMessage().record?.result.cards.map((c) => c.serial)).toEqual([a.serial, b.serial]);
    expect(table.lastMessage().record?.result.effects).toEqual([
      { kind: "stun", unitId: POSSE, figureId: COLE, stunned: true },
    ]);
    const shown = text(table);
    expect(shown).toContain("Pvt. Cole is stunned in place by Longhorns.");
    expect(shown).toContain(
      `Attacker Longhorns 1: Melee 1 + HtH 0 + card ${a.serial} shows ${a.melee} = ${a.melee + 1}`,
    );
    expect(shown).toContain(`Defender Pvt. Cole: Melee 0 + HtH 0 + card ${b.serial} shows ${b.melee} = ${b.melee}`);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.figureSource(COLE).states.stunned).toBe(true);
    expect(table.figureSource(COLE).wounds).toBe(0);
  });

  it("OW-9.2.7b Cole loses to the Longhorns: trampled, the third card's combat result, no recoil; Apply writes it", async () => {
    const table = withLonghorns(stampeding);
    const a = pick("beast card high", (c) => c.melee >= 4);
    const b = pick("Cole's card low", (c) => c.melee <= 1, [a]);
    const c = pick("a wound", (x) => x.damage === "WOUND", [a, b]);
    stack(table, [a, b, c], PLAYER);
    await trample(table);
    expect(table.lastMessage().record?.result.effects).toContainEqual({
      kind: "wound",
      unitId: POSSE,
      figureId: COLE,
      wounds: 1,
    });
    expect(chat(table).moves ?? []).toEqual([]);
    const shown = text(table);
    expect(shown).toContain("Pvt. Cole is trampled by Longhorns.");
    expect(shown).toContain(`card ${c.serial} shows Wound: Pvt. Cole`);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.figureSource(COLE).wounds).toBe(1);
  });
});

const at = (id: string, x: number, y: number): Figure => ({ id, at: { x, y }, base: roundBase(1) });

/** Each Activation Card, canvas/startle.ts performs the herd's "stampedeMove" as the GM; the ground is the scene's. */
async function stampedeOver(table: TableDouble, obstacles: readonly StampedeObstacle[]): Promise<void> {
  table.stampedeGrounds.set(HERD, {
    sceneId: "Scene.one",
    herdAt: [at("a1", 0, 0)],
    others: [at(COLE, 4, 1.5), at(DUNN, 4, -3)],
    referenceBearing: 0,
    obstacles,
  });
  expect(await press(table, "stampedeMove", HERD, { user: GM })).toBe("done");
}

describe("stampede over the scene's obstacles (OW-9.2.7c)", () => {
  it('OW-9.2.7c a large barn in the way diverts the Longhorns: 6" of the card still run (momentum), round the barn, Dunn trampled instead of Cole', async () => {
    const six = pick('a 6" card', (c) => c.move === 6);
    const barn: StampedeObstacle = {
      id: "barn",
      kind: "area",
      size: "large",
      vertices: [
        { x: 4, y: -1 },
        { x: 6, y: -1 },
        { x: 6, y: 6 },
        { x: 4, y: 6 },
      ],
    };
    const open = withLonghorns({ stampede: { active: true, clock: 12 } });
    stack(open, [six], GM);
    await stampedeOver(open, []);
    expect(text(open)).toContain("The stampede runs 6\" toward 12 o'clock");
    expect(open.lastMessage().record?.result).toMatchObject({
      trampled: [COLE],
      terrain: null,
      displacement: { x: 6, y: 0 },
    });
    // The herd's tokens run the 6" on the canvas; Cole, 1.5" off the path, is offered his trampling melee against one
    // animal.
    expect(open.writes.filter((w) => w.kind === "runStampede" || w.kind === "offerTrampling")).toEqual([
      { kind: "runStampede", sceneId: "Scene.one", paths: 0, displacement: { x: 6, y: 0 } },
      { kind: "offerTrampling", herdId: HERD, trampled: [{ tokenId: COLE, animals: 1 }] },
    ]);
    const table = withLonghorns({ stampede: { active: true, clock: 12 } });
    stack(table, [six], GM);
    await stampedeOver(table, [barn]);
    // The momentum is not stopped: the whole 6" run, 2" straight then round the barn's side.
    expect(text(table)).toContain("The stampede runs 6\" toward 12 o'clock");
    expect(table.lastMessage().record?.result).toMatchObject({
      trampled: [DUNN],
      terrain: {
        events: [expect.objectContaining({ obstacleId: "barn", outcome: "diverted", along: 2 })],
        paths: [expect.objectContaining({ inches: 6, share: 1 })],
      },
    });
    // The diverted path is drawn (one path) and Dunn is offered the melee.
    expect(
      table.writes.filter((w) => w.kind === "runStampede").map((w) => w.kind === "runStampede" && w.paths),
    ).toEqual([1]);
    expect(table.writes.find((w) => w.kind === "offerTrampling")).toEqual({
      kind: "offerTrampling",
      herdId: HERD,
      trampled: [{ tokenId: DUNN, animals: 1 }],
    });
  });

  it("OW-9.2.7 a herd that is not stampeding does not run: no card, no message, nothing moved", async () => {
    const table = withLonghorns();
    table.stampedeGrounds.set(HERD, {
      sceneId: "Scene.one",
      herdAt: [at("a1", 0, 0)],
      others: [at(COLE, 4, 1.5)],
      referenceBearing: 0,
      obstacles: [],
    });
    expect(await press(table, "stampedeMove", HERD, { user: GM })).toBe("done");
    expect(table.messages.size).toBe(0);
    expect(table.writes.filter((w) => w.kind === "runStampede" || w.kind === "offerTrampling")).toEqual([]);
  });
});

describe("a stampede through the turn (OW-9.2.7, the GM's Activation Card flow)", () => {
  it("OW-9.2.7 the stampeding Longhorns move on every Activation Card; at End of Turn the stampede ends and the herd is stunned (written)", async () => {
    const table = withLonghorns({ stampede: { active: true, clock: 4 } });
    table.activation = { state: stackedActivation(["3#1", "end#1"]), audit: null };
    const calls: string[] = [];
    const dice = [3, 5, 3, 6, 2, 4, 1, 2];
    const herdUnit = (): UnitState => {
      const entry = table.actors.get(HERD);
      if (!entry || entry.snapshot.type !== "herd") throw new Error("no herd");
      return herdState(HERD, entry.name, entry.snapshot.system);
    };
    const ports: TurnPorts = table.turnPorts(
      {
        units: () => [table.unit(POSSE), table.unit(RAIDERS), herdUnit()],
        stampedes: async () => void calls.push("stampedes"),
        heroActivations: async () => [],
      },
      dice,
    );
    await startTurn(ports, 1);
    const card = await drawNextCard(ports);
    expect(card?.endOfTurn).toBe(false);
    expect(card?.activations.map((a) => a.unitId)).toContain(HERD);
    expect(calls).toEqual(["stampedes"]);
    calls.length = 0;
    const end = await drawNextCard(ports);
    expect(end?.endOfTurn).toBe(true);
    expect(calls).toEqual([]);
    expect(table.herdSource(HERD)).toMatchObject({ stampede: { active: false }, stunned: true });
  });
});

describe("runaway check (OW-9.3f)", () => {
  const WAGON = "Actor.wagon00000000001";
  const DRIVER = "Actor.driver0000000001";

  function buckboard(): TableDouble {
    const table = posseAndRaiders();
    table.options = animalsOn;
    table.addFigure(DRIVER, "Jed the Driver", { guts: "regular" }, null, PLAYER);
    table.addWagon(
      WAGON,
      "Buckboard",
      { kind: "buckboard", driverId: DRIVER, team: { state: "ok", animals: 2 } },
      PLAYER,
    );
    stack(table, [], GM);
    return table;
  }

  it("OW-9.3f fire near the team: the driver's open-terrain morale result 'advance toward the enemy' bolts the team; Apply writes the runaway at a gallop", async () => {
    const table = buckboard();
    const bolt = pick(
      "advance toward the enemy in the open",
      (c) => moraleResult(c, "regular", "open") === STAMPEDE_ON,
    );
    stack(table, [bolt], GM);
    expect(await press(table, "runawayCheck", WAGON, { user: GM, params: { trigger: "fireNearTeam" } })).toBe("done");
    expect(table.lastMessage().record?.result.cards.map((c) => c.serial)).toEqual([bolt.serial]);
    expect(chat(table).title).toBe("Runaway check: Buckboard");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    const s = table.actors.get(WAGON)?.snapshot;
    expect(s?.type === "wagon" && s.system.runaway).toBe(true);
  });

  it("OW-9.3f any other result: the team holds, nothing to write", async () => {
    const table = buckboard();
    const calm = pick("not 'advance' in the open", (c) => moraleResult(c, "regular", "open") !== STAMPEDE_ON);
    stack(table, [calm], GM);
    expect(await press(table, "runawayCheck", WAGON, { user: GM })).toBe("done");
    expect(table.lastMessage().record?.result.effects).toEqual([]);
    expect(text(table)).toContain("Buckboard");
  });
});
