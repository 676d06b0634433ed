import { describe, expect, test } from "vitest";
import type { PreviewFixture } from "../../preview/fixture";

const modules = import.meta.glob("../../preview/fixtures/*.ts", { eager: true }) as Record<
  string,
  { fixtures: PreviewFixture[] }
>;
const fixtures = Object.values(modules).flatMap((m) => m.fixtures);

/** A code name a player should never read in a view's title: camelCase, dotted, or a rules-family prefix. */
function codeNameIn(title: string): string | null {
  return (
    /\b[a-z]+[A-Z][A-Za-z]*\b/.exec(title)?.[0] ??
    /\b[A-Za-z]+\.[A-Za-z]+\b/.exec(title)?.[0] ??
    /\b(?:nap|ow) /i.exec(title)?.[0] ??
    null
  );
}

describe("the preview's view titles are player words", () => {
  test("PREVIEW-TOUR the check catches a code name", () => {
    expect(codeNameIn("Chat (every kind): nap morale")).toBe("nap ");
    expect(codeNameIn("Chat card: ow.runawayMove")).toBe("runawayMove");
    expect(codeNameIn("Chat card: ow.reload")).toBe("ow.reload");
    expect(codeNameIn("Chat card: a Napoleonic morale check")).toBeNull();
  });

  test("PREVIEW-TOUR no view title holds a camelCase or dotted code name", () => {
    const coded = fixtures.map((f) => [f.id, f.title, codeNameIn(f.title)] as const).filter(([, , c]) => c !== null);
    expect(coded).toEqual([]);
  });
});
