/**
 * The rules reference of the Help pack: every rule ID of ../shared/RULES.md with a
 * short explanation written for this project in its own words (never the supplements' text:
 * tests/packs/rules-reference.test.ts checks that no eight-word run of a seed appears here), the
 * book and section it comes from, and what the system does with it. Searchable in Foundry: one
 * journal page per rule, its name starting with the rule ID.
 */

export type RuleBook = "core" | "old-west" | "napoleonic";

export interface RuleEntry {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** "auto": the system resolves it; "assist": it measures, reminds or prompts, a person decides. */
  readonly support: "auto" | "assist" | "both";
  /** How the rule is played at the Foundry table, when a GM has something to set up (HTML). */
  readonly table?: string;
}

export const BOOK_NAMES: Readonly<Record<RuleBook, string>> = {
  core: "Combat Patrol base rules",
  "old-west": "Old West supplement",
  napoleonic: "Horse and Musket: Napoleonic supplement",
};

export function bookOf(id: string): RuleBook {
  if (id.startsWith("CORE-")) return "core";
  if (id.startsWith("OW-")) return "old-west";
  if (id.startsWith("NAP-")) return "napoleonic";
  throw new Error(`no book for rule ${id}`);
}

/** The section a rule ID names: "OW-5.1b" -> "5.1", "NAP-6.2.1.3" -> "6.2.1.3", "CORE-5" -> "5". */
export function sectionOf(id: string): string {
  return id.replace(/^[A-Z]+-/, "").replace(/[a-z]$/, "");
}

export const RULES_REFERENCE: readonly RuleEntry[] = [
  // ---------------------------------------------------------------- base game
  { id: "CORE-1", title: "The Action Deck", support: "auto", text: "Each player has his own deck of Action Cards and every chance in the game is read from a card he turns over; no die is ever rolled for a result. A deck that runs out is shuffled again from its discards, and every deck is reshuffled at the end of a turn." },
  { id: "CORE-2", title: "What a card shows", support: "auto", text: "One card carries many answers: inches of movement, bullet holes for hitting (read by the shooter's grade, shifted column by column), which figure is struck, a ten-sided die value, where the hit lands, wound or incapacitate, whether cover saves, blast icons small, medium, large and the stun mark, running dry of ammunition, morale by terrain, a scatter direction and distance, and whether a figure bogs down. Each rule reads only the part it needs." },
  { id: "CORE-3", title: "Activation", support: "auto", text: "At the start of a turn every leader rolls a six-sided command die. The GM then turns Activation Cards one at a time; a number card activates every unit whose die shows that number. Elite and Green cards change what the next number does for those grades, the Hero card wakes heroes, End of Turn closes the turn. Leaders in range may trade dice." },
  { id: "CORE-4", title: "Attributes", support: "auto", text: "Figures are rated for Guts (morale), Accuracy (shooting), Melee (close fighting), Endurance (wounds they can take) and Reaction (interrupting the enemy), each as Elite, Regular or Green, or as a number where the rules give one." },
  { id: "CORE-5", title: "Shooting", support: "auto", text: "The range band (short, medium, long) sets how many shots a weapon gets; each shot is one card. Moving, a wounded shooter, an absent leader, firing from a horse and similar handicaps move the hit column. On a hit the card picks the figure, then checks cover, location and whether it wounds or takes the figure out; wounds count up to the figure's Endurance." },
  { id: "CORE-6", title: "Hand to hand", support: "auto", text: "Each side adds its Melee, its weapon's close-combat value and its bonuses to the number on a drawn card. The higher total wins; the loser is pushed back 2 inches and the winner may follow up 1 inch; equal totals are a tie." },
  { id: "CORE-7", title: "Morale", support: "auto", text: "Fire that hits a unit leaves morale markers on it. When the unit activates with markers it checks morale on a card, using the column for open ground or cover; results range from carrying on to stunned figures, a dash for cover, falling back or an advance." },
  { id: "CORE-8", title: "States", support: "auto", text: "A figure can be stunned, wounded (moving at half speed), incapacitated, out of ammunition, carrying morale markers, or out of its leader's command. The tokens show these as status icons." },
  { id: "CORE-9", title: "Explosions", support: "auto", text: "Grenades, shells and charges use a small, medium or large round template. Every figure under it is checked with its own card against the matching blast icon; a throw or shot that misses scatters first." },
  { id: "CORE-10", title: "Reaction, bogging, sprinting, snipers, spotting", support: "both", text: "A figure may try to interrupt an enemy who moves in view by passing a reaction check. Rough going can bog a figure down. A sprint moves two cards but leaves the runner stunned. Snipers pick their target; hidden figures must be spotted before they can be shot." },
  { id: "CORE-11", title: "Leaders", support: "auto", text: "A leader commands the figures inside his command radius. Trained leaders can hand their command die to a subordinate. Before a morale check an Elite leader takes off two markers, a Regular one, a Green none." },

  // ---------------------------------------------------------------- Old West
  { id: "OW-2", title: "Units and command", support: "auto", text: "Western units are small, four to six figures, under leaders who are either trained (soldiers, lawmen with experience) or untrained (a gang's boss, a posse of townsfolk)." },
  { id: "OW-3a", title: "Untrained leaders: reach", support: "auto", text: "An untrained leader controls men only 6 inches away as a team leader, 18 as a squad leader and 24 as a platoon leader. The canvas draws the circle." },
  { id: "OW-3b", title: "Untrained leaders: dice", support: "auto", text: "An untrained leader never gives his command die away, though a trained leader above him whose radius reaches him may give him one." },
  { id: "OW-3c", title: "Untrained leaders: morale", support: "auto", text: "An untrained leader cannot take morale markers off his men." },
  { id: "OW-4a", title: "Heroes", support: "auto", text: "A hero has his own unit card, always uses the best of the cards that decide his actions, and is never out of command." },
  { id: "OW-4b", title: "The Hero card", support: "auto", text: "With heroes in play the Activation Deck gets a Hero card. When it comes up, each hero whose die matches the number of the card before it acts; if several do, cards and their d10 value set the order. A hero inside a unit acts on his own on this card." },
  { id: "OW-4c", title: "Heroes lead themselves", support: "auto", text: "A hero never takes the penalty for an absent leader." },
  { id: "OW-4d", title: "Heroes shake off morale", support: "auto", text: "A hero on his own clears his own morale markers as his activation begins, two if Elite, one if Regular; doing so uses up that activation." },
  { id: "OW-4e", title: "Heroes are tough", support: "auto", text: "A hero may be given as much as six Endurance." },
  { id: "OW-5", title: "Frontier weapons", support: "auto", text: "Eighteen period weapons, each with short, medium and long ranges, shots per range, how it reloads (normal, double or always), its close-combat value with and without a bayonet, and the year it came into common use. They are in the Frontier Weapons compendium." },
  { id: "OW-5.1a", title: "Normal reloading", support: "auto", text: "A weapon that reloads normally follows the basic out-of-ammunition rule." },
  { id: "OW-5.1b", title: "Double reloading", support: "auto", text: "When such a weapon runs dry it takes two markers; each activation spent reloading takes one off." },
  { id: "OW-5.1c", title: "Always reloading", support: "auto", text: "Muzzle-loaders need reloading after every shot. If the card says the ammunition ran out, an even randomizer number means the weapon is fouled (two markers), an odd one means one marker." },
  { id: "OW-5.1d", title: "Weapon dates", support: "auto", text: "A weapon newer than the scenario's year is rare: the pickers grey it out and the setup warns about it." },
  { id: "OW-5.2a", title: "Gatling gun", support: "auto", text: "The Gatling is served by a crew of four as its own unit and fires like a machine gun." },
  { id: "OW-5.2b", title: "Gatling limber", support: "auto", text: "The limber stays within the gun commander's radius. Limbering or unlimbering takes an activation with the limber no more than 4 inches away. Limbered, the gun moves one card in the open, two on a road, one halved in woods with an Elite bog check." },
  { id: "OW-5.2c", title: "Moving the gun by hand", support: "auto", text: "Two crewmen can push the gun at a quarter of a card, checking for bogging in rough ground; it stays ready to fire." },
  { id: "OW-5.2d", title: "The limber under fire", support: "auto", text: "A limber within 4 inches counts as one more target when hits are shared out; wounded it goes at half speed, incapacitated it cannot move. Further away it is hit only when aimed at, and it never takes part in morale." },
  { id: "OW-5.2e", title: "Gatling arc", support: "auto", text: "The gun covers 45 degrees either side of where it points; anything outside needs an activation to turn it." },
  { id: "OW-5.2f", title: "Gatling on a wagon", support: "auto", text: "A Hollywood option: mounted on a wagon the gun is always ready, fires only backwards and never while the wagon moves; the wagon is always among the possible targets, and if the wagon is knocked out the gun cannot move." },
  { id: "OW-6a", title: "Dynamite", support: "auto", text: "A Hollywood option set by the GM. Indians do not use it. A stick blasts like a small charge, a bundle like a medium one." },
  { id: "OW-6.1.1", title: "Throwing dynamite", support: "auto", text: "Thrown like a grenade but one column harder. If the card says the ammunition ran out, draw again: an even d10 means it goes off in the thrower's hand, an odd one means a dud. Either way he has used his dynamite." },
  { id: "OW-6.1.2", title: "Placing dynamite", support: "auto", text: "Preparing and placing a charge takes two activations; a fuse is then laid at half speed without sprinting, for up to three activations, and lit by a figure next to it. The charge rolls its own command die and goes off when an Activation Card shows that number." },
  { id: "OW-6.1.2b", title: "Breaching with a bundle", support: "auto", text: "A bundle can blow a hole in a wall or a door. The base rules' demolition details are not public, so the system uses its own default, kept as data the GM can change." },
  { id: "OW-6.1.3", title: "Blasting machine", support: "auto", text: "Wiring the machine takes an activation; after that any figure next to it can set the charge off on its own activation." },
  { id: "OW-6.1.4", title: "Hit while carrying dynamite", support: "auto", text: "When a figure with dynamite is wounded or taken out, draw a card: a small blast icon sets it off as a medium explosion. Snipers may aim at a charge; on a hit, a medium blast icon on a second card detonates it." },
  { id: "OW-7.1a", title: "Riders", support: "auto", text: "A rider moves two cards, three at the gallop (and is stunned after). Getting on or off takes an activation. The detailed riding rules are the Napoleonic supplement's, so a wounded rider is not slowed." },
  { id: "OW-7.1b", title: "Jumping obstacles", support: "auto", text: "Riders crossing a fence, hedge or ditch check for bogging; a failure leaves one of them stuck just over it." },
  { id: "OW-7.1c", title: "Counter-charging", support: "auto", text: "Riders may react to a charge by riding at the attackers, one card of movement." },
  { id: "OW-7.1d", title: "Impetus", support: "auto", text: "Riders who cover at least 4 inches in a straight line into contact get +2 in the first round; a lance gives +3 with impetus, +1 without." },
  { id: "OW-7.1e", title: "Breaking through", support: "both", text: "After a mounted fight the cavalry breakthrough table of the Napoleonic supplement says who moves where." },
  { id: "OW-7.1f", title: "Shooting from the saddle", support: "auto", text: "Pistols can be fired while riding; rifles and carbines cannot. A mounted shooter takes one more column against him." },
  { id: "OW-7.1g", title: "Shooting at riders", support: "auto", text: "After a hit on a rider, a d10 of 1 to 7 hits the horse, 8 to 10 the man. A hurt horse may throw its rider: a medium blast icon on the next card means he falls and is hurt (one more card says how badly). Dead or wounded horses leave the table." },
  { id: "OW-7.1.1", title: "Horsemanship", support: "auto", text: "A GM option for expert cavalry: no penalty for shooting from the saddle, pistols, carbines and bows fired on the move, and no injury when thrown." },
  { id: "OW-8", title: "Artillery in the West", support: "auto", text: "Cannon use the Napoleonic artillery rules unchanged." },
  { id: "OW-9.1", title: "Indians", support: "auto", text: "Leaders who are not Indians cannot trade dice with Indian units. Indians fight hand to hand one point better than regular troops and do not use crewed weapons or dynamite." },
  { id: "OW-9.2", title: "Animals", support: "auto", text: "A Hollywood option: animals belong to the GM unless a unit is herding them." },
  { id: "OW-9.2.1", title: "How animals move", support: "auto", text: "Bison, cattle and horses move two cards (one more when charging); bears and sheep one card (one more when charging)." },
  { id: "OW-9.2.2", title: "Herds", support: "auto", text: "A herd is a single unit with one card and a central animal, rolling its own die unless herded. Every animal stays within 6 inches of the centre and the herd moves as a block. Shooting at a herd ignores wounds: each incapacitating hit removes one animal." },
  { id: "OW-9.2.3", title: "Herding", support: "auto", text: "Cattle or horses given to a unit of at least three figures move when that unit activates. If the herders charge, the herd stampedes at once." },
  { id: "OW-9.2.4", title: "Moving through a herd", support: "both", text: "Men on foot cross a herd at a quarter of their move, riders at half." },
  { id: "OW-9.2.5", title: "Bears", support: "assist", text: "Of all the animals only a bear starts a fight, and a provoked bear charges whenever it is not already fighting." },
  { id: "OW-9.2.6", title: "Animal morale", support: "auto", text: "A bear checks morale like a unit, but any bad result sends it away unless the result is an advance. Herds never check morale: they check for a stampede instead." },
  { id: "OW-9.2.7", title: "Stampede", support: "auto", text: "A herd (not sheep) checks for a stampede when someone fires within 2 inches of it, when it or a unit within 2 inches is charged, when it loses an animal, or when the GM says so. The open-ground morale result telling a figure to advance on the enemy starts the stampede; the scatter arrow sets its direction. Until the end of the turn the herd runs one card on every Activation Card, then stops, stunned." },
  { id: "OW-9.2.7b", title: "Trampling", support: "auto", text: "Anyone within 1 inch of a running herd fights it hand to hand: winning may bring down a random animal, a tie leaves him stunned, losing means he is trampled (a damage result with no cover)." },
  { id: "OW-9.2.7c", title: "Stampedes and obstacles", support: "auto", text: "A running herd crushes small obstacles, splits around medium ones, leaps walls and fences, and is turned aside or divided by big ones." },
  { id: "OW-9.2.8", title: "Livestock table", support: "auto", text: "Bison: Guts Elite, Melee +2, Endurance 4-5, Reaction 3. Cattle: Regular, +1, 2-4, 2. Horses: Green, +0, 2-3, 3. Grizzly: Elite, +3, 4-6, 2. Sheep: Green, -1, 2, 2. Animals have no Accuracy. The Livestock compendium holds them; a new token picks its Endurance in the range from a card." },
  { id: "OW-9.3a", title: "Wagons", support: "auto", text: "Stagecoach, buggy, Conestoga and buckboard are each a unit of their own, using the driver's Guts for morale, moving one card or two at the gallop." },
  { id: "OW-9.3b", title: "Wagons off the road", support: "both", text: "In rough ground a wagon checks for bogging and stops halfway on a failure. It crosses a fence or similar only after an activation spent opening a gap." },
  { id: "OW-9.3c", title: "Getting on and off", support: "auto", text: "Climbing aboard takes an activation and the wagon must be standing still; passengers may jump off a moving wagon but not a galloping one. Passengers shoot normally, even on the move." },
  { id: "OW-9.3d", title: "Shooting at a wagon", support: "auto", text: "The driver, the passengers and the team (counted as one figure) are the targets; people aboard count as behind a fence. A wounded team halves the speed; an incapacitated one loses an animal and the wagon stops for good." },
  { id: "OW-9.3e", title: "Cutting animals loose", support: "auto", text: "A figure can cut one animal out of the team per activation; with a hurt animal cut out the wagon moves normally but cannot gallop. Four figures can tip an empty, unhitched wagon over as a barricade in one activation." },
  { id: "OW-9.3f", title: "Runaways", support: "auto", text: "The team may bolt (checked like a stampede, with the driver's Guts) when someone fires within 2 inches of it or charges it. A runaway moves two cards straight ahead on every activation; a galloping or runaway wagon must pass a bog check to turn sharply or cross an obstacle, and overturns if it fails, hurting everyone aboard. The driver gets it back under control on a card whose morale result forces no action." },

  // ---------------------------------------------------------------- Horse and Musket
  { id: "NAP-2", title: "Sections", support: "assist", text: "Infantry fights in sections of eight to twelve under a corporal or sergeant; a table of ten figures can also stand for a whole company. The Napoleonic Forces compendium has ready units." },
  { id: "NAP-3", title: "Napoleonic weapons", support: "auto", text: "Pistol, carbine, musket and rifle with their ranges; a bayonet adds 1 in close combat; bow; lance (3 on the move, 1 standing); in hand to hand a sword counts 2, an axe 3, a hatchet or tomahawk 1. They are in the Napoleonic Weapons compendium." },
  { id: "NAP-3.1", title: "Reloading muskets", support: "auto", text: "A weapon that needs reloading gets a marker after every shot; one action clears it." },
  { id: "NAP-3.2", title: "Misfires", support: "auto", text: "When the card says a muzzle-loader ran out of ammunition, an even randomizer number is a misfire with one more reload marker; an odd one is just a miss." },
  { id: "NAP-3.3", title: "Endurance", support: "auto", text: "Figures of this period have Endurance 2 unless the scenario says otherwise." },
  { id: "NAP-4", title: "Leaders and morale", support: "auto", text: "A leader who is present and not stunned may clear markers before a check: two if Elite, one if Regular, none if Green. His men then shoot as if their leader were absent." },
  { id: "NAP-5.1", title: "Close order", support: "auto", text: "Four or more figures standing base to base are in close order; anything else is open order. The system works it out from the tokens." },
  { id: "NAP-5.2", title: "Changing formation", support: "assist", text: "Figures change formation by moving individually within their movement." },
  { id: "NAP-5.3", title: "Moving in close order", support: "auto", text: "A close-order body loses 2 inches moving sideways or obliquely and 3 crossing a linear obstacle, goes at a quarter in woods and rough ground, cannot go through doors or windows, and keeps its bonus in a fight only if it covered the last 4 inches in formation." },
  { id: "NAP-5.4.1", title: "Close order in a fight", support: "auto", text: "Close order adds 1 in hand to hand, attacking or defending, except against the rear. A formed unit, or its back rank, may react to turn on an enemy behind it." },
  { id: "NAP-5.4.2", title: "Close order firing", support: "auto", text: "The second rank fires when touching the first; a formed body shoots 15 degrees either side of straight ahead; shooting at a formed body counts as one band closer." },
  { id: "NAP-5.5", title: "Close order morale", support: "auto", text: "A formed unit checks morale one grade better and its leader clears one more marker; Elite and Green activation cards treat it one grade higher. At least half the unit, rounded up, must be in close order." },
  { id: "NAP-5.6", title: "Close order reactions", support: "auto", text: "The formed group reacts with one check (the leader's Guts if he stands in it, else the unit's Reaction); the other figures check one by one." },
  { id: "NAP-6.1.1", title: "Cavalry movement", support: "auto", text: "Riders move two cards; getting on or off takes an activation and is not allowed while stunned; wounded riders are not slowed; a formed mounted body can only wheel forward, and turning about costs an action. A gallop is three cards, declared before drawing and binding, and leaves the riders stunned at the end (after any fight they ride into)." },
  { id: "NAP-6.1.2", title: "Cavalry and terrain", support: "auto", text: "Obstacles cost riders no distance, but they check for bogging in woods (stopping halfway on a failure) and at obstacles (a figure chosen by the randomizer is stuck across, stunned if it stopped there)." },
  { id: "NAP-6.2.1.1", title: "When impetus counts", support: "both", text: "Impetus needs the last 4 inches before contact to be straight and over open, flat ground." },
  { id: "NAP-6.2.1.2", title: "Cavalry in hand to hand", support: "auto", text: "Impetus gives +2, close order +1, a lance +3 on the move and +1 standing. Riders may counter-charge one card and get impetus too; infantry may react by closing ranks. A lancer who fights with another weapon drops his lance." },
  { id: "NAP-6.2.1.3", title: "Breakthrough table", support: "auto", text: "After a charge with impetus: with nobody left in front the riders go on 6 inches; a wounded defender makes the enemy give 2 inches and lets the riders push 1 inch past; an incapacitated defender lets them ride on 4 inches; a tie or a wounded attacker sends the riders back 2 inches. Without impetus the riders stop, may go 1 inch, may go 1 inch, or go back 2. Riders whose advance is blocked are stunned; running into new enemies starts a second fight without impetus or formation, and its winner may not ride into contact again. Fleeing infantry caught from behind fight with nothing added and run 2 inches if they lose." },
  { id: "NAP-6.2.2", title: "Shooting and riders", support: "auto", text: "Shots at riders follow the same horse-or-man rule as the Old West (OW-7.1g); the close-order range rule applies to formed riders. A rider shooting takes one more column (three on the move) and may fire on the move without losing shots, taking one ammunition marker." },
  { id: "NAP-6.3", title: "Heavy cavalry", support: "auto", text: "An optional rule: heavies move one card plus 4 inches, fight one Melee point below light cavalry, get +4 impetus in close order, and their breastplates stop torso hits in hand to hand." },
  { id: "NAP-7.1", title: "Moving guns", support: "auto", text: "A limbered gun moves one card in the open, two on a road, one in rough ground with an Elite bog check; pushed by hand it goes at a quarter. After unlimbering it must be loaded before it fires. The limber must be within 4 inches to limber up and obeys the gun's leader; it can be hit within 4 inches (wounded: half speed, incapacitated: cannot move) and never takes part in morale." },
  { id: "NAP-7.2", title: "Loading", support: "auto", text: "A full crew is six. More than four fit men load in one activation, three or four in two, two in three; fewer cannot work the gun. Two men who are not gunners count as one. The round is chosen when loading starts, and the gun fires on the activation after loading ends." },
  { id: "NAP-7.3", title: "Firing guns", support: "auto", text: "Pick a point to aim at; the hit is read with the leader's (or crew's) Accuracy and none of the moving, wounded or absent-leader shifts. Out of ammunition is a plain miss while the limber is in range. A miss deviates like indirect fire." },
  { id: "NAP-7.3.1", title: "Round shot", support: "auto", text: "The ball always deviates, then travels on through the impact point for 12 inches. Each rank it passes draws a card: a large blast icon hits (a small one against close order), the stun mark stuns, and cover is checked. A hit takes the figure out; cover turns it into a stun. Against buildings, half the ball's weight is compared with the wall (8 for masonry or logs, 6 for timber), 2 less on a bounce; a ball that gets through bursts inside with a template." },
  { id: "NAP-7.3.2", title: "Canister", support: "auto", text: "Aimed at the end of the medium band and deviating from there, the blast spreads in three strips reaching 2, 4 and 8 inches either side of its line. Each figure inside draws a card, read Green for guns under 6 pounds, Regular for 6 to 12, Elite above 12; figures in the first half of short range are hit without a card; units further back get one more column against. In buildings it only tests cover." },
  { id: "NAP-7.3.3", title: "Shell and spherical case", support: "auto", text: "Shells have a minimum range and always count as long range; a miss deviates three times as far. The blast template comes from the gun's row in Table 3; spherical case (British only) uses just the cone of the template. A shell penetrates a roof against 6 and does no structural damage." },
  { id: "NAP-7.4", title: "Artillery table", support: "auto", text: "Table 3 gives, for guns under 6 pounds, 6-pounders, 8 to 12 pounders, heavier guns, howitzers and swivel guns, the ranges for shot and canister and the shell's minimum, maximum and template. The Artillery compendium holds them." },
  { id: "NAP-8.1", title: "Engineers", support: "auto", text: "The GM decides how many activations a charge takes to set; it fails to go off only if every hit indicator misses. Axes can break doors and gates, which have Endurance and fight back with Melee 0 and no weapon.",
    table:
      "<p>Press <em>Emplace charges</em> on the engineers' unit (or on the sheet of one of its axemen) once per activation spent; the first time, click the bridge or building the charges go on: a small purple marker shows the spot. When they are in place, <em>Detonate</em> draws the card. Applying charges that went off turns the bridge drawing under the marker (or the nearest one within 3 inches) red with the words <em>Bridge destroyed</em> and puts walls across both of its ends: nobody can walk over it any more. Those walls block movement only: they hide nobody and stop no shot. With no bridge drawing near the charges, a <em>Charges detonated</em> note is drawn at the spot instead.</p>" +
      "<p><strong>Marking a bridge</strong> (GM): draw a rectangle over the bridge with the Drawing tools (its long side the way across), keep it selected and run this as a script macro: <code>canvas.drawings.controlled.forEach((d) =&gt; d.document.setFlag(\"combat-patrol\", \"bridge\", true))</code>. The Bridge at Les Trois Moulins comes with its bridge marked.</p>",
  },
  { id: "NAP-8.2", title: "Indians in 1812", support: "both", text: "They move through woods without slowing, never form close order, start hidden, cannot trade dice with other leaders, fight one Melee point better, have Endurance 1, and must charge a vulnerable unit within 5 inches (the GM judges). A morale result for one figure falls on the figure the randomizer names. They leave the table when below half strength." },
];
