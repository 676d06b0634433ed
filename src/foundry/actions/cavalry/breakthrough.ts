/**
 * NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance as the table finds it. The charge's
 * card offers the advance as a ruler move (its inches prefill here); when the owner makes it he
 * says what lay on the line: clear (the move), no room (a mandatory advance stuns him), or an
 * enemy (a mandatory advance goes into contact: a second fight; the victor of a second fight
 * may not). No card: one batch (the stun), one message. The melee's own message already holds
 * the move: this writes no move (moves are never written), so nothing is applied twice.
 */
import { MOUNTED_DEFAULTS } from "../../../rules/mounted/data";
import { breakthroughAdvance } from "../../../rules/mounted/advance";
import type { AdvanceOffer, AdvanceOutcome } from "../../../rules/mounted/melee";
import { actingFigure, pieceOf, refuse } from "../acting";
import { read } from "../ask";
import type { ActionRequest } from "../layer";
import type { ActionPort } from "../port";
import { postWithoutCards } from "../post";

const L = "COMBAT_PATROL.Action.Breakthrough.";
const OUTCOMES: readonly AdvanceOutcome[] = ["clear", "blocked", "enemy-contact"];

/** Table 2 with the default bases: 2" the loser recoils + his depth + 1" beyond + the victor's depth. */
const DEFAULT_ADVANCE = 2 + MOUNTED_DEFAULTS.baseDepth.foot + MOUNTED_DEFAULTS.breakthroughBeyondInches + MOUNTED_DEFAULTS.baseDepth.mounted;

export async function breakthrough(request: ActionRequest, port: ActionPort): Promise<void> {
  const t = port.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figure = actingFigure(piece);
  if (!figure) return port.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  if (!figure.mounted) return port.warn("COMBAT_PATROL.Error.notMounted", { figure: figure.name });
  const answers = await port.ask({
    title: t(`${L}title`, { figure: figure.name }),
    fields: [
      { type: "number", name: "inches", label: t(`${L}inches`), value: DEFAULT_ADVANCE, step: 0.5 },
      { type: "checkbox", name: "mandatory", label: t(`${L}mandatory`), value: true },
      { type: "checkbox", name: "afterSecondMelee", label: t(`${L}afterSecondMelee`), value: false },
      { type: "select", name: "outcome", label: t(`${L}outcome`), value: "clear", options: OUTCOMES.map((value) => ({ value, label: t(`${L}outcomeOf.${value}`) })) },
      { type: "number", name: "inchesToContact", label: t(`${L}inchesToContact`), value: 0, step: 0.5 },
    ],
    ok: t(`${L}confirm`),
  });
  if (!answers) return;
  const chosen = read.str(answers, "outcome", "clear");
  const outcome: AdvanceOutcome = OUTCOMES.find((o) => o === chosen) ?? "clear";
  const mandatory = read.bool(answers, "mandatory");
  const offer: AdvanceOffer = {
    unitId: piece.unit.id,
    figureId: figure.id,
    inches: read.num(answers, "inches", DEFAULT_ADVANCE),
    direction: "advance",
    mandatory,
    backToBack: false,
    beyondInches: MOUNTED_DEFAULTS.breakthroughBeyondInches,
    backToBackWith: null,
    veerInches: MOUNTED_DEFAULTS.breakthroughVeerInches,
    // NAP-6.2.1.3 only a mandatory advance may run into an enemy, never the victor of a second fight.
    mayContactEnemy: mandatory && !read.bool(answers, "afterSecondMelee"),
  };
  try {
    const result = breakthroughAdvance(offer, outcome, outcome === "enemy-contact" ? read.num(answers, "inchesToContact", 0) : undefined);
    await postWithoutCards(port, result, [piece.unit], request.actor.uuid);
  } catch (error) {
    refuse(port, error);
  }
}
