/**
 * The draw client names the pieces of a request (kernel/piece-refs.ts): each figure and unit it
 * holds as the table does crosses as its id and name; a copy derived for the action crosses as it
 * is; the GM's side puts back the world's copy, and refuses a name for no piece.
 */
import { describe, expect, it } from "vitest";
import { DrawClient, type GmLink } from "@foundry/kernel/draw-client";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { PIECE_REF, readPieces } from "@foundry/kernel/piece-refs";
import type { TablePiece } from "@foundry/kernel/table-ports";
import { figure, unit } from "../../helpers/figures";
import { RulesError } from "@rules/errors";

const COLE = figure("Actor.cole", { name: "Pvt. Cole" });
const POSSE = unit("Actor.posse", [COLE], { name: "Posse" });
const read = (id: string): TablePiece | null =>
  id === COLE.id
    ? { unit: POSSE, unitActorId: POSSE.id, figure: COLE }
    : id === POSSE.id
      ? { unit: POSSE, unitActorId: POSSE.id, figure: null }
      : null;

describe("a request names its pieces", () => {
  it("CORE-5 the draw client sends a figure and a unit it read as names, a derived copy as it is", async () => {
    const sent: DrawQuery[] = [];
    const link: GmLink = {
      available: () => true,
      draw: async (q) => {
        sent.push(q);
        return { ok: true, output: null, draws: [] };
      },
      activation: async () => ({ ok: false, key: "x", data: {} }),
      endOfTurn: async () => ({ ok: false, key: "x", data: {} }),
    };
    const client = new DrawClient({
      link,
      prompt: { askSerial: async () => null, askActivationCard: async () => null },
      userId: () => "alice",
      physical: () => false,
      notify: () => undefined,
      readDeck: () => null,
      activationState: () => null,
      pieces: read,
    });
    const derived = { ...COLE, flags: { dynamite: 2 } };
    await client.resolveErased("fire", { shooter: COLE, unit: POSSE, thrower: derived, range: 8 });
    expect(sent[0]?.input).toEqual({
      shooter: { [PIECE_REF]: "figure", id: COLE.id, name: "Pvt. Cole" },
      unit: { [PIECE_REF]: "unit", id: POSSE.id, name: "Posse" },
      thrower: derived,
      range: 8,
    });
  });

  it("CORE-5 the GM's side reads the world's copy of each name, and refuses a name for no piece or a malformed one", () => {
    const named = {
      shooter: { [PIECE_REF]: "figure", id: COLE.id, name: "Pvt. Cole" },
      unit: { [PIECE_REF]: "unit", id: POSSE.id, name: "Posse" },
    };
    expect(readPieces("fire", named, read)).toEqual({ shooter: COLE, unit: POSSE });
    const ghost = { shooter: { [PIECE_REF]: "figure", id: "Actor.ghost", name: "Ghost" } };
    expect(() => readPieces("fire", ghost, read)).toThrow(new RulesError("notOnTable", { name: "Ghost" }));
    const stats = { shooter: { [PIECE_REF]: "figure", id: COLE.id, name: "Pvt. Cole", accuracy: "elite" } };
    expect(() => readPieces("fire", stats, read)).toThrow(RulesError);
    // A unit's id named as a figure names no figure.
    const wrongKind = { shooter: { [PIECE_REF]: "figure", id: POSSE.id, name: "Posse" } };
    expect(() => readPieces("fire", wrongKind, read)).toThrow(new RulesError("notOnTable", { name: "Posse" }));
  });
});
