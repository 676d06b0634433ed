/**
 * The GM's deck screens: the deck import and draw log
 * (settings menus and Cards sidebar buttons), the setup's DeckService, and the shared Activation
 * Deck made on the active GM's client at ready.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import "./deck-apps.css";
import { provideDeckService } from "@foundry/setup/ports";
import { lazyMenu, openLazy } from "@foundry/shared/lazy-app";
import { gmCoordinator } from "@foundry/kernel/draw-service";
import { lowerPlayerDeckOwnership } from "@foundry/kernel/deck-store";

/** After the card data models (11), before sheets (20) and the kernel (30). */
export const order = 12;

const templatePath = (name: string) => `systems/${SYSTEM_ID}/templates/${name}`;
/**
 * The deck import and draw log load when opened; their templates (import-app.ts, audit-app.ts) are
 * preloaded.
 */
const importApp = () => import("./deck-import-app").then((m) => m.DeckImportApp);
const auditApp = () => import("./draw-log-app").then((m) => m.AuditLogApp);

export function init(): void {
  const settings = game.settings;
  if (!settings) throw new Error("Combat Patrol | game settings are not ready");
  settings.registerMenu(SYSTEM_ID, "deckImport", {
    name: "COMBAT_PATROL.Cards.import.menu",
    label: "COMBAT_PATROL.Cards.import.menuLabel",
    hint: "COMBAT_PATROL.Cards.import.menuHint",
    icon: "fa-solid fa-file-import",
    type: lazyMenu(importApp),
    restricted: true,
  });
  settings.registerMenu(SYSTEM_ID, "drawLog", {
    name: "COMBAT_PATROL.Cards.audit.menu",
    label: "COMBAT_PATROL.Cards.audit.menuLabel",
    hint: "COMBAT_PATROL.Cards.audit.menuHint",
    icon: "fa-solid fa-list-check",
    type: lazyMenu(auditApp),
    restricted: true,
  });

  provideDeckService({
    resetActionDecks: async (request) => (await gmCoordinator()).resetActionDecks(request),
    resetActivationDeck: async (request) => (await gmCoordinator()).resetActivationDeck(request),
  });

  Hooks.on("renderCardsDirectory", (_app, element) => addDirectoryButtons(element));
  void foundry.applications.handlebars.loadTemplates([
    templatePath("dialogs/deck-import.hbs"),
    templatePath("cards/audit-log.hbs"),
    templatePath("cards/face-gallery.hbs"),
    templatePath("cards/serial-prompt.hbs"),
    templatePath("cards/activation-prompt.hbs"),
  ]);
}

export async function ready(): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  try {
    await (await gmCoordinator()).ensureActivationDeck();
  } catch (error) {
    console.error("Combat Patrol | could not create the Activation Deck", error);
  }
  // Players observe their decks and piles, never own them (cards/ownership.ts).
  await lowerPlayerDeckOwnership();
}

/** GM: "Import deck file" and "Draw log" at the top of the Cards sidebar. */
function addDirectoryButtons(element: HTMLElement): void {
  if (!game.user?.isGM || element.querySelector(".cp-cards-buttons")) return;
  const bar = document.createElement("div");
  bar.className = "cp-cards-buttons action-buttons flexrow";
  const button = (icon: string, key: string, open: () => void) => {
    const b = document.createElement("button");
    b.type = "button";
    b.innerHTML = `<i class="${icon}"></i> ${game.i18n?.localize(key) ?? key}`;
    b.addEventListener("click", open);
    bar.append(b);
  };
  button("fa-solid fa-file-import", "COMBAT_PATROL.Cards.import.menuLabel", () => void openLazy(importApp));
  button("fa-solid fa-list-check", "COMBAT_PATROL.Cards.audit.menuLabel", () => void openLazy(auditApp));
  const header = element.querySelector(".directory-header");
  if (header) header.append(bar);
  else element.prepend(bar);
}
