/**
 * CONFIG.statusEffects is written the way v13 and v14 both accept: the whole set in one
 * assignment, in the shape Foundry holds at init (v13 an array, v14 a record keyed by id), and read
 * by id in either shape. The v14 double below behaves as the issue foundryvtt#13122 describes: the
 * value is a record; assigning an array is converted (the deprecated shim), and a record has no
 * `push`, so the old "assign an array, then push the defeated status" threw there.
 */
import { describe, expect, it } from "vitest";
import { installStatusEffects, statusEffectOf, type StatusEffectEntry } from "@foundry/documents/status-config";

const entries: StatusEffectEntry[] = [
  { id: "stunned", name: "COMBAT_PATROL.Status.stunned", img: "icons/svg/daze.svg", hud: { actorTypes: ["figure"] } },
  { id: "cp-outOfFight", name: "COMBAT_PATROL.Status.outOfFight", img: "icons/svg/skull.svg", hud: false },
];

const CORE = { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg", hud: true };

/** v14's CONFIG as the core issue tells it: a record by id; an assigned array is turned into one. */
function v14Config(): { statusEffects: unknown } {
  let value: Record<string, unknown> = { dead: CORE };
  return {
    get statusEffects(): unknown {
      return value;
    },
    set statusEffects(next: unknown) {
      value = Array.isArray(next)
        ? Object.fromEntries(next.map((e: StatusEffectEntry) => [e.id, e]))
        : (next as Record<string, unknown>);
    },
  };
}

describe("CONFIG.statusEffects on v13 and v14", () => {
  it("v13: an array stays an array, holding exactly the system's entries", () => {
    const config: { statusEffects: unknown } = { statusEffects: [CORE] };
    expect(installStatusEffects(config, entries)).toBe("array");
    expect(config.statusEffects).toEqual(entries);
    expect(statusEffectOf(config.statusEffects, "stunned")?.img).toBe("icons/svg/daze.svg");
    expect(statusEffectOf(config.statusEffects, "dead")).toBeUndefined();
  });

  it("v14: a record keyed by id, the defeated status in it, core's replaced", () => {
    const config = v14Config();
    expect(installStatusEffects(config, entries)).toBe("record");
    expect(Object.keys(config.statusEffects as object)).toEqual(["stunned", "cp-outOfFight"]);
    expect(statusEffectOf(config.statusEffects, "cp-outOfFight")?.hud).toBe(false);
    expect(statusEffectOf(config.statusEffects, "stunned")?.name).toBe("COMBAT_PATROL.Status.stunned");
  });

  it("the old way (assign an array, then push) breaks on v14's record", () => {
    const config = v14Config();
    config.statusEffects = [entries[0]];
    expect(() => (config.statusEffects as unknown[]).push(entries[1])).toThrow();
  });

  it("reads nothing from what is neither shape", () => {
    expect(statusEffectOf(undefined, "stunned")).toBeUndefined();
    expect(statusEffectOf({ stunned: "not an entry" }, "stunned")).toBeUndefined();
  });
});
