/**
 * For sheets: what an actor has that the options in play do not allow (dynamite given to an
 * Indian, a hero with heroes off, a weapon dated after the scenario year…), localized. The rules
 * are src/rules/options/forces.ts; this only reads the actor and the options.
 */
import { actorForceWarnings, packActorFrom, referencedActorIds, type PackActor } from "@foundry/setup/plan";
import { format } from "./app-base";
import { currentOptions } from "./current";

export interface ActorWarning {
  readonly rule: string;
  readonly text: string;
}

/** The option warnings for an actor, under the options of `scene` (default: the scene on the canvas). */
export function actorWarnings(actor: Actor.Implementation, scene?: Scene.Implementation | null): ActorWarning[] {
  const self = packActorFrom(actor.toObject());
  if (!self) return [];
  const related = referencedActorIds(self)
    .map((id) => game.actors?.get(id))
    .map((a) => (a ? packActorFrom(a.toObject()) : null))
    .filter((a): a is PackActor => a !== null);
  return actorForceWarnings(self, related, currentOptions(scene)).map((w) => ({
    rule: w.rule,
    text: format(
      w.key,
      Object.fromEntries(
        Object.entries(w.data).map(([k, v]) => [
          k,
          typeof v === "string" && v.startsWith("COMBAT_PATROL.") ? format(v) : v,
        ]),
      ),
    ),
  }));
}
