/** The engine opponent: a pure chooser of one action for an activated unit, by a doctrine kept as data. */
export * from "./doctrine-data";
export * from "./situation";
export * from "./choice";
export { chooseAction, followUp } from "./choose";
export { volleyOptions, volleyAt } from "./fire-options";
export { bestMove } from "./move-options";
export { bestCharge, markerRemoval } from "./close-options";
export { objectiveFor, type Objective } from "./objective";
export { gunChoice, gunShots } from "./gun-options";
export type { GunInSituation } from "./gun-situation";
export { wagonChoice, bestWagonMove } from "./wagon-options";
export type { WagonInSituation } from "./wagon-situation";
