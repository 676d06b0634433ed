/** Registers every TypeDataModel in a loop over the namespaces of ./index (metadata.type names the subtype). */
import * as dataModels from "./index";

export const order = 10;

type ModelClass = { metadata: { type: string } };

/** CONFIG.<Document>.dataModels, looked up by document name (narrow cast: CONFIG has no string index). */
function registry(documentName: string): Record<string, unknown> {
  const config = (CONFIG as unknown as Record<string, { dataModels?: Record<string, unknown> } | undefined>)[documentName];
  if (!config?.dataModels) throw new Error(`No CONFIG.${documentName}.dataModels`);
  return config.dataModels;
}

export function init(): void {
  for (const [documentName, models] of Object.entries(dataModels)) {
    const target = registry(documentName);
    for (const model of Object.values(models) as ModelClass[]) target[model.metadata.type] = model;
  }
}
