/**
 * OW-2 / NAP-2 a starter adventure's import offers the engine opponent: the importing GM is asked
 * which side the engine plays (by the adventure's own side names) and in which style, the side
 * without a player chosen already (side B when fewer than two players are in the world: the one
 * player, or the GM alone, takes side A), then it is saved in the world's settings as the scenario
 * setup saves it. Closing the dialog changes nothing. Over ports: the preview renders the same
 * dialog, and tests/foundry/opponent drives it.
 */
import { DOCTRINE_IDS } from "@rules/opponent/doctrine-ids";
import type { AskConfig, Answers } from "@foundry/kernel/ask-dialog";
import { ENGINE_SIDES, engineOpponentOf, type EngineOpponent, type EngineSide } from "@foundry/kernel/engine-side";

const KEYS = "COMBAT_PATROL.Opponent.Offer.";
const SETTING = "COMBAT_PATROL.Opponent.Setting.";

export interface OfferPorts {
  /** How many players (not GMs) the world has. */
  players(): number;
  /** The engine opponent as the world has it now. */
  current(): EngineOpponent;
  ask(config: AskConfig): Promise<Answers | null>;
  save(opponent: EngineOpponent): Promise<void>;
  format(key: string, data?: Readonly<Record<string, string | number>>): string;
}

/** The side the dialog opens at: side B when fewer than two players can take a side each, else as the world has it. */
export function offeredSide(players: number, current: EngineOpponent): EngineSide {
  return players < 2 && current.side === "none" ? "b" : current.side;
}

/** The dialog: the side (by the adventure's side names) and the style, the side without a player chosen. */
export function offerDialog(
  adventure: string,
  sides: { readonly a: string; readonly b: string },
  players: number,
  current: EngineOpponent,
  t: OfferPorts["format"],
): AskConfig {
  const sideLabel = (side: EngineSide) =>
    side === "a" || side === "b"
      ? t(`${KEYS}side`, { name: sides[side], side: side.toUpperCase() })
      : t(`${SETTING}sides.${side}`);
  return {
    title: t(`${KEYS}title`, { adventure }),
    intro: t(`${KEYS}intro`),
    fields: [
      {
        type: "select",
        name: "side",
        label: t(`${SETTING}side`),
        value: offeredSide(players, current),
        options: ENGINE_SIDES.map((value) => ({ value, label: sideLabel(value) })),
      },
      {
        type: "select",
        name: "doctrine",
        label: t(`${SETTING}doctrine`),
        value: current.doctrine,
        options: DOCTRINE_IDS.map((value) => ({ value, label: t(`${SETTING}doctrines.${value}`) })),
        hint: t(`${SETTING}doctrineHint`),
      },
    ],
    notes: [t(`${KEYS}later`)],
    ok: t(`${KEYS}ok`),
  };
}

/** Ask, then save what was chosen; null (nothing saved) when the dialog is closed. */
export async function offerEngine(
  adventure: string,
  sides: { readonly a: string; readonly b: string },
  ports: OfferPorts,
): Promise<EngineOpponent | null> {
  const answers = await ports.ask(offerDialog(adventure, sides, ports.players(), ports.current(), ports.format));
  if (!answers) return null;
  const chosen = engineOpponentOf(answers["side"], answers["doctrine"]);
  await ports.save(chosen);
  return chosen;
}
