/**
 * The sample forces (force-lists.ts) as actor documents: figures with their weapons embedded,
 * units naming their members and leaders, guns and wagons with their crews; the three packs.
 */
import type { FigureSource, GunSource, UnitSource, WagonSource } from "@foundry/data/sources";
import { DEFAULTS } from "@foundry/data/sources";
import type { WagonKind } from "@foundry/data/constants";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { WAGONS, wagonCapacity, type Wagon } from "@rules/tables/wagons";
import { TOKEN_SIZES, actorDoc, actorUuid, type TokenSize } from "./actors";
import { artillerySystem, gunIcon, gunSystem, type GunCrew } from "./artillery";
import { SORT_STEP, folderDoc, type EmbeddedDoc, type PackSource, type SourceDoc } from "./docs";
import type { IconName } from "./icons";
import { reactionOf, type FigureSpec, type ForceSpec } from "./force-lists";
import { NAPOLEONIC_FORCES } from "./napoleonic-forces";
import { GATLING_WAGON, OLD_WEST_FORCES } from "./old-west-forces";
import { embeddedWeapon } from "./weapons";

/* -------------------------------------------- documents */

/** What a wagon is, for its notes: its table row (OW-9.3). */
function wagonNotes(w: Wagon): string {
  // Player wording from the row's numbers (the row's own `notes` say where each number comes from, for developers).
  const passengers = w.capacity.source === "ours" ? "<p>The printed rules give no passenger count: this one is the system's default.</p>" : "";
  return `<p><strong>${w.name}</strong></p><p>Team of ${w.team.animals} animals (${w.team.allowed.join(" or ")} allowed); carries ${wagonCapacity(w)}: driver and ${w.capacity.passengers} passengers. Moves ${w.movementCards.normal} card, ${w.movementCards.gallop} galloping; a runaway moves ${w.movementCards.runaway}.</p>${passengers}`;
}

/** The wagon actor's kind of a wagons-table row ("ow.conestoga" -> "conestoga"). */
function wagonKindOf(w: Pick<Wagon, "id">): WagonKind {
  const kind = w.id.replace(/^ow\./, "");
  if (kind !== "stagecoach" && kind !== "buggy" && kind !== "conestoga" && kind !== "buckboard") throw new Error(`no wagon kind for ${w.id}`);
  return kind;
}

const WAGON_ICONS: Readonly<Record<WagonKind, IconName>> = { stagecoach: "stagecoach", buggy: "buggy", conestoga: "conestoga", buckboard: "buckboard" };

function wagonSystem(w: Wagon, crew: Pick<WagonSource, "driverId" | "passengerIds" | "gatling" | "gunId"> = { driverId: null, passengerIds: [], gatling: false, gunId: null }): WagonSource {
  return {
    ...DEFAULTS.wagon(),
    kind: wagonKindOf(w),
    driverId: crew.driverId,
    passengerIds: crew.passengerIds,
    team: { state: "ok", animals: w.team.animals },
    gatling: crew.gatling,
    gunId: crew.gunId,
    notes: wagonNotes(w),
  };
}

function wagonIcon(w: Wagon, gatling: boolean): IconName {
  return gatling ? "gatling-wagon" : WAGON_ICONS[wagonKindOf(w)];
}

function figureSystem(f: FigureSpec, weaponId: string | null): FigureSource {
  const fresh = DEFAULTS.figure();
  return {
    ...fresh,
    guts: f.guts,
    accuracy: f.accuracy,
    melee: f.melee,
    endurance: f.endurance,
    reaction: reactionOf(f.guts),
    states: { ...fresh.states, mounted: f.mounted ?? false, hidden: f.hidden ?? false },
    leader: f.leader ? { rank: f.leader.rank, trained: f.leader.trained } : { rank: null, trained: f.trained ?? fresh.leader.trained },
    hero: f.hero ?? false,
    indian: f.indian ?? false,
    dynamite: f.dynamite
      ? { sticks: f.dynamite.charge === "stick" ? f.dynamite.quantity : 0, bundles: f.dynamite.charge === "bundle" ? f.dynamite.quantity : 0 }
      : { sticks: 0, bundles: 0 },
    weaponId,
    ruleFlags: { ...(f.ruleFlags ?? {}) },
    notes: f.notes ?? "",
  };
}

/** A figure and its embedded weapons; his dynamite is his counts (figureSystem), never an item too. */
function figureDoc(force: ForceSpec, f: FigureSpec, folder: string, sort: number): SourceDoc {
  const key = `${force.key}/${f.key}`;
  const items: EmbeddedDoc[] = f.weapons.map((row, i) => embeddedWeapon(key, row, (i + 1) * SORT_STEP));
  const size: TokenSize = f.mounted ? TOKEN_SIZES.mounted : TOKEN_SIZES.foot;
  return actorDoc({
    key,
    name: f.name,
    type: "figure",
    icon: f.icon,
    system: figureSystem(f, items[0]?._id ?? null),
    folder,
    sort,
    token: size,
    actorLink: true,
    items,
  });
}

/** Every actor of a force in its own folder of the pack. */
export function buildForce(force: ForceSpec, packName: string, folderSort: number): SourceDoc[] {
  const folder = folderDoc("Actor", `${packName}/${force.key}`, force.name, folderSort);
  const ref = (key: string) => actorUuid(`${force.key}/${key}`);
  const docs: SourceDoc[] = [folder];
  let sort = 0;
  const next = () => (sort += SORT_STEP);

  for (const unit of force.units) {
    const unitSystem: UnitSource = {
      ...DEFAULTS.unit(),
      kind: unit.kind,
      grade: unit.grade,
      era: force.era,
      members: unit.figures.map((f) => ref(f.key)),
      leaderId: ref(unit.leader),
      commanderId: unit.commander ? ref(unit.commander) : null,
      ruleFlags: { ...(unit.ruleFlags ?? {}) },
      notes: unit.notes,
    };
    docs.push(
      actorDoc({ key: `${force.key}/${unit.key}`, name: unit.name, type: "unit", icon: "unit", system: unitSystem, folder: folder._id, sort: next(), token: TOKEN_SIZES.foot, actorLink: true }),
    );
    for (const f of unit.figures) docs.push(figureDoc(force, f, folder._id, next()));
  }

  for (const gun of force.guns) {
    const crew = { crewIds: gun.crew.map((f) => ref(f.key)), leaderId: ref(gun.leader), limbered: false, limber: gun.limber, grade: gun.grade };
    const gunKey = `${force.key}/${gun.key}`;
    const system: GunSource = gun.artillery
      ? { ...artillerySystem(gun.artillery, crew), notes: gun.notes }
      : { ...gatlingSystem(crew), notes: gun.notes };
    const gatlingRow = frontierWeapon("ow.gatling-gun");
    docs.push(
      actorDoc({
        key: gunKey,
        name: gun.name,
        type: "gun",
        icon: gun.artillery ? gunIcon(gun.artillery) : "gatling",
        system,
        folder: folder._id,
        sort: next(),
        token: TOKEN_SIZES.gun,
        actorLink: true,
        items: gun.artillery ? [] : [embeddedWeapon(gunKey, gatlingRow, SORT_STEP)],
      }),
    );
    for (const f of gun.crew) docs.push(figureDoc(force, f, folder._id, next()));
  }

  for (const w of force.wagons) {
    const system = wagonSystem(w.wagon, {
      driverId: w.driver ? ref(w.driver.key) : null,
      passengerIds: w.passengers.map(ref),
      gatling: w.gun !== null,
      gunId: w.gun ? ref(w.gun) : null,
    });
    docs.push(
      actorDoc({ key: `${force.key}/${w.key}`, name: w.name, type: "wagon", icon: wagonIcon(w.wagon, w.gun !== null), system, folder: folder._id, sort: next(), token: TOKEN_SIZES.wagon, actorLink: true }),
    );
    if (w.driver) docs.push(figureDoc(force, w.driver, folder._id, next()));
  }
  return docs;
}

/** OW-5.2 a Gatling gun actor: no Table 3 row; its fire is the Gatling Gun row of Table 1 (an owned weapon). */
function gatlingSystem(crew: GunCrew): GunSource {
  return gunSystem({ kind: "gatling", weightClass: null, notes: "" }, crew);
}

function forcesPack(name: string, label: string, forces: readonly ForceSpec[]): PackSource {
  return { name, label, type: "Actor", docs: forces.flatMap((f, i) => buildForce(f, name, (i + 1) * SORT_STEP)) };
}

export function oldWestForcesPack(): PackSource {
  return forcesPack("old-west-forces", "Sample Forces (Old West)", OLD_WEST_FORCES);
}

export function napoleonicForcesPack(): PackSource {
  return forcesPack("napoleonic-forces", "Sample Forces (Napoleonic)", NAPOLEONIC_FORCES);
}

/** OW-9.3 the wagons pack: the four wagons, empty and ready, and the Hollywood Gatling wagon with its crew. */
export function wagonsPack(): PackSource {
  const folder = folderDoc("Actor", "wagons/wagons", "Wagons", SORT_STEP);
  const wagons = WAGONS.map((w, i) => {
    return actorDoc({ key: `wagons/${w.id}`, name: w.name, type: "wagon", icon: wagonIcon(w, false), system: wagonSystem(w), folder: folder._id, sort: (i + 1) * SORT_STEP, token: TOKEN_SIZES.wagon, actorLink: true });
  });
  return { name: "wagons", label: "Wagons (Old West)", type: "Actor", docs: [folder, ...wagons, ...buildForce(GATLING_WAGON, "wagons", 2 * SORT_STEP)] };
}
