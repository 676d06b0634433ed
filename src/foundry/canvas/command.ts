/**
 * Command radii on the table (CORE-11, OW-3a, CORE-8): the radius of a leader's token, who is
 * inside it (the dice-swap dialog uses inCommandRadius), and the out-of-command marking of units
 * whose leader stands beyond his commander's radius (one batched write through the actor writer).
 */
import type { Figure } from "@rules/geometry";
import type { FigureState } from "@rules/model";
import { FigureModel } from "@foundry/data/actor/figure";
import { GunModel } from "@foundry/data/actor/gun";
import { UnitModel } from "@foundry/data/actor/unit";
import { actorByUuid } from "@foundry/data/resolve";
import { applyEffectsWith } from "@foundry/documents/effect-writes";
import { foundryLookup, foundryWriter } from "@foundry/documents/writer";
import { currentOptions } from "@foundry/settings/current";
import { type CommandLink, type LeaderInfo, leaderRadius, outOfCommandEffects } from "./measure";
import { actorUuidOf, baseActorOf, figureFromToken } from "./tokens";

/** A figure actor's leader rank and training, null when the actor is not a figure. */
export function leaderInfoOf(actor: Actor.Implementation | null | undefined): LeaderInfo | null {
  const s = actor?.system;
  return s instanceof FigureModel ? { rank: s.leader.rank, trained: s.leader.trained } : null;
}

/** CORE-11 / OW-3a the command radius of a leader's token (inches), null for a figure that leads nobody. */
export function commandRadiusOf(token: TokenDocument.Implementation): number | null {
  const info = leaderInfoOf(token.actor);
  return info ? leaderRadius(info, currentOptions(token.parent)) : null;
}

/** The tokens of a scene by the UUID of their actor (and of their base actor). */
function tokensByActor(scene: Scene.Implementation): Map<string, TokenDocument.Implementation> {
  const out = new Map<string, TokenDocument.Implementation>();
  for (const t of scene.tokens) {
    const own = actorUuidOf(t);
    if (own && !out.has(own)) out.set(own, t);
    const base = baseActorOf(t)?.uuid;
    if (base && !out.has(base)) out.set(base, t);
  }
  return out;
}

/** The leader figure UUID of a unit-like actor (a unit's leader, a gun's crew commander). */
function leaderIdOf(actor: Actor.Implementation | null): string | null {
  const s = actor?.system;
  return s instanceof UnitModel || s instanceof GunModel ? s.leaderId : null;
}

function figureStateOf(uuid: string | null): FigureState | null {
  const s = actorByUuid(uuid)?.system;
  return s instanceof FigureModel ? s.toFigureState() : null;
}

/** CORE-11 the chain of command of every unit of the world, as it stands on a scene. */
function commandLinks(scene: Scene.Implementation): CommandLink[] {
  const tokens = tokensByActor(scene);
  const figureOf = (uuid: string | null): Figure | null => {
    const token = uuid ? tokens.get(uuid) : undefined;
    return token ? figureFromToken(token) : null;
  };
  const links: CommandLink[] = [];
  for (const actor of game.actors ?? []) {
    const s = actor.system;
    if (!(s instanceof UnitModel)) continue;
    const leaderState = figureStateOf(s.leaderId);
    const commanderActor = actorByUuid(s.commanderId);
    const commanderLeader = leaderIdOf(commanderActor);
    const commanderState = figureStateOf(commanderLeader);
    links.push({
      unitId: actor.uuid,
      hero: leaderState?.hero ?? false,
      leader: figureOf(s.leaderId),
      commander: s.commanderId === null ? null : { figure: figureOf(commanderLeader), state: commanderState },
      outOfCommand: s.outOfCommand,
    });
  }
  return links;
}

/**
 * CORE-8 mark out of command the units whose leader is beyond his commander's radius on this
 * scene (and clear it for those back inside): ONE batched write of the units that change.
 * Returns the server writes made (0 when nothing changes).
 */
export async function markOutOfCommand(scene: Scene.Implementation): Promise<number> {
  const effects = outOfCommandEffects(commandLinks(scene), currentOptions(scene));
  if (effects.length === 0) return 0;
  return (await applyEffectsWith(effects, foundryLookup, foundryWriter)).writes;
}
