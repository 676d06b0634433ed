/**
 * The GM computes every fact for the animals and the Gatling (OW-9.2, OW-5.2): the herd's move, a
 * bear's morale, the stampede's run and trampling melee, the Gatling's fire and move and a volley at
 * a Gatling are checked against the world on the GM's client before any card is drawn. A request
 * a tampering client alters (a stat raised, a foreign target's stat lowered, a wrong range, out of
 * its activation, sent twice in one activation) is refused with one localized line and nothing is
 * drawn, written or posted; the honest request is still drawn as before.
 */
import { describe, expect, it, vi } from "vitest";
import { add, roundBase, scale, unitFromBearing, type Figure } from "@rules/geometry";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { activate, COLE, FINCH, GM, HALE, PLAYER, POSSE, posseAndRaiders, press, stack, type Press } from "./harness";
import { OTHER, TableDouble } from "../doubles/table";
import { format } from "../doubles/format";
import { HERD, BEAR, withHerd as herdScene } from "./scenes";
import { withPieceCopies } from "../doubles/piece-copies";

type Json = Record<string, unknown>;

const GUN = "Actor.gun0000000000001";
const G1 = "Actor.gunner0000000001";
const G2 = "Actor.gunner0000000002";
const G3 = "Actor.gunner0000000003";
const WAGON = "Actor.wagon00000000001";
const DRIVER = "Actor.driver0000000001";

/** The Posse's Gatling (three crewmen, facing 0°) beside the Posse and the Raiders. */
function withGatling(): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(G1, "Sgt. Gunn", {}, null, PLAYER);
  table.addFigure(G2, "Pvt. Crank", {}, null, PLAYER);
  table.addFigure(G3, "Pvt. Feed", {}, null, PLAYER);
  table.addGun(GUN, "Gatling", [G1, G2, G3], { kind: "gatling", facing: 0 }, PLAYER);
  return table;
}

const token = (id: string, at: { x: number; y: number }, facing?: number): Figure => ({
  id,
  at,
  base: roundBase(1),
  ...(facing === undefined ? {} : { facing }),
});

/** The gun's token at the origin facing 0°, Hale and Finch 20" and 21" away at `bearing` degrees. */
function placeAt(table: TableDouble, bearing: number): void {
  table.positions.set(GUN, token(GUN, { x: 0, y: 0 }, 0));
  table.positions.set(HALE, token(HALE, add({ x: 0, y: 0 }, scale(unitFromBearing(bearing), 20))));
  table.positions.set(FINCH, token(FINCH, add({ x: 0, y: 0 }, scale(unitFromBearing(bearing), 21))));
}

/** The herds' scene with the GM's Action Deck made (the GM runs the animals: his first draw would create it). */
function withHerd(): TableDouble {
  const table = herdScene();
  stack(table, [], GM);
  return table;
}

/** Press the button and capture the request the GM's coordinator got (the wire's copy). */
async function sent(
  table: TableDouble,
  action: string,
  actor: string,
  options: Press = {},
): Promise<{ readonly query: DrawQuery; readonly outcome: string }> {
  const spy = vi.spyOn(table.coordinator, "draw");
  const outcome = await press(table, action, actor, options);
  const query = spy.mock.calls[0]?.[0];
  spy.mockRestore();
  if (!query) throw new Error(`${action}: nothing sent`);
  return { query: structuredClone(withPieceCopies(table, query)), outcome };
}

/** Send a request to the GM's coordinator as a client would (a new request: the GM gives it its id). */
async function resend(table: TableDouble, query: DrawQuery, input: unknown = query.input) {
  const { requestId: _id, ...rest } = query;
  return table.coordinator.draw({ ...rest, input } as DrawQuery);
}

/** A copy of `input` as the wire carries it (JSON: no shared objects) with the value at `path` changed. */
function altered(input: unknown, path: readonly (string | number)[], value: unknown): Json {
  const copy = JSON.parse(JSON.stringify(input)) as Json;
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = (node as Json)[key];
  (node as Json)[path[path.length - 1]!] = value;
  return copy;
}

/** The refusal's localized line (the double's lang file); fails on an accepted request. */
function refusal(answer: Awaited<ReturnType<typeof resend>>): string {
  if (answer.ok) throw new Error("accepted");
  return `${answer.key}: ${format(answer.key, answer.data)}`;
}

/** What the table holds before a refusal: the decks, the writes, the messages (all unchanged after). */
function snapshot(table: TableDouble) {
  return {
    decks: JSON.stringify([...table.actionDecks.entries()]),
    writes: table.writes.length,
    messages: table.messages.size,
  };
}

describe("the herd's requests from the world (OW-9.2)", () => {
  it("OW-9.2.2 a herd's move with an animal's Melee raised is refused, nothing drawn; the honest one is drawn", async () => {
    const table = withHerd();
    const { query, outcome } = await sent(table, "herdMove", HERD, { user: GM });
    expect(outcome).toBe("done");
    const fresh = withHerd();
    const before = snapshot(fresh);
    const answer = await resend(fresh, query, altered(query.input, ["herd", "unit", "figures", 0, "melee"], 5));
    expect(refusal(answer)).toMatch(/^COMBAT_PATROL\.Error\.notAsOnTable: Longhorns is not as the table shows/);
    expect(snapshot(fresh)).toEqual(before);
    expect((await resend(fresh, query)).ok).toBe(true);
  });

  it("OW-9.2.2 a herd's move claiming it stampedes (or is herded) otherwise than its sheet is refused", async () => {
    const table = withHerd();
    const { query } = await sent(table, "herdMove", HERD, { user: GM });
    const herded = altered(query.input, ["herd", "herdedBy"], POSSE);
    expect(refusal(await resend(withHerd(), query, herded))).toMatch(/notAsOnTable/);
  });

  it("OW-9.2.2 / CORE-3 a herd the Activation Card did not name may not move; named by it, it moves once, the same move sent again is refused", async () => {
    const table = withHerd();
    activate(table, [POSSE]);
    await press(table, "herdMove", HERD, { user: GM });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notActivated"]);
    expect(table.writes).toEqual([]);

    activate(table, [HERD]);
    const { query, outcome } = await sent(table, "herdMove", HERD, { user: GM });
    expect(outcome).toBe("done");
    expect(table.lastMessage().record?.result.procedure).toBe("ow.herdMove");
    const before = snapshot(table);
    expect(refusal(await resend(table, query))).toBe(
      "COMBAT_PATROL.Error.actionSpent.move: Longhorns has already moved in this activation. Nothing was drawn.",
    );
    expect(snapshot(table)).toEqual(before);
  });

  it("OW-9.2.6 / CORE-7 the bear checks morale in its activation, once: out of it refused, the same check sent again refused", async () => {
    const table = withHerd();
    activate(table, [POSSE]);
    await press(table, "animalMorale", BEAR, { user: GM });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notActivated"]);
    activate(table, [BEAR]);
    const { query, outcome } = await sent(table, "animalMorale", BEAR, { user: GM });
    expect(outcome).toBe("done");
    expect(table.lastMessage().record?.result.procedure).toBe("morale");
    expect(refusal(await resend(table, query))).toMatch(/^COMBAT_PATROL\.Error\.actionSpent\.morale: Old Ephraim/);
    // The bear's Guts raised from its Table 3 Elite: refused on a fresh table.
    const raised = altered(query.input, ["herd", "unit", "grade"], "green");
    const fresh = withHerd();
    activate(fresh, [BEAR]);
    expect(refusal(await resend(fresh, query, raised))).toMatch(/notAsOnTable/);
  });
});

describe("the stampede's requests from the world (OW-9.2.7)", () => {
  function stampeding(): TableDouble {
    const table = withHerd();
    table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, stampede: { active: true, clock: 12 } });
    table.stampedeGrounds.set(HERD, {
      sceneId: "Scene.one",
      herdAt: [token("a1", { x: 0, y: 0 })],
      others: [token(COLE, { x: 4, y: 0.5 })],
      referenceBearing: 0,
      obstacles: [],
    });
    return table;
  }

  it("OW-9.2.7 a stampede runs on the card that names it, once; a card that does not name it refuses the run", async () => {
    const table = stampeding();
    activate(table, [POSSE]);
    await press(table, "stampedeMove", HERD, { user: GM });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notActivated"]);
    activate(table, [POSSE, HERD]);
    const { query, outcome } = await sent(table, "stampedeMove", HERD, { user: GM });
    expect(outcome).toBe("done");
    expect(refusal(await resend(table, query))).toMatch(/^COMBAT_PATROL\.Error\.actionSpent\.move: Longhorns/);
    // A herd at rest claimed stampeding: refused.
    const calm = withHerd();
    expect(refusal(await resend(calm, query))).toMatch(/notAsOnTable/);
  });

  it("OW-9.2.7 the run is the GM's: sent from a player's client (he owns the herd) it is refused, nothing drawn, so the ground is always the GM's read", async () => {
    const table = stampeding();
    activate(table, [HERD]);
    const { query } = await sent(table, "stampedeMove", HERD, { user: GM });
    const fresh = stampeding();
    activate(fresh, [HERD]);
    fresh.owners.set(PLAYER, new Set([...(fresh.owners.get(PLAYER) ?? []), HERD]));
    const before = snapshot(fresh);
    expect(refusal(await resend(fresh, { ...query, requesterId: PLAYER, deckOwnerId: PLAYER }))).toMatch(
      /^COMBAT_PATROL\.Error\.gmOnly/,
    );
    expect(snapshot(fresh)).toEqual(before);
  });

  it("OW-9.2.7b the trampled figure fights with his own weapon and his own stats, once per run: a raised Melee, a raised HtH and a second fight are refused", async () => {
    const table = stampeding();
    activate(table, [HERD]);
    const { query, outcome } = await sent(table, "trample", COLE, { params: { herd: HERD, animals: "1" } });
    expect(outcome).toBe("done");
    expect(refusal(await resend(table, query))).toMatch(/^COMBAT_PATROL\.Error\.actionSpent\.melee: Pvt\. Cole/);
    const fresh = stampeding();
    activate(fresh, [HERD]);
    const before = snapshot(fresh);
    expect(refusal(await resend(fresh, query, altered(query.input, ["trample", "figure", "melee"], 4)))).toMatch(
      /notAsOnTable: Pvt\. Cole/,
    );
    expect(refusal(await resend(fresh, query, altered(query.input, ["trample", "hth"], 3)))).toMatch(/notOwnWeapon/);
    // The herd's animal weakened (a foreign piece's stat lowered): refused.
    const weak = altered(query.input, ["trample", "animalsInRange", 0, "melee"], 0);
    expect(refusal(await resend(fresh, query, weak))).toMatch(/notAsOnTable: Longhorns 1/);
    expect(snapshot(fresh)).toEqual(before);
  });
});

describe("the Gatling's requests from the world (OW-5.2)", () => {
  it("OW-5.2a the honest burst is drawn; a crewman's Accuracy raised or a target's Endurance lowered is refused, nothing drawn", async () => {
    const table = withGatling();
    table.targets = [HALE];
    const { query, outcome } = await sent(table, "gatlingFire", GUN, { distance: () => 20 });
    expect(outcome).toBe("done");
    expect(table.lastMessage().record?.result.procedure).toBe("fire");
    const fresh = withGatling();
    const before = snapshot(fresh);
    const raised = altered(query.input, ["gatling", "crew", "figures", 1, "accuracy"], "elite");
    expect(refusal(await resend(fresh, query, raised))).toMatch(/^COMBAT_PATROL\.Error\.notAsOnTable: Gatling/);
    const weak = altered(query.input, ["target", "figures", 0, "figure", "endurance"], 1);
    expect(refusal(await resend(fresh, query, weak))).toMatch(/notAsOnTable: (Sgt\. Hale|Red Finch)/);
    expect(snapshot(fresh)).toEqual(before);
    expect((await resend(fresh, query)).ok).toBe(true);
  });

  it('OW-5.2a / CORE-5.1 with tokens on the map, the range is the map\'s (base edge to base edge: 19" between 1" bases 20" apart): 12" claimed is refused; the same burst measured on the map is drawn', async () => {
    const wrong = withGatling();
    wrong.targets = [HALE];
    placeAt(wrong, 0);
    await press(wrong, "gatlingFire", GUN, { distance: () => 12 });
    expect(wrong.warnings.map((w) => w.text)).toEqual([
      "Gatling is 19 inches from the target on the map, not 12. Nothing was drawn.",
    ]);
    expect(wrong.writes).toEqual([]);
    const right = withGatling();
    right.targets = [HALE];
    placeAt(right, 0);
    // The client measures the tokens placed, as the GM does.
    expect(await press(right, "gatlingFire", GUN)).toBe("done");
    expect(right.warnings).toEqual([]);
    expect(right.lastMessage().record?.result.procedure).toBe("fire");
  });

  it("OW-5.2e the arc is measured from the gun token's facing on the map: the Raiders 90° off are refused even when the request says dead ahead", async () => {
    const table = withGatling();
    table.targets = [HALE];
    placeAt(table, 90);
    // The client's line of fire claims the target dead ahead (0°); the map has it 90° off the gun's facing.
    table.bearings.set(`${GUN}>${HALE}`, 0);
    table.bearings.set(`${GUN}>${FINCH}`, 0);
    // The client measures the tokens placed (the range agrees): only the arc is wrong.
    await press(table, "gatlingFire", GUN);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.outsideArc"]);
    expect(table.warnings[0]?.text).toContain("90°");
    expect(table.writes).toEqual([]);
  });

  it("OW-9.3d a burst at a stagecoach sent as at a plain unit (its driver's fence cover dropped) is refused", async () => {
    const coach = () => {
      const t = withGatling();
      t.addFigure(DRIVER, "Jed the Driver", {}, null, OTHER);
      t.addWagon(
        WAGON,
        "Stagecoach",
        { kind: "stagecoach", driverId: DRIVER, team: { state: "ok", animals: 4 } },
        OTHER,
      );
      t.targets = [WAGON];
      return t;
    };
    const { query, outcome } = await sent(coach(), "gatlingFire", GUN, { distance: () => 20 });
    expect(outcome).toBe("done");
    const fresh = coach();
    const before = snapshot(fresh);
    expect(refusal(await resend(fresh, query, altered(query.input, ["targetWagon"], null)))).toMatch(
      /notAsOnTable: Stagecoach/,
    );
    expect(snapshot(fresh)).toEqual(before);
    expect((await resend(fresh, query)).ok).toBe(true);
  });

  it("OW-5.2e off the map, a carriage gun faces as its sheet says: a request turning it is refused", async () => {
    const table = withGatling();
    table.targets = [HALE];
    const { query } = await sent(table, "gatlingFire", GUN, { distance: () => 20 });
    const turned = altered(query.input, ["gunAt", "facing"], 60);
    expect(refusal(await resend(withGatling(), query, turned))).toMatch(/notAsOnTable: Gatling/);
  });

  it("OW-5.2a / CORE-3 the Gatling fires in its crew's activation, once: out of it refused, the same burst again refused", async () => {
    const table = withGatling();
    table.targets = [HALE];
    activate(table, [POSSE]);
    await press(table, "gatlingFire", GUN, { distance: () => 20 });
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notActivated"]);
    expect(table.writes).toEqual([]);
    activate(table, [GUN]);
    const { query, outcome } = await sent(table, "gatlingFire", GUN, { distance: () => 20 });
    expect(outcome).toBe("done");
    expect(refusal(await resend(table, query))).toBe(
      "COMBAT_PATROL.Error.actionSpent.fire: Gatling has already fired in this activation. Nothing was drawn.",
    );
  });

  it("OW-5.2b / CORE-3 the Gatling moves in its crew's activation, once; a move claiming it unlimbered is refused", async () => {
    const table = withGatling();
    activate(table, [POSSE]);
    table.answers = [{ terrain: "road" }];
    await press(table, "gatlingMove", GUN);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.notActivated"]);
    activate(table, [GUN]);
    table.answers = [{ terrain: "road" }];
    const { query, outcome } = await sent(table, "gatlingMove", GUN);
    expect(outcome).toBe("done");
    expect(refusal(await resend(table, query))).toMatch(/^COMBAT_PATROL\.Error\.actionSpent\.move: Gatling/);
    const limbered = altered(query.input, ["gatling", "limbered"], true);
    expect(refusal(await resend(withGatling(), query, limbered))).toMatch(/notAsOnTable: Gatling/);
  });

  it("OW-5.2d a volley at the Gatling with a crewman's Endurance lowered is refused; the honest one is drawn and the same volley again refused", async () => {
    const table = withGatling();
    for (const id of [G1, G2, G3, GUN]) table.owners.get(PLAYER)?.delete(id);
    table.targets = [G1];
    activate(table, [POSSE]);
    const { query, outcome } = await sent(table, "fire", POSSE, { distance: () => 12 });
    expect(outcome).toBe("done");
    expect(query.procedure).toBe("ow.fireAtGatling");
    expect(refusal(await resend(table, query))).toMatch(
      /^COMBAT_PATROL\.Error\.actionSpent\.fire: (Pvt\. Cole|Cpl\. Dunn)/,
    );
    const fresh = withGatling();
    activate(fresh, [POSSE]);
    const weak = altered(query.input, ["fire", "target", "figures", 0, "figure", "endurance"], 1);
    expect(refusal(await resend(fresh, query, weak))).toMatch(/notAsOnTable: Sgt\. Gunn/);
    const limber = altered(query.input, ["nearestFirst", 0, "figure", "wounds"], 1);
    expect(refusal(await resend(fresh, query, limber))).toMatch(/notAsOnTable/);
    expect((await resend(fresh, query)).ok).toBe(true);
  });
});
