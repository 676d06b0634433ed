/**
 * Importing a starter adventure (src/foundry/adventure/finish.ts) with typed doubles over the
 * adventures as the pack ships them: each side goes to a player, the decks are made through the
 * setup's DeckService exactly as the scenario setup asks (CORE-1 one Action Deck per player;
 * CORE-3 / OW-4b the Hero card only when a hero is in play), the Combat gets one combatant per
 * unit on its token, and the scene's own options decide the decks.
 */
import { describe, expect, it } from "vitest";
import { adventuresPack } from "../../tools/packs/adventures";
import { finishImport, type ImportPorts } from "@foundry/adventure/finish";
import { starterFlagFrom } from "@foundry/adventure/starter";
import { combatScenarioFrom, type CombatScenario } from "@foundry/adventure/scenario-flag";
import { DRY_CREEK_SCENARIO, TROIS_MOULINS_SCENARIO } from "@rules/scenario";
import { applySceneOverrides, DEFAULT_OPTIONS, sceneOverridesFrom } from "@rules/options";
import type { DeckService } from "@foundry/setup/ports";
import type { ActivationCardKind } from "@rules/procedures/data";

type Doc = Record<string, unknown> & { _id: string; name: string };
const adventures = adventuresPack().docs as unknown as Doc[];
const list = (v: unknown) => v as Doc[];

function importTable(adventure: Doc, players: readonly string[], withDecks = true) {
  const actors = new Map(list(adventure.actors).map((a) => [a._id, a]));
  const scene = list(adventure.scenes)[0]!;
  const tokens = list(scene.tokens);
  const overrides = sceneOverridesFrom((scene.flags as Record<string, Record<string, unknown>>)["combat-patrol"]!.overrides).overrides;
  const log = {
    owners: [] as { actorId: string; userId: string }[],
    actionDecks: [] as { userIds: readonly string[]; deckFile: string | null }[],
    activation: [] as ActivationCardKind[][],
    combatants: [] as { tokenId: string; actorId: string; name: string }[],
    scenario: null as CombatScenario | null,
    activated: false,
    journal: "",
    notified: "",
  };
  const service: DeckService = {
    async resetActionDecks(request) {
      log.actionDecks.push(request);
      return request.userIds.map((userId) => ({ name: `deck ${userId}`, cards: 50, userId }));
    },
    async resetActivationDeck(request) {
      log.activation.push([...request.cards]);
      return { name: "Activation Deck", cards: request.cards.length, userId: null };
    },
  };
  const ports: ImportPorts = {
    players: () => players,
    actor: (id) => actors.get(id) ?? null,
    giveOwnership: async (updates) => void log.owners.push(...updates),
    deckService: () => (withDecks ? service : null),
    options: () => applySceneOverrides(DEFAULT_OPTIONS, overrides),
    tokenOf: (actorId) => (tokens.find((t) => t.actorId === actorId)?._id as string | undefined) ?? null,
    createCombat: async (combatants, scenario) => {
      log.combatants.push(...combatants);
      log.scenario = scenario;
    },
    activateScene: async () => void (log.activated = true),
    openJournal: (id) => void (log.journal = id),
    notify: (key) => void (log.notified = key),
  };
  return { ports, log, flag: starterFlagFrom((adventure.flags as Record<string, Record<string, unknown>>)["combat-patrol"]!.starter)!, tokens };
}

const byName = (name: string) => adventures.find((a) => a.name === name)!;

describe("importing a starter adventure", () => {
  it("CORE-1 OW-4b The Dry Creek Bank Job: sides to the two players, an Action Deck each, the Activation Deck with the Hero card (the posse's hero, heroes on)", async () => {
    const { ports, log, flag } = importTable(byName("The Dry Creek Bank Job"), ["p1", "p2"]);
    const outcome = await finishImport("The Dry Creek Bank Job", flag, ports);
    expect(outcome.decks).toBe(true);
    expect(log.owners.filter((o) => o.userId === "p1").map((o) => o.actorId).sort()).toEqual([...flag.sides.a].sort());
    expect(log.owners.filter((o) => o.userId === "p2").map((o) => o.actorId).sort()).toEqual([...flag.sides.b].sort());
    expect(log.actionDecks).toEqual([{ userIds: ["p1", "p2"], deckFile: null }]);
    expect(log.activation).toHaveLength(1);
    expect(log.activation[0]).toContain("hero");
    expect(log.activation[0]).toContain("end");
    expect(log.activation[0]!.filter((c) => /^[1-6]$/.test(c))).toHaveLength(12);
    expect(log.activated).toBe(true);
    expect(log.journal).toBe(flag.journalId);
    expect(log.notified).toBe("COMBAT_PATROL.Adventure.ready");
  });

  it("CORE-3 The Bridge at Les Trois Moulins: no hero in play, so no Hero card; one combatant per unit, each on its own token of the scene", async () => {
    const { ports, log, flag, tokens } = importTable(byName("The Bridge at Les Trois Moulins"), ["p1", "p2"]);
    const outcome = await finishImport("The Bridge at Les Trois Moulins", flag, ports);
    expect(log.activation[0]).not.toContain("hero");
    // The line section, the gun and two troops of dragoons.
    expect(outcome.combatants).toBe(4);
    expect(log.combatants.map((c) => c.name).sort()).toEqual(["6# gun", "Light dragoons, 1st troop", "Light dragoons, 2nd troop", "Line infantry section"]);
    const tokenIds = new Set(tokens.map((t) => t._id));
    for (const c of log.combatants) expect(tokenIds.has(c.tokenId), c.name).toBe(true);
    expect(new Set(log.combatants.map((c) => c.tokenId)).size).toBe(4);
  });

  it("one player takes both sides; with no player nobody is given anything; without the deck service the GM is told to make the decks", async () => {
    const solo = importTable(byName("The Dry Creek Bank Job"), ["p1"]);
    await finishImport("x", solo.flag, solo.ports);
    expect(new Set(solo.log.owners.map((o) => o.userId))).toEqual(new Set(["p1"]));
    const none = importTable(byName("The Dry Creek Bank Job"), [], false);
    const outcome = await finishImport("x", none.flag, none.ports);
    expect(none.log.owners).toEqual([]);
    expect(outcome.decks).toBe(false);
    expect(none.log.actionDecks).toEqual([]);
    expect(none.log.notified).toBe("COMBAT_PATROL.Adventure.readyNoDecks");
    // The Combat is made all the same.
    expect(none.log.combatants.length).toBeGreaterThan(0);
  });

  it("OW-2 Dry Creek / NAP-2 Les Trois Moulins: the Combat carries the victory check, its roles bound to the adventure's actors, and the journal for the report", async () => {
    for (const [name, rules] of [
      ["The Dry Creek Bank Job", DRY_CREEK_SCENARIO],
      ["The Bridge at Les Trois Moulins", TROIS_MOULINS_SCENARIO],
    ] as const) {
      const adventure = byName(name);
      const { ports, log, flag } = importTable(adventure, ["p1", "p2"]);
      await finishImport(name, flag, ports);
      const scenario = combatScenarioFrom(log.scenario);
      expect(scenario?.rules, name).toEqual(rules);
      expect(scenario?.journalId).toBe(flag.journalId);
      expect(scenario?.sides).toEqual(flag.sides);
      const actorName = (id: string) => list(adventure.actors).find((a) => a._id === id)?.name;
      const roles = Object.fromEntries(Object.entries(scenario!.roles).map(([role, ids]) => [role, ids.map(actorName)]));
      expect(roles).toEqual(
        name === "The Dry Creek Bank Job"
          ? { boss: ["Gang boss"], posse: ["Marshal's posse"] }
          : { gun: ["6# gun"], troops: ["Light dragoons, 1st troop", "Light dragoons, 2nd troop"] },
      );
      expect(scenario?.names).toEqual(name === "The Dry Creek Bank Job" ? { a: "The Dry Creek gang", b: "The law" } : { a: "The garrison", b: "The dragoon squadron" });
    }
  });
});
