/**
 * OW-6.1.2 laying fuse reads the charge from its explosive item on the GM's client: the stage and
 * the fuse laid so far are the item's, never the request's copy; a charge that is gone, or one
 * another figure prepared, is refused before any card.
 */
import { describe, expect, it } from "vitest";
import { format } from "../doubles/format";
import { DUNN, PLAYER } from "./harness";
import { at, CASES, honest, send, tableFor, type Json } from "./world-cases";

const LAY_FUSE = CASES.find((c) => c.procedure === "ow.layFuse");
if (!LAY_FUSE) throw new Error("no lay fuse case");

/** What a refusal must leave alone. */
const snapshot = (t: Table) => ({
  deck: JSON.stringify(t.actionDecks.get(PLAYER)),
  writes: t.writes.length,
  messages: t.messages.size,
  charges: JSON.stringify([...t.chargeItems.values()]),
});

type Table = Awaited<ReturnType<typeof tableFor>>;

/** The honest request, altered (and the table set) before it is sent: its refusal's words; nothing changed. */
async function refused(alter: (input: Json) => Json, setUp: (t: Table) => void = () => undefined) {
  const { query } = await honest(LAY_FUSE!);
  const fresh = await tableFor(LAY_FUSE!);
  setUp(fresh);
  const before = snapshot(fresh);
  const answer = await send(fresh, query, alter(query.input as Json));
  expect(snapshot(fresh)).toEqual(before);
  if (answer.ok) throw new Error("accepted");
  return format(answer.key, answer.data);
}

describe("laying fuse on the charge as its item holds it (OW-6.1.2)", () => {
  it("OW-6.1.2 the honest request names the charge Cole placed, as its item holds it: drawn", async () => {
    const { query } = await honest(LAY_FUSE);
    const fresh = await tableFor(LAY_FUSE);
    const [item] = [...fresh.chargeItems.values()];
    expect((query.input as { charge: unknown }).charge).toEqual(item?.charge);
    expect((await send(fresh, query, query.input)).ok).toBe(true);
  });

  it("OW-6.1.2 a charge claimed further along than its item (fuse set after 3 activations) is refused, nothing drawn", async () => {
    const text = await refused((input) =>
      at(at(input, ["charge", "stage"], "layingFuse"), ["charge", "fuseActivations"], 3),
    );
    expect(text).toMatch(/is not as the table shows/);
  });

  it("OW-6.1.2 a charge that is not on the table is refused, nothing drawn", async () => {
    expect(await refused((input) => at(input, ["charge", "id"], "Item.gone"))).toBe(
      "That charge is no longer on the table (it went off, or its item was deleted). Nothing was drawn.",
    );
  });

  it("OW-6.1.2 a charge another figure prepared is refused: only its own figure lays its fuse", async () => {
    const text = await refused(
      (input) => input,
      (t) => {
        const [item] = [...t.chargeItems.values()];
        if (item) t.chargeItems.set(item.id, { ...item, holderId: DUNN });
      },
    );
    expect(text).toMatch(/^Pvt\. Cole did not prepare .+: only the figure who prepared a charge lays its fuse\./);
  });
});
