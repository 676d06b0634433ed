/**
 * A request's shape checked at the boundary on the GM's client, before any world check or card:
 * a request crosses the socket as JSON from a client that may send anything. One localized line
 * ("badActionParams": the action, the field, the problem) and nothing drawn.
 */
import { RulesError } from "@rules/errors";

function refuse(action: string, field: string, problem: string): never {
  throw new RulesError("badActionParams", { action, field, problem });
}

function isRecord(v: unknown): v is Readonly<Record<string, unknown>> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The object at `field` of a request, refused when it is not one. */
export function recordAt(action: string, input: unknown, field: string): Readonly<Record<string, unknown>> {
  const value = isRecord(input) ? input[field] : undefined;
  if (!isRecord(value)) refuse(action, field, "expected an object");
  return value;
}

/** A figure-like object (an id and a name) at `field`, refused otherwise. */
export function pieceAt(action: string, input: Readonly<Record<string, unknown>>, field: string): void {
  const value = input[field];
  if (!isRecord(value) || typeof value.id !== "string" || value.id === "" || typeof value.name !== "string")
    refuse(action, field, "expected a piece with an id and a name");
}

/** A non-empty string at `field`, refused otherwise. */
export function idAt(action: string, input: Readonly<Record<string, unknown>>, field: string): void {
  const value = input[field];
  if (typeof value !== "string" || value === "") refuse(action, field, "expected an id");
}

/** Absent, or a finite number from `min` to `max` at `field`; refused otherwise. */
export function optionalNumberAt(
  action: string,
  input: Readonly<Record<string, unknown>>,
  field: string,
  min: number,
  max: number,
): void {
  const value = input[field];
  if (value === undefined) return;
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max)
    refuse(action, field, `expected a number from ${min} to ${max}`);
}

/** "a or b", "a, b or c": the choices a refusal names. */
function wordsOr(choices: readonly string[]): string {
  return choices.length < 2 ? (choices[0] ?? "") : `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}`;
}

/** One of `choices` at `field` (or absent, when `optional`); refused otherwise. */
export function choiceAt(
  action: string,
  input: Readonly<Record<string, unknown>>,
  field: string,
  choices: readonly string[],
  optional = false,
): void {
  const value = input[field];
  if (optional && value === undefined) return;
  if (typeof value !== "string" || !choices.includes(value)) refuse(action, field, wordsOr(choices));
}

/** A yes or no at `field` (of a request, or of an object in it), refused otherwise. */
export function booleanAt(action: string, input: object, field: string): void {
  const value: unknown = Reflect.get(input, field);
  if (typeof value !== "boolean") refuse(action, field, "expected yes or no");
}

/** A list at `field`, refused otherwise. */
export function listAt(action: string, input: Readonly<Record<string, unknown>>, field: string): void {
  if (!Array.isArray(input[field])) refuse(action, field, "expected a list");
}

/** A field the player's client never sends for this action: refused when present. */
export function absentAt(action: string, input: Readonly<Record<string, unknown>>, field: string): void {
  if (input[field] !== undefined) refuse(action, field, "not this action's");
}

/** A point at `field` (finite inches: a clicked destination), or absent; refused otherwise. */
export function optionalPointAt(action: string, input: object, field: string): void {
  const value: unknown = Reflect.get(input, field);
  if (value === undefined) return;
  const finite = (v: unknown) => typeof v === "number" && Number.isFinite(v);
  if (!isRecord(value) || !finite(value.x) || !finite(value.y)) refuse(action, field, "expected a point");
}
