/**
 * Registers every TypeDataModel in a loop over the namespaces of ./index (metadata.type names
 * the subtype) and the token bars each actor model offers (metadata.trackable).
 */
import * as dataModels from "./data-models";
import type { ModelMetadata } from "./base";
import { provideTableServices } from "./services";
import { currentOptions } from "@foundry/settings/current";

export const order = 10;

type ModelClass = { metadata: ModelMetadata };

/** CONFIG.<Document>.dataModels, looked up by document name (narrow cast: CONFIG has no string index). */
function registry(documentName: string): Record<string, unknown> {
  const config = (CONFIG as unknown as Record<string, { dataModels?: Record<string, unknown> } | undefined>)[
    documentName
  ];
  if (!config?.dataModels) throw new Error(`No CONFIG.${documentName}.dataModels`);
  return config.dataModels;
}

export function init(): void {
  for (const [documentName, models] of Object.entries(dataModels)) {
    const target = registry(documentName);
    for (const model of Object.values(models) as ModelClass[]) {
      target[model.metadata.type] = model;
      const trackable = model.metadata.trackable;
      if (documentName === "Actor" && trackable) {
        CONFIG.Actor.trackableAttributes[model.metadata.type] = {
          bar: [...trackable.bar],
          value: [...trackable.value],
        };
      }
    }
  }
}

/**
 * The rules options the models read (era for NAP-6.1.1, scenario year for OW-5.1d): the
 * settings concept's current options for the viewed scene. Settings are registered in init,
 * so this is wired in setup. (Close order is provided by the canvas concept.)
 */
export function setup(): void {
  provideTableServices({ rulesOptions: () => currentOptions(canvas?.scene ?? null) });
}
