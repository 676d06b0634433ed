/** The Old West supplement (OW-*) built on the base procedures, tables and geometry. */
export * from "./data";
export * from "./common";
export * from "./leaders";
export * from "./heroes";
export * from "./reload";
export * from "./gatling";
export * from "./dynamite";
export * from "./indians";
export * from "./animals";
export * from "./stampede";
export * from "./wagons";
export * from "./runaway";
export * from "./activation";
export * from "./endurance";
export * from "./stampede-terrain";
