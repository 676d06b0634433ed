/** The Horse and Musket: Napoleonic supplement (NAP-*). Mounted rules: ../mounted; artillery: ../artillery. */
export * from "./units";
export * from "./weapons";
export * from "./closeOrder";
export * from "./close-order-opening";
export * from "./morale";
export * from "./indians";
export * from "./engineers";
