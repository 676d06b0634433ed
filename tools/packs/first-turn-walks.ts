/**
 * Each starter adventure's first turn played step by step with its own pieces (Dry Creek: the
 * gang's dynamite, the hero, the cattle; Les Trois Moulins: close order, the gun, the dragoons'
 * charge). A piece is named `{{Group|Name}}` (its deployment and its actor's name) and printed as a
 * link that opens its sheet (first-turn.ts). The keys named are Configure Controls' defaults.
 */

/** One step: who does it (the GM, the player of side A, of side B) and what, in HTML. */
export interface WalkStep {
  readonly who: "gm" | "a" | "b";
  readonly html: string;
}

export const FIRST_TURN_WALKS: Readonly<Record<string, readonly WalkStep[]>> = {
  "dry-creek": [
    {
      who: "gm",
      html: "Press <em>Begin Combat</em> in the Combat tracker. Every leader rolls his command die: the gang's on {{The Dry Creek gang|Gang boss}}, the posse's on {{The law|U.S. Marshal}}, the cattle's on {{Livery cattle|Livery cattle}}. Each die shows on its unit's tokens.",
    },
    {
      who: "gm",
      html: "Press <em>Draw Activation Card</em>. Say it shows 3 and the gang's die shows 3: the gang's tokens get a ring and the deck dock names them for everyone.",
    },
    {
      who: "a",
      html: "The gang's boss is untrained: only men within 6 inches of him are in command (select him to see the circle). The gang shoots out through the bank's two front windows, with the stone walls' hard cover; the door stays shut. Select {{The Dry Creek gang|Bandit (rifle)}}, point at a rider of the posse he sees through the west window and press <strong>T</strong> to target him, then press <em>Fire</em> (or Shift+V). The dialog shows the range read from the map, the bullet holes he needs and his odds, and leaves out any man who sees no rider. Confirm: the card drawn from your Action Deck and the result appear in the chat, and a hit leaves morale markers on the posse.",
    },
    {
      who: "a",
      html: "{{The Dry Creek gang|Bandit (dynamite)}} carries two sticks and stands at the west window, within a throw (4 inches) of the riders bunched by the stage. Target them and press <em>Throw dynamite</em>, then click where it should land: a miss scatters by the next card. Keep him out of the line of fire: if he is wounded, a small blast icon on the next card sets his own sticks off.",
    },
    {
      who: "gm",
      html: "Shots within 2 inches of the corral, or a unit charged near it, make the cattle check for a stampede: press <em>Stampede check</em> on {{Livery cattle|Livery cattle}}. If they stampede, they run one card on every Activation Card for the rest of the turn, trampling whoever stands within an inch.",
    },
    {
      who: "a",
      html: "When your gang has done what it will, end the activation (Shift+N). The GM draws the next card.",
    },
    {
      who: "b",
      html: "When the posse's number comes up with markers on it, the morale check comes first: press <em>Morale check</em> on {{The law|Marshal's posse}}. The dialog asks whether {{The law|U.S. Marshal}}, a trained Elite leader, takes two markers off first (his men then fire as if he were absent this activation); the rest are read in the cover or open column. Then ride: select a rider and press <em>Move</em> (Shift+M); the posse rides two cards.",
    },
    {
      who: "b",
      html: "When the Hero card comes up, {{The law|The Stranger (hero)}} acts alone if his die matches the number card before it. He is never out of command and never takes the absent-leader shift: a good man to send round the back of the bank.",
    },
    {
      who: "gm",
      html: "The End of Turn card ends the turn: stampedes end, the decks are reshuffled and the dice rolled again.",
    },
  ],
  "trois-moulins": [
    {
      who: "gm",
      html: "Press <em>Begin Combat</em>. The dice are rolled: {{The garrison|Sergeant}} for the section, {{The garrison's gun|Gun sergeant}} for the gun, and each troop's corporal, {{Dragoons, 1st troop|Corporal}} and {{Dragoons, 2nd troop|Corporal}}.",
    },
    {
      who: "gm",
      html: "Press <em>Draw Activation Card</em>. The units whose die shows its number are ringed on the map.",
    },
    {
      who: "a",
      html: "The section stands in two ranks with bases touching: it is in close order. That gives +1 in hand to hand and a better morale column, but it fires only at what lies within 15 degrees of straight ahead (half an hour either side of 12 on its clock). When the dragoons come round behind it, press <em>Turn to face</em> on {{The garrison|Line infantry section}}: the dialog opens at the hour of the line's clock where the map shows them.",
    },
    {
      who: "a",
      html: "The gun starts unloaded. On the gun's activation press <em>Load</em> on {{The garrison's gun|6# gun}} and choose canister: with five gunners it is loaded in one activation, and canister is the only round it may fire next. On its next activation press <em>Fire gun</em> and click the point to aim at; every figure in the swath draws a card.",
    },
    {
      who: "b",
      html: "The dragoons ride two cards. Target a fusilier with <strong>T</strong> and press <em>Charge</em> on {{Dragoons, 1st troop|Light dragoons, 1st troop}}: the dialog reads the last 4 inches from the map; straight over open ground they have impetus, +2 in the first round. The stream can be crossed only at the bridge.",
    },
    {
      who: "a",
      html: "A charged unit may react: press <em>Reaction</em> on the section. A formed section checks once, with its sergeant's Guts. Foot may close ranks or turn to face, but may not react by running in to meet moving horsemen.",
    },
    {
      who: "b",
      html: "If a dragoon wins with impetus, the chat card offers his <em>Breakthrough</em>: he must ride on along his charge line, up to an inch aside, and a second enemy in his path means a second fight.",
    },
    {
      who: "gm",
      html: "The End of Turn card ends the turn: the decks are reshuffled and the dice rolled again.",
    },
  ],
};
