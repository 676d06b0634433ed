/** OW-5.2b / NAP-7.1 limber and unlimber, NAP-7.2 load, OW-5.2e re-face: the gun's buttons (no card drawn). */
import { DECLARED_ROUNDS, type DeclaredRound } from "@rules/tables/artillery";
import { clockOf } from "@rules/geometry";
import { read } from "@foundry/kernel/ask-dialog";
import { answeredBearing, clockField } from "@foundry/kernel/clock-field";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table } from "@foundry/kernel/table-ports";
import { postArtilleryReady, postGatling, postLoad, postReface, type GunPiece } from "./guns";

/** The gun the button was on, with the wagon carrying it (OW-5.2f); null (and a warning) for any other actor. */
function gunPieceOf(request: ActionRequest, port: Table): GunPiece | null {
  const gun = port.pieces.gun(request.actor.uuid);
  if (!gun) port.user.warn("COMBAT_PATROL.Error.notAPiece", { name: request.actor.name });
  return gun;
}

/** OW-5.2b / NAP-7.1 limber (the limber within 4") or unlimber the gun: one batch, one message. */
export async function limber(request: ActionRequest, port: Table, action: "limber" | "unlimber"): Promise<void> {
  const gun = gunPieceOf(request, port);
  if (!gun) return;
  // NAP-7.1 an artillery piece's result is computed by the GM's client from the world; a Gatling's (OW-5.2b) here.
  if (gun.source.kind === "artillery") await postArtilleryReady(port, gun, action);
  else await postGatling(port, gun, action);
}

/** NAP-7.2 one load action: the round declared in a small dialog. */
export async function load(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const gun = gunPieceOf(request, port);
  if (!gun) return;
  if (gun.source.kind !== "artillery")
    return port.user.warn("COMBAT_PATROL.Action.Load.gatling", { unit: gun.unit.name });
  const declared = gun.unit.flags?.["round"];
  const first: DeclaredRound = DECLARED_ROUNDS.find((r) => r === declared) ?? "shot";
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Load.title", { unit: gun.unit.name }),
    fields: [
      {
        type: "select",
        name: "round",
        label: t("COMBAT_PATROL.Action.Load.round"),
        value: first,
        options: DECLARED_ROUNDS.map((value) => ({ value, label: t(`COMBAT_PATROL.Choice.round.${value}`) })),
      },
    ],
    ok: t("COMBAT_PATROL.Action.Load.confirm"),
  });
  if (!answers) return;
  // NAP-7.2 the round as answered: the engine refuses a name that is no round (never another round instead).
  const round = read.str(answers, "round", first);
  // NAP-7.2 the card this load is made on: completing the loading records it (the gun fires on a later card).
  await postLoad(port, gun, round, port.draw.activation() ?? undefined);
}

/**
 * OW-5.2e manhandle the Gatling to a new facing, picked as an hour of the clock off the way it
 * faces now (its sheet's facing; 12 o'clock, no turn): the hour its token's rotation shows opens
 * selected, and kept, the token's own facing is sent.
 */
export async function reface(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const gun = gunPieceOf(request, port);
  if (!gun) return;
  if (gun.source.kind !== "gatling")
    return port.user.warn("COMBAT_PATROL.Action.Reface.artillery", { unit: gun.unit.name });
  const stored = gun.unit.flags?.["facing"];
  const before = typeof stored === "number" ? stored : 0;
  const token = port.scene.tokenFacing(request);
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Reface.title", { unit: gun.unit.name }),
    fields: [
      clockField(t, {
        name: "facing",
        label: t("COMBAT_PATROL.Action.Reface.facing"),
        hour: token === null ? 12 : clockOf(token, before),
        hint: t("COMBAT_PATROL.Action.Reface.hint"),
      }),
    ],
    ok: t("COMBAT_PATROL.Action.Reface.confirm"),
  });
  if (!answers) return;
  const facing = answeredBearing(answers, "facing", before, token);
  await postReface(port, gun, facing);
}
