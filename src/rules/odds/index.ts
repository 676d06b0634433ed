/** Exact odds by counting cards (CORE-1, CORE-2, CORE-5): re-exported as one namespace. */
export * from "./fraction";
export * from "./pool";
export * from "./fire";
export * from "./report";
