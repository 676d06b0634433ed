/**
 * The gun actions that draw no card (OW-5.2b/e, NAP-7.1, NAP-7.2): limber, unlimber, load and
 * re-face. Each reads the gun as the engine reads it, asks the engine (a Gatling: the Old West
 * rules; an artillery piece: the artillery rules) and writes its effects in ONE batch with ONE
 * chat message. No Foundry global: the handlers (handlers.ts) gather the gun and call these.
 */
import { showRefusal } from "@foundry/shared/refusals";
import { gunAndStoredLimber, limberWithin, type Figure } from "@rules/geometry";
import type { ProcedureResult, UnitState } from "@rules/model";
import type { RulesOptions } from "@rules/options";
import { limberAction, type GatlingState } from "@rules/old-west/gatling";
import { gunCrewOf, limberGun, limberOf, loadAction, unlimberGun } from "@rules/artillery";
import { partId } from "@rules/parts";
import { sendWithoutCards } from "@foundry/kernel/no-card-procedure";
import type { GunPiece, TableUses } from "@foundry/kernel/table-ports";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { GunReadyStep } from "./guns-world";
import { gatlingReadyResult, type GatlingStep } from "./gatling-ready";

/** What the gun actions use of the table port (no card is drawn: the GM's client records and posts the result). */
export type GunPort = TableUses<{
  user: "options" | "warn" | "userId";
  draw: "resolve";
  writes: "speaker";
}>;

export type { GunPiece };

/** The limber's figure id in the gun's unit ("<gun>#limber"). */
export function limberIdOf(gun: GunPiece): string {
  return partId(gun.unit.id, "limber");
}

/** OW-5.2 the Gatling as the Old West rules read it. */
export function gatlingStateOf(gun: GunPiece): GatlingState {
  const limberId = limberIdOf(gun);
  return {
    crew: gun.unit,
    mount: gun.wagon ? "wagon" : "carriage",
    limbered: gun.source.limbered,
    limber: gun.unit.figures.find((f) => f.id === limberId) ?? null,
    wagon: gun.wagon,
  };
}

/**
 * OW-5.2b / NAP-7.1 the gun and its limber as the geometry measures them: the limber has no token,
 * the gun stores its distance from the gun (null: not on the table).
 */
export function gunAndLimber(gun: GunPiece): { gunAt: Figure; limberAt: Figure | null } {
  return gunAndStoredLimber(gun.unit.id, limberIdOf(gun), gun.source.limber.distance);
}

/**
 * NAP-7.1 limber or unlimber, NAP-7.2 one load action with the declared round: an artillery
 * piece's result from its crew unit alone (its flags hold the limber's distance, its limber figure
 * the team's state), so the player's client and the GM's compute it alike. The crew serving the
 * gun now is counted without the limber; `activation` (the card in play) is recorded when this
 * load completes loading.
 */
export function artilleryReadyResult(
  unit: UnitState,
  step: GunReadyStep,
  rules: RulesOptions,
  round = "",
  activation?: string,
): ProcedureResult {
  const limberId = partId(unit.id, "limber");
  const crew = gunCrewOf(unit, limberId);
  if (step === "unlimber") return unlimberGun(unit, crew);
  if (step === "load") return loadAction(unit, round, crew, activation, { rules });
  const { distance, state } = limberOf(unit, limberId);
  const { gunAt, limberAt } = gunAndStoredLimber(unit.id, limberId, distance);
  const within = limberAt !== null && limberWithin(limberAt, gunAt);
  return limberGun(unit, within, state);
}

/** OW-5.2b (Gatling) / NAP-7.1 (artillery) limber or unlimber: the engine's result. */
export function limberResult(
  gun: GunPiece,
  action: "limber" | "unlimber",
  table: TableUses<{ user: "options" }>,
): ProcedureResult {
  const rules = table.user.options();
  const { gunAt, limberAt } = gunAndLimber(gun);
  if (gun.source.kind === "gatling")
    return limberAction({ gatling: gatlingStateOf(gun), action, gunAt, limberAt }, { rules });
  return artilleryReadyResult(gun.unit, action, rules);
}

/**
 * OW-5.2b limber or unlimber, OW-5.2e re-face (degrees, the rules' convention) a Gatling: the
 * result previewed here first (a refusal is shown and nothing is sent), then asked of the GM's
 * client, which computes it again from the Gatling as the world holds it and posts it
 * (gatling-ready-procedure.ts): one batch, one message. The GM's answer (the engine opponent falls
 * back on it), null when nothing was sent.
 */
export async function postGatling(
  table: GunPort,
  gun: GunPiece,
  step: GatlingStep,
  facing?: number,
): Promise<DrawResponse<PostedResult> | null> {
  const gatling = gatlingStateOf(gun);
  try {
    gatlingReadyResult(gatling, step, table.user.options(), facing);
  } catch (error) {
    showRefusal((key, data) => table.user.warn(key, data), error);
    return null;
  }
  const input = { gatling, step, ...(facing !== undefined ? { facing } : {}) };
  return sendWithoutCards(table, "ow.gatlingReady", input, gun.unit.id);
}

/**
 * NAP-7.1 / NAP-7.2 an artillery piece limbered, unlimbered or loaded: the result computed here
 * first (a refusal is shown and nothing is sent), then asked of the GM's client, which computes it
 * again from the gun as the world holds it and posts it (guns-procedure.ts).
 */
export async function postArtilleryReady(
  table: GunPort,
  gun: GunPiece,
  step: GunReadyStep,
  round?: string,
  activation?: string,
): Promise<DrawResponse<PostedResult> | null> {
  try {
    artilleryReadyResult(gun.unit, step, table.user.options(), round, activation);
  } catch (error) {
    showRefusal((key, data) => table.user.warn(key, data), error);
    return null;
  }
  return table.draw.resolve({
    procedure: "nap.gunReady",
    input: {
      unit: gun.unit,
      step,
      ...(round !== undefined ? { round } : {}),
      ...(activation !== undefined ? { activation } : {}),
      speaker: table.writes.speaker(gun.unit.id),
    },
  });
}

/**
 * NAP-7.2 load an artillery piece (a Gatling's gunner reloads with Reload: the user is told so);
 * the GM's answer, null when nothing was sent.
 */
export async function postLoad(
  table: GunPort,
  gun: GunPiece,
  round: string,
  activation?: string,
): Promise<DrawResponse<PostedResult> | null> {
  if (gun.source.kind !== "artillery") {
    table.user.warn("COMBAT_PATROL.Action.Load.gatling", { unit: gun.unit.name });
    return null;
  }
  return postArtilleryReady(table, gun, "load", round, activation);
}

/** OW-5.2e re-face a Gatling (an artillery piece is told to turn with Move); the GM's answer, null when nothing was sent. */
export async function postReface(
  table: GunPort,
  gun: GunPiece,
  facing: number,
): Promise<DrawResponse<PostedResult> | null> {
  if (gun.source.kind !== "gatling") {
    table.user.warn("COMBAT_PATROL.Action.Reface.artillery", { unit: gun.unit.name });
    return null;
  }
  return postGatling(table, gun, "reface", facing);
}
