/**
 * The v14 changes outside the areas, behind the same version switch (areas/select.ts).
 */
import { describe, expect, it } from "vitest";
import { foundryGeneration, isV14 } from "@foundry/canvas/areas";
import { SHOW_ICON_ALWAYS, statusIconEffectData } from "@foundry/documents/status-effects";

describe("Foundry v14 status icons (Active Effects: showIcon)", () => {
  it("CORE-8 on v14 a status shown from the actor's data asks for its icon always (it has no duration)", () => {
    expect(statusIconEffectData("stunned", "Stunned", "icons/svg/daze.svg", 14)).toEqual({
      name: "Stunned",
      img: "icons/svg/daze.svg",
      statuses: ["stunned"],
      showIcon: SHOW_ICON_ALWAYS,
    });
    expect(SHOW_ICON_ALWAYS).toBe(2);
  });

  it("CORE-8 on v13 the effect carries no v14 field (v13's schema has none)", () => {
    expect(statusIconEffectData("wounded", "Wounded (2)", null, 13)).toEqual({
      name: "Wounded (2)",
      img: null,
      statuses: ["wounded"],
    });
  });
});

describe("the running version", () => {
  it("without a game (tests, before init) it is the manifest's minimum, 13", () => {
    expect(foundryGeneration()).toBe(13);
    expect(isV14()).toBe(false);
  });

  it("reads game.release.generation when the game has one", () => {
    const g = globalThis as { game?: unknown };
    g.game = { release: { generation: 14 } };
    try {
      expect(foundryGeneration()).toBe(14);
      expect(isV14()).toBe(true);
      expect(statusIconEffectData("pinned", "Pinned", null)).toHaveProperty("showIcon", 2);
    } finally {
      delete g.game;
    }
  });
});
