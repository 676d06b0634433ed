import { describe, expect, it } from "vitest";
import {
  CLOSE_ORDER_ARC,
  GATLING_TRAVERSE,
  closeOrderArc,
  gatlingArc,
  inArc,
  pt,
  requireInArc,
  unitFromBearing,
  wagonGatlingArc,
} from "@rules/geometry";
import { fig, rulesErrorOf } from "./fixtures";

const at = (deg: number, r = 10) => ({ x: 5 + unitFromBearing(deg).x * r, y: 5 + unitFromBearing(deg).y * r });

describe("arcs of fire", () => {
  const gun = fig("gun", 5, 5, { facing: 0 });

  it("OW-5.2e Gatling traverse: targets within 45° each side of centre, boundary included", () => {
    expect(GATLING_TRAVERSE).toBe(45);
    const arc = gatlingArc(gun);
    expect(inArc(arc, at(0))).toBe(true);
    expect(inArc(arc, at(44.9))).toBe(true);
    expect(inArc(arc, at(45))).toBe(true);
    expect(inArc(arc, at(-45))).toBe(true);
    expect(inArc(arc, at(45.2))).toBe(false);
    expect(inArc(arc, at(-46))).toBe(false);
    expect(inArc(arc, at(180))).toBe(false);
  });

  it("OW-5.2e a target outside the traverse is refused: re-face first (outsideArc)", () => {
    const e = rulesErrorOf(() => requireInArc(gatlingArc(gun), at(60), "OW-5.2e"));
    expect(e.key).toBe("COMBAT_PATROL.Error.outsideArc");
    expect(e.data).toEqual({ rule: "OW-5.2e", off: 60, limit: 45 });
    expect(requireInArc(gatlingArc(gun), at(-30), "OW-5.2e")).toBeCloseTo(30, 9);
  });

  it("OW-5.2e the arc wraps around 0°/360°", () => {
    const arc = gatlingArc(fig("g", 5, 5, { facing: 350 }));
    expect(inArc(arc, at(30))).toBe(true); // 40° off
    expect(inArc(arc, at(40))).toBe(false); // 50° off
    expect(inArc(arc, at(300))).toBe(false);
    expect(inArc(arc, at(310))).toBe(true);
  });

  it("OW-5.2f a wagon-mounted Gatling fires only out of the rear", () => {
    const arc = wagonGatlingArc(fig("wagon", 5, 5, { facing: 0 }));
    expect(inArc(arc, at(180))).toBe(true);
    expect(inArc(arc, at(0))).toBe(false);
    expect(inArc(arc, at(140))).toBe(true);
    expect(inArc(arc, at(130))).toBe(false);
  });

  it("NAP-5.4.2 close order arc of fire ±15°", () => {
    expect(CLOSE_ORDER_ARC).toBe(15);
    const arc = closeOrderArc(fig("m", 5, 5, { facing: 90 }));
    expect(inArc(arc, at(90))).toBe(true);
    expect(inArc(arc, at(105))).toBe(true);
    expect(inArc(arc, at(75))).toBe(true);
    expect(inArc(arc, at(106))).toBe(false);
    expect(inArc(arc, at(74))).toBe(false);
    expect(rulesErrorOf(() => requireInArc(arc, at(120), "NAP-5.4.2")).data).toEqual({
      rule: "NAP-5.4.2",
      off: 30,
      limit: 15,
    });
    expect(inArc(arc, pt(5, 5))).toBe(true); // same point: no bearing to refuse
  });
});
