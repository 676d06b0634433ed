/**
 * The fire action at the adapter seam: the dialog's state from the table (ranges, nearest
 * first, shifts from state), its plan and exact odds before any card is drawn, and one request
 * through the REAL draw coordinator: one deck write, one chat message, nothing else.
 */
import { fireHooks } from "@foundry/actions/fire/fire-procedure";
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { beforeEach, describe, expect, it } from "vitest";
import { flattenLang, registerFoundryHelpers } from "../../../preview/foundry-helpers";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { DEFAULT_OPTIONS } from "@rules/options";
import { fireOdds } from "@rules/odds/fire";
import { fireState, resolveFireState, retarget } from "@foundry/actions/fire/fire";
import { fireDialogView, fireInputOf } from "@foundry/actions/fire/fire-view";
import { applyFireForm } from "@foundry/actions/fire/fire-form";
import { resultView } from "@foundry/chat/view";
import { format } from "../../doubles/format";
import { PLAYER, TableDouble } from "../../doubles/table";

const COLE = "Actor.cole000000000001";
const DUNN = "Actor.dunn000000000001";
const POSSE = "Actor.posse00000000001";
const HALE = "Actor.hale000000000001";
const FINCH = "Actor.finch00000000001";
const RAIDERS = "Actor.raiders000000001";

/** Inches on the table: Finch is nearer the posse than Hale. */
const DISTANCES: Record<string, number> = {
  [`${COLE}>${HALE}`]: 18.04,
  [`${COLE}>${FINCH}`]: 17.5,
  [`${DUNN}>${HALE}`]: 30,
  [`${DUNN}>${FINCH}`]: 29,
};
const distance = (a: string, b: string) => DISTANCES[`${a}>${b}`] ?? null;

let table: TableDouble;

beforeEach(() => {
  table = new TableDouble();
  table.addFigure(COLE, "Pvt. Cole", {}, "ow.rifle", PLAYER);
  table.addFigure(DUNN, "Cpl. Dunn", { wounds: 1, ruleFlags: { moved: true } }, "ow.rifle", PLAYER);
  table.addUnit(POSSE, "Posse", [COLE, DUNN], {}, PLAYER);
  table.addFigure(HALE, "Sgt. Hale", {}, "ow.revolver");
  table.addFigure(FINCH, "Red Finch", {}, "ow.revolver");
  table.addUnit(RAIDERS, "Raiders", [HALE, FINCH]);
});

describe("fire dialog state", () => {
  it("CORE-5.1 ranges from the canvas to the nearest target figure; CORE-5.5 target figures nearest first", () => {
    const state = fireState(
      table.unit(POSSE),
      table.unit(RAIDERS),
      [table.unit(RAIDERS)],
      table.actionTable(PLAYER, distance),
    );
    expect(state.shooters.map((s) => s.rangeInches)).toEqual([17.5, 29]);
    expect(state.target!.figures.map((f) => f.name)).toEqual(["Red Finch", "Sgt. Hale"]);
  });

  it("CORE-5.2 shifts pre-filled from state: moved and wounded for Dunn, none for Cole (the leader)", () => {
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    expect(state.shooters.map((s) => s.shifts)).toEqual([
      { moved: false, wounded: false, leaderAbsent: false, saddle: false },
      { moved: true, wounded: true, leaderAbsent: false, saddle: false },
    ]);
  });

  it("CORE-5.2 the dialog shows holes needed and the exact odds from fireOdds before any draw", () => {
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    const view = fireDialogView(state, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format);
    // Cole: Regular 2 + medium 1 = 3 holes; Dunn at 29" (long: +2), moved +1, wounded +1 = 6.
    expect(view.rows.map((r) => [r.needed, r.shots, r.possible])).toEqual([
      [3, 1, true],
      [6, 1, true],
    ]);
    const exact = fireOdds({ needed: 3, shots: 1, cover: "none", endurance: 2, wounds: 0 });
    const p = exact.hits[1]!;
    expect(view.rows[0]!.odds!.hit).toEqual({
      text: `${Math.round(100 * p.value)}%`,
      title: `${p.numerator}/${p.denominator}`,
    });
    expect(view.rows[0]!.odds!.hit).toEqual({ text: "42%", title: "21/50" });
    expect(view.canFire).toBe(true);
    expect(table.writes).toEqual([]);
  });

  it("CORE-5.2 the dialog shows each chance as a percentage, its exact fraction on hover", () => {
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    const view = fireDialogView(state, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format);
    const hbs = Handlebars.create();
    registerFoundryHelpers(
      hbs,
      flattenLang(JSON.parse(readFileSync("lang/en.json", "utf8")) as Parameters<typeof flattenLang>[0]),
    );
    const html = hbs.compile(readFileSync("templates/dialogs/fire.hbs", "utf8"))({ view });
    // Cole hits on 21 of the 50 cards: "42%" shown, "21/50" in the title, no fraction in the text
    expect(html).toContain('<strong class="cp-odds-figure" title="21/50">42%</strong>');
    const shown = html.replace(/<[^>]+>/g, " ");
    expect(shown).not.toMatch(/\d+\/\d+/);
    const v = view.volley!;
    expect(html).toContain(`title="${v.hit.title}">${v.hit.text}</span>`);
    expect(v.hit.title).toMatch(/^\d+\/\d+$/);
  });

  it("CORE-5 the whole volley's odds are fireOdds over every possible shooter (Out of Ammunition ends only its shooter)", () => {
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    const view = fireDialogView(state, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format);
    const odds = fireOdds({
      shooters: [
        { shots: 1, needed: 3, outOfAmmoEnds: true },
        { shots: 1, needed: 6, outOfAmmoEnds: true },
      ],
      cover: "none",
      endurance: 2,
      wounds: 0,
    });
    const none = odds.hits[0]!;
    const n = none.denominator - none.numerator;
    expect(view.volley!.hit).toEqual({
      text: `${Math.round(100 * (1 - none.value))}%`,
      title: `${n}/${none.denominator}`,
    });
    expect(Number(view.expectedHits)).toBeCloseTo(
      odds.hits.reduce((e, p, x) => e + x * p.value, 0),
      2,
    );
  });

  it("CORE-5.2 more than 6 holes: 'no chance' before drawing, Fire disabled", () => {
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    const { state: edited } = applyFireForm(state, { "shooters.0.include": false, "shooters.1.saddle": true });
    const view = fireDialogView(edited, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format);
    // Dunn moved and the saddle box is ticked: moving fire from the saddle is three shifts (NAP-6.2.2).
    expect(view.rows[1]).toMatchObject({
      needed: 8,
      possible: false,
      noChance: true,
      reason: "No chance (more than 6 bullet holes needed)",
    });
    expect(view.noChance).toBe(true);
    expect(view.canFire).toBe(false);
    expect(view.warning).toBe("No chance: every shooter needs more than 6 bullet holes. No card is drawn.");
    expect(view.volley).toBeNull();
  });

  it("NAP-5.4.2 a target in close order counts one band shorter; the form edits ranges and the target, not the close order", () => {
    table.closeOrderUnits.add(RAIDERS);
    const state = fireState(
      table.unit(POSSE),
      table.unit(RAIDERS),
      [table.unit(RAIDERS)],
      table.actionTable(PLAYER, distance),
    );
    // The box only shows what the tokens measure: a form that unticks it changes nothing.
    const { state: closer } = applyFireForm(state, { closeOrder: false, "shooters.0.range": "25" });
    expect(closer.shooters[0]!.rangeInches).toBe(25);
    const input = fireInputOf(closer)!;
    expect(input.target.closeOrder).toBe(true);
    // 25" is long for a rifle (12/24/48); close order makes it medium: 2 + 1 = 3.
    expect(fireDialogView(closer, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format).rows[0]!.needed).toBe(3);
    const again = retarget(closer, table.unit(RAIDERS), table.actionTable(PLAYER, distance));
    expect(again.shooters[0]!.rangeInches).toBe(17.5);
  });
});

describe("fire through the draw service", () => {
  it("CORE-5 one request: one deck write, one chat message whose record shows the cards read and the result", async () => {
    // Cole's shot #27 (3 holes), Dunn's shot #22 (2, needs 6: miss), Cole's effect card #12 (randomizer 2).
    table.stackDeck(PLAYER, [27, 22, 12]);
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    const response = await resolveFireState(state, table.actionTable(PLAYER, distance));
    expect(response?.ok).toBe(true);
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "createMessage"]);
    const message = table.lastMessage();
    expect(message.applied.done).toBe(false);
    const view = resultView(message.record!, format);
    expect(view.title).toBe("Posse: fire at Raiders");
    expect(view.lines.map((l) => l.text)).toEqual([
      "Pvt. Cole: needs 3 holes, card 27 shows 3: hit — randomizer 2: Sgt. Hale, arm, wounded (1 of 2 wounds)",
      "Cpl. Dunn: needs 6 holes, card 22 shows 2: miss",
    ]);
    expect(view.cards.map((c) => [c.serial, c.sections.filter((s) => s.read).map((s) => s.section)])).toEqual([
      [27, ["hit"]],
      [22, ["hit"]],
      [12, ["randomizer", "location", "damage", "cover"]],
    ]);
  });

  it("OW-5.2e / NAP-5.4.2 a target outside a shooter's arc is refused before any card is drawn: no deck write, no message", async () => {
    table.stackDeck(PLAYER, [27, 22, 12]);
    const deckBefore = structuredClone(table.actionDecks.get(PLAYER) ?? null);
    // Dunn stands in a close order group turned away from Finch, the raiders' nearest figure.
    table.outOfArc.add(`${DUNN}>${FINCH}`);
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    const response = await resolveFireState(state, table.actionTable(PLAYER, distance));
    expect(response).toEqual({
      ok: false,
      key: "COMBAT_PATROL.Error.shooterOutsideArc",
      data: { figure: "Cpl. Dunn" },
    });
    // shown to the player in a line that fits its data (the gun's "outsideArc" wants the angles)
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Cpl. Dunn cannot fire at that target: it is outside his arc. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
    expect(table.actionDecks.get(PLAYER) ?? null).toEqual(deckBefore);
    // Without Dunn the volley is in arc and goes to the GM.
    const { state: coleAlone } = applyFireForm(state, { "shooters.1.include": false });
    expect((await resolveFireState(coleAlone, table.actionTable(PLAYER, distance)))?.ok).toBe(true);
  });

  it("CORE-5 a request the GM would refuse (validateFireParams) is refused before sending and the dialog says why", async () => {
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    const homeMade = {
      ...state.shooters[0]!,
      weapon: { ...state.shooters[0]!.weapon!, id: "Actor.cole000000000001.Item.nosuchitem000001" },
    };
    const bad = { ...state, shooters: [homeMade, state.shooters[1]!] };
    const view = fireDialogView(bad, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format);
    expect(view.canFire).toBe(false);
    expect(view.warning).toBe(
      format("COMBAT_PATROL.Error.unknownWeapon", {
        weapon: "Actor.cole000000000001.Item.nosuchitem000001",
        figure: "Pvt. Cole",
      }),
    );
    const warned: string[] = [];
    const port = table.actionTable(PLAYER, distance);
    const response = await resolveFireState(bad, {
      ...port,
      user: { ...port.user, warn: (key) => void warned.push(key) },
    });
    expect(response).toMatchObject({ ok: false, key: "COMBAT_PATROL.Error.unknownWeapon" });
    expect(warned).toEqual(["COMBAT_PATROL.Error.unknownWeapon"]);
    expect(table.writes).toEqual([]);
  });

  it("OW-5.1 / NAP-3 the era's reload rule and OW-7.1g mounted targets are the hooks the GM uses", () => {
    const input = fireInputOf(
      fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance)),
    )!;
    const ow = fireHooks(DEFAULT_OPTIONS, input);
    const nap = fireHooks({ ...DEFAULT_OPTIONS, era: "napoleonic" }, input);
    const rifle = input.shooters[0]!.weapon;
    expect(ow.reload!.afterFiring(rifle, 1)).toBe(0);
    expect(nap.reload!.afterFiring(rifle, 1)).toBe(1);
    expect(ow.hitEffect).toBeUndefined();
    const mounted = {
      ...input,
      target: {
        ...input.target,
        figures: input.target.figures.map((t) => ({ ...t, figure: { ...t.figure, mounted: true } })),
      },
    };
    expect(fireHooks(DEFAULT_OPTIONS, mounted).hitEffect).toBeTypeOf("function");
  });
});
