/**
 * Options read by the supplement procedures (old-west, mounted, napoleonic, activation): each
 * flips a result of the real procedure, with options built by optionsFrom as the Foundry side
 * builds them.
 */
import { describe, expect, it } from "vitest";
import { fixedSource } from "@rules/cards/source";
import { mountedTargetHooks } from "@rules/mounted";
import { resolveMountedMove } from "@rules/mounted/movement";
import { checkAnimals } from "@rules/old-west/animals";
import { dynamiteAllowed } from "@rules/old-west/dynamite";
import { checkGatling } from "@rules/old-west/gatling";
import { checkCrewNotIndian } from "@rules/old-west/indians";
import { drawActivationCard, newActivationDeck, resolveActivationCard } from "@rules/procedures/activation";
import { seededChance } from "@rules/cards/random";
import { resolveFire } from "@rules/procedures/fire";
import type { WeaponProfile } from "@rules/model";
import { card } from "../../helpers/cards";
import { figure, unit, withOptions } from "./fixtures";

const pistol: WeaponProfile = {
  id: "ow.revolver",
  range: { short: 2, medium: 4, long: 8 },
  rof: { short: 1, medium: 1, long: 1 },
  reload: "normal",
  hth: 2,
};

describe("options read by the supplement procedures", () => {
  it("OW-6a hollywood.dynamite: dynamiteAllowed follows the option", () => {
    const miner = figure("m", { flags: { dynamite: 2 } });
    expect(dynamiteAllowed(miner, null, { rules: withOptions({ hollywood: { dynamite: true } }) })).toEqual({
      allowed: true,
      reason: null,
    });
    expect(dynamiteAllowed(miner, null, { rules: withOptions({ hollywood: { dynamite: false } }) })).toEqual({
      allowed: false,
      reason: "optionOff",
    });
  });

  it("OW-9.2 hollywood.animals: herds are refused when the option is off", () => {
    expect(() => checkAnimals({ rules: withOptions({ hollywood: { animals: false } }) })).toThrow(/animalsOff/);
    expect(() => checkAnimals({ rules: withOptions({ hollywood: { animals: true } }) })).not.toThrow();
  });

  it("OW-5.2f hollywood.wagonGatling: a wagon mount is refused when the option is off", () => {
    const crew = unit("G", [figure("c1"), figure("c2")], { kind: "crew" });
    const state = { crew, mount: "wagon" as const, limbered: false, limber: null, wagon: null };
    expect(() => checkGatling(state, { rules: withOptions({ hollywood: { wagonGatling: false } }) })).toThrow(
      /wagonGatlingOff/,
    );
    // With the option on the check goes on to the wagon itself (none given here).
    expect(() => checkGatling(state, { rules: withOptions({ hollywood: { wagonGatling: true } }) })).toThrow(/noWagon/);
  });

  it("OW-9.1 optional.indianRules: an Indian crew is refused only with the Indian rules", () => {
    const crew = unit("G", [figure("i", { flags: { indian: true } })], { kind: "crew" });
    expect(() => checkCrewNotIndian(crew, { rules: withOptions({ optional: { indianRules: true } }) })).toThrow(
      /indianCrewedWeapon/,
    );
    expect(() => checkCrewNotIndian(crew, { rules: withOptions({ optional: { indianRules: false } }) })).not.toThrow();
  });

  it('NAP-6.3 optional.heavyCavalry: one card + 4" with the rule, refused without', () => {
    const cuirassier = figure("c", { mounted: true });
    const on = resolveMountedMove(
      { unitId: "U", figure: cuirassier, gallop: false, heavy: true },
      fixedSource([card({ move: 5 }), card({ move: 9 })]),
      { rules: withOptions({ era: "napoleonic", optional: { heavyCavalry: true } }) },
    );
    expect(on.inches).toBe(9);
    expect(() =>
      resolveMountedMove(
        { unitId: "U", figure: cuirassier, gallop: false, heavy: true },
        fixedSource([card(), card()]),
        { rules: withOptions({ era: "napoleonic", optional: { heavyCavalry: false } }) },
      ),
    ).toThrow(/heavyCavalryOff/);
  });

  it("OW-7.1g optional.mountedTargets: a hit on a rider reads the d10 (man or horse) only with the rule", () => {
    const input = {
      unitId: "S",
      shooters: [{ figure: figure("s"), weapon: pistol, rangeInches: 1 }],
      target: {
        unitId: "T",
        figures: [{ figure: figure("t", { mounted: true }), cover: "none" as const }],
        closeOrder: false,
      },
    };
    const fire = (mountedTargets: boolean) => {
      const rules = withOptions({ optional: { mountedTargets } });
      const source = fixedSource([card({ hit: 6 }), card({ damage: "WOUND" }), card({ d10: 9 }), card()]);
      return { result: resolveFire(input, source, { rules, hooks: mountedTargetHooks({ rules }) }), used: source.used };
    };
    expect(fire(true).used).toBe(3);
    expect(fire(true).result.cards.map((c) => c.sections[0])).toEqual(["hit", "randomizer", "d10"]);
    expect(fire(false).used).toBe(2);
  });

  it("CORE-3 / OW-4b hollywood.heroes: the Activation Deck has 16 cards with the Hero card, 15 without", () => {
    const deck = (heroes: boolean) => newActivationDeck({ rules: withOptions({ hollywood: { heroes } }) }).drawPile;
    expect(deck(true)).toHaveLength(16);
    expect(deck(true).some((id) => id.startsWith("hero#"))).toBe(true);
    expect(deck(false)).toHaveLength(15);
  });

  it("CORE-3 endOfTurn: 'bury' puts the End of Turn card in the lower half of the Activation Deck", () => {
    const endAt = (endOfTurn: "one-card" | "bury", seed: number) => {
      const chance = seededChance(seed);
      let state = newActivationDeck({ rules: withOptions({ endOfTurn }) });
      for (let i = 0; ; i += 1) {
        const next = drawActivationCard(state, chance);
        if (next.card.kind === "end") return i;
        state = next.state;
      }
    };
    const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(seeds.every((s) => endAt("bury", s) >= 8)).toBe(true);
    expect(seeds.some((s) => endAt("one-card", s) < 8)).toBe(true);
  });

  it("CORE-1 reshuffle: the End of Turn card reshuffles the Action Decks only with 'end-of-turn'", () => {
    const before = newActivationDeck({ rules: withOptions({}) });
    const end = (reshuffle: "end-of-turn" | "when-empty") =>
      resolveActivationCard(
        { card: { id: "end#1", kind: "end" }, before, units: [] },
        { rules: withOptions({ reshuffle }) },
      ).reshuffleActionDecks;
    expect(end("end-of-turn")).toBe(true);
    expect(end("when-empty")).toBe(false);
  });
});
