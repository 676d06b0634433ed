/**
 * NAP-7.1 the "Move gun" button of an artillery piece: limbered (one card in the open, two on a
 * road, one in woods or rough with a bog check) or manhandled (a quarter of one card). With the
 * gun's token on the scene the player clicks where it goes: the ground on the straight way and its
 * inches in woods or rough come read from the map (gun-map.ts readGunMove); he confirms or changes
 * them. ONE request: the GM reads the same way, draws and posts ONE message with the inches (its
 * Apply records the activation card the gun moved on: NAP-7.3 it may not fire on that card).
 */
import { limberMayReturn, type GunTerrain } from "@rules/artillery";
import type { Point } from "@rules/geometry";
import { read } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { GunPiece, Table } from "@foundry/kernel/table-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import { artilleryOf } from "./fire-gun";
import { clickedGunMove } from "./gun-map";
import type { GunMoveRequest } from "./artillery-procedure";

const MOVE_GUN_KEYS = "COMBAT_PATROL.Action.MoveGun.";
const TERRAINS: readonly GunTerrain[] = ["open", "road", "rough"];

/** NAP-7.1 the Move gun button. */
export async function moveGun(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const found = artilleryOf(request, port);
  if (!found) return;
  const { gun } = found;
  const clicked = await clickedGunMove(port, gun.unit.id, `${MOVE_GUN_KEYS}clickDestination`);
  if (clicked === "cancelled") return;
  const map = clicked?.map ?? null;
  const mapHint = map ? { hint: t(`${MOVE_GUN_KEYS}fromTheMap`) } : {};
  const limbered = gun.source.limbered;
  // NAP-7.1b a limber left beyond 4" must be brought back before the gun limbers: the dialog offers it.
  const limberAway = !limbered && limberMayReturn(gun.source.limber.distance);
  const answers = await port.dialogs.ask({
    title: t(`${MOVE_GUN_KEYS}title`, { unit: gun.unit.name }),
    intro: t(limbered ? `${MOVE_GUN_KEYS}limbered` : `${MOVE_GUN_KEYS}manhandled`),
    fields: [
      ...(limberAway
        ? [
            {
              type: "checkbox" as const,
              name: "limberBack",
              label: t(`${MOVE_GUN_KEYS}limberBack`, { inches: gun.source.limber.distance ?? 0 }),
              value: false,
              hint: t(`${MOVE_GUN_KEYS}limberBackHint`),
            },
          ]
        : []),
      {
        type: "select",
        name: "terrain",
        label: t(`${MOVE_GUN_KEYS}terrain`),
        value: map?.terrain ?? "open",
        ...mapHint,
        options: TERRAINS.map((v) => ({ value: v, label: t(`${MOVE_GUN_KEYS}terrainOf.${v}`) })),
      },
      {
        type: "number",
        name: "inchesInRough",
        label: t(`${MOVE_GUN_KEYS}inchesInRough`),
        value: map?.inchesInRough ?? 0,
        step: 0.1,
        hint: t(map ? `${MOVE_GUN_KEYS}inchesInRoughMapHint` : `${MOVE_GUN_KEYS}inchesInRoughHint`),
      },
    ],
    ok: t(`${MOVE_GUN_KEYS}confirm`),
  });
  if (!answers) return;
  const asked = read.str(answers, "terrain", "open");
  const terrain = TERRAINS.find((v) => v === asked) ?? "open";
  const back = limberAway && read.bool(answers, "limberBack");
  await sendGunMove(port, gun, {
    terrain,
    inchesInRough: read.num(answers, "inchesInRough", 0),
    limberBack: back,
    ...(clicked ? { to: clicked.to } : {}),
  });
}

/** NAP-7.1 what the Move gun dialog answers: the ground, its inches in rough, NAP-7.1b the limber brought back. */
export interface GunMoveAnswers {
  readonly terrain: GunTerrain;
  readonly inchesInRough: number;
  readonly limberBack: boolean;
  /** The point clicked (the GM reads the same way on the map, artillery-world.ts); absent off the map. */
  readonly to?: Point;
}

/**
 * NAP-7.1 the Move gun request, as the button sends it (the engine opponent sends its own the
 * same way): the card in play recorded with a move of the gun (NAP-7.3 it may not fire on it), the
 * limber team's cards when the limber alone comes back (NAP-7.1b: the gun stays). The GM's answer.
 */
export function sendGunMove(port: Table, gun: GunPiece, answers: GunMoveAnswers): Promise<DrawResponse<PostedResult>> {
  const { terrain, inchesInRough: rough } = answers;
  const activation = port.draw.activation();
  const back = answers.limberBack ? (gun.source.limber.distance ?? 0) : null;
  const input: GunMoveRequest = {
    move: {
      unitId: gun.unit.id,
      // NAP-7.1b the limber team pulls the limber alone: its cards are a limbered move's; the gun stays.
      limbered: gun.source.limbered || back !== null,
      ...(back !== null ? { returningLimberFrom: back } : {}),
      terrain,
      limber: gun.source.limber.state,
      ...(terrain === "rough" && rough > 0 ? { inchesInRough: rough } : {}),
      ...(activation !== null && back === null ? { activation } : {}),
    },
    gun: { id: gun.unit.id, name: gun.unit.name },
    ...(answers.to ? { to: answers.to } : {}),
    ...chatContext(
      port.writes.speaker(gun.unit.id),
      { key: `${MOVE_GUN_KEYS}chatTitle`, data: { unit: gun.unit.name } },
      [gun.unit],
    ),
  };
  return port.draw.resolve({ procedure: "nap.gunMove", input });
}
