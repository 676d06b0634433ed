/** A gun crew unit as the Foundry side builds it: crew figures, the limber ("team" flag), gun state on the flags. */
import { roundBase, type Figure } from "@rules/geometry";
import type { FigureState, FlagValue, UnitState } from "@rules/model";
import type { ArtilleryTarget, GunLaying } from "@rules/artillery";
import { artilleryPiece } from "@rules/tables/artillery";
import type { CoverKind } from "@rules/cards/read";
import { fig, unitOf } from "../mounted/fixtures";

export const LIMBER = "G#limber";

export function gunUnit(
  crew: readonly FigureState[] = crewOf(6),
  flags: Record<string, FlagValue> = {},
  over: Partial<UnitState> = {},
): UnitState {
  return unitOf("G", [...crew, fig(LIMBER, { flags: { team: true }, endurance: 1 })], {
    kind: "crew",
    leaderId: crew[0]?.id ?? null,
    flags: { limbered: false, outOfAmmo: 0, round: "shot", ...flags },
    ...over,
  });
}

export function crewOf(n: number, over: Partial<FigureState> = {}): FigureState[] {
  return Array.from({ length: n }, (_, i) => fig(`c${i + 1}`, over));
}

export function laying(over: Partial<GunLaying> = {}): GunLaying {
  return {
    unit: gunUnit(),
    piece: artilleryPiece("nap.gun-6"),
    crewAccuracy: "regular",
    gunAt: { x: 0, y: 0 },
    targetPoint: { x: 30, y: 0 },
    inSupply: true,
    ...over,
  };
}

export function target(
  id: string,
  unitId: string,
  x: number,
  y: number,
  over: { cover?: CoverKind; closeOrder?: boolean; figure?: Partial<FigureState> } = {},
): ArtilleryTarget {
  const token: Figure = { id, at: { x, y }, base: roundBase(1), unit: unitId };
  return {
    unitId,
    figure: fig(id, over.figure),
    token,
    cover: over.cover ?? "none",
    closeOrder: over.closeOrder ?? false,
  };
}
