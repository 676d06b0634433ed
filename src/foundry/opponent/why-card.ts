/**
 * The engine opponent explains itself: one chat line in the players' words (a key under
 * COMBAT_PATROL.Opponent and its data, from the chooser), posted as the unit's speaker just before
 * the card of the action it plays, so the log reads "Raiders: fire at Posse, 64% to put a man
 * down; Posse in the open" above the volley's own card.
 */
import type { Why } from "@rules/opponent/choice";
import { defineChatCard } from "@foundry/kernel/chat-card";
import type { DrawRefusal } from "@foundry/kernel/draw-ports";
import type { TableUses } from "@foundry/kernel/table-ports";
import { templatePath } from "@foundry/shared/system";

/** Its data: the line, in words (printed escaped). */
export interface OpponentWhyData {
  readonly text: string;
}

export const OPPONENT_WHY_CARD = defineChatCard({ template: templatePath("chat/opponent-why.hbs"), actions: {} });

export const OPPONENT_KEYS = "COMBAT_PATROL.Opponent.";

/** The line of a reason, in words (its placeholders that name a lang key put in words first). */
export function whyText(why: Why, table: TableUses<{ user: "format" }>): string {
  const words = Object.fromEntries(Object.entries(why.words ?? {}).map(([k, key]) => [k, table.user.format(key)]));
  return table.user.format(why.key, { ...why.data, ...words });
}

/** Post one line as the unit's speaker. */
export async function postLine(
  text: string,
  unitId: string,
  table: TableUses<{ writes: "createCard" | "speaker" }>,
): Promise<void> {
  const data: OpponentWhyData = { text };
  await table.writes.createCard(OPPONENT_WHY_CARD, data, table.writes.speaker(unitId));
}

/**
 * The GM refused what the engine asked for its unit (or nothing could be asked: no figure could
 * take part): one line with his reason, as the unit's speaker.
 */
export async function postRefusal(
  unit: { readonly id: string; readonly name: string },
  refusal: DrawRefusal | null,
  table: TableUses<{ user: "format"; writes: "createCard" | "speaker" }>,
): Promise<void> {
  const reason = refusal
    ? table.user.format(refusal.key, refusal.data)
    : table.user.format(`${OPPONENT_KEYS}noRequest`);
  await postLine(table.user.format(`${OPPONENT_KEYS}refused`, { unit: unit.name, reason }), unit.id, table);
}
