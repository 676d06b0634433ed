/**
 * What a player reads is player wording. No string of lang/en.json names one of our
 * rule IDs (CORE-…, OW-…, NAP-…, REF-…: the project's keys, not the books' words) or writes a
 * plural as "(s)" (plurals go through Foundry's i18n, one key per form).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Tree = { readonly [key: string]: string | Tree };
const LANG = JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")) as Tree;
const RULE_ID = /\b(?:CORE|OW|NAP|REF)-\d/;

function strings(tree: Tree, path = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => (typeof value === "string" ? [[`${path}${key}`, value]] : strings(value, `${path}${key}.`)));
}

/** The strings that break the rule, with their keys. */
function offenders(tree: Tree): string[] {
  return strings(tree)
    .filter(([, text]) => RULE_ID.test(text) || text.includes("(s)"))
    .map(([key, text]) => `${key}: ${text}`);
}

/**
 * A unit's name may be singular ("Stagecoach", "Sgt. Hale's section") or plural ("Fusiliers",
 * "Longhorns"): a string never makes it the subject of a verb that agrees with one of the two
 * ("{unit} turns", "{herders} herd"); "The leader of {giver} is", "Unit {unit} has" are right either
 * way. Figures ({figure}) are single people and may.
 */
const UNIT_SUBJECT = /(?<!\b(?:of|Unit) )\{(?:unit|herd|herders|giver|receiver)\} (?:is|has|was|does|are|have|were|do|[a-z]+[^s\W]s)\b/;

function unitSubjects(tree: Tree): string[] {
  return strings(tree)
    .filter(([, text]) => UNIT_SUBJECT.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}

describe("player wording in the lang file", () => {
  it("no string names a rule ID or writes a plural as (s)", () => {
    expect(strings(LANG).length).toBeGreaterThan(500);
    expect(offenders(LANG)).toEqual([]);
  });

  it("the check finds a rule ID and an (s) plural (control)", () => {
    expect(offenders({ A: { b: "checks for a stampede (OW-9.2.7)", c: "2 card(s)", d: "Old West 9.2" } })).toEqual(["A.b: checks for a stampede (OW-9.2.7)", "A.c: 2 card(s)"]);
  });
});

describe("a unit's name reads right singular or plural", () => {
  it("no string makes a unit's name the subject of a verb that agrees with it", () => {
    expect(unitSubjects(LANG)).toEqual([]);
  });

  it("the check finds \"{unit} turns\", \"{unit} is\", \"{herders} herd\"… and lets a figure, a modal verb or a colon be (control)", () => {
    const tree = { A: { a: "{unit} turns to face the enemy behind", b: "{unit} is not loaded.", c: "{herders} have the herd", d: "{figure} moves", e: "{unit} may move", f: "{unit}: turn to face the enemy behind", g: "None of {unit}'s figures has a token", h: "{unit} in close order: less", i: "The leader of {giver} is untrained", j: "Unit {unit} has no figure" } };
    expect(unitSubjects(tree)).toEqual(["A.a: {unit} turns to face the enemy behind", "A.b: {unit} is not loaded.", "A.c: {herders} have the herd"]);
  });
});
