/**
 * CombatPatrolActor: the Actor document of every subtype.
 * - applyEffects: the engine's Effect list as ONE batched write (effects.ts).
 * - Token status icons come from the system data (status-effects.ts), so the same write moves them.
 * - The Endurance token bar edits wounds (Endurance left = Endurance - wounds).
 */
import type { Effect } from "@rules/model";
import { FigureModel } from "@foundry/data/actor/figure";
import { ENDURANCE_BAR, woundsFromBar } from "./token-bar";
import type { SystemPatch } from "./effects";
import { applyEffectsWith, type AppliedEffects, type EffectWriter } from "./effect-writes";
import {
  activeStatuses,
  isStatusId,
  statusIconEffectData,
  statusLabel,
  statusToggle,
  UNIT_DEFEATED,
  type ActiveStatus,
} from "./status-effects";
import { foundryLookup, foundryWriter, snapshotOf } from "./writer";
import { statusEffectOf } from "./status-config";

export class CombatPatrolActor<SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  /**
   * Apply a resolved action's effects: at most one write for world actors and one per scene
   * for unlinked token actors. Moves come back for the canvas; effects that could not apply
   * come back in `skipped` (a caller shows them, nothing is dropped silently).
   */
  static async applyEffects(effects: readonly Effect[], writer: EffectWriter = foundryWriter): Promise<AppliedEffects> {
    return applyEffectsWith(effects, foundryLookup, writer);
  }

  /** The statuses this actor's data turns on (with marker counts). */
  get activeStatuses(): ActiveStatus[] {
    const snapshot = snapshotOf(this);
    return snapshot ? activeStatuses(snapshot) : [];
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    for (const status of this.activeStatuses) this.statuses.add(status.id);
  }

  /** Token icons: the actor's own temporary effects plus one unsaved effect per active status. */
  override get temporaryEffects(): ActiveEffect.Implementation[] {
    const fromData = this.activeStatuses.map((status) => {
      const name = game.i18n?.localize(statusLabel(status.id)) ?? status.id;
      const definition = statusEffectOf(CONFIG.statusEffects, status.id);
      return new ActiveEffect.implementation(
        statusIconEffectData(status.id, status.count > 1 ? `${name} (${status.count})` : name, definition?.img ?? null),
        { parent: this },
      );
    });
    return [...super.temporaryEffects, ...fromData];
  }

  /** A Token HUD click on one of our statuses writes the system field instead of creating an ActiveEffect. */
  override async toggleStatusEffect(
    statusId: string,
    options?: Actor.ToggleStatusEffectOptions,
  ): Promise<ActiveEffect.Implementation | boolean | undefined> {
    // The tracker's "defeated" lives on the combatant (the unit out of the fight), not on this actor.
    if (statusId === UNIT_DEFEATED) return undefined;
    const snapshot = snapshotOf(this);
    if (!snapshot || !isStatusId(statusId)) return super.toggleStatusEffect(statusId, options);
    const isOn = activeStatuses(snapshot).some((s) => s.id === statusId);
    const active = options?.active ?? !isOn;
    const patch = statusToggle(snapshot, statusId, active);
    if (patch) await this.#writeSystem(patch);
    return patch ? active : undefined;
  }

  /** The "enduranceLeft" bar writes wounds; every other attribute as Foundry does it. */
  override async modifyTokenAttribute(
    attribute: string,
    value: number,
    isDelta = false,
    isBar = true,
  ): Promise<this | undefined> {
    if (attribute === ENDURANCE_BAR && this.system instanceof FigureModel) {
      const { endurance, enduranceLeft } = this.system;
      await this.#writeSystem({ wounds: woundsFromBar(endurance, enduranceLeft.value, value, isDelta) });
      return this;
    }
    return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
  }

  async #writeSystem(patch: SystemPatch): Promise<void> {
    await this.update({ system: patch });
  }

  /** System data changed: the status icons drawn from it must be redrawn on every token of this actor. */
  protected override _onUpdate(
    changed: Actor.UpdateData,
    options: Actor.Database.OnUpdateOperation,
    userId: string,
  ): void {
    super._onUpdate(changed, options, userId);
    if (!("system" in changed)) return;
    for (const token of this.getActiveTokens()) token.renderFlags.set({ redrawEffects: true, refreshBars: true });
  }
}
