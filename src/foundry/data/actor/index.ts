/** Actor data models, one export per Actor subtype (the registration loop reads this namespace). */
export { FigureModel } from "./figure";
export { UnitModel } from "./unit";
export { HerdModel } from "./herd";
export { WagonModel } from "./wagon";
export { GunModel } from "./gun";
