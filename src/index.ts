/**
 * Combat Patrol for Foundry VTT: the entry module.
 * Hooks.once("init") registers every data model and sheet in loops over the namespaces of
 * src/foundry/ (no hand-kept lists).
 */
import "./styles/combat-patrol.css";
import * as dataModels from "./foundry/data";
import * as sheets from "./foundry/sheets";
import { SYSTEM_ID } from "./foundry/sheets/base";

type ModelClass = { metadata: { type: string } };
type SheetClass = { types: readonly string[] } & foundry.applications.api.DocumentSheetV2.AnyConstructor;

/** The document configs that carry subtypes' data models. */
function dataModelRegistry(documentName: string): Record<string, unknown> | undefined {
  const config = (CONFIG as unknown as Record<string, { dataModels?: Record<string, unknown> } | undefined>)[documentName];
  return config?.dataModels;
}

export function registerDataModels(): void {
  for (const [documentName, models] of Object.entries(dataModels)) {
    const registry = dataModelRegistry(documentName);
    if (!registry) throw new Error(`No CONFIG.${documentName}.dataModels`);
    for (const model of Object.values(models) as ModelClass[]) registry[model.metadata.type] = model;
  }
}

export function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  for (const [documentName, classes] of Object.entries(sheets)) {
    const documentClass = documentName === "Actor" ? Actor : Item;
    for (const sheet of Object.values(classes) as SheetClass[]) {
      DocumentSheetConfig.registerSheet(documentClass, SYSTEM_ID, sheet, {
        types: [...sheet.types],
        makeDefault: true,
        label: `COMBAT_PATROL.Sheet.${sheet.name}`,
      });
    }
  }
}

Hooks.once("init", () => {
  registerDataModels();
  registerSheets();
});
