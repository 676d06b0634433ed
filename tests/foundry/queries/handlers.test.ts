/** The CONFIG.queries handlers: answered by the active GM only, plain JSON both ways. */
import { GM, OTHER, PLAYER } from "../../doubles/users";
import { describe, expect, it } from "vitest";
import { queryHandlers } from "../../../src/foundry/queries/handlers";
import { QUERY, type DrawQuery } from "../../../src/foundry/queries/wire";
import { ProcedureRegistry } from "../../../src/foundry/cards/registry";
import type { CardSource } from "../../../src/rules/cards/source";
import { MemoryTable, coordinator } from "../../doubles/decks";

function setup() {
  const table = new MemoryTable();
  const procedures = new ProcedureRegistry();
  procedures.register("reaction", { run: (_input: unknown, source: CardSource) => ({ serial: source.draw({ reason: "reaction", section: "reaction" }).serial }) });
  const gm = coordinator(table, procedures);
  let made = 0;
  const lazy = () => {
    made += 1;
    return gm;
  };
  return { table, lazy, made: () => made };
}

const query: DrawQuery = { procedure: "reaction", input: { figure: "Actor.abc" }, requesterId: PLAYER, deckOwnerId: PLAYER, serials: null };

describe("draw queries", () => {
  it("query names carry the system prefix Foundry asks for", () => {
    expect(Object.values(QUERY).every((name) => name.startsWith("combat-patrol."))).toBe(true);
  });

  it("a client that is not the active GM refuses: nothing drawn, the coordinator never reached", async () => {
    const { table, lazy, made } = setup();
    const handlers = queryHandlers(() => false, lazy);
    expect(await handlers.draw(query)).toEqual({ ok: false, key: "COMBAT_PATROL.Error.noActiveGM", data: {} });
    expect(await handlers.endOfTurn({ requesterId: GM })).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.noActiveGM" });
    expect(made()).toBe(0);
    expect(table.writes).toEqual([]);
  });

  it("the active GM answers with plain JSON: the answer survives the socket unchanged", async () => {
    const { table, lazy } = setup();
    const handlers = queryHandlers(() => true, lazy);
    const answer = await handlers.draw(JSON.parse(JSON.stringify(query)) as DrawQuery);
    expect(JSON.parse(JSON.stringify(answer))).toEqual(answer);
    expect(answer.ok).toBe(true);
    expect(table.writes).toEqual(["createDecks(1)", "saveDecks(1)"]);
  });

  it("a player asking for another player's deck through the query is refused by the GM", async () => {
    const { table, lazy } = setup();
    const handlers = queryHandlers(() => true, lazy);
    const answer = await handlers.draw({ ...query, requesterId: OTHER });
    expect(answer).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.notYourDeck" });
    expect(table.writes).toEqual([]);
  });
});
