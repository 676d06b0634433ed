/**
 * NAP-7.2 and NAP-7.3.2 as the seed wrote them, from the gun's buttons: the round declared at
 * loading is the only one the gun fires (spherical case a round of its own, a name that is no round
 * refused), and canister takes one column shift for every unit after the first in its swath.
 */
import { describe, expect, it } from "vitest";
import type { ActionCard } from "@rules/cards/schema";
import type { GunSource } from "@foundry/data/sources";
import {
  apply,
  chat,
  FINCH,
  HALE,
  lines,
  OTHER,
  pick,
  press,
  stack,
  TableDouble,
  writeKinds,
  gunSource,
} from "./harness";
import { at, battery, GUN } from "./scenes";

const SLIM = "Actor.slim000000000001";
const GANG = "Actor.gang000000000001";
const KID = "Actor.kid0000000000001";
const OUTLAWS = "Actor.outlaws000000001";

const gun = (table: TableDouble): GunSource => gunSource(table, GUN);

const text = (table: TableDouble) => {
  const view = chat(table);
  return [view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("canister: one shift for every unit after the first (NAP-7.3.2)", () => {
  it('NAP-7.3.2 canister at three units in a row 32", 35" and 38" out (medium band, Regular for a twelve-pounder): Hale needs 3 holes, Slim of the second unit 4, the Kid of the third 4 as well; Apply writes the morale markers', async () => {
    const table = battery({ round: "canister" });
    table.addFigure(SLIM, "Slim", {}, "ow.revolver", OTHER);
    table.addUnit(GANG, "Gang", [SLIM], {}, OTHER);
    table.addFigure(KID, "The Kid", {}, "ow.revolver", OTHER);
    table.addUnit(OUTLAWS, "Outlaws", [KID], {}, OTHER);
    table.onScene = [...table.onScene, SLIM, KID];
    table.positions.set(HALE, at(32, 0));
    table.positions.delete(FINCH);
    table.positions.set(SLIM, at(35, 0));
    table.positions.set(KID, at(38, 0));
    table.targets = [HALE];
    // The aim on target, then one card a figure: each shows 4 holes, a hit for all three; their damage cards wound.
    const aim = pick("5 holes, no out of ammunition", (c) => c.hit === 5);
    const four = (not: ActionCard[]) => pick("4 holes", (c) => c.hit === 4, not);
    const wound = (not: ActionCard[]) =>
      pick("a wound, no cover", (c) => c.damage === "WOUND" && c.cover === "NONE", not);
    const h1 = four([aim]);
    const d1 = wound([aim, h1]);
    const h2 = four([aim, h1, d1]);
    const d2 = wound([aim, h1, d1, h2]);
    const h3 = four([aim, h1, d1, h2, d2]);
    const d3 = wound([aim, h1, d1, h2, d2, h3]);
    stack(table, [aim, h1, d1, h2, d2, h3, d3]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const said = text(table);
    expect(said).toContain(`Sgt. Hale (Medium range): card ${h1.serial}, needs 3 holes: hit`);
    expect(said).toContain(`Slim (Medium range): card ${h2.serial}, needs 4 holes: hit`);
    // The third unit: one shift like the second (not two).
    expect(said).toContain(`The Kid (Medium range): card ${h3.serial}, needs 4 holes: hit`);
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(writeKinds(table)).toEqual([
      "saveDecks",
      "createMessage",
      "updateWorldActors",
      "saveDecks",
      "updateMessage",
    ]);
    expect(table.figureSource(KID).wounds).toBe(1);
  });
});

describe("the round declared at loading (NAP-7.2)", () => {
  it("NAP-7.2 a round name that is no round is refused at loading: a warning, nothing written, the gun still unloaded", async () => {
    const table = battery({ round: "none", outOfAmmo: 1 });
    table.answers = [{ round: "grape" }];
    expect(await press(table, "load", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "Twelve-pounder: “grape” is no round a gun can load (solid shot, canister, shell or spherical case).",
    ]);
    expect(table.writes).toEqual([]);
    expect([gun(table).outOfAmmo, gun(table).round]).toEqual([1, "none"]);
  });

  it("NAP-7.2 spherical case is declared at loading (the load dialog offers it): the British gun is loaded with case, the chat says so", async () => {
    const table = battery({ round: "none", outOfAmmo: 1, ruleFlags: { nation: "british" } });
    table.answers = [{ round: "case" }];
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    expect(await press(table, "load", GUN)).toBe("done");
    expect(table.asked[0]?.fields[0]).toMatchObject({
      name: "round",
      options: expect.arrayContaining([{ value: "case", label: "Spherical case" }]),
    });
    expect(table.warnings).toEqual([]);
    expect(gun(table).round).toBe("case");
    expect(lines(chat(table))).toEqual(["Round: spherical case."]);
    expect(chat(table).changes).toContain("Twelve-pounder: round chosen: spherical case");
  });

  it("NAP-7.2 a gun of no British side cannot load spherical case: refused at loading, nothing written", async () => {
    const table = battery({ round: "none", outOfAmmo: 1 });
    table.answers = [{ round: "case" }];
    expect(await press(table, "load", GUN)).toBe("done");
    expect(table.warnings.map((w) => w.text)).toEqual([
      "The Twelve-pounder cannot fire spherical case: only the British have it.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it('NAP-7.2 only the round loaded fires: a gun loaded with common shell fires shell, the dialog asks no kind (a "case" answer changes nothing)', async () => {
    const table = battery({ round: "shell", ruleFlags: { nation: "british" } });
    table.targets = [];
    table.positions.set(HALE, at(100, 0));
    table.positions.set(FINCH, at(103, 0));
    table.pickedPoint = { x: 100, y: 0 };
    table.answers = [{ kind: "case" }];
    stack(table, [
      pick("#1", (c) => c.serial === 1),
      pick("#13", (c) => c.serial === 13),
      pick("#4", (c) => c.serial === 4),
    ]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(table.asked[0]?.fields.map((f) => f.name)).not.toContain("kind");
    expect(text(table)).toContain('The shell bursts: the medium template (4" across).');
    expect(chat(table).title).toBe('Shell from Twelve-pounder at a point 100" away');
  });
});
