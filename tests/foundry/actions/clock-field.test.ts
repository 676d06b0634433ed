/**
 * The clock-hour choice every dialog asks a direction or a turn with (kernel/clock-field.ts): the
 * twelve hours in words, and the answer back in degrees, the map's own when its hour is kept.
 */
import { describe, expect, it } from "vitest";
import { answeredBearing, answeredTurn, clockField, readClock, turnHour } from "@foundry/kernel/clock-field";
import { format } from "../../doubles/format";

describe("a direction picked as an hour of the clock (CORE-9 clock, NAP-5.4.1, OW-9.3b)", () => {
  it("CORE-9 the twelve hours, 12 o'clock straight ahead, 3 to the right, 6 straight behind, 9 to the left", () => {
    const field = clockField(format, { name: "to", label: "Face", hour: 6 });
    expect(field.type === "select" ? [field.value, field.options.map((o) => o.label)] : null).toEqual([
      "6",
      [
        "1 o'clock",
        "2 o'clock",
        "3 o'clock (to the right)",
        "4 o'clock",
        "5 o'clock",
        "6 o'clock (straight behind)",
        "7 o'clock",
        "8 o'clock",
        "9 o'clock (to the left)",
        "10 o'clock",
        "11 o'clock",
        "12 o'clock (straight ahead)",
      ],
    ]);
    expect([readClock({ to: "4" }, "to", 12), readClock({ to: "13" }, "to", 12), readClock({}, "to", 6)]).toEqual([
      4, 12, 6,
    ]);
  });

  it("OW-9.3b a turn measured at -52° opens at 10 o'clock; kept, the measured -52° is sent, another hour sends its own turn", () => {
    expect([turnHour(-52), turnHour(null)]).toEqual([10, 12]);
    expect(answeredTurn({ turn: "10" }, "turn", -52)).toBe(-52);
    expect(answeredTurn({}, "turn", -52)).toBe(-52);
    expect(answeredTurn({ turn: "2" }, "turn", -52)).toBe(60);
    expect(answeredTurn({ turn: "9" }, "turn", null)).toBe(-90);
  });

  it("NAP-5.4.1 a bearing off a facing of 90°: the map's 265° (6 o'clock) kept as measured; 5 o'clock is 240°; off the map, 6 o'clock is 270°", () => {
    expect(answeredBearing({ to: "6" }, "to", 90, 265)).toBe(265);
    expect(answeredBearing({ to: "5" }, "to", 90, 265)).toBe(240);
    expect(answeredBearing({}, "to", 90, null, 6)).toBe(270);
  });
});
