/**
 * CORE-5 the chat card says why the target had the map's cover: the GM's client reads what gave
 * it (the ground the target stands in, or an obstacle just in front of it, by the map's name for
 * it) and the card shows one line, "Behind a fence: soft cover." — none in the open, none when the
 * player declared another cover (that card says so in its own line).
 */
import { describe, expect, it } from "vitest";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import { coverLines } from "@foundry/chat/cover-lines";
import { VIEWED_SCENE } from "../doubles/roles/scene";
import { chat, format, lines, pick, POSSE, press, stack } from "./harness";
import { posseFacingRaiders } from "./scenes";

/** A named livery barn round the Raiders (pixels, 100 to the inch). */
const BARN = {
  id: "barn",
  name: "Livery barn",
  shapes: [{ type: "rectangle", x: -200, y: 900, width: 600, height: 200 }],
  behaviors: [{ type: "terrain", system: { kind: "building" } }],
};
/** An unnamed corral fence a little in front of the Raiders. */
const FENCE = { id: "fence", c: [-1000, 950, 1000, 950], door: 0, ds: 0, sight: 0, obstacle: "fence", window: false };

/** The Posse fires at the Raiders 10" away, the scene as given, the dialog's answer as given; both shots miss. */
async function volley(
  regions: (typeof BARN)[],
  walls: (typeof FENCE)[],
  answer: (state: FireDialogState) => FireDialogState = (s) => s,
) {
  const table = posseFacingRaiders();
  table.sceneDocuments.set(VIEWED_SCENE, { regions, walls });
  const miss = pick("a miss", (c) => c.hit === 0);
  stack(table, [miss, miss]);
  table.fireAnswer = answer;
  expect(await press(table, "fire", POSSE)).toBe("done");
  return lines(chat(table));
}

describe("CORE-5 the chat card gives the why of the map's cover", () => {
  it("CORE-5 behind the corral fence: 'Behind a fence: soft cover.' heads the card's lines", async () => {
    const shown = await volley([], [FENCE]);
    expect(shown[0]).toBe("Behind a fence: soft cover.");
    expect(shown).toHaveLength(3);
  });

  it("CORE-5 in the livery barn: the map's own name for it, hard cover", async () => {
    const shown = await volley([BARN], []);
    expect(shown[0]).toBe("In the Livery barn: hard cover.");
  });

  it("CORE-5 in the open: no why; declared against the map: the declared line and no why", async () => {
    expect((await volley([], [])).filter((l) => l.includes("cover"))).toEqual([]);
    const declared = await volley([], [FENCE], (s) => ({ ...s, cover: "none" }));
    expect(declared.filter((l) => l.includes("cover"))).toEqual(["Declared no cover; the map shows soft cover."]);
  });

  it("CORE-5 a stored why the card cannot read shows nothing (an old or altered message)", () => {
    expect(coverLines({ coverFrom: { grade: "soft", from: "obstacle", kind: "moat" } }, format)).toEqual([]);
    expect(coverLines({ coverFrom: { grade: "none", from: "ground", kind: "woods" } }, format)).toEqual([]);
    expect(coverLines({ coverFrom: "fence" }, format)).toEqual([]);
    expect(coverLines({}, format)).toEqual([]);
    expect(
      coverLines(
        { coverFrom: { grade: "hard", from: "obstacle", kind: "stoneWall", name: "churchyard wall" } },
        format,
      ),
    ).toEqual([{ text: "Behind the churchyard wall: hard cover.", tone: "neutral", sub: false }]);
  });
});
