/**
 * NAP-7.3 firing a gun and NAP-7.1 moving it: the draw procedures the GM runs over the
 * requester's Action Deck. The request carries the gun's laying (as the table measured it),
 * the round, the target (troops, or a building: NAP-7.3.1.2, NAP-7.3.2.2, NAP-7.3.3.2) and
 * every figure the round may strike; the GM's client checks it against the world first
 * (artillery-world.ts), then the engine (src/rules/artillery) decides everything.
 */
import type { CardSource } from "@rules/cards/source";
import type { Point } from "@rules/geometry";
import type { ProcedureResult } from "@rules/model";
import {
  checkCanisterBuildingTarget,
  checkSphericalCase,
  nationOf,
  resolveCanister,
  resolveGunAim,
  resolveGunMove,
  resolveInsideBlast,
  resolveShell,
  resolveShellOnRoof,
  resolveSolidShot,
  resolveSolidShotAtBuilding,
  shellTemplate,
  type ArtilleryOptions,
  type ArtilleryTarget,
  type GunLaying,
  type GunMoveInput,
  type ShellKind,
  type ShellRoofResult,
  type AimRecord,
} from "@rules/artillery";
import type { BlastFigure } from "@rules/procedures/he";
import { artilleryPiece, type ArtilleryRound, type Structure } from "@rules/tables/artillery";
import type { DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult } from "@foundry/kernel/procedure-steps";
import type { ChatContext, PostedResult } from "@foundry/kernel/action-requests";
import { checkGunFireAgainstWorld, checkGunMoveAgainstWorld } from "./artillery-world";
import { checkGunAim, gunMoveDeclared, gunTargetDeclared } from "./gun-map-world";

/** NAP-7.3.1.2 / NAP-7.3.2.2 / NAP-7.3.3.2 the round is fired at a building the targeted troops are in. */
export interface GunBuilding {
  readonly structure: Structure;
  /** NAP-7.3.1.2 solid shot short of the face, ricocheting into it (penetration 2 less). */
  readonly ricochet: boolean;
  /** NAP-7.3.2.2 the floor the target point is on (canister: the first floor only). */
  readonly floor: number;
  /** NAP-7.3.3.2 shell or spherical case aimed at the roof (else at the face: no structural effect). */
  readonly roof: boolean;
  /** The units inside (the troops the player targeted). */
  readonly troops: readonly string[];
  /** NAP-7.3.3.2 the troops stand on the roof (attacked when the round does not go through), not on the top floor. */
  readonly troopsOnRoof: boolean;
}

/**
 * NAP-7.3 how the player aimed: at the targeted unit (the centre of its standing figures), a range
 * straight ahead along the gun's facing (toward the targeted unit, when one is), or a point he
 * clicked. The GM finds the unit's centre and the point ahead again on the map (artillery-world.ts).
 */
export type GunAim =
  | { readonly at: "unit"; readonly unitId: string }
  | { readonly at: "ahead"; readonly range: number; readonly unitId?: string }
  | { readonly at: "canvas" };

export interface GunFireRequest extends ChatContext {
  /** The gun's laying without its Table 3 row (the GM reads the row from `pieceId`). */
  readonly laying: Omit<GunLaying, "piece">;
  /** NAP-7.4 the Table 3 row (artilleryPiece id). */
  readonly pieceId: string;
  readonly round: ArtilleryRound;
  /** NAP-7.3.3 a shell round or spherical case (British only). */
  readonly shellKind: ShellKind;
  /** Every figure the round may strike (path, swath, template), with its token. */
  readonly targets: readonly ArtilleryTarget[];
  /** The troops inside the building (the targeted unit), when the target is a building. */
  readonly building: GunBuilding | null;
  /** How the target point was found (absent: an older client; the point stands as sent). */
  readonly aim?: GunAim;
}

export interface GunMoveRequest extends ChatContext {
  readonly move: GunMoveInput;
  readonly gun: { readonly id: string; readonly name: string };
  /** The point the player clicked (inches): the GM reads the way from the gun's token to it (gun-map.ts); absent off the map. */
  readonly to?: Point;
}

declare module "@foundry/kernel/draw-ports" {
  interface DrawProcedures {
    "nap.gunFire": { input: GunFireRequest; output: PostedResult };
    "nap.gunMove": { input: GunMoveRequest; output: PostedResult };
  }
}

function blastFigures(targets: readonly ArtilleryTarget[], unitIds: ReadonlySet<string>): BlastFigure[] {
  return targets
    .filter((t) => unitIds.has(t.unitId) && !t.figure.incapacitated)
    .map((t) => ({ unitId: t.unitId, figure: t.figure, cover: t.cover }));
}

/** A result made of two engine results in one message (the first names the procedure and the summary). */
function joined<R extends ProcedureResult>(first: R, second: ProcedureResult, extra: object = {}): R {
  return {
    ...first,
    ...extra,
    cards: [...first.cards, ...second.cards],
    effects: [...first.effects, ...second.effects],
  };
}

/**
 * NAP-7.3 one round fired, every case: troops (7.3.1.1, 7.3.2, 7.3.3.1), a building's face
 * (7.3.1.2 solid shot then, through, the troops inside; 7.3.2.2 canister on the first floor;
 * 7.3.3.2 shell at the face) or its roof (7.3.3.2: the aim, then the roof).
 */
function fireGunResult(input: GunFireRequest, source: CardSource, options: ArtilleryOptions): ProcedureResult {
  const laying: GunLaying = { ...input.laying, piece: artilleryPiece(input.pieceId) };
  const building = input.building;
  const inside = new Set(building?.troops ?? []);
  if (input.round === "shot") {
    if (!building) return resolveSolidShot(laying, input.targets, source, options);
    const shot = resolveSolidShotAtBuilding(
      laying,
      { structure: building.structure, ricochet: building.ricochet },
      source,
      options,
    );
    if (!shot.inside) return shot;
    const blast = resolveInsideBlast(shot.inside.explosion, blastFigures(input.targets, inside), source, options);
    return joined(shot, blast, { insideBlast: blast });
  }
  if (input.round === "canister") {
    if (building) checkCanisterBuildingTarget(building.floor);
    return resolveCanister(laying, input.targets, source, options);
  }
  if (!building?.roof)
    return resolveShell(
      laying,
      { kind: input.shellKind, buildingCover: building !== null },
      input.targets,
      source,
      options,
    );
  const nation = nationOf(laying.unit);
  checkSphericalCase(input.shellKind, nation, laying.piece.name);
  const aimed = resolveGunAim(laying, "shell", source, options);
  const roof = resolveShellOnRoof(
    laying.unit.id,
    {
      kind: input.shellKind,
      nation,
      gun: laying.piece.name,
      topFloor: building.troopsOnRoof ? [] : blastFigures(input.targets, inside),
      onRoof: building.troopsOnRoof ? blastFigures(input.targets, inside) : [],
      template: shellTemplate(laying.piece, input.shellKind),
    },
    source,
    options,
  );
  // The aim's cards first (drawn first), then the roof's; the aim's effects are the gun's reload markers.
  const landed: ShellRoofResult & { readonly aim: AimRecord } = {
    ...roof,
    aim: aimed.aim,
    cards: [...aimed.cards, ...roof.cards],
    effects: [...roof.effects, ...aimed.effects],
  };
  return landed;
}

export const GUN_FIRE_PROCEDURE: DrawProcedure<"nap.gunFire"> = {
  run(input, source, ctx) {
    // NAP-7.3 the request's shape, then the gun, its crew, the round, the activation and every figure it may
    // strike read from the world (artillery-world.ts).
    const gun = checkGunFireAgainstWorld(input, ctx);
    // NAP-7.3 the aim found again on the map (the unit's centre, the point ahead); a range typed otherwise is shown.
    const rangeDeclared = checkGunAim(ctx.world, input, gun);
    // CORE-3 the gun fires once in an activation (the same shot sent again is refused).
    ctx.spend("fire", gun.id, [gun]);
    const cards = capturing(source);
    const result = fireGunResult(input, cards, { rules: ctx.options });
    // NAP-7.3 the cover and building the map shows the targeted unit in, beside the player's call.
    const declared = [...(rangeDeclared ? [rangeDeclared] : []), ...gunTargetDeclared(ctx.world, input, gun)];
    const shown = declared.length ? { ...result, declared } : result;
    return posted(shown, cards.cards, input, [...gun.figures, ...input.targets.map((t) => t.figure)]);
  },
  commit: postResult,
};

export const GUN_MOVE_PROCEDURE: DrawProcedure<"nap.gunMove"> = {
  run(input, source, ctx) {
    // NAP-7.1 the gun limbered or not, its limber team and the activation read from the world.
    const { gun, mover } = checkGunMoveAgainstWorld(input, ctx);
    // CORE-3 the gun (or NAP-7.1b its limber coming back) moves once in an activation.
    ctx.spend("move", gun.id, [mover]);
    // NAP-7.1 the map's reading of the clicked move beside what the player declared.
    const declared = gunMoveDeclared(ctx.world, input);
    const cards = capturing(source);
    const result = resolveGunMove(input.move, cards, { rules: ctx.options });
    const shown = declared.length ? { ...result, declared } : result;
    return posted(shown, cards.cards, input, []);
  },
  commit: postResult,
};
