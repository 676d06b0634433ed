/**
 * CORE-6 hand to hand: the acting figure against the first targeted figure of another unit; the
 * dialog asks the modifiers the rules leave to the players (with the exact odds, live), then ONE
 * request to the GM's draw service.
 */
import type { FigureState, UnitState } from "@rules/model";
import { mayInitiateMelee } from "@rules/old-west/animals";
import type { MeleeInput, MeleeModifier, MeleeSide } from "@rules/procedures";
import type { ActionCard } from "@rules/cards/schema";
import type { RulesOptions } from "@rules/options";
import { oddsFigure, oddsLine } from "../odds-text";
import { closeOrderHthModifier } from "@rules/napoleonic/closeOrder";
import { sceneGround } from "@foundry/kernel/world-facts";
import { apartForMelee, meleeOnMap } from "./melee-map";
import type { Format } from "@foundry/shared/format";
import { meleePair } from "@foundry/kernel/acting-piece";
import { read, type Answers, type LiveLine } from "@foundry/kernel/ask-dialog";
import type { ActionRequest } from "@foundry/kernel/action-layer";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { chatContext, type PostedResult } from "@foundry/kernel/action-requests";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import { meleeOdds } from "./melee-odds";

function hthOf(port: TableUses<{ pieces: "weaponOf" }>, figure: FigureState): number {
  return port.pieces.weaponOf(figure.id)?.profile.hth ?? 0;
}

/** What the map measured for a side (null off the map): its boxes are shown fixed and read from here, not the answers. */
type Measured = { readonly obstacle: boolean; readonly fromRear: boolean } | null;

function meleeModifiers(answers: Answers, prefix: string, measured: Measured = null): MeleeModifier[] {
  const mods: MeleeModifier[] = [];
  // A fixed box is left out of the submitted form: the map's value, else the player's tick.
  const fact = (name: "obstacle" | "fromRear") => measured?.[name] ?? read.bool(answers, `${prefix}.${name}`);
  // NAP-5.4.1 close order +1 (attack and defence, not from the rear).
  if (read.bool(answers, `${prefix}.closeOrder`)) {
    const m = closeOrderHthModifier(true, fact("fromRear"));
    if (m) mods.push(m);
  }
  if (read.bool(answers, `${prefix}.impetus`)) mods.push({ key: "impetus", value: 2 });
  if (fact("obstacle")) mods.push({ key: "obstacle", value: 1 });
  const other = read.num(answers, `${prefix}.other`, 0);
  if (other !== 0) mods.push({ key: "other", value: other });
  return mods;
}

export async function melee(request: ActionRequest, port: Table): Promise<void> {
  const t = port.user.format;
  const pair = meleePair(request, port);
  if (!pair) return;
  const { piece, attacker, defender } = pair;
  // OW-9.2.5 "Only bears can initiate melee attacks": a herd or lone animal of another kind is refused.
  const herd = port.pieces.herd(piece.unitActorId);
  if (herd && !mayInitiateMelee(herd.species))
    return port.user.warn("COMBAT_PATROL.Error.animalNoMelee", { unit: herd.unit.name });
  // NAP-5.4.1 attacked from the rear and CORE-6 defending an obstacle, as the tokens stand (unticked off the map).
  const onMap = meleeOnMap(sceneGround(port.scene), attacker.id, defender.figure.id);
  // CORE-6 said before anything is asked: the bases must touch (the GM refuses it too).
  if (apartForMelee(onMap))
    return port.user.warn("COMBAT_PATROL.Error.meleeNotInContact", {
      attacker: attacker.name,
      defender: defender.figure.name,
      gap: onMap?.gap ?? 0,
    });
  const side = (prefix: string, who: FigureState, unit: UnitState, attacking: boolean) => [
    {
      type: "checkbox" as const,
      name: `${prefix}.closeOrder`,
      label: t("COMBAT_PATROL.Action.Melee.closeOrder", { figure: who.name }),
      value: unit.closeOrder,
    },
    // OW-7.1d / NAP-6.2.1.1 impetus is a rider's (4" or more straight into contact).
    ...(attacking
      ? who.mounted
        ? [
            {
              type: "checkbox" as const,
              name: `${prefix}.impetus`,
              label: t("COMBAT_PATROL.Action.Melee.impetus"),
              value: false,
            },
          ]
        : []
      : [
          {
            type: "checkbox" as const,
            name: `${prefix}.obstacle`,
            label: t("COMBAT_PATROL.Action.Melee.obstacle"),
            value: onMap?.obstacle ?? false,
            ...(onMap ? { disabled: true } : {}),
          },
          {
            type: "checkbox" as const,
            name: `${prefix}.fromRear`,
            label: t("COMBAT_PATROL.Action.Melee.fromRear"),
            value: onMap?.fromRear ?? false,
            // NAP-5.4.1 / CORE-6 measured on the map: shown, not the player's to change (the GM refuses another).
            ...(onMap ? { disabled: true, hint: t("COMBAT_PATROL.Action.Melee.fromTheMap") } : {}),
          },
        ]),
    {
      type: "number" as const,
      name: `${prefix}.other`,
      label: t("COMBAT_PATROL.Action.Melee.other", { figure: who.name }),
      value: 0,
    },
  ];
  const notes = [attacker, defender.figure].map((f) =>
    t("COMBAT_PATROL.Action.Melee.base", { figure: f.name, melee: f.melee, hth: hthOf(port, f) }),
  );
  // The defender's obstacle and rear come from the map where it measured them (fixed boxes are not submitted).
  const inputOf = (answers: Answers): MeleeInput =>
    meleeInputOf(port, answers, { unit: piece.unit, figure: attacker }, defender, onMap);
  const pool = port.draw.pool();
  const answers = await port.dialogs.ask({
    title: t("COMBAT_PATROL.Action.Melee.title", { attacker: attacker.name, defender: defender.figure.name }),
    fields: [
      ...side("attacker", attacker, piece.unit, true),
      ...side("defender", defender.figure, defender.unit, false),
    ],
    notes,
    live: (a) => meleeOddsLines(inputOf(a), pool, port.user.options(), t),
    ok: t("COMBAT_PATROL.Action.Melee.confirm"),
  });
  if (!answers) return;
  await sendMelee(port, inputOf(answers), piece.unit, defender.unit);
}

/** A side of the fight: the figure and its unit. */
interface Fighter {
  readonly unit: UnitState;
  readonly figure: FigureState;
}

/** CORE-6 the engine's input from the dialog's answers: each side's figure, weapon bonus and modifiers. */
function meleeInputOf(
  port: TableUses<{ pieces: "weaponOf" }>,
  answers: Answers,
  attacker: Fighter,
  defender: Fighter,
  measured: Measured = null,
): MeleeInput {
  const sideOf = ({ unit, figure }: Fighter, prefix: string): MeleeSide => ({
    unitId: unit.id,
    figure,
    hth: hthOf(port, figure),
    modifiers: meleeModifiers(answers, prefix, prefix === "defender" ? measured : null),
  });
  return { attacker: sideOf(attacker, "attacker"), defender: sideOf(defender, "defender") };
}

/**
 * CORE-6 the fight as the dialog opens it, confirmed unchanged (the engine opponent sends it so):
 * each side's close order from its unit, the defender's obstacle and an attack from his rear as the
 * map shows them, no impetus, no other modifier.
 */
export function meleeAsOffered(
  port: TableUses<{ pieces: "weaponOf"; scene: "figuresAt" | "terrain" }>,
  attacker: Fighter,
  defender: Fighter,
): MeleeInput {
  const onMap = meleeOnMap(sceneGround(port.scene), attacker.figure.id, defender.figure.id);
  const answers: Answers = {
    "attacker.closeOrder": attacker.unit.closeOrder,
    "defender.closeOrder": defender.unit.closeOrder,
    "defender.obstacle": onMap?.obstacle ?? false,
    "defender.fromRear": onMap?.fromRear ?? false,
  };
  return meleeInputOf(port, answers, attacker, defender);
}

/** CORE-6 the hand to hand's ONE request (the button and the engine opponent send it alike); the GM's answer. */
export function sendMelee(
  port: TableUses<{ draw: "resolve"; writes: "speaker" }>,
  melee: MeleeInput,
  attackerUnit: Pick<UnitState, "id" | "name">,
  defenderUnit: Pick<UnitState, "id" | "name">,
): Promise<DrawResponse<PostedResult>> {
  const title = {
    key: "COMBAT_PATROL.Action.title.melee",
    data: { attacker: melee.attacker.figure.name, defender: melee.defender.figure.name },
  };
  return port.draw.resolve({
    procedure: "melee",
    input: {
      melee,
      ...chatContext(port.writes.speaker(melee.attacker.figure.id), title, [attackerUnit, defenderUnit]),
    },
  });
}

/**
 * CORE-6 the exact odds line of the melee dialog (the engine decides every pair of cards): percentages, the fractions
 * on hover.
 */
export function meleeOddsLines(
  input: MeleeInput,
  pool: readonly ActionCard[],
  options: RulesOptions,
  t: Format,
): LiveLine[] {
  const odds = meleeOdds(input, pool, options);
  if (!odds) return [];
  const [a, tie, d] = [oddsFigure(odds.attacker), oddsFigure(odds.tie), oddsFigure(odds.defender)];
  const names = { attacker: input.attacker.figure.name, defender: input.defender.figure.name, cards: pool.length };
  // the shared bar of the three outcomes (odds-text.ts), under the melee's own sentence
  const { bar } = oddsLine(t, "", [
    {
      label: t("COMBAT_PATROL.Odds.wins", { figure: names.attacker }),
      chance: odds.attacker,
      tone: "good",
    },
    { label: t("COMBAT_PATROL.Odds.tie"), chance: odds.tie, tone: "even" },
    {
      label: t("COMBAT_PATROL.Odds.wins", { figure: names.defender }),
      chance: odds.defender,
      tone: "bad",
    },
  ]);
  return [
    {
      text: t("COMBAT_PATROL.Action.Melee.odds", { ...names, a: a.text, tie: tie.text, d: d.text }),
      title: t("COMBAT_PATROL.Action.Melee.oddsExact", { ...names, a: a.title, tie: tie.title, d: d.title }),
      ...(bar ? { bar } : {}),
    },
  ];
}
