/**
 * OW-5.1a reload, OW-7.1a mount, OW-9.3c board, OW-9.3e cut out: an action that draws no card is
 * computed on the GM's client like any other (kernel/no-card-procedure.ts). The button is pressed
 * as the player (with the Posse activated); what his client sends is caught on its way to the GM
 * and sent again altered, as a tampering client would: a stat raised, another player's piece, a
 * piece named twice, the honest request replayed. Each is refused with one localized line and
 * nothing is posted or written.
 */
import { describe, expect, it, vi } from "vitest";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { format } from "../doubles/format";
import type { TableDouble } from "../doubles/table";
import { activate, COLE, DUNN, HALE, PLAYER, POSSE, posseAndRaiders, press, RAIDERS } from "./harness";
import { tableSnapshot } from "../reliability/world-alterations";
import { withPieceCopies } from "../doubles/piece-copies";

type Json = Record<string, unknown>;
const STAGE = "Actor.wagon00000000001";

/** The Posse activated, Cole with a marker to reload, a wagon of the player's; results applied as posted. */
function table(): TableDouble {
  const t = posseAndRaiders();
  t.gmConfirms = false;
  t.patchFigure(COLE, { outOfAmmo: 1 });
  t.addWagon(STAGE, "Stage", { driverId: DUNN, team: { state: "wounded", animals: 4 } }, PLAYER);
  activate(t, [POSSE]);
  return t;
}

/** The honest request a button sends (accepted), caught off the wire to the GM. */
async function honest(t: TableDouble, action: string, actor: string): Promise<DrawQuery> {
  const spy = vi.spyOn(t.coordinator, "draw");
  expect(await press(t, action, actor)).toBe("done");
  expect(t.warnings).toEqual([]);
  const query = spy.mock.calls[0]?.[0];
  spy.mockRestore();
  if (!query) throw new Error(`${action}: nothing sent`);
  return structuredClone(withPieceCopies(t, query));
}

/** What the GM's table holds: the decks, the writes, the messages and every actor's data. */
const snapshot = (t: TableDouble) =>
  tableSnapshot(t) + JSON.stringify([...t.actors.entries()].map(([id, a]) => [id, a.snapshot.system]));

/** The query sent again with `input` (the GM gives it a new id); the refusal's key and line. */
async function refused(t: TableDouble, query: DrawQuery, input: unknown): Promise<string> {
  const before = snapshot(t);
  const { requestId: _sent, ...sent } = query;
  const answer = await t.coordinator.draw({ ...sent, input: JSON.parse(JSON.stringify(input)) as Json });
  if (answer.ok) throw new Error("accepted");
  // One localized line: the key is in the lang file.
  expect(format(answer.key, answer.data)).not.toBe(answer.key);
  expect(snapshot(t)).toBe(before);
  return answer.key;
}

/** The world's copy of a figure as its unit holds it (what a client would send for it). */
function figureOf(t: TableDouble, unitId: string, id: string): Json {
  const figure = t.unit(unitId).figures.find((f) => f.id === id);
  if (!figure) throw new Error(`no ${id}`);
  return structuredClone(figure) as unknown as Json;
}

/** Another grade than the one a figure has. */
const raised = (grade: unknown) => (grade === "elite" ? "green" : "elite");

describe("OW-5.1a / OW-7.1a / OW-9.3c / OW-9.3e the GM computes every action that draws no card", () => {
  it("OW-5.1a reload: a raised Guts, another player's figure and a replay are refused, one line each, nothing posted or written", async () => {
    const t = table();
    const query = await honest(t, "reload", COLE);
    expect(query.procedure).toBe("reload");
    expect(t.figureSource(COLE).outOfAmmo).toBe(0);
    const input = query.input as Json & { figure: Json };
    const fresh = table();
    expect(
      await refused(fresh, query, { ...input, figure: { ...input.figure, guts: raised(input.figure.guts) } }),
    ).toBe("COMBAT_PATROL.Error.notAsOnTable");
    expect(await refused(fresh, query, { ...input, figure: figureOf(fresh, RAIDERS, HALE) })).toBe(
      "COMBAT_PATROL.Error.notYourPiece",
    );
    // The replay goes to the table that accepted it: Cole reloaded once in this activation.
    fresh.patchFigure(COLE, { outOfAmmo: 2 });
    t.patchFigure(COLE, { outOfAmmo: 1 });
    const replayed = { ...input, figure: figureOf(t, POSSE, COLE) };
    expect(await refused(t, query, replayed)).toBe("COMBAT_PATROL.Error.actedThisActivation");
    expect(t.figureSource(COLE).outOfAmmo).toBe(1);
  });

  it("OW-7.1a mount: a raised Guts, another player's figure, the unit's figures named twice and a replay are refused", async () => {
    const t = table();
    const query = await honest(t, "mount", COLE);
    expect(query.procedure).toBe("mount");
    expect(t.figureSource(COLE).states.mounted).toBe(true);
    const input = query.input as Json & { figure: Json };
    const fresh = table();
    expect(
      await refused(fresh, query, { ...input, figure: { ...input.figure, guts: raised(input.figure.guts) } }),
    ).toBe("COMBAT_PATROL.Error.notAsOnTable");
    expect(await refused(fresh, query, { ...input, figure: figureOf(fresh, RAIDERS, HALE) })).toBe(
      "COMBAT_PATROL.Error.notYourPiece",
    );
    // The whole unit (the button on the Posse) with its figures listed twice.
    const unit = structuredClone(fresh.unit(POSSE)) as unknown as Json & { figures: unknown[] };
    const twice = {
      mount: true,
      unit: { ...unit, figures: [...unit.figures, ...unit.figures] },
      speaker: input.speaker,
    };
    expect(await refused(fresh, query, twice)).toMatch(/^COMBAT_PATROL\.Error\.(notAsOnTable|namedTwice)$/);
    // Replayed (Cole is mounted now): the activation's move is spent.
    expect(await refused(t, query, { ...input, mount: false, figure: figureOf(t, POSSE, COLE) })).toBe(
      "COMBAT_PATROL.Error.actedThisActivation",
    );
  });

  it("OW-9.3c board: a raised Guts, another player's figure and a replay are refused; the honest boarding is the GM's", async () => {
    const t = table();
    t.targets = [STAGE];
    const query = await honest(t, "board", COLE);
    expect(query.procedure).toBe("board");
    expect(t.figureSource(COLE).ruleFlags["aboard"]).toBe(STAGE);
    const input = query.input as Json & { figure: Json };
    const fresh = table();
    expect(
      await refused(fresh, query, { ...input, figure: { ...input.figure, guts: raised(input.figure.guts) } }),
    ).toBe("COMBAT_PATROL.Error.notAsOnTable");
    expect(await refused(fresh, query, { ...input, figure: figureOf(fresh, RAIDERS, HALE) })).toBe(
      "COMBAT_PATROL.Error.notYourPiece",
    );
    expect(await refused(t, query, { ...input, boarding: false, figure: figureOf(t, POSSE, COLE) })).toMatch(
      /^COMBAT_PATROL\.Error\.(actedThisActivation|notAsOnTable)$/,
    );
  });

  it("OW-9.3e cut out: a worker named twice, another player's worker and a raised stat are refused", async () => {
    const t = table();
    t.targets = [COLE, DUNN];
    t.answers = [{ wounded: 1, sound: 1 }];
    const query = await honest(t, "cutOut", STAGE);
    expect(query.procedure).toBe("ow.wagonWork");
    const input = query.input as Json & { workers: Json[] };
    const fresh = table();
    const cole = input.workers[0]!;
    expect(await refused(fresh, query, { ...input, workers: [cole, cole] })).toBe("COMBAT_PATROL.Error.namedTwice");
    expect(await refused(fresh, query, { ...input, workers: [cole, figureOf(fresh, RAIDERS, HALE)] })).toBe(
      "COMBAT_PATROL.Error.notYourPiece",
    );
    const strong = { ...cole, guts: raised(cole.guts) };
    expect(await refused(fresh, query, { ...input, workers: [strong, input.workers[1]] })).toBe(
      "COMBAT_PATROL.Error.notAsOnTable",
    );
  });
});
