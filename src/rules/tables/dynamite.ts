/**
 * OW-6a / OW-6.1.1 Thrown dynamite as a weapon: the "Dynamite" row of OW Table 1
 * (1 (HE) / 2 (HE) / 4 (HE) inches, Date 1869) with the template of the charge thrown.
 */
import { frontierWeapon, type FrontierWeapon } from "./frontier-weapons";
import { EXPLOSIVES, type DynamiteCharge } from "./explosives";

const DYNAMITE_ROW_ID = "ow.dynamite";

/** OW-6a A stick (small HE) is the table row itself; a bundle is the same throw with the medium HE template. */
export function dynamiteWeapon(charge: DynamiteCharge): FrontierWeapon {
  const row = frontierWeapon(DYNAMITE_ROW_ID);
  if (charge === "stick") return row;
  return { ...row, id: `${DYNAMITE_ROW_ID}-bundle`, name: `${row.name} (bundle)`, he: EXPLOSIVES.bundle.template };
}
