/**
 * What the chat card says of each result kind's corpus result (corpus.ts): its headline and its
 * lines, word for word, as writers.test.ts expects them.
 */
import type { ResultKind } from "@rules/results";

/** What the chat card says of each kind's corpus result: its headline and its lines. */
export const EXPECTED: {
  readonly [K in ResultKind]: { readonly headline: string; readonly lines: readonly string[] };
} = {
  activation: { headline: "Card 3: one unit activates", lines: ["Activation card: 3", "Posse: activated."] },
  commandDice: {
    headline: "Command dice rolled for 2 units",
    lines: ["Posse: command die 4", "Raiders: command die 6"],
  },
  endActivation: { headline: "Posse: activation ended.", lines: ["Nothing to clear."] },
  swapDice: {
    headline: "The leader of Ames's platoon gives his 5 to Posse.",
    lines: ["Ames's platoon's command die is now 2; Posse's is now 5, and that unit counts as having acted."],
  },
  fire: {
    headline: "2 shots, one hit",
    lines: [
      "Pvt. Cole: needs 3 holes, card 27 shows 3: hit — randomizer 1: Sgt. Hale, arm, wounded (1 of 2 wounds)",
      "Cpl. Dunn: needs 3 holes, card 22 shows 1: miss",
    ],
  },
  melee: {
    headline: "Sgt. Hale wins the hand to hand, 9 to 1.",
    lines: [
      "Attacker Sgt. Hale: Melee 1 + HtH 2 + charging 1 + card 26 shows 5 = 9",
      "Defender Cpl. Dunn: Melee 1 + HtH 0 + card 6 shows 0 = 1",
      "Sgt. Hale wins 9 to 1 — card 10 shows Wound: Cpl. Dunn, head, wounded (1 of 2 wounds)",
    ],
  },
  morale: {
    headline: "Raiders: 2 morale checks",
    lines: [
      "Raiders: 2 morale markers",
      'Regular column, open row: card 35 shows the unit falls back, 6"',
      "Regular column, open row: card 13 shows OK",
      "Morale markers cleared.",
    ],
  },
  damage: {
    headline: "Kid Curry is incapacitated.",
    lines: ["Kid Curry: card 41 shows Incapacitate, torso: incapacitated"],
  },
  blast: {
    headline: "The medium blast hits one figure",
    lines: [
      "Sgt. Hale: card 3 shows the medium burst: hit — card 41: leg, wounded (1 of 2 wounds)",
      "Kid Curry: card 4, no medium burst",
    ],
  },
  throw: {
    headline:
      "Pvt. Cole's charge misses and scatters 3\" toward 4 o'clock (12 o'clock is straight on, away from the firer).",
    lines: [
      "Pvt. Cole: needs 4 holes, card 8 shows 1: miss",
      "scatter card 9: 3\" toward 4 o'clock (12 o'clock is straight on, away from the firer)",
    ],
  },
  movement: {
    headline: 'Pvt. Cole may move 9" and is stunned at the end of the activation.',
    lines: ['Pvt. Cole: cards #30, #31 show 4 + 5 = 9"', 'May move 9".', "Stunned at the end of the activation."],
  },
  reaction: {
    headline: "Pvt. Cole passes the reaction check (2 against 3).",
    lines: ["Pvt. Cole: card 17 shows 2, within Reaction 3: reacts."],
  },
  bog: { headline: "Bogged down.", lines: ["Card 19, Regular column: bogged."] },
  spotting: {
    headline: "Pvt. Cole spots Kid Curry (GM to confirm).",
    lines: ["Card 20: spotted.", "The GM confirms before the figure is revealed."],
  },
  gunAim: {
    headline: 'The canister deviates 3".',
    lines: [
      "Card 2: needs 3 holes, off target (the leader's Regular Accuracy).",
      "It lands 3\" toward 12 o'clock (12 o'clock is straight on, away from the firer).",
    ],
  },
  solidShot: {
    headline: "Solid shot: no figure hit",
    lines: [
      "Fired at the target point (the leader's Regular Accuracy).",
      "It lands 1\" toward 12 o'clock (12 o'clock is straight on, away from the firer).",
      "The ball passes over Line company, Light company.",
    ],
  },
  canister: {
    headline: "Canister: 2 figures hit",
    lines: [
      "Card 21: needs 3 holes, off target (the leader's Regular Accuracy).",
      "It lands 3\" toward 3 o'clock (12 o'clock is straight on, away from the firer).",
      "Pvt. Ash (Short range): near enough to be hit without a draw — damage card 24: torso, wounded (1 of 2 wounds)",
      "Pvt. Rye (Medium range): card 25, needs 4 holes: hit — damage card 28: torso, wounded (1 of 2 wounds)",
    ],
  },
  shell: {
    headline: "The medium blast hits one figure",
    lines: [
      "Card 33: needs 4 holes, off target (the leader's Regular Accuracy).",
      "It lands 2\" toward 3 o'clock (12 o'clock is straight on, away from the firer).",
      'The shell bursts: the medium template (4" across).',
      "Pvt. Ash: card 36 shows the medium burst: hit — card 37: torso, wounded (1 of 2 wounds)",
    ],
  },
  solidShotBuilding: {
    headline: "The shot penetrates the masonry.",
    lines: [
      "Card 38: needs 2 holes, on target (the leader's Regular Accuracy).",
      "Card 39: needs 5 holes (penetration 3 against protection 8): it goes through.",
      "Inside: the medium template, medium explosions.",
    ],
  },
  shellRoof: {
    headline: "The round goes through the roof (small explosions on the top floor).",
    lines: [
      "Card 40: needs 6 holes (penetration 0 against protection 6): it goes through.",
      "Sgt. Roe: card 42 shows the small burst: hit — card 43: torso, wounded (1 of 2 wounds)",
    ],
  },
  load: { headline: "One more load action before it can fire.", lines: ["Round: solid shot."] },
  gunMove: { headline: 'The gun may move 6".', lines: ['The gun: card 44 shows 6"', 'May move 6".'] },
  unlimber: { headline: "Unlimbered: one load action before it can fire.", lines: [] },
  limber: { headline: "6-pdr gun: limbered up.", lines: ["The gun is limbered and may move."] },
  mountedMovement: {
    headline: 'Trooper Hart gallops: 15" (stunned at the end of the activation, or after hand to hand).',
    lines: [
      'Trooper Hart: cards #45, #46, #47 show 5 + 7 + 3 = 15"',
      'May move 15".',
      "Galloping: stunned at the end of the activation, or after the hand to hand if it made contact.",
    ],
  },
  mount: {
    headline: "One figure mounts: the activation is used",
    lines: ["Pvt. Cole mounts.", "That is the unit's whole activation."],
  },
  mountedMelee: {
    headline: "Trooper Hart wins the hand to hand, 9 to 2.",
    lines: [
      "Trooper Hart fights with Sword; Fusilier Gant with Musket.",
      "Attacker Trooper Hart: Melee 1 + HtH 2 + impetus 2 + card 48 shows 4 = 9",
      "Defender Fusilier Gant: Melee 1 + HtH 1 + card 49 shows 0 = 2",
      "Trooper Hart wins 9 to 2 — card 50 shows Wound: Fusilier Gant, arm, wounded (1 of 2 wounds)",
      'Breakthrough: Trooper Hart goes on 6" to end back to back with the enemy, the rear of his base 1" beyond the rear of the enemy\'s.',
      'The enemy withdraws 2".',
      'It veers 1" aside.',
    ],
  },
  mountedReaction: { headline: "Counter-charge: card 1, the reaction succeeds.", lines: ['They may move 4".'] },
  breakthroughAdvance: {
    headline: 'The victor advances 6".',
    lines: [
      'Trooper Hart advances 6": he ends back to back with the enemy, the rear of his base 1" beyond the rear of the enemy\'s.',
    ],
  },
  chargeHalt: {
    headline: "Trooper Hart halts halfway",
    lines: [
      'Trooper Hart halts after 4.5", half the 9" to Fusilier Gant.',
      "Fusilier Gant's side may react now; then the charge goes home.",
    ],
  },
  mountedBog: {
    headline: 'Bogged in the woods: the unit stops 3.5" into the woods.',
    lines: ["In the woods, card 7: bogged.", 'The unit stops 3.5" into the woods.'],
  },
  napMorale: {
    headline: "Raiders: one morale check",
    lines: [
      "Raiders: one morale marker",
      "Regular column, open row: card 16 shows the unit is pinned",
      "Morale markers cleared.",
    ],
  },
  closeOrderReaction: {
    headline: "The close order group reacts",
    lines: [
      "Card 18: the close order group passes, checking with the leader's Guts (3).",
      "Pvt. Oak (not in close order) fails his own check.",
      "3 figures react.",
    ],
  },
  reload: { headline: "Pvt. Cole: one more reload before he can fire.", lines: [] },
  indianQuit: {
    headline: "War party: below half strength (1 of 4); the unit quits the field.",
    lines: ["1 of 4 figures still standing.", "Below half strength: the unit quits the field."],
  },
  emplace: { headline: "One more activation to emplace the charges.", lines: [] },
  detonation: {
    headline: "All misses: the charges fail to detonate.",
    lines: ["Card 32 shows no bullet hole: the charges fail."],
  },
  doorAttack: {
    headline: "The door still holds: endurance 1 left.",
    lines: [
      "Sapper Nye: 8 against the door's 1: a blow lands, the door loses one endurance",
      "Sapper Ott: 3 against the door's 4: the blow glances off",
    ],
  },
  "ow.reload": {
    headline: "Pvt. Cole reloads: 1 marker removed, 1 left.",
    lines: [
      "Pvt. Cole still has one Out of Ammunition marker.",
      "It takes one activation (Remove one Out of Ammunition marker).",
    ],
  },
  "ow.heroCard": {
    headline: "Hero card: 2 heroes act on 3",
    lines: ["1. Wyatt (the d10 icon on his card: 7)", "2. Doc (the d10 icon on his card: 2)"],
  },
  "ow.heroMorale": {
    headline: "He removes 2 morale markers.",
    lines: [
      "That is his whole activation.",
      "Wyatt: one morale marker",
      "Elite column, open row: card 14 shows one figure stunned: Wyatt",
      "Morale markers cleared.",
    ],
  },
  "ow.dynamiteThrow": {
    headline: "Dutch's dynamite lands on target",
    lines: [
      "Dutch: needs 3 holes, card 9 shows 6: hit",
      "Place the small template on the target.",
      "Dutch has one charge left.",
    ],
  },
  "ow.charge": { headline: "Dutch's bundle is placed.", lines: ["It takes one activation (Place the charge)."] },
  formation: {
    headline: 'The unit forms a line (4").',
    lines: [
      'Card 21: each figure may move up to 4" into the new formation.',
      "Sgt. Moss stands fast: the unit forms on him.",
      'Pvt. Ash: 1", in his place.',
      'Pvt. Birch: 2", in his place.',
      'Pvt. Oak: 8" to his place, stops 4" short of it.',
      "The unit is not in close order.",
    ],
  },
  closeOrderTurn: {
    headline: "Line company: the close order group turns to face the enemy behind.",
    lines: [
      "Card 18: the close order group passes, checking with the leader's Guts (3).",
      "2 figures turn to face the enemy behind, at 6 o'clock of the line's facing.",
    ],
  },
  "ow.breach": { headline: "The charge breaches the wall.", lines: ['The bundle blows a 4" gap in the wall.'] },
  "ow.dynamiteGiven": { headline: "Dutch finds dynamite: 2 sticks, one bundle.", lines: [] },
  "ow.carriedDynamite": {
    headline: "The dynamite Dutch carried detonates!",
    lines: [
      "Dutch was hit carrying dynamite: card 10 shows the small burst, so all the dynamite he carries goes off at once, a medium blast.",
      "Place the medium template on the carrier.",
    ],
  },
  "ow.limber": {
    headline: "Gatling crew: unlimbered and set up.",
    lines: ["The Gatling is unlimbered and set up.", "It takes one activation (Unlimber and set up the gun)."],
  },
  "ow.gatlingMove": {
    headline: 'The Gatling may move 7"',
    lines: ["Moved limbered, behind its team.", 'May move 7".'],
  },
  "ow.reface": {
    headline: "Gatling crew: manhandled round to a new facing.",
    lines: [
      "The gun is manhandled round to face its 2 o'clock.",
      "It takes one activation (Manhandle the gun to a new facing).",
    ],
  },
  "ow.herdMove": {
    headline: 'Longhorns: a move of 8".',
    lines: ['Steer 1: cards #12, #13 show 5 + 3 = 8"', 'May move 8".'],
  },
  "ow.herding": {
    headline: "Longhorns: herded by Drovers.",
    lines: ["The herd now moves with its herders and ignores its own command die."],
  },
  "ow.stampedeCheck": {
    headline: "Longhorns: stampede toward 3 o'clock!",
    lines: [
      "Fired on: card 15, Regular column, open row: an advance, so the herd stampedes.",
      "The herd stampedes toward 3 o'clock, 12 o'clock is the way the herd faces (card 16).",
    ],
  },
  "ow.stampedeMove": {
    headline: "The stampede runs 6\" toward 12 o'clock: one figure in its path",
    lines: [
      "Toward 12 o'clock (12 o'clock is the way the herd faces).",
      'Steer 1: card 17 shows 6"',
      'May move 6".',
      "In its path: Pvt. Cole.",
    ],
  },
  "ow.trample": {
    headline: "Pvt. Cole is trampled by Longhorns.",
    lines: [
      "Attacker Steer 1: Melee 1 + HtH 0 + card 18 shows 5 = 6",
      "Defender Pvt. Cole: Melee 1 + HtH 2 + card 19 shows 1 = 4",
      "Steer 1 wins 6 to 4 — card 20 shows Wound: Pvt. Cole, torso, wounded (1 of 2 wounds)",
      "Pvt. Cole is trampled.",
    ],
  },
  "ow.runawayCheck": {
    headline: "The team bolts: the wagon runs away at the gallop.",
    lines: ["Fire near the team: card 21, Green column, open row: an advance, so the team bolts."],
  },
  "ow.runawayMove": {
    headline: 'Runaway Stagecoach careers 10" straight on.',
    lines: ['The wagon: cards #22, #23 show 6 + 4 = 10"', 'May move 10".'],
  },
  "ow.regainControl": {
    headline: "The driver regains control.",
    lines: ["Card 24, open row: no forced action, so the driver has the reins."],
  },
  "ow.wagonMove": {
    headline: 'The wagon may move 12"',
    lines: ['The wagon: cards #25, #26 show 5 + 7 = 12"', 'May move 12".'],
  },
  "ow.boarding": {
    headline: "Pvt. Cole boards Stagecoach.",
    lines: ["Pvt. Cole is aboard.", "It takes one activation (Board the wagon)."],
  },
  "ow.cutOut": {
    headline: "3 animals left in the team.",
    lines: ["The wagon may move but never gallop.", "It takes one activation (Cut out an animal)."],
  },
  "ow.overturn": {
    headline: "Stagecoach is overturned as a barricade.",
    lines: ["The wagon now stands as a barricade.", "It takes one activation (Overturn the wagon as a barricade)."],
  },
};
