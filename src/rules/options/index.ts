/**
 * Which rules are in play (game options and scenario setup). The engine never reads
 * global state: every procedure that depends on an option takes a RulesOptions as explicit input.
 * The Foundry side builds one in exactly one place (src/foundry/settings/current.ts).
 */
export * from "./rules-options";
export * from "./merge";
export * from "./scene";
export * from "./forces";
export * from "./scenario";
