/**
 * OW-4a / OW-4b a hero attached to a unit has his own command die: rolled at turn start in the
 * same Roll as the units' dice and written in the same batch (on his figure), and read on the
 * Hero card instead of his unit's. Through the adapters with the table double.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { UnitState } from "@rules/model";
import { drawNextCard, startTurn, type TurnPorts } from "@foundry/combat/turn";
import { heroEntries } from "@foundry/combat/heroes";
import { soloUnit } from "@foundry/kernel/solo-unit";
import { heroRowDie } from "@foundry/combat/tracker-view";
import { resultView } from "@foundry/chat/view";
import { format } from "../../doubles/format";
import { GM, OTHER, PLAYER, TableDouble } from "../../doubles/table";

const COLE = "Actor.cole000000000001";
const POSSE = "Actor.posse00000000001";
const HALE = "Actor.hale000000000001";
const FINCH = "Actor.finch00000000001";
const RAIDERS = "Actor.raiders000000001";
const KID = "Actor.kid0000000000001";

let table: TableDouble;
let dice: number[];
let rolled: number[];
let unitIds: string[];

const heroDie = (id: string) => table.figureSource(id).commandDie;

function ports(): TurnPorts {
  return table.turnPorts({
    units: () => unitIds.map((id) => (table.actors.get(id)?.snapshot.type === "figure" ? soloOf(id) : table.unit(id))),
    rollDice: async (count) => {
      rolled.push(count);
      return { values: dice.splice(0, count), roll: { formula: `${count}d6` } };
    },
  });
}

/** A figure on its own as the actions read it (pieces.ts): its unit of one with the figure's own die. */
function soloOf(id: string): UnitState {
  return soloUnit(table.figure(id), heroDie(id));
}

beforeEach(() => {
  table = new TableDouble(["3#1", "hero#1", "end#1"]);
  table.addFigure(COLE, "Pvt. Cole", { leader: { rank: "squad", trained: true } }, "ow.rifle", PLAYER);
  table.addUnit(POSSE, "Posse", [COLE], {}, PLAYER);
  table.addFigure(HALE, "Sgt. Hale", { leader: { rank: "team", trained: true } }, "ow.revolver", OTHER);
  table.addFigure(FINCH, "Red Finch", { hero: true }, "ow.revolver", OTHER);
  table.addUnit(RAIDERS, "Raiders", [HALE, FINCH], {}, OTHER);
  // The GM's Action Deck: the Hero card runs through the draw service (no card drawn for one hero).
  table.stackDeck(GM, [27, 12]);
  rolled = [];
  unitIds = [POSSE, RAIDERS];
});

describe("OW-4a a hero in a unit rolls his own command die", () => {
  it("OW-4a turn start: one Roll for the units and the attached hero, his die written on his figure in the same batch", async () => {
    dice = [3, 5, 2];
    await startTurn(ports(), 1);
    expect(rolled).toEqual([3]);
    expect([table.unitSource(POSSE).commandDie, table.unitSource(RAIDERS).commandDie, heroDie(FINCH)]).toEqual([
      3, 5, 2,
    ]);
    expect(heroDie(HALE)).toBeNull();
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "createMessage"]);
    expect(table.writes[0]).toMatchObject({
      ids: expect.arrayContaining(["posse00000000001", "raiders000000001", "finch00000000001"]),
    });
    expect(table.lastMessage().rolls).toBe(1);
    expect(resultView(table.lastMessage().record!, format).badges.map((b) => `${b.label} ${b.value}`)).toEqual([
      "Posse 3",
      "Raiders 5",
      "Red Finch 2",
    ]);
    // The tracker shows it next to him; his unit's other figures show none of their own.
    expect(heroRowDie(table.unit(RAIDERS), FINCH, heroDie)).toBe(2);
    expect(heroRowDie(table.unit(RAIDERS), HALE, heroDie)).toBeNull();
  });

  it("OW-4a a hero alone in his unit rolls no die of his own (his unit's is his); one left from an earlier turn is cleared", async () => {
    table.addFigure(
      HALE,
      "Sgt. Hale",
      {
        leader: { rank: "team", trained: true },
        states: { stunned: false, pinned: false, mounted: false, hidden: false, incapacitated: true },
      },
      "ow.revolver",
      OTHER,
    );
    table.addFigure(FINCH, "Red Finch", { hero: true, commandDie: 6 }, "ow.revolver", OTHER);
    dice = [3, 4];
    await startTurn(ports(), 2);
    expect(rolled).toEqual([2]);
    expect([table.unitSource(RAIDERS).commandDie, heroDie(FINCH)]).toEqual([4, null]);
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "createMessage"]);
    expect(heroRowDie(table.unit(RAIDERS), FINCH, heroDie)).toBeNull();
  });

  it("OW-4a a hero on his own (a figure, his own unit of one) keeps his die on his figure", async () => {
    table.addFigure(KID, "The Kid", { hero: true }, "ow.revolver", OTHER);
    unitIds = [POSSE, KID];
    dice = [3, 1];
    await startTurn(ports(), 1);
    expect(rolled).toEqual([2]);
    expect(heroDie(KID)).toBe(1);
  });
});

describe("OW-4b the Hero card reads the hero's own die, not his unit's", () => {
  it("OW-4b the hero's own die matches the previous number: he activates (alone, on his unit's card) though his unit's die does not", async () => {
    dice = [3, 5, 3];
    await startTurn(ports(), 1);
    expect(await drawNextCard(ports())).toMatchObject({ number: 3 });
    const hero = await drawNextCard(ports());
    expect(hero?.activations).toEqual([{ unitId: RAIDERS, count: 1, reason: "hero" }]);
    const entry = heroEntries([table.unit(POSSE), table.unit(RAIDERS)], heroDie)[0]!;
    expect(entry).toMatchObject({
      figure: { id: FINCH },
      heroUnit: { commandDie: 3, figures: [{ id: FINCH }] },
      attachedTo: { id: RAIDERS },
    });
  });

  it("OW-4b his unit's die matches the previous number but his own does not: nobody activates on the Hero card", async () => {
    dice = [3, 3, 5];
    await startTurn(ports(), 1);
    expect(await drawNextCard(ports())).toMatchObject({
      number: 3,
      activations: [{ unitId: POSSE }, { unitId: RAIDERS }],
    });
    const hero = await drawNextCard(ports());
    expect(hero?.activations).toEqual([]);
  });
});

describe("OW-4b the Hero card is the GM's", () => {
  it("OW-4b a player who asks for the Hero card himself is refused with one line: nothing drawn or posted", async () => {
    dice = [3, 5, 3];
    await startTurn(ports(), 1);
    const heroes = heroEntries([table.unit(POSSE), table.unit(RAIDERS)], heroDie);
    const messages = table.messages.size;
    const answer = await table.coordinator.draw({
      procedure: "heroCard",
      input: { number: 3, heroes, speaker: { scene: null, actor: null, token: null, alias: null } },
      requesterId: PLAYER,
      deckOwnerId: PLAYER,
      serials: null,
    });
    expect(answer.ok ? "accepted" : format(answer.key, answer.data)).toMatch(/GM/);
    expect(table.messages.size).toBe(messages);
  });
});
