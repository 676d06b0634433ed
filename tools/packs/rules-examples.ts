/**
 * One worked example for each rule of the rules reference (rules-reference.ts), in the project's own
 * words and with the starter adventures' pieces where they fit: what a player sees happen at the table
 * when the rule applies. The help pack prints it under the rule (help.ts); tests/packs/rules-reference.test.ts
 * checks that every rule has one, that rule and example together run to 60 words or more, and that no
 * eight-word run of a seed appears in either.
 */

export const RULE_EXAMPLES: Readonly<Record<string, string>> = {
  "CORE-1":
    "Sgt. Hale fires three shots: the system turns three cards off the top of his own deck, one for each shot, and the chat card shows all three. When his last card is used, his discards are shuffled into a fresh deck before the next draw; at End of Turn every deck is shuffled anew.",
  "CORE-2":
    "Card 27 shows a move of 6 inches, three bullet holes, randomizer 2, a d10 icon of 7, an arm hit that wounds, no cover icon, a small blast icon, and a morale row. A shot reads only its holes; the hit that follows reads the next card's randomizer, cover and damage.",
  "CORE-3":
    "The Posse's sergeant rolls a 4 and the Raiders' boss a 2. The GM turns a 4: the Posse activates and acts; then a 2 wakes the Raiders. An Elite card turned just before the 4 would have given an Elite unit on 4 an extra activation.",
  "CORE-4":
    "Sgt. Hale is Elite in Guts and Regular in Accuracy, Melee +1, Endurance 3, Reaction 4. His Accuracy means a shot at short range needs two bullet holes; his Reaction means a reaction card of 4 or less lets him interrupt an enemy's move.",
  "CORE-5":
    "Pvt. Cole, Regular, fires a rifle at medium range after moving: two holes for his grade, one for the range, one for moving, so he needs four. Card 13 shows four holes: a hit. The next card picks the figure struck, checks cover, and says wound or incapacitate.",
  "CORE-6":
    "Cpl. Dunn (Melee +1, bayonet +1) meets a Raider with Melee 0 and a knife worth 0. Dunn's card shows 3, the Raider's 4: totals 5 against 4, Dunn wins. The Raider takes a damage card and falls back 2 inches; Dunn may follow 1 inch.",
  "CORE-7":
    "Two hits land on the Raiders, so they carry two morale markers. When their card next comes up they check with two cards, reading their Regular column in the row for cover, since they stand behind a wall. One card says OK, the other stuns a figure.",
  "CORE-8":
    "Pvt. Mears has taken one wound of his three: he moves at half speed and shoots one column worse. A stunned figure shows the stun icon on his token; a figure out of ammunition shows a red marker on his sheet until he reloads.",
  "CORE-9":
    "A thrown stick lands among three Raiders under the small template. Each draws a card: the first shows a small blast icon and takes a damage card, the second shows the stun mark and is stunned, the third shows neither and is untouched.",
  "CORE-10":
    "As a Raider runs past, Sgt. Hale (Reaction 4) tries to interrupt: his reaction card shows 3, so he passes and fires before the Raider finishes his move. Had it shown 5 the Raider would have run on. A sprinting figure moves two cards and ends stunned.",
  "CORE-11":
    "The Posse's trained sergeant, Regular, stands within 24 inches of his men and removes one morale marker before they check. When his own number comes up he may instead hand his die to a squad in his radius that has not yet acted. An Elite leader would remove two markers.",
  "OW-2":
    "The Marshal's Posse is five men under a deputy; the Raiders are six under their boss. The deputy, a lawman, is trained and commands out to the usual radius; the Raiders' boss is untrained, so his men must stay closer and he keeps his own die.",
  "OW-2b":
    "A cavalry troop, a marshal's deputies or a Ranger company have trained leaders; a band of outlaws, a cattle outfit or townsmen gathered in a hurry do not. A war chief's band is trained. The GM ticks Trained on the leader's sheet, and the canvas radius follows.",
  "OW-3a":
    "The Raiders' untrained boss leads a squad: his men count as in command only within 18 inches, where a trained squad leader would reach 24. The canvas draws that smaller circle around his token when he is selected, and men outside it fight as out of command.",
  "OW-3b":
    "The Raiders' boss rolls a 6 and would rather go on a 2. He cannot trade: an untrained leader never gives his die away. If a trained captain above him stood close enough, that captain could hand the boss his own die instead.",
  "OW-3c":
    "The Raiders carry three markers when their card comes up. Their untrained boss may not clear any, so they check all three. A trained Regular leader in his place would have removed one first, and an Elite one two. The chat card of their morale check says why no marker came off: their leader is not trained.",
  "OW-4a":
    "The Kid, a hero, has his own unit card and his own command die, apart from the Posse's. However far he rides from Deputy Ward and the rest of the Posse, he is never out of command, so no shot or check of his is ever made as an out-of-command figure.",
  "OW-4b":
    "The GM turns a 3, then the Hero card. Every hero whose die shows 3 acts now. If the Kid and the Marshal both do, each draws a card and the higher d10 icon goes first. After an Elite card then a 3, the Hero card still looks at the 3.",
  "OW-4c":
    "The Kid fires without a leader nearby. An ordinary figure would take a column shift for the absent leader, so a Regular at short range would need three holes; the Kid needs only his grade and range, two holes. The fire dialog shows the Kid's needed holes without that shift, and its odds are counted the same way.",
  "OW-4d":
    "The Kid, riding alone with two markers, is Elite: as his card comes up he clears both, and that is all he does this activation. A Regular hero in his place would clear one marker and then check morale for the other one before his activation ends.",
  "OW-4e":
    "The Marshal is a hero with Endurance 6: he can take five wounds and keep fighting, where an ordinary deputy with Endurance 3 would be out after his third. The sheet allows up to 6 for a hero only. The GM can raise a hero's Endurance to 6 for a legendary gunfighter, and the table refuses more.",
  "OW-4f":
    "The Posse has Deputy Ward as its leader and the Kid as its hero. Ward rolls the unit's die and commands; the Kid acts with the unit on its card and again alone on the Hero card, and never takes the absent-leader shift.",
  "OW-5":
    "The Revolver's row reads 2 (2), 4 (2) and 8: two shots at short and medium range, one at long. It reloads normally, adds 2 in hand to hand and dates from 1869, so in an 1866 scenario the sheet marks it rare.",
  "OW-5.1a":
    "Pvt. Cole's revolver turns up an Out of Ammunition card: that shot misses and he takes one marker. He cannot fire it again until an activation spent reloading removes the marker. The Reload button appears on his sheet while he has one. The marker also shows as a status icon on his token.",
  "OW-5.1b":
    "A cap-and-ball revolver runs dry: it takes two markers at once. Its owner spends one activation reloading and removes one marker, then a second activation to remove the other before he can fire it again. The sheet's counter shows 2, then 1, then none.",
  "OW-5.1c":
    "A muzzle-loading rifle is marked after every shot. If an Out of Ammunition card comes up with randomizer 4 (even), the weapon is fouled and takes two markers; with randomizer 3 (odd) it takes only the one marker.",
  "OW-5.1d":
    "In an 1870 scenario the Shotgun of 1875 is rare: the weapon picker shows it greyed with its date, and the sheet's weapon table marks it Rare. The GM can still hand it out, for a gunsmith's prototype or a lucky find.",
  "OW-5.2a":
    "The Army's Gatling is its own unit with a crew of four. On its card it fires like a machine gun: three shots at short or medium range and two at long, each shot one card, at anything inside its arc.",
  "OW-5.2b":
    "The Gatling's crew spend an activation limbering it with the limber 3 inches away. Limbered, it moves one card in the open or two on the road; in woods one card halved, with a bog check read as Elite ground.",
  "OW-5.2c":
    "Two crewmen push the Gatling 2 inches (a quarter of an 8-inch card) to the crest; in the rough patch they check for bogging as if the ground were Elite. The gun stays unlimbered and can fire on its next activation.",
  "OW-5.2d":
    "Raiders fire at the Gatling with its limber 3 inches behind: the limber is one more entry in the hit randomizer. A wound slows its team to half speed; taken out, it cannot move. Parked 6 inches off, it is hit only when aimed at.",
  "OW-5.2e":
    "The Gatling points north. Raiders 30 degrees to its left are in its arc and can be fired on; Raiders 60 degrees to the left are not, and the crew must spend an activation turning the gun before it can fire at them.",
  "OW-5.2f":
    "A Gatling on the back of a buckboard is always ready. It fires only behind the wagon, never while the wagon is moving, and any hit on the group may land on the wagon. If the wagon is knocked out, the gun cannot move.",
  "OW-6a":
    "With the GM's option on, Deputy Ward carries two sticks and a bundle. A stick blasts with the small template, a bundle with the medium one. An Indian figure is never offered dynamite. The option is set in the game settings before play.",
  "OW-6b":
    "The Raiders find a crate in the livery. The GM opens the finder's sheet in edit mode and presses Give dynamite: two sticks. The sheet now shows them and the Throw dynamite button appears.",
  "OW-6.1.1":
    "Ward, Regular, throws a stick at short range: two holes for his grade, none for the range and one more for dynamite, so three. The card shows Out of Ammunition: he draws again; an even d10 icon means it goes off in his hand, an odd one a dud.",
  "OW-6.1.2":
    "Ward prepares a bundle at the bank door on one activation and places it on the next. He lays fuse back at half speed for two activations, then lights it. The charge rolls a 5; when a 5 is next turned, it explodes.",
  "OW-6.1.2b":
    "The Raiders place a bundle against the bank's stone wall. When it goes off, the blast opens a gap in the wall where it stood, the wall's cut shows on the map, and the GM's Undo puts the wall back if the result is undone.",
  "OW-6.1.3":
    "Ward lays the fuse back to the plunger, then spends an activation wiring the machine to it. On any later activation of his, or of any figure next to the plunger, he presses it and the charge goes off at once, with no die to wait for.",
  "OW-6.1.4":
    "A Raider carrying two sticks is wounded. He draws a card: it shows a small blast icon, so his dynamite goes off under him as a medium explosion. Had the icon been missing, nothing more would happen to the sticks.",
  "OW-7.1a":
    "A mounted deputy draws two movement cards, 5 and 7 inches: he rides 12. Galloping, he would draw three and end stunned. Getting off his horse takes his whole activation, and a wound does not slow him while he stays mounted.",
  "OW-7.1b":
    "Three riders jump the corral fence. The unit checks once for bogging: the card shows a bog result for this ground, so the randomizer picks one rider, who is left hung up just on the far side of the fence.",
  "OW-7.1c":
    "The Raiders charge the mounted Posse. The Posse tries a reaction: the card passes, so they ride one movement card toward the charge, and both sides meet part way, each with the inches it rode. The chat card gives the inches each side rode before they met, so both players can place their riders at the contact point.",
  "OW-7.1d":
    "Deputy Ward rides 6 inches straight at a Raider over open ground: he has impetus, +2 in the first round. A lancer would add his lance's 3 on top. Had Ward swerved round a wagon in the last 4 inches, he would have had no impetus.",
  "OW-7.1e":
    "Ward charged with impetus and wounded his man. The table tells the Raider to give 2 inches and Ward to push 1 inch beyond him, ending back to back. The card offers Ward's breakthrough as a button. Without impetus he would only have had the choice to advance 1 inch.",
  "OW-7.1f":
    "Ward fires his pistol from the saddle while moving: his grade, the range, one shift for moving and one for the saddle. A carbine cannot be fired on the move at all; Ward would have to stand to use it. The fire dialog counts the shifts and shows them beside his name.",
  "OW-7.1g":
    "The Posse hits a mounted Raider. A d10 of 5 means the horse is hit; the damage card wounds it. The next card shows a medium blast icon: the rider is thrown, and a third card says whether he is wounded or out.",
  "OW-7.1.1":
    "The GM grants Horsemanship to an elite cavalry troop. A trooper firing his carbine from a moving horse takes the moving shift but not the saddle shift. The same mark on a rider of a Regular unit changes nothing: he keeps the saddle shift.",
  "OW-8":
    "A mountain howitzer in a Western scenario loads, aims and fires by the Napoleonic artillery rules: crew table, declared round, target point, deviation. Its round, range band and template come from the artillery table. The Artillery compendium's guns serve both eras, and the gun's sheet offers the same Load, Fire gun and Move gun buttons in a Western game as in a Napoleonic one, with the same chat cards.",
  "OW-9.1":
    "A war party fights hand to hand one point better than regulars. A Posse leader cannot trade dice with it. The Gatling's Fire button is refused for an Indian crew, and no Indian figure is offered dynamite.",
  "OW-9.2":
    "A herd of cattle grazes on the GM's side. Nobody moves it until Red Finch's cowhands are given it to herd; from then it moves on their activation, where they choose, until they leave it or it stampedes. The herd's sheet shows who herds it, if anyone.",
  "OW-9.2.1":
    "The cattle move two cards, 5 and 6 inches: 11 inches. If charging, they would draw a third card. A grizzly draws only one card, two when it charges. The herd's Move button draws the cards and the chat card gives the inches, ready to measure on the ruler.",
  "OW-9.2.2":
    "Eight head of cattle form one herd around the lead steer. Each animal stays within 6 inches of it and they move together. A Raider's shot that incapacitates removes one animal; a wound is ignored.",
  "OW-9.2.3":
    "Red Finch's three cowhands herd the cattle: on the cowhands' card the herd moves too, toward the creek, as their player chooses. If the cowhands charge with the herd, it stampedes at once.",
  "OW-9.2.4":
    "Pvt. Cole walks through the grazing herd with an 8-inch move: he covers only 2 inches among the animals. A mounted deputy would cover 4 inches through them. When a herd stands near the figure, the Move dialog offers to go through it, and the inches are cut to match.",
  "OW-9.2.5":
    "A grizzly has been shot at. On its next activation it charges the nearest figure within reach, unless it is already fighting. Cattle, horses and sheep never start a fight. The GM presses the bear's Melee button on its sheet; the fight is drawn and resolved like any other.",
  "OW-9.2.6":
    "The grizzly checks morale with two markers. The card says fall back for an Elite bear in the open: it retreats. Had it said advance, it would come on. A herd checks for a stampede instead.",
  "OW-9.2.7":
    "Raiders fire within 2 inches of the cattle. The herd checks: the open-ground morale cell for its Guts says advance toward the enemy, so it stampedes. The scatter arrow, 4 o'clock from its facing, gives its direction for the rest of the turn.",
  "OW-9.2.7b":
    "The stampede passes within 1 inch of Pvt. Mears. He fights it: his total loses to the herd's, so he is trampled and draws a damage card, with no cover. Winning would have brought an animal down.",
  "OW-9.2.7c":
    "The stampede reaches the corral fence and jumps it; a water trough in its path is smashed; a barn splits it into two streams that run on either side. The GM moves the herd along the scatter line and follows these cases where it meets an obstacle.",
  "OW-9.2.8":
    "Cattle come with Guts Regular, Melee +1, Endurance between 2 and 4, and Reaction 2; a grizzly with Guts Elite, Melee +3, Endurance 4 to 6. The Livestock compendium has each animal ready to drag onto the map.",
  "OW-9.3a":
    "The stagecoach is a unit of its own: driver, passengers and team. It moves one card, two when galloping. When it checks morale, it reads the driver's Guts column. The coach's sheet lists its driver, passengers and team.",
  "OW-9.3b":
    "The buckboard crosses a rocky draw: a bog check fails, so it stops halfway across. To pass the corral fence, a figure must first spend an activation opening a gap. The wagon's Move dialog reads the rough ground from the map.",
  "OW-9.3c":
    "The stagecoach halts; two deputies climb aboard, which costs their activation. Next turn they fire from the moving coach as usual. Had it been galloping, nobody could jump off.",
  "OW-9.3d":
    "The Raiders fire at the stagecoach. The randomizer picks among the driver, each passenger and the team as one figure. The driver, behind the box, counts as behind a fence. A wound to the team halves the coach's speed.",
  "OW-9.3e":
    "Red Finch cuts one wounded horse out of the team in one activation; the wagon can move normally again but cannot gallop. Four Raiders overturn the empty, unhitched wagon to make a barricade in one activation.",
  "OW-9.3f":
    "A Raider fires within 2 inches of the coach's team. The team checks like a stampede with the driver's Guts and bolts: two cards straight ahead every activation. When it turns more than 45 degrees, it checks for bogging; a failure overturns it.",
  "NAP-2":
    "The 45th Foot's light company takes the field as a section of ten under a sergeant, with a corporal as team leader. In a larger game the same ten figures may stand for a whole company, each figure a dozen men.",
  "NAP-3":
    "A Line infantryman's musket with its bayonet fixed adds 1 to his hand-to-hand total; a Hussar's sword adds 2; a Lancer's lance adds 3 when he charges and 1 when he stands. The Napoleonic Weapons compendium carries each row ready to drop on a sheet.",
  "NAP-3.1":
    "Pvt. Hart fires his musket and takes a reload marker at once. On his next activation he spends one action reloading, the marker comes off, and he may fire again on the activation after that. The Reload button shows on his sheet only while he carries a marker, and the fire dialog leaves him out of a volley until it is gone.",
  "NAP-3.2":
    "Pvt. Hart's musket draws an Out of Ammunition card. The randomizer shows 6, an even number: a misfire, and he takes one more reload marker beside the one every shot gives. Had it shown 5, the shot would simply have missed.",
  "NAP-3.3":
    "A French voltigeur from the compendium comes with Endurance 2: his first wound slows him, his second takes him out. The GM may raise a veteran's Endurance on his sheet where the scenario allows it. The Napoleonic Forces compendium's figures all start at 2, so a fresh recruit dragged from it is ready to play as he is.",
  "NAP-4":
    "The 45th's sergeant, Regular, is present and unstunned as his section checks with three markers. The player chooses to have him remove one: they check two cards, but for the rest of the activation their fire takes the shift for an absent leader.",
  "NAP-5.1":
    "Six voltigeurs stand with their bases touching in two ranks: they are in close order. When one steps away, the five left still touch, so they remain in close order; at three figures they would fall back to open order.",
  "NAP-5.1b":
    "A squadron of Hussars formed knee to knee is in close order like formed foot. Riding into a wood, it moves at a quarter of its cards, as a formed company of infantry would.",
  "NAP-5.2":
    "The section in line is told to form column. Each figure moves to its new place within the inches of the movement card drawn, one figure at a time; a figure whose place is too far away finishes the change on the next activation. The GM watches that no figure goes further than the card allows; the new formation counts from the moment the last figure is in place.",
  "NAP-5.3":
    "A formed company draws 8 inches and marches obliquely: it covers 6. Crossing a hedge costs it 3 inches more. In the wood it goes at a quarter, 2 inches for a card of 8, and it cannot file through a doorway.",
  "NAP-5.3b":
    "A line of six wheels 45 degrees on its left end: the right-hand figure travels the arc, about 5 inches, and that is the move. If half that arc runs through rough ground, that half counts four times over and the open half at its length.",
  "NAP-5.4.1":
    "A formed section meets a charge from the front: each figure adds 1 to its hand-to-hand total. Attacked from the rear, it adds nothing, unless a reaction lets it, or its rear rank, turn about first.",
  "NAP-5.4.2":
    "A line of two ranks fires: the rear rank fires too, as its men touch the front rank. A target 25 degrees off its front cannot be fired at. Shooting at this formed line, an enemy counts the range one band shorter.",
  "NAP-5.5":
    "A formed company with two markers checks morale one grade better: Regular men read the Elite column. Its Regular leader removes two markers instead of one. A Green company in close order counts as Regular for the activation cards, so a Green card before its number does not cost it the activation.",
  "NAP-5.6":
    "A company in close order is charged. It makes one reaction check for the group, with its captain's Guts since he stands in the line. The two skirmishers out in front check one by one with their own Reaction.",
  "NAP-6.1.1":
    "A Hussar draws two movement cards and rides 13 inches. He spends an activation to dismount, though not while stunned. Wounded, he still rides at full speed. His formed squadron may wheel forward but must spend an action to face about.",
  "NAP-6.1.2":
    "Hussars cross a hedge at no cost in inches but check for bogging: a failure leaves the figure the randomizer names stuck across the hedge, stunned if its move ended there. In a wood a failed check stops them halfway.",
  "NAP-6.1.2b":
    "A troop of Hussars rides through a wood: one bog check is made for the whole troop, and their mounted lieutenant checks by himself. The marsh the GM marked as closed to horses refuses any rider's move that would enter it.",
  "NAP-6.2.1.1":
    "Hussars start 7 inches from a French line and ride straight at it over a grass field: impetus. Had the last 4 inches crossed a ditch, or bent round a farmhouse, they would have fought without it. The charge dialog reads the last stretch from the map and shows it, and the chat card says when a player declared more than the map gives.",
  "NAP-6.2.1.2":
    "Hussars in close order charge with impetus: +2 for impetus and +1 for close order. A Lancer charging would add his lance's 3, standing his 1. French dragoons that pass a reaction may counter-charge one card, and impetus counts for them too.",
  "NAP-6.2.1.2b":
    "The dragoons counter-charge the Hussars 9 inches off. The Hussars had 8 inches left to ride and the dragoons draw a 4-inch card: the gap is shared 8 to 4, so they meet after 6 inches of the Hussars' ride and 3 of the dragoons'.",
  "NAP-6.2.1.3":
    "A Hussar charged with impetus and incapacitated his man: he advances 4 inches. Had he only wounded him, the Frenchman would fall back 2 inches and the Hussar push 1 inch past him, back to back. A blocked advance leaves him stunned.",
  "NAP-6.2.1.3b":
    "After winning, the Hussar must go on along the line of his last 4 inches, even though both sides were formed. He may veer an inch to ride through a gap or onto a second enemy within an inch of his path, and ends with nobody left in contact.",
  "NAP-6.2.2":
    "A French dragoon fires his carbine from a moving horse: his grade and the range, plus two shifts for firing on the move and one for the saddle, three in all. Shots at a formed body of horse count the range one band shorter.",
  "NAP-6.3":
    "With the option on, heavy dragoons move one card plus 4 inches, have a Melee one less than hussars, and charge in close order with +4 impetus. A sword cut on a breastplate in melee (a torso hit) does no harm.",
  "NAP-7.1":
    "A limbered 6-pounder moves one card in the open, two along the road, one in rough ground after an Elite bog check. Unlimbered, its crew drag it at a quarter of a card. It must be loaded before it can fire.",
  "NAP-7.1b":
    "The limber was sent 7 inches back behind the hill. Before the crew can limber up, an action brings the limber within 4 inches of the gun; the driver may do it on an earlier card, ahead of the limbering action.",
  "NAP-7.2":
    "A 6-pounder with five fit gunners loads in one activation, declaring canister. With three left it would need two activations, with two left three. On its next activation it may fire canister and nothing else.",
  "NAP-7.2b":
    "French skirmishers hit two gunners while the gun is half loaded. The crew table is read again for the four men left, and any extra load marker it calls for is added. Two lent infantrymen count as one gunner and act on the crew's card.",
  "NAP-7.3":
    "The gun aims at a point in front of the French column. The hit is read with the gun leader's Accuracy and none of the moving, wounded or absent-leader shifts. An Out of Ammunition card is only a miss while the limber is in radius.",
  "NAP-7.3.1":
    "A round shot deviates 2 inches short, then bounds on 12 inches through the impact point. Each rank it crosses draws a card: a large blast icon is a hit (a small one against close order), and a hit incapacitates.",
  "NAP-7.3.1b":
    "A ball strikes the earth embankment in front of the redoubt: it cannot get through, and nothing happens to the men behind it. Against the stone farmhouse, half the ball's weight is matched against the wall's protection of 8.",
  "NAP-7.3.2":
    "A 6-pounder fires canister at a French company. The deviation starts where the medium band ends, and the swath spreads in three strips reaching 2, 4 and 8 inches from its centreline. Every figure inside draws a card, read Regular for a 6-pounder; a second unit caught takes one shift, and so does a third.",
  "NAP-7.3.3":
    "A howitzer fires shell at a formed company beyond its minimum range: the shot counts as long range. It misses, so it deviates three times the card's inches, and the gun's template from Table 3 is placed where it lands.",
  "NAP-7.3.3b":
    "A shell lands beside the farmhouse: the men inside are attacked with the cover small-arms fire would give them. Had it come through the roof, every figure on the top floor would be attacked, with no cover from the roof.",
  "NAP-7.4":
    "Table 3 gives the 6-pounder's round shot, canister and shell ranges, and the howitzer's shell minimum, maximum and template. The Artillery compendium has each gun ready, and the fire dialog reads its bands from the gun's own row.",
  "NAP-8.1":
    "The GM sets the bridge charges at three activations. The engineers emplace them over three cards, then fire them: the charge fails only if every hit indicator misses. An engineer with an axe hacks at a door of Endurance 3.",
  "NAP-8.2":
    "A war party moves through the woods at full speed, starts hidden, and fights at Melee +1 with Endurance 1. It cannot form close order. A British leader cannot swap dice with it, and it leaves the table when below half strength.",
  "NAP-8.2b":
    "The scenario hides the Shawnee scouts at the start. With optional spotting on, a scout who shoots a musket is spotted at once; one who shoots a bow stays hidden until someone spots him.",
};
