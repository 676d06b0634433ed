/**
 * NAP-7.3 / NAP-7.1 / CORE-3 the GM's client reads Fire gun and Move gun from the world: the gun
 * and its crew as the gun's sheet holds them, the figures the round may strike as their sheets
 * hold them and where their tokens stand, the unit the Activation Card named, one shot and one
 * move in an activation. The button pressed as a player; what his client sends is altered on its
 * way to the GM (as a tampering client would); the refusal is one line and nothing is written.
 */
import { describe, expect, it, vi } from "vitest";
import { activate, apply, applyWrites, docId, HALE, RAIDERS, press, stack } from "./harness";
import { GUN, battery, card, gun, text } from "./artillery-battery";
import { withPieceCopies } from "../doubles/piece-copies";

type Json = Record<string, unknown>;
type Table = ReturnType<typeof battery>;

/** The player's client alters its request before the GM's client reads it. */
function tamper(table: Table, alter: (input: Json) => Json): void {
  const draw = table.coordinator.draw.bind(table.coordinator);
  vi.spyOn(table.coordinator, "draw").mockImplementation((query) =>
    draw({ ...query, input: alter(structuredClone(withPieceCopies(table, query)).input as Json) }),
  );
}

/** CORE-3 the gun activated on card 3 of turn 1: the combat's flag and the Activation Deck agree. */
function activated(table: Table, cardId = "3#1"): Table {
  activate(table, [GUN], cardId);
  table.activation = { state: { ...table.activation.state, drawn: [cardId], turn: 1 }, audit: null };
  return table;
}

/** The loaded twelve-pounder, activated, its first shot's cards stacked (artillery.test.ts's first case). */
function loaded(): Table {
  const table = activated(battery());
  stack(table, [card(1), card(5), card(8)]);
  return table;
}

const refusal = (table: Table) => table.warnings.map((w) => w.text);
const laying = (input: Json) => input.laying as Json & { unit: Json & { figures: Json[] } };
const targets = (input: Json) => input.targets as (Json & { figure: Json; token: Json & { at: Json } })[];

describe("NAP-7.3 the GM reads the gun and its crew from the gun's sheet", () => {
  it("NAP-7.3 the honest shot of an activated gun is drawn and applied as before: Hale out, the gun to reload", async () => {
    const table = loaded();
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)).toEqual([]);
    expect(text(table)).toContain("Sgt. Hale: incapacitated");
    expect(await apply(table)).toMatchObject({ ok: true });
    expect(table.writes.slice(2)).toEqual(applyWrites(table, [docId(HALE), docId(RAIDERS), docId(GUN)]));
    expect(table.figureSource(HALE).states.incapacitated).toBe(true);
    expect([gun(table).outOfAmmo, gun(table).round]).toEqual([1, "none"]);
  });

  it("NAP-7.3 a crewman's Accuracy raised on the player's client is refused: nothing drawn or written", async () => {
    const table = loaded();
    tamper(table, (input) => {
      laying(input).unit.figures[0]!.accuracy = "elite";
      return input;
    });
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)[0]).toMatch(/^Twelve-pounder is not as the table shows/);
    expect(table.writes).toEqual([]);
  });

  it("NAP-7.3 a crew Accuracy (the gun's grade) raised, or another round than the one loaded, is refused", async () => {
    for (const alter of [
      (input: Json) => ({ ...input, laying: { ...laying(input), crewAccuracy: "elite" } }),
      (input: Json) => ({ ...input, round: "canister" }),
    ]) {
      const table = loaded();
      tamper(table, alter);
      expect(await press(table, "fireGun", GUN)).toBe("done");
      expect(refusal(table)).toEqual([
        "Twelve-pounder is not as the table shows (the sheet changed while the dialog was open?). Open the action again; nothing was drawn.",
      ]);
      expect(table.writes).toEqual([]);
    }
  });
});

describe("NAP-7.3 the GM reads the figures the round may strike from their sheets and the map", () => {
  it("NAP-7.3 the target's Endurance lowered on the player's client is refused", async () => {
    const table = loaded();
    tamper(table, (input) => {
      targets(input)[0]!.figure.endurance = 1;
      return input;
    });
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)[0]).toMatch(/^Sgt\. Hale is not as the table shows/);
    expect(table.writes).toEqual([]);
  });

  it('NAP-7.3 a wrong range: the gun claimed 10" nearer the Raiders than its token stands is refused', async () => {
    const table = loaded();
    tamper(table, (input) => ({ ...input, laying: { ...laying(input), gunAt: { x: 10, y: 0 } } }));
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)).toEqual([
      "Twelve-pounder does not stand on the map where the request places it (a token moved while the dialog was open?). Open the action again; nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-7.3 a wrong range: Hale claimed out of the ball's path, or left out of the request, is refused", async () => {
    const moved = loaded();
    tamper(moved, (input) => {
      targets(input)[0]!.token.at = { x: 30, y: 12 };
      return input;
    });
    expect(await press(moved, "fireGun", GUN)).toBe("done");
    expect(refusal(moved)[0]).toMatch(/^Sgt\. Hale does not stand on the map where the request places it/);
    const left = loaded();
    tamper(left, (input) => ({ ...input, targets: targets(input).filter((t) => t.figure.id !== HALE) }));
    expect(await press(left, "fireGun", GUN)).toBe("done");
    expect(refusal(left)).toEqual([
      "Sgt. Hale stands where the round may strike but the request leaves them out. Open the action again; nothing was drawn.",
    ]);
    expect([...moved.writes, ...left.writes]).toEqual([]);
  });

  it("NAP-7.3 Finch named twice is refused: each figure is struck once", async () => {
    const table = loaded();
    tamper(table, (input) => ({ ...input, targets: [...targets(input), targets(input)[1]!] }));
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)).toEqual([
      "Red Finch is named twice in one request: each piece acts once. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });
});

describe("CORE-3 the gun fires only when activated, once in an activation", () => {
  it("CORE-3 the gun is refused while only the Raiders are activated", async () => {
    const table = loaded();
    activate(table, [RAIDERS]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)).toEqual([
      "Twelve-pounder is not activated now: only the units the last Activation Card named may act. Nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("NAP-7.3 a shot claimed on another Activation Card than the one in play is refused", async () => {
    const table = loaded();
    tamper(table, (input) => ({ ...input, laying: { ...laying(input), activation: "1:9#1" } }));
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)).toEqual([
      "Twelve-pounder: the request names another Activation Card than the one in play. Open the action again; nothing was drawn.",
    ]);
    expect(table.writes).toEqual([]);
  });

  it("CORE-3 a second shot of the gun in one activation is refused; in the next activation it is drawn", async () => {
    const table = loaded();
    expect(await press(table, "fireGun", GUN)).toBe("done");
    const messages = table.messages.size;
    stack(table, [card(1), card(5), card(8)]);
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)).toEqual(["Twelve-pounder has already fired in this activation. Nothing was drawn."]);
    expect(table.messages.size).toBe(messages);
    activated(table, "5#1");
    table.warnings.length = 0;
    expect(await press(table, "fireGun", GUN)).toBe("done");
    expect(refusal(table)).toEqual([]);
    expect(table.messages.size).toBe(messages + 1);
  });
});

describe("NAP-7.1 / CORE-3 the GM reads Move gun from the gun's sheet and the activation", () => {
  it("NAP-7.1 the honest move of an activated limbered gun is drawn: two cards on a road", async () => {
    const table = activated(battery({ limbered: true }));
    table.answers = [{ terrain: "road" }];
    stack(table, [card(1), card(2)]);
    expect(await press(table, "moveGun", GUN)).toBe("done");
    expect(refusal(table)).toEqual([]);
    expect(text(table)).toContain('The gun may move 7".');
  });

  it("NAP-7.1 an unlimbered gun claimed limbered (a whole card's move, not a quarter) is refused", async () => {
    const table = activated(battery());
    tamper(table, (input) => ({ ...input, move: { ...(input.move as Json), limbered: true } }));
    expect(await press(table, "moveGun", GUN)).toBe("done");
    expect(refusal(table)[0]).toMatch(/^Twelve-pounder is not as the table shows/);
    expect(table.writes).toEqual([]);
  });

  it("CORE-3 Move gun is refused out of the gun's activation, and a second move in one activation", async () => {
    const out = battery();
    activate(out, [RAIDERS]);
    expect(await press(out, "moveGun", GUN)).toBe("done");
    expect(refusal(out)[0]).toMatch(/^Twelve-pounder is not activated now/);
    expect(out.writes).toEqual([]);
    const twice = activated(battery());
    stack(twice, [card(1), card(2)]);
    expect(await press(twice, "moveGun", GUN)).toBe("done");
    expect(refusal(twice)).toEqual([]);
    expect(twice.messages.size).toBe(1);
    expect(await press(twice, "moveGun", GUN)).toBe("done");
    expect(refusal(twice)).toEqual(["Twelve-pounder has already moved in this activation. Nothing was drawn."]);
    expect(twice.messages.size).toBe(1);
  });
});

describe("NAP-7.1 / NAP-7.2 / CORE-3 the GM computes Limber, Unlimber and Load from the gun's sheet", () => {
  it("NAP-7.2 the honest load of an activated gun is computed by the GM and applied at once: one marker off, canister", async () => {
    const table = activated(battery({ round: "none", outOfAmmo: 2 }));
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.answers = [{ round: "canister" }];
    expect(await press(table, "load", GUN)).toBe("done");
    expect(refusal(table)).toEqual([]);
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "saveDecks", "createMessage"]);
    expect([gun(table).outOfAmmo, gun(table).round]).toEqual([1, "canister"]);
  });

  it("NAP-7.2 the gun's Out of Ammunition markers lowered on the player's client (one load from ready) is refused: nothing written", async () => {
    const table = activated(battery({ round: "none", outOfAmmo: 2 }));
    table.answers = [{ round: "canister" }];
    tamper(table, (input) => {
      const unit = input.unit as Json & { flags: Json };
      return { ...input, unit: { ...unit, flags: { ...unit.flags, outOfAmmo: 1 } } };
    });
    expect(await press(table, "load", GUN)).toBe("done");
    expect(refusal(table)[0]).toMatch(/^Twelve-pounder is not as the table shows/);
    expect(table.writes).toEqual([]);
    expect(gun(table).outOfAmmo).toBe(2);
  });

  it("CORE-3 Load is refused out of the gun's activation, and a second load in one activation", async () => {
    const out = battery({ round: "none", outOfAmmo: 2 });
    activate(out, [RAIDERS]);
    out.answers = [{ round: "canister" }];
    expect(await press(out, "load", GUN)).toBe("done");
    expect(refusal(out)[0]).toMatch(/^Twelve-pounder is not activated now/);
    expect(out.writes).toEqual([]);
    const twice = activated(battery({ round: "none", outOfAmmo: 2 }));
    twice.gmConfirms = false;
    twice.answers = [{ round: "canister" }, { round: "canister" }];
    expect(await press(twice, "load", GUN)).toBe("done");
    expect(await press(twice, "load", GUN)).toBe("done");
    expect(refusal(twice)).toEqual(["Twelve-pounder has already acted in this activation. Nothing was drawn."]);
    expect(gun(twice).outOfAmmo).toBe(1);
  });

  it("NAP-7.1 Unlimber with a gunner's Guts raised on the player's client is refused; the honest one unlimbers", async () => {
    const tampered = activated(battery({ limbered: true }));
    tamper(tampered, (input) => {
      const unit = input.unit as Json & { figures: Json[] };
      unit.figures[1]!.guts = "elite";
      return input;
    });
    expect(await press(tampered, "unlimber", GUN)).toBe("done");
    expect(refusal(tampered)[0]).toMatch(/^Twelve-pounder is not as the table shows/);
    expect(tampered.writes).toEqual([]);
    const honest = activated(battery({ limbered: true }));
    honest.gmConfirms = false;
    expect(await press(honest, "unlimber", GUN)).toBe("done");
    expect(refusal(honest)).toEqual([]);
    expect([gun(honest).limbered, gun(honest).outOfAmmo]).toEqual([false, 1]);
  });
});
