/**
 * The actions a piece's sheet offers now, read from its actor as its sheet reads it (not in edit
 * mode): what the Token Action HUD module lists for the selected token (api/token-action-hud.ts).
 */
import { FigureModel } from "@foundry/data/actor/figure";
import { GunModel } from "@foundry/data/actor/gun";
import { HerdModel } from "@foundry/data/actor/herd";
import { UnitModel } from "@foundry/data/actor/unit";
import { WagonModel } from "@foundry/data/actor/wagon";
import { tableServices } from "@foundry/data/services";
import { offeredActions } from "@foundry/actions/manifests";
import { ownedItems } from "./actor/figure-sheet";
import { figureOffer } from "./view/figure";

export function actorOffers(actor: Actor.Implementation): ReturnType<typeof offeredActions> {
  const system = actor.system;
  if (system instanceof FigureModel) {
    const { era } = tableServices().rulesOptions();
    return offeredActions("figure", figureOffer({ system: system.source, era, ...ownedItems(actor) }, false));
  }
  if (system instanceof UnitModel)
    return offeredActions("unit", { source: system.source, era: system.source.era, closeOrder: system.closeOrder });
  if (system instanceof GunModel) return offeredActions("gun", { source: system.source });
  if (system instanceof HerdModel) return offeredActions("herd", { source: system.source });
  if (system instanceof WagonModel) return offeredActions("wagon", { source: system.source });
  return [];
}
