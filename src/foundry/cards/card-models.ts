/**
 * Card subtypes' data models (system.json documentTypes.Card): "action" holds the sections of an
 * Action Card exactly as the deck file gives them (CORE-2), "activation" its kind (CORE-3).
 * A card is identified by its deck and its serial, never by its document id.
 */
import {
  actionCardSchema,
  COVER_ICONS,
  DAMAGES,
  LOCATIONS,
  MORALE_RESULTS,
  OUT_OF_AMMO,
  type ActionCard,
} from "@rules/cards/schema";
import type { ActivationCardKind } from "@rules/procedures/data";
import { choiceField, flagField, intField } from "@foundry/data/fields";

const { fields } = foundry.data;

const ACTIVATION_KINDS = [
  "1",
  "2",
  "3",
  "4",
  "5",
  "6",
  "elite",
  "green",
  "hero",
  "end",
] as const satisfies readonly ActivationCardKind[];

/** CORE-2 hit: 0-6 bullet holes, or Out of Ammunition. */
function isHit(value: unknown): boolean {
  return value === OUT_OF_AMMO || (typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 6);
}

function moraleRow() {
  return new fields.SchemaField({ open: choiceField(MORALE_RESULTS, "OK"), cover: choiceField(MORALE_RESULTS, "OK") });
}

function defineActionCardSchema() {
  return {
    serial: intField(1, 1, 50),
    move: intField(6, 3, 9),
    // A number or the word OUT_OF_AMMO: no typed field holds both.
    hit: new fields.AnyField({ required: true, nullable: false, initial: 0, validate: isHit }),
    randomizer: intField(1, 1, 10),
    d10: intField(1, 1, 10),
    location: choiceField(LOCATIONS, "torso"),
    damage: choiceField(DAMAGES, "WOUND"),
    cover: choiceField(COVER_ICONS, "NONE"),
    burst: new fields.SchemaField({ small: flagField(), medium: flagField(), large: flagField(), stun: flagField() }),
    morale: new fields.SchemaField({ elite: moraleRow(), regular: moraleRow(), green: moraleRow() }),
    scatter: new fields.SchemaField({ clock: intField(12, 1, 12), inches: intField(1, 1, 6) }),
    bog: new fields.SchemaField({ green: flagField(), regular: flagField(), elite: flagField() }),
    reaction: intField(1, 1, 6),
    melee: intField(0, 0, 5),
  };
}
export type ActionCardSchema = ReturnType<typeof defineActionCardSchema>;

export class ActionCardModel extends foundry.abstract.TypeDataModel<ActionCardSchema, Card.Implementation> {
  static readonly metadata = { documentName: "Card", type: "action" } as const;

  static override defineSchema(): ActionCardSchema {
    return defineActionCardSchema();
  }

  /** The card as the engine reads it; null when the stored sections are not a valid card. */
  get card(): ActionCard | null {
    const parsed = actionCardSchema.safeParse(this.toObject());
    return parsed.success ? parsed.data : null;
  }
}

function defineActivationCardSchema() {
  return {
    /** Place of the card in the deck (1-based): the n-th card of a kind is "<kind>#n". */
    serial: intField(1, 1, 99),
    kind: choiceField(ACTIVATION_KINDS, "1"),
  };
}
export type ActivationCardSchema = ReturnType<typeof defineActivationCardSchema>;

export class ActivationCardModel extends foundry.abstract.TypeDataModel<ActivationCardSchema, Card.Implementation> {
  static readonly metadata = { documentName: "Card", type: "activation" } as const;

  static override defineSchema(): ActivationCardSchema {
    return defineActivationCardSchema();
  }
}
