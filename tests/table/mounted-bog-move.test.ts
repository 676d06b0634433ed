/**
 * NAP-6.1.2 / OW-7.1b the mounted bog check where the table meets it: a mounted figure's Move
 * (or gallop) asks whether the way goes through woods or over a fence, hedge or ditch; ticked,
 * the movement cards are drawn (one message), then the cavalry's bog check follows (its dialog:
 * where, inches in the woods, the ground's grade; a second message). In both eras.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { resultView } from "@foundry/chat/view";
import {
  apply,
  COLE,
  docId,
  format,
  GM,
  lines,
  pick,
  PLAYER,
  posseAndRaiders,
  press,
  stack,
  TableDouble,
} from "./harness";

const KANE = "Actor.rider0000000001";
const LANCER = "Actor.lancer0000000001";
const TROOPER = "Actor.trooper000000001";
const HUSSARS = "Actor.hussars000000001";
const MOUNTED = () => ({ stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false });

/** Every result message as its reader sees it, in order. */
function views(table: TableDouble) {
  return [...table.messages.values()].flatMap((m) =>
    m.record ? [resultView(m.record, format, { canApply: true })] : [],
  );
}

describe("the mounted bog check offered by the move (NAP-6.1.2, OW-7.1b)", () => {
  it("OW-7.1b Trooper Kane rides through the woods: his two cards, then the bog check — bogged, he stops half way (3 of 6 inches in the woods)", async () => {
    const table = posseAndRaiders();
    table.addFigure(KANE, "Trooper Kane", { states: MOUNTED() }, "ow.revolver", PLAYER);
    const [a, b] = [pick("move card", (c) => c.move === 4), pick("move card", (c) => c.move === 3 && !c.bog.regular)];
    const bog = pick("bogs regular", (c) => c.bog.regular, [a!, b!]);
    stack(table, [a!, b!, bog]);
    table.answers = [{ badGround: true }, { place: "woods", inchesInWoods: 6 }];
    expect(await press(table, "move", KANE)).toBe("done");
    expect(table.asked.map((q) => q.title)).toEqual([
      "Trooper Kane moves",
      "Trooper Kane: mounted move through difficult ground",
    ]);
    const [move, check] = views(table);
    expect(lines(move!)).toEqual([`Trooper Kane: cards #${a!.serial}, #${b!.serial} show 4 + 3 = 7"`, 'May move 7".']);
    expect(check!.title).toBe("Trooper Kane: bog check of the mounted move");
    expect(lines(check!)).toEqual([`In the woods, card ${bog.serial}: bogged.`, 'The unit stops 3" into the woods.']);
    expect(table.lastMessage().record?.result.cards.map((c) => c.serial)).toEqual([bog.serial]);
  });

  it("NAP-6.1.2 Cpl. Lance gallops over a hedge: the Hussars check once for the unit; bogged, one figure is stuck just over it, stunned; Apply writes it", async () => {
    const table = new TableDouble();
    table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
    table.addFigure(LANCER, "Cpl. Lance", { states: MOUNTED() }, "nap.lance", PLAYER);
    table.addFigure(TROOPER, "Tpr. Bold", { states: MOUNTED() }, "nap.sword", PLAYER);
    table.addUnit(HUSSARS, "Hussars", [LANCER, TROOPER], {}, PLAYER);
    const moves = [
      pick("m1", (c) => c.serial === 1),
      pick("m2", (c) => c.serial === 2),
      pick("m3", (c) => c.serial === 3),
    ];
    const bog = pick("bogs regular", (c) => c.bog.regular, moves);
    const which = pick("randomizer", (c) => c.randomizer >= 1, [...moves, bog]);
    stack(table, [...moves, bog, which]);
    table.answers = [{ badGround: true }, { place: "linear-obstacle", endsJustOver: true }];
    expect(await press(table, "sprint", LANCER)).toBe("done");
    const [gallop, check] = views(table);
    expect(gallop!.summary).toContain("Cpl. Lance gallops");
    expect(lines(check!)[0]).toBe(`At the obstacle, card ${bog.serial}: bogged.`);
    expect(lines(check!)[1]).toMatch(/^(Cpl\. Lance|Tpr\. Bold) is stuck just over the obstacle, stunned\.$/);
    const stuck = table.lastMessage().record?.result.effects.find((e) => e.kind === "stun");
    expect(stuck).toMatchObject({ kind: "stun", unitId: HUSSARS, stunned: true });
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    const id = stuck && "figureId" in stuck ? stuck.figureId : null;
    expect(table.writes.at(-3)).toEqual({ kind: "updateWorldActors", ids: [docId(id ?? "")] });
  });

  it("NAP-6.1.2 OW-7.1b clear ground: the box unticked draws no bog card; a foot figure's move does not ask", async () => {
    const table = posseAndRaiders();
    table.addFigure(KANE, "Trooper Kane", { states: MOUNTED() }, "ow.revolver", PLAYER);
    expect(await press(table, "move", KANE)).toBe("done");
    expect(table.asked.map((q) => q.title)).toEqual(["Trooper Kane moves"]);
    expect(views(table)).toHaveLength(1);
    await press(table, "move", COLE);
    expect(table.asked.at(-1)?.fields.map((f) => f.name)).toEqual(["terrain"]);
  });
});
