/**
 * The artillery's new rule IDs at the table: NAP-7.1b bringing a limber back, NAP-7.2b crew lost
 * before the reload and the infantry serving a gun, NAP-7.3.1b cover and earthworks against round
 * shot, NAP-7.3.3b shell and spherical case at a building; from the gun's buttons and the Fire
 * button at its crew, to the chat text and the writes.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import type { GunSource } from "@foundry/data/sources";
import {
  apply,
  chat,
  FINCH,
  GM,
  HALE,
  lines,
  OTHER,
  pick,
  PLAYER,
  press,
  RAIDERS,
  stack,
  type TableDouble,
  gunSource,
} from "./harness";
import { at, battery, GUN } from "./scenes";

const G1 = "Actor.gunner0000000001";
const card = (serial: number): ActionCard => pick(`#${serial}`, (c) => c.serial === serial);
const gunOf = (table: TableDouble): GunSource => gunSource(table, GUN);
const said = (table: TableDouble) => {
  const view = chat(table);
  return [view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("the limber brought back (NAP-7.1b)", () => {
  it('NAP-7.1b the limber is 10" away: Limber is refused; Move gun offers to bring it back, one card (7") brings it to 3"; Apply writes it; then the gun limbers up', async () => {
    const table = battery({ limber: { distance: 10, state: "ok" } });
    expect(await press(table, "limber", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.limberTooFar"]);
    table.warnings.length = 0;
    table.answers = [{ limberBack: true, terrain: "open" }];
    // NAP-7.1 Move gun asks where the gun goes first (a click on open ground; the limber comes back instead).
    table.pickedPoint = { x: -6, y: 0 };
    stack(table, [pick("a 7", (c) => c.move === 7)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    expect(table.asked.at(-1)?.fields[0]).toMatchObject({ name: "limberBack", value: false });
    expect(said(table)).toContain('The limber was 10" from the gun, now 3": it may limber up.');
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(gunOf(table).limber.distance).toBe(3);
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    expect(await press(table, "limber", GUN)).toBe("done");
    expect(table.warnings).toEqual([]);
    expect(gunOf(table).limbered).toBe(true);
  });
});

describe("the crew between two shots (NAP-7.2b)", () => {
  it("NAP-7.2b the twelve-pounder fired (one load to make, five crew): the Raiders' shots take out a gunner: four men need two loads, so one more marker; Apply writes 2", async () => {
    const table = battery({ round: "none", outOfAmmo: 1 });
    table.positions.set(HALE, at(3, 0));
    table.targets = [G1];
    const hit = pick("6 holes", (c) => c.hit === 6);
    const out = pick("randomizer 1, incapacitate, no cover", (c) => c.randomizer === 1 && c.damage === "INCAPACITATE", [
      hit,
    ]);
    stack(table, [hit, out], OTHER);
    table.fireAnswer = (state) => ({ ...state, shooters: state.shooters.filter((s) => s.figure.id === HALE) });
    expect(await press(table, "fire", RAIDERS, { user: OTHER, distance: () => 3 })).toBe("done");
    const text = said(table);
    expect(text).toMatch(/Gunner \w+: incapacitated/);
    expect(text).toContain("Twelve-pounder: 2 loads still to make");
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(gunOf(table).outOfAmmo).toBe(2);
  });

  it("NAP-7.2b two infantrymen assigned to a crew of four (flagged as no artillerists) serve with it: the crew unlimbers needing one load (five strong), not two", async () => {
    const table = battery({ limbered: true, limber: { distance: 2, state: "ok" } });
    table.patchFigure("Actor.gunner0000000005", { states: { ...table.figureSource(G1).states, incapacitated: true } });
    for (const [id, name] of [
      ["Actor.infantry00000001", "Pte. Abel"],
      ["Actor.infantry00000002", "Pte. Bell"],
    ] as const)
      table.addFigure(id, name, { ruleFlags: { nonArtillerist: true } }, "nap.musket");
    table.addGun(
      GUN,
      "Twelve-pounder",
      [
        G1,
        "Actor.gunner0000000002",
        "Actor.gunner0000000003",
        "Actor.gunner0000000004",
        "Actor.gunner0000000005",
        "Actor.infantry00000001",
        "Actor.infantry00000002",
      ],
      { kind: "artillery", weightClass: "8-12", limbered: true, limber: { distance: 2, state: "ok" } },
      PLAYER,
    );
    expect(await press(table, "unlimber", GUN)).toBe("done");
    expect(chat(table).summary).toBe("Unlimbered: one load action before it can fire.");
  });
});

describe("round shot, cover and earthworks (NAP-7.3.1b)", () => {
  it("NAP-7.3.1b the Raiders behind a hedge (soft cover): the cover card saves Hale, stunned; with the GM's ruling that a hedge gives no cover against round shot, no cover card is drawn and he is out", async () => {
    for (const ruled of [false, true]) {
      const table = battery();
      table.positions.set(HALE, at(30, 0));
      table.positions.set(FINCH, at(33, 0));
      table.targets = [HALE];
      table.answers = [{ cover: "soft", noCoverFromShot: ruled }];
      const short = pick("3\" short, 6 o'clock", (c) => c.scatter.clock === 6 && c.scatter.inches === 3);
      const large = pick("large", (c) => c.burst.large && !c.burst.stun, [short]);
      const saves = pick("cover saves soft", (c) => c.cover !== "NONE", [short, large]);
      const none = pick("no burst", (c) => !c.burst.small && !c.burst.stun, [short, large, saves]);
      stack(table, ruled ? [short, large, none] : [short, large, saves, none]);
      expect(await press(table, "fireGun", GUN)).toBe("done");
      const text = said(table);
      if (ruled) expect(text).toContain("Sgt. Hale: incapacitated");
      else expect(text).toContain(`card ${saves.serial} saves Sgt. Hale (cover): stunned`);
    }
  });

  it("NAP-7.3.1b dirt embankments cannot be penetrated: round shot at the Raiders' earthwork does nothing to the troops behind it", async () => {
    const table = battery();
    table.positions.set(HALE, at(30, 0));
    table.positions.set(FINCH, at(33, 0));
    table.targets = [HALE];
    table.answers = [{ building: true, structure: "dirt" }];
    stack(table, [card(1), card(5), card(8)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const text = said(table);
    expect(text).not.toContain("Sgt. Hale: incapacitated");
    expect(text).not.toContain("goes through");
  });
});

describe("shell and spherical case at a building (NAP-7.3.3b)", () => {
  it("NAP-7.3.3b spherical case through the roof: the top floor takes small explosions, whatever Table 3's template", async () => {
    const table = battery({ round: "case", ruleFlags: { nation: "british" } });
    table.positions.set(HALE, at(100, 0));
    table.positions.set(FINCH, at(101, 0));
    table.targets = [HALE];
    table.answers = [{ building: true, roof: true }];
    stack(table, [card(1), card(3), card(13), card(4)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(said(table)).toContain("The round goes through the roof (small explosions on the top floor).");
  });

  it("NAP-7.3.3b a shell bursting outside the house the Raiders hold: they take its template with the cover they would have against small arms", async () => {
    const table = battery({ round: "shell" });
    table.positions.set(HALE, at(100, 0));
    table.positions.set(FINCH, at(101, 0));
    table.targets = [HALE];
    table.answers = [{ building: true, roof: false, cover: "hard" }];
    const onTarget = pick("5 holes", (c) => c.hit === 5);
    const medium = pick("medium burst", (c) => c.burst.medium && !c.burst.stun, [onTarget]);
    const saves = pick("cover saves hard", (c) => c.cover !== "NONE", [onTarget, medium]);
    const none = pick("no burst", (c) => !c.burst.small && !c.burst.stun, [onTarget, medium, saves]);
    stack(table, [onTarget, medium, saves, none]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const text = said(table);
    expect(text).toContain("The shell bursts");
    expect(text).toContain("saved by cover");
  });
});
