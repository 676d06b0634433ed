/**
 * What a screen beside the combat adds to the GM's turn without the combat importing it: a
 * listener run at each End of Turn (after the decks are recalled, before the next turn's dice:
 * the starter adventures record the turn there), and a button among the tracker's GM buttons
 * (the adventure's "After-action report"). The adventure registers both at init.
 */

/** Run on the GM's client at End of Turn, with the turn that ends. */
export type TurnEndListener = (combat: Combat.Implementation, turn: number) => Promise<void>;

/** A GM button on the Combat tracker. */
export interface TrackerButton {
  readonly id: string;
  /** A lang key. */
  readonly label: string;
  /** Font Awesome classes. */
  readonly icon: string;
  /** Whether the viewed combat shows it. */
  shows(combat: Combat.Implementation): boolean;
  run(combat: Combat.Implementation): Promise<void>;
}

const listeners: TurnEndListener[] = [];
const buttons = new Map<string, TrackerButton>();

export function onTurnEnd(listener: TurnEndListener): void {
  listeners.push(listener);
}

/** Every listener, in turn; one that fails is logged and the turn goes on. */
export async function turnEnded(combat: Combat.Implementation, turn: number): Promise<void> {
  for (const listener of listeners) {
    try {
      await listener(combat, turn);
    } catch (error) {
      console.error("Combat Patrol | an End of Turn listener failed", error);
    }
  }
}

export function addTrackerButton(button: TrackerButton): void {
  buttons.set(button.id, button);
}

/** The buttons the combat shows. */
export function trackerButtons(combat: Combat.Implementation): TrackerButton[] {
  return [...buttons.values()].filter((b) => b.shows(combat));
}

export function trackerButton(id: string): TrackerButton | null {
  return buttons.get(id) ?? null;
}
