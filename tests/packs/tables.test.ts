/**
 * Pack numbers equal the engine's tables (the packs are generated from them; these tests
 * catch a generator that drops, renames or re-reads a column), and the printed tables of
 * the seeds, transcribed below as they are printed, equal what the packs hold.
 */
import { describe, expect, it } from "vitest";
import { ARTILLERY_TABLE_ID } from "@foundry/data/constants";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { DEFAULT_OPTIONS, type RulesOptions } from "@rules/options";
import { forceWarnings, type ForceUnit } from "@rules/options/forces";
import { checkNapUnitSize } from "@rules/napoleonic/units";
import { OLD_WEST_DATA } from "@rules/old-west/data";
import { fractionText, percentText } from "@rules/odds/fraction";
import { deckReport } from "@rules/odds/report";
import { PROCEDURE_DEFAULTS } from "@rules/procedures/data";
import { ARTILLERY } from "@rules/tables/artillery";
import { ARTILLERY_CREW, GATLING_CREW } from "@rules/tables/crews";
import { EXPLOSIVES } from "@rules/tables/explosives";
import { FRONTIER_WEAPONS } from "@rules/tables/frontier-weapons";
import { LIVESTOCK } from "@rules/tables/livestock";
import { NAPOLEONIC_WEAPONS, NAP_ATTRIBUTE_DEFAULTS, NAP_BAYONET } from "@rules/tables/napoleonic-weapons";
import { WAGONS } from "@rules/tables/wagons";
import { buildPacks } from "../../tools/packs/build";
import type { PackSource, SourceDoc } from "../../tools/packs/docs";
import { NAP_TABLE_3, OW_TABLE_1, OW_TABLE_3 } from "../helpers/printed-tables";

const packs = new Map(buildPacks().map((p) => [p.name, p]));
const pack = (name: string): PackSource => {
  const p = packs.get(name);
  if (!p) throw new Error(`no pack ${name}`);
  return p;
};
const docsOf = (name: string, type?: string): SourceDoc[] => pack(name).docs.filter((d) => !d._key.startsWith("!folders!") && (type === undefined || d.type === type));
type Sys = Record<string, unknown>;
const sys = (d: SourceDoc | Sys): Sys => (d as { system: Sys }).system;

describe("weapons packs equal the weapons tables", () => {
  it("OW-5 every row of OW Table 1 is one weapon item, every column as the table holds it", () => {
    const weapons = docsOf("frontier-weapons", "weapon");
    expect(weapons.map((w) => sys(w).tableId)).toEqual(FRONTIER_WEAPONS.map((r) => r.id));
    expect(weapons).toHaveLength(18);
    for (const row of FRONTIER_WEAPONS) {
      const s = sys(weapons.find((w) => sys(w).tableId === row.id)!);
      expect({ name: weapons.find((w) => sys(w).tableId === row.id)!.name, ...s }, row.id).toMatchObject({
        name: row.name,
        kind: row.kind,
        era: "old-west",
        range: row.range,
        rof: row.rof,
        reload: row.reload,
        hth: row.hth,
        bayonetHth: row.bayonetHth,
        hthMoving: row.lanceHth?.moving ?? null,
        date: row.date,
        he: row.he,
        crewServed: row.kind === "machine-gun",
      });
    }
  });

  it("OW-6a the dynamite stick and bundle are explosive items with their HE templates", () => {
    const explosives = docsOf("frontier-weapons", "explosive").map((d) => sys(d));
    expect(explosives.map((s) => s.charge)).toEqual(["stick", "bundle"]);
    expect(explosives.map((s) => String(s.notes).includes(`${EXPLOSIVES[s.charge as "stick" | "bundle"].template} HE template`))).toEqual([true, true]);
  });

  it("NAP-3 every weapon row of NAP Table 1, the bayonet as +1 on the musket and rifle", () => {
    const weapons = docsOf("napoleonic-weapons", "weapon");
    expect(weapons.map((w) => sys(w).tableId)).toEqual(NAPOLEONIC_WEAPONS.map((r) => r.id));
    for (const row of NAPOLEONIC_WEAPONS) {
      const s = sys(weapons.find((w) => sys(w).tableId === row.id)!);
      expect(s, row.id).toMatchObject({ era: "napoleonic", range: row.range, rof: row.rof, reload: row.reload, hth: row.hth, bayonetHth: row.bayonetHth, date: null, he: null });
    }
    const bayonets = weapons.filter((w) => sys(w).bayonetHth !== null).map((w) => [sys(w).tableId, Number(sys(w).bayonetHth) - Number(sys(w).hth)]);
    expect(bayonets).toEqual([
      ["nap.musket", NAP_BAYONET.hthBonus],
      ["nap.rifle", NAP_BAYONET.hthBonus],
    ]);
  });
});

/**
 * OW Table 1 as printed, the lance's "Moving (not moving) 3 (1)" cell over the three range columns read as no range.
 */
const owTable1 = OW_TABLE_1.map((cells) => (cells[1]!.startsWith("Moving (not moving)") ? [cells[0], "--", "--", "--", ...cells.slice(2)] : cells));
/** OW Table 3 as printed (one column an animal), one row an animal: name, Guts, Melee, Endurance, Reaction. */
const owLivestock = OW_TABLE_3.columns.map((name, i) => [name, OW_TABLE_3.Guts[i], OW_TABLE_3.Melee[i], OW_TABLE_3.Endurance[i], OW_TABLE_3.Reaction[i]]);

describe("packs equal the printed tables", () => {
  it("OW-5 Table 1 as printed: ranges, rates of fire, Reload, HtH (bayonet), Date", () => {
    const weapons = docsOf("frontier-weapons", "weapon");
    const cell = (c: string) => {
      if (c === "--") return { range: null, rof: 1 };
      const m = /^(\d+)(?: \((\d+|HE)\))?$/.exec(c)!;
      return { range: Number(m[1]), rof: m[2] && m[2] !== "HE" ? Number(m[2]) : 1 };
    };
    for (const [name, s, m, l, reload, hth, date] of owTable1) {
      const doc = weapons.find((w) => w.name === name);
      expect(doc, name).toBeDefined();
      const system = sys(doc!);
      const bands = [cell(s!), cell(m!), cell(l!)];
      expect(system.range, name).toEqual({ short: bands[0]!.range, medium: bands[1]!.range, long: bands[2]!.range });
      expect(system.rof, name).toEqual({ short: bands[0]!.rof, medium: bands[1]!.rof, long: bands[2]!.rof });
      expect(system.reload, name).toBe(reload === "--" ? null : reload!.toLowerCase());
      const h = /^(--|-?\d+)(?: \((\d+)\))?$/.exec(hth!)!;
      expect(system.hth, name).toBe(h[1] === "--" ? null : Number(h[1]));
      expect(system.bayonetHth, name).toBe(h[2] === undefined ? null : Number(h[2]));
      expect(system.date, name).toBe(date === "Any" ? null : Number(date));
    }
    expect(owTable1).toHaveLength(weapons.length);
    // "Lance Moving (not moving) 3 (1)": the moving value beside the HtH column's 1.
    expect(sys(weapons.find((w) => w.name === "Lance")!)).toMatchObject({ hthMoving: 3, hth: 1 });
  });

  it("NAP-7.4 Table 3 as printed: round shot, canister and shell of every gun actor", () => {
    const guns = docsOf("artillery", "gun");
    const rows = NAP_TABLE_3;
    expect(guns).toHaveLength(rows.length);
    for (const [[name, shot, canister, shell], gun] of rows.map((r, i) => [r, guns[i]!] as const)) {
      const row = ARTILLERY.find((a) => a.id === ARTILLERY_TABLE_ID[sys(gun).weightClass as keyof typeof ARTILLERY_TABLE_ID])!;
      expect(row.name, String(name)).toBe(name);
      const nums = (t: string) => t.split(" ").map((v) => (v === "N/A" ? null : Number(v)));
      expect([row.shot.short, row.shot.medium, row.shot.long], name).toEqual(nums(shot!));
      expect([row.canister.short, row.canister.medium, row.canister.long], name).toEqual(nums(canister!));
      if (shell === "None") expect(row.shell, name).toBeNull();
      else expect(`${row.shell!.minimum} ${row.shell!.maximum} ${row.shell!.template.shell}/${row.shell!.template.case}`.toLowerCase(), name).toBe(shell!.toLowerCase());
      // The gun's notes print the row for the GM.
      expect(String(sys(gun).notes), name).toContain(`Round shot: ${shot!.split(" ").join(" / ")} inches`);
    }
  });

  it("OW-9.2.8 Table 3 Livestock as printed: Guts, Melee, Endurance range, Reaction of every animal and herd", () => {
    const grade = { E: "elite", R: "regular", G: "green" } as const;
    const animals = docsOf("livestock", "figure");
    const herds = docsOf("livestock", "herd");
    for (const [name, guts, melee, endurance, reaction] of owLivestock) {
      const [min, max = min] = endurance!.split("-").map(Number);
      const animal = animals.find((a) => a.name === name)!;
      const herd = herds.find((h) => (h.flags as Record<string, Sys>)["combat-patrol"]!.livestock === (animal.flags as Record<string, Sys>)["combat-patrol"]!.livestock)!;
      for (const doc of [animal, herd]) {
        expect(sys(doc), `${name} ${doc.type}`).toMatchObject({ guts: grade[guts as "E"], melee: Number(melee), endurance: min, reaction: Number(reaction) });
        expect((doc.flags as Record<string, Sys>)["combat-patrol"]!.enduranceRange, name).toEqual({ min, max });
      }
    }
  });

  it("OW-9.2.8 Table 3 Accuracy NA: every single animal carries Accuracy \"NA\" as printed", () => {
    const animals = docsOf("livestock", "figure");
    expect(OW_TABLE_3.Accuracy).toEqual(["NA", "NA", "NA", "NA", "NA"]);
    expect(animals.map((a) => [a.name, sys(a).accuracy])).toEqual(OW_TABLE_3.columns.map((name, i) => [name, OW_TABLE_3.Accuracy[i]]));
  });
});

describe("actor packs equal the engine tables", () => {
  it("NAP-7.4 one gun actor per Table 3 row, ranges read from the row (no range stored)", () => {
    const guns = docsOf("artillery", "gun").map((g) => sys(g));
    expect(guns.map((g) => ARTILLERY_TABLE_ID[g.weightClass as keyof typeof ARTILLERY_TABLE_ID])).toEqual(ARTILLERY.map((a) => a.id));
    expect(guns.every((g) => g.kind === "artillery" && g.shotWeight === null)).toBe(true);
  });

  it("OW-9.2.8 one animal and one herd per Table 3 column", () => {
    const ids = (type: string) => docsOf("livestock", type).map((d) => (d.flags as Record<string, Sys>)["combat-patrol"]!.livestock);
    expect(ids("figure")).toEqual(LIVESTOCK.map((l) => l.id));
    expect(ids("herd")).toEqual(LIVESTOCK.map((l) => l.id));
    expect(docsOf("livestock", "herd").map((h) => `ow.${String(sys(h).species)}`)).toEqual(LIVESTOCK.map((l) => l.id));
  });

  it("OW-9.3 the four wagons with their teams, and a Gatling wagon (OW-5.2f)", () => {
    const wagons = docsOf("wagons", "wagon").map((w) => sys(w));
    expect(wagons.slice(0, WAGONS.length).map((w) => [`ow.${String(w.kind)}`, (w.team as Sys).animals])).toEqual(WAGONS.map((w) => [w.id, w.team.animals]));
    const gatlingWagon = wagons.find((w) => w.gatling === true)!;
    expect(gatlingWagon.gunId).not.toBeNull();
    expect(gatlingWagon.passengerIds).toHaveLength(GATLING_CREW.size);
  });

  it("CORE-2 the Frontier Action Deck holds the deck file's 50 cards, sections as printed", () => {
    const [deck] = docsOf("decks").filter((d) => d.name.startsWith(FRONTIER_DECK.name));
    const cards = deck!.cards as { system: unknown; type: string; faces: { img: string }[] }[];
    expect(cards.map((c) => c.system)).toEqual(FRONTIER_DECK.cards);
    expect(cards.every((c) => c.type === "action")).toBe(true);
    expect(cards[16]!.faces[0]!.img).toBe("systems/combat-patrol/assets/cards/frontier/17.svg");
  });

  it("CORE-3 the Activation Deck holds the default activation cards in order", () => {
    const deck = docsOf("decks").find((d) => d.name === "Activation Deck")!;
    const cards = deck.cards as { system: { serial: number; kind: string }; type: string }[];
    expect(cards.map((c) => c.system.kind)).toEqual(PROCEDURE_DEFAULTS.activationDeck);
    expect(cards.map((c) => c.system.serial)).toEqual(PROCEDURE_DEFAULTS.activationDeck.map((_, i) => i + 1));
    expect(cards.every((c) => c.type === "activation")).toBe(true);
  });
});

/* -------------------------------------------- sample forces */

interface Force {
  readonly folder: string;
  readonly actors: SourceDoc[];
}
function forces(name: string): Force[] {
  const p = pack(name);
  return p.docs
    .filter((d) => d._key.startsWith("!folders!"))
    .map((f) => ({ folder: f.name, actors: p.docs.filter((d) => d.folder === f._id) }));
}
const byUuid = (actors: readonly SourceDoc[], uuid: unknown) => actors.find((a) => `Actor.${a._id}` === uuid);

/** A sample force as the engine's force check reads it. */
function forceUnits(force: Force): ForceUnit[] {
  const units = force.actors.filter((a) => a.type === "unit" || a.type === "gun");
  return units.map((u) => {
    const s = sys(u);
    const members = ((s.members ?? s.crewIds) as string[]).map((m) => byUuid(force.actors, m)!);
    return {
      id: u._id,
      name: u.name,
      kind: u.type === "gun" ? "crew" : s.kind === "cavalry" ? "mounted" : "foot",
      figures: members.map((f) => {
        const fs = sys(f);
        const items = f.items as { system: Sys; type: string }[];
        const dynamite = fs.dynamite as { sticks: number; bundles: number };
        return {
          id: f._id,
          name: f.name,
          hero: fs.hero === true,
          indian: fs.indian === true,
          heavyCavalry: (fs.ruleFlags as Sys).heavyCavalry === true,
          dynamite: dynamite.sticks + dynamite.bundles,
          weaponIds: items.filter((i) => i.type === "weapon").map((i) => String(i.system.tableId)),
        };
      }),
    };
  });
}

const SCENARIO: Record<"old-west" | "napoleonic", RulesOptions> = {
  "old-west": { ...DEFAULT_OPTIONS, era: "old-west", year: 1876, hollywood: { ...DEFAULT_OPTIONS.hollywood, dynamite: true, heroes: true } },
  napoleonic: { ...DEFAULT_OPTIONS, era: "napoleonic", year: null, optional: { ...DEFAULT_OPTIONS.optional, heavyCavalry: true } },
};

describe("sample forces", () => {
  it("the packs hold the ten sample forces asked for", () => {
    expect(forces("old-west-forces").map((f) => f.folder)).toEqual(["Marshal's posse", "Bandit gang", "Cavalry troop", "War party", "Gatling crew"]);
    expect(forces("napoleonic-forces").map((f) => f.folder)).toEqual(["Line infantry section", "Light dragoons", "Heavy cavalry detachment", "6# gun crew", "1812 Indian allies"]);
  });

  it.each([
    ["old-west-forces", "old-west"],
    ["napoleonic-forces", "napoleonic"],
  ] as const)("%s: no force warning in a scenario that allows them (OW-5.1d 1876, OW-6a, OW-9.1, NAP-3, NAP-6.3)", (name, era) => {
    for (const force of forces(name)) expect(forceWarnings(forceUnits(force), SCENARIO[era]), force.folder).toEqual([]);
  });

  it("OW-5.1d the same check flags the posse's weapons in 1860, before their Date (the check is live)", () => {
    const posse = forces("old-west-forces")[0]!;
    const keys = forceWarnings(forceUnits(posse), { ...SCENARIO["old-west"], year: 1860 }).map((w) => w.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys)).toEqual(new Set(["COMBAT_PATROL.Warning.weaponAfterYear"]));
  });

  it("OW-2 Old West units have 4 to 6 figures (the old-west data); NAP-2 the line section 8 to 12 (the NAP unit template)", () => {
    const sizes = forces("old-west-forces").flatMap((f) => f.actors.filter((a) => a.type === "unit").map((u) => (sys(u).members as string[]).length));
    expect(sizes.every((n) => n >= OLD_WEST_DATA.unitSize.min && n <= OLD_WEST_DATA.unitSize.max)).toBe(true);
    const section = docsOf("napoleonic-forces", "unit").find((u) => u.name === "Line infantry section")!;
    expect(() => checkNapUnitSize("section", (sys(section).members as string[]).length)).not.toThrow();
  });

  it("OW-3 the posse's marshal is a trained leader, the gang boss untrained; OW-4 the posse has a hero", () => {
    const figure = (name: string) => docsOf("old-west-forces", "figure").find((f) => f.name === name)!;
    expect(sys(figure("U.S. Marshal")).leader).toEqual({ rank: "team", trained: true });
    expect(sys(figure("Gang boss")).leader).toEqual({ rank: "team", trained: false });
    expect(sys(figure("The Stranger (hero)"))).toMatchObject({ hero: true });
    expect(Number(sys(figure("The Stranger (hero)")).endurance)).toBeLessThanOrEqual(OLD_WEST_DATA.heroMaxEndurance);
  });

  it("CORE-11 chains of command: the 2nd squad and the second band answer to their commanders", () => {
    for (const [name, sub, top] of [
      ["old-west-forces", "Cavalry, 2nd squad", "Cavalry, 1st squad"],
      ["old-west-forces", "War party, second band", "War party, chief's band"],
    ] as const) {
      const units = docsOf(name, "unit");
      expect(sys(units.find((u) => u.name === sub)!).commanderId).toBe(`Actor.${units.find((u) => u.name === top)!._id}`);
    }
  });

  it("OW-5.2a / NAP-7.2 crews: a Gatling crew of four, a gun crew of six, each with a leader and a limber within 4 inches", () => {
    const gatling = docsOf("old-west-forces", "gun")[0]!;
    const six = docsOf("napoleonic-forces", "gun")[0]!;
    expect((sys(gatling).crewIds as string[]).length).toBe(GATLING_CREW.size);
    expect((sys(six).crewIds as string[]).length).toBe(ARTILLERY_CREW.size);
    for (const gun of [gatling, six]) {
      expect((sys(gun).crewIds as string[]).includes(String(sys(gun).leaderId))).toBe(true);
      expect(Number((sys(gun).limber as Sys).distance)).toBeLessThanOrEqual(4);
    }
    expect(((gatling.items as { system: Sys }[])[0]!.system).tableId).toBe("ow.gatling-gun");
    expect(sys(six).weightClass).toBe("6");
  });

  it("CORE-4 every sample figure's Reaction is its Guts value; Endurance 3 Old West, 2 Napoleonic (NAP-3.3), 1 for 1812 Indians (NAP-8.2)", () => {
    for (const name of ["old-west-forces", "napoleonic-forces"] as const) {
      for (const f of docsOf(name, "figure")) {
        const s = sys(f);
        expect(s.reaction, f.name).toBe(PROCEDURE_DEFAULTS.reactionByGrade[s.guts as "elite"]);
        const expected = s.hero ? s.endurance : name === "old-west-forces" ? NAP_ATTRIBUTE_DEFAULTS.baseRulesEndurance : s.indian ? NAP_ATTRIBUTE_DEFAULTS.indianEndurance : NAP_ATTRIBUTE_DEFAULTS.endurance;
        expect(s.endurance, f.name).toBe(expected);
      }
    }
  });

  it("OW-9.1 / NAP-8.2 Indians have Melee one above regular troops; NAP-6.3 heavy cavalry one below light cavalry", () => {
    const regular = sys(docsOf("napoleonic-forces", "figure").find((f) => f.name === "Fusilier 1")!).melee as number;
    for (const name of ["old-west-forces", "napoleonic-forces"]) {
      for (const f of docsOf(name, "figure").filter((x) => sys(x).indian === true)) expect(sys(f).melee, f.name).toBe(regular + 1);
    }
    const light = sys(docsOf("napoleonic-forces", "figure").find((f) => f.name === "Dragoon 1")!).melee as number;
    const heavy = sys(docsOf("napoleonic-forces", "figure").find((f) => f.name === "Cuirassier 1")!).melee as number;
    expect(light - heavy).toBe(MOUNTED_DEFAULTS.heavy.meleeLess);
  });

  it("NAP-8.2 1812 Indian allies start hidden; mounted troops start mounted", () => {
    const figures = docsOf("napoleonic-forces", "figure");
    const states = (name: string) => sys(figures.find((f) => f.name === name)!).states as Sys;
    expect(states("Warrior 1").hidden).toBe(true);
    expect(states("Dragoon 1").mounted).toBe(true);
    expect(states("Fusilier 1").mounted).toBe(false);
  });
});

describe("help journals show the deck report's exact odds", () => {
  const journal = docsOf("help").find((d) => d.name === "Reading an Action Card")!;
  const html = (journal.pages as { text: { content: string } }[]).map((p) => p.text.content).join("");

  it("CORE-2 every row of every section of deckReport(Frontier) is printed with its cards, percent and fraction", () => {
    const report = deckReport(FRONTIER_DECK);
    const missing: string[] = [];
    for (const section of report.sections) {
      for (const row of section.rows) {
        const text = section.id.startsWith("morale.")
          ? `${row.cards} (${percentText(row.probability)})`
          : `<th>${row.label}</th><td>${row.cards}</td><td>${percentText(row.probability)}</td><td>${fractionText(row.probability)}</td>`;
        if (!html.includes(text)) missing.push(`${section.id} ${row.label}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("CORE-5 a Regular shooter at medium range needs 3 bullet holes: 21 of 50 cards (CORE.md: 42%)", () => {
    expect(html).toContain("3 holes: 21 (42.0%)");
  });

  it("CORE-3 the Activation Deck page counts each card of the default deck", () => {
    const page = (docsOf("help").find((d) => d.name === "The Activation Deck")!.pages as { text: { content: string } }[])[0]!.text.content;
    const n = PROCEDURE_DEFAULTS.activationDeck.length;
    expect(page).toContain(`<th>1</th><td>${PROCEDURE_DEFAULTS.activationDeck.filter((k) => k === "1").length} of ${n}</td>`);
    expect(page).toContain(`<th>End of Turn</th><td>1 of ${n}</td>`);
  });
});
