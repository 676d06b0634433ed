/**
 * NAP-7.3 the "Fire gun" button of an artillery piece: the round it is loaded with (NAP-7.2),
 * aimed at the targeted unit (the centre of its figures), at a point clicked on the canvas, or at
 * a point a given range straight ahead of the gun; the target troops' cover, or a building they
 * are in; whether the gun is in supply. The engine's checks run before anything is asked of the
 * GM; then ONE request (gun-fire-send.ts, as the engine opponent sends it too): the GM draws, posts
 * ONE message (its Apply writes), and the canvas draws the path, swath or template from it
 * (canvas/templates.ts onArtilleryResult, from the message's speaker: the gun's token).
 */
import type { CoverKind } from "@rules/cards/read";
import type { UnitState } from "@rules/model";
import { pointAlong } from "@rules/geometry";
import { checkLaying, gunStateOf, loadedShellKind, type GunLaying } from "@rules/artillery";
import {
  STRUCTURES,
  artilleryPiece,
  type ArtilleryPiece,
  type ArtilleryRound,
  type Structure,
} from "@rules/tables/artillery";
import type { LiveOddsRequestOf } from "@rules/odds/live-odds";
import { read, type Answers, type AskField, type LiveLine } from "@foundry/kernel/ask-dialog";
import { refuse } from "@foundry/kernel/acting-piece";
import type { GunPiece } from "../guns/guns";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { gunLinesOf } from "./gun-odds";
import { countedOdds } from "../counted-odds";
import { gunTargetOnMap, type GunTargetOnMap } from "./gun-target-map";
import { sceneGround } from "@foundry/kernel/world-facts";
import { artilleryTargets, centreOf, measuredSupply, roundOfGun, sendGunFire, startingSupply } from "./gun-fire-send";

const FIRE_GUN_KEYS = "COMBAT_PATROL.Action.FireGun.";
const COVERS: readonly CoverKind[] = ["none", "soft", "hard"];
/** Where the gun aims: the targeted unit, a point clicked on the canvas, a point straight ahead. */
const AIMS = ["unit", "canvas", "ahead"] as const;
type Aim = (typeof AIMS)[number];

/** The artillery piece the button was on; null (and a warning) for any other actor. */
export function artilleryOf(
  request: ActionRequest,
  port: TableUses<{ pieces: "gun"; user: "warn" }>,
): { gun: GunPiece; piece: ArtilleryPiece } | null {
  const gun = port.pieces.gun(request.actor.uuid);
  if (!gun) {
    port.user.warn("COMBAT_PATROL.Error.notAPiece", { name: request.actor.name });
    return null;
  }
  const id = gun.unit.flags?.["artilleryId"];
  if (gun.source.kind !== "artillery" || typeof id !== "string") {
    port.user.warn(`${FIRE_GUN_KEYS}gatling`, { unit: gun.unit.name });
    return null;
  }
  return { gun, piece: artilleryPiece(id) };
}

function pick<T extends string>(values: readonly T[], asked: string, fallback: T): T {
  return values.find((v) => v === asked) ?? fallback;
}

/**
 * CORE-5.1 inches from the gun's token to the targeted unit's nearest standing figure, as fire
 * measures a range (the scene's distance: base edge to base edge, to a tenth); null when no target
 * figure is on the map. The GM measures the same (artillery-world.ts checkAim).
 */
function rangeToUnit(gunId: string, unit: UnitState | null, port: TableUses<{ scene: "distance" }>): number | null {
  const ranges = (unit?.figures ?? [])
    .filter((f) => !f.incapacitated)
    .map((f) => port.scene.distance(gunId, f.id))
    .filter((d): d is number => d !== null);
  return ranges.length > 0 ? Math.round(Math.min(...ranges) * 10) / 10 : null;
}

function fields(
  port: TableUses<{ user: "format" }>,
  round: ArtilleryRound,
  target: UnitState | null,
  mapRange: number | null,
  supply: { readonly inSupply: boolean; readonly hint: string },
  onMap: GunTargetOnMap | null,
): AskField[] {
  const t = port.user.format;
  const choice = <T extends string>(
    name: string,
    values: readonly T[],
    labelOf: (v: T) => string,
    value: T,
  ): AskField => ({
    type: "select",
    name,
    label: t(`${FIRE_GUN_KEYS}${name}`),
    value,
    options: values.map((v) => ({ value: v, label: labelOf(v) })),
  });
  const out: AskField[] = [
    choice(
      "aim",
      target ? AIMS : AIMS.filter((a) => a !== "unit"),
      (v) => t(`${FIRE_GUN_KEYS}aimAt.${v}`, { unit: target?.name ?? "" }),
      target ? "unit" : "canvas",
    ),
    {
      type: "number",
      name: "range",
      label: t(`${FIRE_GUN_KEYS}range`),
      // Straight ahead to the targeted unit's range on the map; with nothing targeted the map cannot know.
      value: mapRange ?? 12,
      step: 0.1,
      hint:
        mapRange !== null && target
          ? t(`${FIRE_GUN_KEYS}rangeMapHint`, { unit: target.name })
          : t(`${FIRE_GUN_KEYS}rangeHint`),
    },
  ];
  out.push(
    // NAP-7.3 the cover and the building start from the map (gun-target-map.ts); the GM reads the same.
    choice("cover", COVERS, (v) => t(`${FIRE_GUN_KEYS}coverOf.${v}`), onMap?.cover ?? "none"),
    {
      type: "checkbox",
      name: "building",
      label: t(`${FIRE_GUN_KEYS}building`),
      value: (onMap?.structure ?? null) !== null,
      hint: t(onMap ? `${FIRE_GUN_KEYS}buildingMapHint` : `${FIRE_GUN_KEYS}buildingHint`),
    },
    choice("structure", STRUCTURES, (v) => t(`${FIRE_GUN_KEYS}structureOf.${v}`), onMap?.structure ?? "masonry"),
  );
  if (round === "shot") {
    out.push({ type: "checkbox", name: "ricochet", label: t(`${FIRE_GUN_KEYS}ricochet`), value: false });
    // NAP-7.3.1b "Game masters should identify which terrain features do not provide cover for solid shot".
    out.push({
      type: "checkbox",
      name: "noCoverFromShot",
      label: t(`${FIRE_GUN_KEYS}noCoverFromShot`),
      value: false,
      hint: t(`${FIRE_GUN_KEYS}noCoverFromShotHint`),
    });
  }
  if (round === "canister")
    out.push({ type: "number", name: "floor", label: t(`${FIRE_GUN_KEYS}floor`), value: 1, step: 1 });
  if (round === "shell") {
    out.push(
      { type: "checkbox", name: "roof", label: t(`${FIRE_GUN_KEYS}roof`), value: false },
      { type: "checkbox", name: "onRoof", label: t(`${FIRE_GUN_KEYS}onRoof`), value: false },
    );
  }
  out.push({
    type: "checkbox",
    name: "inSupply",
    label: t(`${FIRE_GUN_KEYS}inSupply`),
    value: supply.inSupply,
    hint: supply.hint,
  });
  return out;
}

/** NAP-7.3 the Fire gun button. */
export async function fireGun(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const found = artilleryOf(request, port);
  if (!found) return;
  const { gun, piece } = found;
  const unit = gun.unit;
  const state = gunStateOf(unit);
  // NAP-7.2 the round declared at loading is the one fired (spherical case from the shell column).
  const { round, declared } = roundOfGun(unit);
  const gunAt = port.scene.figuresAt([unit.id])[0] ?? null;
  if (!gunAt) return port.user.warn(`${FIRE_GUN_KEYS}noToken`, { unit: unit.name });
  const target = port.pieces.targetedUnits().find((u) => u.id !== unit.id) ?? null;
  // A gun that is not ready (limbered, loading, another round) is refused before the dialog.
  // NAP-7.2 "The gun may be fired on the activation card after loading has been completed": the card in play.
  const activation = port.draw.activation();
  const ready: GunLaying = {
    unit,
    piece,
    crewAccuracy: unit.grade,
    gunAt: gunAt.at,
    targetPoint: pointAlong(gunAt.at, 0, 1),
    inSupply: true,
    ...(activation !== null ? { activation } : {}),
  };
  if (state.round === "none" && state.outOfAmmo === 0 && !state.limbered)
    return port.user.warn(`${FIRE_GUN_KEYS}unloaded`, { unit: unit.name });
  try {
    checkLaying(ready, round, { rules: port.user.options() });
  } catch (error) {
    return refuse(port, error);
  }
  // NAP-7.3 in supply measured on the table when it can tell; the player's tick otherwise (and to overrule it: ships,
  // emplacements).
  const supply = measuredSupply(gun, port);
  const supplyHint =
    gun.source.limber.distance === null
      ? t(`${FIRE_GUN_KEYS}supplyMeasured.noLimber`)
      : supply.inSupply === null
        ? t(`${FIRE_GUN_KEYS}inSupplyHint`)
        : t(supply.inSupply ? `${FIRE_GUN_KEYS}supplyMeasured.within` : `${FIRE_GUN_KEYS}supplyMeasured.beyond`, {
            leader: supply.leader,
            radius: supply.radius ?? 0,
          });
  /** NAP-7.3 the round's odds for the answers, aimed at the unit or straight ahead (a canvas point is picked after). */
  const gunOddsAsked = (a: Answers): LiveOddsRequestOf<"gunRound"> | LiveLine[] => {
    const aim: Aim = pick(AIMS, read.str(a, "aim", target ? "unit" : "canvas"), target ? "unit" : "canvas");
    if (aim === "canvas") return [{ text: t(`${FIRE_GUN_KEYS}Odds.pickFirst`), title: "" }];
    const facing = unit.flags?.["facing"];
    const point =
      aim === "unit" && target
        ? centreOf(target, port)
        : pointAlong(gunAt.at, typeof facing === "number" ? facing : 0, read.num(a, "range", 12));
    if (!point) return [];
    const cover = pick(COVERS, read.str(a, "cover", "none"), "none");
    const troops = target ? [target.id] : [];
    const laying: GunLaying = { ...ready, targetPoint: point, inSupply: read.bool(a, "inSupply") };
    const shellKind = loadedShellKind(unit);
    const targets = artilleryTargets(unit, port, (id) => (troops.includes(id) ? cover : "none"));
    return pool.length === 0
      ? []
      : { kind: "gunRound", pool, options: port.user.options(), laying, round, shellKind, targets };
  };
  const pool = port.draw.pool();
  const mapRange = rangeToUnit(unit.id, target, port);
  const onMap = target ? gunTargetOnMap(sceneGround(port.scene), unit.id, target, round) : null;
  const answers = await port.dialogs.ask({
    title: t(`${FIRE_GUN_KEYS}title`, { unit: unit.name, round: t(`COMBAT_PATROL.Choice.round.${declared}`) }),
    fields: fields(
      port,
      round,
      target,
      mapRange,
      {
        inSupply: startingSupply(supply, gun),
        hint: supplyHint,
      },
      onMap,
    ),
    ...countedOdds(t, gunOddsAsked, (odds, asked) => gunLinesOf(odds, asked.round, t)),
    ok: t(`${FIRE_GUN_KEYS}confirm`),
  });
  if (!answers) return;
  const aim: Aim = pick(AIMS, read.str(answers, "aim", target ? "unit" : "canvas"), target ? "unit" : "canvas");
  const aimAtUnit = target !== null && aim === "unit";
  const facing = unit.flags?.["facing"];
  const ahead = read.num(answers, "range", 12);
  const targetPoint = aimAtUnit
    ? centreOf(target, port)
    : aim === "canvas"
      ? await port.canvas.pickPoint()
      : pointAlong(gunAt.at, typeof facing === "number" ? facing : 0, ahead);
  if (!targetPoint) {
    if (aimAtUnit) port.user.warn(`${FIRE_GUN_KEYS}noTarget`, { unit: target.name });
    return;
  }
  // NAP-7.3.1b cover the GM rules no cover against round shot (a hedge, a wooden fence) counts as none for it.
  const shotIgnoresCover = round === "shot" && read.bool(answers, "noCoverFromShot");
  const cover = shotIgnoresCover ? "none" : pick(COVERS, read.str(answers, "cover", "none"), "none");
  await sendGunFire(port, found, gunAt.at, {
    target,
    aim: aimAtUnit
      ? { at: "unit", unitId: target.id }
      : aim === "ahead"
        ? { at: "ahead", range: ahead, ...(target ? { unitId: target.id } : {}) }
        : { at: "canvas" },
    targetPoint,
    cover,
    building: read.bool(answers, "building")
      ? {
          structure: pick<Structure>(STRUCTURES, read.str(answers, "structure", "masonry"), "masonry"),
          ricochet: read.bool(answers, "ricochet"),
          floor: read.num(answers, "floor", 1),
          roof: read.bool(answers, "roof"),
          troopsOnRoof: read.bool(answers, "onRoof"),
        }
      : null,
    inSupply: read.bool(answers, "inSupply"),
  });
}
