/**
 * What the Quench batches drive: the system's real modules (loaded with the batches' chunk, only
 * inside Foundry), and a tracker of the documents a batch creates so its `after` deletes them all.
 */
export { FigureModel, GunModel, HerdModel, UnitModel, WagonModel } from "@foundry/data/actor";
export { ExplosiveModel, WeaponModel } from "@foundry/data/item";
export { DEFAULTS, weaponSourceFromRow } from "@foundry/data/sources";
export { FRONTIER_WEAPONS } from "@rules/tables/frontier-weapons";
export { ActionCardModel } from "@foundry/cards/card-models";
export { drawService } from "@foundry/kernel/draw-service";
export { registerDrawProcedure, drawProcedures } from "@foundry/kernel/draw-registry";
export { fireState, resolveFireState } from "@foundry/actions/fire/fire";
export { foundryTable } from "@foundry/kernel/foundry-table";
export { unitStateOfActor } from "@foundry/kernel/foundry-pieces";
export { requestApply } from "@foundry/chat/apply-request";
export { ResultMessageModel } from "@foundry/kernel/result-message-model";
export { stateEffects } from "@foundry/kernel/result-record";
export { SCHEMA_VERSION, migrateSource, migrateSystemSource } from "@foundry/data/schema-migrations";
export { planCollection } from "@foundry/migrations/runner";
export { drawNextCard, startTurn } from "@foundry/combat/turn";
export { combatUnits, foundryTurnPorts } from "@foundry/combat/foundry";
export { actorByUuid } from "@foundry/data/resolve";
export { foundryWorldFacts } from "@foundry/canvas/world-facts-foundry";
export { sightOfTarget } from "@rules/validation/world-checks";
export { measuredRange } from "@rules/geometry";
export { breachScene } from "@foundry/canvas/breach-foundry";
export { mendBreach, writeBreach } from "@foundry/canvas/breach-plan";

/** A probe draw for the decks batch: one Action Card, its serial returned (no rule decided). */
export interface ProbeOutput {
  readonly serial: number;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    /** Quench only: registered by the decks batch, draws one card. */
    quenchProbe: { input: Record<string, never>; output: ProbeOutput };
  }
}

/** Documents a batch created, deleted in its `after` (newest first). */
export class Created {
  readonly #documents: { delete(): Promise<unknown> }[] = [];

  add<D extends { delete(): Promise<unknown> } | undefined>(document: D): NonNullable<D> {
    if (!document) throw new Error("Combat Patrol | Quench: a document was not created");
    this.#documents.push(document);
    return document;
  }

  /** What was created so far, oldest first. */
  documents(): readonly unknown[] {
    return [...this.#documents];
  }

  async cleanUp(): Promise<void> {
    for (const document of this.#documents.splice(0).reverse()) await document.delete();
  }
}

/** Wait for the browser to paint (a rendered sheet's element is in the DOM after this). */
export const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
