/**
 * NAP-7 the engine opponent serves an artillery piece through the gun's own buttons' requests: a
 * load is the Load button's (actions/guns postLoad: the round declared, the card in play), a shot
 * the Fire gun button's (actions/artillery sendGunFire) with the dialog's starting state, aimed at
 * the targeted unit: the centre of its standing figures, its cover and building as the map gives
 * them from the gun (gunTargetOnMap), in supply as the table measures it. The GM's procedures
 * then check, draw, post and write as for anyone. What the chooser sees of the gun (its token, its
 * row, the card in play, supply) is read here from the same places the dialog reads.
 */
import type { UnitState } from "@rules/model";
import type { GunChoice, GunDriveChoice } from "@rules/opponent/choice";
import type { GunInSituation } from "@rules/opponent/gun-situation";
import { artilleryPiece, firedRound } from "@rules/tables/artillery";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { sceneGround } from "@foundry/kernel/world-facts";
import { limberIdOf, postArtilleryReady, postLoad, type GunPiece } from "@foundry/actions/guns/guns";
import { readGunMove } from "@foundry/actions/artillery/gun-map";
import { sendGunMove } from "@foundry/actions/artillery/move-gun";
import { centreOf, measuredSupply, sendGunFire, startingSupply } from "@foundry/actions/artillery/gun-fire-send";
import { gunTargetOnMap } from "@foundry/actions/artillery/gun-target-map";
import { moveTokenToward } from "./move-play";

export type GunSituationTable = TableUses<{
  user: "options";
  pieces: "gun";
  scene: "figuresAt" | "distance";
  draw: "activation";
}>;

/** An artillery piece's gun and Table 3 row (a Gatling, or a gun without a row, is none). */
function artilleryGun(unitId: string, table: TableUses<{ pieces: "gun" }>) {
  const gun = table.pieces.gun(unitId);
  const id = gun?.unit.flags?.["artilleryId"];
  if (!gun || gun.source.kind !== "artillery" || typeof id !== "string") return null;
  return { gun, piece: artilleryPiece(id) };
}

/** NAP-7 the gun of a crew's unit as the chooser sees it; undefined for any other unit, or a gun off the map. */
export function gunSituationOn(unit: UnitState, table: GunSituationTable): GunInSituation | undefined {
  const found = artilleryGun(unit.id, table);
  const token = table.scene.figuresAt([unit.id])[0];
  if (!found || !token) return undefined;
  const activation = table.draw.activation();
  const shotWeight = unit.flags?.["shotWeight"];
  return {
    piece: found.piece,
    at: token.at,
    base: token.base,
    inSupply: startingSupply(measuredSupply(found.gun, table), found.gun),
    limberId: limberIdOf(found.gun),
    ...(activation !== null ? { activation } : {}),
    ...(typeof shotWeight === "number" ? { shotWeight } : {}),
  };
}

/** NAP-7.2 the Load button's request with the chosen round. */
function playLoad(choice: GunChoice, gun: GunPiece, table: Table): Promise<DrawResponse<PostedResult> | null> {
  return postLoad(table, gun, choice.round, table.draw.activation() ?? undefined);
}

/** NAP-7.3 the Fire gun button's request: aimed at the chosen unit, as the dialog starts. */
async function playFire(
  choice: GunChoice,
  found: NonNullable<ReturnType<typeof artilleryGun>>,
  table: Table,
): Promise<DrawResponse<PostedResult> | null> {
  const unit = found.gun.unit;
  const target = table.pieces.unitsOnScene().find((u) => u.id === choice.targetUnitId) ?? null;
  const gunAt = table.scene.figuresAt([unit.id])[0];
  const point = target ? centreOf(target, table) : null;
  if (!target || !gunAt || !point) return null;
  const onMap = gunTargetOnMap(sceneGround(table.scene), unit.id, target, firedRound(choice.round));
  return sendGunFire(table, found, gunAt.at, {
    target,
    aim: { at: "unit", unitId: target.id },
    targetPoint: point,
    cover: onMap?.cover ?? "none",
    // NAP-7.3.1.2 / 7.3.2.2 / 7.3.3.2 the dialog's starting building: the face, the first floor, no ricochet.
    building: onMap?.structure
      ? { structure: onMap.structure, ricochet: false, floor: 1, roof: false, troopsOnRoof: false }
      : null,
    inSupply: startingSupply(measuredSupply(found.gun, table), found.gun),
  });
}

/**
 * NAP-7.1 the gun made ready or moved through its own buttons' requests: Limber and Unlimber
 * (postArtilleryReady), NAP-7.1b the limber brought back and the limbered move (Move gun's
 * sendGunMove, the way read off the map from the gun's token to the point named as clicked, as the
 * dialog reads it and the GM reads it again); then, when the GM grants the move, the gun's token
 * moved that way by the inches the cards gave (no farther than the point) and turned to the way.
 */
export async function playGunDrive(choice: GunDriveChoice, table: Table): Promise<DrawResponse<PostedResult> | null> {
  const found = artilleryGun(choice.unitId, table);
  if (!found) return null;
  const gun = found.gun;
  if (choice.step === "limber" || choice.step === "unlimber") return postArtilleryReady(table, gun, choice.step);
  if (choice.step === "limberBack")
    return sendGunMove(table, gun, { terrain: "open", inchesInRough: 0, limberBack: true });
  const to = choice.to;
  if (!to) return null;
  const moved = await moveTokenToward(
    table,
    gun.unit.id,
    to,
    (token) => sendGunMove(table, gun, { ...readGunMove(table.scene.terrain(), token.at, to), limberBack: false, to }),
    true,
  );
  return moved?.answer ?? null;
}

/** Play the gun's choice; the GM's answer, null when no request could be made. */
export async function playGun(choice: GunChoice, table: Table): Promise<DrawResponse<PostedResult> | null> {
  const found = artilleryGun(choice.unitId, table);
  if (!found) return null;
  return choice.step === "load" ? playLoad(choice, found.gun, table) : playFire(choice, found, table);
}
