import { describe, expect, it } from "vitest";
import { RulesError } from "@rules/errors";
import {
  DEFAULT_OPTIONS,
  HOLLYWOOD_KEYS,
  OPTIONAL_KEYS,
  checkOptions,
  indianRuleSet,
  mergeOptions,
  optionsFrom,
  optionsWithFallback,
  type OptionsInput,
} from "@rules/options";

describe("options: defaults, merge and validation", () => {
  it("an empty partial gives DEFAULT_OPTIONS, and the defaults are valid", () => {
    expect(optionsFrom({})).toEqual(DEFAULT_OPTIONS);
    expect(checkOptions(DEFAULT_OPTIONS)).toEqual([]);
  });

  it("CORE-3 / CORE-9 default numbers: command radii 8/24/36, untrained 6/18/24 (OW-3a), templates 2/4/6", () => {
    expect(DEFAULT_OPTIONS.commandRadius).toMatchObject({ team: 8, squad: 24, platoon: 36 });
    expect(DEFAULT_OPTIONS.untrainedCommandRadius).toMatchObject({ team: 6, squad: 18, platoon: 24 });
    expect(DEFAULT_OPTIONS.heTemplate).toEqual({ small: 2, medium: 4, large: 6 });
  });

  it("a partial group changes only the keys it names", () => {
    const o = optionsFrom({ hollywood: { dynamite: true }, commandRadius: { squad: 20 }, year: 1866 });
    expect(o.hollywood).toEqual({ ...DEFAULT_OPTIONS.hollywood, dynamite: true });
    expect(o.commandRadius).toEqual({ ...DEFAULT_OPTIONS.commandRadius, squad: 20 });
    expect(o.year).toBe(1866);
    expect(o.optional).toEqual(DEFAULT_OPTIONS.optional);
  });

  it("every switch flips alone through the merge", () => {
    for (const k of HOLLYWOOD_KEYS) {
      const o = optionsFrom({ hollywood: { [k]: !DEFAULT_OPTIONS.hollywood[k] } });
      expect(o.hollywood[k]).toBe(!DEFAULT_OPTIONS.hollywood[k]);
      expect(HOLLYWOOD_KEYS.filter((x) => o.hollywood[x] !== DEFAULT_OPTIONS.hollywood[x])).toEqual([k]);
    }
    for (const k of OPTIONAL_KEYS) {
      const o = optionsFrom({ optional: { [k]: !DEFAULT_OPTIONS.optional[k] } });
      expect(OPTIONAL_KEYS.filter((x) => o.optional[x] !== DEFAULT_OPTIONS.optional[x])).toEqual([k]);
    }
  });

  it("year null means no filter; an undefined year keeps the base year", () => {
    const base = optionsFrom({ year: 1870 });
    expect(mergeOptions({}, base).year).toBe(1870);
    expect(mergeOptions({ year: null }, base).year).toBeNull();
  });

  it("end of turn, reshuffle and the deck file merge; an empty deck file is the Frontier deck (null)", () => {
    const o = optionsFrom({ endOfTurn: "bury", reshuffle: "when-empty", deckFile: "worlds/x/decks/printed.json" });
    expect(o).toMatchObject({ endOfTurn: "bury", reshuffle: "when-empty", deckFile: "worlds/x/decks/printed.json" });
    expect(optionsFrom({ deckFile: "" }).deckFile).toBeNull();
  });

  it("an unknown key in a group is dropped", () => {
    const input = { hollywood: { dynamite: true, zeppelins: true } } as OptionsInput;
    expect(Object.keys(optionsFrom(input).hollywood).sort()).toEqual([...HOLLYWOOD_KEYS].sort());
  });

  it("bad values are refused with a RulesError naming every path, and nothing is built", () => {
    const bad: OptionsInput = { year: 1860.5, commandRadius: { team: -1 }, heTemplate: { small: 5 } };
    let error: unknown;
    try {
      optionsFrom(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).key).toBe("COMBAT_PATROL.Error.badOptions");
    expect((error as RulesError).data).toEqual({ count: 3, paths: "year, commandRadius.team, heTemplate" });
  });

  it("each check names its key and data", () => {
    const issues = checkOptions({
      ...DEFAULT_OPTIONS,
      era: "wwii" as "old-west",
      year: 1600,
      deckFile: "deck.txt",
      endOfTurn: "never" as "bury",
    });
    expect(issues).toEqual([
      {
        path: "era",
        key: "COMBAT_PATROL.Error.Option.choice",
        data: { value: "wwii", choices: "old-west, napoleonic" },
      },
      { path: "year", key: "COMBAT_PATROL.Error.Option.year", data: { value: "1600", min: 1700, max: 1950 } },
      {
        path: "endOfTurn",
        key: "COMBAT_PATROL.Error.Option.choice",
        data: { value: "never", choices: "one-card, bury" },
      },
      { path: "deckFile", key: "COMBAT_PATROL.Error.Option.deckFile", data: { value: "deck.txt" } },
    ]);
  });

  it("CORE-9 templates must grow small ≤ medium ≤ large", () => {
    expect(checkOptions(mergeOptions({ heTemplate: { small: 4, medium: 4, large: 6 } }))).toEqual([]);
    expect(checkOptions(mergeOptions({ heTemplate: { medium: 7 } }))).toEqual([
      { path: "heTemplate", key: "COMBAT_PATROL.Error.Option.templateOrder", data: { small: 2, medium: 7, large: 6 } },
    ]);
  });

  it("stored values: a bad leaf falls back to the default, a group problem resets the group", () => {
    const stale = {
      year: 1500,
      optional: { sprinting: "yes" as unknown as boolean, horsemanship: true },
      heTemplate: { small: 9 },
    };
    const { options, issues } = optionsWithFallback(stale);
    expect(issues.map((i) => i.path)).toEqual(["year", "optional.sprinting", "heTemplate"]);
    expect(options.year).toBeNull();
    expect(options.optional).toEqual({ ...DEFAULT_OPTIONS.optional, horsemanship: true });
    expect(options.heTemplate).toEqual(DEFAULT_OPTIONS.heTemplate);
    expect(checkOptions(options)).toEqual([]);
  });

  it("OW-9.1 / NAP-8.2 the Indian rules follow the era, none when the option is off", () => {
    expect(indianRuleSet(DEFAULT_OPTIONS)).toBe("OW-9.1");
    expect(indianRuleSet(optionsFrom({ era: "napoleonic" }))).toBe("NAP-8.2");
    expect(indianRuleSet(optionsFrom({ optional: { indianRules: false } }))).toBeNull();
  });
});
