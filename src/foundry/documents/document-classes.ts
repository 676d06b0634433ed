/** Document classes by document name; documents-hooks.ts sets CONFIG.<name>.documentClass in a loop. */
export { CombatPatrolActor as Actor } from "./actor";
export { CombatPatrolItem as Item } from "./item";
export { CombatPatrolTokenDocument as Token } from "./token";
