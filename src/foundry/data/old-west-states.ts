/**
 * The Old West states the proximity checks read (OW-9.2 herds, OW-9.3 wagons), translated from
 * the actors' stored data. Pure: the unit comes from the data model's own translation.
 */
import type { UnitState } from "@rules/model";
import type { HerdState } from "@rules/old-west/animals";
import { OW_FLAGS } from "@rules/old-west/common";
import type { WagonPaceNow, WagonState } from "@rules/old-west/wagons";
import { partId } from "@rules/parts";
import type { HerdSource, WagonSource } from "./sources";

/** Table 3 column id of a herd species ("cattle" -> "ow.cattle"). */
function speciesId(species: HerdSource["species"]): string {
  return `ow.${species}`;
}

/**
 * OW-9.2.2 a herd as the rules read it. The herd's figures are its animals "<herd>#animal-N";
 * the first is the central figure (the central TOKEN is the canvas's business).
 */
export function herdStateFrom(unit: UnitState, s: HerdSource): HerdState {
  return {
    unit,
    species: speciesId(s.species),
    centralId: unit.figures[0]?.id ?? partId(unit.id, "animal", 1),
    herdedBy: s.herdedBy,
    stampeding: s.stampede.active,
    stampedeClock: s.stampede.clock,
  };
}

const PACES: readonly WagonPaceNow[] = ["stopped", "normal", "gallop"];

/** OW-9.3 a wagon as the rules read it: the team from its stored state, the pace and damage from its rule flags. */
export function wagonStateFrom(unit: UnitState, s: WagonSource): WagonState {
  const flags = s.ruleFlags;
  const pace = PACES.find((p) => p === flags[OW_FLAGS.pace]) ?? "normal";
  return {
    unit,
    wagonId: `ow.${s.kind}`,
    driverId: s.driverId,
    team: {
      id: partId(unit.id, "team"),
      animals: s.team.animals,
      wounds: s.team.state === "wounded" ? 1 : 0,
      dead: s.team.state === "incapacitated" ? 1 : 0,
      hurtCutOut: flags[OW_FLAGS.hurtCutOut] === true,
    },
    pace,
    runaway: s.runaway,
    overturned: s.overturned,
    destroyed: flags[OW_FLAGS.destroyed] === true,
  };
}
