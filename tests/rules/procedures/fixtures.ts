/** Figures, units and weapons for the procedure tests. */
import type { WeaponProfile } from "@rules/model";

export { figure, unit } from "../../helpers/figures";

/** A rifle: short 12" (ROF 2), medium 24", long 48". */
export const rifle: WeaponProfile = {
  id: "test.rifle",
  range: { short: 12, medium: 24, long: 48 },
  rof: { short: 2, medium: 1, long: 1 },
  reload: "normal",
  hth: 0,
};

export const bow: WeaponProfile = {
  id: "test.bow",
  range: { short: 6, medium: 12, long: 18 },
  rof: { short: 2, medium: 2, long: 1 },
  reload: null,
  hth: 0,
};

export const grenade: WeaponProfile = {
  id: "test.grenade",
  range: { short: 4, medium: 8, long: 12 },
  rof: { short: 1, medium: 1, long: 1 },
  reload: null,
  hth: null,
  he: "small",
};
