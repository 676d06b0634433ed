/**
 * Quench batch "documents": every Actor and Item type created with its data model, the
 * defaults of data/sources, derived data (CORE-8 wounded speed, OW-6a carried dynamite) and
 * every sheet rendered and closed in a live world.
 */
import type { QuenchAssert, QuenchBatchContext } from "./types";
import { load, world, type World } from "./system-modules";

export const ACTOR_TYPES = ["figure", "unit", "herd", "wagon", "gun"] as const;
export const ITEM_TYPES = ["weapon", "explosive"] as const;

export function documentsBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("Documents: every Actor and Item type, defaults, derived data, sheets", () => {
    let created: InstanceType<World["Created"]>;
    const actors = new Map<string, Actor.Implementation>();
    const items = new Map<string, Item.Implementation>();
    before(async () => {
      const w = await load();
      created = new w.Created();
      for (const type of ACTOR_TYPES)
        actors.set(type, created.add(await Actor.implementation.create({ name: `Quench ${type}`, type })));
      for (const type of ITEM_TYPES)
        items.set(type, created.add(await Item.implementation.create({ name: `Quench ${type}`, type })));
    });
    after(async () => created.cleanUp());

    it("every actor type is created with its data model", () => {
      const w = world();
      const models = {
        figure: w.FigureModel,
        unit: w.UnitModel,
        herd: w.HerdModel,
        wagon: w.WagonModel,
        gun: w.GunModel,
      };
      for (const type of ACTOR_TYPES) assert.ok(actors.get(type)?.system instanceof models[type], type);
    });
    it("every item type is created with its data model", () => {
      const w = world();
      assert.ok(items.get("weapon")?.system instanceof w.WeaponModel, "weapon");
      assert.ok(items.get("explosive")?.system instanceof w.ExplosiveModel, "explosive");
    });
    it("a new figure holds the defaults of data/sources", () => {
      const system = actors.get("figure")?.system;
      assert.ok(system instanceof world().FigureModel);
      const defaults = world().DEFAULTS.figure();
      assert.equal(system.endurance, defaults.endurance);
      assert.equal(system.wounds, 0);
      assert.deepEqual(system.enduranceLeft, { value: defaults.endurance, max: defaults.endurance });
      assert.isFalse(system.wounded);
    });
    it("CORE-8 a wounded figure moves at half speed; enduranceLeft counts down", async () => {
      const actor = actors.get("figure");
      await actor?.update({ system: { endurance: 3, wounds: 1 } });
      const system = actor?.system;
      assert.ok(system instanceof world().FigureModel);
      assert.isTrue(system.wounded);
      assert.equal(system.movementMultiplier, 0.5);
      assert.deepEqual(system.enduranceLeft, { value: 2, max: 3 });
    });
    it("OW-6a a dynamite stick ×2 dropped on a figure adds to his sticks and is not kept as an item; a placed charge is kept", async () => {
      const actor = actors.get("figure");
      assert.ok(actor);
      const before = actor.items.size;
      await actor.update({ system: { dynamite: { sticks: 1, bundles: 0 } } });
      const kept = await actor.createEmbeddedDocuments("Item", [
        { name: "Dynamite stick", type: "explosive", system: { charge: "stick", quantity: 2 } },
      ]);
      assert.equal(kept?.length ?? 0, 0, "the carried stick is not created");
      const system = actor.system;
      assert.ok(system instanceof world().FigureModel);
      assert.deepEqual({ ...system.dynamite }, { sticks: 3, bundles: 0 });
      const placed = await actor.createEmbeddedDocuments("Item", [
        { name: "Charge", type: "explosive", system: { charge: "bundle", quantity: 1, fuse: { state: "placed" } } },
      ]);
      assert.equal(placed?.length ?? 0, 1, "a placed charge is an item");
      assert.equal(actor.items.size, before + 1);
      await actor.deleteEmbeddedDocuments(
        "Item",
        (placed ?? []).map((i) => i.id ?? ""),
      );
    });
    it("every actor and item sheet renders and closes", async () => {
      for (const doc of [...actors.values(), ...items.values()]) {
        const sheet = doc.sheet;
        assert.ok(sheet, `${doc.type} has a sheet`);
        await sheet.render({ force: true });
        await world().nextFrame();
        assert.ok(
          sheet.element instanceof HTMLElement && document.body.contains(sheet.element),
          `${doc.type} sheet in the DOM`,
        );
        await sheet.close();
      }
    });
  });
}
