/**
 * The engine's Effect list -> document writes, as pure functions (no Foundry): tests run them
 * with plain snapshots and a counting writer.
 *
 * One resolved action makes at most two server writes: every world actor in one
 * Actor.updateDocuments call, every unlinked token actor of the scene in one
 * TokenDocument.updateDocuments call (their deltas). Move effects are not actor data: they are
 * returned for the canvas to play.
 *
 * Effects name figures and units by actor UUID; a part of an actor has a part id
 * (data/derive.ts): "<herd>#animal-N" (OW-9.2.2: wounds ignored, an Incapacitate removes one
 * animal), "<wagon>#team" and "<gun>#limber" (OW-9.3d, OW-5.2d: wounded, then incapacitated).
 */
import type { Effect, FlagValue } from "@rules/model";
import { OW_FLAGS } from "@rules/old-west/common";
import { DYNAMITE_KIND_FLAGS, splitDynamite } from "@rules/old-west/dynamite-carried";
import { GUN_ROUNDS, isOneOf } from "@foundry/data/constants";
import { parsePartId } from "@rules/parts";
import type { TeamState } from "@foundry/data/constants";
import type { ActorSources, ActorType } from "@foundry/data/sources";
import { diffPatch, restorePatch } from "./patches";

// The patch helpers and the writes live beside the planner (patches.ts, effect-writes.ts).
export { diffPatch, restorePatch };
export type { ActorUpdate, AppliedEffects, EffectWriter } from "./effect-writes";

/** A patch of a system object: only the fields that change, nested like the source. */
export interface SystemPatch {
  readonly [key: string]: PatchValue;
}
export type PatchValue = FlagValue | readonly string[] | SystemPatch;

/** What the planner needs to know of an actor: its subtype and current system data. */
export type ActorSnapshot = { [K in ActorType]: { readonly type: K; readonly system: ActorSources[K] } }[ActorType];

/** Current data of an actor by UUID, null when it does not exist. */
export type ActorLookup = (actorId: string) => ActorSnapshot | null;

export type MoveEffect = Extract<Effect, { kind: "move" }>;

interface EffectPlan {
  /** One patch per actor that changes, by actor UUID. */
  readonly patches: ReadonlyMap<string, SystemPatch>;
  /** For each of them, the patch that puts it back exactly as it was (an undo). */
  readonly restores: ReadonlyMap<string, SystemPatch>;
  /** Moves, in order, for the canvas. */
  readonly moves: readonly MoveEffect[];
  /** Effects that name an actor that does not exist, or a change the actor cannot hold. */
  readonly skipped: readonly Effect[];
}

/** The planner's own copy of an actor (its system objects are mutated while planning). */
type Working = ActorSnapshot;

/**
 * Supplement flags that have a typed field on an actor subtype: a "flag" effect with one of
 * these names writes the field (the translators emit the same names in UnitState.flags).
 */
function applyTypedFlag(w: Working, flag: string, value: FlagValue): boolean {
  switch (w.type) {
    case "herd":
      // OW-9.2.2 the engine's count of the animals left (old-west/animals.ts herdLossEffects).
      if (flag === OW_FLAGS.animals && typeof value === "number" && Number.isFinite(value))
        return ((w.system.animals = count(value)), true);
      if (flag === "stampeding" && typeof value === "boolean") return ((w.system.stampede.active = value), true);
      if (flag === "stampedeClock" && (value === null || typeof value === "number"))
        return ((w.system.stampede.clock = value), true);
      if (flag === "stunned" && typeof value === "boolean") return ((w.system.stunned = value), true);
      // OW-9.2.3 the herding unit (old-west/animals.ts assignHerders): the typed field the turn and the sheet read.
      if (flag === OW_FLAGS.herdedBy && (value === null || typeof value === "string"))
        return ((w.system.herdedBy = value), true);
      return false;
    case "wagon":
      if (flag === "runaway" && typeof value === "boolean") return ((w.system.runaway = value), true);
      if (flag === "overturned" && typeof value === "boolean") return ((w.system.overturned = value), true);
      // OW-9.3e cutting animals out: the animals left in harness; no dead one left in it, the team is no longer down.
      if (flag === "teamAnimals" && typeof value === "number" && Number.isFinite(value))
        return ((w.system.team.animals = atLeastZero(Math.round(value))), true);
      if (flag === "teamDead" && value === 0) {
        if (w.system.team.state === "incapacitated") w.system.team.state = "ok";
        return true;
      }
      return false;
    case "gun":
      if (flag === "limbered" && typeof value === "boolean") return ((w.system.limbered = value), true);
      if (flag === "facing" && typeof value === "number")
        return ((w.system.facing = ((Math.round(value) % 360) + 360) % 360), true);
      if (flag === "round" && isOneOf(GUN_ROUNDS, value)) return ((w.system.round = value), true);
      // NAP-7.1b the limber brought back toward the gun: its distance from it.
      if (flag === "limberDistance" && typeof value === "number" && Number.isFinite(value))
        return ((w.system.limber.distance = atLeastZero(value)), true);
      // NAP-7.2 the out of ammunition markers on the gun (unlimber, load, fire).
      if (flag === "outOfAmmo" && typeof value === "number" && Number.isFinite(value))
        return ((w.system.outOfAmmo = atLeastZero(Math.round(value))), true);
      return false;
    default:
      return false;
  }
}

/** OW-9.3d / OW-5.2d a team or limber: a wound makes it wounded, an incapacitate incapacitates it. */
function hurtTeam(state: TeamState, incapacitate: boolean): TeamState {
  return incapacitate ? "incapacitated" : state === "ok" ? "wounded" : state;
}

/** A team or limber given a number of wounds (setWounds): wounded or ok; an incapacitated one stays so. */
function woundsState(state: TeamState, wounds: number): TeamState {
  return state === "incapacitated" ? state : wounds > 0 ? "wounded" : "ok";
}

const atLeastZero = (n: number) => Math.max(0, n);

/** A "flag" effect: the typed field of that name if the subtype has one, else a rule flag. */
function setFlag(w: Working, flag: string, value: FlagValue): true {
  if (!applyTypedFlag(w, flag, value) && !applyFigureTypedFlag(w, flag, value))
    w.system.ruleFlags = { ...w.system.ruleFlags, [flag]: value };
  return true;
}

/** Flag names of a figure's typed dynamite fields (data/derive.ts figureState emits the same). */
const DYNAMITE_FLAGS = {
  total: OW_FLAGS.dynamite,
  sticks: DYNAMITE_KIND_FLAGS.stick,
  bundles: DYNAMITE_KIND_FLAGS.bundle,
} as const;

const count = (value: number) => Math.max(0, Math.round(value));

/**
 * OW-6 a figure's dynamite is typed (sticks and bundles): the counts the throw leaves are written
 * there, never as a generic rule flag the sheet would not show. The dynamite action names the
 * charge thrown (dynamiteSticks / dynamiteBundles, the engine's dynamiteKindEffects); a total
 * ("dynamite": charges left) from another caller is split by the engine's splitDynamite.
 */
function applyFigureTypedFlag(w: Working, flag: string, value: FlagValue): boolean {
  if (w.type !== "figure" || typeof value !== "number" || !Number.isFinite(value)) return false;
  const dynamite = w.system.dynamite;
  switch (flag) {
    case DYNAMITE_FLAGS.sticks:
      return ((dynamite.sticks = count(value)), true);
    case DYNAMITE_FLAGS.bundles:
      return ((dynamite.bundles = count(value)), true);
    case DYNAMITE_FLAGS.total: {
      // The engine's one split (OW-6.1), sticks first: this writer only writes what it returns.
      const left = splitDynamite(dynamite, value);
      dynamite.sticks = left.sticks;
      dynamite.bundles = left.bundles;
      return true;
    }
    default:
      return false;
  }
}

/** The rule flag naming the wagon a figure is aboard (OW_FLAGS.aboard: the wagon's UUID, null when not). */
const ABOARD_FLAG = "aboard";

/**
 * OW-9.3c boarding and leaving a wagon: the figure's "aboard" flag AND the wagon's passenger list,
 * in the same plan (so in the same batched write). Leaving removes him from the wagon his flag
 * named, else from the effect's unit when that is a wagon (a passenger put aboard on the wagon's
 * sheet has no flag); a driver who leaves leaves the box empty. False when the wagon named is not
 * a wagon.
 */
function setAboard(
  figure: Working,
  figureId: string,
  unitId: string,
  value: FlagValue,
  get: (id: string) => Working | null,
): boolean {
  if (value !== null && typeof value !== "string") return false;
  const flagged = figure.system.ruleFlags[ABOARD_FLAG];
  const before = typeof flagged === "string" ? flagged : value === null ? unitId : null;
  if (typeof value === "string") {
    const wagon = get(value);
    if (!wagon || wagon.type !== "wagon") return false;
    if (wagon.system.driverId !== figureId && !wagon.system.passengerIds.includes(figureId))
      wagon.system.passengerIds = [...wagon.system.passengerIds, figureId];
  }
  if (before !== null && before !== value) {
    const old = get(before);
    if (old?.type === "wagon") {
      old.system.passengerIds = old.system.passengerIds.filter((id) => id !== figureId);
      if (old.system.driverId === figureId) old.system.driverId = null;
    }
  }
  figure.system.ruleFlags = { ...figure.system.ruleFlags, [ABOARD_FLAG]: value };
  return true;
}

/** Every Effect kind is handled above: a new kind fails to compile here until it is. */
function unhandled(effect: never): false {
  void effect;
  return false;
}

/** Apply one effect to the working copies; false when it cannot apply. */
function applyOne(effect: Exclude<Effect, MoveEffect>, get: (id: string) => Working | null): boolean {
  if (
    effect.kind === "moraleMarkers" ||
    effect.kind === "clearMoraleMarkers" ||
    effect.kind === "commandDie" ||
    effect.kind === "acted" ||
    effect.kind === "outOfCommand"
  ) {
    const unit = get(effect.unitId);
    if (!unit) return false;
    // OW-4a a hero's own command die (and a figure on its own, the engine's unit of one): on the figure.
    if (unit.type === "figure") return effect.kind === "commandDie" && ((unit.system.commandDie = effect.value), true);
    switch (effect.kind) {
      case "moraleMarkers":
        unit.system.moraleMarkers = atLeastZero(unit.system.moraleMarkers + effect.delta);
        return true;
      case "clearMoraleMarkers":
        unit.system.moraleMarkers = 0;
        return true;
      case "commandDie":
        unit.system.commandDie = effect.value;
        return true;
      case "acted":
        unit.system.acted = effect.acted;
        return true;
      case "outOfCommand":
        if (unit.type !== "unit") return false;
        unit.system.outOfCommand = effect.outOfCommand;
        return true;
    }
  }

  if (effect.kind === "flag" && effect.figureId === null) {
    const unit = get(effect.unitId);
    if (!unit) return false;
    return setFlag(unit, effect.flag, effect.value);
  }

  const figureId = effect.figureId;
  if (figureId === null) return false;
  const { actorId, part } = parsePartId(figureId);
  const target = get(actorId);
  if (!target) return false;

  if (part !== null) return applyToPart(effect, target, part);

  switch (target.type) {
    case "figure": {
      const s = target.system;
      switch (effect.kind) {
        case "wound":
          s.wounds += effect.wounds;
          return true;
        case "incapacitate":
          s.states.incapacitated = true;
          return true;
        case "stun":
          s.states.stunned = effect.stunned;
          return true;
        case "pin":
          s.states.pinned = effect.pinned;
          return true;
        case "outOfAmmo":
          s.outOfAmmo = atLeastZero(s.outOfAmmo + effect.delta);
          return true;
        case "mounted":
          s.states.mounted = effect.mounted;
          return true;
        case "hidden":
          s.states.hidden = effect.hidden;
          return true;
        case "setWounds":
          s.wounds = count(effect.wounds);
          return true;
        case "flag":
          if (effect.flag === ABOARD_FLAG) return setAboard(target, figureId, effect.unitId, effect.value, get);
          return setFlag(target, effect.flag, effect.value);
        default:
          return unhandled(effect);
      }
    }
    case "gun":
      // NAP-7.2 "When a gun fires place out of ammunition markers on it".
      if (effect.kind === "outOfAmmo")
        return ((target.system.outOfAmmo = atLeastZero(target.system.outOfAmmo + effect.delta)), true);
      if (effect.kind === "flag") return setFlag(target, effect.flag, effect.value);
      return false;
    case "herd":
      if (effect.kind === "stun") return ((target.system.stunned = effect.stunned), true);
      if (effect.kind === "flag") return setFlag(target, effect.flag, effect.value);
      return false;
    default:
      if (effect.kind === "flag") return setFlag(target, effect.flag, effect.value);
      return false;
  }
}

function applyToPart(
  effect: Exclude<Effect, MoveEffect>,
  target: Working,
  part: "animal" | "team" | "limber",
): boolean {
  if (part === "animal" && target.type === "herd") {
    switch (effect.kind) {
      case "wound":
        // OW-9.2.2 "Fire at a herd ignores wounds".
        return true;
      case "incapacitate":
        // OW-9.2.2 the engine gives a herd's losses as the count of animals left (herdLossEffects:
        // fire at a herd, a trampling won): an animal's own incapacitation decides nothing here.
        return true;
      case "setWounds":
        // OW-9.2.2 wounds are ignored on a herd's animals.
        return true;
      case "stun":
        target.system.stunned = effect.stunned;
        return true;
      default:
        return false;
    }
  }
  if (part === "team" && target.type === "wagon") {
    if (effect.kind === "setWounds")
      return ((target.system.team.state = woundsState(target.system.team.state, effect.wounds)), true);
    if (effect.kind !== "wound" && effect.kind !== "incapacitate") return false;
    // OW-9.3d the engine says what the hit did (resolveFireAtWagon: the team wounded, or an animal
    // killed = the team incapacitated, its `teamDead` count); the team's animals stay in harness,
    // the dead one included, until they are cut out (OW-9.3e writes `teamAnimals`). Nothing is
    // decided here.
    target.system.team.state = hurtTeam(target.system.team.state, effect.kind === "incapacitate");
    return true;
  }
  if (part === "limber" && target.type === "gun") {
    if (effect.kind === "setWounds")
      return ((target.system.limber.state = woundsState(target.system.limber.state, effect.wounds)), true);
    if (effect.kind !== "wound" && effect.kind !== "incapacitate") return false;
    target.system.limber.state = hurtTeam(target.system.limber.state, effect.kind === "incapacitate");
    return true;
  }
  return false;
}

/** Turn an effect list into one patch per actor (effects on the same actor compose in order). */
export function planEffects(effects: readonly Effect[], lookup: ActorLookup): EffectPlan {
  const originals = new Map<string, ActorSnapshot>();
  const working = new Map<string, Working>();
  const get = (id: string): Working | null => {
    const known = working.get(id);
    if (known) return known;
    const found = lookup(id);
    if (!found) return null;
    originals.set(id, found);
    // A fresh copy per actor: the snapshot the lookup gave is never mutated.
    const copy = structuredClone(found);
    working.set(id, copy);
    return copy;
  };
  const moves: MoveEffect[] = [];
  const skipped: Effect[] = [];
  for (const effect of effects) {
    if (effect.kind === "move") moves.push(effect);
    else if (!applyOne(effect, get)) skipped.push(effect);
  }
  const patches = new Map<string, SystemPatch>();
  const restores = new Map<string, SystemPatch>();
  for (const [id, w] of working) {
    const before = originals.get(id)!.system;
    const patch = diffPatch(before, w.system);
    const restore = restorePatch(before, w.system);
    if (patch) patches.set(id, patch);
    if (patch && restore) restores.set(id, restore);
  }
  return { patches, restores, moves, skipped };
}
