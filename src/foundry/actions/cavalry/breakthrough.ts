/**
 * NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance as the table finds it. The charge's
 * card offers the advance as a ruler move and a Breakthrough button (cavalry-manifest.ts BREAKTHROUGH_BUTTON)
 * that brings the card's offer here (params.offer): then only what lay on the line is asked. From
 * the sheet (no offer) the owner gives the offer too. He says what lay on the line: clear (the move), no room (a
 * mandatory advance stuns him), or an
 * enemy (a mandatory advance goes into contact: a second fight; the victor of a second fight
 * may not). No card: one batch (the stun), one message, computed by the GM (no-card-procedures.ts). The melee's own message already holds
 * the move: this writes no move (moves are never written), so nothing is applied twice.
 */
import { enemiesOf } from "@rules/sides";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { breakthroughAdvance } from "@rules/mounted/advance";
import type { AdvanceOffer, AdvanceOutcome } from "@rules/mounted/breakthrough";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read, type Answers, type AskField } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import type { FigureState, UnitState } from "@rules/model";
import { sendWithoutCards, unitCopy } from "@foundry/kernel/no-card-procedure";
import { z } from "@rules/zod";
import { backToBackAdvance, readAdvance, type AdvanceOnMap } from "./breakthrough-map";
import { ADVANCE_OUTCOMES } from "./no-card-procedures";

const BREAKTHROUGH_KEYS = "COMBAT_PATROL.Action.Breakthrough.";
const OUTCOMES = ADVANCE_OUTCOMES;

/** Table 2 with the default bases: 2" the loser recoils + his depth + 1" beyond + the victor's depth. */
const DEFAULT_ADVANCE = backToBackAdvance(MOUNTED_DEFAULTS.baseDepth.foot, MOUNTED_DEFAULTS.baseDepth.mounted);

/** The advance line read on the map among the enemy units' standing figures (breakthrough-map.ts); null off it. */
function advanceOnMap(
  port: TableUses<{ scene: "figuresAt"; pieces: "unitsOnScene" | "allegiance" }>,
  unit: UnitState,
  victor: FigureState,
): AdvanceOnMap | null {
  const token = port.scene.figuresAt([victor.id])[0];
  if (!token) return null;
  // "An enemy" on the line: the other side's figures, never a friend's (src/rules/sides.ts).
  const others = enemiesOf(unit, port.pieces.allegiance, port.pieces.unitsOnScene()).flatMap((u) =>
    u.figures.filter((f) => !f.incapacitated).map((f) => f.id),
  );
  return readAdvance(token, port.scene.figuresAt(others));
}

/** The card's offer as it crosses a button's params (JSON): checked at the edge, null when absent or not an offer. */
const offerSchema = z.object({
  unitId: z.string(),
  figureId: z.string(),
  inches: z.number().check(z.minimum(0)),
  direction: z.enum(["advance", "recoil"]),
  mandatory: z.boolean(),
  backToBack: z.boolean(),
  beyondInches: z.number(),
  backToBackWith: z.nullable(z.string()),
  veerInches: z.number(),
  mayContactEnemy: z.boolean(),
});

function cardOffer(params: Readonly<Record<string, string>>): AdvanceOffer | null {
  const raw = params["offer"];
  if (raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = offerSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export async function breakthrough(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const figure = actingFigure(piece);
  if (!figure) return port.user.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  if (!figure.mounted) return port.user.warn("COMBAT_PATROL.Error.notMounted", { figure: figure.name });
  const fromCard = cardOffer(request.params);
  if (request.params["offer"] !== undefined && (!fromCard || fromCard.figureId !== figure.id))
    return port.user.warn(`${BREAKTHROUGH_KEYS}notHisOffer`, { figure: figure.name });
  // NAP-6.2.1.3 the advance line on the map: the enemy beaten in contact ahead, the next enemy figure on it.
  const map = advanceOnMap(port, piece.unit, figure);
  const victor = unitCopy(piece.unit, figure);
  if (fromCard) return advanceFromCard(port, fromCard, victor, request.actor.uuid, map);
  const inches = map?.backToBackInches ?? DEFAULT_ADVANCE;
  const answers = await port.dialogs.ask({
    title: t(`${BREAKTHROUGH_KEYS}title`, { figure: figure.name }),
    fields: [
      {
        type: "number",
        name: "inches",
        label: t(`${BREAKTHROUGH_KEYS}inches`),
        value: inches,
        step: 0.5,
        ...(map?.backToBackInches != null ? { hint: t(`${BREAKTHROUGH_KEYS}fromTheMap`) } : {}),
      },
      { type: "checkbox", name: "mandatory", label: t(`${BREAKTHROUGH_KEYS}mandatory`), value: true },
      { type: "checkbox", name: "afterSecondMelee", label: t(`${BREAKTHROUGH_KEYS}afterSecondMelee`), value: false },
      ...lineFields(t, map, inches),
    ],
    ok: t(`${BREAKTHROUGH_KEYS}confirm`),
  });
  if (!answers) return;
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
  await advance(port, offer, answers, victor, request.actor.uuid);
}

/** The card's offer: only what lay on the line is asked (the inches, "must" and a second fight are the card's). */
async function advanceFromCard(
  port: Table,
  offer: AdvanceOffer,
  victor: FigureState,
  speakerId: string,
  map: AdvanceOnMap | null,
): Promise<void> {
  const t = port.user.format;
  const answers = await port.dialogs.ask({
    title: t(`${BREAKTHROUGH_KEYS}title`, { figure: victor.name }),
    intro: t(offer.mandatory ? `${BREAKTHROUGH_KEYS}fromCard.must` : `${BREAKTHROUGH_KEYS}fromCard.may`, {
      figure: victor.name,
      inches: offer.inches,
    }),
    fields: [...lineFields(t, map, offer.inches)],
    ok: t(`${BREAKTHROUGH_KEYS}confirm`),
  });
  if (!answers) return;
  await advance(port, offer, answers, victor, speakerId);
}

/**
 * What lay on the line of the advance: clear, blocked, or an enemy after some inches; started from
 * the map when an enemy figure stands on the line within the advance's `inches` (whether there is
 * room is the table's to say: the map starts "clear" otherwise).
 */
function lineFields(t: Table["user"]["format"], map: AdvanceOnMap | null, inches: number): AskField[] {
  const enemy = map?.inchesToEnemy != null && map.inchesToEnemy <= inches ? map.inchesToEnemy : null;
  const mapHint = map ? { hint: t(`${BREAKTHROUGH_KEYS}fromTheMap`) } : {};
  return [
    {
      type: "select",
      name: "outcome",
      label: t(`${BREAKTHROUGH_KEYS}outcome`),
      value: enemy === null ? "clear" : "enemy-contact",
      options: OUTCOMES.map((value) => ({ value, label: t(`${BREAKTHROUGH_KEYS}outcomeOf.${value}`) })),
      ...mapHint,
    },
    {
      type: "number",
      name: "inchesToContact",
      label: t(`${BREAKTHROUGH_KEYS}inchesToContact`),
      value: enemy ?? 0,
      step: 0.5,
    },
  ];
}

/** NAP-6.2.1.3 the advance as the engine resolves it over what lay on the line: no card, one message. */
async function advance(
  port: Table,
  offer: AdvanceOffer,
  answers: Answers,
  victor: FigureState,
  speakerId: string,
): Promise<void> {
  const chosen = read.str(answers, "outcome", "clear");
  const outcome: AdvanceOutcome = OUTCOMES.find((o) => o === chosen) ?? "clear";
  const inchesToContact = outcome === "enemy-contact" ? read.num(answers, "inchesToContact", 0) : undefined;
  try {
    breakthroughAdvance(offer, outcome, inchesToContact);
  } catch (error) {
    return refuse(port, error);
  }
  // The GM's procedure computes it again from the victor as the world holds him (no-card-procedures.ts).
  const input = { figure: victor, offer, outcome, ...(inchesToContact !== undefined ? { inchesToContact } : {}) };
  await sendWithoutCards(port, "nap.breakthrough", input, speakerId);
}
