/**
 * Registers every sheet in a loop over the namespaces of ./index (each class names its subtypes in `static types` and
 * its label in `static label`).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import * as sheets from "./sheet-classes";

export const order = 20;

type SheetClass = { types: readonly string[]; label: string } & foundry.applications.api.DocumentSheetV2.AnyConstructor;

function documentClass(documentName: string): foundry.abstract.Document.AnyConstructor {
  const config = (
    CONFIG as unknown as Record<string, { documentClass?: foundry.abstract.Document.AnyConstructor } | undefined>
  )[documentName];
  if (!config?.documentClass) throw new Error(`No CONFIG.${documentName}.documentClass`);
  return config.documentClass;
}

export function init(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  for (const [documentName, classes] of Object.entries(sheets)) {
    for (const sheet of Object.values(classes) as SheetClass[]) {
      DocumentSheetConfig.registerSheet(documentClass(documentName), SYSTEM_ID, sheet, {
        types: [...sheet.types],
        makeDefault: true,
        label: sheet.label,
      });
    }
  }
}
