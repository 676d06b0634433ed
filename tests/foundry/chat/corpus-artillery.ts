/**
 * The chat corpus's artillery cases (corpus.ts): laying a gun, solid shot, canister and shell
 * (in the open and at buildings), loading, moving, limbering and unlimbering.
 */
import { card } from "../../helpers/cards";
import { NAP } from "../../rules/mounted/fixtures";
import { laying } from "../../rules/artillery/fixtures";
import type { ResultKind } from "@rules/results";
import { resolveCanister, resolveGunAim, resolveShell, resolveSolidShot } from "@rules/artillery";
import { resolveShellOnRoof, resolveSolidShotAtBuilding } from "@rules/artillery/buildings";
import { loadAction } from "@rules/artillery/loading";
import { limberGun, resolveGunMove, unlimberGun } from "@rules/artillery/movement";
import { gunCrewOf } from "@rules/artillery/loading";
import { named, rec, over, gun, ash } from "./corpus-cast";
import type { ResultRecord } from "@foundry/kernel/result-record";

export const ARTILLERY_CASES = {
  gunAim: () =>
    over(
      [card({ serial: 2, hit: 1 }), card({ serial: 5, scatter: { clock: 12, inches: 3 } })],
      (s) => resolveGunAim(laying({ unit: gun({ round: "canister" }) }), "canister", s),
      [gun()],
    ),
  solidShot: () =>
    over(
      [card({ serial: 11, hit: 6 }), card({ serial: 14, burst: { small: true }, randomizer: 1 }), card({ serial: 15 })],
      (s) =>
        resolveSolidShot(laying({ unit: gun() }), [ash(20, 0), ash(28, 0, "birch", "Pvt. Birch", "B")], s, {
          rules: NAP,
        }),
      [gun()],
      [ash(0, 0).figure, ash(0, 0, "birch", "Pvt. Birch").figure],
    ),
  canister: () =>
    over(
      [
        card({ serial: 21, hit: 0 }),
        card({ serial: 23, scatter: { clock: 3, inches: 3 } }),
        card({ serial: 24, damage: "WOUND" }),
        card({ serial: 25, hit: 6 }),
        card({ serial: 28 }),
        card(),
        card(),
      ],
      (s) =>
        resolveCanister(
          laying({ unit: gun({ round: "canister" }) }),
          [ash(10, 0), ash(34, 3, "rye", "Pvt. Rye", "R")],
          s,
          { rules: NAP },
        ),
      [gun()],
      [ash(0, 0).figure, ash(0, 0, "rye", "Pvt. Rye").figure],
    ),
  shell: () =>
    over(
      [
        card({ serial: 33, hit: 3 }),
        card({ serial: 34, scatter: { clock: 3, inches: 2 } }),
        card({ serial: 36, burst: { medium: true, small: true } }),
        card({ serial: 37, damage: "WOUND" }),
        card(),
        card(),
      ],
      (s) =>
        resolveShell(
          laying({ unit: gun({ round: "shell" }), targetPoint: { x: 100, y: 0 } }),
          { kind: "shell" },
          [ash(100, 7), ash(100, 0, "far", "Pvt. Farr")],
          s,
          { rules: NAP },
        ),
      [gun()],
      [ash(0, 0).figure, ash(0, 0, "far", "Pvt. Farr").figure],
    ),
  solidShotBuilding: () =>
    over(
      [card({ serial: 38, hit: 2 }), card({ serial: 39, hit: 5 }), card(), card()],
      (s) =>
        resolveSolidShotAtBuilding(
          laying({ unit: gun(), targetPoint: { x: 20, y: 0 } }),
          { structure: "masonry", ricochet: false },
          s,
        ),
      [gun()],
    ),
  shellRoof: () =>
    over(
      [card({ serial: 40, hit: 6 }), card({ serial: 42, burst: { small: true } }), card({ serial: 43 })],
      (s) =>
        resolveShellOnRoof(
          "G",
          {
            kind: "case",
            nation: "british",
            topFloor: [{ unitId: "H", figure: named("t1", "Sgt. Roe") }],
            onRoof: [{ unitId: "H", figure: named("r1", "Pvt. Lee") }],
            template: "large",
          },
          s,
        ),
      [gun()],
      [named("t1", "Sgt. Roe"), named("r1", "Pvt. Lee")],
    ),
  load: () => rec(loadAction(gun({ outOfAmmo: 2, round: "none" }), "shot"), [], [gun()]),
  gunMove: () =>
    over([card({ serial: 44, move: 6 })], (s) =>
      resolveGunMove({ unitId: "G", limbered: true, terrain: "open", limber: "ok" }, s, { rules: NAP }),
    ),
  unlimber: () => {
    const limbered = gun({ limbered: true });
    return rec(unlimberGun(limbered, gunCrewOf(limbered)), [], [limbered]);
  },
  limber: () => rec(limberGun(gun(), true, "ok"), [], [gun()]),
} satisfies Partial<{ readonly [K in ResultKind]: () => ResultRecord }>;
