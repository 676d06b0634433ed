/** The Old West's sample forces (OW-2): a posse, a gang, cavalry, a war party, a Gatling and its wagon. */
import { GATLING_CREW } from "@rules/tables/crews";
import { wagon as wagonRow } from "@rules/tables/wagons";
import { type WeaponRow } from "./weapons";
import { REGULAR_MELEE, owIndianMelee, HERO_ENDURANCE, SAMPLE_LIMBER_DISTANCE, ow, TEAM_TRAINED, UNTRAINED, followers, figure, type FigureSpec, type ForceSpec } from "./force-lists";

const posse: ForceSpec = {
  key: "ow-posse",
  name: "Marshal's posse",
  era: "old-west",
  units: [
    {
      key: "posse",
      name: "Marshal's posse",
      kind: "infantry",
      grade: "regular",
      leader: "marshal",
      notes: "<p>A posse led by a federal marshal: a trained leader, with a hero riding along (his own unit card, never out of command).</p>",
      figures: [
        figure("marshal", "U.S. Marshal", "lawman", "old-west", "elite", "elite", [ow("ow.revolver"), ow("ow.rifle")], { leader: TEAM_TRAINED, melee: REGULAR_MELEE + 1 }),
        figure("hero", "The Stranger (hero)", "hero", "old-west", "elite", "elite", [ow("ow.revolver"), ow("ow.rifle")], {
          hero: true,
          endurance: HERO_ENDURANCE,
          melee: REGULAR_MELEE + 2,
          notes: "<p>Hero: own unit card, activates on the Hero card, never out of command, removes his own morale markers when alone.</p>",
        }),
        figure("deputy-shotgun", "Deputy (shotgun)", "lawman", "old-west", "regular", "regular", [ow("ow.shotgun"), ow("ow.revolver")]),
        figure("deputy-rifle", "Deputy (rifle)", "lawman", "old-west", "regular", "regular", [ow("ow.rifle"), ow("ow.revolver")]),
        figure("posseman", "Posseman (carbine)", "gunman", "old-west", "regular", "green", [ow("ow.carbine"), ow("ow.revolver")]),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const gang: ForceSpec = {
  key: "ow-bandits",
  name: "Bandit gang",
  era: "old-west",
  units: [
    {
      key: "gang",
      name: "Bandit gang",
      kind: "infantry",
      grade: "green",
      leader: "boss",
      notes: "<p>An ad hoc gang under an untrained leader: command radius 6\", cannot swap dice, cannot remove morale markers.</p>",
      figures: [
        figure("boss", "Gang boss", "bandit", "old-west", "regular", "regular", [ow("ow.revolver"), ow("ow.rifle")], { leader: { rank: "team", trained: false } }),
        figure("bandit-shotgun", "Bandit (shotgun)", "bandit", "old-west", "green", "regular", [ow("ow.shotgun"), ow("ow.revolver")], UNTRAINED),
        figure("bandit-rifle", "Bandit (rifle)", "bandit", "old-west", "green", "regular", [ow("ow.rifle"), ow("ow.hatchet-bowie-knife")], UNTRAINED),
        figure("bandit-cap-and-ball", "Bandit (cap and ball)", "bandit", "old-west", "green", "green", [ow("ow.cap-and-ball-revolver"), ow("ow.hatchet-bowie-knife")], UNTRAINED),
        figure("bandit-dynamite", "Bandit (dynamite)", "bandit", "old-west", "green", "green", [ow("ow.revolver")], {
          ...UNTRAINED,
          dynamite: { charge: "stick", quantity: 2 },
          notes: "<p>Carries dynamite (Hollywood): if wounded or incapacitated, a small explosion on the next card sets it off.</p>",
        }),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const trooper = (key: string, n: string) =>
  figure(key, `Trooper ${n}`, "trooper", "old-west", "regular", "regular", [ow("ow.carbine"), ow("ow.revolver")], { mounted: true });

const cavalry: ForceSpec = {
  key: "ow-cavalry",
  name: "Cavalry troop",
  era: "old-west",
  units: [
    {
      key: "cavalry-1",
      name: "Cavalry, 1st squad",
      kind: "cavalry",
      grade: "regular",
      leader: "lieutenant",
      notes: "<p>Mounted: two movement cards, a third galloping; carbines cannot fire moving. The lieutenant commands both squads.</p>",
      figures: [
        figure("lieutenant", "Lieutenant", "trooper", "old-west", "elite", "regular", [ow("ow.revolver"), ow("ow.sword")], { leader: { rank: "platoon", trained: true }, mounted: true }),
        ...followers("trooper-a", 4, (key, n) => trooper(key, n)),
      ],
    },
    {
      key: "cavalry-2",
      name: "Cavalry, 2nd squad",
      kind: "cavalry",
      grade: "regular",
      leader: "sergeant",
      commander: "cavalry-1",
      notes: "<p>Under the lieutenant's command: he may give his command die to this squad's sergeant within his command radius.</p>",
      figures: [
        figure("sergeant", "Sergeant", "trooper", "old-west", "regular", "regular", [ow("ow.carbine"), ow("ow.revolver"), ow("ow.sword")], { leader: { rank: "squad", trained: true }, mounted: true }),
        ...followers("trooper-b", 4, (key, n) => trooper(key, String(Number(n) + 4))),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const warrior = (key: string, name: string, weapons: readonly WeaponRow[], more: Partial<FigureSpec> = {}) =>
  figure(key, name, "warrior", "old-west", "regular", "regular", weapons, { indian: true, melee: owIndianMelee(REGULAR_MELEE), ...more });

const warParty: ForceSpec = {
  key: "ow-war-party",
  name: "War party",
  era: "old-west",
  units: [
    {
      key: "war-party-1",
      name: "War party, chief's band",
      kind: "infantry",
      grade: "regular",
      leader: "war-chief",
      notes: "<p>Indians: Melee one higher than regular troops; non-Indian leaders cannot swap dice with them; no crewed weapons or dynamite. A war chief is a trained leader.</p>",
      figures: [
        warrior("war-chief", "War chief", [ow("ow.rifle"), ow("ow.hatchet-bowie-knife")], { guts: "elite", leader: { rank: "squad", trained: true } }),
        warrior("brave-bow-1", "Warrior (bow) 1", [ow("ow.bow"), ow("ow.hatchet-bowie-knife")]),
        warrior("brave-bow-2", "Warrior (bow) 2", [ow("ow.bow"), ow("ow.hatchet-bowie-knife")]),
        warrior("brave-musket", "Warrior (musket)", [ow("ow.musket"), ow("ow.hatchet-bowie-knife")]),
      ],
    },
    {
      key: "war-party-2",
      name: "War party, second band",
      kind: "infantry",
      grade: "regular",
      leader: "sub-chief",
      commander: "war-party-1",
      notes: "<p>Under the war chief's command.</p>",
      figures: [
        warrior("sub-chief", "Band leader", [ow("ow.muzzle-loading-rifle"), ow("ow.hatchet-bowie-knife")], { leader: TEAM_TRAINED }),
        warrior("brave-bow-3", "Warrior (bow) 3", [ow("ow.bow"), ow("ow.hatchet-bowie-knife")]),
        warrior("brave-axe", "Warrior (axe)", [ow("ow.axe")]),
        warrior("brave-carbine", "Warrior (carbine)", [ow("ow.muzzle-loading-carbine"), ow("ow.hatchet-bowie-knife")]),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

/** OW-5.2a the four Gatling crewmen, named by GATLING_CREW.roles; the commander leads. */
function gatlingCrew(prefix: string): FigureSpec[] {
  const name = (role: string) => role.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
  return GATLING_CREW.roles.map((role) =>
    role === "commander"
      ? figure(`${prefix}-${role}`, `Gun commander`, "trooper", "old-west", "regular", "regular", [ow("ow.revolver")], { leader: TEAM_TRAINED })
      : figure(`${prefix}-${role}`, name(role), "trooper", "old-west", "regular", "regular", [ow("ow.carbine")]),
  );
}

const gatling: ForceSpec = {
  key: "ow-gatling",
  name: "Gatling crew",
  era: "old-west",
  units: [],
  guns: [
    {
      key: "gatling",
      name: "Gatling gun",
      artillery: null,
      grade: "regular",
      crew: gatlingCrew("gatling"),
      leader: "gatling-commander",
      limber: { distance: SAMPLE_LIMBER_DISTANCE, state: "ok" },
      notes: "<p>A Gatling gun and its crew of four, unlimbered with its one-horse limber within 4\": fires as a machine gun, 45° each side of its facing.</p>",
    },
  ],
  wagons: [],
};

export const OLD_WEST_FORCES: readonly ForceSpec[] = [posse, gang, cavalry, warParty, gatling];

/** OW-5.2f the Hollywood Gatling wagon: a buckboard, its driver, the gun and its crew riding on it. */
export const GATLING_WAGON: ForceSpec = {
  key: "ow-gatling-wagon",
  name: "Gatling wagon (Hollywood)",
  era: "old-west",
  units: [],
  guns: [
    {
      key: "wagon-gatling",
      name: "Wagon-mounted Gatling gun",
      artillery: null,
      grade: "regular",
      crew: gatlingCrew("wagon-gatling"),
      leader: "wagon-gatling-commander",
      limber: { distance: null, state: "ok" },
      notes: "<p>Mounted on a wagon (Hollywood): always unlimbered, cannot fire while the wagon moves, fires only to the rear; the wagon is always in hit randomization; immobile if the wagon is incapacitated.</p>",
    },
  ],
  wagons: [
    {
      key: "gatling-wagon",
      name: "Gatling wagon",
      wagon: wagonRow("ow.buckboard"),
      driver: figure("gatling-wagon-driver", "Teamster", "gunman", "old-west", "regular", "regular", [ow("ow.revolver")]),
      passengers: GATLING_CREW.roles.map((role) => `wagon-gatling-${role}`),
      gun: "wagon-gatling",
    },
  ],
};
