/**
 * The Old West's part of an Activation Card on Foundry's Combat (combat/turn.ts loads it with the
 * first card drawn): herds joining their herders and stampeding herds on every card (OW-9.2.3,
 * OW-9.2.7), stampedes ending at End of Turn, lit fuses going off (OW-6.1.2). The rules are the
 * engine's; this only reads the units' flags and the fuses into the engine's shapes.
 */
import type { Effect, ProcedureResult, UnitState } from "@rules/model";
import type { RulesOptions } from "@rules/options";
import type { ActivationResult } from "@rules/procedures";
import { herdActivations, type HerdState } from "@rules/old-west/animals";
import { chargesCardHook, type ChargeStep, type PlacedCharge } from "@rules/old-west/dynamite";
import { stampedeEndOfTurn } from "@rules/old-west/stampede";
import type { LitFuse } from "./turn";

export { chargesCardHook, stampedeEndOfTurn };

/**
 * OW-9.2.2 a herd unit as the Old West rules read it (the data model's translation puts its
 * state in the unit's flags), null for any other unit.
 */
export function herdOfUnit(unit: UnitState): HerdState | null {
  if (unit.kind !== "herd") return null;
  const flags = unit.flags ?? {};
  const species = flags["species"];
  const herdedBy = flags["herdedBy"];
  const clock = flags["stampedeClock"];
  return {
    unit,
    species: typeof species === "string" ? `ow.${species}` : "",
    centralId: unit.figures[0]?.id ?? unit.id,
    herdedBy: typeof herdedBy === "string" ? herdedBy : null,
    stampeding: flags["stampeding"] === true,
    stampedeClock: typeof clock === "number" ? clock : null,
  };
}

/**
 * OW-9.2.3 / OW-9.2.7 the Activation Card with the Old West's herds added (herdActivations: herded
 * herds with their herders, stampeding herds on every card but End of Turn), each marked acted.
 */
export function withHerds(
  result: ActivationResult,
  units: readonly UnitState[],
  options: RulesOptions,
): ActivationResult {
  if (options.era !== "old-west") return result;
  const herds = units.map(herdOfUnit).filter((h): h is HerdState => h !== null);
  const known = new Set(result.activations.map((a) => a.unitId));
  const extra = herdActivations(result, herds).filter((a) => !known.has(a.unitId));
  if (extra.length === 0) return result;
  return {
    ...result,
    activations: [...result.activations, ...extra],
    effects: [...result.effects, ...extra.map((a): Effect => ({ kind: "acted", unitId: a.unitId, acted: true }))],
  };
}

/** OW-6.1.2 a lit fuse as the engine's placed charge (lit, its die rolled at turn start). */
export function chargeOfFuse(fuse: LitFuse): PlacedCharge {
  return { id: fuse.id, stage: "lit", fuseActivations: 0, die: fuse.die, blastingMachine: false };
}

function isChargeStep(r: ProcedureResult): r is ChargeStep {
  return r.procedure === "ow.charge" && "charge" in r && "blast" in r;
}

/** OW-6.1.2 the lit fuses the engine's chargesCardHook made explode on this card (its supplements). */
export function fusesGoingOff(fuses: readonly LitFuse[], result: Pick<ActivationResult, "supplements">): LitFuse[] {
  const exploded = new Set(
    result.supplements
      .filter(isChargeStep)
      .filter((s) => s.charge.stage === "exploded")
      .map((s) => s.charge.id),
  );
  return fuses.filter((f) => exploded.has(f.id));
}
