import { describe, expect, it } from "vitest";
import figureV1 from "./fixtures/figure-v1.json";
import weaponV1 from "./fixtures/weapon-v1.json";
import { planCollection, runMigration, type MigrationCollection, type SystemUpdate } from "@foundry/migrations/runner";
import { MIGRATION_STEPS, type DocumentName, type MigrationStep } from "@foundry/data/schema-migrations";

/** A collection double: records every write (one call = one server write) and can refuse some ids. */
function collection(
  label: string,
  documentName: DocumentName,
  docs: { id: string; name: string; type: string; system: Record<string, unknown> }[],
  refuse: (update: SystemUpdate) => boolean = () => false,
): MigrationCollection & { writes: SystemUpdate[][] } {
  const writes: SystemUpdate[][] = [];
  return {
    label,
    documentName,
    documents: docs.map((d) => ({ id: d.id, source: { name: d.name, type: d.type, system: d.system } })),
    writes,
    async write(updates) {
      if (updates.some(refuse)) throw new Error("validation failed: wounds must be a number");
      writes.push([...updates]);
    },
  };
}

const hale = { id: figureV1._id, name: figureV1.name, type: "figure", system: figureV1.system };
const fine = {
  id: "fine000000000001",
  name: "Pvt. Fine",
  type: "figure",
  system: { guts: "green", accuracy: "green", melee: 0, endurance: 2, reaction: 2, wounds: 0 },
};
const bow = { id: weaponV1._id, name: weaponV1.name, type: "weapon", system: weaponV1.system };

describe("migration runner", () => {
  it("writes each collection once, only the documents that change", async () => {
    const actors = collection("World actors", "Actor", [hale, fine]);
    const items = collection("World items", "Item", [bow]);
    const report = await runMigration([actors, items], 1);
    expect(report).toEqual({ migrated: 2, unchanged: 1, failures: [] });
    expect(actors.writes).toHaveLength(1);
    expect(actors.writes[0]!.map((u) => u._id)).toEqual([hale.id]);
    expect(actors.writes[0]![0]!.system).toMatchObject({ wounds: 3, states: { incapacitated: true } });
    expect(items.writes[0]![0]!.system).toMatchObject({ tableId: "ow.bow" });
  });

  it("a document whose step throws is kept unchanged and reported by name and place", async () => {
    const breaking: MigrationStep[] = [
      ...MIGRATION_STEPS,
      {
        version: 3,
        title: "test",
        Actor: {
          figure: (d) => {
            if (d.name === "Pvt. Fine") throw new Error("no melee column");
            return d;
          },
        },
      },
    ];
    const actors = collection("World actors", "Actor", [hale, fine]);
    const report = await runMigration([actors], 1, breaking);
    expect(report.failures).toEqual([
      { name: "Pvt. Fine", where: "World actors", documentName: "Actor", id: fine.id, error: "no melee column" },
    ]);
    expect(actors.writes.flat().map((u) => u._id)).toEqual([hale.id]);
  });

  it("a refused batch is retried document by document: the good land, the bad are named", async () => {
    const actors = collection(
      "Frontier Forces",
      "Actor",
      [hale, { ...hale, id: "bad0000000000001", name: "Broken Bill" }],
      (u) => u._id === "bad0000000000001",
    );
    const report = await runMigration([actors], 1);
    expect(report.migrated).toBe(1);
    expect(report.failures.map((f) => [f.name, f.where])).toEqual([["Broken Bill", "Frontier Forces"]]);
    expect(actors.writes).toEqual([[expect.objectContaining({ _id: hale.id })]]);
  });

  it("a world already at the current version plans nothing", () => {
    const plan = planCollection(collection("World actors", "Actor", [hale]), 2);
    expect(plan).toEqual({ updates: [], failures: [], unchanged: 1 });
  });
});
