/**
 * Quench batch "packs": every compendium the system ships opens, and one document of each
 * loads without a validation error (the pack data matches the live data models).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { QuenchAssert, QuenchBatchContext } from "./types";

export function packsBatch(context: QuenchBatchContext): void {
  const { describe, it } = context;
  const assert: QuenchAssert = context.assert;
  describe("Packs: every system compendium opens and its documents load", () => {
    const packs = () =>
      [...(game.packs ?? [])].filter(
        (p) => p.metadata.packageType === "system" && p.metadata.packageName === SYSTEM_ID,
      );
    it("the system ships compendiums", () => {
      assert.ok(packs().length > 0, "no combat-patrol packs");
    });
    it("every pack's index loads and one document of each loads without validation errors", async () => {
      for (const pack of packs()) {
        const index = await pack.getIndex();
        assert.ok(index.size > 0, `${pack.collection} is empty`);
        const first = index.contents[0];
        assert.ok(first, pack.collection);
        // getDocument throws a DataModelValidationError on invalid source data.
        const doc = await pack.getDocument(first._id);
        assert.ok(doc, `${pack.collection}: ${first._id} did not load`);
        assert.equal(doc.id, first._id);
      }
    });
  });
}
