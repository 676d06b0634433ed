/**
 * A full turn played through the adapters with doubles: command dice rolled, an Activation Card
 * drawn through the REAL draw coordinator, the activated unit fires (one request, one chat
 * message showing the card section read and the result), the target's owner applies it once,
 * End of Turn recalls the decks and rolls the dice again. Every server write is counted.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { roundBase, type Figure } from "@rules/geometry";
import { fireState, resolveFireState } from "@foundry/actions/fire/fire";
import { ApplyCoordinator } from "@foundry/kernel/result-apply";
import { resultView } from "@foundry/chat/view";
import {
  drawNextCard,
  rollsCommandDie,
  secondActivation,
  startTurn,
  swapCandidates,
  swapDice,
  type CurrentActivation,
  type LitFuse,
  type TurnPorts,
} from "@foundry/combat/turn";
import { herdOfUnit } from "@foundry/combat/old-west-turn";
import { herdState } from "@foundry/data/derive";
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { fusesExplodeData } from "@foundry/combat/fuses";
import { DEFAULTS, type HerdSource } from "@foundry/data/sources";
import type { UnitState } from "@rules/model";
import { unitGroupView } from "@foundry/combat/tracker-view";
import { format } from "../../doubles/format";
import { GM, OTHER, PLAYER, TableDouble } from "../../doubles/table";

const COLE = "Actor.cole000000000001";
const POSSE = "Actor.posse00000000001";
const HALE = "Actor.hale000000000001";
const FINCH = "Actor.finch00000000001";
const RAIDERS = "Actor.raiders000000001";
const SQUAD = "Actor.squad00000000001";
const SGT = "Actor.sarge00000000001";

let table: TableDouble;
let dice: number[];
let activation: CurrentActivation | null;
let rolled: number[];
/** Herds on the table (herd actors in the table double), lit fuses, and what the turn asked of the table. */
let herdIds: string[];
let fuses: LitFuse[];
let calls: string[];

function herdUnit(id: string): UnitState {
  const entry = table.actors.get(id);
  if (!entry || entry.snapshot.type !== "herd") throw new Error(`no herd ${id}`);
  return herdState(id, entry.name, entry.snapshot.system);
}
function addHerd(id: string, name: string, over: Partial<HerdSource>): void {
  table.actors.set(id, { name, snapshot: { type: "herd", system: { ...DEFAULTS.herd(), ...over } }, weaponId: null });
  herdIds.push(id);
}

function ports(): TurnPorts {
  return table.turnPorts({
    units: () => [table.unit(POSSE), table.unit(RAIDERS), table.unit(SQUAD), ...herdIds.map(herdUnit)],
    fuses: () => fuses,
    recordFuseDice: async (rolls) => void calls.push(`fuseDice ${rolls.map((r) => `${r.id}=${r.value}`).join(",")}`),
    fusesExplode: async (going, number) => void calls.push(`explode ${going.map((f) => f.id).join(",")} on ${number}`),
    stampedes: async () => void calls.push("stampedes"),
    rollDice: async (count) => {
      rolled.push(count);
      return { values: dice.splice(0, count), roll: { formula: `${count}d6` } };
    },
    heroActivations: async () => [],
    setActivation: async (a) => {
      activation = a;
    },
  });
}

beforeEach(() => {
  table = new TableDouble(["3#1", "end#1"]);
  table.addFigure(COLE, "Pvt. Cole", { leader: { rank: "squad", trained: true } }, "ow.rifle", PLAYER);
  table.addUnit(POSSE, "Posse", [COLE], {}, PLAYER);
  table.addFigure(SGT, "Sgt. Ames", { leader: { rank: "team", trained: true } }, "ow.rifle", PLAYER);
  table.addUnit(SQUAD, "Ames's team", [SGT], { commanderId: POSSE }, PLAYER);
  table.addFigure(HALE, "Sgt. Hale", { leader: { rank: "team", trained: true } }, "ow.revolver", OTHER);
  table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", OTHER);
  table.addUnit(RAIDERS, "Raiders", [HALE, FINCH], {}, OTHER);
  table.stackDeck(PLAYER, [27, 12]);
  dice = [3, 5, 3, 6, 2, 4];
  rolled = [];
  activation = null;
  herdIds = [];
  fuses = [];
  calls = [];
});

describe("a turn on the Combat, through the adapters", () => {
  it("CORE-3 / CORE-5 / CORE-1 dice, an Activation Card, a volley, one apply, End of Turn", async () => {
    // Turn start: one d6 per unit with its leader present, written in one batch, one message with the roll.
    await startTurn(ports(), 1);
    expect(rolled).toEqual([3]);
    expect([
      table.unitSource(POSSE).commandDie,
      table.unitSource(RAIDERS).commandDie,
      table.unitSource(SQUAD).commandDie,
    ]).toEqual([3, 5, 3]);
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "createMessage"]);
    expect(table.lastMessage().rolls).toBe(1);
    expect(resultView(table.lastMessage().record!, format).badges.map((b) => `${b.label} ${b.value}`)).toEqual([
      "Posse 3",
      "Raiders 5",
      "Ames's team 3",
    ]);

    // The Activation Card "3": the Posse and Ames's team activate (one deck write, one actor batch, one message).
    table.writes.length = 0;
    const card = await drawNextCard(ports());
    expect(card?.number).toBe(3);
    expect(card?.activations.map((a) => a.unitId)).toEqual([POSSE, SQUAD]);
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "updateWorldActors", "createMessage"]);
    expect(activation).toMatchObject({ card: "3#1", number: 3, units: [POSSE, SQUAD] });
    expect(unitGroupView(table.unit(POSSE), activation)).toMatchObject({ die: 3, acted: true, activated: true });
    expect(unitGroupView(table.unit(RAIDERS), activation)).toMatchObject({ die: 5, acted: false, activated: false });

    // The Posse fires: ONE request to the draw service, one deck write, one chat message.
    table.writes.length = 0;
    const distance = (a: string, b: string) => (a === COLE ? (b === HALE ? 18 : 19) : null);
    const state = fireState(table.unit(POSSE), table.unit(RAIDERS), [], table.actionTable(PLAYER, distance));
    const fired = await resolveFireState(state, table.actionTable(PLAYER, distance));
    expect(fired?.ok).toBe(true);
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "createMessage"]);
    const message = table.lastMessage();
    const view = resultView(message.record!, format);
    expect(view.cards.map((c) => [c.serial, c.sections.filter((s) => s.read).map((s) => s.section)])).toEqual([
      [27, ["hit"]],
      [12, ["randomizer", "location", "damage", "cover"]],
    ]);
    expect(view.lines[0]!.text).toBe(
      "Pvt. Cole: needs 3 holes, card 27 shows 3: hit — randomizer 2: Red Finch, arm, wounded (1 of 2 wounds)",
    );

    // The GM confirms it: the target is updated ONCE; a second apply is refused.
    table.writes.length = 0;
    const apply = new ApplyCoordinator(table.applyPorts());
    expect(await apply.apply({ messageId: message.id, requesterId: GM })).toMatchObject({ ok: true, writes: 1 });
    expect(await apply.apply({ messageId: message.id, requesterId: GM })).toMatchObject({
      ok: false,
      key: "COMBAT_PATROL.Error.alreadyApplied",
    });
    expect(table.writes.filter((w) => w.kind === "updateWorldActors")).toHaveLength(1);
    expect(table.figureSource(FINCH).wounds).toBe(1);
    expect(table.unitSource(RAIDERS).moraleMarkers).toBe(1);

    // End of Turn: the card clears dice and acted marks, the decks are recalled (reshuffle), dice rolled again.
    table.writes.length = 0;
    const end = await drawNextCard(ports());
    expect(end?.endOfTurn).toBe(true);
    expect(end?.reshuffleActionDecks).toBe(true);
    const saves = table.writes.filter((w) => w.kind === "saveDecks");
    // The End of Turn card's draw, then ONE write for every deck (Activation Deck + the player's Action Deck).
    expect(saves).toEqual([
      { kind: "saveDecks", decks: 1 },
      { kind: "saveDecks", decks: 2 },
    ]);
    expect(table.actionDecks.get(PLAYER)!.state.drawn).toEqual([]);
    expect(table.actionDecks.get(PLAYER)!.state.drawPile).toHaveLength(50);
    expect(table.activation.state.turn).toBe(2);
    expect(rolled).toEqual([3, 3]);
    expect([
      table.unitSource(POSSE).commandDie,
      table.unitSource(RAIDERS).commandDie,
      table.unitSource(SQUAD).commandDie,
    ]).toEqual([6, 2, 4]);
    expect([table.unitSource(POSSE).acted, table.unitSource(SQUAD).acted]).toEqual([false, false]);
    expect(activation).toBeNull();
  });

  it("CORE-5.2 an Activation Card clears 'moved' on the units it activates (same batch), not on the others", async () => {
    table.figureSource(COLE).ruleFlags = { moved: true };
    table.figureSource(HALE).ruleFlags = { moved: true };
    await startTurn(ports(), 1);
    table.writes.length = 0;
    const card = await drawNextCard(ports());
    expect(card?.activations.map((a) => a.unitId)).toEqual([POSSE, SQUAD]);
    expect(table.writes.map((w) => w.kind)).toEqual(["saveDecks", "updateWorldActors", "createMessage"]);
    expect(table.figureSource(COLE).ruleFlags).toEqual({ moved: false });
    expect(table.figureSource(HALE).ruleFlags).toEqual({ moved: true });
  });

  it("OW-9.2.3 / OW-9.2.7 a herded herd activates with its herders, a stampeding herd on every card; the stampedes move after each card but End of Turn", async () => {
    const CATTLE = "Actor.cattle0000000001";
    const BISON = "Actor.bison00000000001";
    addHerd(CATTLE, "Cattle", { species: "cattle", herdedBy: POSSE, animals: 6 });
    addHerd(BISON, "Bison", { species: "bison", stampede: { active: true, clock: 4 }, animals: 5 });
    expect(herdOfUnit(herdUnit(CATTLE))).toMatchObject({ species: "ow.cattle", herdedBy: POSSE, stampeding: false });
    expect(herdOfUnit(herdUnit(BISON))).toMatchObject({ species: "ow.bison", stampeding: true, stampedeClock: 4 });
    dice = [3, 5, 3, 6, 2, 4, 1, 2];
    // The herded cattle roll no die (OW-9.2.3); the stampeding bison do.
    await startTurn(ports(), 1);
    expect(rolled).toEqual([4]);
    calls.length = 0;
    const card = await drawNextCard(ports());
    expect(card?.activations.map((a) => [a.unitId, a.reason])).toEqual([
      [POSSE, "number"],
      [SQUAD, "number"],
      [CATTLE, "supplement"],
      [BISON, "supplement"],
    ]);
    expect(activation?.units).toEqual([POSSE, SQUAD, CATTLE, BISON]);
    expect(table.actors.get(CATTLE)!.snapshot.system).toMatchObject({ acted: true });
    expect(calls).toEqual(["stampedes"]);
    calls.length = 0;
    const end = await drawNextCard(ports());
    expect(end?.endOfTurn).toBe(true);
    expect(end?.activations).toEqual([]);
    // End of Turn: no stampede move; the stampede ends and the bison are stunned (OW-9.2.7).
    expect(calls).toEqual([]);
    expect(table.actors.get(BISON)!.snapshot.system).toMatchObject({ stampede: { active: false }, stunned: true });
  });

  it("OW-6.1.2 a lit fuse rolls a command die at turn start (written on its charge) and goes off when an Activation Card matches it", async () => {
    fuses = [{ id: "Actor.cole000000000001.Item.bundle0000000001", name: "Bundle (Pvt. Cole)", die: null }];
    await startTurn(ports(), 1);
    // Three units with leaders, then the fuse: dice 3, 5, 3 and 6.
    expect(rolled).toEqual([4]);
    expect(calls).toEqual(["fuseDice Actor.cole000000000001.Item.bundle0000000001=6"]);
    const shown = resultView(table.lastMessage().record!, format).badges.map((b) => `${b.label} ${b.value}`);
    expect(shown).toContain("Bundle (Pvt. Cole) 6");
    calls.length = 0;
    fuses = [{ ...fuses[0]!, die: 3 }];
    const card = await drawNextCard(ports());
    expect(card?.number).toBe(3);
    expect(calls).toEqual(["explode Actor.cole000000000001.Item.bundle0000000001 on 3", "stampedes"]);
    // The engine decided (chargesCardHook): its result is on the activation chat card.
    expect(card?.supplements.map((r) => r.procedure)).toEqual(["ow.charge"]);
    expect(resultView(table.lastMessage().record!, format).lines.map((l) => l.text)).toContain(
      "Charge Bundle (Pvt. Cole) explodes!",
    );
  });

  it("OW-6.1.2 a lit fuse whose die does not match waits: nothing explodes, no supplement", async () => {
    fuses = [{ id: "Item.stick00000000001", name: "Stick", die: 5 }];
    await startTurn(ports(), 1);
    fuses = [{ ...fuses[0]!, die: 5 }];
    calls.length = 0;
    const card = await drawNextCard(ports());
    expect(card?.number).toBe(3);
    expect(card?.supplements).toEqual([]);
    expect(calls).toEqual(["stampedes"]);
  });

  it("OW-6.1.2 the chat prompt offers each exploded charge's blast with its own template", () => {
    const data = fusesExplodeData(
      [
        { id: "Item.a", name: "Bundle <Cole>", die: 3, template: "medium" },
        { id: "Item.b", name: "Stick", die: 3, template: "small" },
      ],
      3,
      (key, data) => `${key}${data ? JSON.stringify(data) : ""}`,
    );
    // The charges-explode card's template (canvas/charge-blast-card.ts), every value printed escaped.
    const html = Handlebars.create().compile(readFileSync("templates/chat/charges-explode.hbs", "utf8"))(data);
    expect(html).toContain('data-action="placeBlast" data-size="medium" data-charge="Item.a"');
    expect(html).toContain('data-action="placeBlast" data-size="small" data-charge="Item.b"');
    expect(html).toContain("Bundle &lt;Cole&gt;");
    expect(html).not.toContain("<Cole>");
    expect(html.match(/class="cp-blast-offer"/g)).toHaveLength(2);
  });

  it("OW-6.1.2 the explode line agrees with the count: one charge explodes, two charges explode", () => {
    const one = { id: "Item.a", name: "Bundle", die: 3, template: "medium" } as const;
    const two = { id: "Item.b", name: "Stick", die: 3, template: "small" } as const;
    expect(fusesExplodeData([one], 3, format).text).toBe(
      "The fuse of Bundle burns down: its command die matches the Activation Card 3. The charge explodes: place its blast.",
    );
    expect(fusesExplodeData([one, two], 3, format).text).toBe(
      "The fuses of Bundle, Stick burn down: their command die matches the Activation Card 3. The charges explode: place their blasts.",
    );
  });

  it("CORE-3 / NAP-4 Elite: a unit activating twice ends its first activation (endActivation) before the second, in one batch and one message", async () => {
    table = new TableDouble(["elite#1", "3#1", "end#1"]);
    table.addFigure(COLE, "Pvt. Cole", { leader: { rank: "squad", trained: true } }, "ow.rifle", PLAYER);
    table.addUnit(POSSE, "Posse", [COLE], { grade: "elite" }, PLAYER);
    table.addFigure(SGT, "Sgt. Ames", { leader: { rank: "team", trained: true } }, "ow.rifle", PLAYER);
    table.addUnit(SQUAD, "Ames's team", [SGT], { commanderId: POSSE }, PLAYER);
    table.addFigure(HALE, "Sgt. Hale", { leader: { rank: "team", trained: true } }, "ow.revolver", OTHER);
    table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", OTHER);
    table.addUnit(RAIDERS, "Raiders", [HALE, FINCH], {}, OTHER);
    await startTurn(ports(), 1);
    await drawNextCard(ports());
    const card = await drawNextCard(ports());
    expect(card?.activations.map((a) => [a.unitId, a.count])).toEqual([
      [POSSE, 2],
      [SQUAD, 1],
    ]);
    expect(activation?.again).toEqual([POSSE]);
    // During the first activation the leader removed markers (NAP-4) and Cole moved (CORE-5.2).
    table.unitSource(POSSE).ruleFlags = { leaderRemovedMarkers: true };
    table.figureSource(COLE).ruleFlags = { moved: true };
    // A unit with one activation has no second one: nothing written.
    table.writes.length = 0;
    expect(await secondActivation(ports(), activation, SQUAD)).toBeNull();
    expect(table.writes).toEqual([]);

    const next = await secondActivation(ports(), activation, POSSE);
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "createMessage"]);
    expect(table.unitSource(POSSE).ruleFlags).toEqual({ leaderRemovedMarkers: null });
    expect(table.figureSource(COLE).ruleFlags).toEqual({ moved: false });
    expect(table.lastMessage().record?.result.procedure).toBe("endActivation");
    expect(next?.again).toEqual([]);
    expect(activation).toMatchObject({ units: [POSSE, SQUAD], again: [] });
    // Only once.
    table.writes.length = 0;
    expect(await secondActivation(ports(), activation, POSSE)).toBeNull();
    expect(table.writes).toEqual([]);
  });

  it("CORE-3 a unit without its leader does not roll; a lone hero does", () => {
    const leaderless = { ...table.unit(RAIDERS), leaderId: null };
    expect(rollsCommandDie(leaderless)).toBe(false);
    const hero = { ...leaderless, figures: [{ ...table.figure(FINCH), hero: true }] };
    expect(rollsCommandDie(hero)).toBe(true);
    expect(rollsCommandDie({ ...table.unit(RAIDERS), kind: "herd", flags: { herdedBy: POSSE } })).toBe(false);
  });
});

describe("CORE-11 giving a die", () => {
  const at =
    (positions: Record<string, number>) =>
    (unit: { id: string; leaderId: string | null }): Figure | null => {
      const x = positions[unit.id];
      return x === undefined || !unit.leaderId ? null : { id: unit.leaderId, at: { x, y: 0 }, base: roundBase(1) };
    };

  it("CORE-11 only subordinates in the command radius that have not acted are offered; the swap is one batch", async () => {
    await startTurn(ports(), 1);
    const units = [table.unit(POSSE), table.unit(RAIDERS), table.unit(SQUAD)];
    // Squad radius 24" (trained): Ames's team 20" away (edge to edge 19") is offered; the Raiders are not subordinates.
    expect(
      swapCandidates(units[0]!, units, 3, at({ [POSSE]: 0, [SQUAD]: 20, [RAIDERS]: 5 }), table.options).map(
        (u) => u.name,
      ),
    ).toEqual(["Ames's team"]);
    expect(swapCandidates(units[0]!, units, 3, at({ [POSSE]: 0, [SQUAD]: 30, [RAIDERS]: 5 }), table.options)).toEqual(
      [],
    );
    table.writes.length = 0;
    const result = await swapDice(ports(), POSSE, SQUAD, 3, at({ [POSSE]: 0, [SQUAD]: 20 }));
    expect(result.receiverDie).toBe(3);
    expect(table.writes.map((w) => w.kind)).toEqual(["updateWorldActors", "createMessage"]);
    expect(table.unitSource(SQUAD).acted).toBe(true);
  });
});
