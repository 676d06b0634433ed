/**
 * A result's effects in words for the chat card: what Apply writes ("Sgt. Hale takes a wound"),
 * a supplement flag's own sentence, a move the players make on the canvas. Pure, as view.ts.
 */
import { clockOf } from "@rules/geometry";
import type { Effect, FlagValue } from "@rules/model";
import { CHAT_KEYS, CHAT_LINE_KEYS, Namer, hasKey, labelOr, plural, type Format } from "@foundry/kernel/result-lines";

/**
 * What one effect changes, in words (Apply writes it); null for what the card says elsewhere or not
 * at all. `turnedFrom`: the facing a result turns its pieces from (a new facing is said as a clock off it).
 */
export function changeText(format: Format, names: Namer, e: Effect, turnedFrom: number | null = null): string | null {
  switch (e.kind) {
    case "wound":
      return plural(format, `${CHAT_LINE_KEYS}Change.wound`, e.wounds, { figure: names.figure(e.figureId) });
    case "incapacitate":
      return format(`${CHAT_KEYS}Change.incapacitate`, { figure: names.figure(e.figureId) });
    case "setWounds":
      return plural(format, `${CHAT_LINE_KEYS}Change.setWounds`, e.wounds, { figure: names.figure(e.figureId) });
    case "stun":
      return format(e.stunned ? `${CHAT_KEYS}Change.stun` : `${CHAT_KEYS}Change.unstun`, {
        figure: names.figure(e.figureId),
      });
    case "pin":
      return format(e.pinned ? `${CHAT_KEYS}Change.pin` : `${CHAT_KEYS}Change.unpin`, {
        figure: names.figure(e.figureId),
      });
    case "outOfAmmo":
      return plural(
        format,
        e.delta > 0 ? `${CHAT_LINE_KEYS}Change.ammoAdd` : `${CHAT_LINE_KEYS}Change.ammoRemove`,
        Math.abs(e.delta),
        {
          figure: names.figure(e.figureId),
        },
      );
    case "moraleMarkers":
      return plural(
        format,
        e.delta > 0 ? `${CHAT_LINE_KEYS}Change.markersAdd` : `${CHAT_LINE_KEYS}Change.markersRemove`,
        Math.abs(e.delta),
        {
          unit: names.unit(e.unitId),
        },
      );
    case "clearMoraleMarkers":
      return format(`${CHAT_KEYS}Change.markersClear`, { unit: names.unit(e.unitId) });
    case "mounted":
      return format(e.mounted ? `${CHAT_KEYS}Change.mount` : `${CHAT_KEYS}Change.dismount`, {
        figure: names.figure(e.figureId),
      });
    case "hidden":
      return format(e.hidden ? `${CHAT_KEYS}Change.hide` : `${CHAT_KEYS}Change.reveal`, {
        figure: names.figure(e.figureId),
      });
    case "commandDie":
      return e.value === null ? null : format(`${CHAT_KEYS}Change.die`, { unit: names.unit(e.unitId), value: e.value });
    case "outOfCommand":
      return format(e.outOfCommand ? `${CHAT_KEYS}Change.outOfCommand` : `${CHAT_KEYS}Change.inCommand`, {
        unit: names.unit(e.unitId),
      });
    case "acted":
      return null;
    case "flag":
      if (e.flag === FACING_FLAG) return facingText(format, names, e, turnedFrom);
      return flagText(format, names, e.figureId ? names.figure(e.figureId) : names.unit(e.unitId), e.flag, e.value);
    case "move":
      return null;
  }
}

/** The rule flag of a piece's facing (degrees on the map: the canvas turns its token to it). */
const FACING_FLAG = "facing";

/**
 * A new facing in words, as a turn on the clock from where the piece faced ("Sgt. Ney turns to
 * face his 6 o'clock"); with no facing to turn from (a result stored before it said one), the turn alone.
 */
function facingText(
  format: Format,
  names: Namer,
  e: Extract<Effect, { kind: "flag" }>,
  turnedFrom: number | null,
): string {
  const who = e.figureId ? names.figure(e.figureId) : names.unit(e.unitId);
  if (turnedFrom === null || typeof e.value !== "number") return format(`${CHAT_LINE_KEYS}Flag.facingNew`, { who });
  const clock = clockOf(e.value, turnedFrom);
  return format(e.figureId ? `${CHAT_LINE_KEYS}Flag.facing` : `${CHAT_LINE_KEYS}Flag.facingUnit`, { who, clock });
}

/**
 * A supplement flag in words: its own line when the lang file has one (`ChatLines.Flag.<flag>`
 * with {who} and {value}; a yes/no flag has `.on` / `.off`; a text value may have its own line,
 * `ChatLines.FlagIs.<flag>.<value>` with {who}), else "{who}: <flag in words> changes".
 */
function flagText(format: Format, names: Namer, who: string, flag: string, value: FlagValue): string {
  const key = `${CHAT_LINE_KEYS}Flag.${flag}`;
  if (typeof value === "boolean") {
    const onOff = `${key}.${value ? "on" : "off"}`;
    if (hasKey(format, onOff)) return format(onOff, { who });
  } else if (typeof value === "number" && hasKey(format, `${key}.other`)) {
    return plural(format, key, value, { who });
  } else {
    // A flag cleared (null) may have its own sentence ("… is no longer aboard").
    if (value === null && hasKey(format, `${key}Cleared`)) return format(`${key}Cleared`, { who });
    // A value with a line of its own for this flag (the round cleared: "no round loaded").
    if (typeof value === "string" && hasKey(format, `${CHAT_LINE_KEYS}FlagIs.${flag}.${value}`))
      return format(`${CHAT_LINE_KEYS}FlagIs.${flag}.${value}`, { who });
    const shown =
      typeof value === "string" && hasKey(format, `${CHAT_LINE_KEYS}FlagValue.${value}`)
        ? format(`${CHAT_LINE_KEYS}FlagValue.${value}`)
        : typeof value === "string" && names.unit(value) !== format(`${CHAT_KEYS}unknown`)
          ? names.unit(value)
          : value === null
            ? format(`${CHAT_LINE_KEYS}Flag.none`)
            : String(value);
    if (hasKey(format, key)) return format(key, { who, value: shown });
  }
  return format(`${CHAT_LINE_KEYS}Flag.other`, { who, flag: labelOr(format, key) });
}

/** A move for the players to make on the canvas, in words. */
export function moveText(format: Format, names: Namer, e: Extract<Effect, { kind: "move" }>): string {
  const who = e.figureId ? names.figure(e.figureId) : names.unit(e.unitId);
  const direction = labelOr(format, `${CHAT_KEYS}Direction.${e.direction}`, { clock: e.clock ?? "" });
  return format(e.optional ? `${CHAT_KEYS}Change.mayMove` : `${CHAT_KEYS}Change.move`, {
    who,
    inches: e.inches,
    direction,
  });
}
