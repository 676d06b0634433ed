export * as Actor from "./actor";
export * as Item from "./item";
