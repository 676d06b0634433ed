/**
 * Physical-card mode dialogs (CORE.md "Deck files": "any player can switch a draw to physical
 * card and type the serial number of the card drawn at a real table"): a small DialogV2 asking
 * for one serial, showing what the card is for and why the last serial was refused; for the GM,
 * which Activation Card he turned over.
 */
import type { SerialPrompt, SerialRequest } from "./draw-client";
import { activationKindOf } from "./deck-state";
import { reasonWords } from "@foundry/i18n/procedure-words";
import { foundryFormat } from "@foundry/shared/format";

const T = (name: string) => `systems/combat-patrol/templates/cards/${name}`;

/** What the serial dialog shows (pure: the preview renders the same template). */
export function serialPromptView(
  request: SerialRequest,
  format: (key: string, data?: Record<string, string | number>) => string,
) {
  return {
    purpose: format("COMBAT_PATROL.Cards.physical.purpose", {
      reason: reasonWords(format, request.reason),
      section: format(`COMBAT_PATROL.Chat.Section.${request.section}`),
      index: request.index + 1,
    }),
    error: request.error ? format(request.error.key, { ...request.error.data }) : null,
    min: 1,
    max: 50,
  };
}

async function askNumber(request: SerialRequest): Promise<number | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    T("serial-prompt.hbs"),
    serialPromptView(request, foundryFormat),
  );
  const data = await foundry.applications.api.DialogV2.input({
    window: { title: "COMBAT_PATROL.Cards.physical.title", icon: "fa-solid fa-hand-holding" },
    content,
    rejectClose: false,
  });
  const raw: unknown = data && typeof data === "object" && "serial" in data ? data.serial : null;
  const serial =
    typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  return Number.isFinite(serial) ? serial : null;
}

async function askActivation(request: {
  readonly remaining: readonly string[];
  readonly turn: number;
}): Promise<string | null> {
  const choices = activationChoices(request.remaining, foundryFormat);
  const content = await foundry.applications.handlebars.renderTemplate(T("activation-prompt.hbs"), {
    turn: request.turn,
    choices,
  });
  const data = await foundry.applications.api.DialogV2.input({
    window: { title: "COMBAT_PATROL.Cards.physical.activationTitle", icon: "fa-solid fa-layer-group" },
    content,
    rejectClose: false,
  });
  const id: unknown = data && typeof data === "object" && "card" in data ? data.card : null;
  return typeof id === "string" && id !== "" ? id : null;
}

export const foundryPrompt: SerialPrompt = {
  askSerial: askNumber,
  askActivationCard: askActivation,
};

/** One choice per kind still in the draw pile (two "3" cards are the same card to the player). */
export function activationChoices(
  remaining: readonly string[],
  format: (key: string) => string,
): { value: string; label: string }[] {
  const byKind = new Map<string, string>();
  for (const id of remaining) {
    const kind = activationKindOf(id);
    if (kind && !byKind.has(kind)) byKind.set(kind, id);
  }
  return [...byKind].map(([kind, id]) => ({ value: id, label: format(`COMBAT_PATROL.Cards.activation.${kind}`) }));
}
