/**
 * OW-6a: v3 counts a figure's dynamite once. Before v3 the figure sheet showed the
 * counts AND carried explosive items (the Sample Forces' dynamite bandit had 2 sticks both ways);
 * the v3 Owned step folds carried explosive items into the counts and deletes them; charges on the
 * table (fuse past "carried") stay items. Fixture: the Bandit (dynamite) as the v2 pack shipped him.
 */
import { describe, expect, it } from "vitest";
import bandit from "./fixtures/bandit-dynamite-v2.json";
import {
  MIGRATION_STEPS,
  SCHEMA_VERSION,
  figureDynamiteToV3,
  type DocumentSource,
  type OwnedItemSource,
} from "@foundry/data/schema-migrations";
import { planOwned, runOwnedMigration, type OwnerCollection } from "@foundry/migrations/runner";
import type { OwnedChange } from "@foundry/data/schema-migrations";
import { DEFAULTS } from "@foundry/data/sources";

const owner: DocumentSource = { name: bandit.name, type: bandit.type, system: bandit.system };
const items: OwnedItemSource[] = bandit.items.map((i) => ({
  id: i._id,
  source: { name: i.name, type: i.type, system: i.system },
}));
const stickItem = bandit.items.find((i) => i.type === "explosive")!;

const explosive = (id: string, system: Record<string, unknown>): OwnedItemSource => ({
  id,
  source: { name: "Dynamite", type: "explosive", system: { ...DEFAULTS.explosive(), ...system } },
});
const figure = (dynamite: { sticks: number; bundles: number }): DocumentSource => ({
  name: "Pete",
  type: "figure",
  system: { ...DEFAULTS.figure(), dynamite },
});

describe("v3 dynamite counted once", () => {
  it("OW-6a the v2 pack's dynamite bandit (2 sticks counted AND a stick item ×2) keeps 2 sticks, not 4; the item is deleted, the revolver kept", () => {
    expect(bandit.system.dynamite).toEqual({ sticks: 2, bundles: 0 });
    expect(stickItem.system).toMatchObject({ charge: "stick", quantity: 2, fuse: { state: "carried" } });
    const change = figureDynamiteToV3(owner, items);
    expect(change).toEqual({ patch: { dynamite: { sticks: 2, bundles: 0 } }, deleteItems: [stickItem._id] });
  });

  it("OW-6a dynamite given only as an item (a bundle ×1 dropped on a figure with no count) becomes his count", () => {
    const change = figureDynamiteToV3(figure({ sticks: 0, bundles: 0 }), [
      explosive("bundle0000000001", { charge: "bundle", quantity: 1 }),
    ]);
    expect(change).toEqual({ patch: { dynamite: { sticks: 0, bundles: 1 } }, deleteItems: ["bundle0000000001"] });
  });

  it("OW-6.1.2 charges on the table (placed, lit, wired, spent) stay items; a figure with no carried item is left alone", () => {
    const onTable = ["prepared", "placed", "laying", "set", "lit", "connected", "exploded"].map((state, n) =>
      explosive(`charge${String(n).padStart(10, "0")}`, { charge: "bundle", fuse: { state, length: 1, die: 4 } }),
    );
    expect(figureDynamiteToV3(figure({ sticks: 1, bundles: 0 }), onTable)).toEqual({ patch: null, deleteItems: [] });
  });

  it("an old explosive item with no fuse or charge stored reads as a carried stick ×1", () => {
    const change = figureDynamiteToV3(figure({ sticks: 0, bundles: 0 }), [
      { id: "old0000000000001", source: { name: "Dynamite", type: "explosive", system: {} } },
    ]);
    expect(change.patch).toEqual({ dynamite: { sticks: 1, bundles: 0 } });
  });

  it("the step is v3, an Owned step on figures only (no single document changes shape)", () => {
    const step = MIGRATION_STEPS.find((s) => s.version === 3)!;
    expect(SCHEMA_VERSION).toBe(3);
    expect(Object.keys(step.Owned ?? {})).toEqual(["figure"]);
    expect(step.Actor).toBeUndefined();
    expect(step.Item).toBeUndefined();
  });

  it("planOwned: a world at v2 folds the bandit's dynamite; a world at v3 plans nothing", () => {
    const docs = items.map((i) => ({ id: i.id, source: i.source }));
    expect(planOwned(owner, docs, 2)).toEqual({
      patch: { dynamite: { sticks: 2, bundles: 0 } },
      deleteItems: [stickItem._id],
    });
    expect(planOwned(owner, docs, SCHEMA_VERSION)).toBeNull();
    // A never-migrated world runs v2 then v3 on the same actor.
    expect(planOwned(owner, docs, 0)?.deleteItems).toEqual([stickItem._id]);
  });
});

describe("runOwnedMigration", () => {
  const collection = (
    name: string,
    its: OwnedItemSource[],
    refuse = false,
  ): OwnerCollection & { writes: OwnedChange[] } => {
    const writes: OwnedChange[] = [];
    return {
      label: "Sample Forces (Old West)",
      owner: { id: `${name.padEnd(16, "0").slice(0, 16)}`, source: { ...owner, name } },
      items: its,
      writes,
      async write(change) {
        if (refuse) throw new Error("the server refused the update");
        writes.push(change);
      },
    };
  };

  it("one write per actor that changes; an actor with nothing to fold is not written", async () => {
    const a = collection("Bandit", items);
    const b = collection(
      "Clean",
      items.filter((i) => i.source.type !== "explosive"),
    );
    const report = await runOwnedMigration([a, b], 2);
    expect(report).toEqual({ migrated: 1, unchanged: 1, failures: [] });
    expect(a.writes).toEqual([{ patch: { dynamite: { sticks: 2, bundles: 0 } }, deleteItems: [stickItem._id] }]);
    expect(b.writes).toEqual([]);
  });

  it("a refused write is named with its place; the others land", async () => {
    const bad = collection("Broken", items, true);
    const good = collection("Bandit", items);
    const report = await runOwnedMigration([bad, good], 2);
    expect(report.migrated).toBe(1);
    expect(report.failures).toEqual([
      {
        name: "Broken",
        where: "Sample Forces (Old West)",
        documentName: "Actor",
        id: bad.owner.id,
        error: "the server refused the update",
      },
    ]);
    expect(good.writes).toHaveLength(1);
  });
});
