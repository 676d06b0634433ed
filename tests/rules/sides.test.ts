/** Who is the enemy (src/rules/sides.ts; docs/rules-readings.md "Who is the enemy"). */
import { describe, expect, it } from "vitest";
import { enemiesOf, namedEnemies, NO_ALLEGIANCE, relation, type Allegiance } from "@rules/sides";
import type { UnitState } from "@rules/model";

type Party = Pick<UnitState, "id" | "kind" | "leaderId" | "commanderId">;
const unit = (id: string, over: Partial<Party> = {}): Party => ({
  id,
  kind: "foot",
  leaderId: `${id}-leader`,
  commanderId: null,
  ...over,
});
const sides = (side: Allegiance["side"], owners: string[] = []): Allegiance => ({
  side,
  sceneShowsBothSides: true,
  owners,
  scenePlayersApart: true,
});
const players = (...owners: string[]): Allegiance => ({ ...NO_ALLEGIANCE, owners, scenePlayersApart: true });

describe("how one unit stands to another (CORE-11, OW-9.2, OW-9.3)", () => {
  const a = unit("a");
  const b = unit("b");

  it("CORE-11 one chain of command is friendly whatever the tokens show", () => {
    expect(relation(a, sides("friendly"), unit("b", { commanderId: "a" }), sides("hostile"))).toBe("friend");
    expect(
      relation(unit("a", { commanderId: "c" }), sides("friendly"), unit("b", { commanderId: "c" }), sides("hostile")),
    ).toBe("friend");
  });

  it("CORE-11 dispositions: the same side is friendly, the other the enemy; a neutral token is nobody's enemy", () => {
    expect(relation(a, sides("friendly"), b, sides("friendly"))).toBe("friend");
    expect(relation(a, sides("friendly"), b, sides("hostile"))).toBe("enemy");
    expect(relation(a, sides("friendly"), b, sides(null))).toBe("neutral");
  });

  it("CORE-11 dispositions win over the players: another player's unit of side A is a friend", () => {
    expect(relation(a, sides("friendly", ["p1"]), b, sides("friendly", ["p2"]))).toBe("friend");
  });

  it("CORE-11 a scene of one disposition tells no side: the players do", () => {
    const one = (owners: string[]): Allegiance => ({ ...players(...owners), side: "hostile" });
    expect(relation(a, one(["p1"]), b, one(["p1"]))).toBe("friend");
    expect(relation(a, one(["p1"]), b, one(["p2"]))).toBe("enemy");
  });

  it("CORE-11 players: none in common is the enemy (the GM's units against a player's too); one in common, or both the GM's, a friend", () => {
    expect(relation(a, players("p1"), b, players("p2"))).toBe("enemy");
    expect(relation(a, players("p1"), b, players())).toBe("enemy");
    expect(relation(a, players("p1", "p2"), b, players("p2"))).toBe("friend");
    expect(relation(a, players(), b, players())).toBe("friend");
  });

  it("CORE-11 one player (or the GM alone) moves everything: the table cannot tell", () => {
    const alone = { ...NO_ALLEGIANCE, owners: ["p1"] };
    expect(relation(a, alone, b, alone)).toBe("unknown");
    expect(relation(a, NO_ALLEGIANCE, b, NO_ALLEGIANCE)).toBe("unknown");
  });

  it("OW-9.2 a herd and OW-9.3 a wagon with no driver are nobody's enemy; a driven wagon takes its side", () => {
    expect(relation(a, sides("friendly"), unit("h", { kind: "herd", leaderId: null }), sides("hostile"))).toBe(
      "neutral",
    );
    expect(relation(a, sides("friendly"), unit("w", { kind: "wagon", leaderId: null }), sides("hostile"))).toBe(
      "neutral",
    );
    expect(relation(a, sides("friendly"), unit("w", { kind: "wagon" }), sides("hostile"))).toBe("enemy");
  });

  it("OW-9.2.6 to a bear (a herd) acting, animals know no sides: anyone outside its herders' command may be the enemy", () => {
    const bear = unit("bear", { kind: "herd", leaderId: null });
    expect(relation(bear, sides(null), b, sides("friendly"))).toBe("unknown");
    expect(
      relation(unit("herd", { kind: "herd", leaderId: null, commanderId: "b" }), sides(null), b, sides("friendly")),
    ).toBe("friend");
  });
});

describe("the enemies the player meant (NAP-5.4.1, CORE-6, CORE-7)", () => {
  const own = unit("own");
  const friend = unit("friend");
  const foe = unit("foe");
  const herd = unit("herd", { kind: "herd", leaderId: null });
  const of = (map: Record<string, Allegiance>) => (id: string) => map[id] ?? NO_ALLEGIANCE;

  it("NAP-5.4.1 unnamed: the other side's units only, never his own, a friend or a herd", () => {
    const read = of({ own: sides("friendly"), friend: sides("friendly"), foe: sides("hostile"), herd: sides(null) });
    expect(enemiesOf(own, read, [own, friend, herd, foe]).map((u) => u.id)).toEqual(["foe"]);
  });

  it("CORE-11 unnamed, the table cannot tell sides: every unit outside the chain of command", () => {
    const under = unit("under", { commanderId: "own" });
    expect(enemiesOf(own, of({}), [own, under, friend, foe]).map((u) => u.id)).toEqual(["friend", "foe"]);
  });

  it("NAP-5.4.1 named: all but his own side's (a herd he targets is his call)", () => {
    const read = of({ own: sides("friendly"), friend: sides("friendly"), foe: sides("hostile"), herd: sides(null) });
    expect(namedEnemies(own, read, [friend, herd, foe]).map((u) => u.id)).toEqual(["herd", "foe"]);
  });
});
