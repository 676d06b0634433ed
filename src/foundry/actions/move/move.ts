/**
 * CORE-10 / NAP-6.1.1 / OW-7.1a move and sprint (a mounted figure: walk or gallop): the acting
 * figure, the terrain factor asked, then ONE request to the GM's draw service. NAP-5.3 a figure
 * of a unit in close order: the player clicks where it moves (a path through a door or window is
 * refused before any card is drawn), the terrain offers the close order quarter, and the
 * sideways/oblique move, obstacles and a wheel are asked, each started from the click (a line
 * clicked outside its front wheels to face it); the engine takes them off the allowance.
 */
import { actingFigure, pieceOf } from "@foundry/kernel/acting-piece";
import { read } from "@foundry/kernel/ask-dialog";
import { answeredTurn, clockField, turnHour } from "@foundry/kernel/clock-field";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import { moveGun } from "../artillery/move-gun";
import { gatlingMove } from "../gatling/gatling";
import { wagonMove } from "../wagon/wagon";
import { runawayMoveAction } from "../runaway/runaway";
import { mountedBog } from "../cavalry/cavalry";
import { RulesError } from "@rules/errors";
import { closeOrderWheel } from "@rules/napoleonic/wheel";
import { checkMountedPassable, checkOpenToRiders } from "@rules/mounted/terrain";
import type { Point, Polygon } from "@rules/geometry";
import type { FigureState } from "@rules/model";
import { isLateralOrOblique, roughTerrainFactor, type CloseOrderMoveTerms } from "@rules/napoleonic/closeOrder";
import { checkCloseOrderOpening } from "@rules/napoleonic/close-order-opening";
import type { AskField } from "@foundry/kernel/ask-dialog";
import { startingFrom } from "@foundry/kernel/dialog-start";
import { clickFromToken, readMove, readWheel, type MapMove, type MapWheel } from "@foundry/kernel/map-move";

const TERRAIN_FACTORS = [
  { value: "1", key: "clear" },
  { value: "0.5", key: "half" },
  { value: "0.25", key: "quarter" },
] as const;

export async function move(request: ActionRequest, port: Table, sprint = false): Promise<void> {
  // NAP-7.1 Move on an artillery piece's token: the gun moves limbered or manhandled (Move gun).
  if (port.pieces.gun(request.actor.uuid)?.source.kind === "artillery") return moveGun(request, port);
  const t = port.user.format;
  // OW-9.3a/f a wagon moves by its own rules, OW-5.2b/c/f a Gatling too (the token HUD's Move on it).
  const wagon = port.pieces.wagon(request.actor.uuid);
  if (wagon) return wagon.runaway ? runawayMoveAction(request, port) : wagonMove(request, port);
  if (port.pieces.gun(request.actor.uuid)?.source.kind === "gatling") return gatlingMove(request, port);
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figure = actingFigure(piece);
  if (!figure) return port.user.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  // OW-9.2.4 a herd on the table: the mover says whether his way goes through it.
  const herdNear = port.pieces.unitsOnScene().some((u) => u.kind === "herd");
  // NAP-5.3 close order is the Napoleonic supplement's (an Old West group touching bases is no formation).
  const closeOrder = port.user.options().era === "napoleonic" && piece.unit.closeOrder;
  // NAP-6.1.2 / OW-7.1b a rider's move is clicked too: the map tells his bog check (and NAP-6.1.2b ground closed to him).
  const impassable = figure.mounted ? port.scene.impassableToMounted() : [];
  const path =
    closeOrder || figure.mounted
      ? await pathClear(port, { unitName: piece.unit.name, figure, closeOrder, impassable })
      : null;
  if (path && !path.clear) return;
  // NAP-5.3b the close order quarter for the slow ground on the way, the rest at the full rate.
  const map = path?.map ?? null;
  const slow = closeOrder && map !== null && map.slowInches > 0;
  // NAP-5.3b a line clicked outside its front wheels to face the click (the GM reads the same: move-world.ts).
  const wheelRead = closeOrder && path?.to ? lineWheel(port, piece.unit, figure, path.to) : null;
  const answers = await port.dialogs.ask({
    title: t(sprint ? "COMBAT_PATROL.Action.Move.sprintTitle" : "COMBAT_PATROL.Action.Move.title", {
      figure: figure.name,
    }),
    fields: [
      {
        type: "select",
        name: "terrain",
        label: t("COMBAT_PATROL.Action.Move.terrain"),
        value: slow ? String(roughTerrainFactor(true)) : "1",
        ...(slow ? { hint: t("COMBAT_PATROL.Action.Move.fromTheMap") } : {}),
        options: closeOrder
          ? [
              { value: "1", label: t("COMBAT_PATROL.Action.Move.factor.clear") },
              { value: String(roughTerrainFactor(true)), label: t("COMBAT_PATROL.Action.Move.factor.closeOrderRough") },
            ]
          : TERRAIN_FACTORS.map((f) => ({ value: f.value, label: t(`COMBAT_PATROL.Action.Move.factor.${f.key}`) })),
      },
      // NAP-6.1.2 / OW-7.1b a mounted move through woods or over a fence, hedge or ditch: its bog check follows the
      // cards.
      ...(figure.mounted
        ? [
            {
              type: "checkbox" as const,
              name: "badGround",
              label: t("COMBAT_PATROL.Action.Move.badGround"),
              value: map?.bogPlace != null,
              hint: t(map ? "COMBAT_PATROL.Action.Move.badGroundMapHint" : "COMBAT_PATROL.Action.Move.badGroundHint"),
            },
          ]
        : []),
      ...(herdNear
        ? [
            {
              type: "checkbox" as const,
              name: "throughHerd",
              label: t("COMBAT_PATROL.Action.Move.throughHerd"),
              value: false,
              hint: t("COMBAT_PATROL.Action.Move.throughHerdHint"),
            },
          ]
        : []),
      ...(closeOrder ? closeOrderFields(port, path?.lateral ?? null, map, wheelRead) : []),
    ],
    notes: [
      ...(sprint ? [t("COMBAT_PATROL.Action.Move.sprintNote")] : []),
      ...(closeOrder ? [t("COMBAT_PATROL.Action.Move.closeOrderNote", { unit: piece.unit.name })] : []),
    ],
    ok: t("COMBAT_PATROL.Action.Move.confirm"),
  });
  if (!answers) return;
  const terrainFactor = read.num(answers, "terrain", 1);
  const wheel = closeOrder ? wheelOf(port, answers, piece.unit, figure.mounted, wheelRead) : 0;
  if (wheel === null) return;
  const terms: CloseOrderMoveTerms | null = closeOrder
    ? {
        lateralOrOblique: read.bool(answers, "lateral"),
        linearObstacles: Math.max(0, Math.trunc(read.num(answers, "obstacles", 0))),
        wheelInches: wheel,
      }
    : null;
  const openInches = closeOrder && terrainFactor < 1 ? Math.max(0, read.num(answers, "openInches", 0)) : 0;
  const title = { key: "COMBAT_PATROL.Action.title.move", data: { figure: figure.name } };
  const drawn = await port.draw.resolve({
    procedure: "movement",
    input: {
      movement: {
        unitId: piece.unit.id,
        figure,
        mode: sprint ? "sprint" : "normal",
        terrainFactor,
        ...(openInches > 0 ? { openInches } : {}),
      },
      mounted: figure.mounted,
      // The point clicked: the GM reads the same path on the map (move-world.ts).
      ...(path?.to ? { to: path.to } : {}),
      ...(figure.mounted ? { bogCheck: read.bool(answers, "badGround") } : {}),
      ...(herdNear && read.bool(answers, "throughHerd") ? { throughHerd: true } : {}),
      ...(terms ? { closeOrder: terms } : {}),
      ...chatContext(port.writes.speaker(figure.id), title, [piece.unit]),
    },
  });
  // NAP-6.1.2 / OW-7.1b the mounted bog check the move meets (the cavalry's Bog check: where, inches in the woods, the
  // ground's grade), started from the map when the move was clicked on it.
  if (drawn.ok && figure.mounted && read.bool(answers, "badGround"))
    await mountedBog(
      request,
      map ? startingFrom(port, bogFromMap(map)) : port,
      path?.to ? { figureId: figure.id, to: path.to } : null,
    );
}

/** NAP-6.1.2 / OW-7.1b the Bog check's fields as the map reads the clicked move (the cavalry's dialog names them). */
function bogFromMap(map: MapMove): Record<string, string | number> {
  return {
    ...(map.bogPlace ? { place: map.bogPlace } : {}),
    inchesInWoods: map.woodsInches,
    ...(map.bogGrade ? { grade: map.bogGrade } : {}),
  };
}

/**
 * NAP-5.3b the wheel of the mover's line to face the click, read on the viewed scene's tokens of
 * the unit's standing figures (kernel/map-move.ts readWheel); null with no line or no wheel.
 */
function lineWheel(
  port: TableUses<{ scene: "figuresAt" }>,
  unit: { readonly figures: readonly { readonly id: string; readonly incapacitated: boolean }[] },
  figure: FigureState,
  to: Point,
): MapWheel | null {
  const line = port.scene.figuresAt(unit.figures.filter((f) => !f.incapacitated).map((f) => f.id));
  const mover = line.find((f) => f.id === figure.id);
  return mover ? readWheel(line, mover, to, figure.mounted) : null;
}

/**
 * NAP-5.3 the close order modifiers the player declares (the engine applies them: closeOrderMove).
 * Sideways or oblique comes ticked from the click when the destination lies outside the figure's
 * frontal arc (the engine's isLateralOrOblique); null: no click measured, unticked. NAP-5.3b a line
 * clicked so wheels to face it instead: the wheel's degrees come from the click (its inches on
 * the hint, counted from the degrees), and sideways or oblique unticked.
 */
function closeOrderFields(
  port: Table,
  lateral: boolean | null,
  map: MapMove | null,
  wheel: MapWheel | null,
): AskField[] {
  const t = port.user.format;
  const mapHint = map ? { hint: t("COMBAT_PATROL.Action.Move.fromTheMap") } : {};
  const lateralHint = wheel
    ? "COMBAT_PATROL.Action.Move.lateralWheels"
    : lateral
      ? "COMBAT_PATROL.Action.Move.lateralMeasured"
      : "COMBAT_PATROL.Action.Move.aheadMeasured";
  return [
    {
      type: "checkbox",
      name: "lateral",
      label: t("COMBAT_PATROL.Action.Move.lateral"),
      value: wheel ? false : (lateral ?? false),
      ...(lateral !== null ? { hint: t(lateralHint) } : {}),
    },
    {
      type: "number",
      name: "obstacles",
      label: t("COMBAT_PATROL.Action.Move.obstacles"),
      value: map?.linearObstacles ?? 0,
      step: 1,
      ...mapHint,
    },
    {
      type: "number",
      name: "wheel",
      label: t("COMBAT_PATROL.Action.Move.wheel"),
      value: 0,
      step: 0.5,
      hint: t("COMBAT_PATROL.Action.Move.wheelHint"),
    },
    // NAP-5.3b the wheel, to an hour of the line's clock (12 o'clock: none), measured by the figure
    // on the outside of the turn over the group's tokens.
    clockField(t, {
      name: "wheelTo",
      label: t("COMBAT_PATROL.Action.Move.wheelTo"),
      hour: turnHour(wheel?.turn ?? null),
      hint: wheel
        ? t("COMBAT_PATROL.Action.Move.wheelMeasured", { clock: turnHour(wheel.turn), inches: wheel.inches })
        : t("COMBAT_PATROL.Action.Move.wheelToHint"),
    }),
    {
      type: "select",
      name: "wheelAbout",
      label: t("COMBAT_PATROL.Action.Move.wheelAbout"),
      value: "end",
      options: (["end", "centre"] as const).map((v) => ({
        value: v,
        label: t(`COMBAT_PATROL.Action.Move.wheelAboutOf.${v}`),
      })),
    },
    // NAP-5.3b movement is prorated: the open stretch at the full rate, the rest at the slow one.
    {
      type: "number",
      name: "openInches",
      label: t("COMBAT_PATROL.Action.Move.openInches"),
      value: map && map.slowInches > 0 ? map.openInches : 0,
      step: 0.5,
      hint: t(map ? "COMBAT_PATROL.Action.Move.openInchesMapHint" : "COMBAT_PATROL.Action.Move.openInchesHint"),
    },
  ];
}

/**
 * NAP-5.3b the wheel's inches: those typed, plus the wheel to the hour picked (the click's own turn
 * when its hour was kept) measured on the outside figure of the unit's tokens (the engine's
 * closeOrderWheel; a mounted pivot is refused: null).
 */
function wheelOf(
  port: TableUses<{ scene: "figuresAt"; user: "warn" }>,
  answers: Readonly<Record<string, unknown>>,
  unit: { readonly figures: readonly { readonly id: string; readonly incapacitated: boolean }[] },
  mounted: boolean,
  measured: MapWheel | null,
): number | null {
  const typed = Math.max(0, read.num(answers, "wheel", 0));
  const degrees = Math.abs(answeredTurn(answers, "wheelTo", measured?.turn ?? null));
  if (!(degrees > 0)) return typed;
  const about = read.str(answers, "wheelAbout", "end") === "centre" ? "centre" : "end";
  const tokens = port.scene.figuresAt(unit.figures.filter((f) => !f.incapacitated).map((f) => f.id));
  try {
    return typed + Math.round(closeOrderWheel(tokens, degrees, about, mounted) * 10) / 10;
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    port.user.warn(error.localizationKey, error.data);
    return null;
  }
}

/**
 * NAP-5.3 "a unit obviously cannot move through a door or window in close order" and NAP-6.1.2b
 * ground the GM marked impassable to mounted troops: the player clicks where the figure moves; a
 * straight path from its token through a door or window (close order) or into such ground (a
 * rider) is refused (the engine decides: checkCloseOrderOpening, checkMountedPassable), nothing
 * drawn. A figure without a token is not checked; a cancelled click cancels the move. The click
 * also tells whether the move is sideways or oblique (isLateralOrOblique), the dialog's default,
 * and the ground on the way (kernel/map-move.ts readMove: slow ground, obstacles, a rider's bog check).
 */
async function pathClear(
  port: Table,
  mover: {
    readonly unitName: string;
    readonly figure: FigureState;
    readonly closeOrder: boolean;
    readonly impassable: readonly Polygon[];
  },
): Promise<{
  readonly clear: boolean;
  readonly lateral: boolean | null;
  readonly to: Point | null;
  readonly map: MapMove | null;
}> {
  const clicked = await clickFromToken(port, mover.figure.id);
  const unread = { lateral: null, to: null, map: null };
  if (clicked === null) return { clear: true, ...unread };
  if (clicked === "cancelled") return { clear: false, ...unread };
  const { from, to } = clicked;
  try {
    if (mover.closeOrder)
      checkCloseOrderOpening(mover.unitName, true, port.scene.openingsCrossed(from.at, to)[0] ?? null);
    checkMountedPassable(mover.figure.name, from.at, to, mover.impassable);
    const map = readMove(port.scene.terrain(), from.at, to);
    // NAP-6.1.2b the Terrain regions closed to riders on the way (the GM refuses the same: move-world.ts).
    if (mover.figure.mounted) checkOpenToRiders(mover.figure.name, map.closedToRiders);
    return { clear: true, lateral: isLateralOrOblique(from, to), to, map };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    port.user.warn(error.localizationKey, error.data);
    return { clear: false, ...unread };
  }
}

/** CORE-10 sprint (a mounted figure gallops, NAP-6.1.1 / OW-7.1a). */
export function sprint(request: ActionRequest, port: Table): Promise<void> {
  return move(request, port, true);
}
