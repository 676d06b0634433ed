/**
 * What the import of a starter adventure does once its documents exist, over ports (no
 * Foundry global here: tests/packs/adventure-import.test.ts drives it with doubles; import.ts
 * wires Foundry): sides to players, the decks through the setup's DeckService (CORE-1; CORE-3
 * and OW-4b: the Hero card only with heroes in play), the Combat with one combatant per unit and
 * the adventure's victory check (scenario-flag.ts),
 * the scene activated, the journal opened.
 */
import { scenarioActivationDeck, type RulesOptions } from "@rules/options";
import { forceUnits } from "@foundry/setup/forces";
import { packActorFrom, type PackActor } from "@foundry/setup/pack-actors";
import type { DeckService } from "@foundry/setup/ports";
import { sideOwners, type StarterFlag } from "./starter";
import type { CombatScenario } from "./scenario-flag";

export interface ImportPorts {
  /** Non-GM users, in the world's order. */
  players(): readonly string[];
  /** The imported actor's source (for the option checks), null when it was not imported. */
  actor(id: string): unknown;
  giveOwnership(updates: readonly { readonly actorId: string; readonly userId: string }[]): Promise<void>;
  deckService(): DeckService | null;
  /** The rules in play on the adventure's scene (world settings with the scene's overrides). */
  options(): RulesOptions;
  /** The token of an actor on the adventure's scene. */
  tokenOf(actorId: string): string | null;
  /** The Combat, carrying the victory check's data and the journal the report goes into (null: none). */
  createCombat(
    combatants: readonly { readonly tokenId: string; readonly actorId: string; readonly name: string }[],
    scenario: CombatScenario | null,
  ): Promise<void>;
  activateScene(): Promise<void>;
  openJournal(id: string): void;
  notify(key: string, data: Readonly<Record<string, string>>): void;
}

/** What the import did (for the tests and the message). */
interface ImportOutcome {
  readonly owners: number;
  readonly decks: boolean;
  readonly combatants: number;
}

export async function finishImport(name: string, flag: StarterFlag, ports: ImportPorts): Promise<ImportOutcome> {
  const players = ports.players();
  const owners = [...sideOwners(flag, players)]
    .filter(([actorId]) => ports.actor(actorId) !== null)
    .map(([actorId, userId]) => ({ actorId, userId }));
  if (owners.length > 0) await ports.giveOwnership(owners);

  const service = ports.deckService();
  let decks = false;
  if (service && flag.decks) {
    const options = ports.options();
    const actors = [...flag.sides.a, ...flag.sides.b]
      .map((id) => packActorFrom(ports.actor(id)))
      .filter((a): a is PackActor => a !== null);
    await service.resetActionDecks({ userIds: players, deckFile: options.deckFile });
    await service.resetActivationDeck({
      cards: scenarioActivationDeck(options, forceUnits(actors)),
      endOfTurn: options.endOfTurn,
    });
    decks = true;
  }

  const combatants = flag.combatants.flatMap((c) => {
    const tokenId = ports.tokenOf(c.actorId);
    return tokenId ? [{ tokenId, actorId: c.actorId, name: c.name }] : [];
  });
  await ports.createCombat(
    combatants,
    flag.scenario ? { ...flag.scenario, journalId: flag.journalId, sides: flag.sides } : null,
  );
  await ports.activateScene();
  ports.openJournal(flag.journalId);
  ports.notify(decks ? "COMBAT_PATROL.Adventure.ready" : "COMBAT_PATROL.Adventure.readyNoDecks", { name });
  return { owners: owners.length, decks, combatants: combatants.length };
}
