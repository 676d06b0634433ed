/**
 * NAP-6.2.1.3 / OW-7.1e the victor's breakthrough advance as the table finds it. The charge's
 * card offers the advance as a ruler move and a Breakthrough button (cavalry-manifest.ts BREAKTHROUGH_BUTTON)
 * that names the fight (params.messageId) and shows its offer (params.offer, for the dialog only).
 * Pressed on the sheet, it follows the last fight on record he fought in. Either way the owner says
 * only what lay on the line: clear (the move), no room (a mandatory advance stuns him), or an enemy
 * (a mandatory advance goes into contact: a second fight; the victor of a second fight may not).
 * The advance itself (how far, must or may, back to back) is the fight's: the GM reads it from his
 * record of the fight, once (no-card-procedures.ts, breakthrough-world.ts). No card: one batch (the
 * stun), one message. The melee's own message already holds the move: this writes no move (moves
 * are never written), so nothing is applied twice.
 */
import { enemiesOf } from "@rules/sides";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import { breakthroughAdvance } from "@rules/mounted/advance";
import type { AdvanceOffer, AdvanceOutcome } from "@rules/mounted/breakthrough";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read, type AskField } from "@foundry/kernel/ask-dialog";
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

/**
 * The card's offer as its button's params carry it (JSON), for the dialog to say: checked at the
 * edge, null when absent or not an offer. The GM never reads it (he reads the fight).
 */
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
  // How far an enemy on the line is within reach: the card's advance, else back to back past the beaten enemy.
  const reach = fromCard?.inches ?? map?.backToBackInches ?? DEFAULT_ADVANCE;
  const answers = await port.dialogs.ask({
    title: t(`${BREAKTHROUGH_KEYS}title`, { figure: figure.name }),
    intro: fromCard
      ? t(fromCard.mandatory ? `${BREAKTHROUGH_KEYS}fromCard.must` : `${BREAKTHROUGH_KEYS}fromCard.may`, {
          figure: figure.name,
          inches: fromCard.inches,
        })
      : t(`${BREAKTHROUGH_KEYS}fromRecord`, { figure: figure.name }),
    fields: lineFields(t, map, reach),
    ok: t(`${BREAKTHROUGH_KEYS}confirm`),
  });
  if (!answers) return;
  const chosen = read.str(answers, "outcome", "clear");
  const outcome: AdvanceOutcome = OUTCOMES.find((o) => o === chosen) ?? "clear";
  const inchesToContact = outcome === "enemy-contact" ? read.num(answers, "inchesToContact", 0) : undefined;
  if (fromCard) {
    try {
      breakthroughAdvance(fromCard, outcome, inchesToContact);
    } catch (error) {
      return refuse(port, error);
    }
  }
  // The GM's procedure reads the advance from the fight on his record and computes it (no-card-procedures.ts).
  const input = {
    figure: unitCopy(piece.unit, figure),
    fight: request.params["messageId"] ?? null,
    outcome,
    ...(inchesToContact !== undefined ? { inchesToContact } : {}),
  };
  await sendWithoutCards(port, "nap.breakthrough", input, request.actor.uuid);
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
