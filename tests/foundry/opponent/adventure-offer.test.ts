/**
 * OW-2 / NAP-2 a starter adventure's import offers the engine opponent: the dialog names the
 * adventure's sides, opens at side B when fewer than two players can take a side each (else at
 * what the world has), and saves the side and style chosen as the scenario setup does; closing it
 * saves nothing.
 */
import { describe, expect, it } from "vitest";
import type { Answers, AskConfig } from "@foundry/kernel/ask-dialog";
import { offerEngine, type OfferPorts } from "@foundry/opponent/adventure-offer";
import { NO_ENGINE, type EngineOpponent } from "@foundry/kernel/engine-side";
import { format } from "../../doubles/format";

const SIDES = { a: "The garrison", b: "The dragoon squadron" };

function ports(players: number, answers: Answers | null, current: EngineOpponent = NO_ENGINE) {
  const asked: AskConfig[] = [];
  const saved: EngineOpponent[] = [];
  const p: OfferPorts = {
    players: () => players,
    current: () => current,
    ask: async (config) => {
      asked.push(config);
      return answers;
    },
    save: async (o) => {
      saved.push(o);
    },
    format,
  };
  return { p, asked, saved };
}

describe("OW-2 / NAP-2 the engine offered at a starter adventure's import", () => {
  it("NAP-2 one player: the dialog names the adventure's sides and opens at side B; the side and style chosen are saved", async () => {
    const { p, asked, saved } = ports(1, { side: "b", doctrine: "cautious" });
    expect(await offerEngine("The Bridge at Les Trois Moulins", SIDES, p)).toEqual({ side: "b", doctrine: "cautious" });
    const config = asked[0]!;
    expect(config.title).toBe("The Bridge at Les Trois Moulins: play against the engine?");
    const side = config.fields[0]!;
    expect(side.type === "select" && [side.value, side.options.map((o) => o.label)]).toEqual([
      "b",
      [
        "Nobody: every side has a player",
        "The garrison (side A)",
        "The dragoon squadron (side B)",
        "Both sides: the engine plays itself",
      ],
    ]);
    expect(config.fields[1]).toMatchObject({ name: "doctrine", value: "steady" });
    expect(saved).toEqual([{ side: "b", doctrine: "cautious" }]);
  });

  it("OW-2 two players: it opens at what the world has (nobody); closed, nothing is saved", async () => {
    const { p, asked, saved } = ports(2, null);
    expect(await offerEngine("The Dry Creek Bank Job", SIDES, p)).toBeNull();
    expect(asked[0]!.fields[0]).toMatchObject({ value: "none" });
    expect(saved).toEqual([]);
    // a world that already gives side A to the engine keeps it, whoever plays
    const kept = ports(0, null, { side: "a", doctrine: "aggressive" });
    await offerEngine("The Dry Creek Bank Job", SIDES, kept.p);
    expect(kept.asked[0]!.fields.map((f) => f.value)).toEqual(["a", "aggressive"]);
  });
});
