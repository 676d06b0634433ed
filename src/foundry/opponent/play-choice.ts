/**
 * The engine opponent plays its choice through the SAME actions a person uses: a volley is the
 * fire dialog's own starting state for that target (actions/fire startingFireState: the ranges,
 * shifts, sight and the map's cover), with the chooser's shooters ticked, sent by the Fire button's
 * own sender (resolveFireState); a reload is the Reload button's request for each empty gun
 * (actions/reload sendReload); a move is each figure's movement request, its token then moved by
 * the inches drawn (move-play.ts; a close order line as one, close-order-play.ts); a charge each
 * charger's move into contact, then the hand to hand (charge-play.ts; a close order line's bayonet
 * charge as one line move, then each figure in contact fights, close-order-charge-play.ts); a gun's load or shot is its
 * Load or Fire gun button's request (gun-play.ts); a Gatling's burst, re-face or unlimber its own
 * button's (gatling-play.ts); a wagon's drive its Move button's (wagon-play.ts). The GM's procedures then draw, post the card and write as for
 * anyone. Each play is preceded by the choice's reason (why-card.ts). Should the GM refuse it, the
 * opponent says so and plays its next option (the other volleys its doctrine would fire, then a
 * reload, then holding) rather than stall. A move or charge in close order is the line's
 * (close-order-play.ts, close-order-charge-play.ts); what the table does not play (a close order
 * unit's move or charge not planned as a line) is posted with its reason, for the GM to play by
 * hand. Markers taken off go with
 * the morale check at the activation's start (morale-first.ts).
 */
import type { FigureState, UnitState } from "@rules/model";
import type { FireChoice, OpponentChoice, ReloadChoice, Why } from "@rules/opponent/choice";
import type { Doctrine } from "@rules/opponent/doctrine-data";
import { volleyOptions } from "@rules/opponent/fire-options";
import type { Situation } from "@rules/opponent/situation";
import { reloadOf } from "@rules/opponent/choose";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table } from "@foundry/kernel/table-ports";
import { resolveFireState, startingFireState } from "@foundry/actions/fire/fire";
import { sendReload } from "@foundry/actions/reload/reload";
import { playCharge } from "./charge-play";
import { playGatling } from "./gatling-play";
import { playGun, playGunDrive } from "./gun-play";
import { playFormation } from "./formation-play";
import { playMove, playsMove } from "./move-play";
import { driverPiece, playWagonMove } from "./wagon-play";
import { OPPONENT_KEYS, postLine, postRefusal, whyText } from "./why-card";

/** What became of a choice on the table. */
export type PlayOutcome = "played" | "refused" | "byHand" | "held";

/** One choice played (or refused), with its reason. */
export interface Played {
  /** The choice's kind; "morale": the CORE-7 check due at the activation's start (morale-first.ts). */
  readonly kind: OpponentChoice["kind"] | "morale";
  readonly outcome: PlayOutcome;
  readonly why: Why;
}

/**
 * The choice first; then, should the GM refuse it, the other volleys the doctrine would fire (best
 * first), a reload of any empty gun, and holding. Each kind of option once.
 */
export function optionsInOrder(choice: OpponentChoice, s: Situation, doctrine: Doctrine): OpponentChoice[] {
  const volleys = volleyOptions(s).filter(
    (v) => v.chance >= doctrine.minVolleyChance && !(choice.kind === "fire" && v.targetUnitId === choice.targetUnitId),
  );
  const reload = choice.kind === "reload" ? null : reloadOf(s);
  const hold: OpponentChoice = {
    kind: "hold",
    unitId: s.unit.id,
    why: { key: `${OPPONENT_KEYS}Hold.refused`, data: { unit: s.unit.name } },
  };
  return [choice, ...volleys, ...(reload ? [reload] : []), ...(choice.kind === "hold" ? [] : [hold])];
}

/** CORE-5 the volley as the Fire button sends it: the dialog's starting state, the chooser's shooters ticked. */
export async function playFire(
  choice: FireChoice,
  s: Situation,
  table: Table,
): Promise<DrawResponse<PostedResult> | null> {
  const target = s.others.find((o) => o.unit.id === choice.targetUnitId)?.unit;
  if (!target) return null;
  // OW-9.3a a wagon's driver fires from his own token, as his Fire button sends it (wagon-play.ts).
  const unit = s.wagon ? driverPiece(s.wagon, table) : s.unit;
  if (!unit) return null;
  const state = startingFireState(unit, target, [target], table);
  // CORE-5.2 a shift the chooser counted beyond the sheet's (a move it just played: withFollowUp) is claimed too.
  const moved = new Set(choice.input.shooters.filter((sh) => sh.shifts?.moved === true).map((sh) => sh.figure.id));
  const shooters = state.shooters.map((sh) => ({
    ...sh,
    include: sh.include && choice.shooterIds.includes(sh.figure.id),
    shifts: moved.has(sh.figure.id) ? { ...sh.shifts, moved: true } : sh.shifts,
  }));
  return resolveFireState({ ...state, shooters }, table);
}

/** OW-5.1 / NAP-3.1 the Reload button's request for each empty gun, in order; the first refusal stops it. */
async function playReload(
  choice: ReloadChoice,
  unit: UnitState,
  table: Table,
): Promise<DrawResponse<PostedResult> | null> {
  let last: DrawResponse<PostedResult> | null = null;
  for (const id of choice.figureIds) {
    const figure: FigureState | undefined = unit.figures.find((f) => f.id === id);
    if (!figure) return null;
    last = await sendReload(table, unit, figure);
    if (!last?.ok) return last;
  }
  return last;
}

/** Play one option: its reason posted, then its request; what became of it. */
export async function playOne(choice: OpponentChoice, s: Situation, table: Table): Promise<Played> {
  const line = whyText(choice.why, table);
  const played = (outcome: PlayOutcome): Played => ({ kind: choice.kind, outcome, why: choice.why });
  if (choice.kind === "hold") {
    await postLine(line, s.unit.id, table);
    return played("held");
  }
  const playable =
    choice.kind === "fire" ||
    choice.kind === "reload" ||
    choice.kind === "gun" ||
    choice.kind === "gunMove" ||
    choice.kind === "formation" ||
    choice.kind === "gatling" ||
    choice.kind === "wagonMove" ||
    ((choice.kind === "move" || choice.kind === "charge") && playsMove(choice, s, table));
  if (!playable) {
    await postLine(table.user.format(`${OPPONENT_KEYS}byHand`, { line }), s.unit.id, table);
    return played("byHand");
  }
  await postLine(line, s.unit.id, table);
  const answer =
    choice.kind === "fire"
      ? await playFire(choice, s, table)
      : choice.kind === "move"
        ? await playMove(choice, s, table)
        : choice.kind === "charge"
          ? await playCharge(choice, s, table)
          : choice.kind === "reload"
            ? await playReload(choice, s.unit, table)
            : choice.kind === "gun"
              ? await playGun(choice, table)
              : choice.kind === "gunMove"
                ? await playGunDrive(choice, table)
                : choice.kind === "formation"
                  ? await playFormation(choice, table)
                  : choice.kind === "gatling"
                    ? await playGatling(choice, table)
                    : choice.kind === "wagonMove"
                      ? await playWagonMove(choice, table)
                      : null;
  if (answer?.ok) return played("played");
  await postRefusal(s.unit, answer, table);
  return played("refused");
}

/** Play the choice, falling back on the next option while the GM refuses; every option tried, in order. */
export async function playChoice(
  choice: OpponentChoice,
  s: Situation,
  doctrine: Doctrine,
  table: Table,
): Promise<Played[]> {
  const tried: Played[] = [];
  for (const option of optionsInOrder(choice, s, doctrine)) {
    const played = await playOne(option, s, table);
    tried.push(played);
    if (played.outcome !== "refused") break;
  }
  return tried;
}
