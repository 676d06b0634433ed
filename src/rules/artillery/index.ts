/** NAP-7 artillery (OW-8 "use the Napoleonic rules"): moving, loading, firing every round, buildings. */
export * from "./data";
export * from "./options";
export * from "./movement";
export * from "./loading";
export * from "./activation-key";
export * from "./fire";
export * from "./solidShot";
export * from "./canister";
export * from "./shell";
export * from "./buildings";
export * from "./target-ground";
