/**
 * NAP-6.2 / OW-7.1 cavalry at the table: the Charge button of a mounted figure (mounted hand to
 * hand instead of the base melee: impetus, lance, bayonet, heavy cavalry, armour; Table 2's
 * breakthrough comes back as the moves of the chat card), the counter-charge reaction of a
 * mounted unit, and the bog check of a mounted move through woods or over a linear obstacle.
 * Each asks what only the table knows, then sends ONE request to the GM's draw service.
 */
import { GRADES, type Grade } from "@rules/cards/schema";
import type { FigureState, UnitState } from "@rules/model";
import { MOUNTED_DEFAULTS } from "@rules/mounted/data";
import {
  closeOrderForMelee,
  impetusEligible,
  type Fighter,
  type MeleeWeapon,
  type MountedMeleeInput,
} from "@rules/mounted/melee";
import type { MountedReactionKind } from "@rules/mounted/reaction";
import { unitBogCheckers, type MountedBogInput, type MountedBogPlace } from "@rules/mounted/terrain";
import { closeOrderReactionValue } from "@rules/napoleonic/closeOrder";
import { reactionValue } from "@rules/procedures";
import { actingFigure, pieceOf, refuse } from "@foundry/kernel/acting-piece";
import { read, type Answers, type AskField } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import { ACTION_FLAGS } from "@rules/procedures/data";
import { oddsOrNone } from "../odds-text";
import { counterChargeLive } from "./counter-charge-odds";
import { sendCounterCharge } from "./counter-charge-request";
import { chargeLinesOf, mountedBogOddsLines } from "./cavalry-odds";
import { countedOdds } from "../counted-odds";
import "./cavalry-requests";
import type { Point } from "@rules/geometry";
import { clickFromToken, readMove } from "@foundry/kernel/map-move";
import { meleeWeaponFrom } from "@rules/mounted/charge-input";
import { sceneGround } from "@foundry/kernel/world-facts";
import { chargeOnMap, type ChargeRun } from "./charge-map";
import { chargePair, haltDistance, haltField, postHalt, runFromCard } from "./charge-halt";
import { rearBoxes } from "./charge-rear";

const CAVALRY_KEYS = "COMBAT_PATROL.Action.Cavalry.";

/** The weapon a figure fights with as the mounted melee reads it (the GM reads the same: cavalry-world.ts). */
function meleeWeaponOf(port: TableUses<{ pieces: "weaponOf" }>, figure: FigureState): MeleeWeapon {
  return meleeWeaponFrom(port.pieces.weaponOf(figure.id)?.profile ?? null);
}

function moved(figure: FigureState, unit: UnitState): boolean {
  return figure.flags?.[ACTION_FLAGS.moved] === true || unit.flags?.[ACTION_FLAGS.moved] === true;
}

/**
 * NAP-6.2 / OW-7.1d the Charge of a mounted figure against the first targeted figure of another
 * unit: the dialog asks the straight inches of the move into contact and whether they are over
 * open, flat ground (started from the map: charge-map.ts; off the map or already in contact, 4"
 * when the figure moved this activation, else 0), close order, and each side's weapon options;
 * the engine decides impetus and close order and resolves the fight. The GM reads the same run.
 * NAP-5.4.1 / NAP-6.2.1.3 where both have tokens the rear is the map's (the box shown, not the
 * player's), and "caught from behind" is offered only to a charge the map brings in from behind.
 */
export async function charge(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const pair = chargePair(request, port);
  if (!pair) return;
  const { piece, attacker, defender } = pair;
  if (!attacker.mounted) return port.user.warn("COMBAT_PATROL.Error.notMounted", { figure: attacker.name });
  const heavyRule = port.user.options().optional.heavyCavalry;
  const attackerWeapon = meleeWeaponOf(port, attacker);
  const defenderWeapon = meleeWeaponOf(port, defender.figure);
  const box = (name: string, label: string, value: boolean): AskField => ({ type: "checkbox", name, label, value });
  // NAP-5.4.1 / NAP-6.2.1.3 the charge as the map reads it (charge-map.ts): the run and the rear; null off the map.
  const onMap = chargeOnMap(sceneGround(port.scene), attacker.id, defender.figure.id);
  const rear = rearBoxes(t, onMap, defender.figure);
  const sideFields = (prefix: string, who: FigureState, weapon: MeleeWeapon, unit: UnitState): AskField[] => [
    box(`${prefix}.closeOrder`, t(`${CAVALRY_KEYS}closeOrder`, { figure: who.name }), unit.closeOrder),
    ...(weapon.bayonetHth != null
      ? [box(`${prefix}.bayonet`, t(`${CAVALRY_KEYS}bayonet`, { figure: who.name }), false)]
      : []),
    ...(heavyRule && who.mounted
      ? [
          box(`${prefix}.heavy`, t(`${CAVALRY_KEYS}heavy`, { figure: who.name }), false),
          box(`${prefix}.armour`, t(`${CAVALRY_KEYS}armour`, { figure: who.name }), false),
        ]
      : []),
  ];
  /** The fight as the engine reads it from the answers (throws what it refuses). */
  const inputOf = (answers: Answers): MountedMeleeInput => {
    const straight = read.num(answers, "straightInches", 0);
    const impetus = impetusEligible(
      {
        mounted: attacker.mounted,
        straightInchesIntoContact: straight,
        openFlatTerrain: read.bool(answers, "openFlat"),
      },
      MOUNTED_DEFAULTS,
    );
    // NAP-6.2.1.2 a mounted defender who counter-charged (his run in straight over open, flat ground) has impetus too.
    const counterCharged = defender.figure.mounted && read.bool(answers, "defender.counterCharge");
    const fighter = (
      prefix: string,
      unit: UnitState,
      figure: FigureState,
      weapon: MeleeWeapon,
      moving: boolean,
      charging: boolean,
    ): Fighter => ({
      unitId: unit.id,
      figure,
      weapon,
      impetus: charging ? impetus : counterCharged,
      moving: moving || (!charging && counterCharged),
      // NAP-5.3 a charger is in close order for the melee only when the last 4" were in close order (the straight run
      // in).
      closeOrder: closeOrderForMelee(read.bool(answers, `${prefix}.closeOrder`), charging, straight, MOUNTED_DEFAULTS),
      attackedFromRear: prefix === "defender" && rear.fromRear(answers),
      bayonetFixed: read.bool(answers, `${prefix}.bayonet`),
      heavy: read.bool(answers, `${prefix}.heavy`),
      armour: read.bool(answers, `${prefix}.armour`),
    });
    return {
      attacker: fighter("attacker", piece.unit, attacker, attackerWeapon, true, true),
      defender: fighter(
        "defender",
        defender.unit,
        defender.figure,
        defenderWeapon,
        read.bool(answers, "defender.moving"),
        false,
      ),
      secondMelee: read.bool(answers, "secondMelee"),
      caughtFromBehind: rear.caught(answers),
    };
  };
  const pool = port.draw.pool();
  // NAP-6.2.1.2b the Charge home button brings the run declared before the halt (charge-halt.ts).
  const declared = runFromCard(request.params);
  const run: ChargeRun | null = declared ? null : (onMap?.run ?? null);
  const mapHint = run ? { hint: t(`${CAVALRY_KEYS}fromTheMap`) } : {};
  const halt = haltDistance(request, port, attacker.id, defender.figure.id);
  const answers = await port.dialogs.ask({
    title: t(`${CAVALRY_KEYS}title`, { attacker: attacker.name, defender: defender.figure.name }),
    fields: [
      {
        type: "number",
        name: "straightInches",
        label: t(`${CAVALRY_KEYS}straightInches`),
        value:
          declared?.straightInches ??
          run?.straightInches ??
          (moved(attacker, piece.unit) ? MOUNTED_DEFAULTS.impetusStraightInches : 0),
        step: 0.5,
        ...mapHint,
      },
      box("openFlat", t(`${CAVALRY_KEYS}openFlat`), declared?.openFlat ?? run?.openFlat ?? true),
      ...sideFields("attacker", attacker, attackerWeapon, piece.unit),
      ...sideFields("defender", defender.figure, defenderWeapon, defender.unit),
      box("defender.moving", t(`${CAVALRY_KEYS}defenderMoving`, { figure: defender.figure.name }), false),
      // NAP-6.2.1.2 "Cavalry impetus modifiers apply to both the attacker and a counter charging defender".
      ...(defender.figure.mounted
        ? [box("defender.counterCharge", t(`${CAVALRY_KEYS}counterCharge`, { figure: defender.figure.name }), false)]
        : []),
      ...rear.fields,
      box("secondMelee", t(`${CAVALRY_KEYS}secondMelee`), false),
      ...(halt !== null ? [haltField(t, halt, port.pieces.playedByEngine(defender.unit.id))] : []),
    ],
    ...countedOdds(
      t,
      (a) => (pool.length === 0 ? [] : { kind: "charge", pool, options: port.user.options(), input: inputOf(a) }),
      (choices, asked) => chargeLinesOf(choices, asked.input, t),
    ),
    ok: t(`${CAVALRY_KEYS}confirm`),
  });
  if (!answers) return;
  const declaredRun = {
    straightInches: read.num(answers, "straightInches", 0),
    openFlat: read.bool(answers, "openFlat"),
  };
  if (halt !== null && read.bool(answers, "halt")) return postHalt(port, pair, halt, declaredRun, attacker.id);
  let input: MountedMeleeInput;
  try {
    input = inputOf(answers);
  } catch (error) {
    return refuse(port, error);
  }
  const title = {
    key: "COMBAT_PATROL.Action.title.charge",
    data: { attacker: attacker.name, defender: defender.figure.name },
  };
  await port.draw.resolve({
    procedure: "mountedMelee",
    input: {
      mountedMelee: input,
      // NAP-6.2.1.1 the run the player declared: the GM reads the map's beside it (cavalry-map-world.ts).
      run: declaredRun,
      ...chatContext(port.writes.speaker(attacker.id), title, [piece.unit, defender.unit]),
    },
  });
}

/**
 * NAP-6.2.1.2 the counter-charge (or pursuit) of a mounted unit, as a reaction: one Reaction
 * check (NAP-5.6 a close order group once: its leader's Guts, else the unit's Reaction), then one
 * movement card.
 */
export async function counterCharge(request: ActionRequest, port: Table): Promise<void> {
  const piece = pieceOf(request, port);
  if (!piece) return;
  const kind: MountedReactionKind = request.params.kind === "pursuit" ? "pursuit" : "counter-charge";
  const group = port.user.options().era === "napoleonic" && piece.unit.closeOrder && !piece.figure;
  const figures = piece.figure ? [piece.figure] : piece.unit.figures.filter((f) => !f.incapacitated);
  const checker = actingFigure(piece);
  if (!checker || figures.length === 0)
    return port.user.warn("COMBAT_PATROL.Error.noFigures", { unit: piece.unit.name });
  const notMounted = figures.find((f) => !f.mounted);
  if (notMounted) return port.user.warn("COMBAT_PATROL.Error.notMounted", { figure: notMounted.name });
  const options = { rules: port.user.options() };
  const leader = figures.find((f) => f.id === piece.unit.leaderId) ?? null;
  const reaction = group
    ? closeOrderReactionValue(leader, reactionValue(piece.unit.grade, options), options)
    : checker.reaction;
  // NAP-6.2.1.2b a counter-charge against a targeted rider: the gap and his inches left prorate the contact point.
  const charger =
    kind === "counter-charge"
      ? (port.pieces.targetedFigures().find((f) => f.figure.mounted && f.unit.id !== piece.unit.id) ?? null)
      : null;
  let contact: { gapInches: number; chargerInches: number } | null = null;
  if (charger) {
    const t = port.user.format;
    const gap = port.scene.distance(checker.id, charger.figure.id);
    const answers = await port.dialogs.ask({
      title: t(`${CAVALRY_KEYS}counterTitle`, {
        unit: piece.figure?.name ?? piece.unit.name,
        charger: charger.figure.name,
      }),
      fields: [
        {
          type: "number",
          name: "gapInches",
          label: t(`${CAVALRY_KEYS}gapInches`),
          value: gap === null ? 0 : round1(gap),
          step: 0.5,
        },
        {
          type: "number",
          name: "chargerInches",
          label: t(`${CAVALRY_KEYS}chargerInches`, { charger: charger.figure.name }),
          value: 0,
          step: 0.5,
        },
      ],
      live: counterChargeLive(
        { unitId: piece.unit.id, kind, figures, reaction },
        port.draw.pool(),
        port.user.options(),
        t,
      ),
      ok: t(`${CAVALRY_KEYS}counterConfirm`),
    });
    if (!answers) return;
    const gapInches = Math.max(0, read.num(answers, "gapInches", 0));
    if (gapInches > 0) contact = { gapInches, chargerInches: Math.max(0, read.num(answers, "chargerInches", 0)) };
  }
  await sendCounterCharge(
    port,
    { unitId: piece.unit.id, kind, figures, reaction, ...(contact ? { contact } : {}) },
    piece.unit,
    charger ? { id: charger.figure.id, name: charger.figure.name } : null,
    request.actor.uuid,
    piece.figure?.name ?? piece.unit.name,
  );
}

/**
 * NAP-6.2.1.2b the Pursue button: "Mounted figures may use the Reaction rule to pursue withdrawing
 * enemy. This includes enemy moves as a result of Guts checks." The same mounted reaction as a
 * counter-charge (one check, one movement card), sent as a pursuit: nothing to prorate, and the
 * GM takes it whoever's activation made the enemy withdraw (cavalry-world.ts).
 */
export function pursue(request: ActionRequest, port: Table): Promise<void> {
  return counterCharge({ ...request, params: { ...request.params, kind: "pursuit" } }, port);
}

/** NAP-6.1.2 / OW-7.1b the move a bog check is made on, clicked on the map: the rider's token and the point. */
interface ClickedMove {
  readonly figureId: string;
  readonly to: Point;
}

/**
 * The move clicked for a bog check pressed on its own: the checking rider's token to the point
 * the player clicks. Null without a token or when the click is cancelled (the dialog asks as before).
 */
async function clickedMove(port: Table, rider: FigureState): Promise<ClickedMove | null> {
  const clicked = await clickFromToken(port, rider.id);
  return clicked && clicked !== "cancelled" ? { figureId: rider.id, to: clicked.to } : null;
}

/**
 * NAP-6.1.2 / OW-7.1b the bog check of a mounted unit (or a mounted officer alone) whose move
 * crosses woods or a linear obstacle: the player says which, the inches in the woods, and the
 * terrain's grade. The dialog starts from the move clicked on the map (kernel/map-move.ts
 * readMove: the Move button hands its click over, `clicked`; pressed on its own, the rider's
 * move is clicked here), and the GM reads the same way (cavalry-map-world.ts).
 */
export async function mountedBog(request: ActionRequest, port: Table, clicked?: ClickedMove | null): Promise<void> {
  const t = port.user.format;
  const piece = pieceOf(request, port);
  if (!piece) return;
  const officer =
    piece.figure && piece.figure.id === piece.unit.leaderId && piece.unit.figures.length > 1 ? piece.figure : null;
  // NAP-6.1.2b one check for the unit, its mounted officer apart (he checks alone from his own button).
  const figures = officer ? [officer] : unitBogCheckers(piece.unit);
  if (figures.length === 0)
    return port.user.warn("COMBAT_PATROL.Error.notMounted", { figure: piece.figure?.name ?? piece.unit.name });
  const rider = piece.figure ?? actingFigure(piece) ?? figures[0]!;
  const path = clicked === undefined ? await clickedMove(port, rider) : clicked;
  const from = path ? port.scene.figuresAt([path.figureId])[0] : undefined;
  const map = path && from ? readMove(port.scene.terrain(), from.at, path.to) : null;
  /** The bog check as the engine reads it from the answers. */
  const inputOf = (answers: Answers): MountedBogInput => {
    const place: MountedBogPlace =
      read.str(answers, "place", "woods") === "linear-obstacle" ? "linear-obstacle" : "woods";
    const gradeAnswer = read.str(answers, "grade", "regular");
    const terrainGrade: Grade = GRADES.find((g) => g === gradeAnswer) ?? "regular";
    return {
      unitId: piece.unit.id,
      place,
      terrainGrade,
      figures,
      ...(officer ? { officerId: officer.id } : {}),
      ...(place === "woods"
        ? { inchesInWoods: read.num(answers, "inchesInWoods", 0) }
        : { endsJustOverObstacle: read.bool(answers, "endsJustOver") }),
    };
  };
  const pool = port.draw.pool();
  const answers: Answers | null = await port.dialogs.ask({
    title: t(`${CAVALRY_KEYS}bogTitle`, { unit: officer?.name ?? piece.unit.name }),
    fields: [
      {
        type: "select",
        name: "place",
        label: t(`${CAVALRY_KEYS}place`),
        value: map?.bogPlace ?? "woods",
        ...(map ? { hint: t(`${CAVALRY_KEYS}fromTheMap`) } : {}),
        options: (["woods", "linear-obstacle"] as const).map((value) => ({
          value,
          label: t(`${CAVALRY_KEYS}placeOf.${value}`),
        })),
      },
      {
        type: "number",
        name: "inchesInWoods",
        label: t(`${CAVALRY_KEYS}inchesInWoods`),
        value: map?.woodsInches ?? 0,
        step: 0.5,
      },
      {
        type: "select",
        name: "grade",
        label: t(`${CAVALRY_KEYS}terrainGrade`),
        value: map?.bogGrade ?? "regular",
        options: GRADES.map((value) => ({ value, label: t(`COMBAT_PATROL.Grade.${value}`) })),
      },
      { type: "checkbox", name: "endsJustOver", label: t(`${CAVALRY_KEYS}endsJustOver`), value: false },
    ],
    live: (a) => oddsOrNone(() => mountedBogOddsLines(inputOf(a), pool, port.user.options(), t)),
    ok: t(`${CAVALRY_KEYS}bogConfirm`),
  });
  if (!answers) return;
  const title = { key: "COMBAT_PATROL.Action.title.mountedBog", data: { unit: officer?.name ?? piece.unit.name } };
  await port.draw.resolve({
    procedure: "mountedBog",
    input: {
      mountedBog: inputOf(answers),
      ...(path ? { path } : {}),
      ...chatContext(port.writes.speaker(request.actor.uuid), title, [piece.unit]),
    },
  });
}

/** Inches to one decimal, as the dialogs show them. */
function round1(inches: number): number {
  return Math.round(inches * 10) / 10;
}
