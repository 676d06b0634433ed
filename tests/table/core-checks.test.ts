/** CORE-8 damage, CORE-10 bog and spotting: the figure sheet's buttons, the GM's draw, the chat card, Apply. */
import { describe, expect, it } from "vitest";
import { apply, chat, COLE, docId, GM, HALE, lines, pick, posseAndRaiders, press, stack, writeKinds } from "./harness";

const text = (table: Parameters<typeof chat>[0]) => {
  const view = chat(table);
  return [view.title, view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("core checks (CORE-8, CORE-10)", () => {
  it("CORE-8 Damage card on Sgt. Hale (Endurance 2): a Wound card, the chat names him wounded; Apply writes 1 wound", async () => {
    const table = posseAndRaiders();
    const wound = pick("a wound", (c) => c.damage === "WOUND");
    stack(table, [wound], GM);
    expect(await press(table, "damage", HALE, { user: GM })).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    const shown = text(table);
    expect(shown).toContain("Sgt. Hale");
    expect(shown).toContain("wounded");
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(HALE)] });
    expect(table.figureSource(HALE).wounds).toBe(1);
    expect(table.figureSource(HALE).states.incapacitated).toBe(false);
  });

  it("CORE-8 Damage card: an Incapacitate card puts Pvt. Cole out; Apply writes it", async () => {
    const table = posseAndRaiders();
    stack(table, [pick("incapacitate", (c) => c.damage === "INCAPACITATE")]);
    expect(await press(table, "damage", COLE)).toBe("done");
    const shown = text(table);
    expect(shown).toContain("Pvt. Cole");
    expect(shown).toContain("incapacitated");
    await apply(table, GM);
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(COLE)] });
    expect(table.figureSource(COLE).states.incapacitated).toBe(true);
  });

  it("CORE-10 Bog check in Regular ground: the card's Regular bog box decides; nothing to write", async () => {
    const table = posseAndRaiders();
    const boggy = pick("bogged in regular", (c) => c.bog.regular);
    const clear = pick("clear in regular", (c) => !c.bog.regular);
    stack(table, [boggy, clear]);
    table.answers = [{ grade: "regular" }];
    expect(await press(table, "bog", COLE)).toBe("done");
    expect(table.asked.map((a) => a.title)).toEqual(["Bog check: Pvt. Cole"]);
    expect(text(table)).toContain("Bogged down");
    table.answers = [{ grade: "regular" }];
    await press(table, "bog", COLE);
    const shown = text(table);
    expect(shown).toContain("Clear");
    expect(shown).toContain("Regular column: not bogged");
    expect(table.lastMessage().record?.result.effects).toEqual([]);
  });

  it("CORE-10 Spotting: Pvt. Cole looks for hidden Red Finch; a pass reveals him when the GM applies", async () => {
    const table = posseAndRaiders();
    table.patchFigure("Actor.finch00000000001", {
      states: { ...table.figureSource("Actor.finch00000000001").states, hidden: true },
    });
    table.targets = ["Actor.finch00000000001"];
    const cole = table.figure(COLE);
    stack(table, [pick("a low reaction", (c) => c.reaction <= cole.reaction)]);
    table.answers = [{ modifier: 0 }];
    expect(await press(table, "spot", COLE)).toBe("done");
    const shown = text(table);
    expect(shown).toContain("Pvt. Cole");
    expect(shown).toContain("Red Finch");
    expect(await apply(table, GM)).toEqual({ ok: true, writes: 1, skipped: 0 });
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: ["finch00000000001"] });
    expect(table.figureSource("Actor.finch00000000001").states.hidden).toBe(false);
  });

  it("CORE-10 Spotting with no hidden figure targeted: a warning, nothing drawn", async () => {
    const table = posseAndRaiders();
    table.targets = ["Actor.finch00000000001"];
    await press(table, "spot", COLE);
    expect(table.warnings.map((w) => w.text)).toEqual(["Target the hidden enemy figure (T) before pressing Spot."]);
    expect(table.writes).toEqual([]);
  });
});
