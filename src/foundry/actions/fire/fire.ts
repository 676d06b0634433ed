/**
 * The fire action (CORE-5): a unit picks a target unit, the ranges come from the canvas, the
 * shifts are pre-filled from the pieces' state; the dialog shows the plan and the exact odds
 * before any card is drawn; then ONE request to the GM's draw service resolves the volley and
 * posts ONE chat message (its Apply button writes the result in one batch).
 */
import type { FigureState, UnitState } from "@rules/model";
import type { FireInput } from "@rules/procedures";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { FireDialogShooter, FireDialogState } from "./fire-view";
import type { FireDialogConfig } from "./fire-dialog";
import { fireInputOf, fireRefusal } from "./fire-input";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import { defaultShifts } from "@rules/procedures/sheet-shifts";
import { pieceOf } from "@foundry/kernel/acting-piece";
import { fireAtGunOrWagon } from "../gatling/fire-at";
import { gatlingFire } from "../gatling/gatling";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { CustomDialog, Table, TableUses } from "@foundry/kernel/table-ports";
import { fireGun } from "../artillery/fire-gun";
import { limberIdOf } from "../guns/guns";
import { rankFire } from "@rules/napoleonic/closeOrder";
import { mapCover, sightRefusal } from "@rules/validation/world-checks";
import { sceneGround } from "@foundry/kernel/world-facts";

/** The target's standing figures, nearest to the shooting unit first (CORE-5.5 counts from the nearest). */
function nearestFirst(target: UnitState, shooters: UnitState, table: TableUses<{ scene: "distance" }>): UnitState {
  const standing = shooters.figures.filter((f) => !f.incapacitated);
  const distanceOf = (id: string) =>
    Math.min(...standing.map((s) => table.scene.distance(s.id, id) ?? Number.POSITIVE_INFINITY));
  const order = target.figures.map((f, i) => ({ f, i, d: distanceOf(f.id) }));
  order.sort((a, b) => a.d - b.d || a.i - b.i);
  return { ...target, figures: order.map((o) => o.f) };
}

/** Inches from a shooter to the nearest figure of the target, measured on the canvas. */
function rangeTo(shooterId: string, target: UnitState, table: TableUses<{ scene: "distance" }>): number | null {
  const ranges = target.figures
    .filter((f) => !f.incapacitated)
    .map((f) => table.scene.distance(shooterId, f.id))
    .filter((d): d is number => d !== null);
  return ranges.length > 0 ? Math.round(Math.min(...ranges) * 10) / 10 : null;
}

/** The fire dialog's starting state: every standing figure of the unit, shifts from their state. */
export function fireState(
  unit: UnitState,
  target: UnitState | null,
  targets: readonly Pick<UnitState, "id" | "name">[],
  table: TableUses<{ scene: "distance"; pieces: "weaponOf" }>,
): FireDialogState {
  const ordered = target ? nearestFirst(target, unit, table) : null;
  const shooters = unit.figures
    .filter((f) => !f.incapacitated)
    .map((figure): FireDialogShooter => {
      const armed = table.pieces.weaponOf(figure.id);
      return {
        figure,
        weapon: armed?.profile ?? null,
        weaponName: armed?.name ?? "",
        rangeInches: ordered ? rangeTo(figure.id, ordered, table) : null,
        shifts: defaultShifts(figure, unit),
        // A weapon with a range band shoots; a sword or a lance does not.
        include: armed !== null && Object.values(armed.profile.range).some((r) => r !== null),
      };
    });
  return {
    unit,
    targets: targets.filter((t) => t.id !== unit.id).map((t) => ({ id: t.id, name: t.name })),
    target: ordered,
    cover: "none",
    closeOrder: ordered?.closeOrder ?? false,
    shooters,
  };
}

/** The dialog's state for another target (ranges measured again, the rest kept). */
export function retarget(
  state: FireDialogState,
  target: UnitState,
  table: TableUses<{ scene: "distance" }>,
): FireDialogState {
  const ordered = nearestFirst(target, state.unit, table);
  return {
    ...state,
    target: ordered,
    closeOrder: ordered.closeOrder,
    shooters: state.shooters.map((s) => ({ ...s, rangeInches: rangeTo(s.figure.id, ordered, table) })),
  };
}

/**
 * NAP-5.4.2 the second rank fires only with both ranks in close order and touching (the engine's
 * rankFire over the unit's tokens toward the target's nearest figure): a shooter who may not is
 * left out of the volley with the reason in his row; ticked again, the dialog refuses the volley.
 * Napoleonic era only; unchanged when the target or the shooters have no token.
 */
function rankChecked(
  state: FireDialogState,
  table: TableUses<{ user: "options"; scene: "figuresAt" }>,
): FireDialogState {
  const nearest = state.target?.figures.find((f) => !f.incapacitated);
  if (table.user.options().era !== "napoleonic" || !nearest) return state;
  const at = table.scene.figuresAt([nearest.id])[0];
  if (!at) return state;
  const standing = state.unit.figures.filter((f) => !f.incapacitated);
  const checks = new Map(rankFire(table.scene.figuresAt(standing.map((f) => f.id)), at.at).map((c) => [c.figureId, c]));
  const nameOf = (id: string | null) => standing.find((f) => f.id === id)?.name ?? "";
  return {
    ...state,
    shooters: state.shooters.map((s): FireDialogShooter => {
      const check = checks.get(s.figure.id);
      // A shooter refused toward the last target and free toward this one is back in the volley.
      if (!check?.reason)
        return {
          ...s,
          include: s.refusal ? s.weapon !== null && Object.values(s.weapon.range).some((r) => r !== null) : s.include,
          refusal: null,
        };
      return {
        ...s,
        include: false,
        refusal: {
          key: `COMBAT_PATROL.Error.rankFire.${check.reason}`,
          data: { figure: s.figure.name, front: nameOf(check.frontId) },
        },
      };
    }),
  };
}

/**
 * CORE-5 a shooter who cannot see the target (a building's wall, a building, deep woods between)
 * is left out of the volley with the reason in his row, read by the same code as the GM's check
 * (rules/validation/world-checks.ts sightOfTarget). Unchanged when the target or the shooters have no token.
 */
export function sightChecked(
  state: FireDialogState,
  table: TableUses<{ scene: "figuresAt" | "terrain" }>,
): FireDialogState {
  const standing = state.target?.figures.filter((f) => !f.incapacitated) ?? [];
  if (standing.length === 0) return state;
  const ground = sceneGround(table.scene)([...state.shooters.map((s) => s.figure.id), ...standing.map((f) => f.id)]);
  return {
    ...state,
    shooters: state.shooters.map((s): FireDialogShooter => {
      const refused = sightRefusal(ground, s.figure, standing);
      if (!refused) return s;
      return { ...s, include: false, refusal: { key: refused.localizationKey, data: refused.data } };
    }),
  };
}

/**
 * CORE-5 the dialog's cover starts from the map: the cover the target's nearest standing figure
 * has from the nearest shooter in the volley (src/rules/terrain coverFor over the viewed scene's
 * terrain). The player may still change it; unchanged when the target or the shooters have no token.
 */
function mapCovered(state: FireDialogState, table: TableUses<{ scene: "figuresAt" | "terrain" }>): FireDialogState {
  const nearest = state.target?.figures.find((f) => !f.incapacitated)?.id;
  const shooters = state.shooters.filter((s) => s.include).map((s) => s.figure.id);
  // The same reading as the GM's (rules/validation/world-checks.ts mapCover), over the viewed scene.
  const cover = mapCover(sceneGround(table.scene)([...shooters, ...(nearest ? [nearest] : [])]), shooters, nearest);
  return cover === null ? state : { ...state, cover };
}

/**
 * OW-5.2e / OW-5.2f / NAP-5.4.2 the first shooter whose arc does not hold the target (its nearest
 * standing figure), null when every shooter may fire. The table shows the refusal.
 */
function shooterOutOfArc(fire: FireInput, table: TableUses<{ scene: "inArc" }>): FigureState | null {
  const target = fire.target.figures[0]?.figure;
  if (!target) return null;
  return fire.shooters.find((s) => !table.scene.inArc(s.figure.id, fire.unitId, target.id))?.figure ?? null;
}

/**
 * Send the volley to the GM: one request, one chat message. Null when nothing can be fired; a
 * request the GM would refuse (validateFireParams) is refused here, shown, and never sent.
 */
export async function resolveFireState(
  state: FireDialogState,
  table: TableUses<{
    draw: "resolve";
    writes: "speaker";
    user: "options" | "warn";
    scene: "inArc";
    pieces: "gun" | "wagon" | "herd";
  }>,
): Promise<DrawResponse<PostedResult> | null> {
  const fire = fireInputOf(state);
  if (!fire || !state.target) return null;
  const outOfArc = shooterOutOfArc(fire, table);
  if (outOfArc) {
    const refusal = { key: "COMBAT_PATROL.Error.shooterOutsideArc", data: { figure: outOfArc.name } };
    table.user.warn(refusal.key, refusal.data);
    return { ok: false, ...refusal };
  }
  const refused = fireRefusal(state, table.user.options());
  if (refused) {
    table.user.warn(refused.localizationKey, refused.data);
    return { ok: false, key: refused.localizationKey, data: refused.data };
  }
  // OW-5.2d/f a Gatling, OW-9.3d a wagon: the volley is split among crew, limber or team (gatling/fire-at.ts).
  const special = await fireAtGunOrWagon(fire, { unit: state.unit.name, target: state.target.name }, table);
  if (special) return special;
  const title = { key: "COMBAT_PATROL.Action.title.fire", data: { unit: state.unit.name, target: state.target.name } };
  // OW-9.2.2 a herd target: its animals in the dialog's order (nearest the firer first).
  const herd = state.target.kind === "herd" ? table.pieces.herd(state.target.id) : null;
  // NAP-7.2b an artillery piece's crew: its losses may add load markers (the GM's fire procedure).
  const gun = table.pieces.gun(state.target.id);
  const artilleryCrew = gun?.source.kind === "artillery" ? { gun: gun.unit, limberId: limberIdOf(gun) } : null;
  return table.draw.resolve({
    procedure: "fire",
    input: {
      fire,
      ...(herd ? { herd: { ...herd, unit: state.target } } : {}),
      ...(artilleryCrew ? { artilleryCrew } : {}),
      ...chatContext(table.writes.speaker(state.unit.id), title, [state.unit, state.target]),
    },
  });
}

/**
 * CORE-5 the state the fire dialog opens with for this target: the ranges, the shifts, the ranks,
 * the sight and the map's cover, as the Fire button reads them (the engine opponent builds its
 * volley from the same state: opponent/play-choice.ts).
 */
export function startingFireState(
  unit: UnitState,
  target: UnitState | null,
  targets: readonly Pick<UnitState, "id" | "name">[],
  table: TableUses<{ user: "options"; scene: "distance" | "figuresAt" | "terrain"; pieces: "weaponOf" }>,
): FireDialogState {
  return mapCovered(sightChecked(rankChecked(fireState(unit, target, targets, table), table), table), table);
}

/**
 * CORE-10 a passed reaction's Fire now button names the figures who reacted (params.shooters): only
 * they are ticked (the GM takes no other figure of a unit not activated).
 */
function onlyNamed(state: FireDialogState, request: ActionRequest): FireDialogState {
  const named = (request.params["shooters"] ?? "").split(",").filter((id) => id !== "");
  if (named.length === 0) return state;
  return {
    ...state,
    shooters: state.shooters.map((s) => (named.includes(s.figure.id) ? s : { ...s, include: false })),
  };
}

/** CORE-5 the fire dialog: its window and the exact odds load with it, on the first fire. */
const FIRE_DIALOG: CustomDialog<FireDialogConfig, FireDialogState> = {
  id: "fire",
  open: (config) => import("./fire-dialog").then(({ FireDialog }) => FireDialog.prompt(config)),
};

/**
 * CORE-5 the Fire button: the acting unit, the targeted unit (or any unit on the scene), the dialog, then ONE request.
 */
export async function fire(request: ActionRequest, port: Table): Promise<void> {
  // NAP-7.3 Fire on an artillery piece's token: the gun fires its loaded round (Fire gun).
  if (port.pieces.gun(request.actor.uuid)?.source.kind === "artillery") return fireGun(request, port);
  const piece = pieceOf(request, port);
  if (!piece) return;
  // OW-5.2a a Gatling's crew fires the gun (the token HUD's Fire on the gun or a crewman).
  if (port.pieces.gun(piece.unitActorId)?.source.kind === "gatling")
    return gatlingFire({ ...request, params: { ...request.params, gunId: piece.unitActorId } }, port);
  const targeted = port.pieces.targetedUnits().filter((u) => u.id !== piece.unit.id);
  const choices = port.pieces.unitsOnScene().filter((u) => u.id !== piece.unit.id);
  const byId = new Map([...choices, ...targeted].map((u) => [u.id, u]));
  const state = onlyNamed(startingFireState(piece.unit, targeted[0] ?? null, [...byId.values()], port), request);
  const confirmed = await port.dialogs.open(FIRE_DIALOG, {
    state,
    pool: port.draw.pool(),
    options: port.user.options(),
    retarget: (current, id) => {
      const target = byId.get(id);
      const again = target
        ? mapCovered(sightChecked(rankChecked(retarget(current, target, port), port), port), port)
        : null;
      return again ? onlyNamed(again, request) : null;
    },
  });
  if (!confirmed) return;
  await resolveFireState(confirmed, port);
}
