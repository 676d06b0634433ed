/**
 * NAP-4 in the fire dialog: a leader who removed morale markers this activation leaves his men
 * to fire with the leader-absent shift ("no leader directing fire"). The morale result's unit
 * flag, written through the real planner and read back through the unit's derived state,
 * pre-fills the shift; the dialog keeps it editable. Pure.
 */
import { describe, expect, it } from "vitest";
import type { UnitState } from "@rules/model";
import { resolveNapMorale } from "@rules/napoleonic/morale";
import { endActivation } from "@rules/procedures";
import { DEFAULT_OPTIONS } from "@rules/options";
import { defaultShifts } from "@rules/procedures/sheet-shifts";
import { SHEET_SHIFTS } from "@rules/procedures/sheet-shifts";
import { planEffects, type ActorSnapshot } from "@foundry/documents/effects";
import { figureState, unitState } from "@foundry/data/derive";
import { DEFAULTS } from "@foundry/data/sources";
import type { UnitSource } from "@foundry/data/sources";
import { fixedSource } from "@rules/cards/source";
import { card } from "../../helpers/cards";

const SERGEANT = "Actor.sergeant00000001";
const PRIVATE = "Actor.private000000001";
const LINE = "Actor.line000000000001";

function line(source: UnitSource): UnitState {
  const sergeant = figureState(
    SERGEANT,
    "Sergeant",
    { ...DEFAULTS.figure(), leader: { rank: "squad", trained: true } },
    "nap.musket",
  );
  const soldier = figureState(PRIVATE, "Private", DEFAULTS.figure(), "nap.musket");
  return unitState(LINE, "Line", { ...source, leaderId: SERGEANT }, [sergeant, soldier], false);
}

/** The unit's stored data after these effects went through the planner. */
function written(source: UnitSource, effects: Parameters<typeof planEffects>[0]): UnitSource {
  const snapshots: Record<string, ActorSnapshot> = { [LINE]: { type: "unit", system: structuredClone(source) } };
  const plan = planEffects(effects, (id) => snapshots[id] ?? null);
  const patch = plan.patches.get(LINE) as Partial<UnitSource> | undefined;
  return { ...source, ...patch, ruleFlags: { ...source.ruleFlags, ...(patch?.ruleFlags ?? {}) } };
}

describe("NAP-4 leader removed markers: the fire dialog's leader-absent shift", () => {
  it("NAP-4 his men's shots pre-fill 'leader absent' after he removed markers; his own does not", () => {
    const base = { ...DEFAULTS.unit(), moraleMarkers: 2 };
    const before = line(base);
    const soldier = before.figures[1]!;
    expect(defaultShifts(soldier, before).leaderAbsent).toBe(false);

    const options = {
      rules: { ...DEFAULT_OPTIONS, optional: { ...DEFAULT_OPTIONS.optional, leadersMorale314: true } },
    };
    const morale = resolveNapMorale(
      { unit: before, terrain: "open", leaderRemovesMarkers: true, closeOrder: false },
      fixedSource(Array.from({ length: 4 }, () => card({}))),
      options,
    );
    expect(morale.leaderAbsentForFire).toBe(true);
    expect(morale.effects).toContainEqual({
      kind: "flag",
      unitId: LINE,
      figureId: null,
      flag: "leaderRemovedMarkers",
      value: true,
    });

    const after = line(written(base, morale.effects));
    expect(defaultShifts(after.figures[1]!, after).leaderAbsent).toBe(true);
    // the leader directs his own fire
    expect(defaultShifts(after.figures[0]!, after).leaderAbsent).toBe(false);
    // the dialog lets the player change it
    expect(SHEET_SHIFTS).toContain("leaderAbsent");
  });

  it("NAP-4 the shift lasts the activation: endActivation clears the flag and the pre-fill with it", () => {
    const flagged = { ...DEFAULTS.unit(), ruleFlags: { leaderRemovedMarkers: true } };
    const unit = line(flagged);
    expect(defaultShifts(unit.figures[1]!, unit).leaderAbsent).toBe(true);
    const ended = line(written(flagged, endActivation(unit).effects));
    expect(defaultShifts(ended.figures[1]!, ended).leaderAbsent).toBe(false);
  });
});
