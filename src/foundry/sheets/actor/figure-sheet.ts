/** The figure sheet: a unit record card for one miniature. */
import { FigureModel } from "@foundry/data/actor/figure";
import { ExplosiveModel } from "@foundry/data/item/explosive";
import { WeaponModel } from "@foundry/data/item/weapon";
import { tableServices } from "@foundry/data/services";
import { CombatPatrolActorSheet, bodyPart } from "../base";
import { woundsPatch } from "../field-actions";
import type { FrameInput } from "../view/common";
import { figureView, type OwnedItemInput } from "../view/figure";
import type { ExplosiveSource, WeaponSource } from "@foundry/data/sources";

/** A figure's weapons and explosives, as its sheet lists them. */
export function ownedItems(actor: Actor.Implementation): {
  readonly weapons: OwnedItemInput<WeaponSource>[];
  readonly explosives: OwnedItemInput<ExplosiveSource>[];
} {
  const weapons: OwnedItemInput<WeaponSource>[] = [];
  const explosives: OwnedItemInput<ExplosiveSource>[] = [];
  for (const item of actor.items) {
    const base = { id: item.id ?? "", name: item.name, img: item.img ?? "icons/svg/item-bag.svg" };
    if (item.system instanceof WeaponModel) weapons.push({ ...base, system: item.system.source });
    else if (item.system instanceof ExplosiveModel) explosives.push({ ...base, system: item.system.source });
  }
  return { weapons, explosives };
}

export class FigureSheet extends CombatPatrolActorSheet {
  static readonly types = ["figure"] as const;
  /** The sheet\'s name in the sheet configuration (a class name does not survive minification). */
  static readonly label = "COMBAT_PATROL.Sheet.FigureSheet";

  static override DEFAULT_OPTIONS = {
    classes: ["cp-figure-sheet"],
    position: { width: 600, height: 700 },
    actions: {
      setWounds: FigureSheet.#onSetWounds,
      useWeapon: FigureSheet.#onUseWeapon,
      editItem: FigureSheet.#onEditItem,
      deleteItem: FigureSheet.#onDeleteItem,
    },
  };

  static override PARTS = { body: bodyPart("actor/figure.hbs") };

  protected override buildView(frame: FrameInput) {
    const system = this.actor.system;
    if (!(system instanceof FigureModel)) throw new Error(`FigureSheet on a ${this.actor.type} actor`);
    const { era, year } = tableServices().rulesOptions();
    return figureView({ ...frame, system: system.source, ...ownedItems(this.actor), era, year });
  }

  static async #onSetWounds(this: FigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const system = this.actor.system;
    if (!this.isEditable || !(system instanceof FigureModel)) return;
    await this.writeSystem(woundsPatch(system, Number(target.dataset.value)));
  }

  static async #onUseWeapon(this: FigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = target.dataset.itemId;
    if (!this.isEditable || !id || !this.actor.items.has(id)) return;
    await this.writeSystem({ weaponId: id });
  }

  static async #onEditItem(this: FigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = target.dataset.itemId ? this.actor.items.get(target.dataset.itemId) : undefined;
    await item?.sheet?.render(true);
  }

  static async #onDeleteItem(this: FigureSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = target.dataset.itemId ? this.actor.items.get(target.dataset.itemId) : undefined;
    if (this.isEditable && item) await item.delete();
  }
}
