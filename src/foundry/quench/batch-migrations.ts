/**
 * Quench batch "migrations" (CORE-5.6): a schema v1 figure migrated as source and created in
 * the world, read at the current schema with nothing left to migrate.
 */
import type { QuenchAssert, QuenchBatchContext } from "./types";
import { load, world, type World } from "./system-modules";

export function migrationsBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("Migrations: a schema v1 figure reads and migrates to the current schema", () => {
    const v1 = { guts: "regular", accuracy: "regular", melee: 0, endurance: 2, reaction: 3, wounds: 3, wounded: true };
    let created: InstanceType<World["Created"]>;
    before(async () => {
      created = new (await load()).Created();
    });
    after(async () => created.cleanUp());

    it("CORE-5.6 the v1 source migrates: wounds beyond Endurance kept at Endurance, incapacitated, no stored wounded", () => {
      const { migrateSource, SCHEMA_VERSION } = world();
      assert.ok(SCHEMA_VERSION >= 2, `schema ${SCHEMA_VERSION}`);
      const migrated = migrateSource("Actor", { name: "v1", type: "figure", system: v1 }, 1);
      assert.equal(migrated.system.wounds, 2);
      assert.deepEqual(migrated.system.states, { incapacitated: true });
      assert.isFalse("wounded" in migrated.system);
    });
    it("CORE-5.6 a v1 figure created in the world loads at the current schema (migrateData)", async () => {
      const w = world();
      const actor = created.add(
        await Actor.implementation.create({
          name: "Quench v1 figure",
          type: "figure",
          system: w.migrateSystemSource("Actor", "figure", v1),
        }),
      );
      assert.ok(actor.system instanceof w.FigureModel);
      assert.equal(actor.system.wounds, 2);
      assert.isTrue(actor.system.states.incapacitated);
      const plan = w.planCollection(
        {
          label: "Quench",
          documentName: "Actor",
          documents: [
            { id: actor.id ?? "", source: { name: actor.name, type: actor.type, system: actor.system.toObject() } },
          ],
        },
        1,
      );
      assert.equal(plan.failures.length, 0);
      assert.equal(plan.unchanged, 1, "nothing left to migrate");
    });
  });
}
