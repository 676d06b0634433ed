/**
 * The pieces on the table as Foundry holds them, read where the system needs them at once (the
 * combat tracker, the ownership guard): the unit a figure belongs to, its tokens, the engine's
 * UnitState. With foundry-port.ts, the only files under actions/ that read Foundry's globals; the
 * port itself (foundry-port.ts) loads with the action folders on first use, these stay
 * in the start-up module.
 */
import type { FigureState, UnitState } from "@rules/model";
import { foundryFormat } from "@foundry/shared/format";
import { notifyKey } from "@foundry/shared/format";
import { ownsActor } from "@foundry/shared/ownership";
import { soloUnit } from "./solo-unit";
import type { ActionRequest, OwnershipPorts } from "./action-layer";
import type { ArmedWith, TablePiece } from "./table-ports";
import { actorByUuid } from "@foundry/data/resolve";
import { FigureModel } from "@foundry/data/actor/figure";
import { GunModel } from "@foundry/data/actor/gun";
import { HerdModel } from "@foundry/data/actor/herd";
import { UnitModel } from "@foundry/data/actor/unit";
import { WagonModel } from "@foundry/data/actor/wagon";

/** The member UUIDs of a unit-like actor (unit members, gun crew, wagon driver and passengers). */
function memberIds(actor: Actor.Implementation): string[] {
  const s = actor.system;
  if (s instanceof UnitModel) return [...s.members];
  if (s instanceof GunModel) return [...s.crewIds];
  if (s instanceof WagonModel) return [...(s.driverId ? [s.driverId] : []), ...s.passengerIds];
  return [];
}

/** The unit-like world actor a figure belongs to (first match), null for a figure on its own. */
function unitActorOf(figureUuid: string): Actor.Implementation | null {
  for (const actor of game.actors ?? []) {
    if (!(actor.system instanceof UnitModel || actor.system instanceof GunModel)) continue;
    if (memberIds(actor).includes(figureUuid)) return actor;
  }
  return null;
}

/** The engine's unit of a unit-like actor. */
export function unitStateOfActor(actor: Actor.Implementation): UnitState | null {
  const s = actor.system;
  if (s instanceof UnitModel || s instanceof GunModel || s instanceof WagonModel || s instanceof HerdModel)
    return s.toUnitState();
  if (s instanceof FigureModel) return soloUnit(s.toFigureState(), s.commandDie);
  return null;
}

interface ActingPiece {
  /** The unit (or lone figure) acting. */
  readonly unit: UnitState;
  /** The actor holding the unit's data (unit, gun, wagon, herd; the figure when alone). */
  readonly unitActor: Actor.Implementation;
  /** The figure the button was on, null when it was on the unit. */
  readonly figure: FigureState | null;
}

/** What a button on an actor acts for: a figure and its unit, or a unit. */
export function actingPiece(actor: Actor.Implementation): ActingPiece | null {
  const s = actor.system;
  if (s instanceof FigureModel) {
    const figure = s.toFigureState();
    const unitActor = unitActorOf(actor.uuid);
    const unit = unitActor ? unitStateOfActor(unitActor) : null;
    return unit && unitActor
      ? { unit, unitActor, figure }
      : { unit: soloUnit(figure, s.commandDie), unitActor: actor, figure };
  }
  const unit = unitStateOfActor(actor);
  return unit ? { unit, unitActor: actor, figure: null } : null;
}

/** What a button on an actor (by UUID) acts for, as the table's pieces role gives it. */
export function tablePiece(actorId: string): TablePiece | null {
  const actor = actorByUuid(actorId);
  const piece = actor ? actingPiece(actor) : null;
  return piece ? { unit: piece.unit, unitActorId: piece.unitActor.uuid, figure: piece.figure } : null;
}

/** The weapon a figure (actor UUID) carries, from its own item; null when unarmed or no figure. */
export function armedWith(figureId: string): ArmedWith | null {
  const system = actorByUuid(figureId)?.system;
  if (!(system instanceof FigureModel)) return null;
  const profile = system.weaponProfile();
  return profile ? { profile, name: system.weapon?.name ?? profile.id } : null;
}

/** Tokens of an actor UUID on a scene (a world actor's linked tokens, or the unlinked token itself). */
export function tokensOf(
  actorUuid: string,
  scene: Scene.Implementation | null = game.scenes?.viewed ?? null,
): TokenDocument.Implementation[] {
  if (!scene) return [];
  return scene.tokens.filter((t) => t.actor?.uuid === actorUuid);
}

export function tokenOf(actorUuid: string, scene?: Scene.Implementation | null): TokenDocument.Implementation | null {
  return tokensOf(actorUuid, scene)[0] ?? null;
}

/** The action layer's ownership guard on Foundry: the actor's owners and the GM may act for it. */
export const foundryOwnership: OwnershipPorts<ActionRequest> = {
  isGM: () => game.user?.isGM ?? null,
  owns: (request) => ownsActor(game.user, request.actor),
  name: (request) => request.actor.name ?? "",
  warn: (key, data) => notifyKey("warn", key, data),
};

/** A button's action that threw: logged, and told to the user in one localized line. */
export function reportActionFailure(error: unknown): void {
  console.error(error);
  ui.notifications?.error(
    foundryFormat("COMBAT_PATROL.Action.failed", { error: error instanceof Error ? error.message : String(error) }),
  );
}
