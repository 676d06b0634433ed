/**
 * Quench batch "fire" (CORE-5): two one-figure units on a gridless scene, a rifle fire
 * resolved by the action layer into one result message, and its Apply changing the target
 * once (a second Apply refused).
 */
import type { QuenchAssert, QuenchBatchContext } from "./types";
import { load, world, type World } from "./system-modules";

const rifle = () => {
  const { FRONTIER_WEAPONS, weaponSourceFromRow } = world();
  const row = FRONTIER_WEAPONS.find((r) => r.id === "ow.rifle");
  if (!row) throw new Error("ow.rifle not in Table 1");
  return { name: row.name, type: "weapon" as const, system: weaponSourceFromRow(row) };
};

export function fireBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("Fire: two units on a scene, resolved by the action layer, applied once", () => {
    let created: InstanceType<World["Created"]>;
    let previous: Scene.Implementation | null = null;
    let shooters: Actor.Implementation;
    let targets: Actor.Implementation;
    let targetFigure: Actor.Implementation;
    let message: ChatMessage.Implementation | null = null;
    before(async () => {
      const w = await load();
      created = new w.Created();
      const figure = async (name: string) =>
        created.add(await Actor.implementation.create({ name, type: "figure", items: [rifle()] }));
      const a = await figure("Quench shooter");
      targetFigure = await figure("Quench target");
      shooters = created.add(
        await Actor.implementation.create({
          name: "Quench shooters",
          type: "unit",
          system: { members: [a.uuid], leaderId: a.uuid },
        }),
      );
      targets = created.add(
        await Actor.implementation.create({
          name: "Quench targets",
          type: "unit",
          system: { members: [targetFigure.uuid], leaderId: targetFigure.uuid },
        }),
      );
      previous = game.scenes?.viewed ?? null;
      const scene = created.add(
        await Scene.implementation.create({
          name: "Quench fire",
          width: 2000,
          height: 1000,
          grid: { type: CONST.GRID_TYPES.GRIDLESS, size: 100, distance: 1, units: "in" },
        }),
      );
      // 800 px at 100 px to the inch: 8", short range for a rifle (OW Table 1).
      await scene.createEmbeddedDocuments("Token", [
        { name: a.name, actorId: a.id, actorLink: true, x: 200, y: 400 },
        { name: targetFigure.name, actorId: targetFigure.id, actorLink: true, x: 1000, y: 400 },
      ]);
      await scene.view();
    });
    after(async () => {
      await previous?.view();
      for (const m of message ? [message] : []) await m.delete();
      await created.cleanUp();
    });

    it("CORE-5 the fire action posts one result message holding the engine's result", async () => {
      const w = world();
      const unit = w.unitStateOfActor(shooters);
      const target = w.unitStateOfActor(targets);
      assert.ok(unit && target, "unit states");
      const state = w.fireState(unit, target, [target], await w.foundryTable());
      assert.ok(
        state.shooters.some((s) => s.include),
        "the rifleman shoots",
      );
      const seen: { posted: ChatMessage.Implementation | null } = { posted: null };
      const hook = Hooks.on("createChatMessage", (m) => void (seen.posted = m));
      try {
        const answer = await w.resolveFireState(state, await w.foundryTable());
        assert.ok(answer?.ok, answer && !answer.ok ? answer.key : "no answer");
        message = seen.posted;
        assert.ok(message, "a chat message");
        assert.equal(message.type, "result");
        assert.ok(message.system instanceof w.ResultMessageModel);
        assert.deepEqual(message.system.result?.result, answer.output.record.result);
      } finally {
        Hooks.off("createChatMessage", hook);
      }
    });
    it("CORE-5 Apply changes the target once; a second Apply is refused", async () => {
      const w = world();
      assert.ok(message?.system instanceof w.ResultMessageModel, "the fire test posted");
      const changes = w.stateEffects(message.system.result?.result.effects ?? []).length > 0;
      const before = JSON.stringify(targetFigure.toObject().system);
      const first = await w.requestApply(message.id ?? "");
      assert.ok(first.ok, first.ok ? "" : first.key);
      const after = JSON.stringify(targetFigure.toObject().system);
      assert.equal(after !== before, changes, changes ? "the target changed" : "a miss changes nothing");
      const second = await w.requestApply(message.id ?? "");
      assert.isFalse(second.ok, "a second Apply is refused");
      assert.equal(JSON.stringify(targetFigure.toObject().system), after, "nothing changed twice");
    });
  });
}
