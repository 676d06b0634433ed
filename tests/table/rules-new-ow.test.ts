/**
 * The Old West's new rule IDs at the table: OW-2b who is a trained leader (the compendium's
 * presets, and the combat tracker's Give die reading them), OW-4f a unit with both a hero and a
 * leader, OW-6b dynamite given or found during play as the GM sets it up.
 */
import { describe, expect, it } from "vitest";
import { roundBase, type Figure } from "@rules/geometry";
import { startTurn, swapCandidates, swapDice } from "@foundry/combat/turn";
import { heroEntries } from "@foundry/combat/heroes";
import type { FigureSource } from "@foundry/data/sources";
import type { FireDialogState } from "@foundry/actions/fire/fire-view";
import warChief from "../../packs/old-west-forces/War_chief_djXXtgriX0BYtLSd.json";
import bandLeader from "../../packs/old-west-forces/Band_leader_dgAJGwLdCSuioheH.json";
import gangBoss from "../../packs/old-west-forces/Gang_boss_hjfp7PVLvsSpx2ss.json";
import marshal from "../../packs/old-west-forces/U_S_Marshal_q32I98Saxngxo1E2.json";
import lieutenant from "../../packs/old-west-forces/Lieutenant_6Ktkb5EGkPyRRppZ.json";
import {
  chat,
  COLE,
  DUNN,
  FINCH,
  GM,
  HALE,
  OTHER,
  PLAYER,
  POSSE,
  posseAndRaiders,
  press,
  RAIDERS,
  TableDouble,
} from "./harness";
import { DYNAMITE_ON } from "./scenes";

const CHIEF = "Actor.chief00000000001";
const BAND = "Actor.band000000000001";
const SECOND = "Actor.second0000000001";
const SECOND_BAND = "Actor.secondband00001";

const leaderOf = (preset: { system: { leader: { rank: string | null; trained: boolean } } }) =>
  preset.system.leader as FigureSource["leader"];
const line =
  (positions: Record<string, number>) =>
  (unit: { id: string; leaderId: string | null }): Figure | null => {
    const x = positions[unit.id];
    return x === undefined || !unit.leaderId ? null : { id: unit.leaderId, at: { x, y: 0 }, base: roundBase(1) };
  };

/** A commander (the `top` preset's leader) and a band under him led by the `under` preset's leader. */
function chainOf(top: FigureSource["leader"], under: FigureSource["leader"], indian: boolean): TableDouble {
  const table = new TableDouble();
  table.addFigure(CHIEF, "Commander", { leader: top, indian }, "ow.rifle", PLAYER);
  table.addUnit(BAND, "First band", [CHIEF], {}, PLAYER);
  table.addFigure(SECOND, "Band leader", { leader: under, indian }, "ow.bow", PLAYER);
  table.addUnit(SECOND_BAND, "Second band", [SECOND], { commanderId: BAND }, PLAYER);
  return table;
}

describe("who is a trained leader (OW-2b)", () => {
  it("OW-2b the compendium's leaders follow the seed: a war chief, a federal marshal and a cavalry lieutenant are trained, a gang boss is not", () => {
    expect([warChief, marshal, lieutenant, gangBoss].map((p) => [p.name, p.system.leader.trained])).toEqual([
      ["War chief", true],
      ["U.S. Marshal", true],
      ["Lieutenant", true],
      ["Gang boss", false],
    ]);
    expect(bandLeader.system.indian).toBe(true);
  });

  it('OW-2b Give die (combat tracker): the war chief of the compendium, a trained leader, gives his die to the second band 10" away; a gang boss (untrained) is offered nobody', async () => {
    const chief = chainOf(leaderOf(warChief), leaderOf(bandLeader), true);
    const ports = chief.turnPorts({ units: () => [chief.unit(BAND), chief.unit(SECOND_BAND)] }, [3, 5]);
    await startTurn(ports, 1);
    const units = ports.units();
    const where = line({ [BAND]: 0, [SECOND_BAND]: 10 });
    expect(swapCandidates(units[0]!, units, 3, where, chief.options).map((u) => u.name)).toEqual(["Second band"]);
    const swapped = await swapDice(ports, BAND, SECOND_BAND, 3, where);
    expect(swapped.receiverDie).toBe(3);

    const gang = chainOf(leaderOf(gangBoss), { rank: "team", trained: false }, false);
    const gangPorts = gang.turnPorts({ units: () => [gang.unit(BAND), gang.unit(SECOND_BAND)] }, [3, 5]);
    await startTurn(gangPorts, 1);
    const gangUnits = gangPorts.units();
    expect(swapCandidates(gangUnits[0]!, gangUnits, 3, line({ [BAND]: 0, [SECOND_BAND]: 3 }), gang.options)).toEqual(
      [],
    );
  });
});

describe("a hero need not be the leader (OW-4f)", () => {
  it("OW-4f the Posse has both: Cpl. Dunn leads, Pvt. Cole is its hero; on the Hero card Cole acts alone, and with Dunn stunned Fire gives Red Finch (not a hero) the leader-absent shift but not Cole", async () => {
    const table = posseAndRaiders();
    table.addFigure(FINCH, "Red Finch", {}, "ow.revolver", PLAYER);
    table.addFigure(COLE, "Pvt. Cole", { hero: true }, "ow.rifle", PLAYER);
    table.patchFigure(DUNN, { leader: { rank: "team", trained: true } });
    table.addUnit(POSSE, "Posse", [COLE, DUNN, FINCH], { leaderId: DUNN }, PLAYER);
    table.addUnit(RAIDERS, "Raiders", [HALE], {}, OTHER);
    expect(table.unit(POSSE).leaderId).toBe(DUNN);
    const entry = heroEntries([table.unit(POSSE)], () => 4)[0];
    expect(entry).toMatchObject({
      figure: { id: COLE },
      heroUnit: { figures: [{ id: COLE }] },
      attachedTo: { id: POSSE },
    });

    table.patchFigure(DUNN, { states: { ...table.figureSource(DUNN).states, stunned: true } });
    table.targets = [HALE];
    let dialog: FireDialogState | null = null;
    table.fireAnswer = (state) => {
      dialog = state;
      return null;
    };
    expect(await press(table, "fire", POSSE, { distance: () => 6 })).toBe("done");
    const boxes = (dialog as FireDialogState | null)?.shooters.map((s) => [s.figure.name, s.shifts.leaderAbsent]);
    expect(boxes).toEqual([
      ["Pvt. Cole", false],
      ["Cpl. Dunn", false],
      ["Red Finch", true],
    ]);
  });
});

describe("dynamite given or found during play (OW-6b)", () => {
  it("OW-6b the GM gives Pvt. Cole two sticks he found in the mine: the counts grow, one message already applied", async () => {
    const table = posseAndRaiders();
    table.options = DYNAMITE_ON;
    // Computed on the GM's client like any result: applied as posted when the GM does not confirm each.
    table.gmConfirms = false;
    table.own(GM, COLE);
    table.answers = [{ sticks: 2, bundles: 0 }];
    expect(await press(table, "giveDynamite", COLE, { user: GM })).toBe("done");
    expect(table.figureSource(COLE).dynamite).toEqual({ sticks: 2, bundles: 0 });
    expect(chat(table).summary).toBe("Pvt. Cole finds dynamite: 2 sticks, no bundle.");
    expect(table.lastMessage().applied.done).toBe(true);
  });

  it("OW-6b only as the GM sets it up: a player is refused; an Indian is refused (OW-9.1); with the Hollywood option off nobody gets any", async () => {
    const player = posseAndRaiders();
    player.options = DYNAMITE_ON;
    expect(await press(player, "giveDynamite", COLE)).toBe("done");
    expect(player.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Action.GiveDynamite.gmOnly"]);
    expect(player.writes).toEqual([]);

    const indian = posseAndRaiders();
    indian.options = DYNAMITE_ON;
    indian.own(GM, COLE);
    indian.patchFigure(COLE, { indian: true });
    indian.answers = [{ sticks: 1, bundles: 0 }];
    expect(await press(indian, "giveDynamite", COLE, { user: GM })).toBe("done");
    expect(indian.warnings.map((w) => w.text)).toEqual(["Pvt. Cole: Indians cannot use dynamite."]);
    expect(indian.writes).toEqual([]);

    const off = posseAndRaiders();
    off.own(GM, COLE);
    off.answers = [{ sticks: 1, bundles: 0 }];
    expect(await press(off, "giveDynamite", COLE, { user: GM })).toBe("done");
    expect(off.warnings.map((w) => w.key)).toEqual(["COMBAT_PATROL.Error.dynamiteOff"]);
    expect(off.writes).toEqual([]);
  });
});
