/**
 * OW-5.2 the Gatling's buttons (gun sheet; a wagon carrying one passes the gun's UUID as
 * `gunId`): Fire (the gunner draws the gun's bracketed rate of fire inside its 45° arc) and Move
 * (limbered, manhandled, or with its wagon). Each asks a few choices, then ONE request to the GM's
 * draw service; the GM posts ONE message whose Apply writes the result.
 */
import { enemiesOf } from "@rules/sides";
import type { CoverKind } from "@rules/cards/read";
import type { UnitState } from "@rules/model";
import type { Point } from "@rules/geometry";
import type { GatlingFireInput, GatlingTerrain } from "@rules/old-west/gatling";
import { read, type Answers } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, GunPiece, TableUses } from "@foundry/kernel/table-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { clickedMove } from "../wagon/measured";
import { askWagonMove } from "../wagon/wagon-move-dialog";
import { clickedGunMove } from "../artillery/gun-map";
import { ACTION_FLAGS } from "@rules/procedures/data";
import { gatlingStateOf } from "../guns/guns";
import { oddsOrNone } from "../odds-text";
import { gatlingOddsLines } from "./gatling-odds";
import "./gatling-requests";

const COVERS = ["none", "soft", "hard"] as const satisfies readonly CoverKind[];
const TERRAINS = ["open", "road", "rough"] as const satisfies readonly GatlingTerrain[];

/** The Gatling the button acts for (the gun actor, or `gunId` from a wagon's sheet); null and a warning otherwise. */
function gatlingOf(request: ActionRequest, port: TableUses<{ pieces: "gun"; user: "warn" }>): GunPiece | null {
  const gun = port.pieces.gun(request.params["gunId"] || request.actor.uuid);
  if (!gun || gun.source.kind !== "gatling") {
    port.user.warn("COMBAT_PATROL.Action.Gatling.notGatling", { name: request.actor.name ?? "" });
    return null;
  }
  return gun;
}

/**
 * The target's standing figures, nearest to the gun's token first, each with its line from the gun
 * and its range as fire measures one (CORE-5.1 the scene's distance: base edge to base edge, the
 * GM's requireRange reads the same); none off the table.
 */
function linedUp(gun: GunPiece, target: UnitState, port: TableUses<{ scene: "firingLine" | "distance" }>) {
  const lines = target.figures
    .filter((f) => !f.incapacitated)
    .map((figure, i) => ({ figure, i, line: port.scene.firingLine(gun.unit.id, figure.id) }))
    .flatMap((x) => {
      // From the gun's token, else its wagon's (the line's own order: the gun's token first).
      const inches =
        port.scene.distance(gun.unit.id, x.figure.id) ??
        (gun.wagon ? port.scene.distance(gun.wagon.unit.id, x.figure.id) : null);
      return x.line && inches !== null ? [{ ...x, line: x.line, inches }] : [];
    });
  lines.sort((a, b) => a.inches - b.inches || a.i - b.i);
  return lines;
}

/** OW-5.2a/f the gun moved this activation as the crew's flag says (a wagon mount: when its wagon did, the wagon's own Move flags the wagon). */
export function gatlingMoved(gun: GunPiece): boolean {
  return gun.unit.flags?.[ACTION_FLAGS.moved] === true || gun.wagon?.unit.flags?.[ACTION_FLAGS.moved] === true;
}

/**
 * OW-5.2a/e/f the burst as the Fire dialog builds it for a target, a cover and moved or not: the
 * range from the gun's token to the nearest standing target figure, the line's facing; null when no
 * target figure is on the table. The engine opponent builds its burst the same way (gatling-play.ts).
 */
export function gatlingFireInput(
  gun: GunPiece,
  target: UnitState,
  cover: CoverKind,
  moved: boolean,
  port: TableUses<{ scene: "firingLine" | "distance" }>,
): GatlingFireInput | null {
  const lined = linedUp(gun, target, port);
  const nearest = lined[0];
  if (!nearest) return null;
  return {
    gatling: gatlingStateOf(gun),
    gunAt: nearest.line.gun,
    targetPoint: nearest.line.target.at,
    target: {
      unitId: target.id,
      figures: lined.map((l) => ({ figure: l.figure, cover })),
      closeOrder: target.closeOrder,
    },
    rangeInches: Math.round(nearest.inches * 10) / 10,
    moved,
  };
}

/** OW-5.2a/e/f the Fire button's ONE request to the GM's draw service (the engine opponent sends it alike); the GM's answer. */
export function sendGatlingFire(
  port: TableUses<{ pieces: "wagon"; draw: "resolve"; writes: "speaker" }>,
  gun: GunPiece,
  target: UnitState,
  input: GatlingFireInput,
): Promise<DrawResponse<PostedResult>> {
  const title = { key: "COMBAT_PATROL.Action.title.fire", data: { unit: gun.unit.name, target: target.name } };
  return port.draw.resolve({
    procedure: "ow.gatlingFire",
    input: {
      ...input,
      targetWagon: port.pieces.wagon(target.id),
      ...chatContext(port.writes.speaker(gun.unit.id), title, [gun.unit, target]),
    },
  });
}

/**
 * OW-5.2a/e/f Fire the Gatling: the target unit (the targeted one first), its cover, whether the
 * gun moved; the range from the gun's token to the nearest target figure; the arc is the engine's
 * (a target outside is refused on the GM's side before any card is drawn).
 */
export async function gatlingFire(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const gun = gatlingOf(request, port);
  if (!gun) return;
  const own = new Set([gun.unit.id, gun.wagon?.unit.id]);
  // Targeted units first, then the other side's on the scene, then the rest (a friend is never the
  // target the dialog opens at when none is targeted: src/rules/sides.ts).
  const onScene = port.pieces.unitsOnScene();
  const byId = new Map(
    [...port.pieces.targetedUnits(), ...enemiesOf(gun.unit, port.pieces.allegiance, onScene), ...onScene]
      .filter((u) => !own.has(u.id))
      .map((u) => [u.id, u]),
  );
  const first = [...byId.values()][0];
  if (!first) return port.user.warn("COMBAT_PATROL.Action.Fire.noTarget");
  // OW-5.2e / OW-5.2f the arc on the canvas while the player chooses.
  port.canvas.showArc(gun.unit.id);
  const stored = gun.unit.flags?.["facing"];
  const facing = gun.wagon ? null : typeof stored === "number" ? stored : 0;
  const movedFlag = gatlingMoved(gun);
  const targetOf = (answers: Answers): UnitState => byId.get(read.str(answers, "target", first.id)) ?? first;
  /** The burst as the engine reads it from the answers; null when no target figure is on the table. */
  const inputOf = (answers: Answers): GatlingFireInput | null => {
    const cover = COVERS.find((c) => c === read.str(answers, "cover", "none")) ?? "none";
    return gatlingFireInput(gun, targetOf(answers), cover, read.bool(answers, "moved"), port);
  };
  const pool = port.draw.pool();
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Gatling.fireTitle", { unit: gun.unit.name }),
    intro: facing === null ? t("COMBAT_PATROL.Action.Gatling.arcRear") : t("COMBAT_PATROL.Action.Gatling.arc"),
    fields: [
      {
        type: "select",
        name: "target",
        label: t("COMBAT_PATROL.Action.Fire.target"),
        value: first.id,
        options: [...byId.values()].map((u) => ({ value: u.id, label: u.name })),
      },
      {
        type: "select",
        name: "cover",
        label: t("COMBAT_PATROL.Action.Fire.coverLabel"),
        value: "none",
        options: COVERS.map((value) => ({ value, label: t(`COMBAT_PATROL.Action.Fire.cover.${value}`) })),
      },
      // OW-5.2a/f moved this activation as the crew's flag says (the Gatling's Move writes it; the GM reads the same).
      {
        type: "checkbox",
        name: "moved",
        label: t("COMBAT_PATROL.Action.Gatling.moved"),
        value: movedFlag,
        ...(movedFlag ? { hint: t("COMBAT_PATROL.Action.Gatling.movedFromMove") } : {}),
      },
    ],
    live: (a) =>
      oddsOrNone(() => {
        const input = inputOf(a);
        return input ? gatlingOddsLines(input, pool, port.user.options(), t) : [];
      }),
    ok: t("COMBAT_PATROL.Action.Fire.confirm"),
  });
  if (!answers) return;
  const target = targetOf(answers);
  const input = inputOf(answers);
  if (!input) return port.user.warn("COMBAT_PATROL.Action.Fire.noRange");
  await sendGatlingFire(port, gun, target, input);
}

/**
 * OW-5.2b/c a carriage gun's Move request, as the button sends it (the engine opponent sends its
 * own the same way, gatling-play.ts): the ground declared and the point clicked, from which the GM
 * reads the same way on the map (gatling-procedure.ts). The GM's answer.
 */
export function sendGatlingMove(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  gun: GunPiece,
  answers: { readonly terrain: GatlingTerrain; readonly to?: Point },
): Promise<DrawResponse<PostedResult>> {
  const title = { key: "COMBAT_PATROL.Action.title.move", data: { figure: gun.unit.name } };
  return port.draw.resolve({
    procedure: "ow.gatlingMove",
    input: {
      gatling: gatlingStateOf(gun),
      terrain: answers.terrain,
      ...(answers.to ? { to: answers.to } : {}),
      ...chatContext(port.writes.speaker(gun.unit.id), title, [gun.unit]),
    },
  });
}

/**
 * OW-5.2b/c/d/f Move the Gatling: a carriage gun over open ground, road or rough (limbered, else
 * manhandled by two crewmen); a wagon-mounted gun moves with its wagon (pace, rough ground, an
 * obstacle gap, the sharpest turn: measured from the wagon's token to the point clicked).
 */
export async function gatlingMove(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const gun = gatlingOf(request, port);
  if (!gun) return;
  const gatling = gatlingStateOf(gun);
  const title = { key: "COMBAT_PATROL.Action.title.move", data: { figure: gun.unit.name } };
  if (!gun.wagon) {
    // OW-5.2b/c with the gun's token on the scene the player clicks where it goes: the ground comes read (gun-map.ts).
    const clicked = await clickedGunMove(port, gun.unit.id, "COMBAT_PATROL.Action.MoveGun.clickDestination");
    if (clicked === "cancelled") return;
    const answers = await port.dialogs.ask({
      title: t("COMBAT_PATROL.Action.Gatling.moveTitle", { unit: gun.unit.name }),
      intro: t(
        gun.source.limbered
          ? "COMBAT_PATROL.Action.Gatling.limberedMove"
          : "COMBAT_PATROL.Action.Gatling.manhandledMove",
      ),
      fields: [
        {
          type: "select",
          name: "terrain",
          label: t("COMBAT_PATROL.Action.Move.terrain"),
          value: clicked?.map.terrain ?? "open",
          ...(clicked ? { hint: t("COMBAT_PATROL.Action.MoveGun.fromTheMap") } : {}),
          options: TERRAINS.map((value) => ({ value, label: t(`COMBAT_PATROL.Action.Gatling.terrain.${value}`) })),
        },
      ],
      ok: t("COMBAT_PATROL.Action.Move.confirm"),
    });
    if (!answers) return;
    const terrain = TERRAINS.find((x) => x === read.str(answers, "terrain", "open")) ?? "open";
    await sendGatlingMove(port, gun, { terrain, ...(clicked ? { to: clicked.to } : {}) });
    return;
  }
  // OW-9.3b as the wagon's own Move: with its token on the scene the player clicks where it goes, the turn comes measured.
  const clicked = await clickedMove(port, gun.wagon.unit.id, "COMBAT_PATROL.Action.WagonMove.clickDestination");
  if (clicked === "cancelled") return;
  const move = await askWagonMove(port, gun.wagon.unit.name, clicked ? clicked.measured.signedTurn : null);
  if (!move) return;
  await port.draw.resolve({
    procedure: "ow.wagonGatlingMove",
    input: {
      gatling,
      move,
      // The point clicked: the GM measures the same turn on the map (gatling-world.ts).
      ...(clicked ? { to: clicked.to } : {}),
      ...chatContext(port.writes.speaker(gun.unit.id), title, [gun.unit, gun.wagon.unit]),
    },
  });
}
