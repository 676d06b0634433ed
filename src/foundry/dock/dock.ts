/**
 * The deck dock in Foundry: reads the decks (Cards documents flagged by src/foundry/cards, read
 * only) and the Combat's current activation, lets view.ts decide what this user sees, and
 * renders templates/dock/dock.hbs into its panel, placed under the scene list (place.ts). A click
 * on a card shows its face full size (Foundry's ImagePopout). A keybinding (keybindings/bindings.ts)
 * and a tool of the token controls open and close it; each user's choice is remembered (a setting
 * of scope "user", stored with that user in the world: v13 common/constants.mjs SETTING_SCOPES.USER
 * "Settings scoped to an individual User in the World. Stored in the Settings database").
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { actionFace, activationFace } from "@foundry/kernel/deck-store";
import { activationIds, activationKindOf, activationStateFrom, deckStateFrom } from "@foundry/kernel/deck-state";
import { ActivationCardModel } from "@foundry/cards/card-models";
import type { CardsFlag } from "@foundry/cards/deck-flags";
import { combatUnits, currentActivation } from "@foundry/combat/foundry";
import type { ActivationCardKind } from "@rules/procedures/data";
import { dockView, type DockActivationInput, type DockDeckInput, type DockView } from "./view";
import { placeDock } from "./place";

export const DOCK_TEMPLATE = `systems/${SYSTEM_ID}/templates/dock/dock.hbs`;
const HOST_ID = "cp-dock";

/** The user setting that remembers the dock open or closed (registered by dock-hooks.ts). */
export const DOCK_OPEN_SETTING = "dockOpen";

function isOpen(): boolean {
  return game.settings?.get(SYSTEM_ID, DOCK_OPEN_SETTING) ?? true;
}

const flagOf = (cards: Cards.Implementation): CardsFlag | undefined => cards.flags[SYSTEM_ID];

function actionDecks(): DockDeckInput[] {
  const out: DockDeckInput[] = [];
  for (const cards of game.cards?.contents ?? []) {
    const identity = flagOf(cards)?.deck;
    if (identity?.kind !== "action") continue;
    out.push({
      id: cards.id ?? "",
      name: cards.name ?? "",
      ownerId: identity.ownerId,
      ownerName: game.users?.get(identity.ownerId)?.name ?? identity.ownerId,
      state: deckStateFrom(flagOf(cards)?.state),
      face: (serial) => actionFace(identity, serial),
    });
  }
  return out;
}

/** The Activation Deck's kinds in serial order: card id "<kind>#n" -> serial (cards/state.ts activationIds). */
function activationSerial(cards: Cards.Implementation, cardId: string): number | null {
  const held: { serial: number; kind: ActivationCardKind }[] = [];
  for (const card of cards.cards)
    if (card.system instanceof ActivationCardModel) held.push({ serial: card.system.serial, kind: card.system.kind });
  const ids = activationIds(held.sort((a, b) => a.serial - b.serial).map((c) => c.kind));
  const i = ids.indexOf(cardId);
  return i < 0 ? null : i + 1;
}

/** Players who own a unit's actor (a unit id is its actor's UUID). */
function ownersOf(uuid: string): { id: string; name: string }[] {
  const actor = fromUuidSync<Actor.Implementation>(uuid, { strict: false });
  if (!(actor instanceof Actor)) return [];
  return (game.users?.contents ?? [])
    .filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER"))
    .map((u) => ({ id: u.id ?? "", name: u.name ?? "" }));
}

function activationInput(): DockActivationInput {
  const deck = (game.cards?.contents ?? []).find((c) => flagOf(c)?.deck?.kind === "activation") ?? null;
  const state = deck ? activationStateFrom(flagOf(deck)?.state) : null;
  const combat = game.combat ?? null;
  const current = currentActivation(combat);
  const kind = current ? activationKindOf(current.card) : null;
  if (!current || !kind) return { state, current: null };
  const units = combatUnits(combat);
  const name = (id: string) => units.find((u) => u.id === id)?.name ?? id;
  const serial = deck ? activationSerial(deck, current.card) : null;
  return {
    state,
    current: {
      kind,
      number: current.number,
      face: serial === null ? null : activationFace(serial),
      units: current.units.map((id) => ({ id, name: name(id), owners: ownersOf(id) })),
      lost: current.lost.map(name),
    },
  };
}

/** What this user sees now. */
function currentDockView(): DockView {
  const user = game.user;
  return dockView(actionDecks(), activationInput(), { userId: user?.id ?? "", isGM: user?.isGM ?? false });
}

function host(): HTMLElement {
  let el = document.getElementById(HOST_ID);
  if (!el) {
    el = document.createElement("aside");
    el.id = HOST_ID;
    el.className = "cp-dock-host";
    el.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-face]") : null;
      const src = button?.dataset.face;
      if (src) void new foundry.applications.apps.ImagePopout({ src }).render({ force: true });
    });
  }
  placeDock(el, document);
  return el;
}

let pending: Promise<void> | null = null;

/** Re-render the dock (batched: several updates in a row render once). */
export function renderDock(): Promise<void> {
  pending ??= Promise.resolve().then(async () => {
    pending = null;
    const el = host();
    const open = isOpen();
    el.hidden = !open;
    if (!open) return;
    el.innerHTML = await foundry.applications.handlebars.renderTemplate(DOCK_TEMPLATE, { ...currentDockView() });
  });
  return pending;
}

/** Open or close the dock for this user (remembered); the setting's onChange renders it. */
export async function setDockOpen(open: boolean): Promise<void> {
  await game.settings?.set(SYSTEM_ID, DOCK_OPEN_SETTING, open);
}

export function toggleDock(): Promise<void> {
  return setDockOpen(!isOpen());
}

export { isOpen as isDockOpen };
