/** The battlefield as the rules read it: areas, linear obstacles, sight, cover, morale column, paths. */
export * from "./model";
export * from "./read";
