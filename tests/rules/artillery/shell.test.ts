/**
 * NAP-7.3.3 shell and spherical case at troops and at buildings: minimum range, the HE template
 * (full blast or the cone), the three-times deviation and who may fire spherical case.
 */
import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { checkShellRange, resolveCanister, resolveShell, resolveShellOnRoof, shellTemplate } from "@rules/artillery";
import { ARTILLERY_RULES, artilleryPiece } from "@rules/tables/artillery";
import { card } from "../../helpers/cards";
import { rulesErrorOf } from "../../helpers/errors";
import { NAP, fig } from "../mounted/fixtures";
import { crewOf, gunUnit, laying, target } from "./fixtures";

describe("NAP-7.3.3 shell and spherical case", () => {
  const shellGun = (x = 100, round: "shell" | "case" = "shell") =>
    laying({ unit: gunUnit(crewOf(6), { round }), targetPoint: { x, y: 0 } });

  it('NAP-7.3.3 shell cannot fire inside its minimum range (6#: 72")', () => {
    expect(() => resolveShell(shellGun(60), { kind: "shell" }, [], fixedSource([card()]))).toThrow(/shellRange/);
    expect(() =>
      resolveShell(
        laying({ unit: gunUnit(crewOf(6), { round: "shell" }), piece: artilleryPiece("nap.gun-under-6") }),
        { kind: "shell" },
        [],
        fixedSource([card()]),
      ),
    ).toThrow(/roundNotAvailable/);
  });

  it("NAP-7.3.3.1 always long range (Regular needs 4); a miss deviates 3x; the shell's medium template takes the figures under it", () => {
    const source = fixedSource([
      card({ hit: 3 }),
      card({ scatter: { clock: 3, inches: 2 } }),
      card({ burst: { medium: true, small: true } }),
      card({ damage: "WOUND" }),
    ]);
    const r = resolveShell(
      shellGun(),
      { kind: "shell" },
      [target("near", "A", 100, 7), target("far", "A", 100, 0)],
      source,
      { rules: NAP },
    );
    expect(r.aim.plan).toMatchObject({ band: "long", needed: 4 });
    expect(r.aim.impact.y).toBeCloseTo(6, 9);
    expect(r.template).toBe("medium");
    expect(r.diameter).toBe(4);
    expect(r.blast.figures.map((f) => [f.figureId, f.outcome])).toEqual([["near", "wounded"]]);
  });

  it("NAP-7.3.3.1 spherical case: Table 3's large template, only the cone along the flight", () => {
    expect(shellTemplate(artilleryPiece("nap.gun-6"), "case")).toBe("large");
    const source = fixedSource([
      card({ hit: 6 }),
      card({ burst: { large: true, medium: true, small: true } }),
      card({ damage: "INCAPACITATE" }),
    ]);
    const r = resolveShell(
      shellGun(100, "case"),
      { kind: "case", nation: "british" },
      [target("ahead", "A", 103, 0), target("behind", "A", 97, 0)],
      source,
      { rules: NAP },
    );
    expect(r.blast.figures.map((f) => f.figureId)).toEqual(["ahead"]);
  });

  // Seed 002 Table 3 "Shell/Spherical Case*": "* Such as shrapnel. Available to British only".
  it("NAP-7.3.3 spherical case is available to the British only (refused for any other nation or none)", () => {
    const french = () =>
      resolveShell(
        shellGun(100, "case"),
        { kind: "case", nation: "french" },
        [],
        fixedSource([card({ hit: 6 }), card()]),
        {
          rules: NAP,
        },
      );
    expect(rulesErrorOf(french)).toMatchObject({
      key: "sphericalCaseBritishOnly",
      data: { gun: artilleryPiece("nap.gun-6").name },
    });
    expect(() =>
      resolveShell(shellGun(100, "case"), { kind: "case" }, [], fixedSource([card({ hit: 6 }), card()]), {
        rules: NAP,
      }),
    ).toThrow(/sphericalCaseBritishOnly/);
    // the gun unit's "nation" flag stands in when the input names none
    const flagged = laying({
      unit: gunUnit(crewOf(6), { round: "case", nation: "british" }),
      targetPoint: { x: 100, y: 0 },
    });
    expect(
      resolveShell(flagged, { kind: "case" }, [], fixedSource([card({ hit: 6 }), card({ burst: { large: true } })]), {
        rules: NAP,
      }).kind,
    ).toBe("case");
    // common shell: every nation
    expect(
      resolveShell(shellGun(), { kind: "shell", nation: "french" }, [], fixedSource([card({ hit: 6 }), card()]), {
        rules: NAP,
      }).kind,
    ).toBe("shell");
    expect(() =>
      resolveShellOnRoof(
        "G",
        { kind: "case", nation: "french", topFloor: [], onRoof: [], template: "large" },
        fixedSource([card({ hit: 6 })]),
      ),
    ).toThrow(/sphericalCaseBritishOnly/);
    expect(ARTILLERY_RULES.sphericalCaseNations).toEqual(["british"]);
    // NAP-7.2 only the round loaded fires: a gun loaded with common shell fires no case, and the reverse
    expect(() =>
      resolveShell(shellGun(), { kind: "case", nation: "british" }, [], fixedSource([card({ hit: 6 }), card()]), {
        rules: NAP,
      }),
    ).toThrow(/wrongRound/);
    expect(() =>
      resolveShell(shellGun(100, "case"), { kind: "shell" }, [], fixedSource([card({ hit: 6 }), card()]), {
        rules: NAP,
      }),
    ).toThrow(/wrongRound/);
  });

  // Seed 002 NAP-7.2: "The gun may be fired on the activation card after loading has been completed."
  it("NAP-7.2 canister fired on the card its loading was completed on is refused; on the next card it fires", () => {
    const unit = gunUnit(crewOf(6), { round: "canister", loadedOn: "1:4#1" });
    const lay = (activation: string) => laying({ unit, targetPoint: { x: 30, y: 0 }, activation });
    expect(() => resolveCanister(lay("1:4#1"), [], fixedSource([card()]), { rules: NAP })).toThrow(
      /gunLoadedThisActivation/,
    );
    expect(resolveCanister(lay("1:2#1"), [], fixedSource([card({ hit: 6 })]), { rules: NAP }).procedure).toBe(
      "canister",
    );
  });

  // Seed 002 NAP-7.3.3: "These rounds cannot be used at targets closer than the minimum ranges listed in Table 3."
  it('NAP-7.3.3 shell minimum range: a 6# gun fires shell from 72" to 140"', () => {
    const at = (x: number) => () => checkShellRange(shellGun(x));
    expect(rulesErrorOf(at(71.9))).toMatchObject({ key: "shellRange", data: { minimum: 72, maximum: 140, range: 72 } });
    expect(at(72)).not.toThrow();
    expect(at(140)).not.toThrow();
    expect(() => checkShellRange(shellGun(140.5))).toThrow(/shellRange/);
    const swivel = laying({
      piece: artilleryPiece("nap.swivel-gun"),
      unit: gunUnit(crewOf(6), { round: "shell" }),
      targetPoint: { x: 100, y: 0 },
    });
    expect(() => checkShellRange(swivel)).toThrow(/roundNotAvailable/);
  });

  it("NAP-7.3.3.2 a roof: penetration 0 against 6 needs 6 holes; through, spherical case attacks the top floor with small explosions", () => {
    const top = [{ unitId: "H", figure: fig("t1") }];
    const roof = [{ unitId: "H", figure: fig("r1") }];
    const through = resolveShellOnRoof(
      "G",
      { kind: "case", nation: "british", topFloor: top, onRoof: roof, template: "large" },
      fixedSource([card({ hit: 6 }), card({ burst: { small: true } }), card()]),
    );
    expect(through.penetration).toMatchObject({ penetration: 0, protection: 6, needed: 6, penetrated: true });
    expect(through.explosion).toBe("small");
    expect(through.blast.figures[0]).toMatchObject({ figureId: "t1", hit: true });
    const held = resolveShellOnRoof(
      "G",
      { kind: "shell", topFloor: top, onRoof: roof, template: "medium" },
      fixedSource([card({ hit: 5 }), card()]),
    );
    expect(held.penetration.penetrated).toBe(false);
    expect(held.explosion).toBe("medium");
    expect(held.blast.figures.map((f) => f.figureId)).toEqual(["r1"]);
  });
});
