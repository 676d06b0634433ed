/**
 * NAP-7 the engine opponent serves an artillery piece by the rules, with the odds the Fire gun
 * dialog shows (rules/odds/artillery-odds: the same count over the cards left, the same figures the
 * round may strike, the targeted unit's cover as the map gives it from the gun).
 *
 * - NAP-7.2 not loaded: one load action. A round half loaded keeps its round ("Only that type of
 *   round may be fired"); else the round (canister or round shot, Table 3) whose best shot would
 *   put the most enemy down as they stand now: canister close in, round shot beyond canister's
 *   reach. No enemy in reach: round shot, the longest reach. Shell is left to the GM.
 * - NAP-7.3 loaded: fire at the enemy unit in sight whose round, laid on the centre of its standing
 *   figures, is expected to put the most of the enemy down less the others in its path (its own
 *   side, and any unit the table does not tell as the enemy), when that reaches the doctrine's
 *   `minGunDown`; else hold, saying why. NAP-7 gives an artillery piece no arc of fire (the GM's
 *   check has none): any enemy in sight may be aimed at.
 * - NAP-7.1 first the gun's move (gun-moves.ts): limbered, it unlimbers with an enemy in reach, else
 *   moves limbered or holds; unlimbered with none in reach, it limbers up when a move would pay.
 * - Held with a reason: too few crew to serve it, NAP-7.2 loaded on this card or NAP-7.3 moved on it.
 */
import type { CoverKind } from "../cards/read";
import type { Figure } from "../geometry";
import type { UnitState } from "../model";
import {
  checkLaying,
  gunCrewOf,
  gunStateOf,
  gunTargetGround,
  loadAction,
  loadedShellKind,
  type ArtilleryTarget,
  type GunLaying,
} from "../artillery";
import { canisterOdds, shellOdds, solidShotOdds, type GunRoundOdds } from "../odds/artillery-odds";
import { artilleryRanges, firedRound, type ArtilleryRound, type DeclaredRound } from "../tables/artillery";
import { loadingActivations } from "../tables/crews";
import { TERRAIN_DEFAULTS, lineOfSight } from "../terrain";
import type { GunChoice, GunDriveChoice, HoldChoice } from "./choice";
import { gunDriveChoice } from "./gun-moves";
import type { Doctrine } from "./doctrine-data";
import { OPPONENT_READINGS } from "./doctrine-data";
import type { GunInSituation } from "./gun-situation";
import {
  type PlacedUnit,
  type Situation,
  byIdOrder,
  centreOf,
  enemyUnits,
  oddsPiles,
  placedStanding,
} from "./situation";
import { gunFireWhy, gunHoldWhy, gunLoadWhy, type GunHoldReason } from "./why";

/** The rounds the engine loads, longest reach first (the tie goes to it). */
const LOADED_ROUNDS: readonly ArtilleryRound[] = ["shot", "canister"];

/** One shot the gun could fire at an enemy unit, with its expected figures down and hit. */
export interface GunShot {
  readonly target: PlacedUnit;
  readonly round: ArtilleryRound;
  readonly targetPoint: { readonly x: number; readonly y: number };
  readonly cover: CoverKind;
  readonly structure: GunChoice["structure"];
  readonly down: number;
  readonly hit: number;
  readonly ownDown: number;
}

/** The shot's worth: the enemy it puts down less the others it puts down (its own side, anyone not the enemy). */
const worth = (shot: GunShot): number => shot.down - shot.ownDown;

/** NAP-7.3 the gun's laying at a point, as the Fire gun button lays it (the crew's grade, the gun's token). */
function layingAt(unit: UnitState, gun: GunInSituation, targetPoint: { x: number; y: number }): GunLaying {
  return {
    unit,
    piece: gun.piece,
    crewAccuracy: unit.grade,
    gunAt: gun.at,
    targetPoint,
    inSupply: gun.inSupply,
    limberId: gun.limberId,
    ...(gun.shotWeight !== undefined ? { shotWeight: gun.shotWeight } : {}),
    ...(gun.activation !== undefined ? { activation: gun.activation } : {}),
  };
}

/** Every figure on the map the round may strike (every unit but the gun's own), the targeted unit in its cover. */
function strikable(s: Situation, targetId: string, cover: CoverKind): ArtilleryTarget[] {
  return s.others.flatMap((o) =>
    o.unit.figures.flatMap((figure): ArtilleryTarget[] => {
      const token: Figure | undefined = o.places[figure.id];
      if (!token) return [];
      const inCover = o.unit.id === targetId ? cover : "none";
      return [{ unitId: o.unit.id, figure, token, cover: inCover, closeOrder: o.unit.closeOrder }];
    }),
  );
}

/** NAP-7.3 the round's count, as the dialog's (rules/odds/live-odds gunRound); null when it cannot be fired there. */
function roundOdds(s: Situation, laying: GunLaying, round: ArtilleryRound, targets: ArtilleryTarget[]) {
  const { pool } = oddsPiles(s);
  const piles = { pool };
  const options = { rules: s.rules };
  try {
    checkLaying(laying, round, options);
    if (round === "shot") return solidShotOdds(laying, targets, piles, options);
    if (round === "canister") return canisterOdds(laying, targets, piles, options);
    return shellOdds(laying, { kind: loadedShellKind(laying.unit) }, targets, piles, options);
  } catch {
    return null; // out of range, under the shell's least range, too few cards left: no shot
  }
}

/** The sum of some figures' expected incapacitations and hits. */
function sums(odds: GunRoundOdds, units: ReadonlySet<string>): { down: number; hit: number } {
  const mine = odds.figures.filter((f) => units.has(f.unitId));
  return {
    down: mine.reduce((n, f) => n + f.incapacitated.value, 0),
    hit: mine.reduce((n, f) => n + f.hit.value, 0),
  };
}

/** NAP-7.3 the shot at one enemy unit with the round the unit is loaded with; null when out of sight or range. */
function shotAt(s: Situation, gun: GunInSituation, round: ArtilleryRound, target: PlacedUnit): GunShot | null {
  const standing = placedStanding(target).map((p) => p.place);
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  if (!standing.some((p) => lineOfSight(s.terrain, gun.at, p.at, data).clear)) return null;
  const targetPoint = centreOf(standing);
  const ground = gunTargetGround(s.terrain, gun.at, standing, round);
  const cover = ground?.cover ?? "none";
  const odds = roundOdds(s, layingAt(s.unit, gun, targetPoint), round, strikable(s, target.unit.id, cover));
  if (!odds) return null;
  const enemies = new Set(enemyUnits(s).map((u) => u.unit.id));
  const own = new Set(s.others.filter((o) => !enemies.has(o.unit.id)).map((o) => o.unit.id));
  const { down, hit } = sums(odds, enemies);
  return {
    target,
    round,
    targetPoint,
    cover,
    structure: ground?.structure ?? null,
    down,
    hit,
    ownDown: sums(odds, own).down,
  };
}

/** Every shot with `round`, best first: the most put down (less its own), then the most hit, then the target's id. */
export function gunShots(s: Situation, gun: GunInSituation, round: ArtilleryRound, unit = s.unit): GunShot[] {
  const same = OPPONENT_READINGS.sameChance;
  const at = { ...s, unit };
  return enemyUnits(s)
    .map((target) => shotAt(at, gun, round, target))
    .filter((x): x is GunShot => x !== null)
    .sort(
      (a, b) =>
        (Math.abs(worth(a) - worth(b)) > same ? worth(b) - worth(a) : 0) ||
        (Math.abs(a.hit - b.hit) > same ? b.hit - a.hit : 0) ||
        byIdOrder(a.target.unit.id, b.target.unit.id),
    );
}

/** The unit as if loaded with `round` now (for the odds of a round not yet loaded). */
function loadedWith(unit: UnitState, round: DeclaredRound): UnitState {
  return { ...unit, flags: { ...unit.flags, round, outOfAmmo: 0, loadedOn: null, movedOn: null } };
}

/** NAP-7.2 the round to declare and the shot it was chosen for (null: no enemy in reach). */
function roundToLoad(s: Situation, gun: GunInSituation): { round: DeclaredRound; best: GunShot | null } {
  const declared = gunStateOf(s.unit).round;
  if (declared !== "none") {
    const best = gunShots(s, gun, firedRound(declared), loadedWith(s.unit, declared))[0] ?? null;
    return { round: declared, best };
  }
  let chosen: { round: DeclaredRound; best: GunShot | null } = { round: "shot", best: null };
  for (const round of LOADED_ROUNDS) {
    if (artilleryRanges(gun.piece, round) === null) continue;
    const best = gunShots(s, gun, round, loadedWith(s.unit, round))[0];
    if (best && worth(best) > (chosen.best ? worth(chosen.best) : 0) + OPPONENT_READINGS.sameChance)
      chosen = { round, best };
  }
  return chosen;
}

const nameOf = (shot: GunShot): string => shot.target.unit.name;

/** The choice for a gun's crew: load, fire, or hold with the reason. */
export function gunChoice(
  s: Situation,
  gun: GunInSituation,
  doctrine: Doctrine,
): GunChoice | GunDriveChoice | HoldChoice {
  // NAP-7.1 a limbered gun unlimbers, moves or holds; one with no enemy in reach may limber up to go (gun-moves.ts).
  const drive = gunDriveChoice(s, gun, doctrine);
  if (drive) return drive;
  const unit = s.unit;
  const hold = (reason: GunHoldReason, best?: GunShot): HoldChoice => ({
    kind: "hold",
    unitId: unit.id,
    why: gunHoldWhy(unit.name, reason, best ? { target: nameOf(best), down: worth(best) } : undefined),
  });
  const state = gunStateOf(unit);
  const crew = gunCrewOf(unit, gun.limberId);
  if (loadingActivations(crew).activations === null) return hold("noCrew");
  const base = {
    kind: "gun" as const,
    unitId: unit.id,
    cover: "none" as const,
    structure: null,
    targetPoint: null,
  };
  if (state.outOfAmmo > 0 || state.round === "none") {
    const { round, best } = roundToLoad(s, gun);
    let left: number;
    try {
      // NAP-7.2 the load as the GM computes it: refused (an Indian crew, spherical case) is held.
      left = loadAction(unit, round, crew, gun.activation, { rules: s.rules }).remaining;
    } catch {
      return hold("noCrew");
    }
    return {
      ...base,
      step: "load",
      round,
      targetUnitId: best?.target.unit.id ?? null,
      expectedDown: best?.down ?? 0,
      expectedHit: best?.hit ?? 0,
      ownDown: best?.ownDown ?? 0,
      why: gunLoadWhy(unit.name, round, left, best ? { target: nameOf(best), down: worth(best) } : null),
    };
  }
  if (gun.activation !== undefined && state.loadedOn === gun.activation) return hold("loadedNow");
  if (gun.activation !== undefined && state.movedOn === gun.activation) return hold("movedNow");
  const shots = gunShots(s, gun, firedRound(state.round));
  const best = shots[0];
  if (!best) return hold("noTarget");
  if (worth(best) < doctrine.minGunDown) return hold("poorOdds", best);
  return {
    ...base,
    step: "fire",
    round: state.round,
    targetUnitId: best.target.unit.id,
    targetPoint: best.targetPoint,
    cover: best.cover,
    structure: best.structure,
    expectedDown: best.down,
    expectedHit: best.hit,
    ownDown: best.ownDown,
    why: gunFireWhy(unit.name, state.round, nameOf(best), worth(best), best.hit),
  };
}
