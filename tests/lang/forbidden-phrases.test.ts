/**
 * Phrases a player must never read. Raw values and keys ("undefined", "NaN", "[object",
 * "COMBAT_PATROL.", an id like "ow.revolver"), a plural as "(s)", and the misleading wording a new
 * player met: a canister hit "without a card — card 6", "Stick (small template) (2)", carried
 * dynamite's "small explosion" under a medium template, a lone hero called "The Kid's card", a blow
 * that "tells" on a door that "holds", a wagon team that "advances toward the enemy", a fight's cards
 * marked PASSED / FAILED, a move titled "Movement". Checked over every string of lang/en.json, over
 * what the chat card of every result kind says (the corpus's real engine results), and over the
 * table scenes where the rest was seen (the throw dialog, a lone hero's morale).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RESULT_KINDS, type ResultKind } from "@rules/results";
import { resultView, type ResultView } from "@foundry/chat/view";
import { CORPUS } from "../foundry/chat/corpus";
import { format } from "../doubles/format";
import { chat, COLE, HALE, PLAYER, pick, posseAndRaiders, press, stack, type TableDouble } from "../table/harness";
import { DEFAULT_OPTIONS } from "@rules/options";

type Tree = { readonly [key: string]: string | Tree };
const LANG = JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")) as Tree;

function strings(tree: Tree, path = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[`${path}${key}`, value]] : strings(value, `${path}${key}.`),
  );
}

/** What no text a player reads may hold, anywhere: why, and the pattern. */
const FORBIDDEN: readonly (readonly [string, RegExp])[] = [
  ["a plural written as (s)", /\(s\)/],
  ["a raw value", /\bundefined\b|\bNaN\b|\[object/],
  ["a lang key", /COMBAT_PATROL\./],
  ["a weapon or rule id (ow.revolver, nap.axe)", /\b(?:ow|nap)\.[a-zA-Z]/],
  ["a check's word shouted (PASSED, FAILED)", /\bPASSED\b|\bFAILED\b/],
  ["a hit that needs no card, then a card number beside it", /without a card — card \d|hit without a card/],
  ["a template note in a charge's name", /\((?:small|medium|large) template\)/],
  ["carried dynamite's small burst said as the explosion that goes off", /small explosion, it goes off/],
  ["a blow that tells on a door that holds", /a blow tells/],
  ["a lone hero's unit called by a card", /The Kid's card/],
  ["wounds as a bare fraction (1/2)", /\(\d\/\d\)|\(\{wounds\}\/\{endurance\}\)/],
  ["a direction asked in degrees (a clock face off the piece's facing instead)", /\(degrees\)/],
];

/** The forbidden phrases found in some texts, as "where: why: text". */
function offenders(texts: readonly (readonly [string, string])[]): string[] {
  return texts.flatMap(([where, text]) =>
    FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(([why]) => `${where}: ${why}: ${text}`),
  );
}

/**
 * Every text the chat card of a result shows: title, headline, lines, changes, moves, each card's
 * reason. The card's outcome chip is checked on its own (a check's card may say Passed, a fight's not).
 */
function viewTexts(kind: string, view: ResultView): [string, string][] {
  return [
    [`${kind} title`, view.title],
    [`${kind} headline`, view.summary],
    ...view.lines.map((l): [string, string] => [`${kind} line`, l.text]),
    ...view.changes.map((c): [string, string] => [`${kind} change`, c]),
    ...view.moves.map((m): [string, string] => [`${kind} move`, m]),
    ...view.cards.map((c): [string, string] => [`${kind} card ${c.serial}`, c.reason]),
  ];
}

const views = new Map<ResultKind, ResultView>(RESULT_KINDS.map((kind) => [kind, resultView(CORPUS[kind](), format)]));

describe("phrases a player must never see", () => {
  it("none in any string of the lang file", () => {
    expect(strings(LANG).length).toBeGreaterThan(500);
    expect(offenders(strings(LANG))).toEqual([]);
  });

  it("none on the chat card of any result kind (its title, headline, lines, changes and cards)", () => {
    expect(views.size).toBe(RESULT_KINDS.length);
    expect(offenders([...views].flatMap(([kind, view]) => viewTexts(kind, view)))).toEqual([]);
  });

  // The outcome chip is shown in capitals (combat-patrol.css .cp-chat-card-outcome): a fight's read PASSED / FAILED.
  it("CORE-6 a hand to hand's cards say Won and Lost, never a check's Passed or Failed", () => {
    const fights = [...views].flatMap(([kind, view]) =>
      view.cards.filter((c) => c.used.some((s) => s.section === "melee") && c.outcome).map((c) => `${kind}: ${c.outcome?.label}`),
    );
    expect(fights).toContain("melee: Won");
    expect(fights).toContain("melee: Lost");
    expect(fights.filter((f) => !/: (?:Won|Lost)$/.test(f))).toEqual([]);
  });

  it("OW-9.3f / OW-9.2.7 a wagon team's or a herd's check says what the team or herd does, never the foot soldier's 'one figure advances'", () => {
    const kinds = ["ow.runawayCheck", "ow.runawayMove", "ow.regainControl", "ow.wagonMove", "ow.stampedeCheck"] as const;
    const said = kinds.flatMap((kind) => viewTexts(kind, views.get(kind)!).map(([, text]) => text));
    expect(said.join("\n")).toContain("the team bolts");
    expect(said.join("\n")).toContain("the herd stampedes");
    expect(said.join("\n")).toContain("the driver has the reins");
    expect(said.filter((t) => /one figure|advances toward the enemy/.test(t))).toEqual([]);
  });

  it("OW-6.1.4 carried dynamite: the blast the line says is the template it places", () => {
    const said = viewTexts("ow.carriedDynamite", views.get("ow.carriedDynamite")!).map(([, text]) => text).join("\n");
    const placed = /Place the (\w+) template/.exec(said)?.[1];
    expect(placed).toBe("medium");
    expect(said).toContain(`${placed} blast`);
    expect(said).not.toMatch(/\b(?!medium)\w+ (?:explosion|blast), it goes off/);
  });

  it("NAP-8.1 the door card: a blow that lands is said with the endurance it takes, under a heading that agrees", () => {
    const view = views.get("doorAttack")!;
    expect(view.summary).toBe("The door still holds: endurance 1 left.");
    expect(view.lines.map((l) => l.text)).toContain("Sapper Nye: 8 against the door's 1: a blow lands, the door loses one endurance");
  });

  it("CORE-10 a move's card is titled with whose move it is, not the bare kind", () => {
    expect(views.get("movement")!.title).toBe("Pvt. Cole moves");
    expect(views.get("mountedMovement")!.title).toBe("Trooper Hart rides");
  });

  it("NAP-7.3.2 a canister's automatic hit draws no card to hit: the only card beside it is the damage card", () => {
    const auto = views.get("canister")!.lines.map((l) => l.text).find((t) => t.includes("without a draw"));
    expect(auto).toBe("Pvt. Ash (Short range): near enough to be hit without a draw — damage card 24: torso, wounded (1 of 2 wounds)");
  });
});

describe("phrases a player must never see, at the table", () => {
  const dynamiteOn = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, dynamite: true } };

  it("OW-6.1.1 the throw dialog offers what he carries as counted words ('2 sticks'), no template note, no bare count", async () => {
    const table = posseAndRaiders();
    table.targets = [HALE];
    table.options = dynamiteOn;
    table.patchFigure(COLE, { dynamite: { sticks: 2, bundles: 1 } });
    table.answers = [null];
    await press(table, "throwDynamite", COLE, { distance: () => 6 });
    const charge = table.asked[0]!.fields[0]!;
    const labels = charge.type === "select" ? charge.options.map((o) => o.label) : [];
    expect(labels).toEqual(["2 sticks", "one bundle"]);
    expect(offenders(labels.map((l) => ["throw dialog", l]))).toEqual([]);
    expect(labels.filter((l) => /\(\d+\)$/.test(l))).toEqual([]);
  });

  it("OW-4d a lone hero's morale is said with his own name, never his unit's 'The Kid's card'", async () => {
    const table: TableDouble = posseAndRaiders();
    const KID = "Actor.kid0000000000001";
    const KIDS = "Actor.kidunit000000001";
    table.addFigure(KID, "The Kid", { hero: true, guts: "elite", endurance: 6 }, "ow.revolver", PLAYER);
    table.addUnit(KIDS, "The Kid's card", [KID], { moraleMarkers: 3 }, PLAYER);
    stack(table, [pick("a card", () => true)]);
    expect(await press(table, "rally", KIDS)).toBe("done");
    const asked = table.asked[0]!;
    const texts: [string, string][] = [
      ["dialog title", asked.title],
      ["dialog intro", asked.intro ?? ""],
      ...viewTexts("ow.heroMorale", chat(table)),
    ];
    expect(texts.map(([, t]) => t).join("\n")).toContain("The Kid: one morale marker");
    expect(offenders(texts)).toEqual([]);
  });
});
