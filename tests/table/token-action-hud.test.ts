/**
 * Token Action HUD Core lists the selected piece's actions from the manifests (api/token-action-hud.ts),
 * over a double of Core's v2 API shape (its module/core/api.mjs classes: ActionHandler#addActions,
 * SystemManager constructed by Core): a click presses the action through the API, as the sheet's button.
 */
import { describe, expect, it } from "vitest";
import { offeredActions } from "@foundry/actions/manifests";
import { buildApi } from "@foundry/api/api";
import { hudCoreApi, hudDefaults, systemManagerFor, type HudAction } from "@foundry/api/token-action-hud";
import { actionLayer, chat, format, lines, pick, PLAYER, POSSE, requestFor, stack } from "./harness";
import { posseFacingRaiders } from "./scenes";

/** Core's classes as its API hands them (the shape, not its code). */
class CoreActionHandler {
  actor: Actor.Implementation | null = null;
  readonly added: [string, HudAction[]][] = [];
  addActions(actions: HudAction[], group: { id: string; type: "system" }): void {
    this.added.push([group.id, actions]);
  }
}
class CoreRollHandler {
  readonly kind = "roll";
}
class CoreSystemManager {
  constructor(readonly coreModuleId: string) {}
}

interface BuiltManager {
  getActionHandler(): CoreActionHandler & { buildSystemActions(): Promise<void> };
  registerDefaults(): Promise<ReturnType<typeof hudDefaults>>;
  getAvailableRollHandlers(): Record<string, string>;
}

function posse() {
  const table = posseFacingRaiders();
  const hit = pick("4 holes", (c) => c.hit === 4);
  stack(table, [hit, hit, pick("any", () => true), pick("any", () => true)]);
  return table;
}

describe("Token Action HUD Core lists the selected piece's actions", () => {
  it("CORE-5 the Posse selected: its sheet's actions by group; a click on Fire fires the volley as the sheet's button", async () => {
    const table = posse();
    const layer = actionLayer(table, { user: PLAYER });
    const api = buildApi({
      perform: (id, request) => layer.performAction(id, request),
      actor: (uuid) => requestFor(table, uuid).actor,
      token: () => null,
      draw: { resolve: () => Promise.reject(new Error("not used")) },
      format,
      warn: () => undefined,
      version: () => "1",
    });
    const pressed: Promise<unknown>[] = [];
    const core = hudCoreApi({
      api: { ActionHandler: CoreActionHandler, RollHandler: CoreRollHandler, SystemManager: CoreSystemManager },
    });
    expect(core).not.toBeNull();
    const Manager = systemManagerFor(core!, {
      offers: () => offeredActions("unit", { source: table.unitSource(POSSE), era: "old-west", closeOrder: false }),
      perform: (action, actor, params) => void pressed.push(api.perform(action, actor, params)),
      format,
    });
    const manager = new Manager("token-action-hud-core") as unknown as BuiltManager;
    const handler = manager.getActionHandler();
    handler.actor = requestFor(table, POSSE).actor;
    await handler.buildSystemActions();
    const byGroup = Object.fromEntries(handler.added.map(([g, actions]) => [g, actions.map((a) => a.name)]));
    expect(byGroup["fire"]).toContain(format("COMBAT_PATROL.Action.fire"));
    expect(Object.keys(byGroup)).toEqual(["move", "fire", "fight", "special"]);

    const fire = handler.added.flatMap(([, a]) => a).find((a) => a.name === format("COMBAT_PATROL.Action.fire"));
    expect(fire?.icon1).toBe('<i class="fa-solid fa-crosshairs"></i>');
    fire?.onClick();
    await Promise.all(pressed);
    expect(table.messages.size).toBe(1);
    expect(lines(chat(table)).length).toBeGreaterThan(0);

    const defaults = await manager.registerDefaults();
    expect(defaults.layout.map((l) => [l.id, l.name, l.groups[0]?.nestId])).toEqual([
      ["move", "Move", "move_move"],
      ["fire", "Fire", "fire_fire"],
      ["fight", "Fight", "fight_fight"],
      ["special", "Special", "special_special"],
    ]);
    expect(manager.getAvailableRollHandlers()).toEqual({ core: "Combat Patrol" });
  });

  it("CORE-5 no token selected lists nothing; an API that is not Core's v2 shape is not used", async () => {
    expect(hudCoreApi({ api: { ActionHandler: CoreActionHandler } })).toBeNull();
    expect(hudCoreApi(null)).toBeNull();
    const core = hudCoreApi({
      api: { ActionHandler: CoreActionHandler, RollHandler: CoreRollHandler, SystemManager: CoreSystemManager },
    });
    const Manager = systemManagerFor(core!, { offers: () => [], perform: () => undefined, format });
    const handler = (new Manager("core") as unknown as BuiltManager).getActionHandler();
    await handler.buildSystemActions();
    expect(handler.added).toEqual([]);
  });
});
