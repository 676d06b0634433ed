/**
 * NAP-6.3 Representing heavy cavalry (optional rule): "they only draw one movement card and
 * add four inches" (resolveMountedMove with heavy), "a melee value one less than the light
 * cavalry and a +4, rather than +2 impetus modifier in melee if in close order"
 * (mountedModifiers), "If the heavy cavalry is equipped with armor, any hits to the torso in
 * melee are ignored" (resolveMountedMelee).
 */
import { RulesError } from "../errors";
import type { MountedData } from "./data";

/** NAP-6.3 the Melee attribute of heavy cavalry from that of the light cavalry it faces. */
export function heavyCavalryMelee(lightCavalryMelee: number, heavyCavalryRule: boolean, data: MountedData): number {
  if (!heavyCavalryRule) throw new RulesError("heavyCavalryOff", { figure: "" });
  return lightCavalryMelee - data.heavy.meleeLess;
}
