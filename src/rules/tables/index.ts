/** The supplements' tables as data: the single source the procedures and the compendium packs read. */
export * from "./common";
export * from "./weapon-kinds";
export * from "./frontier-weapons";
export * from "./explosives";
export * from "./dynamite";
export * from "./napoleonic-weapons";
export * from "./livestock";
export * from "./breakthrough";
export * from "./artillery";
export * from "./crews";
export * from "./wagons";
export * from "./registry";
