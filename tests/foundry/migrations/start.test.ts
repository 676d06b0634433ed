/** A brand-new world starts at the current schema version; an older world with documents migrates. */
import { describe, expect, it } from "vitest";
import { startAction } from "@foundry/migrations/start";
import { SCHEMA_VERSION } from "@foundry/data/schema-migrations";

const empty = { actors: 0, items: 0, packDocuments: 0 };

describe("schema version at ready", () => {
  it("a brand-new world (setting never stored: 0, nothing in it) is stamped, not migrated", () => {
    expect(startAction(0, SCHEMA_VERSION, empty)).toBe("stamp");
  });

  it("a world with actors, items or world compendium documents and an older version is migrated", () => {
    expect(startAction(0, SCHEMA_VERSION, { ...empty, actors: 3 })).toBe("migrate");
    expect(startAction(0, SCHEMA_VERSION, { ...empty, items: 1 })).toBe("migrate");
    expect(startAction(0, SCHEMA_VERSION, { ...empty, packDocuments: 12 })).toBe("migrate");
  });

  it("a world at the current version does nothing", () => {
    expect(startAction(SCHEMA_VERSION, SCHEMA_VERSION, { ...empty, actors: 3 })).toBe("none");
    expect(startAction(SCHEMA_VERSION, SCHEMA_VERSION, empty)).toBe("none");
  });
});
