/**
 * Document classes (a loop over ./index: each export is named after its document), the token
 * status effects, and the Token HUD marking of statuses read from system data.
 */
import * as documents from "./document-classes";
import { registerStatusEffects } from "./status-effects";
import { CombatPatrolActor } from "./actor";

export const order = 5;

/** CONFIG.<Document>, looked up by document name (narrow cast: CONFIG has no string index). */
function documentConfig(documentName: string): { documentClass: unknown } {
  const config = (CONFIG as unknown as Record<string, { documentClass: unknown } | undefined>)[documentName];
  if (!config) throw new Error(`No CONFIG.${documentName}`);
  return config;
}

export function init(): void {
  for (const [documentName, documentClass] of Object.entries(documents))
    documentConfig(documentName).documentClass = documentClass;
  registerStatusEffects();
  Hooks.on("renderTokenHUD", (hud, element) => markStatusesFromData(hud.document?.actor ?? null, element));
}

/** Foundry marks a HUD status active when an ActiveEffect carries it; ours live in system data. */
function markStatusesFromData(actor: Actor.Implementation | null, element: HTMLElement): void {
  if (!(actor instanceof CombatPatrolActor)) return;
  const active = new Set<string>(actor.activeStatuses.map((s) => s.id));
  for (const icon of element.querySelectorAll<HTMLElement>("[data-status-id]")) {
    icon.classList.toggle("active", active.has(icon.dataset.statusId ?? ""));
  }
}
