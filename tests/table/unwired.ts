/**
 * The engine procedures (src/rules) the Foundry system cannot call yet: no call path from
 * src/index.ts (see reachability-graph.ts for what counts as a procedure and as a path).
 * Sorted, "<file under src>:<function>". The supplement issues wire these (or delete a
 * procedure nobody can ever trigger); reachability.test.ts fails when this list is not exact.
 */
export const UNWIRED_PROCEDURES: readonly string[] = [
  "rules/mounted/melee.ts:resolveBreakthroughAdvance",
  "rules/mounted/melee.ts:resolveMountedMelee",
  "rules/mounted/reaction.ts:resolveMountedReaction",
  "rules/mounted/terrain.ts:resolveMountedBog",
  "rules/napoleonic/closeOrder.ts:checkCloseOrderOpening",
  "rules/napoleonic/closeOrder.ts:checkFormationChange",
  "rules/napoleonic/closeOrder.ts:resolveCloseOrderTurn",
  "rules/napoleonic/engineers.ts:emplaceCharges",
  "rules/napoleonic/engineers.ts:resolveDetonation",
  "rules/napoleonic/engineers.ts:resolveDoorAttack",
  "rules/napoleonic/indians.ts:checkIndianOpenOrder",
  "rules/napoleonic/indians.ts:indianUnitQuits",
  "rules/napoleonic/units.ts:checkNapUnitSize",
];
