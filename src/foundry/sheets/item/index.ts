/** Item sheets; each class names the subtypes it serves in `static types`. */
export { WeaponSheet } from "./weapon-sheet";
export { ExplosiveSheet } from "./explosive-sheet";
