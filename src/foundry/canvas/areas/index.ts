export * from "./shapes";
