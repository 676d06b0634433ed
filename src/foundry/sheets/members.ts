/** Turning actor UUIDs into the member rows a sheet lists (Foundry side of view/common.ts). */
import { FigureModel } from "@foundry/data/actor/figure";
import { actorByUuid } from "@foundry/data/resolve";
import type { MemberInput } from "./view/common";
import type { RefInput } from "./view/unit";

export function memberInput(uuid: string): MemberInput {
  const actor = actorByUuid(uuid);
  const system = actor?.system instanceof FigureModel ? actor.system.source : null;
  return {
    uuid,
    name: actor?.name ?? game.i18n?.localize("COMBAT_PATROL.Sheet.missing") ?? uuid,
    img: actor?.img ?? "icons/svg/mystery-man.svg",
    system,
  };
}

export function refInput(uuid: string | null): RefInput | null {
  const actor = actorByUuid(uuid);
  return actor && uuid ? { uuid, name: actor.name } : null;
}
