/**
 * The starter adventures' victory check (scenarios.ts), at the end of a turn: from the units with
 * their sides and their figures' places, who holds the objective, whether a side has won, the game
 * is a draw or runs on, and why. Pure: the Foundry side (src/foundry/adventure/turn-record.ts) reads
 * the table into this shape at End of Turn.
 *
 * A figure stands when it is not incapacitated and is on the table (it has a place), or reached an
 * escape zone at an earlier End of Turn (it left the table with the money: `escaped`). A figure
 * with no place otherwise has left the table (fallen back off it) and no longer counts. A wagon's team and
 * a gun's limber are not men: they count for nothing.
 */
import type { Figure } from "../geometry";
import type { FigureState, UnitState } from "../model";
import type { Condition, ScenarioData, ScenarioSide } from "./scenarios";
import { inZone } from "./zones";

export interface ScenarioUnit {
  readonly unit: UnitState;
  /** Its side; null for nobody's (the GM's herd). */
  readonly side: ScenarioSide | null;
  /** Each figure's place by figure id; a figure with none is off the table. */
  readonly places: Readonly<Record<string, Figure>>;
}

export interface ScenarioMoment {
  readonly units: readonly ScenarioUnit[];
  /** The turn ending. */
  readonly turn: number;
  /** The ids (unit or figure) each role of the scenario names. */
  readonly roles: Readonly<Record<string, readonly string[]>>;
  /** Figures an earlier End of Turn saw in an escape zone. */
  readonly escaped?: readonly string[];
}

/** Who holds the objective: the one side with figures standing in it, both ("contested"), or nobody. */
export type Holder = ScenarioSide | "contested" | null;

/** Every reason a verdict can give: a condition met, both sides at once, or the last turn reached. */
export const REASON_CODES = [
  "escape",
  "figureDown",
  "reducedTo",
  "unitGone",
  "outnumber",
  "belowHalf",
  "keepOut",
  "both",
  "lastTurn",
] as const satisfies readonly (Condition["kind"] | "both" | "lastTurn")[];

/** Why: the condition met (or "both", "lastTurn") and its numbers and names, for the players' words. */
export interface Reason {
  readonly code: (typeof REASON_CODES)[number];
  readonly side?: ScenarioSide;
  readonly count?: number;
  readonly against?: number;
  readonly turn?: number;
  readonly names?: readonly string[];
}

export type Verdict =
  | { readonly outcome: "won"; readonly side: ScenarioSide; readonly reason: Reason }
  | { readonly outcome: "draw"; readonly reason: Reason }
  | { readonly outcome: "running" };

export interface Evaluation {
  readonly turn: number;
  readonly holder: Holder;
  /** Figures standing and figures incapacitated, per side. */
  readonly standing: Readonly<Record<ScenarioSide, number>>;
  readonly down: Readonly<Record<ScenarioSide, number>>;
  /** Every figure that has reached an escape zone so far (this turn's and earlier ones'). */
  readonly escaped: readonly string[];
  readonly verdict: Verdict;
}

const SIDES: readonly ScenarioSide[] = ["a", "b"];
const enemyOf = (side: ScenarioSide): ScenarioSide => (side === "a" ? "b" : "a");

interface Reading {
  readonly scenario: ScenarioData;
  readonly moment: ScenarioMoment;
  readonly escaped: ReadonlySet<string>;
}

/** A unit's men: a wagon's team and a gun's limber (figures flagged "team") are no men to count. */
const menOf = (u: ScenarioUnit): readonly FigureState[] => u.unit.figures.filter((f) => f.flags?.["team"] !== true);

/** Standing on the table: not incapacitated, with a place. */
function onTable(u: ScenarioUnit, f: FigureState): Figure | null {
  return f.incapacitated ? null : (u.places[f.id] ?? null);
}

function standing(r: Reading, u: ScenarioUnit, f: FigureState): boolean {
  return !f.incapacitated && (u.places[f.id] !== undefined || r.escaped.has(f.id));
}

const sideUnits = (r: Reading, side: ScenarioSide) => r.moment.units.filter((u) => u.side === side);

/** The side's figures standing on the table inside the zone. */
function countIn(r: Reading, side: ScenarioSide, zoneName: string): number {
  const zone = r.scenario.zones[zoneName];
  if (!zone) return 0;
  return sideUnits(r, side).reduce((n, u) => {
    return (
      n +
      menOf(u).filter((f) => {
        const place = onTable(u, f);
        return place !== null && inZone(place, zone);
      }).length
    );
  }, 0);
}

const roleIds = (r: Reading, role: string): ReadonlySet<string> => new Set(r.moment.roles[role] ?? []);

function roleUnits(r: Reading, role: string): ScenarioUnit[] {
  const ids = roleIds(r, role);
  return r.moment.units.filter((u) => ids.has(u.unit.id));
}

/** The condition's reason when it holds for the side, else null. */
function met(r: Reading, side: ScenarioSide, c: Condition): Reason | null {
  const turn = r.moment.turn;
  const enemy = enemyOf(side);
  switch (c.kind) {
    case "escape": {
      const count = sideUnits(r, side).reduce((n, u) => n + menOf(u).filter((f) => r.escaped.has(f.id)).length, 0);
      return turn <= c.by && count >= c.count ? { code: c.kind, side, count, turn } : null;
    }
    case "figureDown": {
      const ids = roleIds(r, c.role);
      const down = r.moment.units.flatMap(menOf).filter((f) => ids.has(f.id) && f.incapacitated);
      return down.length > 0 ? { code: c.kind, side, names: down.map((f) => f.name) } : null;
    }
    case "reducedTo": {
      const units = sideUnits(r, enemy);
      const all = units.reduce((n, u) => n + menOf(u).length, 0);
      const count = units.reduce((n, u) => n + menOf(u).filter((f) => standing(r, u, f)).length, 0);
      return all > 0 && count <= c.standing ? { code: c.kind, side, count } : null;
    }
    case "unitGone": {
      const units = roleUnits(r, c.role);
      const gone = units.every((u) => menOf(u).every((f) => onTable(u, f) === null));
      return units.length > 0 && gone ? { code: c.kind, side, names: units.map((u) => u.unit.name) } : null;
    }
    case "outnumber": {
      const count = countIn(r, side, c.zone);
      const against = countIn(r, enemy, c.against);
      return turn >= c.from && count > against ? { code: c.kind, side, count, against } : null;
    }
    case "belowHalf": {
      const units = roleUnits(r, c.role);
      const below = units.every((u) => 2 * menOf(u).filter((f) => onTable(u, f) !== null).length < menOf(u).length);
      return units.length > 0 && below ? { code: c.kind, side, names: units.map((u) => u.unit.name) } : null;
    }
    case "keepOut":
      return turn >= c.at && countIn(r, enemy, c.zone) === 0 ? { code: c.kind, side, turn } : null;
  }
}

function holderOf(r: Reading): Holder {
  const there = SIDES.filter((s) => countIn(r, s, r.scenario.objective) > 0);
  return there.length === 2 ? "contested" : (there[0] ?? null);
}

/** The figures standing on the table in an escape zone now, added to those that escaped before. */
function escapedNow(scenario: ScenarioData, moment: ScenarioMoment): Set<string> {
  const out = new Set(moment.escaped ?? []);
  for (const side of SIDES) {
    for (const c of scenario.victory[side]) {
      const zone = c.kind === "escape" ? scenario.zones[c.zone] : undefined;
      if (!zone) continue;
      for (const u of moment.units.filter((x) => x.side === side))
        for (const f of menOf(u)) {
          const place = onTable(u, f);
          if (place && inZone(place, zone)) out.add(f.id);
        }
    }
  }
  return out;
}

function verdictOf(r: Reading): Verdict {
  const wins = SIDES.map((side) => ({
    side,
    reason: r.scenario.victory[side].map((c) => met(r, side, c)).find((x) => x !== null) ?? null,
  }));
  const winners = wins.filter((w): w is { side: ScenarioSide; reason: Reason } => w.reason !== null);
  const first = winners.find((w) => w.side === r.scenario.first);
  if (winners.length === 2)
    return first
      ? { outcome: "won", side: first.side, reason: first.reason }
      : { outcome: "draw", reason: { code: "both", turn: r.moment.turn } };
  const winner = winners[0];
  if (winner) return { outcome: "won", side: winner.side, reason: winner.reason };
  return r.moment.turn >= r.scenario.lastTurn
    ? { outcome: "draw", reason: { code: "lastTurn", turn: r.moment.turn } }
    : { outcome: "running" };
}

/** The victory check at the end of `moment.turn`. */
export function evaluateScenario(scenario: ScenarioData, moment: ScenarioMoment): Evaluation {
  const r: Reading = { scenario, moment, escaped: escapedNow(scenario, moment) };
  const per = (count: (u: ScenarioUnit, f: FigureState) => boolean) =>
    Object.fromEntries(
      SIDES.map((s) => [s, sideUnits(r, s).reduce((n, u) => n + menOf(u).filter((f) => count(u, f)).length, 0)]),
    ) as Record<ScenarioSide, number>;
  return {
    turn: moment.turn,
    holder: holderOf(r),
    standing: per((u, f) => standing(r, u, f)),
    down: per((_u, f) => f.incapacitated),
    escaped: [...r.escaped].sort(),
    verdict: verdictOf(r),
  };
}
