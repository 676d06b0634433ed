/**
 * The fire dialog's odds through its odds session (rules/odds/session.ts): nothing counted while the
 * dialog renders (neither the volley nor any shooter's own odds), the exact figures once the slices
 * have run, and after a change the figures before it marked "≈" (with the reason on hover) until the
 * new ones are counted.
 */
import { describe, expect, it } from "vitest";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { DEFAULT_OPTIONS } from "@rules/options";
import { fireOdds } from "@rules/odds/fire";
import { complement, fractionText } from "@rules/odds/fraction";
import { OddsSession } from "@rules/odds/session";
import { fireState } from "@foundry/actions/fire/fire";
import { fireDialogView } from "@foundry/actions/fire/fire-view";
import { applyFireForm } from "@foundry/actions/fire/fire-form";
import { percentOf } from "@foundry/actions/odds-text";
import { format } from "../../doubles/format";
import { PLAYER, TableDouble } from "../../doubles/table";

const COLE = "Actor.cole000000000001";
const DUNN = "Actor.dunn000000000001";
const POSSE = "Actor.posse00000000001";
const HALE = "Actor.hale000000000001";
const RAIDERS = "Actor.raiders000000001";
const DISTANCES: Record<string, number> = { [`${COLE}>${HALE}`]: 12, [`${DUNN}>${HALE}`]: 20 };

describe("fire dialog odds session", () => {
  it("CORE-5 the volley and each shooter's own odds are counted in slices after the render, shown exact once counted, and the figures before a change shown as ≈ meanwhile", () => {
    const table = new TableDouble();
    table.addFigure(COLE, "Pvt. Cole", {}, "ow.rifle", PLAYER);
    table.addFigure(DUNN, "Cpl. Dunn", {}, "ow.rifle", PLAYER);
    table.addUnit(POSSE, "Posse", [COLE, DUNN], {}, PLAYER);
    table.addFigure(HALE, "Sgt. Hale", {}, "ow.revolver");
    table.addUnit(RAIDERS, "Raiders", [HALE]);
    const state = fireState(
      table.unit(POSSE),
      table.unit(RAIDERS),
      [],
      table.actionTable(PLAYER, (a, b) => DISTANCES[`${a}>${b}`] ?? null),
    );
    const slices: (() => boolean)[] = [];
    let ready = 0;
    const session = new OddsSession(
      FRONTIER_DECK.cards,
      (slice) => slices.push(slice),
      () => (ready += 1),
    );
    const view = () => fireDialogView(state, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format, session);
    const runSlices = () => {
      for (let slice = slices.shift(); slice; slice = slices.shift()) while (!slice()) void 0;
    };
    const first = view();
    expect(first.volley).toBeNull();
    // every shooter's own odds are counted off the render too: his row reads as counting, the expected hits unknown
    expect(first.rows.map((r) => r.odds?.hit.text)).toEqual(["…", "…"]);
    expect(first.rows[0]!.odds!.hit.title).toBe(format("COMBAT_PATROL.Action.Fire.countingShooter", {}));
    expect(first.expectedHits).toBe("…");
    expect(session.work.steps).toBe(0);
    runSlices();
    expect(ready).toBe(2); // the rows' batch, then the volley
    const shooters = first.rows.map((r) => ({ shots: r.shots, needed: r.needed!, outOfAmmoEnds: true }));
    const both = fireOdds({ shooters, cover: "none", endurance: 2 });
    const rows = view().rows;
    shooters.forEach((shooter, i) => {
      const alone = fireOdds({ shooters: [shooter], cover: "none", endurance: 2 });
      expect(rows[i]!.odds!.hit).toEqual({
        text: percentOf(1 - alone.hits[0]!.value),
        title: fractionText(complement(alone.hits[0]!)),
      });
      expect(rows[i]!.odds!.incapacitate.title).toBe(fractionText(alone.incapacitated[1]!));
    });
    const counted = view().volley!;
    expect(counted.hit).toEqual({
      text: percentOf(1 - both.hits[0]!.value),
      title: fractionText(complement(both.hits[0]!)),
    });
    // Dunn unticked: the volley of both shown as ≈ (the reason on hover) until Cole's alone is counted
    const { state: alone } = applyFireForm(state, { "shooters.1.include": false });
    const changed = () => fireDialogView(alone, FRONTIER_DECK.cards, DEFAULT_OPTIONS, format, session);
    const meanwhile = changed().volley!;
    expect(meanwhile.hit.text).toBe(`≈${counted.hit.text}`);
    expect(meanwhile.hit.title).toBe(format("COMBAT_PATROL.Action.Fire.counting", {}));
    runSlices();
    const cole = fireOdds({ shooters: [shooters[0]!], cover: "none", endurance: 2 });
    expect(changed().volley!.hit.title).toBe(fractionText(complement(cole.hits[0]!)));
  });
});
