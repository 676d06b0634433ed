/**
 * The Terrain region behavior: the GM draws a Scene Region and adds this behavior to say what
 * ground it is (woods, rough, road, water, ford, building, embankment, open) and, if he wishes,
 * what differs from that kind's defaults. It reacts to no region event: the GM's client reads it
 * when a rule asks what the map holds (foundry.ts, scene-terrain.ts).
 *
 * Registered the way Foundry v13 reads a system's behavior types (docs/foundry-behaviour.md):
 * system.json `documentTypes.RegionBehavior.terrain` (common/packages/sub-types.mjs
 * AdditionalTypesField refuses only core type names; common/data/fields.mjs TypeDataField
 * `getModelProvider` accepts an unprefixed type the system declares), the model in
 * `CONFIG.RegionBehavior.dataModels.terrain`, its icon in `CONFIG.RegionBehavior.typeIcons`, its
 * label `TYPES.RegionBehavior.terrain` and field labels under LOCALIZATION_PREFIXES
 * (client/helpers/localization.mjs #localizeDataModels walks every CONFIG.<Document>.dataModels).
 * RegionBehaviorConfig (client/applications/sheets/region-behavior-config.mjs) shows every field
 * of the model with form support, so no sheet of our own is needed. As dnd5e's difficult-terrain
 * behavior (module/data/region-behavior/difficult-terrain.mjs), it extends
 * `foundry.data.regionBehaviors.RegionBehaviorType`.
 */
import { AS_KIND, TERRAIN_BEHAVIOR_ICON, TERRAIN_BEHAVIOR_TYPE, TERRAIN_LANG, choiceLabels } from "./behavior-fields";

const { fields } = foundry.data;

const choiceField = (field: Parameters<typeof choiceLabels>[0], initial: string) =>
  new fields.StringField({ required: true, blank: false, choices: choiceLabels(field), initial });

function defineTerrainSchema() {
  return {
    kind: choiceField("kind", "woods"),
    cover: choiceField("cover", AS_KIND),
    blocksSight: choiceField("blocksSight", AS_KIND),
    going: choiceField("going", AS_KIND),
    bog: choiceField("bog", AS_KIND),
    impassableToMounted: choiceField("impassableToMounted", AS_KIND),
    noCoverAgainstSolidShot: choiceField("noCoverAgainstSolidShot", AS_KIND),
    // NAP-7.3.1 a building's protection against solid shot; empty: its kind's (8 masonry or log).
    protection: new fields.NumberField({ required: false, nullable: true, integer: true, min: 0, initial: null }),
  };
}
type TerrainSchema = ReturnType<typeof defineTerrainSchema>;

class TerrainBehaviorModel extends foundry.data.regionBehaviors.RegionBehaviorType<TerrainSchema> {
  static override LOCALIZATION_PREFIXES = [TERRAIN_LANG];

  static override defineSchema(): TerrainSchema {
    return defineTerrainSchema();
  }
}

/** init: the Terrain behavior type, its icon. */
export function registerTerrainBehavior(): void {
  CONFIG.RegionBehavior.dataModels[TERRAIN_BEHAVIOR_TYPE] = TerrainBehaviorModel;
  CONFIG.RegionBehavior.typeIcons[TERRAIN_BEHAVIOR_TYPE] = TERRAIN_BEHAVIOR_ICON;
}
