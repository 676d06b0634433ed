/** The mounted rules of both supplements (NAP-6, OW-7): one implementation, the era and GM options as inputs. */
export * from "./data";
export * from "./options";
export * from "./movement";
export * from "./terrain";
export * from "./reaction";
export * from "./melee";
export * from "./breakthrough";
export * from "./fire";
export * from "./heavy";
