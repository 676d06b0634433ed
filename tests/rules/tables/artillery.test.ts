import { describe, expect, it } from "vitest";
import {
  ARTILLERY,
  ARTILLERY_RULES,
  PENETRATION,
  STRUCTURES,
  STRUCTURE_PROTECTION,
  artilleryPiece,
  artilleryPieceSchema,
  artilleryRanges,
  artilleryRulesSchema,
  canisterGrade,
  gunRowForShotWeight,
  penetrationSchema,
  shellInRange,
  solidShotPenetration,
  structureProtection,
  structureProtectionSchema,
  type ArtilleryPiece,
} from "@rules/tables/artillery";
import { rangeBandAt } from "@rules/tables/common";
import { rulesErrorKey } from "./helpers";
import { NAP_TABLE_3 as TABLE_3 } from "../../helpers/printed-tables";

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
function asPrinted(p: ArtilleryPiece): string[] {
  const b = (r: Readonly<Record<"short" | "medium" | "long", number | null>>) =>
    [r.short, r.medium, r.long].map((v) => (v === null ? "N/A" : String(v))).join(" ");
  const shell =
    p.shell === null
      ? "None"
      : `${p.shell.minimum} ${p.shell.maximum} ${cap(p.shell.template.shell)}/${cap(p.shell.template.case)}`;
  return [p.name, b(p.shot), b(p.canister), shell];
}

describe("NAP-7.4 Table 3 - Artillery Rounds and Ranges", () => {
  it("NAP-7.4 every row validates with its schema, in the printed order", () => {
    for (const p of ARTILLERY) expect(artilleryPieceSchema.safeParse(p).error).toBeUndefined();
    expect(ARTILLERY.map((p) => p.name)).toEqual(TABLE_3.map((r) => r[0]));
    expect(artilleryRulesSchema.safeParse(ARTILLERY_RULES).error).toBeUndefined();
  });

  it.each(TABLE_3.map((cells, i) => [cells.join(" | "), i] as const))("NAP-7.4 %s", (_line, i) => {
    expect(asPrinted(ARTILLERY[i]!)).toEqual(TABLE_3[i]);
  });

  it("NAP-7.4 6# gun: shot 35/70/140, canister 24/36/72, shell 72-140 medium (case large)", () => {
    const gun = artilleryPiece("nap.gun-6");
    expect(artilleryRanges(gun, "shot")).toEqual({ short: 35, medium: 70, long: 140 });
    expect(artilleryRanges(gun, "canister")).toEqual({ short: 24, medium: 36, long: 72 });
    expect(gun.shell).toEqual({ minimum: 72, maximum: 140, template: { shell: "medium", case: "large" } });
  });

  it("NAP-7.3.3.1 shell is always long range: its only band is long, up to the maximum", () => {
    const howitzer = artilleryPiece("nap.howitzer");
    const shell = artilleryRanges(howitzer, "shell");
    expect(shell).toEqual({ short: null, medium: null, long: 160 });
    expect(rangeBandAt({ id: howitzer.id, range: shell! }, 70)).toBe("long");
  });

  it("NAP-7.3.3 shell cannot fire closer than its minimum: howitzer 60-160", () => {
    const howitzer = artilleryPiece("nap.howitzer");
    expect([59, 60, 160, 161].map((d) => shellInRange(howitzer, d))).toEqual([false, true, true, false]);
  });

  it("NAP-7.4 the < 6# gun and the swivel gun fire no shell; the swivel gun has no long canister band", () => {
    expect(artilleryRanges(artilleryPiece("nap.gun-under-6"), "shell")).toBeNull();
    expect(shellInRange(artilleryPiece("nap.swivel-gun"), 20)).toBe(false);
    expect(artilleryPiece("nap.swivel-gun").canister).toEqual({ short: 6, medium: 12, long: null });
    expect(rangeBandAt({ id: "swivel", range: artilleryPiece("nap.swivel-gun").canister }, 13)).toBeNull();
  });

  it("NAP-7.4 a gun's row by shot weight: 4 -> < 6#, 6 -> 6#, 9 -> 8-12#, 24 -> > 12#, 7 -> none", () => {
    expect([4, 6, 9, 12, 24].map((w) => gunRowForShotWeight(w)?.id)).toEqual([
      "nap.gun-under-6",
      "nap.gun-6",
      "nap.gun-8-12",
      "nap.gun-8-12",
      "nap.gun-over-12",
    ]);
    expect(gunRowForShotWeight(7)).toBeNull();
  });

  it("NAP-7.4 our default shot weights sit inside their row headings", () => {
    expect(ARTILLERY.map((p) => [p.id, p.defaultShotWeight])).toEqual([
      ["nap.gun-under-6", 4],
      ["nap.gun-6", 6],
      ["nap.gun-8-12", 12],
      ["nap.gun-over-12", 18],
      ["nap.howitzer", 12],
      ["nap.swivel-gun", 1],
    ]);
    for (const p of ARTILLERY) {
      if (p.weightClass !== null) expect(gunRowForShotWeight(p.defaultShotWeight)?.id).toBe(p.id);
    }
  });

  it("NAP-7.4 an unknown gun is refused", () => {
    expect(rulesErrorKey(() => artilleryPiece("nap.mortar"))).toBe("COMBAT_PATROL.Error.unknownTableEntry");
  });
});

describe("NAP-7.3.2 canister grade by gun weight", () => {
  it("NAP-7.3.2 < 6# Green, 6 to 12# inclusive Regular, > 12# Elite", () => {
    expect([1, 4, 5.5, 6, 9, 12, 12.5, 18, 24].map(canisterGrade)).toEqual([
      "green",
      "green",
      "green",
      "regular",
      "regular",
      "regular",
      "elite",
      "elite",
      "elite",
    ]);
  });

  it("NAP-7.3.2 each Table 3 row's default gun grades as its heading says", () => {
    expect(ARTILLERY.map((p) => canisterGrade(p.defaultShotWeight))).toEqual([
      "green",
      "regular",
      "regular",
      "elite",
      "regular",
      "green",
    ]);
  });

  it("NAP-7.3.2 first half of the short band is an automatic hit; later units +1 shift", () => {
    expect(ARTILLERY_RULES.canisterAutoHitFractionOfShort).toBe(0.5);
    expect(ARTILLERY_RULES.canisterLaterUnitShifts).toBe(1);
  });

  it("NAP-7.3.2 a shot weight of 0 or less is refused", () => {
    expect(rulesErrorKey(() => canisterGrade(0))).toBe("COMBAT_PATROL.Error.badArtilleryInput");
    expect(rulesErrorKey(() => canisterGrade(Number.NaN))).toBe("COMBAT_PATROL.Error.badArtilleryInput");
  });
});

describe("NAP-7.3.1 solid shot against buildings: penetration and protection", () => {
  it("NAP-7.3.1 protection values validate: masonry 8, log 8, wood frame 6, dirt cannot be penetrated", () => {
    expect(structureProtectionSchema.safeParse(STRUCTURE_PROTECTION).error).toBeUndefined();
    expect(penetrationSchema.safeParse(PENETRATION).error).toBeUndefined();
    expect(STRUCTURES.map(structureProtection)).toEqual([8, 8, 6, null]);
  });

  it("NAP-7.3.1 penetration is half the shot weight: a 6 pounder has 3, a 12 pounder 6", () => {
    expect(solidShotPenetration(6, false)).toBe(3);
    expect(solidShotPenetration(12, false)).toBe(6);
    expect(solidShotPenetration(24, false)).toBe(12);
  });

  it("NAP-7.3.1 a short round that ricochets into the face loses 2 (never below 0)", () => {
    expect(solidShotPenetration(12, true)).toBe(4);
    expect(solidShotPenetration(4, true)).toBe(0);
    expect(solidShotPenetration(2, true)).toBe(0);
  });

  it("NAP-7.3.1 a penetrating hit: medium template / medium explosions for masonry or log, small / small for wood", () => {
    expect(STRUCTURE_PROTECTION.masonry.penetratingHit).toEqual({ template: "medium", explosion: "medium" });
    expect(STRUCTURE_PROTECTION.log.penetratingHit).toEqual({ template: "medium", explosion: "medium" });
    expect(STRUCTURE_PROTECTION.wood.penetratingHit).toEqual({ template: "small", explosion: "small" });
  });

  it("NAP-7.3.3 shell on a roof: penetration 0 against the wood frame protection 6", () => {
    expect(PENETRATION.shellOnRoof).toBe(0);
    expect(structureProtection(PENETRATION.roofStructure)).toBe(6);
  });

  it("NAP-7.3.1 solid shot hits open order on a large explosion, close order on a small one", () => {
    expect(ARTILLERY_RULES.solidShotHitsOn).toEqual({ openOrder: "large", closeOrder: "small" });
  });

  it("NAP-7.3.3 a shell that misses deviates 3 times the card's distance", () => {
    expect(ARTILLERY_RULES.shellMissDeviationFactor).toBe(3);
  });
});
