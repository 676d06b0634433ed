/** Actor sheets; each class names the subtypes it serves in `static types`. */
export { FigureSheet } from "./figure-sheet";
