import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import type { Effect } from "@rules/model";
import {
  activationKey,
  checkGunReady,
  extraMarkersAfterCrewLoss,
  markersAfterFiring,
  gunCrewOf,
  gunCrewTargets,
  gunMoraleHooks,
  gunStateOf,
  limberGun,
  limberHitEffect,
  limberMayAct,
  loadAction,
  resolveGunMove,
  limberInSupply,
  unlimberGun,
} from "@rules/artillery";
import { resolveFire } from "@rules/procedures/fire";
import { resolveMorale } from "@rules/procedures/morale";
import { napoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import { card } from "../../helpers/cards";
import { fig } from "../mounted/fixtures";
import { LIMBER, crewOf, gunUnit } from "./fixtures";

describe("NAP-7.1 moving artillery", () => {
  it("NAP-7.1 limbered: one card in the open, two on a road", () => {
    const open = resolveGunMove(
      { unitId: "G", limbered: true, terrain: "open", limber: "ok" },
      fixedSource([card({ move: 6 }), card({ move: 5 })]),
    );
    expect(open.inches).toBe(6);
    expect(open.cards).toHaveLength(1);
    const road = resolveGunMove(
      { unitId: "G", limbered: true, terrain: "road", limber: "ok" },
      fixedSource([card({ move: 6 }), card({ move: 5 })]),
    );
    expect(road.inches).toBe(11);
  });

  it("NAP-7.3 in supply from the table: surely within (2 + 3 <= 8), surely beyond (|20 - 3| > 8), undecided between or without a leader's token or radius; no limber: out", () => {
    expect(limberInSupply({ limberInches: 3, leaderInches: 2, radius: 8 })).toBe(true);
    expect(limberInSupply({ limberInches: 3, leaderInches: 5, radius: 8 })).toBe(true);
    expect(limberInSupply({ limberInches: 3, leaderInches: 20, radius: 8 })).toBe(false);
    expect(limberInSupply({ limberInches: 3, leaderInches: 7, radius: 8 })).toBeNull();
    expect(limberInSupply({ limberInches: 3, leaderInches: null, radius: 8 })).toBeNull();
    expect(limberInSupply({ limberInches: 3, leaderInches: 2, radius: null })).toBeNull();
    expect(limberInSupply({ limberInches: null, leaderInches: 2, radius: 8 })).toBe(false);
  });

  it("NAP-7.3 a gun's move records the activation card it is made on (moving fire is not permitted on it); no card known, nothing recorded", () => {
    const moved = resolveGunMove(
      { unitId: "G", limbered: false, terrain: "open", limber: "ok", activation: "2:number#4" },
      fixedSource([card({ move: 8 })]),
    );
    expect(moved.effects).toEqual([
      { kind: "flag", unitId: "G", figureId: null, flag: "movedOn", value: "2:number#4" },
    ]);
    expect(
      resolveGunMove({ unitId: "G", limbered: false, terrain: "open", limber: "ok" }, fixedSource([card({ move: 8 })]))
        .effects,
    ).toEqual([]);
  });

  it("NAP-7.1 limbered in rough: one card and a bog check read as Elite terrain; bogged stops half way", () => {
    const clear = resolveGunMove(
      { unitId: "G", limbered: true, terrain: "rough", limber: "ok" },
      fixedSource([card({ move: 8 }), card({ bog: { regular: true, elite: false } })]),
    );
    expect(clear.bogged).toBe(false);
    expect(clear.cards.map((c) => c.sections[0])).toEqual(["move", "bog"]);
    const bogged = resolveGunMove(
      { unitId: "G", limbered: true, terrain: "rough", limber: "ok", inchesInRough: 6 },
      fixedSource([card({ move: 8 }), card({ bog: { elite: true } })]),
    );
    expect(bogged.bogged).toBe(true);
    expect(bogged.stopAfterInchesInRough).toBe(3);
  });

  it("NAP-7.1 a wounded limber moves at half speed; an incapacitated one cannot move", () => {
    expect(
      resolveGunMove(
        { unitId: "G", limbered: true, terrain: "road", limber: "wounded" },
        fixedSource([card({ move: 6 }), card({ move: 4 })]),
      ).inches,
    ).toBe(5);
    expect(() =>
      resolveGunMove({ unitId: "G", limbered: true, terrain: "open", limber: "incapacitated" }, fixedSource([card()])),
    ).toThrow(/limberImmobile/);
  });

  it("NAP-7.1 manhandled guns move a quarter of one card (rough too, with the Elite bog check)", () => {
    expect(
      resolveGunMove(
        { unitId: "G", limbered: false, terrain: "open", limber: "incapacitated" },
        fixedSource([card({ move: 8 })]),
      ).inches,
    ).toBe(2);
    const rough = resolveGunMove(
      { unitId: "G", limbered: false, terrain: "rough", limber: "ok" },
      fixedSource([card({ move: 8 }), card()]),
    );
    expect(rough.inches).toBe(2);
    expect(rough.cards).toHaveLength(2);
  });

  it("NAP-7.1 unlimbering is an activation and puts markers by crew strength (full crew 1, four men 2)", () => {
    const limbered = gunUnit(crewOf(6), { limbered: true });
    const full = unlimberGun(limbered, gunCrewOf(limbered));
    expect(full.markers).toBe(1);
    expect(full.effects).toEqual<Effect[]>([
      { kind: "flag", unitId: "G", figureId: null, flag: "limbered", value: false },
      { kind: "flag", unitId: "G", figureId: null, flag: "outOfAmmo", value: 1 },
      { kind: "flag", unitId: "G", figureId: null, flag: "round", value: "none" },
      { kind: "acted", unitId: "G", acted: true },
    ]);
    const four = gunUnit(crewOf(4), { limbered: true });
    expect(unlimberGun(four, gunCrewOf(four)).markers).toBe(2);
    expect(() => unlimberGun(gunUnit(crewOf(1), { limbered: true }), gunCrewOf(gunUnit(crewOf(1))))).toThrow(
      /crewCannotServe/,
    );
  });

  it("NAP-7.1 limbering needs the limber within 4\"; the limber acts within the gun leader's radius", () => {
    expect(limberGun(gunUnit(), true, "ok").effects).toEqual<Effect[]>([
      { kind: "flag", unitId: "G", figureId: null, flag: "limbered", value: true },
    ]);
    expect(() => limberGun(gunUnit(), false, "ok")).toThrow(/limberTooFar/);
    expect(limberMayAct(false)).toBe(false);
  });

  it('NAP-7.1 the limber is in the hit randomization within 4" only', () => {
    const unit = gunUnit(crewOf(2));
    const all = unit.figures.map((figure) => ({ figure, cover: "none" as const }));
    expect(gunCrewTargets(all, true).map((t) => t.figure.id)).toEqual(["c1", "c2", LIMBER]);
    expect(gunCrewTargets(all, false).map((t) => t.figure.id)).toEqual(["c1", "c2"]);
  });

  it("NAP-7.1 a limber hit: wound = half speed (one entity, never more), incapacitate = immobile", () => {
    const unit = gunUnit(crewOf(2));
    const input = {
      unitId: "S",
      shooters: [{ figure: fig("s"), weapon: napoleonicWeapon("nap.musket"), rangeInches: 3 }],
      target: {
        unitId: "G",
        figures: unit.figures.map((figure) => ({ figure, cover: "none" as const })),
        closeOrder: false,
      },
    };
    const wound = resolveFire(input, fixedSource([card({ hit: 6 }), card({ randomizer: 3, damage: "WOUND" })]), {
      hooks: { hitEffect: limberHitEffect() },
    });
    expect(wound.hits[0]).toMatchObject({
      targetId: LIMBER,
      outcome: "wounded",
      note: "COMBAT_PATROL.Artillery.limberHalfSpeed",
    });
    expect(wound.effects).toContainEqual<Effect>({ kind: "wound", unitId: "G", figureId: LIMBER, wounds: 1 });
    expect(wound.effects.some((e) => e.kind === "incapacitate")).toBe(false); // Endurance 1 would have killed a figure
    const dead = resolveFire(input, fixedSource([card({ hit: 6 }), card({ randomizer: 3, damage: "INCAPACITATE" })]), {
      hooks: { hitEffect: limberHitEffect() },
    });
    expect(dead.hits[0]).toMatchObject({ outcome: "incapacitated", note: "COMBAT_PATROL.Artillery.limberImmobile" });
  });

  it("NAP-7.1 the limber is never picked by a morale result", () => {
    const unit = { ...gunUnit([fig("c1", { incapacitated: true })]), moraleMarkers: 1 };
    const r = resolveMorale(
      { unit, terrain: "open", canRemoveMarkers: false },
      fixedSource([card({ morale: { regular: { open: "STUNNED_ONE" } } })]),
      { hooks: gunMoraleHooks() },
    );
    expect(r.checks[0]!.figureId).toBeNull();
  });
});

describe("NAP-7.2 loading", () => {
  it("NAP-7.2 stunned crew do not count, wounded do; two non-artillerists count as one", () => {
    const crew = [
      fig("a", { wounds: 1 }),
      fig("b", { stunned: true }),
      fig("c"),
      fig("d"),
      fig("i1", { flags: { nonArtillerist: true } }),
      fig("i2", { flags: { nonArtillerist: true } }),
    ];
    expect(gunCrewOf(gunUnit(crew))).toEqual({ artillerists: 3, nonArtillerists: 2 });
  });

  it("NAP-7.2 four artillerists need two activations; two infantrymen make it one; one infantryman does not", () => {
    const four = gunUnit(crewOf(4), { outOfAmmo: 2 });
    expect(unlimberGun({ ...four, flags: { limbered: true } }, gunCrewOf(four)).markers).toBe(2);
    const helped = gunUnit(
      [...crewOf(4), fig("i1", { flags: { nonArtillerist: true } }), fig("i2", { flags: { nonArtillerist: true } })],
      { limbered: true },
    );
    expect(unlimberGun(helped, gunCrewOf(helped)).markers).toBe(1);
    const one = gunUnit([...crewOf(4), fig("i1", { flags: { nonArtillerist: true } })], { limbered: true });
    expect(unlimberGun(one, gunCrewOf(one)).markers).toBe(2);
  });

  it("NAP-7.2 a gun never loaded (no round declared, no marker) takes the loads its crew needs: five or more in one, four in two", () => {
    const six = loadAction(gunUnit(crewOf(6), { outOfAmmo: 0, round: "none" }), "canister");
    expect(six.remaining).toBe(0);
    expect(six.effects.slice(0, 2)).toEqual<Effect[]>([
      { kind: "flag", unitId: "G", figureId: null, flag: "outOfAmmo", value: 0 },
      { kind: "flag", unitId: "G", figureId: null, flag: "round", value: "canister" },
    ]);
    expect(loadAction(gunUnit(crewOf(4), { outOfAmmo: 0, round: "none" }), "shot").remaining).toBe(1);
    expect(() => loadAction(gunUnit(crewOf(1), { outOfAmmo: 0, round: "none" }), "shot")).toThrow(/crewCannotServe/);
  });

  it("NAP-7.2 each load action removes one marker and declares the round; the round cannot change", () => {
    const unit = gunUnit(crewOf(4), { outOfAmmo: 2, round: "none" });
    const first = loadAction(unit, "canister");
    expect(first.remaining).toBe(1);
    expect(first.effects).toEqual<Effect[]>([
      { kind: "flag", unitId: "G", figureId: null, flag: "outOfAmmo", value: 1 },
      { kind: "flag", unitId: "G", figureId: null, flag: "round", value: "canister" },
    ]);
    const half = gunUnit(crewOf(4), { outOfAmmo: 1, round: "canister" });
    expect(() => loadAction(half, "shot")).toThrow(/roundAlreadyDeclared/);
    expect(loadAction(half, "canister").remaining).toBe(0);
    expect(() => loadAction(gunUnit(crewOf(4), { outOfAmmo: 0 }), "shot")).toThrow(/alreadyLoaded/);
    expect(() => loadAction(gunUnit(crewOf(1), { outOfAmmo: 1, round: "none" }), "shot")).toThrow(/crewCannotServe/);
    expect(gunStateOf(half)).toEqual({
      limbered: false,
      outOfAmmo: 1,
      round: "canister",
      loadedOn: null,
      movedOn: null,
    });
  });

  // Seed 002 NAP-7.2: "The gun may be fired on the activation card after loading has been completed."
  it("NAP-7.2 the gun fires on the activation card after the one its loading was completed on", () => {
    const on = activationKey(2, "3#1");
    expect(on).toBe("2:3#1");
    const half = gunUnit(crewOf(4), { outOfAmmo: 1, round: "canister" });
    const done = loadAction(half, "canister", gunCrewOf(half), on);
    expect(done.effects).toEqual<Effect[]>([
      { kind: "flag", unitId: "G", figureId: null, flag: "outOfAmmo", value: 0 },
      { kind: "flag", unitId: "G", figureId: null, flag: "round", value: "canister" },
      { kind: "flag", unitId: "G", figureId: null, flag: "loadedOn", value: "2:3#1" },
    ]);
    // a load action that leaves a marker records nothing
    expect(loadAction(gunUnit(crewOf(4), { outOfAmmo: 2, round: "none" }), "shot", undefined, on).effects).toHaveLength(
      2,
    );
    const loaded = gunUnit(crewOf(4), { outOfAmmo: 0, round: "canister", loadedOn: on });
    expect(gunStateOf(loaded).loadedOn).toBe("2:3#1");
    expect(() => checkGunReady(loaded, "canister", on)).toThrow(/gunLoadedThisActivation/);
    expect(() => checkGunReady(loaded, "canister", activationKey(2, "5#2"))).not.toThrow();
    expect(() => checkGunReady(loaded, "canister", activationKey(3, "3#1"))).not.toThrow();
    // firing clears the record with the round
    expect(markersAfterFiring(loaded, gunCrewOf(loaded))).toContainEqual<Effect>({
      kind: "flag",
      unitId: "G",
      figureId: null,
      flag: "loadedOn",
      value: null,
    });
  });

  it("NAP-7.2 crew lost before the reload: an additional marker", () => {
    expect(
      extraMarkersAfterCrewLoss(1, { artillerists: 5, nonArtillerists: 0 }, { artillerists: 4, nonArtillerists: 0 }),
    ).toBe(1);
    expect(
      extraMarkersAfterCrewLoss(0, { artillerists: 5, nonArtillerists: 0 }, { artillerists: 2, nonArtillerists: 0 }),
    ).toBe(0);
    expect(
      extraMarkersAfterCrewLoss(2, { artillerists: 3, nonArtillerists: 0 }, { artillerists: 1, nonArtillerists: 0 }),
    ).toBeNull();
  });
});
