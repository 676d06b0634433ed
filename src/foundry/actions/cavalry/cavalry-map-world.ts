/**
 * NAP-6.2.1.1 / OW-7.1d / NAP-6.1.2 / OW-7.1b the GM's client reads the cavalry's map facts by the
 * same code as the dialogs: a charge's run into contact (charge-map.ts readCharge, from the two
 * tokens) and a bog check's clicked move (kernel/map-move.ts readMove, from the rider's token to
 * the point clicked). Which way a rider goes is the player's judgement (he may swing round a
 * hedge the straight line cuts), so his declared values stand, and where they differ from the
 * map's the chat card shows both (the kernel's DeclaredFact, chat/declared-lines.ts). Off the map
 * (a token missing, no click), the typed values stand and nothing is shown.
 * Where the charge comes in is no judgement: the rear (NAP-5.4.1) and "from behind" (NAP-6.2.1.3)
 * are the map's where both fighters have tokens (charge-map.ts chargeOnMap), and a claim that
 * differs is refused.
 */
import { RulesError } from "@rules/errors";
import type { Point } from "@rules/geometry";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { impetusEligible, type MountedMeleeInput } from "@rules/mounted/melee";
import type { MountedBogInput } from "@rules/mounted/terrain";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import type { DeclaredFact } from "@rules/validation/world-checks";
import { booleanAt, idAt, optionalPointAt, recordAt } from "@foundry/kernel/request-shape";
import { numberAt } from "@foundry/kernel/request-world";
import { readMove } from "@foundry/kernel/map-move";
import { chargeOnMap } from "./charge-map";

/** Inches the dialogs show to a tenth: a declared value within this of the map's is the map's. */
const INCHES_SLACK = 0.051;

/** The charge's declared run at the boundary. */
export function runShape(input: unknown): void {
  const run = recordAt("mountedMelee", input, "run");
  numberAt("mountedMelee", run, "straightInches", 0, 100);
  booleanAt("mountedMelee", run, "openFlat");
}

/**
 * NAP-6.2.1.1 / OW-7.1d the charger's impetus is the one his declared run gives (the engine's
 * impetusEligible), and the map's run beside the declared one where both fighters have tokens.
 */
export function declaredRunFacts(
  world: Pick<WorldFacts, "ground">,
  input: MountedMeleeInput,
  run: { readonly straightInches: number; readonly openFlat: boolean },
): DeclaredFact[] {
  const { attacker, defender } = input;
  const eligible = impetusEligible(
    { mounted: attacker.figure.mounted, straightInchesIntoContact: run.straightInches, openFlatTerrain: run.openFlat },
    MOUNTED_DEFAULTS,
  );
  if (attacker.impetus !== eligible) throw new RulesError("notAsOnTable", { name: attacker.figure.name });
  const map = chargeOnMap((ids) => world.ground(ids), attacker.figure.id, defender.figure.id)?.run;
  if (!map) return [];
  const declared: DeclaredFact[] = [];
  if (Math.abs(run.straightInches - map.straightInches) > INCHES_SLACK)
    declared.push({ fact: "straightInches", declared: run.straightInches, map: map.straightInches });
  if (run.openFlat !== map.openFlat) declared.push({ fact: "openFlat", declared: run.openFlat, map: map.openFlat });
  return declared;
}

/**
 * NAP-5.4.1 "it does not apply to figures attacked from the rear" and NAP-6.2.1.3 foot "caught
 * from behind": where both fighters have tokens, the defender is attacked from the rear exactly
 * when the map brings the charge in behind him, and only then may he be caught from behind (that
 * he was retreating, and that the charge was a Reaction move, stay the player's word). The
 * charger, riding in, is never the one attacked from the rear.
 */
export function requireChargeRear(world: Pick<WorldFacts, "ground">, input: MountedMeleeInput): void {
  const { attacker, defender } = input;
  if (attacker.attackedFromRear === true) throw new RulesError("notAsOnTable", { name: attacker.figure.name });
  const map = chargeOnMap((ids) => world.ground(ids), attacker.figure.id, defender.figure.id);
  if (!map) return;
  const names = { attacker: attacker.figure.name, defender: defender.figure.name };
  if ((defender.attackedFromRear === true) !== map.fromRear)
    throw new RulesError(`chargeRearNotAsMap.${map.fromRear ? "rear" : "front"}`, names);
  if (input.caughtFromBehind === true && !map.fromRear) throw new RulesError("chargeCaughtNotBehind", names);
}

/** The bog check's clicked move at the boundary (absent: nothing was clicked). */
export function bogPathShape(input: unknown): void {
  const fields = recordAt("mountedBog", { input }, "input");
  if (fields.path === undefined) return;
  const path = recordAt("mountedBog", fields, "path");
  idAt("mountedBog", path, "figureId");
  recordAt("mountedBog", path, "to");
  optionalPointAt("mountedBog", path, "to");
}

/**
 * NAP-6.1.2 / OW-7.1b the clicked move read from the rider's token (a figure of the checking
 * unit) to the point: where the check is made and the inches in the woods, beside the declared.
 */
export function declaredBogFacts(
  world: Pick<WorldFacts, "ground" | "piece">,
  input: MountedBogInput,
  path: { readonly figureId: string; readonly to: Point } | undefined,
): DeclaredFact[] {
  if (!path) return [];
  const unit = world.piece(input.unitId)?.unit;
  if (!unit?.figures.some((f) => f.id === path.figureId))
    throw new RulesError("notAsOnTable", { name: unit?.name ?? input.unitId });
  const ground = world.ground([path.figureId]);
  const token = ground?.figures[0];
  if (!ground || !token) return [];
  const map = readMove(ground.terrain, token.at, path.to);
  const declared: DeclaredFact[] = [];
  if (input.place !== map.bogPlace)
    declared.push({ fact: "bogPlace", declared: input.place, map: map.bogPlace ?? "none" });
  else if (input.place === "woods" && Math.abs((input.inchesInWoods ?? 0) - map.woodsInches) > INCHES_SLACK)
    declared.push({ fact: "inchesInWoods", declared: input.inchesInWoods ?? 0, map: map.woodsInches });
  return declared;
}
