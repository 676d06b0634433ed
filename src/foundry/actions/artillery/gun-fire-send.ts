/**
 * NAP-7.3 the Fire gun request as the button sends it, once the aim, the cover, the building and
 * being in supply are settled (by the player in the dialog, or by the engine opponent from the
 * dialog's own starting values): the engine's checks first (a refusal is shown and nothing is
 * sent), then ONE request to the GM's procedure (artillery-procedure.ts) naming every figure the
 * round may strike.
 */
import type { CoverKind } from "@rules/cards/read";
import type { Summary, UnitState } from "@rules/model";
import { commandRadius, type Figure, type Point } from "@rules/geometry";
import {
  checkLaying,
  checkShellRange,
  checkSphericalCase,
  gunStateOf,
  limberInSupply,
  loadedShellKind,
  nationOf,
  type ArtilleryTarget,
  type GunLaying,
} from "@rules/artillery";
import { firedRound, type ArtilleryPiece, type ArtilleryRound } from "@rules/tables/artillery";
import { refuse } from "@foundry/kernel/acting-piece";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import { limberIdOf, type GunPiece } from "../guns/guns";
import type { GunAim, GunBuilding, GunFireRequest } from "./artillery-procedure";

const FIRE_GUN_KEYS = "COMBAT_PATROL.Action.FireGun.";

/** NAP-7.2 the round the gun fires (the one declared at loading; spherical case from the shell column) and its name. */
export function roundOfGun(unit: UnitState): { readonly round: ArtilleryRound; readonly declared: string } {
  const state = gunStateOf(unit);
  const round: ArtilleryRound = state.round === "none" ? "shot" : firedRound(state.round);
  return { round, declared: state.round === "none" ? round : state.round };
}

/** The centre of a unit's standing figures that have a token, null when none has. */
export function centreOf(unit: UnitState, port: TableUses<{ scene: "figuresAt" }>): Point | null {
  const at = port.scene.figuresAt(unit.figures.filter((f) => !f.incapacitated).map((f) => f.id));
  if (at.length === 0) return null;
  return { x: at.reduce((s, f) => s + f.at.x, 0) / at.length, y: at.reduce((s, f) => s + f.at.y, 0) / at.length };
}

/** Every unit on the scene and every targeted one, once. */
function unitsAround(port: TableUses<{ pieces: "unitsOnScene" | "targetedUnits" }>): UnitState[] {
  return [...port.pieces.unitsOnScene(), ...port.pieces.targetedUnits()].filter(
    (u, i, all) => all.findIndex((o) => o.id === u.id) === i,
  );
}

/** Every figure on the scene the round may strike (all units but the gun's own), with its token. */
export function artilleryTargets(
  gun: UnitState,
  port: TableUses<{ pieces: "unitsOnScene" | "targetedUnits"; scene: "figuresAt" }>,
  coverOf: (unitId: string) => CoverKind,
): ArtilleryTarget[] {
  return unitsAround(port)
    .filter((u) => u.id !== gun.id)
    .flatMap((unit) => {
      const tokens = new Map<string, Figure>(port.scene.figuresAt(unit.figures.map((f) => f.id)).map((f) => [f.id, f]));
      return unit.figures.flatMap((figure): ArtilleryTarget[] => {
        const token = tokens.get(figure.id);
        return token ? [{ unitId: unit.id, figure, token, cover: coverOf(unit.id), closeOrder: unit.closeOrder }] : [];
      });
    });
}

/**
 * NAP-7.3 in supply as the table measures it (limberInSupply): the leader's token from the gun's,
 * the limber's stored distance, the leader's command radius; null when it cannot tell.
 */
export function measuredSupply(
  gun: GunPiece,
  port: TableUses<{ scene: "distance"; user: "options" }>,
): { inSupply: boolean | null; leader: string; radius: number | null } {
  const unit = gun.unit;
  const leader = unit.figures.find((f) => f.id === unit.leaderId && !f.incapacitated) ?? null;
  const radius = leader?.leaderRank ? commandRadius(leader.leaderRank, leader.trained, port.user.options()) : null;
  const inSupply = limberInSupply({
    limberInches: gun.source.limber.distance,
    leaderInches: leader ? port.scene.distance(leader.id, unit.id) : null,
    radius,
  });
  return { inSupply, leader: leader?.name ?? "", radius };
}

/** NAP-7.3 the dialog's starting tick for "in supply": the table's measure, else a limber on the table. */
export function startingSupply(measured: { inSupply: boolean | null }, gun: GunPiece): boolean {
  return measured.inSupply ?? gun.source.limber.distance !== null;
}

/** What is settled before the request goes: the aim, the cover and building of the targeted troops, supply. */
export interface GunShot {
  /** The targeted unit (the troops in cover or in the building), if any. */
  readonly target: UnitState | null;
  readonly aim: GunAim;
  readonly targetPoint: Point;
  readonly cover: CoverKind;
  /** The building the targeted troops are in (its troops are the targeted unit); null in the open. */
  readonly building: Omit<GunBuilding, "troops"> | null;
  readonly inSupply: boolean;
}

/** NAP-7.3 the Fire gun request for a settled shot: checked here first, then sent to the GM. */
export async function sendGunFire(
  port: Table,
  found: { readonly gun: GunPiece; readonly piece: ArtilleryPiece },
  gunAt: Point,
  shot: GunShot,
): Promise<DrawResponse<PostedResult> | null> {
  const t = port.user.format;
  const { gun, piece } = found;
  const unit = gun.unit;
  const { round, declared } = roundOfGun(unit);
  const activation = port.draw.activation();
  const target = shot.target;
  // The targeted unit is the one in cover (or in the building), wherever the round is aimed.
  const troops = target ? [target.id] : [];
  const shotWeight = unit.flags?.["shotWeight"];
  const sent: Omit<GunLaying, "piece"> = {
    unit,
    crewAccuracy: unit.grade,
    gunAt,
    targetPoint: shot.targetPoint,
    inSupply: shot.inSupply,
    limberId: limberIdOf(gun),
    ...(typeof shotWeight === "number" ? { shotWeight } : {}),
    ...(activation !== null ? { activation } : {}),
  };
  const laying: GunLaying = { ...sent, piece };
  const shellKind = loadedShellKind(unit);
  try {
    checkLaying(laying, round, { rules: port.user.options() });
    if (round === "shell") {
      checkSphericalCase(shellKind, nationOf(unit), piece.name);
      checkShellRange(laying);
    }
  } catch (error) {
    refuse(port, error);
    return null;
  }
  const targets = artilleryTargets(unit, port, (id) => (troops.includes(id) ? shot.cover : "none"));
  const roundName = t(`COMBAT_PATROL.Choice.round.${declared}`);
  const range = Math.round(Math.hypot(shot.targetPoint.x - gunAt.x, shot.targetPoint.y - gunAt.y));
  const title: Summary =
    shot.aim.at === "unit" && target
      ? { key: `${FIRE_GUN_KEYS}chatTitle`, data: { unit: unit.name, round: roundName, target: target.name } }
      : { key: `${FIRE_GUN_KEYS}chatTitlePoint`, data: { unit: unit.name, round: roundName, range } };
  // The chat card names every unit the round may strike (aimed at a point, the struck units are not the targeted one).
  const struck = unitsAround(port).filter((u) => targets.some((x) => x.unitId === u.id));
  const input: GunFireRequest = {
    laying: sent,
    pieceId: piece.id,
    round,
    shellKind,
    targets,
    building: shot.building ? { ...shot.building, troops } : null,
    // How the point was found: the GM finds it again on the map (artillery-world.ts checkAim).
    aim: shot.aim,
    ...chatContext(port.writes.speaker(unit.id), title, [
      unit,
      ...(target ? [target] : []),
      ...struck.filter((u) => u.id !== target?.id),
    ]),
  };
  return port.draw.resolve({ procedure: "nap.gunFire", input });
}
