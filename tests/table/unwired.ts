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
  "rules/old-west/animals.ts:assignHerders",
  "rules/old-west/animals.ts:resolveAnimalMorale",
  "rules/old-west/animals.ts:resolveAnimalMove",
  "rules/old-west/animals.ts:resolveFireAtHerd",
  "rules/old-west/animals.ts:resolveHerdMove",
  "rules/old-west/heroes.ts:checkEndurance",
  "rules/old-west/heroes.ts:checkHero",
  "rules/old-west/heroes.ts:resolveHeroMorale",
  "rules/old-west/indians.ts:checkIndianWeapon",
  "rules/old-west/leaders.ts:checkUnitSize",
  "rules/procedures/damage.ts:resolveDamage",
  "rules/procedures/reaction.ts:resolveSpotting",
];
