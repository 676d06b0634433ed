/** The starter adventures' "Your first turn" journal page (the same for both adventures). */
import { keyListHtml } from "../lib/key-docs";

/**
 * How to play the first turn: the same for both adventures. The keys are the defaults of Configure
 * Controls, listed from the system's one list of keybindings (tools/lib/key-docs.ts).
 */
export function firstTurnPage(): string {
  return `<ol>
<li><strong>GM:</strong> the import has made the scene, the actors, this journal, the decks (an Action Deck for every player, the Activation Deck) and the Combat, and gave side A to the first player and side B to the second. Check the owners in each actor's Ownership if your table differs.</li>
<li><strong>GM:</strong> in the Combat tracker press <em>Begin Combat</em>. Turn 1 starts: every leader's command die is rolled and shown on his unit's tokens.</li>
<li><strong>GM:</strong> press <em>Draw Activation Card</em>. The units whose command die shows the number are activated: a ring marks their tokens, and the deck dock shows the card and the units to everyone.</li>
<li><strong>Players:</strong> select one of your activated figures and act with the keys below (or the token's buttons). Every result is drawn from your own Action Deck and explained in the chat.</li>
<li>When your activated units are done, end the activation (its key below): the GM draws the next Activation Card.</li>
<li>The End of Turn card ends the turn: the decks are reshuffled and the command dice rolled again.</li>
</ol>
<h2>Keys</h2>
${keyListHtml()}
<p>Change them in <em>Game Settings → Configure Controls → Combat Patrol</em>.</p>`;
}
