/**
 * The starter adventures' "Your first turn" journal page: who plays which side, the GM's set-up,
 * then the adventure's own first turn step by step with its pieces as links that open their sheets
 * (first-turn-walks.ts), and the keys. The keys are the defaults of Configure Controls, listed from
 * the system's one list of keybindings (tools/lib/key-docs.ts).
 */
import { keyListHtml } from "../lib/key-docs";
import type { AdventureSpec } from "./adventure-specs";
import { FIRST_TURN_WALKS, type WalkStep } from "./first-turn-walks";

/** `{{Group|Name}}` as a link to that actor of that deployment (Foundry's @UUID enricher); a name not deployed fails the build. */
function linkPieces(spec: AdventureSpec, html: string): string {
  return html.replace(/\{\{([^|}]+)\|([^}]+)\}\}/g, (_all, group: string, name: string) => {
    const doc = spec.deployments
      .find((d) => d.name === group)
      ?.docs.find((d) => !d._key.startsWith("!folders!") && d.name === name);
    if (!doc) throw new Error(`${spec.key}: no piece "${name}" in "${group}"`);
    return `@UUID[Actor.${doc._id}]{${name}}`;
  });
}

function stepHtml(spec: AdventureSpec, step: WalkStep): string {
  const who = step.who === "gm" ? "GM" : spec.sides[step.who];
  return `<li><strong>${who}:</strong> ${linkPieces(spec, step.html)}</li>`;
}

/** The page for one adventure: the sides, the set-up, its own walk-through, the keys. */
export function firstTurnPage(spec: AdventureSpec): string {
  const walk = FIRST_TURN_WALKS[spec.key];
  if (!walk) throw new Error(`${spec.key}: no first-turn walk-through`);
  return `<h2>Who plays what</h2>
<p><strong>${spec.sides.a}</strong> is side A, played by the first player: the first name that is not a Gamemaster in <em>Game Settings → User Management</em>. <strong>${spec.sides.b}</strong> is side B, played by the second player (by the first again when only one plays). The GM runs anything on neither side and draws the Activation Cards.</p>
<h2>Setting up</h2>
<p>The import has made the scene, the actors, this journal, the decks (an Action Deck for every player, the Activation Deck) and the Combat, and given each side to its player. Check the owners in each actor's Ownership if your table differs.</p>
<h2>The first turn</h2>
<ol>
${walk.map((step) => stepHtml(spec, step)).join("\n")}
</ol>
<p>Every result is drawn from the acting player's own Action Deck and explained on its chat card; <em>Why?</em> on a card opens the rule it comes from.</p>
<h2>Keys</h2>
${keyListHtml()}
<p>Change them in <em>Game Settings → Configure Controls → Combat Patrol</em>.</p>`;
}
