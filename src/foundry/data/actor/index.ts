/** Actor data models, one export per Actor subtype (the registration loop reads this namespace). */
export { FigureModel } from "./figure";
