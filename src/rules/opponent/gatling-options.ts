/**
 * OW-5.2 the engine opponent serves a Gatling by the rules, with the odds the Fire dialog shows
 * (rules/odds/old-west-odds gatlingBurstOdds: the gunner's plan, the nearest standing figure's
 * cover, Endurance and wounds, over the cards left).
 *
 * - OW-5.2a a jam (Reload Double: the gunner's Out of Ammunition markers) is cleared first, one
 *   marker an activation, by the gunner's Reload (the table's way: the crewman's own button).
 * - OW-5.2b a carriage gun unlimbers with an enemy in its reach, else moves limbered or holds;
 *   unlimbered with no enemy within range it may limber up to move (gatling-moves.ts).
 * - OW-5.2f a wagon mount that moved this activation holds (it cannot fire while moving).
 * - OW-5.2e fire at the enemy unit inside the 45° traverse whose burst is likeliest to put a man
 *   down (the target's cover the map's, from the gun's token), when that reaches the doctrine's
 *   `minVolleyChance` (a Gatling fires as a machine gun: the volley's threshold); else a carriage
 *   gun re-faces (an activation, OW-5.2e) toward the enemy it would then hit best, when that
 *   reaches it; a wagon mount fires out of the rear only and cannot re-face. Else hold, saying why.
 */
import type { CoverKind } from "../cards/read";
import { bearing, normalizeDegrees, type Figure } from "../geometry";
import { gatlingBurstOdds } from "../odds/old-west-odds";
import { owDataOf } from "../old-west/common";
import { ableCrew, type GatlingFireInput } from "../old-west/gatling";
import { TERRAIN_DEFAULTS, coverFromNearest, lineOfSight } from "../terrain";
import type { GatlingChoice, HoldChoice, ReloadChoice } from "./choice";
import { percent } from "./choice";
import type { Doctrine } from "./doctrine-data";
import type { GatlingInSituation } from "./gatling-situation";
import { gatlingDriveChoice } from "./gatling-moves";
import { type GatlingHoldReason, gatlingHoldWhy } from "./why";
import {
  type PlacedUnit,
  type Situation,
  byIdOrder,
  enemyUnits,
  measuredRange,
  oddsPiles,
  placedStanding,
} from "./situation";

const KEYS = "COMBAT_PATROL.Opponent.Gatling.";

/** One burst the gun could fire at an enemy unit, with its odds. */
export interface GatlingShot {
  readonly target: PlacedUnit;
  readonly cover: CoverKind;
  /** P(at least one man down) and the mean hits. */
  readonly chance: number;
  readonly expectedHits: number;
}

/** The burst at one enemy unit from the gun's token as it stands (or turned to `facing`); null: no shot. */
export function burstAt(s: Situation, g: GatlingInSituation, target: PlacedUnit, facing?: number): GatlingShot | null {
  const gunAt: Figure = facing === undefined ? g.gunAt : { ...g.gunAt, facing };
  const data = s.terrainData ?? TERRAIN_DEFAULTS;
  // CORE-5.1 nearest first as fire measures it (base edge to base edge), as the dialog lines them up.
  const lined = placedStanding(target)
    .map((p, i) => ({ ...p, i, inches: measuredRange(gunAt, p.place) }))
    .sort((a, b) => a.inches - b.inches || a.i - b.i);
  const nearest = lined[0];
  if (!nearest || !lined.some((p) => lineOfSight(s.terrain, gunAt.at, p.place.at, data).clear)) return null;
  const cover = coverFromNearest(s.terrain, [gunAt], nearest.place, {}, data)?.grade ?? "none";
  const input: GatlingFireInput = {
    gatling: g.gatling,
    gunAt,
    targetPoint: nearest.place.at,
    target: {
      unitId: target.unit.id,
      figures: lined.map((p) => ({ figure: p.figure, cover })),
      closeOrder: target.unit.closeOrder,
    },
    rangeInches: Math.round(nearest.inches * 10) / 10,
    moved: g.moved,
  };
  const { pool } = oddsPiles(s);
  try {
    const odds = gatlingBurstOdds(input, { pool }, { rules: s.rules });
    if (!odds.plan.possible) return null;
    return { target, cover, chance: odds.figureOut.value, expectedHits: odds.expectedHits };
  } catch {
    return null; // outside the arc, out of range, too few crew: no burst
  }
}

/** The likeliest burst first; ties by mean hits, then by id. */
const better = (a: GatlingShot, b: GatlingShot): number =>
  b.chance - a.chance || b.expectedHits - a.expectedHits || byIdOrder(a.target.unit.id, b.target.unit.id);

/** OW-5.2e the facing that points the gun at the target's nearest standing figure (whole degrees). */
function facingToward(g: GatlingInSituation, target: PlacedUnit): number | null {
  const places = placedStanding(target).map((p) => p.place);
  const nearest = [...places].sort((a, b) => measuredRange(g.gunAt, a) - measuredRange(g.gunAt, b))[0];
  return nearest ? Math.round(normalizeDegrees(bearing(g.gunAt.at, nearest.at))) % 360 : null;
}

/** OW-5.2 the Gatling crew's one choice. */
export function gatlingChoice(
  s: Situation,
  g: GatlingInSituation,
  doctrine: Doctrine,
): GatlingChoice | ReloadChoice | HoldChoice {
  const unit = s.unit.name;
  const hold = (reason: GatlingHoldReason, best?: GatlingShot): HoldChoice => ({
    kind: "hold",
    unitId: s.unit.id,
    why: gatlingHoldWhy(unit, reason, best ? { target: best.target.unit.name, chance: best.chance } : undefined),
  });
  const able = ableCrew(s.unit);
  // OW-5.2a the crew the gun needs to fire (the Old West data's), as the GM's check counts them.
  if (able.length === 0 || able.length < owDataOf({ rules: s.rules }).gatling.minCrewToFire) return hold("noCrew");
  // OW-5.2a the gunner (the first able crewman not the commander) jammed: his Reload clears a marker.
  const gunner = able.find((f) => f.id !== s.unit.leaderId) ?? able[0]!;
  if (gunner.outOfAmmo > 0)
    return {
      kind: "reload",
      unitId: s.unit.id,
      figureIds: [gunner.id],
      why: { key: `${KEYS}clearJam`, data: { unit, markers: gunner.outOfAmmo } },
    };
  // OW-5.2b a carriage gun unlimbers, moves limbered or limbers up to move (gatling-moves.ts).
  const drive = gatlingDriveChoice(s, g, doctrine);
  if (drive) return drive;
  const enemies = enemyUnits(s);
  const base = { kind: "gatling" as const, unitId: s.unit.id, move: null };
  if (g.gatling.mount === "wagon" && g.moved) return hold("wagonMoved");
  if (enemies.length === 0) return hold("noEnemy");
  const inArc = enemies.flatMap((e) => burstAt(s, g, e) ?? []).sort(better);
  const fire = inArc[0];
  if (fire && fire.chance >= doctrine.minVolleyChance)
    return {
      ...base,
      step: "fire",
      targetUnitId: fire.target.unit.id,
      facing: null,
      cover: fire.cover,
      chance: fire.chance,
      why: {
        key: `${KEYS}fire`,
        data: { unit, target: fire.target.unit.name, chance: percent(fire.chance) },
      },
    };
  // OW-5.2f a wagon mount turns only with its wagon: what it cannot reach out of the rear it leaves.
  if (g.gatling.mount === "wagon") return fire ? hold("poorOdds", fire) : hold("rearOnly");
  const turned = enemies
    .flatMap((e) => {
      const facing = facingToward(g, e);
      const shot = facing === null ? null : burstAt(s, g, e, facing);
      return shot && facing !== null ? [{ shot, facing }] : [];
    })
    .sort((a, b) => better(a.shot, b.shot));
  const reface = turned[0];
  if (reface && reface.shot.chance >= doctrine.minVolleyChance && reface.shot.chance > (fire?.chance ?? 0))
    return {
      ...base,
      step: "reface",
      targetUnitId: reface.shot.target.unit.id,
      facing: reface.facing,
      cover: reface.shot.cover,
      chance: reface.shot.chance,
      why: {
        key: `${KEYS}reface`,
        data: { unit, target: reface.shot.target.unit.name, chance: percent(reface.shot.chance) },
      },
    };
  const best = [fire, reface?.shot].filter((x): x is GatlingShot => !!x).sort(better)[0];
  return best ? hold("poorOdds", best) : hold("noTarget");
}
