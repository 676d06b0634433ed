/**
 * "The enemy" read from the table is the other side, never a friendly unit (src/rules/sides.ts,
 * docs/rules-readings.md "Who is the enemy"): the close order Turn to face (NAP-5.4.1), on the
 * dialog and in the GM's check alike, and the forced moves away from / toward the enemy (CORE-6,
 * CORE-7). The sides come from the tokens' disposition (the setup and the starter adventures give
 * side A FRIENDLY, side B HOSTILE), else from the players who own the figures, else (one player or
 * the GM moves everything) any unit outside the chain of command (CORE-11).
 */
import { describe, expect, it, vi } from "vitest";
import { roundBase } from "@rules/geometry";
import {
  activate,
  COLE,
  FINCH,
  GM,
  HALE,
  OTHER,
  pick,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  RAIDERS,
  stack,
  TableDouble,
} from "./harness";
import { GRENADIER as MARC, hussarsAndLine, LANCER, NAPOLEONIC } from "./scenes";
import { send } from "./world-cases";

const COMPANY = "Actor.company000000001";
const FUSILIERS = ["Actor.fusilier00000001", "Actor.fusilier00000002"];
const RIFLES = "Actor.rifles000000001";
const RIFLEMAN = "Actor.rifleman0000001";
const GRENADIERS = "Actor.grenadiers000001";
const GRENADIER = "Actor.grenadier0000001";
const FRIENDLY = 1;
const HOSTILE = -1;

interface Sides {
  /** Who owns the Fusiliers, the Grenadiers and the Rifles. */
  readonly owners: readonly [string, string, string];
  /** Their tokens' dispositions; absent: none shown (NEUTRAL). */
  readonly dispositions?: readonly [number, number, number];
}

/**
 * The Fusiliers in close order along y = 0 facing 90° (down the screen); the Rifles 10" behind them
 * (0, -10): 6 o'clock; the Grenadiers, under no one's command, 4" in front (0, 4): 12 o'clock.
 */
function company(sides: Sides): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  const [fusiliers, grenadiers, rifles] = sides.owners;
  FUSILIERS.forEach((id, i) => {
    table.addFigure(id, i === 0 ? "Sgt. Ney" : "Fus. Abel", {}, "nap.musket", fusiliers);
    table.positions.set(id, { id, at: { x: i, y: 0 }, base: roundBase(1), facing: 90 });
  });
  table.addUnit(COMPANY, "Fusiliers", FUSILIERS, {}, fusiliers);
  table.closeOrderUnits.add(COMPANY);
  table.facings.set(COMPANY, 90);
  table.addFigure(GRENADIER, "Grenadier", {}, "nap.musket", grenadiers);
  table.positions.set(GRENADIER, { id: GRENADIER, at: { x: 0, y: 4 }, base: roundBase(1), facing: 90 });
  table.addUnit(GRENADIERS, "Grenadiers", [GRENADIER], {}, grenadiers);
  table.addFigure(RIFLEMAN, "Rifleman", {}, "nap.rifle", rifles);
  table.positions.set(RIFLEMAN, { id: RIFLEMAN, at: { x: 0, y: -10 }, base: roundBase(1), facing: 90 });
  table.addUnit(RIFLES, "Rifles", [RIFLEMAN], {}, rifles);
  if (sides.dispositions) {
    const [a, b, c] = sides.dispositions;
    for (const id of FUSILIERS) table.dispositions.set(id, a);
    table.dispositions.set(GRENADIER, b);
    table.dispositions.set(RIFLEMAN, c);
  }
  table.onScene = [...FUSILIERS, GRENADIER, RIFLEMAN];
  stack(table, [pick("reaction 1", (c) => c.reaction === 1)]);
  return table;
}

/** The hour the Turn to face dialog opens at (the enemy the map found), and the enemy the request names. */
async function turn(table: TableDouble, user = PLAYER): Promise<{ hour: unknown; enemy: unknown }> {
  const spy = vi.spyOn(table.coordinator, "draw");
  expect(await press(table, "closeOrderTurn", COMPANY, { user })).toBe("done");
  const hour = table.asked[0]?.fields.find((f) => f.name === "enemyBearing")?.value;
  const enemy = (spy.mock.calls[0]![0].input as Record<string, unknown>)["enemy"];
  spy.mockRestore();
  return { hour, enemy };
}

describe("the enemy a close order group turns to face is of the other side (NAP-5.4.1, CORE-11)", () => {
  it("NAP-5.4.1 side A's Grenadiers (a FRIENDLY token, another player's), nearer in front, are no enemy: the dialog opens at the HOSTILE Rifles, 6 o'clock", async () => {
    const table = company({ owners: [PLAYER, OTHER, GM], dispositions: [FRIENDLY, FRIENDLY, HOSTILE] });
    expect(await turn(table)).toEqual({ hour: "6", enemy: RIFLES });
  });

  it("NAP-5.4.1 the same Grenadiers' token HOSTILE: they are the nearest enemy, 12 o'clock", async () => {
    const table = company({ owners: [PLAYER, OTHER, GM], dispositions: [FRIENDLY, HOSTILE, HOSTILE] });
    expect(await turn(table)).toEqual({ hour: "12", enemy: GRENADIERS });
  });

  it("NAP-5.4.1 no dispositions shown: the player's own second unit (the Grenadiers, his) is no enemy; the other player's Rifles are, 6 o'clock", async () => {
    const table = company({ owners: [PLAYER, PLAYER, OTHER] });
    expect(await turn(table)).toEqual({ hour: "6", enemy: RIFLES });
  });

  it("NAP-5.4.1 no dispositions shown, the Grenadiers the other player's: the nearest enemy, 12 o'clock", async () => {
    const table = company({ owners: [PLAYER, OTHER, OTHER] });
    expect(await turn(table)).toEqual({ hour: "12", enemy: GRENADIERS });
  });

  it("NAP-5.4.1 a scene of one disposition (every token HOSTILE, Foundry's default) tells no side: the players do (his own Grenadiers are none, 6 o'clock)", async () => {
    const table = company({ owners: [PLAYER, PLAYER, OTHER], dispositions: [HOSTILE, HOSTILE, HOSTILE] });
    expect(await turn(table)).toEqual({ hour: "6", enemy: RIFLES });
  });

  it("CORE-11 NAP-5.4.1 the table cannot tell sides (no dispositions, the GM owns every figure): any unit outside the chain of command may be the enemy, the nearest in sight (the Grenadiers, 12 o'clock)", async () => {
    const table = company({ owners: [GM, GM, GM] });
    expect(await turn(table, GM)).toEqual({ hour: "12", enemy: GRENADIERS });
  });

  it("NAP-5.4.1 the player targets only the Grenadiers of his own side: a friend is never the enemy, the dialog reads the Rifles (6 o'clock)", async () => {
    const table = company({ owners: [PLAYER, OTHER, GM], dispositions: [FRIENDLY, FRIENDLY, HOSTILE] });
    table.targets = [GRENADIER];
    expect(await turn(table)).toEqual({ hour: "6", enemy: RIFLES });
  });
});

describe("a reaction interrupts an enemy's move, not a friend's (CORE-10, NAP-5.4.1)", () => {
  const sides: Sides = { owners: [PLAYER, OTHER, GM], dispositions: [FRIENDLY, FRIENDLY, HOSTILE] };

  it("CORE-10 NAP-5.4.1 the card named only side A's Grenadiers: no enemy acts, the GM refuses the Turn to face, nothing drawn", async () => {
    const table = company(sides);
    activate(table, [GRENADIERS]);
    await press(table, "closeOrderTurn", COMPANY);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.noEnemyActing"]);
    expect(table.messages.size).toBe(0);
  });

  it("CORE-10 NAP-5.4.1 the card named side B's Rifles (beside the Grenadiers): an enemy acts, the group turns", async () => {
    const table = company(sides);
    activate(table, [GRENADIERS, RIFLES]);
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(table.messages.size).toBe(1);
  });
});

describe("the enemy the request names is of the other side, on the GM's side (NAP-5.4.1)", () => {
  const sides: Sides = { owners: [PLAYER, OTHER, GM], dispositions: [FRIENDLY, FRIENDLY, HOSTILE] };

  /** The honest request (naming the Rifles) sent to a fresh table as it left, or naming `enemy`. */
  async function sentNaming(enemy: string) {
    const table = company(sides);
    const spy = vi.spyOn(table.coordinator, "draw");
    expect(await press(table, "closeOrderTurn", COMPANY)).toBe("done");
    const query = structuredClone(spy.mock.calls[0]![0]);
    spy.mockRestore();
    const fresh = company(sides);
    const answer = await send(fresh, query, { ...(query.input as object), enemy });
    return { answer, fresh };
  }

  it("NAP-5.4.1 the request naming the Rifles (side B) is drawn", async () => {
    const { answer } = await sentNaming(RIFLES);
    expect(answer.ok).toBe(true);
  });

  it("NAP-5.4.1 a request naming the Grenadiers (side A, the group's own) as the enemy is refused before any card, nothing written", async () => {
    const { answer, fresh } = await sentNaming(GRENADIERS);
    expect(answer.ok ? null : answer.key).toBe("COMBAT_PATROL.Error.enemyIsFriend");
    expect(fresh.writes).toEqual([]);
  });
});

describe("away from / toward the enemy is the other side (CORE-6, CORE-7)", () => {
  const DEPUTIES = "Actor.deputies00000001";
  const DEPUTY = "Actor.deputy0000000001";

  /** The Posse (Cole at (0,0)), the Raiders 10" south; the Deputies (the Posse's player's, or another's) 3" east of Cole. */
  function scene(deputiesOwner: string, dispositions: boolean): TableDouble {
    const table = posseAndRaiders();
    table.addFigure(DEPUTY, "Deputy", {}, "ow.rifle", deputiesOwner);
    table.addUnit(DEPUTIES, "Deputies", [DEPUTY], {}, deputiesOwner);
    table.onScene.push(DEPUTY);
    table.tokenAt.set(COLE, { x: 0, y: 0 });
    table.tokenAt.set(DEPUTY, { x: 3, y: 0 });
    table.tokenAt.set(HALE, { x: 0, y: 10 });
    table.tokenAt.set(FINCH, { x: 6, y: 10 });
    if (dispositions)
      for (const [id, d] of [
        [COLE, FRIENDLY],
        [DEPUTY, FRIENDLY],
        [HALE, HOSTILE],
        [FINCH, HOSTILE],
      ] as const)
        table.dispositions.set(id, d);
    return table;
  }

  const recoil = async (table: TableDouble) => {
    await press(table, "forcedMove", COLE, { params: { direction: "recoil", inches: "2", wholeUnit: "false" } });
    return table.writes.filter((w) => w.kind === "moveToken");
  };

  it("CORE-6 recoil 2\": the Deputies (the same player's), nearer, are no enemy: Cole moves straight away from Sgt. Hale, to (0,-2)", async () => {
    expect(await recoil(scene(PLAYER, false))).toEqual([{ kind: "moveToken", id: COLE, to: { x: 0, y: -2 } }]);
  });

  it("CORE-6 recoil 2\": the Deputies another player's but side A's (FRIENDLY tokens like the Posse's): still no enemy, to (0,-2)", async () => {
    expect(await recoil(scene(OTHER, true))).toEqual([{ kind: "moveToken", id: COLE, to: { x: 0, y: -2 } }]);
  });

  it('CORE-6 recoil 2": the Deputies another player\'s, no dispositions: the nearest enemy, Cole moves 2" west away from them, to (-2,0)', async () => {
    expect(await recoil(scene(OTHER, false))).toEqual([{ kind: "moveToken", id: COLE, to: { x: -2, y: 0 } }]);
  });
});

describe("the enemy on a breakthrough's advance is the other side (NAP-6.2.1.3)", () => {
  const DRAGOONS = "Actor.dragoons00000001";
  const DRAGOON = "Actor.dragoon000000001";
  const PAUL = "Actor.voltigeur0000001";

  /** Cpl. Lance past Gren. Marc (facing 0°), Volt. Paul 3" off the line; a Dragoon (his player's, or the other's) 4.5" ahead on it. */
  function advanced(dragoonOwner: string): TableDouble {
    const table = hussarsAndLine();
    table.positions.set(LANCER, { id: LANCER, at: { x: 0, y: 0 }, base: roundBase(2), facing: 0 });
    table.positions.set(MARC, { id: MARC, at: { x: 1.75, y: 0 }, base: roundBase(1.5) });
    table.positions.set(PAUL, { id: PAUL, at: { x: 6, y: 3 }, base: roundBase(1) });
    table.addFigure(DRAGOON, "Drg. Vidal", {}, "nap.musket", dragoonOwner);
    table.addUnit(DRAGOONS, "Dragoons", [DRAGOON], {}, dragoonOwner);
    table.positions.set(DRAGOON, { id: DRAGOON, at: { x: 6, y: 0 }, base: roundBase(1) });
    table.onScene.push(DRAGOON);
    return table;
  }

  const outcome = async (table: TableDouble) => {
    expect(await press(table, "breakthrough", LANCER)).toBe("done");
    return ["outcome", "inchesToContact"].map((n) => table.asked[0]?.fields.find((f) => f.name === n)?.value);
  };

  it("NAP-6.2.1.3 the Dragoons (the Hussars' player's) on the line are no enemy: the way starts clear", async () => {
    expect(await outcome(advanced(PLAYER))).toEqual(["clear", 0]);
  });

  it("NAP-6.2.1.3 the Dragoons the other player's: an enemy on the line, contact after 4.5\"", async () => {
    expect(await outcome(advanced(OTHER))).toEqual(["enemy-contact", 4.5]);
  });
});

describe("the Gatling's target when none is targeted is of the other side (OW-5.2a)", () => {
  const GUN = "Actor.gun0000000000001";
  const CREW = ["Actor.gunner0000000001", "Actor.gunner0000000002", "Actor.gunner0000000003"];

  /** The Posse's player's Gatling; the Posse (his) listed on the scene before the Raiders (the other player's). */
  function gatling(): TableDouble {
    const table = posseAndRaiders();
    CREW.forEach((id, i) => table.addFigure(id, `Gunner ${i + 1}`, {}, null, PLAYER));
    table.addGun(GUN, "Gatling", CREW, { kind: "gatling", facing: 0 }, PLAYER);
    return table;
  }

  const target = (table: TableDouble) => table.asked[0]?.fields.find((f) => f.name === "target");

  it("OW-5.2a nothing targeted: the dialog opens at the Raiders, not the Posse listed first; the Posse stays a choice", async () => {
    const table = gatling();
    expect(await press(table, "gatlingFire", GUN)).toBe("done");
    expect(target(table)?.value).toBe(RAIDERS);
    const field = target(table);
    expect(field?.type === "select" ? field.options.map((o) => o.value) : null).toEqual([RAIDERS, POSSE]);
  });

  it("OW-5.2a the Posse targeted: the player's call, the dialog opens at it", async () => {
    const table = gatling();
    table.targets = [COLE];
    expect(await press(table, "gatlingFire", GUN)).toBe("done");
    expect(target(table)?.value).toBe(POSSE);
  });
});
