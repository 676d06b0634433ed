/**
 * What the GM's client reads from the world before a procedure draws a card: the pieces as their
 * documents hold them, the weapon a figure's own item gives it, where the pieces stand and the
 * ground under them, and which units are activated now. A request crosses the socket from a
 * player's client; its copy of a fact is a claim, the world's is the fact (DEVELOPERS.md "Trust").
 *
 * Implementations: canvas/world-facts-foundry.ts on the GM's client (provided at init,
 * provideWorldFacts); tests/doubles/roles/world.ts over the table double. The checks a procedure
 * makes against these facts are rules (src/rules/validation/world-checks.ts).
 */
import type { WeaponProfile } from "@rules/model";
import type { WorldGround } from "@rules/validation/world-checks";
import { NO_ALLEGIANCE, type Allegiance } from "@rules/sides";
import type { ScenePort, TablePiece } from "./table-ports";
import type { CurrentActivation } from "./activation-flag";
import type { TableCharge } from "@foundry/data/placed-charge";
import type { ResultRecord } from "./result-record";

/** OW-6.1.2b a wall as a breach reads it. */
export interface WorldWall {
  readonly door: boolean;
  readonly open: boolean;
}

/** A result the GM's client posted, read back from its chat message as the GM's record holds it. */
export interface PostedOnRecord {
  readonly messageId: string;
  /** The request it answered: the key of the GM's record of it (result-ledger.ts). */
  readonly requestId: string;
  readonly record: ResultRecord;
}

export interface WorldFacts {
  /** What an actor (UUID) is on the table: its unit, and the figure when it is one; null when it is no piece. */
  piece(actorId: string): TablePiece | null;
  /** The weapon a figure's own item gives it; null when unarmed. */
  weaponOf(figureId: string): WeaponProfile | null;
  /**
   * The pieces' tokens on the scene where the first of them stands (the viewed scene first, else
   * the active one, else any), and that scene's terrain; null when the first has no token.
   */
  ground(ids: readonly string[]): WorldGround | null;
  /**
   * OW-6.1.2 a placed charge (its explosive item's UUID) as its item holds it, one that went off
   * too (stage "exploded": OW-6.1.2b its breach is read from it); null when there is none.
   */
  charge(id: string): TableCharge | null;
  /**
   * OW-6.1.2b a wall (its id) on the scenes: whether it is a door and stands open; null when no
   * scene has it (a wall a breach split is gone: its pieces are new walls).
   */
  wall(id: string): WorldWall | null;
  /** OW-5.2f the wagon (actor UUID) that carries this gun (its actor UUID); null when it stands on its own carriage. */
  wagonCarrying(gunId: string): string | null;
  /** Whose side a unit (actor UUID) is on: read as the player's pieces role reads it (kernel/foundry-pieces.ts allegianceOf). */
  allegiance(unitId: string): Allegiance;
  /** CORE-3 the activation running now (the units the card named); null when none runs (free play: any unit may act). */
  activation(): CurrentActivation | null;
  /**
   * A result posted in the chat (its message id) when the GM's record of its request holds that
   * very record (the same fingerprint: result-ledger.ts postedOnRecord) and it was not undone; null otherwise.
   */
  postedResult(messageId: string): PostedOnRecord | null;
  /** Every result of this procedure posted in the chat and on the GM's record as above, oldest first. */
  postedResults(procedure: string): readonly PostedOnRecord[];
}

let provided: (() => Promise<WorldFacts>) | null = null;

/** The canvas provides the Foundry world reader at init (canvas/canvas-hooks.ts), loaded with the first request. */
export function provideWorldFacts(loader: (() => Promise<WorldFacts>) | null): void {
  provided = loader;
}

/** A world with nothing on it: every piece unknown, no token, no activation (before the canvas provides it). */
export const EMPTY_WORLD: WorldFacts = {
  piece: () => null,
  weaponOf: () => null,
  ground: () => null,
  charge: () => null,
  wall: () => null,
  wagonCarrying: () => null,
  allegiance: () => NO_ALLEGIANCE,
  activation: () => null,
  postedResult: () => null,
  postedResults: () => [],
};

/** The world the GM's procedures read. */
export async function loadWorldFacts(): Promise<WorldFacts> {
  return provided ? provided() : EMPTY_WORLD;
}

/**
 * A client's viewed scene read as the GM's world reader reads it (the same shape, read by the
 * same checks): the dialogs' previews start from what the GM's procedure will find.
 */
export function sceneGround(scene: Pick<ScenePort, "figuresAt" | "terrain">): (ids: readonly string[]) => WorldGround {
  return (ids) => ({ figures: scene.figuresAt(ids), terrain: scene.terrain() });
}
