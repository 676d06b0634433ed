import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { RulesError } from "@rules/errors";
import { closeOrderTurn, gallopStun, mountOrDismount, resolveMountedMove } from "@rules/mounted";
import { resolveMovement } from "@rules/procedures/movement";
import { card } from "../../helpers/cards";
import { NAP, OW, fig, rider, rulesFor } from "./fixtures";

describe("NAP-6.1.1 / OW-7.1a mounted movement", () => {
  it("NAP-6.1.1 mounted figures draw two movement cards and sum them", () => {
    const source = fixedSource([card({ move: 5 }), card({ move: 7 }), card({ move: 9 })]);
    const r = resolveMountedMove({ unitId: "U", figure: rider("r"), gallop: false }, source, { rules: NAP });
    expect(r.cardInches).toEqual([5, 7]);
    expect(r.inches).toBe(12);
    expect(source.used).toBe(2);
    expect(r.deferred).toEqual([]);
    expect(r.cards.map((c) => c.sections[0])).toEqual(["move", "move"]);
  });

  it("NAP-6.1.1 gallop: three cards, declared before drawing, stunned at the end even when the first card was enough", () => {
    const source = fixedSource([card({ move: 9 }), card({ move: 3 }), card({ move: 4 })]);
    const r = resolveMountedMove({ unitId: "U", figure: rider("r"), gallop: true }, source, { rules: NAP });
    expect(source.used).toBe(3);
    expect(r.inches).toBe(16);
    expect(r.effects).toEqual([]);
    expect(r.deferred).toEqual([{ kind: "stun", unitId: "U", figureId: "r", stunned: true }]);
    expect(gallopStun(r, false)).toBe("end-of-activation");
  });

  it("OW-7.1a gallop into contact: the stun comes after hand to hand", () => {
    const r = resolveMountedMove(
      { unitId: "U", figure: rider("r"), gallop: true },
      fixedSource([card(), card(), card()]),
      { rules: OW },
    );
    expect(gallopStun(r, true)).toBe("after-hand-to-hand");
    expect(gallopStun({ gallop: false }, true)).toBeNull();
  });

  // Seed 002 NAP-6.1.1: "A mounted figure that is wounded is not required to move at half speed."
  // Seed 000 OW-7.1: "The full Combat Patrol™ rules for cavalry units can be found in the Horse and Musket: Napoleonic
  // Supplement."
  it("NAP-6.1.1 / OW-7.1a a wounded mounted figure is not halved, in both eras", () => {
    const wounded = rider("r", { wounds: 1 });
    const nap = resolveMountedMove(
      { unitId: "U", figure: wounded, gallop: false },
      fixedSource([card({ move: 6 }), card({ move: 4 })]),
      { rules: NAP },
    );
    expect(nap.inches).toBe(10);
    expect(nap.woundedHalved).toBe(false);
    const ow = resolveMountedMove(
      { unitId: "U", figure: wounded, gallop: false },
      fixedSource([card({ move: 6 }), card({ move: 4 })]),
      { rules: OW },
    );
    expect(ow.inches).toBe(10);
    expect(ow.woundedHalved).toBe(false);
    // a wounded figure on foot is still halved (base rule)
    const foot = resolveMovement(
      { unitId: "U", figure: { ...wounded, mounted: false }, baseCards: 1 },
      fixedSource([card({ move: 6 })]),
      { rules: OW },
    );
    expect(foot.inches).toBe(3);
  });

  it("NAP-6.1.2 close order mounted units move at quarter speed in rough", () => {
    const r = resolveMountedMove(
      { unitId: "U", figure: rider("r"), gallop: false, terrainFactor: 0.25 },
      fixedSource([card({ move: 8 }), card({ move: 8 })]),
      { rules: NAP },
    );
    expect(r.inches).toBe(4);
  });

  it('NAP-6.3 heavy cavalry draws one card and adds 4"; refused when the option is off', () => {
    const on = rulesFor("napoleonic", { heavyCavalry: true });
    const source = fixedSource([card({ move: 5 }), card({ move: 9 })]);
    const r = resolveMountedMove({ unitId: "U", figure: rider("h"), gallop: false, heavy: true }, source, {
      rules: on,
    });
    expect(source.used).toBe(1);
    expect(r.inches).toBe(9);
    expect(r.bonusInches).toBe(4);
    expect(() =>
      resolveMountedMove({ unitId: "U", figure: rider("h"), gallop: false, heavy: true }, fixedSource([card()]), {
        rules: NAP,
      }),
    ).toThrow(RulesError);
  });

  it("NAP-6.1.1 gallop is refused when the sprinting option is off; foot figures are refused", () => {
    const off = rulesFor("napoleonic", { sprinting: false });
    expect(() =>
      resolveMountedMove({ unitId: "U", figure: rider("r"), gallop: true }, fixedSource([card(), card(), card()]), {
        rules: off,
      }),
    ).toThrow(RulesError);
    expect(() =>
      resolveMountedMove({ unitId: "U", figure: fig("f"), gallop: false }, fixedSource([card(), card()]), {
        rules: NAP,
      }),
    ).toThrow(/notMounted/);
  });

  it("NAP-6.1.1 mounting uses the activation and sets every figure mounted", () => {
    const r = mountOrDismount({ unitId: "U", figures: [fig("a"), fig("b")], mount: true });
    expect(r.activationUsed).toBe(true);
    expect(r.effects).toEqual([
      { kind: "mounted", unitId: "U", figureId: "a", mounted: true },
      { kind: "mounted", unitId: "U", figureId: "b", mounted: true },
      { kind: "acted", unitId: "U", acted: true },
    ]);
  });

  it("NAP-6.1.1 figures may not mount or dismount while stunned", () => {
    expect(() => mountOrDismount({ unitId: "U", figures: [rider("a", { stunned: true })], mount: false })).toThrow(
      /mountWhileStunned/,
    );
    expect(() => mountOrDismount({ unitId: "U", figures: [rider("a")], mount: true })).toThrow(/alreadyMounted/);
  });

  it("NAP-6.1.1 mounted close order wheels forward only; face about uses an action", () => {
    expect(closeOrderTurn("pivot-on-centre", true)).toEqual({ allowed: false, usesAction: false });
    expect(closeOrderTurn("pivot-on-centre", false)).toEqual({ allowed: true, usesAction: false });
    expect(closeOrderTurn("wheel-forward", true)).toEqual({ allowed: true, usesAction: false });
    expect(closeOrderTurn("face-about", true)).toEqual({ allowed: true, usesAction: true });
  });
});
