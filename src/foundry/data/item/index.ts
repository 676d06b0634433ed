/** Item data models, one export per Item subtype (the registration loop reads this namespace). */
export { WeaponModel } from "./weapon";
export { ExplosiveModel } from "./explosive";
