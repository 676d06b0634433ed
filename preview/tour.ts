/**
 * The front page as a guided tour: the views grouped by what a player meets in a turn, in that
 * order. Each section says in a sentence what it holds; a view belongs to exactly one section
 * (tests/preview/tour.test.ts).
 */

export interface TourSection {
  readonly heading: string;
  /** One short sentence, in a player's words. */
  readonly intro: string;
  readonly holds: (viewId: string) => boolean;
}

/** The GM's own tools: the draw log, the physical-card prompts and the morale card's Undo. */
const FOR_THE_GM = new Set([
  "cards-audit-log",
  "cards-serial-prompt",
  "cards-activation-prompt",
  "chat-morale-applied",
  "chat-morale-waiting",
  "chat-morale-undone",
]);

/** The cards of the turn itself: the Activation Card turned and what is done with the dice. */
const TURN_CARDS = new Set([
  "chat-activation",
  "chat-activation-charge",
  "chat-charges-explode",
  "chat-kind-commandDice",
  "chat-kind-swapDice",
  "chat-kind-endActivation",
  "chat-kind-ow-heroCard",
]);

const BEFORE_THE_GAME = /^(setup-|settings-|cards-import-|adventure-|journal-|cards-faces|cards-activation-faces$)/;

const gm = (id: string): boolean => FOR_THE_GM.has(id);

export const TOUR: readonly TourSection[] = [
  {
    heading: "Before the game",
    intro:
      "The GM sets up the scenario, the options and the decks; here are the starter maps, the adventures' first-turn pages, the help on a turn, a rules page and the cards you will turn.",
    holds: (id) => BEFORE_THE_GAME.test(id),
  },
  {
    heading: "The turn begins",
    intro:
      "An Activation Card is turned, the tracker shows whose unit acts, and you play from your deck and your command dice.",
    holds: (id) => !gm(id) && (id.startsWith("combat-tracker-") || id.startsWith("dock-") || TURN_CARDS.has(id)),
  },
  {
    heading: "Your pieces",
    intro: "The sheets of your figures, units, guns, wagons, herds and their weapons, and the buttons on your token.",
    holds: (id) => id.startsWith("sheet-") || id.startsWith("figure-sheet") || id.startsWith("token-hud"),
  },
  {
    heading: "Choosing what to do",
    intro:
      "The window that opens when your unit acts: what it does, at whom, and its chances before any card is drawn.",
    holds: (id) => id.startsWith("dialog-"),
  },
  {
    heading: "What happened",
    intro: "The card posted in the chat after each action: the cards drawn, the hits, the checks and what they did.",
    holds: (id) => id.startsWith("chat-") && !gm(id) && !TURN_CARDS.has(id),
  },
  {
    heading: "On the map",
    intro: "What the system draws on the scene: templates, arcs, a gun's shot and the sight markers.",
    holds: (id) => id.startsWith("canvas-"),
  },
  {
    heading: "For the GM",
    intro: "The GM's own tools: the log of every card drawn, the prompts for cards turned at a real table, and Undo.",
    holds: gm,
  },
];

/** The sections that hold a view (exactly one, when the tour is right). */
export function sectionsOf(viewId: string): TourSection[] {
  return TOUR.filter((s) => s.holds(viewId));
}
