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

/** A field the player's client never sends for this action: refused when present. */
export function absentAt(action: string, input: Readonly<Record<string, unknown>>, field: string): void {
  if (input[field] !== undefined) refuse(action, field, "not this action's");
}
