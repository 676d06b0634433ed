export * as Actor from "./actor";
