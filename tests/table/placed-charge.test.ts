/**
 * OW-6.1.2 / OW-6.1.2b / OW-6.1.3 / OW-6.1.4 placed charges at the table: the buttons on a
 * figure's sheet (prepareBundle, placeCharge, layFuse, setFuse, lightFuse, connectBlastingMachine,
 * pushPlunger, carriedDynamite) through the real action layer, the GM's draw service where a card
 * is drawn, the chat message as the player reads it, and every write (the charge's item, the
 * template drawn, the figure's counts). The breach of a wall or door: placed-charge-breach.test.ts.
 */
import { describe, expect, it } from "vitest";
import { carriersHurt } from "@foundry/actions/placed-charge/placed-charge-manifest";
import {
  apply,
  chargeActions,
  chat,
  COLE,
  docId,
  DUNN,
  FINCH,
  GM,
  HALE,
  lines,
  OTHER,
  pick,
  POSSE,
  press,
  stack,
  writeKinds,
  type TableDouble,
} from "./harness";
import { dynamiteScene } from "./scenes";

const scene = dynamiteScene;

const all = (table: TableDouble) => [...table.chargeItems.values()];

const view = (table: TableDouble) =>
  [chat(table).title, chat(table).summary, ...lines(chat(table)), ...chat(table).changes].join(" | ");

describe("placed charges (OW-6.1.2)", () => {
  it("OW-6.1.2 prepare a bundle: the item is created on Cole (prepared), one bundle leaves his count, ONE message, written at once (his own figure)", async () => {
    const table = scene();
    expect(await press(table, "prepareBundle", COLE)).toBe("done");
    expect(writeKinds(table)).toEqual(["createCharge", "updateWorldActors", "createMessage"]);
    expect(table.writes[0]).toEqual({ kind: "createCharge", holderId: COLE, stage: "prepared" });
    expect(table.writes[1]).toEqual({ kind: "updateWorldActors", ids: [docId(COLE)] });
    expect(table.figureSource(COLE).dynamite).toEqual({ sticks: 1, bundles: 1 });
    const [charge] = all(table);
    expect(charge?.charge.stage).toBe("prepared");
    expect(charge?.holderId).toBe(COLE);
    const text = view(table);
    expect(text).toContain("Pvt. Cole");
    expect(text).toContain("Dynamite bundle of Pvt. Cole is prepared.");
    expect(table.lastMessage().applied.done).toBe(true);
  });

  it("OW-6.1.2 no bundle carried: refused before anything is written", async () => {
    const table = scene();
    table.patchFigure(COLE, { dynamite: { sticks: 1, bundles: 0 } });
    expect(await press(table, "prepareBundle", COLE)).toBe("done");
    expect(table.writes).toEqual([]);
    expect(table.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.noDynamite"]);
  });

  it("OW-6.1.2 place the charge where Cole stands, lay fuse (a half-speed move: card drawn), set it, light it: the die rolled is written on the item", async () => {
    const table = scene();
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    const [placed] = all(table);
    expect(placed?.charge.stage).toBe("placed");
    expect(placed?.at).toEqual({ x: 0, y: 0 });
    expect(view(table)).toContain("is placed.");

    // Lay fuse: the move card (7") is drawn by the GM; half speed.
    const move = pick("move 7", (c) => c.move === 7);
    stack(table, [move]);
    const before = table.writes.length;
    expect(await press(table, "layFuse", COLE)).toBe("done");
    expect(table.writes.slice(before).map((w) => w.kind)).toEqual(["saveDecks", "createMessage", "updateCharge"]);
    expect(table.writes.at(-1)).toEqual({
      kind: "updateCharge",
      id: placed?.id,
      stage: "layingFuse",
      fuse: 1,
      die: null,
    });
    const laid = view(table);
    expect(laid).toContain("laying the fuse (1 activations so far)");
    expect(laid).toContain(`Card ${move.serial}`);

    // Cole walks on (the fuse end is where he stands when he sets it).
    table.tokenAt.set(COLE, { x: 3, y: 0 });
    await press(table, "setFuse", COLE);
    expect(all(table)[0]?.charge.stage).toBe("fuseSet");
    expect(all(table)[0]?.fuseEnd).toEqual({ x: 3, y: 0 });
    expect(view(table)).toContain("the fuse is laid (1 activations of fuse)");

    // Dunn, in contact with the fuse end, lights it: the die shows 4.
    table.tokenAt.set(DUNN, { x: 3.5, y: 0 });
    table.dice = [4];
    expect(await press(table, "lightFuse", DUNN)).toBe("done");
    expect(table.writes.at(-2)).toEqual({ kind: "updateCharge", id: placed?.id, stage: "lit", fuse: 1, die: 4 });
    expect(view(table)).toContain("goes off when an Activation Card shows 4");
  });

  it("OW-6.1.2 a figure away from the fuse end cannot light it: refused, nothing written", async () => {
    const table = scene();
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    stack(table, [pick("move", (c) => c.move === 7)]);
    await press(table, "layFuse", COLE);
    await press(table, "setFuse", COLE);
    const before = table.writes.length;
    table.dice = [4];
    expect(await press(table, "lightFuse", DUNN)).toBe("done");
    expect(table.writes.length).toBe(before);
    expect(table.warnings.map((w) => w.key)).toContain("COMBAT_PATROL.Error.notAdjacent");
  });
});

describe("blasting machine and the blast (OW-6.1.3, OW-6.1.4)", () => {
  it("OW-6.1.3 / OW-6.1.4 connect a blasting machine, push the plunger: the medium template is drawn on the charge, the GM resolves the figures under it; Apply writes the wounds", async () => {
    const table = scene();
    // The charge goes where Hale stands; Cole then steps back 10" to the machine.
    table.tokenAt.set(COLE, { x: 20, y: 1 });
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    // OW-6.1.3 the machine connects to a fuse: Cole lays one activation of it first.
    stack(table, [pick("move 7", (c) => c.move === 7)]);
    await press(table, "layFuse", COLE);
    table.tokenAt.set(COLE, { x: 20, y: 11 });
    await press(table, "connectBlastingMachine", COLE);
    expect(all(table)[0]?.charge.stage).toBe("wired");
    expect(all(table)[0]?.machineAt).toEqual({ x: 20, y: 11 });
    expect(view(table)).toContain("is wired to the blasting machine");

    const hit = pick("medium hit", (c) => c.burst.medium);
    stack(table, [hit]);
    const before = table.writes.length;
    expect(await press(table, "pushPlunger", COLE)).toBe("done");
    expect(table.writes.slice(before).map((w) => w.kind)).toEqual([
      "updateCharge",
      "createMessage",
      "drawTemplate",
      "saveDecks",
      "createMessage",
    ]);
    expect(table.writes[before + 2]).toEqual({ kind: "drawTemplate", size: "medium", at: { x: 20, y: 1 } });
    expect(all(table)[0]?.charge.stage).toBe("exploded");
    const blast = view(table);
    expect(blast).toContain("Sgt. Hale");
    expect(blast).not.toContain("Red Finch");
    expect(lines(chat(table)).join(" ")).not.toContain("Pvt. Cole");
    expect(chat(table).title).toBe("Dynamite bundle of Pvt. Cole goes off: one figure under the template");
    expect(table.lastMessage().applied.done).toBe(false);
    const answer = await apply(table, GM);
    expect(answer.ok).toBe(true);
  });

  it('OW-6.1.3 only a figure at the machine can push the plunger: Dunn 10" away is refused', async () => {
    const table = scene();
    await press(table, "prepareBundle", COLE);
    await press(table, "placeCharge", COLE);
    stack(table, [pick("move 7", (c) => c.move === 7)]);
    await press(table, "layFuse", COLE);
    await press(table, "connectBlastingMachine", COLE);
    const before = table.writes.length;
    expect(await press(table, "pushPlunger", DUNN)).toBe("done");
    expect(table.writes.length).toBe(before);
    expect(table.warnings.map((w) => w.key)).toContain("COMBAT_PATROL.Error.notAdjacent");
  });

  it("OW-6.1.4 Cole hit carrying dynamite: a small burst sets it off on him (medium template on his token), his counts go to 0 (the message's effects)", async () => {
    const table = scene();
    const boom = pick("small burst", (c) => c.burst.small);
    const victim = pick("medium hit", (c) => c.burst.medium, [boom]);
    stack(table, [boom, victim, pick("medium hit", (c) => c.burst.medium, [boom, victim])]);
    table.tokenAt.set(DUNN, { x: 1, y: 0 });
    expect(await press(table, "carriedDynamite", COLE)).toBe("done");
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage", "drawTemplate", "saveDecks", "createMessage"]);
    expect(table.writes[2]).toEqual({ kind: "drawTemplate", size: "medium", at: { x: 0, y: 0 } });
    const first = [...table.messages.values()][0]?.record;
    expect(first?.result.procedure).toBe("ow.carriedDynamite");
    // Both kinds the sheet keeps go to 0 (the dynamite he carried went off).
    expect(first?.result.effects).toEqual([
      { kind: "flag", unitId: POSSE, figureId: COLE, flag: "dynamiteSticks", value: 0 },
      { kind: "flag", unitId: POSSE, figureId: COLE, flag: "dynamiteBundles", value: 0 },
    ]);
    const text = view(table);
    expect(text).toContain("Pvt. Cole");
    expect(text).toContain("Cpl. Dunn");
    expect(text).not.toContain("Sgt. Hale");
  });

  it("OW-6.1.4 no small burst: the dynamite holds, no template, nothing else", async () => {
    const table = scene();
    stack(table, [pick("no small burst", (c) => !c.burst.small)]);
    await press(table, "carriedDynamite", COLE);
    expect(writeKinds(table)).toEqual(["saveDecks", "createMessage"]);
    expect(view(table)).toContain("shows no small burst, his dynamite holds");
    expect(table.figureSource(COLE).dynamite).toEqual({ sticks: 1, bundles: 2 });
  });
});

describe("another player's figure (OW-6.1.2)", () => {
  it("OW-6.1.2 another player's figure: the buttons are refused (notYourPiece)", async () => {
    const table = scene();
    expect(await press(table, "prepareBundle", COLE, { user: OTHER })).toBe("refused");
    expect(table.writes).toEqual([]);
  });
});

describe("the sheet's charge buttons (OW-6.1.2, OW-6.1.3)", () => {
  it("OW-6.1.2 / OW-6.1.3 each fuse state offers its next steps, each once, in order", () => {
    expect(chargeActions([])).toEqual([]);
    expect(chargeActions(["carried", "exploded", "lit"])).toEqual([]);
    expect(chargeActions(["prepared"])).toEqual(["placeCharge"]);
    expect(chargeActions(["laying", "placed"])).toEqual(["layFuse", "setFuse", "connectBlastingMachine"]);
    expect(chargeActions(["set", "connected"])).toEqual(["lightFuse", "connectBlastingMachine", "pushPlunger"]);
  });
});

describe("a hurt carrier is offered the check (OW-6.1.4)", () => {
  it("OW-6.1.4 the Posse's volley wounds Red Finch, who carries a stick: the card offers his check; he draws it (no small burst: it holds)", async () => {
    const table = scene();
    table.patchFigure(FINCH, { dynamite: { sticks: 1, bundles: 0 } });
    table.targets = [HALE];
    expect(await press(table, "fire", POSSE, { distance: () => 12 })).toBe("done");
    const record = table.lastMessage().record;
    if (!record) throw new Error("no record");
    const carried = (id: string) => {
      const s = table.figureSource(id).dynamite;
      return s.sticks + s.bundles;
    };
    // Finch is wounded and carries dynamite; Cole carries some but is not hurt.
    expect(carriersHurt(record, carried)).toEqual([FINCH]);
    table.stackDeck(OTHER, [pick("no small burst", (c) => !c.burst.small).serial]);
    expect(await press(table, "carriedDynamite", FINCH, { user: OTHER })).toBe("done");
    expect(view(table)).toContain("Red Finch was hit carrying dynamite");
  });
});
