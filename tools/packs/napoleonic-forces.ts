/** The Napoleonic sample forces (NAP-2): a line section, light dragoons, heavy cavalry, a 6-pounder's crew, Indian allies. */
import { indianMelee as napIndianMelee } from "@rules/napoleonic/indians";
import { artilleryPiece } from "@rules/tables/artillery";
import { ARTILLERY_CREW } from "@rules/tables/crews";
import { artilleryNotes } from "./artillery";
import { REGULAR_MELEE, ENDURANCE, SECTION_LEADER_RANK, LIGHT_CAVALRY_MELEE, HEAVY_CAVALRY_MELEE, SAMPLE_LIMBER_DISTANCE, nap, TEAM_TRAINED, followers, figure, type FigureSpec, type ForceSpec } from "./force-lists";

const lineSection: ForceSpec = {
  key: "nap-line-section",
  name: "Line infantry section",
  era: "napoleonic",
  units: [
    {
      key: "line-section",
      name: "Line infantry section",
      kind: "infantry",
      grade: "regular",
      leader: "line-sergeant",
      notes: "<p>A section of ten under a sergeant, muskets with bayonets. Form close order with four or more figures' bases touching: the table measures it from the tokens, nothing is stored. Close order: HtH +1, morale one grade better, second rank fires if touching.</p>",
      figures: [
        figure("line-sergeant", "Sergeant", "infantry", "napoleonic", "regular", "regular", [nap("nap.musket")], { leader: { rank: SECTION_LEADER_RANK, trained: true } }),
        ...followers("fusilier", 9, (key, n) => figure(key, `Fusilier ${n}`, "infantry", "napoleonic", "regular", "regular", [nap("nap.musket")])),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const lightDragoons: ForceSpec = {
  key: "nap-light-dragoons",
  name: "Light dragoons",
  era: "napoleonic",
  units: [
    {
      key: "light-dragoons",
      name: "Light dragoons",
      kind: "cavalry",
      grade: "regular",
      leader: "dragoon-corporal",
      notes: "<p>Light cavalry: two movement cards, impetus +2 after 4\" straight into contact, breakthrough by Table 2.</p>",
      figures: [
        figure("dragoon-corporal", "Corporal", "dragoon", "napoleonic", "regular", "regular", [nap("nap.sword"), nap("nap.carbine"), nap("nap.pistol")], {
          leader: TEAM_TRAINED,
          mounted: true,
          melee: LIGHT_CAVALRY_MELEE,
        }),
        ...followers("dragoon", 5, (key, n) =>
          figure(key, `Dragoon ${n}`, "dragoon", "napoleonic", "regular", "regular", [nap("nap.sword"), nap("nap.carbine")], { mounted: true, melee: LIGHT_CAVALRY_MELEE }),
        ),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const heavyCavalry: ForceSpec = {
  key: "nap-heavy-cavalry",
  name: "Heavy cavalry detachment",
  era: "napoleonic",
  units: [
    {
      key: "heavy-cavalry",
      name: "Heavy cavalry detachment",
      kind: "cavalry",
      grade: "regular",
      leader: "cuirassier-corporal",
      notes: "<p>Heavy cavalry (optional): one movement card plus 4\", Melee one less than light cavalry, +4 impetus in close order, armour ignores torso hits in melee. Needs the heavy cavalry option.</p>",
      figures: [
        figure("cuirassier-corporal", "Corporal", "cuirassier", "napoleonic", "elite", "regular", [nap("nap.sword"), nap("nap.pistol")], {
          leader: TEAM_TRAINED,
          mounted: true,
          melee: HEAVY_CAVALRY_MELEE,
          ruleFlags: { heavyCavalry: true, armour: true },
        }),
        ...followers("cuirassier", 5, (key, n) =>
          figure(key, `Cuirassier ${n}`, "cuirassier", "napoleonic", "regular", "regular", [nap("nap.sword"), nap("nap.pistol")], {
            mounted: true,
            melee: HEAVY_CAVALRY_MELEE,
            ruleFlags: { heavyCavalry: true, armour: true },
          }),
        ),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

const SIX_POUNDER = artilleryPiece("nap.gun-6");

/** NAP-7.2 a full crew (ARTILLERY_CREW.size), the first one the gun's leader. */
function gunCrew(prefix: string): FigureSpec[] {
  return Array.from({ length: ARTILLERY_CREW.size }, (_, i) =>
    i === 0
      ? figure(`${prefix}-sergeant`, "Gun sergeant", "gunner", "napoleonic", "regular", "regular", [nap("nap.sword")], { leader: TEAM_TRAINED })
      : figure(`${prefix}-${i}`, `Gunner ${i}`, "gunner", "napoleonic", "regular", "regular", [nap("nap.sword")]),
  );
}

const gunCrew6: ForceSpec = {
  key: "nap-6pdr",
  name: "6# gun crew",
  era: "napoleonic",
  units: [],
  guns: [
    {
      key: "six-pounder",
      name: "6# gun",
      artillery: SIX_POUNDER,
      grade: "regular",
      crew: gunCrew("six-pounder"),
      leader: "six-pounder-sergeant",
      limber: { distance: SAMPLE_LIMBER_DISTANCE, state: "ok" },
      notes: artilleryNotes(SIX_POUNDER),
    },
  ],
  wagons: [],
};

const indianAllies: ForceSpec = {
  key: "nap-1812-indians",
  name: "1812 Indian allies",
  era: "napoleonic",
  units: [
    {
      key: "indian-allies",
      name: "Indian allies (1812)",
      kind: "infantry",
      grade: "regular",
      leader: "ally-chief",
      notes: "<p>Indians in War of 1812 scenarios: start hidden, no half speed in woods, never close order, Melee one higher, Endurance 1, must charge vulnerable units within 5\", leave the table below half strength.</p>",
      figures: [
        figure("ally-chief", "War chief", "warrior", "napoleonic", "elite", "regular", [nap("nap.musket"), nap("nap.hatchet-tomahawk")], {
          leader: TEAM_TRAINED,
          indian: true,
          hidden: true,
          melee: napIndianMelee(REGULAR_MELEE),
          endurance: ENDURANCE.napoleonicIndian,
        }),
        ...followers("ally", 5, (key, n, i) =>
          figure(key, `Warrior ${n}`, "warrior", "napoleonic", "regular", "regular", [i % 2 === 0 ? nap("nap.musket") : nap("nap.bow"), nap("nap.hatchet-tomahawk")], {
            indian: true,
            hidden: true,
            melee: napIndianMelee(REGULAR_MELEE),
            endurance: ENDURANCE.napoleonicIndian,
          }),
        ),
      ],
    },
  ],
  guns: [],
  wagons: [],
};

export const NAPOLEONIC_FORCES: readonly ForceSpec[] = [lineSection, lightDragoons, heavyCavalry, gunCrew6, indianAllies];
