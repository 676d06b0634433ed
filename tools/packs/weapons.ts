/**
 * Weapon and explosive Items, built from the engine's tables (the single source of every
 * number): OW Table 1 (OW-5), the dynamite charges (OW-6a) and NAP Table 1 (NAP-3).
 * The same builders make the pack items and the copies embedded in the sample forces.
 */
import { weaponSourceFromRow, type ExplosiveSource, type WeaponSource } from "@foundry/data/sources";
import { RANGE_BANDS } from "@rules/model";
import { DYNAMITE_CHARGES, EXPLOSIVES, type DynamiteCharge } from "@rules/tables/explosives";
import { FRONTIER_WEAPONS, type FrontierWeapon } from "@rules/tables/frontier-weapons";
import { NAPOLEONIC_WEAPONS, NAP_BAYONET, type NapoleonicWeapon } from "@rules/tables/napoleonic-weapons";
import type { WeaponKind } from "@rules/tables/weapon-kinds";
import { OWNERSHIP, SORT_STEP, STATS, docId, folderDoc, topKey, type EmbeddedDoc, type PackSource, type SourceDoc } from "./docs";
import { iconPath, type IconName } from "./icons";

export type WeaponRow = FrontierWeapon | NapoleonicWeapon;

/** The icon of a table row: by its id where it has its own picture, else by its kind. */
const ICON_BY_ID: Readonly<Record<string, IconName>> = {
  "ow.derringer": "derringer",
  "ow.cap-and-ball-revolver": "revolver",
  "ow.revolver": "revolver",
  "ow.muzzle-loading-rifle": "musket",
  "ow.musket": "musket",
  "nap.musket": "musket",
  "ow.hatchet-bowie-knife": "knife",
  "nap.hatchet-tomahawk": "hatchet",
  "ow.dynamite": "dynamite",
};
const ICON_BY_KIND: Readonly<Record<WeaponKind, IconName>> = {
  pistol: "pistol",
  carbine: "carbine",
  musket: "musket",
  rifle: "rifle",
  shotgun: "shotgun",
  bow: "bow",
  "machine-gun": "gatling",
  lance: "lance",
  melee: "sword",
  explosive: "dynamite",
};
const MELEE_ICONS: Readonly<Record<string, IconName>> = { "ow.axe": "axe", "nap.axe": "axe" };

function weaponIcon(row: WeaponRow): IconName {
  return ICON_BY_ID[row.id] ?? MELEE_ICONS[row.id] ?? ICON_BY_KIND[row.kind];
}

function isFrontier(row: WeaponRow): row is FrontierWeapon {
  return "date" in row;
}

/** OW-5 / NAP-3 a weapon Item's system data: the table row, field for field (the data models' own mapping). */
function weaponSystem(row: WeaponRow): WeaponSource {
  return weaponSourceFromRow(row, weaponNotes(row));
}

const RELOAD_TEXT = {
  normal: "Normal: the standard Out of Ammunition rule.",
  double: "Double: an Out of Ammunition result puts two markers; one activation removes one.",
  always: "Always: marked Out of Ammunition after every shot; on an Out of Ammunition result an even hit randomizer fouls the weapon (two markers).",
} as const;
const NAP_RELOAD_TEXT = "Reload: Yes. A reload marker after every shot, one action removes it; an Out of Ammunition result with an even hit randomizer is a misfire, one more marker.";

function band(row: WeaponRow, b: (typeof RANGE_BANDS)[number]): string {
  const range = row.range[b];
  if (range === null) return "--";
  const rof = row.rof[b] > 1 ? ` (${row.rof[b]})` : "";
  const he = isFrontier(row) && row.heBands[b] ? " (HE)" : "";
  return `${range}${rof}${he}`;
}

/** The row as the table prints it, for the sheet's notes (generated, never edited by hand). */
function weaponNotes(row: WeaponRow): string {
  const parts: string[] = [];
  const table = isFrontier(row) ? "Old West Table 1 - Frontier Weapons Data" : "Napoleonic Table 1 - Napoleonic Era Weapons Data";
  parts.push(`<p><strong>${table}</strong></p>`);
  if (RANGE_BANDS.some((b) => row.range[b] !== null)) {
    parts.push(`<p>Range (rate of fire) in inches: short ${band(row, "short")}, medium ${band(row, "medium")}, long ${band(row, "long")}.</p>`);
  }
  if (row.reload !== null) parts.push(`<p>${isFrontier(row) ? `Reload ${RELOAD_TEXT[row.reload]}` : NAP_RELOAD_TEXT}</p>`);
  const hth = row.hth === null ? "--" : String(row.hth);
  const bayonet = row.bayonetHth === null ? "" : ` (${row.bayonetHth} with the bayonet fixed${isFrontier(row) ? "" : `, bayonet +${NAP_BAYONET.hthBonus}`})`;
  parts.push(`<p>HtH ${hth}${bayonet}.</p>`);
  if (row.lanceHth) {
    parts.push(`<p>Lance: HtH ${row.lanceHth.moving} moving, ${row.lanceHth.notMoving} not moving ("Moving (not moving) ${row.lanceHth.moving} (${row.lanceHth.notMoving})").</p>`);
  }
  if (isFrontier(row)) parts.push(`<p>Date: ${row.date === null ? "Any" : row.date}.</p>`);
  if (row.kind === "machine-gun") parts.push(`<p>Crew-served: fires as a machine gun with a crew of four; use it on a gun actor.</p>`);
  if (isFrontier(row) && row.he) parts.push(`<p>Thrown charge, ${row.he} HE template (Hollywood). Drop a dynamite stick or bundle from this compendium on a figure to give him dynamite.</p>`);
  return parts.join("");
}

/** Fields of an Item document in a pack or embedded in an actor (the CLI key added by the caller). */
interface ItemFields {
  name: string;
  type: string;
  img: string;
  system: object;
  effects: never[];
  folder: string | null;
  sort: number;
  ownership: typeof OWNERSHIP;
  flags: Record<string, never>;
  _stats: typeof STATS;
}

function itemFields(name: string, type: string, img: string, system: object, sort: number, folder: string | null): ItemFields {
  return {
    name,
    type,
    img,
    system,
    effects: [],
    folder,
    sort,
    ownership: OWNERSHIP,
    flags: {},
    _stats: STATS,
  };
}

/** Display name of a row: the printed name, with its table when both supplements share it. */
function weaponName(row: WeaponRow): string {
  return row.name;
}

/** A weapon Item in a pack. */
function weaponItem(row: WeaponRow, sort: number, folder: string | null): SourceDoc {
  const _id = docId("item", row.id);
  return { _id, _key: topKey("Item", _id), ...itemFields(weaponName(row), "weapon", iconPath(weaponIcon(row)), weaponSystem(row), sort, folder) };
}

/** A copy of a weapon embedded in an actor: its own id, keyed by the owner. */
export function embeddedWeapon(ownerKey: string, row: WeaponRow, sort: number): EmbeddedDoc {
  const _id = docId("embedded", `${ownerKey}/${row.id}`);
  return { _id, ...itemFields(weaponName(row), "weapon", iconPath(weaponIcon(row)), weaponSystem(row), sort, null) };
}

/* -------------------------------------------- dynamite */

const CHARGE_NAMES: Readonly<Record<DynamiteCharge, string>> = { stick: "Dynamite stick", bundle: "Dynamite bundle" };
const CHARGE_ICONS: Readonly<Record<DynamiteCharge, IconName>> = { stick: "dynamite", bundle: "dynamite-bundle" };

/** OW-6a an explosive Item: one stick (small HE) or a bundle (medium HE), ready to carry. */
function explosiveSystem(charge: DynamiteCharge, quantity = 1): ExplosiveSource {
  const template = EXPLOSIVES[charge].template;
  const use =
    charge === "stick"
      ? `Thrown like a grenade with ${EXPLOSIVES.thrown.extraRightShifts} extra right shift, ranges of the Dynamite row of Table 1.`
      : `Thrown like a satchel charge, or placed: ${EXPLOSIVES.placed.activationsToPlace} activations to prepare and place, up to ${EXPLOSIVES.placed.maxFuseActivations} activations laying the fuse.`;
  return {
    charge,
    quantity,
    fuse: { state: "carried", length: 0, die: null },
    notes: `${CHARGE_NAMES[charge]}: ${template} HE template (Hollywood). ${use} Drop it on a figure: it adds to the ${charge === "stick" ? "sticks" : "bundles"} he carries.`,
  };
}

function explosiveItem(charge: DynamiteCharge, sort: number, folder: string | null): SourceDoc {
  const _id = docId("item", `ow.dynamite-${charge}`);
  return { _id, _key: topKey("Item", _id), ...itemFields(CHARGE_NAMES[charge], "explosive", iconPath(CHARGE_ICONS[charge]), explosiveSystem(charge), sort, folder) };
}

/* -------------------------------------------- the weapons packs */

/** Browsing folders of the weapons packs, by weapon kind. */
const WEAPON_FOLDERS: readonly { readonly key: string; readonly name: string; readonly kinds: readonly WeaponKind[] }[] = [
  { key: "pistols", name: "Pistols and revolvers", kinds: ["pistol"] },
  { key: "long-arms", name: "Muskets, rifles and carbines", kinds: ["musket", "rifle", "carbine"] },
  { key: "shotguns", name: "Shotguns", kinds: ["shotgun"] },
  { key: "crew-served", name: "Crew-served", kinds: ["machine-gun"] },
  { key: "melee", name: "Bows, lances and hand-to-hand", kinds: ["bow", "lance", "melee"] },
  { key: "dynamite", name: "Dynamite (Hollywood)", kinds: ["explosive"] },
];

function weaponsPack(name: string, label: string, rows: readonly WeaponRow[], extra: (folderOf: (kind: WeaponKind) => string) => SourceDoc[]): PackSource {
  const used = WEAPON_FOLDERS.filter((f) => rows.some((r) => f.kinds.includes(r.kind)));
  const folders = used.map((f, i) => folderDoc("Item", `${name}/${f.key}`, f.name, (i + 1) * SORT_STEP));
  const folderOf = (kind: WeaponKind): string => {
    const index = used.findIndex((f) => f.kinds.includes(kind));
    return folders[index]!._id;
  };
  const items = rows.map((row, i) => weaponItem(row, (i + 1) * SORT_STEP, folderOf(row.kind)));
  return { name, label, type: "Item", docs: [...folders, ...items, ...extra(folderOf)] };
}

/** OW-5 every row of Table 1 as a weapon Item, plus the dynamite stick and bundle (OW-6a) as explosives. */
export function frontierWeaponsPack(): PackSource {
  return weaponsPack("frontier-weapons", "Frontier Weapons (Old West)", FRONTIER_WEAPONS, (folderOf) =>
    DYNAMITE_CHARGES.map((charge, i) => explosiveItem(charge, (FRONTIER_WEAPONS.length + i + 1) * SORT_STEP, folderOf("explosive"))),
  );
}

/** NAP-3 every weapon row of Table 1 (the bayonet is the +1 of the musket and rifle rows). */
export function napoleonicWeaponsPack(): PackSource {
  return weaponsPack("napoleonic-weapons", "Napoleonic Weapons", NAPOLEONIC_WEAPONS, () => []);
}
