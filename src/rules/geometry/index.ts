/** Table geometry: pure functions in inches and degrees (conventions in vec.ts). */
export * from "./vec";
export * from "./defaults";
export * from "./shapes";
export * from "./bases";
export * from "./spatial";
export * from "./clock";
export * from "./scatter";
export * from "./arcs";
export * from "./templates";
export * from "./canister";
export * from "./solidShot";
export * from "./command";
export * from "./proximity";
export * from "./closeOrder";
export * from "./groups";
export * from "./areas";
