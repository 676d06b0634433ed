/**
 * CORE-10 a person's reactions to the engine's moves: a reaction "interrupts an enemy move". The
 * engine plays a unit's move in one go (each token written as its card comes), so the GM's client
 * waits after it: when one of the unit's tokens moved (not into a charge: a halted charge has its
 * own reactions, NAP-6.2.1.2b) and a standing figure of a person's unit, the mover's enemy, sees one
 * of its standing figures where it now stands, a line in the chat (for the players) and a dialog (for
 * the GM) name the figures that see it, and the GM's client waits for "Go on". Foundry's dialogs are not modal (DialogV2 `modal` defaults to false: the element is
 * shown, not shown as a modal, docs/foundry-behaviour.md), so meanwhile the players press Reaction
 * on those figures, the GM's client answers their requests, and a figure that passes may fire or
 * move once before the engine goes on (actions/reaction). Our reading: the reaction is taken where
 * the mover ended, as the engine's own reactions are (docs/rules-readings.md).
 */
import { type Point, distance } from "@rules/geometry";
import type { FigureState, UnitState } from "@rules/model";
import { enemiesOf } from "@rules/sides";
import { lineOfSight } from "@rules/terrain";
import type { AskConfig } from "@foundry/kernel/ask-dialog";
import type { Format } from "@foundry/shared/format";
import type { Table, TableUses } from "@foundry/kernel/table-ports";
import { playedByEngine, type EngineOpponent } from "@foundry/kernel/engine-side";
import type { Played } from "./play-choice";
import { endedCard, OPPONENT_REACTIONS_CARD, waitingCard } from "./reactions-card";
import { waitForPlayers } from "./reactions-wait";

const KEYS = "COMBAT_PATROL.Opponent.Reactions.";

/** Where the unit's tokens stand now, by figure id (the unit's own token too: a wagon, a gun). */
export function tokensOf(unit: UnitState, table: TableUses<{ scene: "figuresAt" }>): ReadonlyMap<string, Point> {
  const ids = [unit.id, ...unit.figures.map((f) => f.id)];
  return new Map(table.scene.figuresAt(ids).map((f) => [f.id, f.at]));
}

type WatchTable = TableUses<{ pieces: "unitsOnScene" | "allegiance"; scene: "figuresAt" | "terrain" }>;

/** The names of the people's standing figures that are the mover's enemies and see one of its standing figures. */
export function watchersOf(mover: UnitState, opponent: EngineOpponent, table: WatchTable): string[] {
  return watchingFiguresOf(mover, opponent, table).map((f) => f.name);
}

/** Those figures (watchersOf). */
function watchingFiguresOf(mover: UnitState, opponent: EngineOpponent, table: WatchTable): FigureState[] {
  const people = table.pieces
    .unitsOnScene()
    .filter((u) => u.id !== mover.id && !playedByEngine(opponent, table.pieces.allegiance(u.id)));
  const enemies = enemiesOf(mover, (id) => table.pieces.allegiance(id), people);
  const moverAt = table.scene.figuresAt(mover.figures.filter((f) => !f.incapacitated).map((f) => f.id));
  const terrain = table.scene.terrain();
  return enemies.flatMap((u) => {
    const standing = u.figures.filter((f) => !f.incapacitated);
    const places = table.scene.figuresAt(standing.map((f) => f.id));
    return standing.flatMap((f) => {
      const at = places.find((p) => p.id === f.id)?.at;
      const sees = at && moverAt.some((m) => lineOfSight(terrain, at, m.at).clear);
      return sees ? [f] : [];
    });
  });
}

/**
 * CORE-10 after the engine's unit played: when its tokens moved (`before` to now, no charge among
 * its plays) and a person's figure sees it, wait for the people's reactions: the GM's "Go on", or
 * every connected player who owns one of those figures saying on the card that his are done
 * (reactions-wait.ts); the card then says how the wait ended.
 */
export async function waitForReactions(
  mover: UnitState,
  before: ReadonlyMap<string, Point>,
  tried: readonly Played[],
  opponent: EngineOpponent,
  table: Table,
): Promise<void> {
  if (!opponent.waitsForReactions || tried.some((t) => t.kind === "charge" && t.outcome === "played")) return;
  const now = tokensOf(mover, table);
  const moved = [...now].some(([id, at]) => {
    const was = before.get(id);
    return was !== undefined && distance(was, at) > 1e-6;
  });
  if (!moved) return;
  const seeing = watchingFiguresOf(mover, opponent, table);
  if (seeing.length === 0) return;
  const t = table.user.format;
  const dialog = reactionsDialog(
    mover.name,
    seeing.map((f) => f.name),
    t,
  );
  // The players read it in the chat (the dialog is the GM's): who may react, and their button.
  const players = table.pieces.playersOwning(seeing.map((f) => f.id));
  const card = OPPONENT_REACTIONS_CARD;
  const messageId = await table.writes.createCard(
    card,
    waitingCard(dialog.intro, players, t),
    table.writes.speaker(mover.id),
  );
  if (messageId === null || players.length === 0) {
    await table.dialogs.ask(dialog);
    return;
  }
  const wait = waitForPlayers(messageId, players, (left) =>
    table.writes.updateCard(messageId, card, waitingCard(dialog.intro, left, t)),
  );
  await table.dialogs.ask({ ...dialog, closeWhen: wait.allDone });
  const everyoneDone = wait.end();
  await table.writes.updateCard(messageId, card, endedCard(dialog.intro, everyoneDone, t));
}

/** CORE-10 the dialog the GM's client waits on: who sees the unit that moved, and Go on. */
export function reactionsDialog(
  unit: string,
  watchers: readonly string[],
  t: Format,
): AskConfig & { readonly intro: string } {
  return {
    title: t(`${KEYS}title`, { unit }),
    intro: t(`${KEYS}intro`, { unit, figures: watchers.join(", ") }),
    fields: [],
    ok: t(`${KEYS}goOn`),
  };
}
