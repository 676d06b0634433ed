/**
 * A direction asked as a clock face, 12 o'clock the way the piece faces (3 o'clock its right, 6
 * straight behind, 9 its left): the one select every dialog shows where the player picks a
 * direction or a turn, and its answer back in the engine's degrees (rules/geometry/clock.ts
 * converts; the request and the engine keep degrees). Where the map read the direction, the hour
 * it lies at opens selected, and keeping that hour keeps the map's exact degrees (the GM measures
 * the same).
 */
import { CLOCK_HOURS, angleDifference, clockTurn, normalizeDegrees, turnClock } from "@rules/geometry";
import type { Format } from "@foundry/shared/format";
import { read, type Answers, type AskField } from "./ask-dialog";

const CLOCK_KEYS = "COMBAT_PATROL.Clock.";

/** The hours said with the way they point. */
const NAMED: Readonly<Record<number, string>> = { 12: "ahead", 3: "right", 6: "behind", 9: "left" };

/** The twelve hours as a select's options ("3 o'clock (his right)"), 1 to 12. */
function clockOptions(t: Format): { readonly value: string; readonly label: string }[] {
  return CLOCK_HOURS.map((clock) => {
    const named = NAMED[clock];
    return { value: String(clock), label: t(named ? `${CLOCK_KEYS}named.${named}` : `${CLOCK_KEYS}hour`, { clock }) };
  });
}

/** A clock-hour choice opening at `hour` (1-12). */
export function clockField(
  t: Format,
  field: { readonly name: string; readonly label: string; readonly hour: number; readonly hint?: string },
): AskField {
  return {
    type: "select",
    name: field.name,
    label: field.label,
    value: String(field.hour),
    options: clockOptions(t),
    ...(field.hint !== undefined ? { hint: field.hint } : {}),
  };
}

/** The hour answered (1-12); `fallback` when there is none or it is no hour. */
export function readClock(answers: Answers, name: string, fallback: number): number {
  const hour = read.num(answers, name, fallback);
  return Number.isInteger(hour) && hour >= 1 && hour <= 12 ? hour : fallback;
}

/** The hour a turn off the facing (degrees, negative to the left) opens at: 12 o'clock with none. */
export function turnHour(measured: number | null): number {
  return measured === null ? 12 : turnClock(measured);
}

/**
 * The turn answered, degrees off the facing (negative to the left, as clockTurn): the map's own
 * turn when the player kept the hour it lies at, else the hour's.
 */
export function answeredTurn(answers: Answers, name: string, measured: number | null): number {
  const mapHour = turnHour(measured);
  const hour = readClock(answers, name, mapHour);
  return measured !== null && hour === mapHour ? measured : clockTurn(hour);
}

/**
 * The bearing answered, from `facing`: the map's own bearing when the player kept the hour it lies
 * at, else the hour's (`fallbackHour` opens when the map read none).
 */
export function answeredBearing(
  answers: Answers,
  name: string,
  facing: number,
  measured: number | null,
  fallbackHour = 12,
): number {
  const mapHour = measured === null ? fallbackHour : turnClock(angleDifference(facing, measured));
  const hour = readClock(answers, name, mapHour);
  return measured !== null && hour === mapHour ? measured : normalizeDegrees(facing + clockTurn(hour));
}
