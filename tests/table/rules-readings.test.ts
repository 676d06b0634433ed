/**
 * The readings of docs/rules-readings.md, each at the table: where a seed can be read two ways,
 * the way chosen is what the button does. One test for each reading, named by its rule ID.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { drawNextCard, startTurn } from "@foundry/combat/turn";
import { resultView } from "@foundry/chat/view";
import {
  chat,
  COLE,
  FINCH,
  format,
  GM,
  HALE,
  lines,
  OTHER,
  pick,
  PLAYER,
  POSSE,
  press,
  RAIDERS,
  stack,
  TableDouble,
} from "./harness";
import { at, battery, GRENADIER, GUN, HUSSARS, LANCER, LINE, MOUNTED, NAPOLEONIC, TROOPER } from "./scenes";

const ENEMY = "Actor.enemyhussars0001";

/** Horse and Musket: Cpl. Lance (lance, mounted) and Gren. Marc of a line company armed with `weapon`. */
function lancerAgainst(weapon: string): TableDouble {
  const table = new TableDouble();
  table.options = NAPOLEONIC;
  table.addFigure(LANCER, "Cpl. Lance", { states: { ...MOUNTED } }, "nap.lance", PLAYER);
  table.addUnit(HUSSARS, "Hussars", [LANCER], {}, PLAYER);
  table.addFigure(GRENADIER, "Gren. Marc", {}, weapon, OTHER);
  table.addUnit(LINE, "Line company", [GRENADIER], {}, OTHER);
  table.onScene = [LANCER, GRENADIER];
  table.targets = [GRENADIER];
  stack(table, []);
  return table;
}

describe("the readings settled (docs/rules-readings.md)", () => {
  it("NAP-3 the bayonet fixes to a musket or a rifle (the table's row), not to a carbine (the note's word): a rifleman defends with HtH 2, a carbine offers no bayonet", async () => {
    const rifle = lancerAgainst("nap.rifle");
    rifle.answers = [{ straightInches: 3, "defender.bayonet": true }];
    expect(await press(rifle, "charge", LANCER)).toBe("done");
    expect(lines(chat(rifle)).join("\n")).toMatch(/Gren\. Marc: Melee 0 \+ HtH 2 \+/);
    const carbine = lancerAgainst("nap.carbine");
    carbine.answers = [{ straightInches: 3 }];
    expect(await press(carbine, "charge", LANCER)).toBe("done");
    expect(carbine.asked[0]!.fields.map((f) => f.name)).not.toContain("defender.bayonet");
  });

  it("NAP-6.2.1.3b Table 2's row 'after a tie or attacker wounded' is the charger's own move: a counter-charger with impetus who wins takes the victor's row (the charger falls back 2\", he must ride on to end back to back)", async () => {
    const table = new TableDouble();
    table.options = NAPOLEONIC;
    table.addFigure(TROOPER, "Tpr. Bold", { states: { ...MOUNTED } }, "nap.sword", PLAYER);
    table.addUnit(HUSSARS, "Hussars", [TROOPER], {}, PLAYER);
    table.addFigure(LANCER, "Cpl. Lance", { states: { ...MOUNTED } }, "nap.lance", OTHER);
    table.addUnit(ENEMY, "Lancers", [LANCER], {}, OTHER);
    table.onScene = [TROOPER, LANCER];
    table.targets = [LANCER];
    const low = pick("melee 0", (c) => c.melee === 0);
    const high = pick("melee 5", (c) => c.melee === 5, [low]);
    const wound = pick("a wound", (c) => c.damage === "WOUND", [low, high]);
    stack(table, [low, high, wound]);
    table.answers = [{ straightInches: 5, "defender.counterCharge": true }];
    expect(await press(table, "charge", TROOPER)).toBe("done");
    const view = chat(table);
    expect(view.summary).toContain("Cpl. Lance wins");
    expect(lines(view).join("\n")).toMatch(/Cpl\. Lance: Melee 0 \+ HtH 3 \+ impetus 2/);
    expect(view.moves).toEqual(['Tpr. Bold must move 2" back (recoil)', 'Cpl. Lance must move 7" forward']);
  });

  it("OW-4b after an Elite card, 'the previously drawn activation card' is the last number card: the Hero card after 3, Elite wakes the hero whose die shows 3", async () => {
    const table = new TableDouble(["3#1", "elite#1", "hero#1", "end#1"]);
    table.addFigure(COLE, "Pvt. Cole", { leader: { rank: "squad", trained: true } }, "ow.rifle", PLAYER);
    table.addUnit(POSSE, "Posse", [COLE], {}, PLAYER);
    table.addFigure(HALE, "Sgt. Hale", { leader: { rank: "team", trained: true } }, "ow.revolver", OTHER);
    table.addFigure(FINCH, "Red Finch", { hero: true }, "ow.revolver", OTHER);
    table.addUnit(RAIDERS, "Raiders", [HALE, FINCH], {}, OTHER);
    table.stackDeck(GM, [27, 12]);
    const p = table.turnPorts({ units: () => [table.unit(POSSE), table.unit(RAIDERS)] }, [4, 5, 3]);
    await startTurn(p, 1);
    expect(await drawNextCard(p)).toMatchObject({ number: 3 });
    await drawNextCard(p);
    const hero = await drawNextCard(p);
    expect(hero?.activations).toEqual([{ unitId: RAIDERS, count: 1, reason: "hero" }]);
    const view = resultView(table.lastMessage().record!, format);
    expect([view.title, ...view.lines.map((l) => l.text)].join("\n")).toContain("Raiders: activated.");
  });

  it("OW-7.1d 'Lancers gain a +3 bonus for Impetus' is the lance's value at the charge, on top of every rider's +2 impetus: HtH 3 + impetus 2 with 5 straight inches, HtH 1 and no impetus with 2", async () => {
    const table = new TableDouble();
    table.options = DEFAULT_OPTIONS;
    table.addFigure(LANCER, "Cpl. Lance", { states: { ...MOUNTED } }, "ow.lance", PLAYER);
    table.addUnit(HUSSARS, "Lancers", [LANCER], {}, PLAYER);
    table.addFigure(GRENADIER, "Red Finch", {}, "ow.revolver", OTHER);
    table.addUnit(LINE, "Raiders", [GRENADIER], {}, OTHER);
    table.targets = [GRENADIER];
    stack(table, []);
    table.answers = [{ straightInches: 5 }];
    expect(await press(table, "charge", LANCER)).toBe("done");
    expect(lines(chat(table)).join("\n")).toContain("Cpl. Lance: Melee 0 + HtH 3 + impetus 2");
  });

  it("NAP-7.3.1b of the two 'for figures in close order' sentences the first means open order: a round shot hits a close-order rank on a small explosion, an open-order rank only on a large one", async () => {
    const small = pick("small, not large, no stun", (c) => c.burst.small && !c.burst.large && !c.burst.stun);
    const scatter = pick("#1", (c) => c.serial === 1);
    const none = pick("no burst", (c) => !c.burst.small && !c.burst.stun, [scatter, small]);
    for (const closeOrder of [true, false]) {
      const table = battery();
      table.positions.set(HALE, at(30, 0));
      table.positions.set(FINCH, at(33, 0));
      table.targets = [HALE];
      if (closeOrder) table.closeOrderUnits.add(RAIDERS);
      stack(table, [scatter, small, none]);
      expect(await press(table, "fireGun", GUN)).toBe("done");
      const said = lines(chat(table)).join("\n");
      if (closeOrder) expect(said).toContain(`Card ${small.serial} shows the small explosion: Sgt. Hale is hit`);
      else expect(said).toContain(`Card ${small.serial}, no large explosion: the ball misses Sgt. Hale`);
    }
  });

  it('NAP-7.3.2 canister widths "2, 4, and 8 inches from the centerline" are measured each side of it: 10" out, Hale 1.6" off the line is hit (a 2" strip in all would miss him), Finch 3" off it is outside', async () => {
    const table = battery({ round: "canister" });
    // Laid straight ahead (along +x): Hale's base reaches 1.1" from the line, Finch's 2.5".
    table.positions.set(HALE, at(10, 1.6));
    table.positions.set(FINCH, at(10, 3));
    table.targets = [];
    table.answers = [{ aim: "ahead", range: 20 }];
    stack(table, [pick("5 holes", (c) => c.hit === 5)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const said = lines(chat(table)).join("\n");
    expect(said).toContain("Sgt. Hale (Short range): near enough to be hit without a draw — damage card");
    expect(said).not.toContain("Red Finch");
  });
});
