/** The starter adventures' objectives, victory check and after-action report (pure). */
export * from "./zones";
export * from "./scenarios";
export * from "./evaluate";
export * from "./report";
