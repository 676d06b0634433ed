/**
 * The system's API (`game.combatPatrol`, src/foundry/api): a macro or a module presses the same
 * action the sheet's button presses, through the same action layer, the GM's draw service and the
 * engine, to the same chat card and writes; a sheet's button dropped on the hotbar makes a macro
 * whose script does exactly that; the hooks a module listens to tell what was posted, drawn,
 * applied and undone.
 */
import { describe, expect, it } from "vitest";
import { actionDragData, actionMacroData, readActionDrop } from "@foundry/api/action-macro";
import { API_HOOKS, onCreated, onUpdated, resultChanges } from "@foundry/api/announce";
import { buildApi, type CombatPatrolApi } from "@foundry/api/api";
import { ApplyCoordinator } from "@foundry/kernel/result-apply";
import {
  actionLayer,
  apply,
  chat,
  format,
  GM,
  lines,
  OTHER,
  pick,
  PLAYER,
  POSSE,
  press,
  requestFor,
  stack,
  type TableDouble,
} from "./harness";
import { posseFacingRaiders } from "./scenes";

/** The Posse 10" from the Raiders, Hale targeted; the two shots hit (4 holes each) or miss. */
function field(hit: boolean): TableDouble {
  const table = posseFacingRaiders();
  const card = hit ? pick("4 holes", (c) => c.hit === 4) : pick("a miss", (c) => c.hit === 0);
  stack(table, [card, card, pick("any", () => true), pick("any", () => true)]);
  return table;
}

/** The API over the table double, as `user`'s client builds it (api/api-hooks.ts wires Foundry's). */
function apiFor(table: TableDouble, user: string): CombatPatrolApi {
  const layer = actionLayer(table, { user });
  const warnings = table.warnings;
  return buildApi({
    perform: (id, request) => layer.performAction(id, request),
    actor: (uuid) => (table.actors.has(uuid) ? requestFor(table, uuid).actor : null),
    token: () => null,
    draw: { resolve: () => Promise.reject(new Error("not used")) },
    format,
    warn: (key, data) => warnings.push({ key, text: format(key, data) }),
    version: () => "1.0.0",
  });
}

/** Run a macro's script as Foundry runs a script macro (an async function body), with this `game`. */
async function runMacro(command: string, game: { readonly combatPatrol: CombatPatrolApi }): Promise<void> {
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (game: unknown) => Promise<void>;
  await new AsyncFunction("game", command)(game);
}

describe("game.combatPatrol presses the actions the sheets press", () => {
  it("CORE-5 perform('fire', the Posse) fires the volley as the sheet's Fire button: the same chat card, the same writes", async () => {
    const bySheet = field(true);
    expect(await press(bySheet, "fire", POSSE)).toBe("done");
    const byApi = field(true);
    expect(await apiFor(byApi, PLAYER).perform("fire", POSSE)).toBe("done");
    expect(lines(chat(byApi))).toEqual(lines(chat(bySheet)));
    expect(byApi.writes.map((w) => w.kind)).toEqual(bySheet.writes.map((w) => w.kind));
    expect(lines(chat(byApi)).length).toBeGreaterThan(0);
  });

  it("CORE-5 another player's piece, an actor that does not exist, an action that is none: refused in one line, nothing drawn or written", async () => {
    const table = field(true);
    const api = apiFor(table, OTHER);
    expect(await api.perform("fire", POSSE)).toBe("refused");
    expect(await api.perform("fire", "Actor.nobody000000001")).toBe("refused");
    expect(await apiFor(table, PLAYER).perform("lasso", POSSE)).toBe("unavailable");
    expect(table.writes).toEqual([]);
    expect(table.warnings.map((w) => w.text)).toEqual([
      format("COMBAT_PATROL.Error.notYourPiece", { name: "Posse" }),
      "No actor has the id Actor.nobody000000001: nothing was done.",
      format("COMBAT_PATROL.Action.unavailable", { action: "lasso" }),
    ]);
  });

  it("CORE-5 the actions listed with their names in the player's language", () => {
    const fire = apiFor(field(false), GM)
      .actions()
      .find((a) => a.id === "fire");
    expect(fire).toEqual({
      id: "fire",
      label: format("COMBAT_PATROL.Action.fire"),
      icon: expect.any(String),
      group: "fire",
    });
  });
});

describe("a sheet's action dropped on the hotbar", () => {
  it("CORE-5 the Fire button dragged for the Posse: its macro's script fires the volley through the API, as the button", async () => {
    const drop = readActionDrop(JSON.parse(JSON.stringify(actionDragData("fire", POSSE, { weaponId: "rifle" }))));
    expect(drop).not.toBeNull();
    const macro = actionMacroData(drop!, { action: "Fire", actor: "Posse", img: "posse.webp" });
    expect(macro).toMatchObject({ name: "Fire: Posse", type: "script", img: "posse.webp" });
    expect(macro.command).toBe(`await game.combatPatrol.perform("fire", "${POSSE}", {"weaponId":"rifle"});`);
    const seen: unknown[] = [];
    const table = field(true);
    const api = apiFor(table, PLAYER);
    await runMacro(macro.command, {
      combatPatrol: { ...api, perform: (...args) => (seen.push(args), api.perform(args[0], args[1])) },
    });
    expect(seen).toEqual([["fire", POSSE, { weaponId: "rifle" }]]);
    expect(table.messages.size).toBe(1);
  });

  it("CORE-5 a drop that is not an action button, or one whose ids would break out of the script, makes no macro", () => {
    expect(readActionDrop({ type: "Actor", uuid: POSSE })).toBeNull();
    expect(readActionDrop({ type: "CombatPatrolAction", action: 'fire"); alert(1); ("', actorUuid: POSSE })).toBeNull();
    expect(
      readActionDrop({ type: "CombatPatrolAction", action: "fire", actorUuid: POSSE, params: { n: 3 } }),
    ).toBeNull();
    expect(readActionDrop(null)).toBeNull();
  });
});

describe("the hooks a module hears (combatPatrol.*)", () => {
  it("CORE-5 a volley posted as it was applied: resultPosted, cardsDrawn with the cards it read, resultApplied; the GM's Undo: resultUndone", async () => {
    const table = field(true);
    table.gmConfirms = false;
    expect(await press(table, "fire", POSSE)).toBe("done");
    const posted = table.lastMessage();
    expect(posted.applied.done).toBe(true);
    const said = onCreated({ record: posted.record, applied: posted.applied.done, undone: false });
    expect(said.map((a) => a.hook)).toEqual([API_HOOKS.resultPosted, API_HOOKS.cardsDrawn, API_HOOKS.resultApplied]);
    expect(said[1]?.payload).toEqual(posted.record?.result.cards);
    expect((said[1]?.payload as readonly unknown[]).length).toBeGreaterThan(0);

    const undo = await new ApplyCoordinator(table.applyPorts()).apply({
      messageId: posted.id,
      requesterId: GM,
      action: "undo",
    });
    expect(undo.ok).toBe(true);
    const after = table.lastMessage();
    const changes = resultChanges({ system: { undoneBy: after.undoneBy } });
    expect(
      onUpdated(changes, { record: after.record, applied: after.applied.done, undone: true }).map((a) => a.hook),
    ).toEqual([API_HOOKS.resultUndone]);
  });

  it("CORE-5 a result that waits for the GM is posted without resultApplied; his Apply calls it", async () => {
    const table = field(true);
    table.gmConfirms = true;
    await press(table, "fire", POSSE);
    const posted = table.lastMessage();
    expect(posted.applied.done).toBe(false);
    expect(onCreated({ record: posted.record, applied: false, undone: false }).map((a) => a.hook)).not.toContain(
      API_HOOKS.resultApplied,
    );
    expect((await apply(table, GM)).ok).toBe(true);
    const changes = resultChanges({ system: { applied: { done: true, by: GM } } });
    expect(onUpdated(changes, { record: posted.record, applied: true, undone: false }).map((a) => a.hook)).toEqual([
      API_HOOKS.resultApplied,
    ]);
    // An update that touched neither calls nothing.
    expect(onUpdated(resultChanges({ content: "x" }), { record: posted.record, applied: true, undone: false })).toEqual(
      [],
    );
  });
});

describe("the engine's odds through the API", () => {
  it("CORE-5 odds.deckReport(the Frontier deck) is the deck's own report, loaded on first use", async () => {
    const { FRONTIER_DECK } = await import("@rules/cards/frontier");
    const { deckReport } = await import("@rules/odds/report");
    const report = await apiFor(field(false), PLAYER).odds.deckReport(FRONTIER_DECK);
    expect(report).toEqual(deckReport(FRONTIER_DECK));
    expect(report.cards).toBe(50);
  });
});
