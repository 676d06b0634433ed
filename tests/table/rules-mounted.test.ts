/**
 * OW-7.1f, OW-7.1.1, OW-7.1g at the table: the Fire button pressed on the Posse with a mounted
 * Pvt. Cole (the fire dialog's "moved" box ticked or not), the holes each shot needs as the chat
 * reads them; and the Posse's hit on a mounted Sgt. Hale (man or horse), Apply's writes.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { FigureSource } from "@foundry/data/sources";
import {
  apply,
  chat,
  COLE,
  DUNN,
  GM,
  HALE,
  lines,
  OTHER,
  pick,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  stack,
  TableDouble,
} from "./harness";

/** A fresh states object each time (the double keeps the object it is given and Apply writes into it). */
const mounted = (on = true) => ({ stunned: false, pinned: false, mounted: on, hidden: false, incapacitated: false });

/** The Posse with Pvt. Cole armed with `weapon` (mounted unless told otherwise), Cpl. Dunn left out of the volley. */
function posseWithCole(weapon: string, over: Partial<FigureSource> = {}): TableDouble {
  const table = posseAndRaiders();
  table.addFigure(COLE, "Pvt. Cole", { states: mounted(), ...over }, weapon, PLAYER);
  table.targets = [HALE];
  return table;
}

/** Press Fire on the Posse `inches` (6 unless told) from the Raiders, Cole alone shooting, "moved" as told; the chat line. */
async function coleFires(table: TableDouble, moved: boolean, inches = 6): Promise<string> {
  table.fireAnswer = (state) => ({
    ...state,
    shooters: state.shooters.map((s, i) =>
      i === 0 ? { ...s, shifts: { ...s.shifts, moved } } : { ...s, include: false },
    ),
  });
  expect(await press(table, "fire", POSSE, { distance: () => inches })).toBe("done");
  return lines(chat(table)).join("\n");
}

describe("fire from the saddle (OW-7.1f)", () => {
  it("OW-7.1f firing from the saddle is one extra right shift: Cole's rifle 6\" out needs 2 holes on foot, 3 mounted", async () => {
    expect(await coleFires(posseWithCole("ow.rifle", { states: mounted(false) }), false)).toContain(
      "Pvt. Cole: needs 2 holes",
    );
    expect(await coleFires(posseWithCole("ow.rifle"), false)).toContain("Pvt. Cole: needs 3 holes");
  });

  it("OW-7.1f a pistol may fire moving from the saddle, three shifts in all (NAP-6.2.2): Cole's revolver 3\" out, moved and mounted, needs 6 holes (4 on foot), nothing refused", async () => {
    const table = posseWithCole("ow.revolver");
    const onFoot = await coleFires(posseWithCole("ow.revolver", { states: mounted(false) }), true, 3);
    expect(onFoot).toContain("Pvt. Cole, shot 1: needs 4 holes");
    expect(await coleFires(table, true, 3)).toContain("Pvt. Cole, shot 1: needs 6 holes");
    expect(table.warnings).toEqual([]);
  });

  it("OW-7.1f a mounted rifle may not fire moving: refused with a message, no card drawn, nothing written", async () => {
    const table = posseWithCole("ow.rifle");
    table.fireAnswer = (state) => ({
      ...state,
      shooters: state.shooters.map((s, i) =>
        i === 0 ? { ...s, shifts: { ...s.shifts, moved: true } } : { ...s, include: false },
      ),
    });
    expect(await press(table, "fire", POSSE, { distance: () => 6 })).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual(["Pvt. Cole cannot fire a rifle while moving on horseback."]);
    expect(table.writes).toEqual([]);
  });
});

describe("Horsemanship (OW-7.1.1)", () => {
  const horsemanship = { ...DEFAULT_OPTIONS, optional: { ...DEFAULT_OPTIONS.optional, horsemanship: true } };

  /** The Posse made an elite cavalry unit (OW-7.1.1: only such units have Horsemanship). */
  const eliteCavalry = (table: TableDouble) => {
    table.addUnit(POSSE, "Posse", [COLE, DUNN], { kind: "cavalry", grade: "elite" }, PLAYER);
    return table;
  };

  it('OW-7.1.1 with the GM option on, Cole the horseman takes no saddle shift: his rifle 6" out needs 2 holes mounted (3 with the option off)', async () => {
    const off = eliteCavalry(posseWithCole("ow.rifle", { horsemanship: true }));
    expect(await coleFires(off, false)).toContain("Pvt. Cole: needs 3 holes");
    const on = eliteCavalry(posseWithCole("ow.rifle", { horsemanship: true }));
    on.options = horsemanship;
    expect(await coleFires(on, false)).toContain("Pvt. Cole: needs 2 holes");
  });

  it("OW-7.1.1 the horseman fires his carbine moving: the moving penalty of a rider stays (one shift more than on foot), no saddle shift", async () => {
    const table = eliteCavalry(posseWithCole("ow.carbine", { horsemanship: true }));
    table.options = horsemanship;
    const shown = await coleFires(table, true);
    const onFoot = await coleFires(posseWithCole("ow.carbine", { states: mounted(false) }), true);
    const needed = /Pvt\. Cole: needs (\d) holes/.exec(onFoot)?.[1];
    expect(needed).toBeDefined();
    expect(shown).toContain(`Pvt. Cole: needs ${Number(needed) + 1} holes`);
    expect(table.warnings).toEqual([]);
  });
});

describe("shooting at a mounted figure (OW-7.1g)", () => {
  /**
   * The Posse's Cole (rifle, on foot) fires at the mounted Sgt. Hale 6" away: the hit card (#3), the randomizer card
   * (#4: Hale, a wound), then the d10 card and the burst card given.
   */
  async function coleHitsHale(d10: (n: number) => boolean, medium: boolean): Promise<TableDouble> {
    const table = posseWithCole("ow.rifle", { states: mounted(false) });
    table.addFigure(HALE, "Sgt. Hale", { endurance: 2, states: mounted() }, "ow.revolver", OTHER);
    const hit = pick("card #3", (c) => c.serial === 3);
    const wound = pick("card #4", (c) => c.serial === 4);
    const which = pick("the d10 card", (c) => d10(c.d10), [hit, wound]);
    const burst = pick("the burst card", (c) => c.burst.medium === medium, [hit, wound, which]);
    stack(table, [hit, wound, which, burst]);
    await coleFires(table, false);
    return table;
  }

  it("OW-7.1g a hit on a mounted figure, d10 of 1-7 hits the horse, no medium burst: the horse is removed, Sgt. Hale dismounts unhurt; Apply writes him on foot, no wound", async () => {
    const table = await coleHitsHale((n) => n <= 7, false);
    const record = table.lastMessage().record;
    expect(record?.result.cards[2]).toMatchObject({
      reason: `mounted.manOrHorse:${HALE}`,
      shows: expect.stringMatching(/^d10=[1-7] horse$/),
    });
    expect(record?.result.cards[3]).toMatchObject({ reason: `mounted.thrown:${HALE}`, shows: "medium=false" });
    const view = chat(table);
    expect(view.changes).toEqual(["Sgt. Hale dismounts", "Raiders: one more morale marker"]);
    // The hit card's wound is not Hale's: the line says the horse took it.
    expect(lines(view)).toEqual([
      "Pvt. Cole: needs 2 holes, card 3 shows 6: hit — randomizer 7: Sgt. Hale, leg, The horse is hit and removed; the rider dismounts safely.",
    ]);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.figureSource(HALE).states.mounted).toBe(false);
    expect(table.figureSource(HALE).wounds).toBe(0);
  });

  it("OW-7.1g the horse hit and a medium burst: the rider is thrown and injured (the next card's damage); Apply writes him on foot and wounded", async () => {
    const table = await coleHitsHale((n) => n <= 7, true);
    const record = table.lastMessage().record;
    expect(record?.result.cards.map((c) => c.reason)).toEqual([
      `fire.shot:${COLE}`,
      `fire.hit:${COLE}`,
      `mounted.manOrHorse:${HALE}`,
      `mounted.thrown:${HALE}`,
      `mounted.injury:${HALE}`,
    ]);
    const injury = record?.result.cards[4]?.shows;
    expect(chat(table).changes).toContain("Sgt. Hale dismounts");
    // The chat card says why the rider is hurt: thrown from the hit horse, not hit himself.
    expect(lines(chat(table))).toEqual([
      "Pvt. Cole: needs 2 holes, card 3 shows 6: hit — randomizer 7: Sgt. Hale, leg, incapacitated",
      "The horse is hit; the rider is thrown and injured.",
    ]);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.figureSource(HALE).states.mounted).toBe(false);
    // the injury card's damage is applied to the rider (a wound or worse, unless it shows none)
    expect(injury).toMatch(/^damage=/);
    const rank = { "damage=NONE": 0, "damage=WOUND": 1 } as Record<string, number>;
    if (injury !== undefined && injury in rank) expect(table.figureSource(HALE).wounds).toBe(rank[injury]);
    else expect(table.figureSource(HALE).states.incapacitated).toBe(true);
  });

  it("OW-7.1g d10 of 8-10 hits the man: Sgt. Hale takes the wound and stays mounted", async () => {
    const table = await coleHitsHale((n) => n >= 8, false);
    const view = chat(table);
    // The d10 said the man: the wound line, then the note that the rider (not the horse) was hit.
    expect(lines(view)).toEqual([
      "Pvt. Cole: needs 2 holes, card 3 shows 6: hit — randomizer 7: Sgt. Hale, leg, wounded (1 of 2 wounds)",
      "The rider is hit.",
    ]);
    expect(view.changes).toEqual(["Sgt. Hale: one more wound", "Raiders: one more morale marker"]);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.figureSource(HALE).states.mounted).toBe(true);
    expect(table.figureSource(HALE).wounds).toBe(1);
  });
});
