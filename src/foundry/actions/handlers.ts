/**
 * The handlers the action layer calls (registerAction in hooks.ts): each gathers its inputs
 * from the table (pieces, ranges, state), asks the few choices the rules leave to the player,
 * then either sends ONE request to the GM's draw service (cards are drawn: the GM posts ONE chat
 * message, its Apply button writes the result in one batch) or, when no card is drawn, writes
 * the result in one batch and posts one chat message at once.
 */
import { RulesError } from "../../rules/errors";
import type { FigureState, UnitState } from "../../rules/model";
import type { Terrain } from "../../rules/cards/schema";
import type { MeleeInput, MeleeModifier, MeleeSide } from "../../rules/procedures";
import type { ActionCard } from "../../rules/cards/schema";
import type { RulesOptions } from "../../rules/options";
import { fractionText, percentText, type Probability } from "../../rules/odds/fraction";
import { meleeOdds } from "./melee-odds";
import { mountOrDismount } from "../../rules/mounted/movement";
import { reloadAction as owReload } from "../../rules/old-west/reload";
import { reloadAction as napReload } from "../../rules/napoleonic/weapons";
import { boardWagon, dismountWagon, type WagonState } from "../../rules/old-west/wagons";
import { dynamiteOfKind, withDynamiteTotal } from "../../rules/old-west/dynamite";
import { closeOrderHthModifier } from "../../rules/napoleonic/closeOrder";
import type { DynamiteCharge } from "../../rules/tables";
import type { ActionRequest } from "./layer";
import { postWithoutCards } from "./post";
import { requestReaction, requestRegainControl } from "./checks";
import { limberResult, postGunAction, postLoad, postReface, type GunPiece } from "./guns";
import { GunModel } from "../data/actor/gun";
import { facingFromTokenRotation } from "../../rules/geometry";
import { ARTILLERY_ROUNDS, type ArtilleryRound } from "../../rules/tables/artillery";
import { tokenOf } from "./pieces";
import { foundryFormat } from "../chat/message";
import { WagonModel } from "../data/actor/wagon";
import { FigureModel } from "../data/actor/figure";
import { partId } from "../data/derive";
import { ask, read, type Answers } from "./ask";
import { fireState, resolveFireState, retarget } from "./fire";
import { FireDialog } from "./fire-dialog";
import { actingPiece, targetedUnits, unitsOnScene, type ActingPiece } from "./pieces";
import { chatContext } from "./requests";
import { defaultShifts } from "./shifts";
import { foundryTable, type ActionTable } from "./table";

const t = foundryFormat;

/** A refusal the engine or the table gave, shown to the user; nothing was written. */
function refuse(table: ActionTable, error: unknown): void {
  if (error instanceof RulesError) table.warn(error.localizationKey, error.data);
  else throw error;
}

function pieceOf(request: ActionRequest, table: ActionTable): ActingPiece | null {
  const piece = actingPiece(request.actor);
  if (!piece) table.warn("COMBAT_PATROL.Error.notAPiece", { name: request.actor.name });
  return piece;
}

/** The figure that acts: the one the button was on, else the unit's leader, else its first standing figure. */
function actingFigure(piece: ActingPiece): FigureState | null {
  if (piece.figure) return piece.figure;
  const standing = piece.unit.figures.filter((f) => !f.incapacitated);
  return standing.find((f) => f.id === piece.unit.leaderId) ?? standing[0] ?? null;
}

/* ------------------------------------------------------------------ no card: write and post at once */

export { postWithoutCards };

/* ------------------------------------------------------------------ fire (CORE-5) */

export async function fire(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  if (!piece) return;
  const targeted = targetedUnits().filter((u) => u.unit.id !== piece.unit.id);
  const choices = unitsOnScene().filter((u) => u.unit.id !== piece.unit.id);
  const byId = new Map([...choices, ...targeted].map((u) => [u.unit.id, u.unit]));
  const state = fireState(piece.unit, targeted[0]?.unit ?? null, [...byId.values()], table);
  const confirmed = await FireDialog.prompt({
    state,
    pool: table.pool(),
    options: table.options(),
    retarget: (current, id) => {
      const target = byId.get(id);
      return target ? retarget(current, target, table) : null;
    },
  });
  if (!confirmed) return;
  await resolveFireState(confirmed, table);
}

/* ------------------------------------------------------------------ hand to hand (CORE-6) */

/** The first targeted token that is a figure, with its unit. */
function targetedFigure(exclude: string): { figure: FigureState; unit: UnitState } | null {
  for (const token of game.user?.targets ?? []) {
    const actor = token.actor;
    if (!actor || !(actor.system instanceof FigureModel)) continue;
    const piece = actingPiece(actor);
    if (piece?.figure && piece.unit.id !== exclude) return { figure: piece.figure, unit: piece.unit };
  }
  return null;
}

function hthOf(table: ActionTable, figure: FigureState): number {
  return table.weaponOf(figure.id)?.profile.hth ?? 0;
}

export function meleeModifiers(answers: Answers, prefix: string): MeleeModifier[] {
  const mods: MeleeModifier[] = [];
  // NAP-5.4.1 close order +1 (attack and defence, not from the rear).
  if (read.bool(answers, `${prefix}.closeOrder`)) {
    const m = closeOrderHthModifier(true, read.bool(answers, `${prefix}.fromRear`));
    if (m) mods.push(m);
  }
  if (read.bool(answers, `${prefix}.impetus`)) mods.push({ key: "impetus", value: 2 });
  if (read.bool(answers, `${prefix}.obstacle`)) mods.push({ key: "obstacle", value: 1 });
  const other = read.num(answers, `${prefix}.other`, 0);
  if (other !== 0) mods.push({ key: "other", value: other });
  return mods;
}

export async function melee(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  if (!piece) return;
  const attacker = actingFigure(piece);
  const defender = targetedFigure(piece.unit.id);
  if (!attacker || !defender) return table.warn("COMBAT_PATROL.Action.Melee.needTarget");
  const side = (prefix: string, who: FigureState, unit: UnitState, attacking: boolean) => [
    { type: "checkbox" as const, name: `${prefix}.closeOrder`, label: t("COMBAT_PATROL.Action.Melee.closeOrder", { figure: who.name }), value: unit.closeOrder },
    ...(attacking
      ? [{ type: "checkbox" as const, name: `${prefix}.impetus`, label: t("COMBAT_PATROL.Action.Melee.impetus"), value: false }]
      : [
          { type: "checkbox" as const, name: `${prefix}.obstacle`, label: t("COMBAT_PATROL.Action.Melee.obstacle"), value: false },
          { type: "checkbox" as const, name: `${prefix}.fromRear`, label: t("COMBAT_PATROL.Action.Melee.fromRear"), value: false },
        ]),
    { type: "number" as const, name: `${prefix}.other`, label: t("COMBAT_PATROL.Action.Melee.other", { figure: who.name }), value: 0 },
  ];
  const notes = [attacker, defender.figure].map((f) => t("COMBAT_PATROL.Action.Melee.base", { figure: f.name, melee: f.melee, hth: hthOf(table, f) }));
  const sideOf = (answers: Answers, unit: UnitState, figure: FigureState, prefix: string): MeleeSide => ({
    unitId: unit.id,
    figure,
    hth: hthOf(table, figure),
    modifiers: meleeModifiers(answers, prefix),
  });
  const inputOf = (answers: Answers): MeleeInput => ({
    attacker: sideOf(answers, piece.unit, attacker, "attacker"),
    defender: sideOf(answers, defender.unit, defender.figure, "defender"),
  });
  const pool = table.pool();
  const answers = await ask({
    title: t("COMBAT_PATROL.Action.Melee.title", { attacker: attacker.name, defender: defender.figure.name }),
    fields: [...side("attacker", attacker, piece.unit, true), ...side("defender", defender.figure, defender.unit, false)],
    notes,
    live: (a) => meleeOddsLines(inputOf(a), pool, table.options()),
    ok: t("COMBAT_PATROL.Action.Melee.confirm"),
  });
  if (!answers) return;
  const title = { key: "COMBAT_PATROL.Action.title.melee", data: { attacker: attacker.name, defender: defender.figure.name } };
  await table.draw().resolve({
    procedure: "melee",
    input: { melee: inputOf(answers), ...chatContext(table.speaker(attacker.id), title, [piece.unit, defender.unit]) },
  });
}

/** CORE-6 the exact odds line of the melee dialog (the engine decides every pair of cards). */
export function meleeOddsLines(input: MeleeInput, pool: readonly ActionCard[], options: RulesOptions): string[] {
  const odds = meleeOdds(input, pool, options);
  if (!odds) return [];
  const pct = (p: Probability) => `${percentText(p)} (${fractionText(p)})`;
  return [
    t("COMBAT_PATROL.Action.Melee.odds", {
      attacker: input.attacker.figure.name,
      defender: input.defender.figure.name,
      a: pct(odds.attacker),
      tie: pct(odds.tie),
      d: pct(odds.defender),
      cards: pool.length,
    }),
  ];
}

/* ------------------------------------------------------------------ movement (CORE-10, NAP-6.1.1) */

const TERRAIN_FACTORS = [
  { value: "1", key: "clear" },
  { value: "0.5", key: "half" },
  { value: "0.25", key: "quarter" },
] as const;

export async function move(request: ActionRequest, sprint: boolean, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  if (!piece) return;
  const figure = actingFigure(piece);
  if (!figure) return table.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  const answers = await ask({
    title: t(sprint ? "COMBAT_PATROL.Action.Move.sprintTitle" : "COMBAT_PATROL.Action.Move.title", { figure: figure.name }),
    fields: [
      {
        type: "select",
        name: "terrain",
        label: t("COMBAT_PATROL.Action.Move.terrain"),
        value: "1",
        options: TERRAIN_FACTORS.map((f) => ({ value: f.value, label: t(`COMBAT_PATROL.Action.Move.factor.${f.key}`) })),
      },
    ],
    notes: sprint ? [t("COMBAT_PATROL.Action.Move.sprintNote")] : [],
    ok: t("COMBAT_PATROL.Action.Move.confirm"),
  });
  if (!answers) return;
  const terrainFactor = read.num(answers, "terrain", 1);
  const title = { key: "COMBAT_PATROL.Action.title.move", data: { figure: figure.name } };
  await table.draw().resolve({
    procedure: "movement",
    input: {
      movement: { unitId: piece.unit.id, figure, mode: sprint ? "sprint" : "normal", terrainFactor },
      mounted: figure.mounted,
      ...chatContext(table.speaker(figure.id), title, [piece.unit]),
    },
  });
}

/* ------------------------------------------------------------------ morale at activation (CORE-7, NAP-4) */

export async function morale(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  if (!piece) return;
  const unit = piece.unit;
  if (unit.moraleMarkers <= 0) return table.warn("COMBAT_PATROL.Action.Morale.noMarkers", { unit: unit.name });
  const napoleonic = table.options().era === "napoleonic";
  const answers = await ask({
    title: t("COMBAT_PATROL.Action.Morale.title", { unit: unit.name }),
    intro: t("COMBAT_PATROL.Action.Morale.intro", { unit: unit.name, markers: unit.moraleMarkers }),
    fields: [
      {
        type: "select",
        name: "terrain",
        label: t("COMBAT_PATROL.Action.Morale.terrain"),
        value: "open",
        options: (["open", "cover"] as const).map((value) => ({ value, label: t(`COMBAT_PATROL.Chat.Terrain.${value}`) })),
      },
      ...(napoleonic ? [{ type: "checkbox" as const, name: "leaderRemoves", label: t("COMBAT_PATROL.Action.Morale.leaderRemoves"), value: true }] : []),
    ],
    ok: t("COMBAT_PATROL.Action.Morale.confirm"),
  });
  if (!answers) return;
  const terrain: Terrain = read.str(answers, "terrain", "open") === "cover" ? "cover" : "open";
  const title = { key: "COMBAT_PATROL.Action.title.morale", data: { unit: unit.name } };
  await table.draw().resolve({
    procedure: "morale",
    input: {
      morale: { unit, terrain },
      leaderRemovesMarkers: napoleonic ? read.bool(answers, "leaderRemoves") : true,
      ...chatContext(table.speaker(piece.unitActor.uuid), title, [unit]),
    },
  });
}

/* ------------------------------------------------------------------ thrown dynamite (OW-6.1.1) */

/**
 * The figure with the dynamite count the Old West rules read: sticks + bundles, from the typed
 * fields (the sheet's), never a stale rule flag.
 */
function withDynamiteCount(figure: FigureState): FigureState {
  return withDynamiteTotal(figure);
}

/** OW-6a how many charges of this kind the figure carries (its typed count). */
export function dynamiteCarried(figure: FigureState, charge: DynamiteCharge): number {
  return dynamiteOfKind(figure, charge);
}

export async function throwDynamite(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  if (!piece) return;
  const thrower = actingFigure(piece);
  const target = targetedUnits().find((u) => u.unit.id !== piece.unit.id)?.unit ?? null;
  if (!thrower || !target) return table.warn("COMBAT_PATROL.Action.Dynamite.needTarget");
  // OW-6a only the charges he carries can be thrown.
  const charges = (["stick", "bundle"] as const).filter((c) => dynamiteCarried(thrower, c) > 0);
  const first = charges[0];
  if (!first) return table.warn("COMBAT_PATROL.Error.noDynamite", { figure: thrower.name });
  const range = Math.min(...target.figures.map((f) => table.distance(thrower.id, f.id) ?? Number.POSITIVE_INFINITY));
  const answers = await ask({
    title: t("COMBAT_PATROL.Action.Dynamite.title", { figure: thrower.name }),
    fields: [
      {
        type: "select",
        name: "charge",
        label: t("COMBAT_PATROL.Action.Dynamite.charge"),
        value: first,
        options: charges.map((value) => ({ value, label: `${t(`COMBAT_PATROL.Action.Dynamite.${value}`)} (${dynamiteCarried(thrower, value)})` })),
      },
      { type: "number", name: "range", label: t("COMBAT_PATROL.Action.Fire.range"), value: Number.isFinite(range) ? Math.round(range * 10) / 10 : 0, step: 0.5 },
    ],
    ok: t("COMBAT_PATROL.Action.Dynamite.confirm"),
  });
  if (!answers) return;
  const charge: DynamiteCharge = charges.find((c) => c === read.str(answers, "charge", first)) ?? first;
  const shifts = defaultShifts(thrower, piece.unit);
  const title = { key: "COMBAT_PATROL.Action.title.dynamite", data: { figure: thrower.name, target: target.name } };
  await table.draw().resolve({
    procedure: "dynamite",
    input: {
      dynamite: {
        unit: { ...piece.unit, figures: piece.unit.figures.map((f) => (f.id === thrower.id ? withDynamiteCount(f) : f)) },
        thrower: withDynamiteCount(thrower),
        charge,
        rangeInches: read.num(answers, "range", 0),
        shifts: { moved: shifts.moved, wounded: shifts.wounded, leaderAbsent: shifts.leaderAbsent, saddle: shifts.saddle },
        targetCloseOrder: target.closeOrder,
      },
      ...chatContext(table.speaker(thrower.id), title, [piece.unit, target]),
    },
  });
}

/** CORE-9 a blast over the figures the user targeted (those under the template), size from the button. */
export async function blast(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const size = request.params.size === "large" || request.params.size === "medium" ? request.params.size : "small";
  const figures: { unitId: string; figure: FigureState }[] = [];
  const units = new Map<string, UnitState>();
  for (const token of game.user?.targets ?? []) {
    const piece = token.actor ? actingPiece(token.actor) : null;
    if (!piece?.figure) continue;
    figures.push({ unitId: piece.unit.id, figure: piece.figure });
    units.set(piece.unit.id, piece.unit);
  }
  if (figures.length === 0) return table.warn("COMBAT_PATROL.Action.Blast.needTargets");
  const title = { key: "COMBAT_PATROL.Action.title.blast", data: { size: t(`COMBAT_PATROL.Chat.BurstName.${size}`), figures: figures.length } };
  await table.draw().resolve({
    procedure: "blast",
    input: { blast: { size, figures }, ...chatContext(table.speaker(request.actor.uuid), title, [...units.values()]) },
  });
}

/* ------------------------------------------------------------------ no card: reload, mount, wagons */

export async function reload(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  const figure = piece ? actingFigure(piece) : null;
  if (!piece || !figure) return;
  try {
    const options = table.options();
    const result = options.era === "napoleonic" ? napReload(piece.unit.id, figure) : owReload(piece.unit.id, figure, { rules: options });
    await postWithoutCards(table, result, [piece.unit], figure.id);
  } catch (error) {
    refuse(table, error);
  }
}

export async function mount(request: ActionRequest, mounting: boolean, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  if (!piece) return;
  const figures = piece.figure ? [piece.figure] : piece.unit.figures.filter((f) => !f.incapacitated && f.mounted !== mounting);
  try {
    const result = mountOrDismount({ unitId: piece.unit.id, figures, mount: mounting });
    await postWithoutCards(table, result, [piece.unit], piece.figure?.id ?? piece.unitActor.uuid);
  } catch (error) {
    refuse(table, error);
  }
}

/** OW-9.3 the rules' view of a wagon actor (its pace is kept in its rule flags by the movement). */
export function wagonStateOf(actor: Actor.Implementation): WagonState | null {
  const s = actor.system;
  if (!(s instanceof WagonModel)) return null;
  const unit = s.toUnitState();
  const pace = s.ruleFlags["pace"];
  return {
    unit,
    wagonId: `ow.${s.kind}`,
    driverId: s.driverId,
    team: { id: partId(actor.uuid, "team"), animals: s.team.animals, wounds: s.team.state === "wounded" ? 1 : 0, dead: s.team.state === "incapacitated" ? 1 : 0, hurtCutOut: false },
    pace: pace === "normal" || pace === "gallop" ? pace : "stopped",
    runaway: s.runaway,
    overturned: s.overturned,
    destroyed: s.ruleFlags["destroyed"] === true,
  };
}

/** The wagon the user targeted (boarding), or the one the figure is aboard (leaving). */
function wagonFor(figure: FigureState): Actor.Implementation | null {
  for (const token of game.user?.targets ?? []) if (token.actor?.system instanceof WagonModel) return token.actor;
  const aboard = figure.flags?.aboard;
  if (typeof aboard === "string") for (const actor of game.actors ?? []) if (actor.uuid === aboard) return actor;
  for (const actor of game.actors ?? []) {
    const s = actor.system;
    if (s instanceof WagonModel && (s.driverId === figure.id || s.passengerIds.includes(figure.id))) return actor;
  }
  return null;
}

/** OW-9.3c board a wagon, or leave it; `boarding` null: leave the wagon he is aboard, else board the targeted one. */
export async function wagon(request: ActionRequest, boarding: boolean | null, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  const figure = piece?.figure ?? null;
  if (!piece || !figure) return table.warn("COMBAT_PATROL.Action.Wagon.figureOnly");
  const actor = wagonFor(figure);
  const state = actor ? wagonStateOf(actor) : null;
  if (!actor || !state) return table.warn("COMBAT_PATROL.Action.Wagon.needWagon");
  const aboard = state.unit.figures.some((f) => f.id === figure.id);
  try {
    // Leaving: the figure is in the wagon's unit (the writer takes him off that wagon's list, flag or not).
    const result = (boarding ?? !aboard) ? boardWagon(state, piece.unit.id, figure) : dismountWagon(state, state.unit.id, figure);
    await postWithoutCards(table, result, [piece.unit, state.unit], figure.id);
  } catch (error) {
    refuse(table, error);
  }
}

/* ------------------------------------------------------------------ checks drawn on the GM (CORE-10, NAP-5.6, OW-9.3f) */

/** CORE-10 the reaction check of the figure (NAP-5.6: a unit in close order checks once for its group). */
export async function reaction(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const piece = pieceOf(request, table);
  if (!piece) return;
  await requestReaction(table, piece.unit, actingFigure(piece), request.params.purpose || "interrupt");
}

/** OW-9.3f the driver of a runaway wagon tries to regain control (the wagon's terrain asked). */
export async function regainControl(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const state = wagonStateOf(request.actor);
  if (!state) return table.warn("COMBAT_PATROL.Action.Wagon.needWagon");
  if (!state.runaway) return table.warn("COMBAT_PATROL.Error.notRunaway", { wagon: state.unit.name });
  const answers = await ask({
    title: t("COMBAT_PATROL.Action.title.regainControl", { wagon: state.unit.name }),
    fields: [
      {
        type: "select",
        name: "terrain",
        label: t("COMBAT_PATROL.Action.Morale.terrain"),
        value: "open",
        options: (["open", "cover"] as const).map((value) => ({ value, label: t(`COMBAT_PATROL.Chat.Terrain.${value}`) })),
      },
    ],
    ok: t("COMBAT_PATROL.Action.RegainControl.confirm"),
  });
  if (!answers) return;
  const terrain: Terrain = read.str(answers, "terrain", "open") === "cover" ? "cover" : "open";
  await requestRegainControl(table, state, terrain, request.actor.uuid);
}

/* ------------------------------------------------------------------ guns: no card (OW-5.2b/e, NAP-7.1, NAP-7.2) */

/** The gun the button was on, with the wagon carrying it (OW-5.2f); null (and a warning) for any other actor. */
function gunPieceOf(request: ActionRequest, table: ActionTable): GunPiece | null {
  const s = request.actor.system;
  if (!(s instanceof GunModel)) {
    table.warn("COMBAT_PATROL.Error.notAPiece", { name: request.actor.name });
    return null;
  }
  let wagon: WagonState | null = null;
  for (const actor of game.actors ?? []) {
    if (actor.system instanceof WagonModel && actor.system.gatling && actor.system.gunId === request.actor.uuid) wagon = wagonStateOf(actor);
  }
  return { unit: s.toUnitState(), source: s.source, wagon };
}

/** OW-5.2b / NAP-7.1 limber (the limber within 4") or unlimber the gun: one batch, one message. */
export async function limber(request: ActionRequest, action: "limber" | "unlimber", table: ActionTable = foundryTable): Promise<void> {
  const gun = gunPieceOf(request, table);
  if (gun) await postGunAction(table, gun, () => limberResult(gun, action, table));
}

/** NAP-7.2 one load action: the round declared in a small dialog. */
export async function load(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const gun = gunPieceOf(request, table);
  if (!gun) return;
  if (gun.source.kind !== "artillery") return table.warn("COMBAT_PATROL.Action.Load.gatling", { unit: gun.unit.name });
  const declared = gun.unit.flags?.["round"];
  const first: ArtilleryRound = ARTILLERY_ROUNDS.find((r) => r === declared) ?? "shot";
  const answers = await ask({
    title: t("COMBAT_PATROL.Action.Load.title", { unit: gun.unit.name }),
    fields: [
      {
        type: "select",
        name: "round",
        label: t("COMBAT_PATROL.Action.Load.round"),
        value: first,
        options: ARTILLERY_ROUNDS.map((value) => ({ value, label: t(`COMBAT_PATROL.Choice.round.${value}`) })),
      },
    ],
    ok: t("COMBAT_PATROL.Action.Load.confirm"),
  });
  if (!answers) return;
  const asked = read.str(answers, "round", first);
  const round: ArtilleryRound = ARTILLERY_ROUNDS.find((r) => r === asked) ?? first;
  await postLoad(table, gun, round);
}

/** OW-5.2e manhandle the Gatling to a new facing: its token's rotation, or a typed value. */
export async function reface(request: ActionRequest, table: ActionTable = foundryTable): Promise<void> {
  const gun = gunPieceOf(request, table);
  if (!gun) return;
  if (gun.source.kind !== "gatling") return table.warn("COMBAT_PATROL.Action.Reface.artillery", { unit: gun.unit.name });
  const token = request.token ?? tokenOf(request.actor.uuid);
  const stored = gun.unit.flags?.["facing"];
  const current = token ? facingFromTokenRotation(token.rotation ?? 0) : typeof stored === "number" ? stored : 0;
  const answers = await ask({
    title: t("COMBAT_PATROL.Action.Reface.title", { unit: gun.unit.name }),
    fields: [{ type: "number", name: "facing", label: t("COMBAT_PATROL.Action.Reface.facing"), value: Math.round(current), step: 1, hint: t("COMBAT_PATROL.Action.Reface.hint") }],
    ok: t("COMBAT_PATROL.Action.Reface.confirm"),
  });
  if (!answers) return;
  const facing = read.num(answers, "facing", Number.NaN);
  await postReface(table, gun, facing);
}
