/**
 * NAP-5.2 the formation change's chat card: the unit's movement result, each figure's move into its
 * place (in place, short of it, or held by a wall or impassable ground), whether the unit is in close
 * order where they end; and its Form up button, which moves the tokens where the result puts them.
 */
import { asAnyResult } from "@rules/results";
import type { FormationMove, FormationResult } from "@rules/napoleonic/formation";
import type { ChatButton } from "@foundry/kernel/action-manifest";
import {
  CHAT_LINE_KEYS,
  line,
  plural,
  type Headline,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";

const KEYS = `${CHAT_LINE_KEYS}Formation.`;

const tenth = (inches: number) => Math.round(inches * 10) / 10;

/** One figure's move: the leader stands fast; in place; short of it; held where he stands. */
function moveLine(ctx: Parameters<LineWriter<FormationResult>>[0], r: FormationResult, m: FormationMove): LineView {
  const figure = ctx.names.figure(m.figureId);
  if (m.figureId === r.anchorId) return line(ctx.format(`${KEYS}anchor`, { figure }), "neutral", true);
  if (m.blocked) return line(ctx.format(`${KEYS}blocked`, { figure }), "bad", true);
  if (m.reached) return line(ctx.format(`${KEYS}inPlace`, { figure, inches: tenth(m.needs) }), "good", true);
  const short = tenth(m.needs - r.allowance);
  return line(ctx.format(`${KEYS}short`, { figure, inches: tenth(m.needs), short }), "bad", true);
}

export const formation: LineWriter<FormationResult> = (ctx, r) => {
  const serials = r.cards.map((c) => c.serial).join(", ");
  const lines: LineView[] = [
    line(plural(ctx.format, `${KEYS}allowance`, r.cardInches.length, { cards: serials, inches: tenth(r.allowance) })),
  ];
  // The leader the unit formed on first, then the others in the order of the sheet.
  const ordered = [...r.moves].sort((a, b) => Number(b.figureId === r.anchorId) - Number(a.figureId === r.anchorId));
  for (const m of ordered) lines.push(moveLine(ctx, r, m));
  const closeKind = r.formation !== "openOrder";
  const state = r.closeOrder ? "inCloseOrder" : "notInCloseOrder";
  lines.push(line(ctx.format(`${KEYS}${state}`), r.closeOrder === closeKind ? "good" : "bad"));
  return lines;
};

/** The chat card's headline: the unit forms a line, two ranks, or opens out. */
export const formationHeadline: Headline<"formation"> = (ctx, r) =>
  ctx.format(`${KEYS}Headline.${r.formation}`, { inches: tenth(r.allowance) });

/**
 * The places a result puts the tokens, as the Form up button carries them: "id@x,y;id@x,y" (inches).
 * Every figure, the leader and those held where they stand too: each turns to the formation's facing.
 */
export function placesParam(r: Pick<FormationResult, "moves">): string {
  return r.moves.map((m) => `${m.figureId}@${m.to.x.toFixed(3)},${m.to.y.toFixed(3)}`).join(";");
}

/** NAP-5.2 Form up: moves the unit's tokens where its formation result puts them (the owner or the GM). */
export const FORM_UP_BUTTON: ChatButton = {
  id: "formUp",
  order: 20,
  offers(record) {
    const result = asAnyResult(record.result);
    if (result?.procedure !== "formation") return [];
    const places = placesParam(result);
    if (!places) return [];
    return [
      {
        action: "formUp",
        actorId: result.unitId,
        params: { places, facing: String(result.facing) },
        label: { key: "COMBAT_PATROL.Action.Formation.formUp" },
        icon: "fa-solid fa-people-line",
      },
    ];
  },
};
