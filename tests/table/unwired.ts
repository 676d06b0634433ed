/**
 * The engine procedures (src/rules) the Foundry system cannot call yet: no call path from
 * src/index.ts (see reachability-graph.ts for what counts as a procedure and as a path).
 * Sorted, "<file under src>:<function>". The supplement issues wire these (or delete a
 * procedure nobody can ever trigger); reachability.test.ts fails when this list is not exact.
 */
export const UNWIRED_PROCEDURES: readonly string[] = [];
