/** The base procedures of the engine (CORE-3 … CORE-11): pure functions (input, card source, options) -> result. */
export * from "./data";
export * from "./reader";
export * from "./damage";
export * from "./fire";
export * from "./movement";
export * from "./melee";
export * from "./morale";
export * from "./he";
export * from "./reaction";
export * from "./dice";
export * from "./activation";
export * from "./states";
