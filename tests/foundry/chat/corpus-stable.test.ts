/**
 * The chat corpus reads the same whatever test ran before it in the worker: the card helper numbers
 * the cards it is given no serial for with a running count (tests/helpers/cards.ts), and a case
 * whose list then held two cards of one serial read one card's sections for the other (the
 * mounted melee's wound came out "torso" instead of "arm" when the count stood at 50).
 */
import { expect, it } from "vitest";
import { resultView } from "@foundry/chat/view";
import { card } from "../../helpers/cards";
import { format } from "../../doubles/format";
import { CORPUS } from "./corpus";

const text = (make: () => Parameters<typeof resultView>[0]) => {
  const view = resultView(make(), format);
  return [view.summary, ...view.lines.map((l) => l.text)].join("\n");
};

it("CORE-2 every result kind's chat card reads the same at each of the 50 places the card helper's count may stand", () => {
  const first = Object.fromEntries(Object.entries(CORPUS).map(([kind, make]) => [kind, text(make)]));
  const differ = new Set<string>();
  for (let offset = 1; offset < 50; offset += 1) {
    card();
    for (const [kind, make] of Object.entries(CORPUS)) if (text(make) !== first[kind]) differ.add(kind);
  }
  expect([...differ]).toEqual([]);
});
