/**
 * Every result kind the engine emits has its own line writer, and each writes a REAL
 * engine result (corpus.ts: the procedure over fixed cards) in player wording. The expected
 * text of every kind is below; the wording rules are checked over the rendered chat card of
 * every kind (no "(s)", no rule key, no procedure name).
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { RESULT_KINDS, type ResultKind } from "@rules/results";
import { PRESENTATIONS } from "@foundry/actions/manifests";
import type { OwnedResults } from "@foundry/kernel/action-manifest";
import { plural, type Format } from "@foundry/kernel/result-lines";
import { resultView } from "@foundry/chat/view";
import { registerFoundryHelpers, flattenLang } from "../../../preview/foundry-helpers";
import lang from "../../../lang/en.json";
import { CORPUS } from "./corpus";
import { format } from "../../doubles/format";

/** The rule each kind's procedure resolves (the test titles name it). */
const RULE: { readonly [K in ResultKind]: string } = {
  activation: "CORE-3",
  commandDice: "CORE-3",
  endActivation: "NAP-4",
  swapDice: "CORE-11",
  fire: "CORE-5",
  melee: "CORE-6",
  morale: "CORE-7",
  damage: "CORE-5.6",
  blast: "CORE-9",
  throw: "CORE-9",
  movement: "CORE-10",
  reaction: "CORE-10",
  bog: "CORE-10",
  spotting: "CORE-10",
  gunAim: "NAP-7.3",
  solidShot: "NAP-7.3.1",
  canister: "NAP-7.3.2",
  shell: "NAP-7.3.3",
  solidShotBuilding: "NAP-7.3.3.1",
  shellRoof: "NAP-7.3.3.2",
  load: "NAP-7.2",
  gunMove: "NAP-7.1",
  unlimber: "NAP-7.1",
  limber: "NAP-7.1",
  mountedMovement: "NAP-6.1.1",
  mount: "NAP-6.1.1",
  mountedMelee: "NAP-6.2",
  mountedReaction: "NAP-6.2.1",
  mountedBog: "NAP-6.1.2",
  breakthroughAdvance: "NAP-6.2.1.3",
  napMorale: "NAP-4",
  closeOrderReaction: "NAP-5.6",
  closeOrderTurn: "NAP-5.4.1",
  reload: "NAP-3",
  indianQuit: "NAP-8.2",
  emplace: "NAP-8.1",
  detonation: "NAP-8.1",
  doorAttack: "NAP-8.1",
  "ow.reload": "OW-5.1",
  "ow.heroCard": "OW-4b",
  "ow.heroMorale": "OW-4c",
  "ow.dynamiteThrow": "OW-6.1.1",
  "ow.charge": "OW-6.1.2",
  "ow.carriedDynamite": "OW-6.1.4",
  "ow.breach": "OW-6.1.2b",
  "ow.dynamiteGiven": "OW-6b",
  "ow.limber": "OW-5.2b",
  "ow.gatlingMove": "OW-5.2",
  "ow.reface": "OW-5.2e",
  "ow.herdMove": "OW-9.2.1",
  "ow.herding": "OW-9.2.3",
  "ow.stampedeCheck": "OW-9.2.7",
  "ow.stampedeMove": "OW-9.2.7",
  "ow.trample": "OW-9.2.3",
  "ow.runawayCheck": "OW-9.3f",
  "ow.runawayMove": "OW-9.3f",
  "ow.regainControl": "OW-9.3f",
  "ow.wagonMove": "OW-9.3b",
  "ow.boarding": "OW-9.3c",
  "ow.cutOut": "OW-9.3e",
  "ow.overturn": "OW-9.3e",
};

/** The title of a card whose action gave none (the kind in words). */
const TITLE: { readonly [K in ResultKind]: string } = {
  activation: "Activation Card",
  commandDice: "Command dice",
  endActivation: "End of activation",
  swapDice: "Dice swap",
  fire: "Fire",
  melee: "Hand to hand",
  morale: "Morale check",
  damage: "Damage",
  blast: "Blast",
  throw: "Throw",
  movement: "Movement",
  reaction: "Reaction check",
  bog: "Bog check",
  spotting: "Spotting",
  gunAim: "Gun laid",
  solidShot: "Solid shot",
  canister: "Canister",
  shell: "Shell",
  solidShotBuilding: "Solid shot at a building",
  shellRoof: "Shell on a roof",
  load: "Loading the gun",
  gunMove: "Gun move",
  unlimber: "Unlimber",
  limber: "Limber up",
  mountedMovement: "Mounted movement",
  mount: "Mount or dismount",
  mountedMelee: "Mounted hand to hand",
  mountedReaction: "Mounted reaction",
  mountedBog: "Mounted bog check",
  breakthroughAdvance: "Breakthrough advance",
  napMorale: "Morale check",
  closeOrderReaction: "Close order reaction",
  closeOrderTurn: "Turn to face",
  reload: "Reload",
  indianQuit: "Does the war party quit?",
  emplace: "Emplacing charges",
  detonation: "Detonation",
  doorAttack: "Breaking a door",
  "ow.reload": "Reload",
  "ow.heroCard": "Hero card",
  "ow.heroMorale": "Hero's morale",
  "ow.dynamiteThrow": "Thrown dynamite",
  "ow.charge": "Dynamite charge",
  "ow.carriedDynamite": "Carried dynamite",
  "ow.breach": "Breaching charge",
  "ow.dynamiteGiven": "Dynamite found",
  "ow.limber": "Gatling limber",
  "ow.gatlingMove": "Gatling move",
  "ow.reface": "Gatling refaced",
  "ow.herdMove": "Herd move",
  "ow.herding": "Herding",
  "ow.stampedeCheck": "Stampede check",
  "ow.stampedeMove": "Stampede",
  "ow.trample": "Trampled",
  "ow.runawayCheck": "Runaway check",
  "ow.runawayMove": "Runaway",
  "ow.regainControl": "Regaining control",
  "ow.wagonMove": "Wagon move",
  "ow.boarding": "Wagon",
  "ow.cutOut": "Cutting out an animal",
  "ow.overturn": "Wagon overturned",
};

/** What the chat card says of each kind's corpus result: its headline and its lines. */
const EXPECTED: { readonly [K in ResultKind]: { readonly headline: string; readonly lines: readonly string[] } } = {
  activation: { headline: "Card 3: one unit activates", lines: ["Activation card: 3", "Posse: activated."] },
  commandDice: {
    headline: "Command dice rolled for 2 units",
    lines: ["Posse: command die 4", "Raiders: command die 6"],
  },
  endActivation: { headline: "Posse: activation ended.", lines: ["Nothing to clear."] },
  swapDice: {
    headline: "The leader of Ames's platoon gives his 5 to Posse.",
    lines: ["Ames's platoon's command die is now 2; Posse's is now 5, and that unit counts as having acted."],
  },
  fire: {
    headline: "2 shots, one hit",
    lines: [
      "Pvt. Cole: needs 3 holes, card 27 shows 3: hit — randomizer 1: Sgt. Hale, arm, wounded (1/2)",
      "Cpl. Dunn: needs 3 holes, card 22 shows 1: miss",
    ],
  },
  melee: {
    headline: "Sgt. Hale wins the hand to hand, 9 to 1.",
    lines: [
      "Attacker Sgt. Hale: Melee 1 + HtH 2 + charging 1 + card 26 shows 5 = 9",
      "Defender Cpl. Dunn: Melee 1 + HtH 0 + card 6 shows 0 = 1",
      "Sgt. Hale wins 9 to 1 — card 10 shows Wound: Cpl. Dunn, head, wounded (1/2)",
    ],
  },
  morale: {
    headline: "Raiders: 2 morale checks",
    lines: [
      "Raiders: 2 morale markers",
      'Regular column, open row: card 35 shows the unit falls back, 6"',
      "Regular column, open row: card 13 shows OK",
      "Morale markers cleared.",
    ],
  },
  damage: {
    headline: "Kid Curry is incapacitated.",
    lines: ["Kid Curry: card 41 shows Incapacitate, torso: incapacitated"],
  },
  blast: {
    headline: "The medium blast hits one figure",
    lines: [
      "Sgt. Hale: card 3 shows the medium burst: hit — card 41: leg, wounded (1/2)",
      "Kid Curry: card 4, no medium burst",
    ],
  },
  throw: {
    headline: "Pvt. Cole's charge misses and scatters 3\" toward 4 o'clock.",
    lines: ["Pvt. Cole: needs 4 holes, card 8 shows 1: miss", "scatter card 9: 3\" toward 4 o'clock"],
  },
  movement: {
    headline: 'Pvt. Cole may move 9" and is stunned at the end of the activation.',
    lines: ['Pvt. Cole: cards #30, #31 show 4 + 5 = 9"', 'May move 9".', "Stunned at the end of the activation."],
  },
  reaction: {
    headline: "Pvt. Cole passes the reaction check (2 against 3).",
    lines: ["Pvt. Cole: card 17 shows 2, within Reaction 3: reacts."],
  },
  bog: { headline: "Bogged down.", lines: ["Card 19, Regular column: bogged."] },
  spotting: {
    headline: "Pvt. Cole spots Kid Curry (GM to confirm).",
    lines: ["Card 20: spotted.", "The GM confirms before the figure is revealed."],
  },
  gunAim: {
    headline: 'The canister deviates 3".',
    lines: ["Card 2: needs 3 holes, off target (the leader's Regular Accuracy).", "It lands 3\" toward 12 o'clock."],
  },
  solidShot: {
    headline: "Solid shot: no figure hit",
    lines: [
      "Fired at the target point (the leader's Regular Accuracy).",
      "It lands 1\" toward 12 o'clock.",
      "The ball passes over Line company, Light company.",
    ],
  },
  canister: {
    headline: "Canister: 2 figures hit",
    lines: [
      "Card 21: needs 3 holes, off target (the leader's Regular Accuracy).",
      "It lands 3\" toward 3 o'clock.",
      "Pvt. Ash (Short range): hit without a card — card 24: torso, wounded (1/2)",
      "Pvt. Rye (Medium range): card 25, needs 4 holes: hit — card 28: torso, wounded (1/2)",
    ],
  },
  shell: {
    headline: "The medium blast hits one figure",
    lines: [
      "Card 33: needs 4 holes, off target (the leader's Regular Accuracy).",
      "It lands 2\" toward 3 o'clock.",
      'The shell bursts: the medium template (4" across).',
      "Pvt. Ash: card 36 shows the medium burst: hit — card 37: torso, wounded (1/2)",
    ],
  },
  solidShotBuilding: {
    headline: "The shot penetrates the masonry.",
    lines: [
      "Card 38: needs 2 holes, on target (the leader's Regular Accuracy).",
      "Card 39: needs 5 holes (penetration 3 against protection 8): it goes through.",
      "Inside: the medium template, medium explosions.",
    ],
  },
  shellRoof: {
    headline: "The round goes through the roof (small explosions on the top floor).",
    lines: [
      "Card 40: needs 6 holes (penetration 0 against protection 6): it goes through.",
      "Sgt. Roe: card 42 shows the small burst: hit — card 43: torso, wounded (1/2)",
    ],
  },
  load: { headline: "One more load action before it can fire.", lines: ["Round: solid shot."] },
  gunMove: { headline: 'The gun may move 6".', lines: ['The gun: card 44 shows 6"', 'May move 6".'] },
  unlimber: { headline: "Unlimbered: one load action before it can fire.", lines: [] },
  limber: { headline: "6-pdr gun: limbered up.", lines: ["The gun is limbered and may move."] },
  mountedMovement: {
    headline: 'Trooper Hart gallops: 15" (stunned at the end of the activation, or after hand to hand).',
    lines: [
      'Trooper Hart: cards #45, #46, #47 show 5 + 7 + 3 = 15"',
      'May move 15".',
      "Galloping: stunned at the end of the activation, or after the hand to hand if it made contact.",
    ],
  },
  mount: {
    headline: "One figure mounts: the activation is used",
    lines: ["Pvt. Cole mounts.", "That is the unit's whole activation."],
  },
  mountedMelee: {
    headline: "Trooper Hart wins the hand to hand, 9 to 2.",
    lines: [
      "Trooper Hart fights with Sword; Fusilier Gant with Musket.",
      "Attacker Trooper Hart: Melee 1 + HtH 2 + impetus 2 + card 48 shows 4 = 9",
      "Defender Fusilier Gant: Melee 1 + HtH 1 + card 49 shows 0 = 2",
      "Trooper Hart wins 9 to 2 — card 50 shows Wound: Fusilier Gant, arm, wounded (1/2)",
      'Breakthrough: Trooper Hart goes on 6" to end back to back with the enemy, the rear of his base 1" beyond the rear of the enemy\'s.',
      'The enemy withdraws 2".',
      'It veers 1" aside.',
    ],
  },
  mountedReaction: { headline: "Counter-charge: card 1, the reaction succeeds.", lines: ['They may move 4".'] },
  breakthroughAdvance: {
    headline: 'The victor advances 6".',
    lines: [
      'Trooper Hart advances 6": he ends back to back with the enemy, the rear of his base 1" beyond the rear of the enemy\'s.',
    ],
  },
  mountedBog: {
    headline: 'Bogged in the woods: the unit stops 3.5" into the woods.',
    lines: ["In the woods, card 7: bogged.", 'The unit stops 3.5" into the woods.'],
  },
  napMorale: {
    headline: "Raiders: one morale check",
    lines: [
      "Raiders: one morale marker",
      "Regular column, open row: card 16 shows the unit is pinned",
      "Morale markers cleared.",
    ],
  },
  closeOrderReaction: {
    headline: "The close order group reacts",
    lines: [
      "Card 18: the close order group passes, checking with the leader's Guts (3).",
      "Pvt. Oak (not in close order) fails his own check.",
      "3 figures react.",
    ],
  },
  reload: { headline: "Pvt. Cole: one more reload before he can fire.", lines: [] },
  indianQuit: {
    headline: "War party: below half strength (1 of 4); the unit quits the field.",
    lines: ["1 of 4 figures still standing.", "Below half strength: the unit quits the field."],
  },
  emplace: { headline: "One more activation to emplace the charges.", lines: [] },
  detonation: {
    headline: "All misses: the charges fail to detonate.",
    lines: ["Card 32 shows no bullet hole: the charges fail."],
  },
  doorAttack: {
    headline: "The door holds (Endurance 1).",
    lines: ["Sapper Nye: 8 against the door's 1, a blow tells", "Sapper Ott: 3 against the door's 4, it holds"],
  },
  "ow.reload": {
    headline: "Pvt. Cole reloads: 1 marker removed, 1 left.",
    lines: [
      "Pvt. Cole still has one Out of Ammunition marker.",
      "It takes one activation (Remove one Out of Ammunition marker).",
    ],
  },
  "ow.heroCard": {
    headline: "Hero card: 2 heroes act on 3",
    lines: ["1. Wyatt (d10 icons 7)", "2. Doc (d10 icons 2)"],
  },
  "ow.heroMorale": {
    headline: "He removes 2 morale markers.",
    lines: [
      "That is his whole activation.",
      "Wyatt: one morale marker",
      "Elite column, open row: card 14 shows one figure stunned: Wyatt",
      "Morale markers cleared.",
    ],
  },
  "ow.dynamiteThrow": {
    headline: "Dutch's dynamite lands on target",
    lines: [
      "Dutch: needs 3 holes, card 9 shows 6: hit",
      "Place the small template on the target.",
      "Dutch has one charge left.",
    ],
  },
  "ow.charge": { headline: "Dutch's bundle is placed.", lines: ["It takes one activation (Place the charge)."] },
  closeOrderTurn: {
    headline: "Line company: the close order group turns to face the enemy behind.",
    lines: [
      "Card 18: the close order group passes, checking with the leader's Guts (3).",
      "2 figures turn to face the enemy behind (facing 180°).",
    ],
  },
  "ow.breach": { headline: "The charge breaches the wall.", lines: ['The bundle blows a 4" gap in the wall.'] },
  "ow.dynamiteGiven": { headline: "Dutch finds dynamite: 2 sticks, one bundle.", lines: [] },
  "ow.carriedDynamite": {
    headline: "The dynamite Dutch carried detonates!",
    lines: [
      "Dutch was hit carrying dynamite: card 10 shows the small explosion, it goes off.",
      "Place the medium template on the carrier.",
    ],
  },
  "ow.limber": {
    headline: "Gatling crew: unlimbered and set up.",
    lines: ["The Gatling is unlimbered and set up.", "It takes one activation (Unlimber and set up the gun)."],
  },
  "ow.gatlingMove": {
    headline: 'The Gatling may move 7"',
    lines: ["Moved limbered, behind its team.", 'May move 7".'],
  },
  "ow.reface": {
    headline: "Gatling crew: manhandled to face 50°.",
    lines: ["The gun now faces 50°.", "It takes one activation (Manhandle the gun to a new facing)."],
  },
  "ow.herdMove": {
    headline: 'Longhorns: a move of 8".',
    lines: ['Steer 1: cards #12, #13 show 5 + 3 = 8"', 'May move 8".'],
  },
  "ow.herding": {
    headline: "Longhorns: herded by Drovers.",
    lines: ["The herd now moves with its herders and ignores its own command die."],
  },
  "ow.stampedeCheck": {
    headline: "Longhorns: stampede toward 3 o'clock!",
    lines: [
      "Fired on: card 15, Regular column, open row: one figure advances toward the enemy.",
      "The herd stampedes toward 3 o'clock (card 16).",
    ],
  },
  "ow.stampedeMove": {
    headline: "The stampede runs 6\" toward 12 o'clock: one figure in its path",
    lines: ["Toward 12 o'clock.", 'Steer 1: card 17 shows 6"', 'May move 6".', "In its path: Pvt. Cole."],
  },
  "ow.trample": {
    headline: "Pvt. Cole is trampled by Longhorns.",
    lines: [
      "Attacker Steer 1: Melee 1 + HtH 0 + card 18 shows 5 = 6",
      "Defender Pvt. Cole: Melee 1 + HtH 2 + card 19 shows 1 = 4",
      "Steer 1 wins 6 to 4 — card 20 shows Wound: Pvt. Cole, torso, wounded (1/2)",
      "Pvt. Cole is trampled.",
    ],
  },
  "ow.runawayCheck": {
    headline: "The team bolts: the wagon runs away at the gallop.",
    lines: ["Fire near the team: card 21, Green column, open row: one figure advances toward the enemy."],
  },
  "ow.runawayMove": {
    headline: 'Runaway Stagecoach careers 10" straight on.',
    lines: ['The wagon: cards #22, #23 show 6 + 4 = 10"', 'May move 10".'],
  },
  "ow.regainControl": { headline: "The driver regains control.", lines: ["Card 24, open row: OK."] },
  "ow.wagonMove": {
    headline: 'The wagon may move 12"',
    lines: ['The wagon: cards #25, #26 show 5 + 7 = 12"', 'May move 12".'],
  },
  "ow.boarding": {
    headline: "Pvt. Cole boards Stagecoach.",
    lines: ["Pvt. Cole is aboard.", "It takes one activation (Board the wagon)."],
  },
  "ow.cutOut": {
    headline: "3 animals left in the team.",
    lines: ["The wagon may move but never gallop.", "It takes one activation (Cut out an animal)."],
  },
  "ow.overturn": {
    headline: "Stagecoach is overturned as a barricade.",
    lines: ["The wagon now stands as a barricade.", "It takes one activation (Overturn the wagon as a barricade)."],
  },
};

describe("a line writer per result kind", () => {
  it("has one writer for every kind of the engine's union, and nothing else", () => {
    expect([...PRESENTATIONS.keys()].sort()).toEqual([...RESULT_KINDS].sort());
    // A kind no manifest owns does not type-check (tsc runs over tests/ too).
    const everyKindOwned: [Exclude<ResultKind, keyof OwnedResults>] extends [never] ? true : false = true;
    void everyKindOwned;
    type WithoutFire = Exclude<keyof OwnedResults, "fire">;
    // @ts-expect-error the "fire" kind would have no owner
    const incomplete: [Exclude<ResultKind, WithoutFire>] extends [never] ? true : false = true;
    void incomplete;
  });

  for (const kind of RESULT_KINDS) {
    it(`${RULE[kind]} ${kind}: the writer's text of a real engine result`, () => {
      const record = CORPUS[kind]();
      expect(record.result.procedure).toBe(kind);
      const view = resultView(record, format);
      expect({ headline: view.summary, lines: view.lines.map((l) => l.text) }).toEqual(EXPECTED[kind]);
      expect(view.title, "a title in words from the lang file").toBe(TITLE[kind]);
    });
  }
});

/** The chat card of a record as the chat log shows it (the real templates), as text. */
function renderedText(kind: ResultKind): string {
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, flattenLang(lang));
  for (const part of ["card", "lines"])
    hbs.registerPartial(
      `systems/combat-patrol/templates/chat/parts/${part}.hbs`,
      readFileSync(`templates/chat/parts/${part}.hbs`, "utf8"),
    );
  const html = hbs.compile(readFileSync("templates/chat/result.hbs", "utf8"))({
    view: resultView(CORPUS[kind](), format, { canApply: true }),
  });
  // Text only: tags and attribute values out (class names are not read by a player).
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe("player wording in every chat card", () => {
  const texts = RESULT_KINDS.map((kind) => [kind, renderedText(kind)] as const);

  it('no "(s)" plural anywhere', () => {
    expect(texts.filter(([, t]) => t.includes("(s)")).map(([k]) => k)).toEqual([]);
  });

  it("no rule key, procedure name, lang key or raw value in any rendered card", () => {
    const patterns: readonly [string, RegExp][] = [
      ["lang key", /COMBAT_PATROL/],
      ["dotted key (fire.hit, ow.reload)", /\b[a-z]+\.[a-z][A-Za-z]+/],
      ["camelCase id (outsideArc)", /\b[a-z]+[A-Z][A-Za-z]*\b/],
      ["CONSTANT (ADVANCE_ONE)", /\b[A-Z]+_[A-Z_]+\b/],
      ["raw value", /\b(undefined|null|NaN|true|false)\b|\[object/],
      [
        "a procedure name",
        new RegExp(
          `\\b(${RESULT_KINDS.filter((k) => /[A-Z.]/.test(k))
            .map((k) => k.replace(".", "\\."))
            .join("|")})\\b`,
        ),
      ],
      ["developer heading", /APPLY WRITES|Apply writes/],
      ["a supplement prefix (ow stampede check)", /\b(ow|nap)\b/],
    ];
    const found: string[] = [];
    for (const [kind, text] of texts)
      for (const [what, re] of patterns) {
        const m = re.exec(text);
        if (m) found.push(`${kind}: ${what}: "${m[0]}" in …${text.slice(Math.max(0, m.index - 40), m.index + 40)}…`);
      }
    expect(found).toEqual([]);
  });

  it('NAP-8.1 and every kind: the card says a sentence once (no line repeats the headline: "The door holds…" was said twice)', () => {
    const same = (a: string, b: string): boolean =>
      a.toLowerCase().replace(/[^a-z0-9]/g, "") === b.toLowerCase().replace(/[^a-z0-9]/g, "");
    const found = RESULT_KINDS.flatMap((kind) => {
      const view = resultView(CORPUS[kind](), format);
      return view.lines.filter((l) => same(l.text, view.summary)).map((l) => `${kind}: ${l.text}`);
    });
    expect(found).toEqual([]);
  });

  it('no "1 <plural>" count: a count of one reads in the singular', () => {
    const found = texts.flatMap(([kind, t]) =>
      [
        ...t.matchAll(
          /\b1 (markers|hits|shots|figures|units|charges|animals|checks|wounds|activations|loads|reloads)\b/g,
        ),
      ].map((m) => `${kind}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});

describe("plurals through one helper (Intl.PluralRules)", () => {
  const strings: Record<string, string> = {
    "K.one": "one marker",
    "K.other": "{count} markers",
    "K.zero": "no marker",
    "P.one": "{count} plik",
    "P.few": "{count} pliki",
    "P.many": "{count} plików",
    "P.other": "{count} pliku",
  };
  const fmt: Format = (key, data = {}) =>
    (strings[key] ?? key).replace(/\{(\w+)\}/g, (m, n: string) => (n in data ? String(data[n]) : m));

  it("English: one, other, and the explicit zero form", () => {
    expect([plural(fmt, "K", 1), plural(fmt, "K", 3), plural(fmt, "K", 0)]).toEqual([
      "one marker",
      "3 markers",
      "no marker",
    ]);
  });

  it("another language's categories (Polish one/few/many), .other when a category has no key", () => {
    expect([
      plural(fmt, "P", 1, {}, "pl"),
      plural(fmt, "P", 3, {}, "pl"),
      plural(fmt, "P", 5, {}, "pl"),
      plural(fmt, "P", 1.5, {}, "pl"),
    ]).toEqual(["1 plik", "3 pliki", "5 plików", "1.5 pliku"]);
    expect(plural(fmt, "K", 3, {}, "pl")).toBe("3 markers");
  });
});
