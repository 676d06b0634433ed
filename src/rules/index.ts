/** The game as pure TypeScript: no Foundry global, no DOM. */
export * from "./cards/schema";
export * from "./cards/read";
export * from "./cards/source";
export * from "./options";
export * from "./model";
export * from "./errors";
export * from "./tables";
export * as geometry from "./geometry";
export * as procedures from "./procedures";
export * from "./cards/deck-file";
export * from "./cards/deck";
export * from "./cards/frontier";
export * from "./cards/random";
export * as odds from "./odds";
export * as mounted from "./mounted";
export * as napoleonic from "./napoleonic";
export * as artillery from "./artillery";
export * as oldWest from "./old-west";
