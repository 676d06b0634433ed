/**
 * OW-5.2 the engine opponent serves a Gatling through the gun's own buttons' requests: a burst is
 * the Fire button's (actions/gatling sendGatlingFire) built as the dialog builds it, at the chosen
 * unit, with the target's cover as the map gives it from the gun (the dialog starts at none and
 * lets the player choose; the GM's check takes the request's, so the engine sends the map's); a
 * re-face the Re-face button's (actions/guns postReface), an unlimber or a limber the Unlimber
 * and Limber buttons' (postGatling), a limbered move the Move button's (sendGatlingMove). The GM's procedures then check, draw, post and write as for anyone. What the
 * chooser sees of the gun (its token and facing, moved or not) is read here from the same places
 * the dialog reads.
 */
import type { UnitState } from "@rules/model";
import type { GatlingChoice } from "@rules/opponent/choice";
import type { GatlingInSituation } from "@rules/opponent/gatling-situation";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { GunPiece, Table, TableUses } from "@foundry/kernel/table-ports";
import { gatlingStateOf, postGatling, postReface } from "@foundry/actions/guns/guns";
import { gatlingFireInput, gatlingMoved, sendGatlingFire, sendGatlingMove } from "@foundry/actions/gatling/gatling";
import { readGunMove } from "@foundry/actions/artillery/gun-map";
import { moveTokenToward } from "./move-play";

export type GatlingSituationTable = TableUses<{ pieces: "gun"; scene: "figuresAt" }>;

/** The Gatling a crew's unit serves; null for any other unit. */
function gatlingOf(unitId: string, table: TableUses<{ pieces: "gun" }>): GunPiece | null {
  const gun = table.pieces.gun(unitId);
  return gun && gun.source.kind === "gatling" ? gun : null;
}

/**
 * OW-5.2 the Gatling of a crew's unit as the chooser sees it: the token the arc is measured from
 * (OW-5.2f a wagon mount's wagon, facing as its token does; a carriage gun's own, facing as its
 * sheet says: the token carries it), as the dialog and the GM's check read it; undefined for any
 * other unit, or off the map.
 */
export function gatlingSituationOn(unit: UnitState, table: GatlingSituationTable): GatlingInSituation | undefined {
  const gun = gatlingOf(unit.id, table);
  if (!gun) return undefined;
  const token = table.scene.figuresAt([gun.wagon?.unit.id ?? unit.id])[0];
  if (!token) return undefined;
  // As the GM's check reads it (gatling-world.ts): the token's facing (a gun's token carries its stored one), else the sheet's.
  const stored = gun.unit.flags?.["facing"];
  const facing = token.facing ?? (!gun.wagon && typeof stored === "number" ? stored : 0);
  return { gatling: gatlingStateOf(gun), gunAt: { ...token, facing }, moved: gatlingMoved(gun) };
}

/** OW-5.2a/e the Fire button's request at the chosen unit, with the map's cover and the crew's moved flag. */
function playBurst(choice: GatlingChoice, gun: GunPiece, table: Table): Promise<DrawResponse<PostedResult>> | null {
  const target = table.pieces.unitsOnScene().find((u) => u.id === choice.targetUnitId);
  const input = target ? gatlingFireInput(gun, target, choice.cover, gatlingMoved(gun), table) : null;
  if (!target || !input) return null;
  return sendGatlingFire(table, gun, target, input);
}

/**
 * OW-5.2b the limbered move: the Move button's request (sendGatlingMove), the way read off the map
 * from the gun's token to the point named as clicked, as the dialog reads it and the GM reads it
 * again; then, when the GM grants it, the gun's token moved that way by the inches the card gave (no
 * farther than the point). Its facing stays the sheet's: OW-5.2e turning it is an activation of its own.
 */
async function playDrive(
  choice: GatlingChoice,
  gun: GunPiece,
  table: Table,
): Promise<DrawResponse<PostedResult> | null> {
  const to = choice.move?.to;
  if (!to) return null;
  const moved = await moveTokenToward(
    table,
    gun.unit.id,
    to,
    (token) => sendGatlingMove(table, gun, { terrain: readGunMove(table.scene.terrain(), token.at, to).terrain, to }),
    false,
  );
  return moved?.answer ?? null;
}

/** Play the Gatling's choice; the GM's answer, null when no request could be made. */
export async function playGatling(choice: GatlingChoice, table: Table): Promise<DrawResponse<PostedResult> | null> {
  const gun = gatlingOf(choice.unitId, table);
  if (!gun) return null;
  if (choice.step === "unlimber" || choice.step === "limber") return postGatling(table, gun, choice.step);
  if (choice.step === "move") return playDrive(choice, gun, table);
  if (choice.step === "reface") return choice.facing === null ? null : postReface(table, gun, choice.facing);
  return playBurst(choice, gun, table);
}
