/**
 * Every table with its schema, so a pack build (or a test) can validate all of them in one
 * loop instead of keeping its own list.
 */
import { z } from "../zod";
import {
  ARTILLERY,
  ARTILLERY_RULES,
  PENETRATION,
  STRUCTURE_PROTECTION,
  artilleryPieceSchema,
  artilleryRulesSchema,
  penetrationSchema,
  structureProtectionSchema,
} from "./artillery";
import { CAVALRY_BREAKTHROUGH, breakthroughTableSchema } from "./breakthrough";
import { ARTILLERY_CREW, GATLING_CREW, artilleryCrewSchema, gatlingCrewSchema } from "./crews";
import { EXPLOSIVES, explosivesSchema } from "./explosives";
import { FRONTIER_WEAPONS, frontierWeaponSchema } from "./frontier-weapons";
import { LIVESTOCK, LIVESTOCK_RULES, livestockRulesSchema, livestockSchema } from "./livestock";
import {
  NAPOLEONIC_WEAPONS,
  NAP_ATTRIBUTE_DEFAULTS,
  napAttributeDefaultsSchema,
  napoleonicWeaponSchema,
} from "./napoleonic-weapons";
import { WAGONS, WAGON_RULES, wagonRulesSchema, wagonSchema } from "./wagons";

export interface RegisteredTable {
  /** Rule ID of the table. */
  readonly rule: string;
  readonly schema: z.ZodMiniType;
  readonly data: unknown;
}

/** Rows tables are validated as arrays; ids must be unique within each. */
export const TABLES: Readonly<Record<string, RegisteredTable>> = {
  frontierWeapons: { rule: "OW-5", schema: z.array(frontierWeaponSchema), data: FRONTIER_WEAPONS },
  explosives: { rule: "OW-6a", schema: explosivesSchema, data: EXPLOSIVES },
  cavalryBreakthrough: { rule: "OW-7.1e", schema: breakthroughTableSchema, data: CAVALRY_BREAKTHROUGH },
  livestock: { rule: "OW-9.2.8", schema: z.array(livestockSchema), data: LIVESTOCK },
  livestockRules: { rule: "OW-9.2", schema: livestockRulesSchema, data: LIVESTOCK_RULES },
  wagons: { rule: "OW-9.3", schema: z.array(wagonSchema), data: WAGONS },
  wagonRules: { rule: "OW-9.3", schema: wagonRulesSchema, data: WAGON_RULES },
  gatlingCrew: { rule: "OW-5.2a", schema: gatlingCrewSchema, data: GATLING_CREW },
  napoleonicWeapons: { rule: "NAP-3", schema: z.array(napoleonicWeaponSchema), data: NAPOLEONIC_WEAPONS },
  napAttributeDefaults: { rule: "NAP-3.3", schema: napAttributeDefaultsSchema, data: NAP_ATTRIBUTE_DEFAULTS },
  artilleryCrew: { rule: "NAP-7.2", schema: artilleryCrewSchema, data: ARTILLERY_CREW },
  artillery: { rule: "NAP-7.4", schema: z.array(artilleryPieceSchema), data: ARTILLERY },
  artilleryRules: { rule: "NAP-7.3", schema: artilleryRulesSchema, data: ARTILLERY_RULES },
  structureProtection: { rule: "NAP-7.3.1", schema: structureProtectionSchema, data: STRUCTURE_PROTECTION },
  penetration: { rule: "NAP-7.3.1", schema: penetrationSchema, data: PENETRATION },
};

/** Problems found in every registered table (empty = all valid), each prefixed by the table name. */
export function validateTables(): string[] {
  const problems: string[] = [];
  for (const [name, table] of Object.entries(TABLES)) {
    const result = table.schema.safeParse(table.data);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${name} (${table.rule}) ${issue.path.join(".")}: ${issue.message}`);
    }
    if (Array.isArray(table.data)) {
      const ids = table.data.map((row: { id?: unknown }) => row.id);
      if (new Set(ids).size !== ids.length) problems.push(`${name} (${table.rule}): duplicate ids`);
    }
  }
  return problems;
}
