/**
 * The checks drawn on the GM at the seam: CORE-10 reaction (NAP-5.6 a close order group checks
 * once) and OW-9.3f regaining control of a runaway wagon. One request through the REAL draw
 * coordinator: one deck write, one chat message carrying the engine's result (its Apply writes it).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { moraleResult } from "@rules/cards/read";
import { DEFAULT_OPTIONS } from "@rules/options";
import type { WagonState } from "@rules/old-west/wagons";
import { requestReaction, requestRegainControl } from "@foundry/actions/reaction/checks";
import { OTHER, PLAYER, TableDouble } from "../../doubles/table";

const COLE = "Actor.cole000000000001";
const DUNN = "Actor.dunn000000000001";
const POSSE = "Actor.posse00000000001";
const WAGON = "Actor.wagon00000000001";
const DRIVER = "Actor.driver0000000001";

const noDistance = () => null;
/** A card that passes a Reaction of 3 and shows OK for an Elite driver in cover (the deck holds one). */
const top = FRONTIER_DECK.cards.find((c) => c.reaction <= 3 && moraleResult(c, "elite", "cover") === "OK")!;

let table: TableDouble;

beforeEach(() => {
  table = new TableDouble();
  table.addFigure(COLE, "Pvt. Cole", { reaction: 4 }, "ow.rifle", PLAYER);
  table.addFigure(DUNN, "Cpl. Dunn", {}, "ow.rifle", PLAYER);
  table.addUnit(POSSE, "Posse", [COLE, DUNN], {}, PLAYER);
  table.stackDeck(PLAYER, [top.serial]);
});

/** The engine's result the message carries, read field by field. */
function resultOf(): { readonly [key: string]: unknown } {
  const record = table.lastMessage().record;
  if (!record) throw new Error("no record");
  return Object.fromEntries(Object.entries(record.result));
}

describe("reaction (CORE-10, NAP-5.6)", () => {
  it("CORE-10 the figure's reaction check: one card against his Reaction, one deck write, one message", async () => {
    await requestReaction(table.actionTable(PLAYER, noDistance), table.unit(POSSE), table.figure(COLE));
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "createMessage"]);
    const r = resultOf();
    expect(r.procedure).toBe("reaction");
    expect(r.figureId).toBe(COLE);
    expect(r.reaction).toBe(4);
    expect(r.card).toBe(top.reaction);
    expect(r.passed).toBe(true);
  });

  it("NAP-5.6 a unit in close order (Napoleonic) makes ONE check for its group, with the leader's Guts as Reaction", async () => {
    table.options = { ...DEFAULT_OPTIONS, era: "napoleonic" };
    // The world holds the Posse in close order (the GM reads the formation, not the request's copy).
    table.closeOrderUnits.add(POSSE);
    const posse = table.unit(POSSE);
    await requestReaction(table.actionTable(PLAYER, noDistance), posse, table.figure(DUNN));
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "createMessage"]);
    const r = resultOf();
    expect(r.procedure).toBe("closeOrderReaction");
    // Cole leads (Regular Guts: Reaction 3), whatever the button's figure.
    expect(r.group).toEqual({ passed: true, reaction: 3, by: "leader" });
    expect(r.reacting).toEqual([COLE, DUNN]);
  });

  it("CORE-10 another player's figure is refused on the GM before any card is drawn", async () => {
    table.stackDeck(OTHER, [top.serial]);
    await requestReaction(table.actionTable(OTHER, noDistance), table.unit(POSSE), table.figure(COLE));
    expect(table.writes).toEqual([]);
  });
});

describe("regain control (OW-9.3f)", () => {
  /** The stagecoach as the world holds it (the GM reads the wagon from its sheet): Jed (Elite) drives at a gallop. */
  function runaway(running = true): WagonState {
    table.addFigure(DRIVER, "Jed", { guts: "elite" }, null);
    table.addWagon(WAGON, "Stage", {
      kind: "stagecoach",
      driverId: DRIVER,
      team: { state: "ok", animals: 4 },
      runaway: running,
      ruleFlags: { pace: "gallop" },
    });
    const wagon = table.wagon(WAGON);
    if (!wagon) throw new Error("no wagon");
    return wagon;
  }

  it("OW-9.3f the driver draws one card: the morale result in his Guts column and the terrain; OK stops the runaway (Apply writes it)", async () => {
    table.own(PLAYER, WAGON);
    await requestRegainControl(table.actionTable(PLAYER, noDistance), runaway(), "cover", WAGON);
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "createMessage"]);
    const r = resultOf();
    expect(r.procedure).toBe("ow.regainControl");
    expect(r.result).toBe("OK");
    expect(r.regained).toBe(true);
    expect(r.effects).toEqual([{ kind: "flag", unitId: WAGON, figureId: null, flag: "runaway", value: false }]);
    // The message waits for its Apply button.
    expect(table.lastMessage().applied.done).toBe(false);
  });

  it("OW-9.3f a wagon that is not running away is refused before any request", async () => {
    const warned: string[] = [];
    const whole = table.actionTable(PLAYER, noDistance);
    const port = { ...whole, user: { ...whole.user, warn: (key: string) => void warned.push(key) } };
    await requestRegainControl(port, runaway(false), "open", WAGON);
    expect(warned).toEqual(["COMBAT_PATROL.Error.notRunaway"]);
    expect(table.writes).toEqual([]);
  });
});
