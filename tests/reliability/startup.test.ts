/** One failing start-up step no longer skips the others; the failure is reported by name. */
import { describe, expect, it } from "vitest";
import { conceptName, runSteps, runStepsSync } from "../../src/startup";

describe("start-up steps", () => {
  it("a ready step that rejects: the later steps still run, the failure is reported by its concept's name", async () => {
    const ran: string[] = [];
    const reported: [string, string][] = [];
    const failed = await runSteps(
      [
        { name: "data", run: async () => void ran.push("data") },
        { name: "cards", run: async () => Promise.reject(new Error("no Activation Deck")) },
        { name: "migrations", run: () => void ran.push("migrations") },
        { name: "combat", run: async () => void ran.push("combat") },
      ],
      (name, error) => reported.push([name, error instanceof Error ? error.message : String(error)]),
    );
    expect(ran).toEqual(["data", "migrations", "combat"]);
    expect(failed).toEqual(["cards"]);
    expect(reported).toEqual([["cards", "no Activation Deck"]]);
  });

  it("init steps that throw: every other step runs, each failure reported once", () => {
    const ran: string[] = [];
    const reported: string[] = [];
    const failed = runStepsSync(
      [
        {
          name: "data",
          run: () => {
            throw new Error("bad model");
          },
        },
        { name: "chat", run: () => void ran.push("chat") },
        {
          name: "sheets",
          run: () => {
            throw new Error("bad sheet");
          },
        },
        { name: "queries", run: () => void ran.push("queries") },
      ],
      (name) => reported.push(name),
    );
    expect(ran).toEqual(["chat", "queries"]);
    expect(failed).toEqual(["data", "sheets"]);
    expect(reported).toEqual(["data", "sheets"]);
  });

  it("steps are named after their concept folder", () => {
    expect(conceptName("./foundry/cards/cards-hooks.ts")).toBe("cards");
  });
});
