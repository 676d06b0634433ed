/**
 * The help pack's "Playing a turn" journal: what a newcomer needs between the rules reference and
 * the starter adventures' walk-throughs: the turn, what a figure may do when its unit activates,
 * targeting, who applies a result, morale and forced moves, and what the supplements assume of the
 * base rulebook. In the project's own words; the rule IDs cited link nothing by themselves (the
 * reference pages are named by them, so the compendium search finds each).
 */

/** The journal's pages: [name, HTML]. */
export function turnPages(): [string, string][] {
  return [
    [
      "The turn",
      `<p>A turn runs like this (CORE-3):</p>
<ol>
<li>Every leader (and every hero, herd and lit fuse) rolls a six-sided command die. The dice show on the units' tokens.</li>
<li>The GM turns Activation Cards one at a time. A number card activates every unit whose die shows that number, on both sides. An Elite card before a number gives Elite units on that number an extra activation; a Green card makes Green units on it lose theirs. The Hero card lets heroes act alone.</li>
<li>The activated units act, each player with his own, in any order the table likes; each player ends his activation (the End activation key or the token's button) and the GM turns the next card.</li>
<li>End of Turn: every deck is shuffled again and the dice are rolled anew.</li>
</ol>
<p>No die decides anything else: every chance comes from the acting player's own Action Deck, one card at a time, and each chat card shows the cards it used.</p>`,
    ],
    [
      "When your unit activates",
      `<p>At the start of the activation a unit with morale markers checks morale first (see <em>Morale and forced moves</em>). Then its figures act, each choosing from its sheet's action bar or its token's buttons:</p>
<ul>
<li><strong>Move</strong>: one movement card of inches, two for a rider; <strong>Sprint</strong> draws two (three for a galloping rider) and leaves the figure stunned.</li>
<li><strong>Fire</strong> at a targeted unit: the dialog counts the bullet holes each shooter needs (his Accuracy, the range band and the shifts) and shows the odds before any card is drawn.</li>
<li><strong>Melee</strong> or <strong>Charge</strong> a targeted enemy in reach.</li>
<li><strong>Reload</strong>, <strong>Mount</strong>, <strong>Dismount</strong>, throw or place dynamite, load or fire a gun, herd cattle: each costs the activation.</li>
</ul>
<p>A button appears only when the figure can use it now; hover a button to read what it does. Outside your activation you may still try a <strong>Reaction</strong> when an enemy moves in sight.</p>`,
    ],
    [
      "Targeting",
      `<p>Fire, Melee, Charge and the other actions against an enemy read the tokens you have targeted: hover an enemy token and press <strong>T</strong> (Foundry's own target key), or right-click it and use the target button. Target one figure of a unit to fire at the unit; the dialog measures the range from each shooter to the nearest figure of the target, edge to edge, and reads walls and terrain on the map for sight and cover. Press T again to clear a target.</p>`,
    ],
    [
      "Who applies a result",
      `<p>A result is worked out on the GM's client from what the map and the sheets hold, never from what a player's screen claims, and it is applied as its chat card is posted: wounds, markers and states are on the pieces when the card appears. The GM can undo the last result in one click. A group that wants the GM to look first turns on <em>The GM confirms each result</em> in the game options: each card then says it waits for the GM, and the GM presses Apply.</p>
<p>A card that orders a move (falling back, running for cover, advancing) offers buttons to the piece's owner: show the inches on the ruler, or move the token there.</p>`,
    ],
    [
      "Morale and forced moves",
      `<p>Each hit leaves a morale marker on the unit struck, in cover or not (CORE-7). When the unit next activates, a present, unstunned, trained leader may first take markers off (Elite two, Regular one, Green none); if he does, his men fire as if he were absent for the rest of that activation (NAP-4). One card is then read for each marker left, in the unit's Guts column and the row for the ground it stands on, open or cover. The results: carry on, a figure stunned, a figure runs for cover, the unit falls back, a figure advances toward the enemy, or the unit is pinned. The markers are then cleared.</p>
<p>A fall back or a run for cover is a forced move: its chat card gives the inches and offers to show them on the ruler or move the token.</p>`,
    ],
    [
      "What the supplements assume",
      `<p>The Old West and Horse and Musket supplements build on the base Combat Patrol rulebook, which is not public. Where the supplements refer to it, this system uses a reconstruction of its numbers (the rules reference marks those pages "reconstructed"), kept as data the GM can change in the game options. Owning the base rulebook helps with what the cards cannot show: what counts as cover on your table, how far a figure may see at night, and the many small judgements a GM makes.</p>`,
    ],
  ];
}
