/** Actor sheets; each class names the subtypes it serves in `static types`. */
export { FigureSheet } from "./figure-sheet";
export { UnitSheet } from "./unit-sheet";
export { HerdSheet } from "./herd-sheet";
export { WagonSheet } from "./wagon-sheet";
export { GunSheet } from "./gun-sheet";
