/**
 * The chat card's view model: the result in words and the card faces, from results the REAL
 * engine produced over fixed cards; and the template prints names as text.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { card } from "../../helpers/cards";
import { fixedSource } from "@rules/cards/source";
import type { FigureState, UnitState } from "@rules/model";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { newActivationDeck, resolveActivationCard, resolveFire, resolveMelee, resolveMorale } from "@rules/procedures";
import { chargesCardHook } from "@rules/old-west/dynamite";
import { makeRecord, readRecord } from "@foundry/kernel/result-record";
import { resultView } from "@foundry/chat/view";
import { resultMessageData } from "@foundry/kernel/result-message";
import { registerFoundryHelpers, flattenLang } from "../../../preview/foundry-helpers";
import lang from "../../../lang/en.json";
import { format } from "../../doubles/format";

function figure(id: string, name: string, over: Partial<FigureState> = {}): FigureState {
  return {
    id,
    name,
    guts: "regular",
    accuracy: "regular",
    melee: 0,
    endurance: 2,
    reaction: 3,
    wounds: 0,
    stunned: false,
    incapacitated: false,
    outOfAmmo: 0,
    pinned: false,
    mounted: false,
    hidden: false,
    hero: false,
    sniper: false,
    leaderRank: null,
    trained: false,
    weaponId: "ow.rifle",
    ...over,
  };
}

function unit(id: string, name: string, figures: FigureState[], over: Partial<UnitState> = {}): UnitState {
  return {
    id,
    name,
    kind: "foot",
    grade: "regular",
    figures,
    leaderId: figures[0]?.id ?? null,
    commanderId: null,
    commandDie: null,
    moraleMarkers: 0,
    closeOrder: false,
    outOfCommand: false,
    acted: false,
    ...over,
  };
}

const posse = unit("Actor.posse00000000001", "Posse", [figure("Actor.cole000000000001", "Pvt. Cole")]);
const raiders = unit("Actor.raiders000000001", "Raiders", [
  figure("Actor.curry00000000001", "Kid Curry"),
  figure("Actor.hale000000000001", "Sgt. Hale", { melee: 1 }),
  figure("Actor.tully00000000001", "<b>Tully</b>"),
]);

/** Cole fires a rifle at 18" (medium: needs 3 holes) with the cards given. */
function fireRecord(cards: ReturnType<typeof card>[], cover: "none" | "soft" = "none") {
  const result = resolveFire(
    {
      unitId: posse.id,
      shooters: [{ figure: posse.figures[0]!, weapon: frontierWeapon("ow.rifle"), rangeInches: 18 }],
      target: { unitId: raiders.id, closeOrder: false, figures: raiders.figures.map((f) => ({ figure: f, cover })) },
    },
    fixedSource(cards),
  );
  return makeRecord({ result, drawn: cards, units: [posse, raiders] });
}

describe("chat view: fire", () => {
  it("CORE-5 a hit reads 'needs 3 holes, card 27 shows 4: hit — randomizer 2: Sgt. Hale, torso, wounded (1 of 2 wounds)'", () => {
    const record = fireRecord([
      card({ serial: 27, hit: 4 }),
      card({ serial: 12, randomizer: 2, location: "torso", damage: "WOUND" }),
    ]);
    const view = resultView(record, format);
    expect(view.lines.map((l) => l.text)).toEqual([
      "Pvt. Cole: needs 3 holes, card 27 shows 4: hit — randomizer 2: Sgt. Hale, torso, wounded (1 of 2 wounds)",
    ]);
    expect(view.lines[0]!.tone).toBe("hit");
  });

  it("CORE-5 a miss and a cover save read as such; the randomizer wraps by unit size", () => {
    const record = fireRecord([card({ serial: 3, hit: 2 })], "soft");
    expect(resultView(record, format).lines.map((l) => l.text)).toEqual([
      "Pvt. Cole: needs 3 holes, card 3 shows 2: miss",
    ]);
    const saved = fireRecord([card({ serial: 5, hit: 3 }), card({ serial: 6, randomizer: 6, cover: "ANY" })], "soft");
    // randomizer 6 over 3 figures: (6 - 1) % 3 = 2, the third from the nearest.
    expect(resultView(saved, format).lines[0]!.text).toBe(
      "Pvt. Cole: needs 3 holes, card 5 shows 3: hit — randomizer 6: <b>Tully</b>, torso, saved by soft cover (card shows Any)",
    );
  });

  it("CORE-2 / CORE-5.5 each card face highlights the sections the result used (the hit location the line names too), a hit marked as a hit", () => {
    const record = fireRecord([card({ serial: 27, hit: 4 }), card({ serial: 12, randomizer: 2 })]);
    const [shot, effect] = resultView(record, format).cards;
    expect(shot!.sections.filter((s) => s.read).map((s) => s.section)).toEqual(["hit"]);
    // Face order (move, hit, randomizer, d10, location, damage, cover, …): the line says "torso", so location is lit.
    expect(effect!.sections.filter((s) => s.read).map((s) => s.section)).toEqual([
      "randomizer",
      "location",
      "damage",
      "cover",
    ]);
    expect(effect!.used.map((s) => s.section)).toEqual(["randomizer", "location", "damage", "cover"]);
    expect(effect!.readText).toBe("Randomizer, Cover, Damage, Location");
    expect(shot!.outcome?.code).toBe("hit");
    expect(effect!.outcome?.code).toBe("hit");
    expect(shot!.morale.read).toBe(false);
    expect(shot!.sections.find((s) => s.section === "hit")!.dots).toHaveLength(4);
  });

  it("lists what Apply writes: the wound and the morale marker", () => {
    const record = fireRecord([card({ serial: 27, hit: 4 }), card({ serial: 12, randomizer: 2 })]);
    expect(resultView(record, format, { canApply: true }).changes).toEqual([
      "Sgt. Hale: one more wound",
      "Raiders: one more morale marker",
    ]);
  });
});

describe("chat view: hand to hand and morale", () => {
  it("CORE-6 totals, winner and the loser's damage card", () => {
    const cards = [
      card({ serial: 26, melee: 5 }),
      card({ serial: 6, melee: 0 }),
      card({ serial: 10, damage: "WOUND", location: "head" }),
    ];
    const result = resolveMelee(
      {
        attacker: {
          unitId: raiders.id,
          figure: raiders.figures[1]!,
          hth: 2,
          modifiers: [{ key: "closeOrder", value: 1 }],
        },
        defender: { unitId: posse.id, figure: posse.figures[0]!, hth: 0 },
      },
      fixedSource(cards),
    );
    const lines = resultView(makeRecord({ result, drawn: cards, units: [posse, raiders] }), format).lines.map(
      (l) => l.text,
    );
    expect(lines).toEqual([
      "Attacker Sgt. Hale: Melee 1 + HtH 2 + close order 1 + card 26 shows 5 = 9",
      "Defender Pvt. Cole: Melee 0 + HtH 0 + card 6 shows 0 = 0",
      "Sgt. Hale wins 9 to 0 — card 10 shows Wound: Pvt. Cole, head, wounded (1 of 2 wounds)",
    ]);
  });

  it("CORE-7 markers, the leader's removal, each card in the Guts column and terrain row", () => {
    const shaken = {
      ...raiders,
      leaderId: "Actor.hale000000000001",
      moraleMarkers: 3,
      figures: raiders.figures.map((f) =>
        f.id === "Actor.hale000000000001" ? { ...f, leaderRank: "team" as const, trained: true } : f,
      ),
    };
    const cards = [
      card({ serial: 35, move: 7, morale: { regular: { open: "RUN_FOR_COVER_ONE" } } }),
      card({ serial: 13 }),
    ];
    const result = resolveMorale({ unit: shaken, terrain: "open" }, fixedSource(cards));
    const view = resultView(makeRecord({ result, drawn: cards, units: [shaken] }), format);
    expect(view.lines.map((l) => l.text)).toEqual([
      "Raiders: 3 morale markers, the leader removes one",
      'Regular column, open row: card 35 shows one figure runs for cover: Kid Curry, 7"',
      "Regular column, open row: card 13 shows OK",
      "Morale markers cleared.",
    ]);
    // Only the cell read (Regular, open) is marked on the face.
    const cells = view.cards[0]!.morale.rows.flatMap((r) => r.cells);
    expect(cells.filter((c) => c.read)).toEqual([{ code: "RUN_FOR_COVER_ONE", text: "Cover 1", read: true }]);
    expect(view.moves).toEqual(['Kid Curry must move 7" toward the nearest cover']);
  });
});

describe("the stored record and the template", () => {
  it("a record survives the JSON round trip of a chat message and reads back the same", () => {
    const record = fireRecord([card({ serial: 27, hit: 4 }), card({ serial: 12, randomizer: 2 })]);
    const data = resultMessageData(record, { alias: "Posse" }, "user0000000000001");
    const stored: unknown = JSON.parse(JSON.stringify(data));
    const back = readRecord((stored as { system: { record: unknown } }).system.record);
    expect(back).toEqual(record);
    expect(data.system.applied).toEqual({ done: false, by: null });
    expect(readRecord({ result: { procedure: "fire" } })).toBeNull();
  });

  it("names render as text: the template escapes them (never a triple-stash)", () => {
    const hbs = Handlebars.create();
    registerFoundryHelpers(hbs, flattenLang(lang));
    for (const part of ["card", "lines"]) {
      hbs.registerPartial(
        `systems/combat-patrol/templates/chat/parts/${part}.hbs`,
        readFileSync(`templates/chat/parts/${part}.hbs`, "utf8"),
      );
    }
    const source = readFileSync("templates/chat/result.hbs", "utf8");
    expect(source + readFileSync("templates/chat/parts/lines.hbs", "utf8")).not.toContain("{{{");
    const record = fireRecord([card({ serial: 5, hit: 3 }), card({ serial: 6, randomizer: 3 })]);
    const html = hbs.compile(source)({ view: resultView(record, format, { canApply: true }) });
    expect(html).toContain("&lt;b&gt;Tully&lt;/b&gt;");
    expect(html).not.toContain("<b>Tully</b>");
    expect(html).toContain('data-action="apply"');
  });
});

describe("the activation chat card shows the supplements' results (CORE-3 hooks)", () => {
  it("OW-6.1.2 a lit charge exploding on the card reads as a line naming the charge", () => {
    const before = newActivationDeck();
    const charge = {
      id: "Item.bundle0000000001",
      stage: "lit" as const,
      fuseActivations: 0,
      die: 3,
      blastingMachine: false,
    };
    const waiting = { ...charge, id: "Item.bundle0000000002", die: 5 };
    const result = resolveActivationCard(
      { card: { id: "3#1", kind: "3" }, before, units: [] },
      { hooks: { everyCard: [chargesCardHook([charge, waiting])] } },
    );
    const record = makeRecord({
      result,
      drawn: [],
      unitNames: [
        { id: charge.id, name: "Bundle (Pvt. Cole)" },
        { id: waiting.id, name: "Stick" },
      ],
    });
    const lines = resultView(record, format).lines.map((l) => l.text);
    expect(lines).toContain("Charge Bundle (Pvt. Cole) explodes!");
    expect(lines.some((l) => l.includes("Stick"))).toBe(false);
  });
});
