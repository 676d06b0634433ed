/**
 * Field builders shared by the schemas: one definition of a grade, a marker count, an actor
 * reference. Every `initial` is passed in from INITIAL (sources.ts), so the stored defaults are
 * written once.
 */
import { GRADES, type Grade } from "./constants";
import type { INITIAL } from "./sources";

const { fields } = foundry.data;

export function gradeField(initial: Grade) {
  return new fields.StringField({ required: true, nullable: false, blank: false, initial, choices: GRADES });
}

/** A string from a fixed list. */
export function choiceField<const T extends readonly [string, ...string[]]>(choices: T, initial: T[number]) {
  return new fields.StringField({ required: true, nullable: false, blank: false, initial, choices });
}

/** A string from a fixed list, or null. */
export function nullableChoiceField<const T extends readonly [string, ...string[]]>(
  choices: T,
  initial: T[number] | null,
) {
  return new fields.StringField({ required: true, nullable: true, blank: false, initial, choices });
}

/** A whole number between min and max (inclusive). */
export function intField(initial: number, min: number, max?: number) {
  return new fields.NumberField({
    required: true,
    nullable: false,
    integer: true,
    min,
    initial,
    ...(max === undefined ? {} : { max }),
  });
}

/** A whole number or null (a command die before the roll, a "--" range). */
export function nullableIntField(initial: number | null, min: number, max?: number) {
  return new fields.NumberField({
    required: true,
    nullable: true,
    integer: true,
    min,
    initial,
    ...(max === undefined ? {} : { max }),
  });
}

/** A distance in inches, null when not given. */
export function inchesField(initial: number | null) {
  return new fields.NumberField({ required: true, nullable: true, integer: false, min: 0, initial });
}

/** Markers, wounds, animals: a count from 0. */
export function countField(initial = 0, max?: number) {
  return intField(initial, 0, max);
}

export function flagField(initial = false) {
  return new fields.BooleanField({ required: true, nullable: false, initial });
}

/** An actor UUID (world actor or unlinked token actor), or null. */
export function actorRefField(initial: string | null) {
  return new fields.DocumentUUIDField({ required: true, nullable: true, initial, type: "Actor" });
}

/**
 * A list of actor UUIDs. The initial is a function: Foundry's DataField#getInitialValue returns a
 * plain `initial` value itself, so an array would be one object shared by every new document
 * (common/data/fields.mjs, DataField#getInitialValue).
 */
export function actorRefsField(initial: string[]) {
  return new fields.ArrayField(
    new fields.DocumentUUIDField({ required: true, nullable: false, blank: false, type: "Actor" }),
    {
      required: true,
      initial: () => [...initial],
    },
  );
}

/**
 * CORE-3 command die (1-6, null before the roll), CORE-7 morale markers, the acted marker (has taken an activation this
 * turn).
 */
export function activationFields(
  initial: Pick<ReturnType<typeof INITIAL.unit>, "commandDie" | "moraleMarkers" | "acted">,
) {
  return {
    commandDie: nullableIntField(initial.commandDie, 1, 6),
    moraleMarkers: countField(initial.moraleMarkers),
    acted: flagField(initial.acted),
  };
}

/**
 * Supplement flags the engine's "flag" effect writes (values boolean | number | string | null).
 * Stored as a plain object; readers narrow it with ruleFlagsOf (rule-flags.ts).
 */
export function ruleFlagsField(initial: Record<string, never>) {
  // a function, not a shared object (see actorRefsField)
  return new fields.ObjectField({ required: true, initial: () => ({ ...initial }) });
}

export function notesField(initial: string) {
  return new fields.HTMLField({ required: true, blank: true, initial });
}
