/**
 * NAP-7.4 artillery as gun actors, one per row of "Table 3 - Artillery Rounds and Ranges".
 *
 * Why actors and not crew-served weapon Items: a weapon Item holds one set of three range
 * bands, while a gun fires three rounds (shot, canister, shell with its minimum range and
 * template), loads with its crew (NAP-7.2) and moves with its limber (NAP-7.1). The gun actor
 * stores its Table 3 row (weightClass) and reads every range from the engine's table, so no
 * range is copied into the pack; the notes print the row for the GM.
 */
import { GUN_WEIGHT_CLASSES, ARTILLERY_TABLE_ID, type GunWeightClass } from "@foundry/data/constants";
import { DEFAULTS, type GunSource } from "@foundry/data/sources";
import { RANGE_BANDS } from "@rules/model";
import { ARTILLERY, ARTILLERY_RULES, canisterGrade, type ArtilleryPiece } from "@rules/tables/artillery";
import { ARTILLERY_CREW } from "@rules/tables/crews";
import { TOKEN_SIZES, actorDoc } from "./actors";
import { SORT_STEP, folderDoc, type PackSource, type SourceDoc } from "./docs";
import type { IconName } from "./icons";

/** The gun actor's weight class of a Table 3 row (the inverse of ARTILLERY_TABLE_ID). */
function weightClassOf(row: Pick<ArtilleryPiece, "id">): GunWeightClass {
  const found = GUN_WEIGHT_CLASSES.find((c) => ARTILLERY_TABLE_ID[c] === row.id);
  if (!found) throw new Error(`no gun weight class reads artillery row ${row.id}`);
  return found;
}

export function gunIcon(row: Pick<ArtilleryPiece, "id">): IconName {
  const c = weightClassOf(row);
  return c === "howitzer" ? "howitzer" : c === "swivel" ? "swivel-gun" : "cannon";
}

const bands = (r: Readonly<Record<(typeof RANGE_BANDS)[number], number | null>>): string => RANGE_BANDS.map((b) => r[b] ?? "N/A").join(" / ");

/** The Table 3 row and the gun's printed crew numbers, for the sheet's notes. */
export function artilleryNotes(row: ArtilleryPiece): string {
  const shell = row.shell
    ? `${row.shell.minimum} to ${row.shell.maximum} inches, always long range; HE template ${row.shell.template.shell} (shell) / ${row.shell.template.case} (spherical case, British only)`
    : "None";
  const loading = ARTILLERY_CREW.loading.map((r) => `${r.minCrew}+ crew: ${r.activations}`).join(", ");
  return [
    `<p><strong>Napoleonic Table 3 - Artillery Rounds and Ranges: ${row.name}</strong></p>`,
    `<p>Round shot: ${bands(row.shot)} inches (short / medium / long).</p>`,
    `<p>Canister/grape: ${bands(row.canister)} inches, attacks as ${canisterGrade(row.defaultShotWeight)} for a ${row.defaultShotWeight}-pounder.</p>`,
    `<p>Shell/spherical case: ${shell}; a miss deviates ${ARTILLERY_RULES.shellMissDeviationFactor} times the card's inches.</p>`,
    `<p>Crew of ${ARTILLERY_CREW.size}; activations to load by unstunned crew: ${loading}; at least ${ARTILLERY_CREW.minArtillerists} artillerists.</p>`,
  ].join("");
}

/** Who serves a gun: its crew and leader, its limber, its grade. */
export type GunCrew = Pick<GunSource, "crewIds" | "leaderId" | "limbered" | "limber" | "grade">;

/**
 * A gun actor (NAP-7 field gun, OW-5.2 Gatling) as a new one starts (DEFAULTS.gun: the row's
 * default shot weight, unloaded, facing 0, no marker, not yet activated) with its crew.
 */
export function gunSystem(gun: Pick<GunSource, "kind" | "weightClass" | "notes">, crew: GunCrew): GunSource {
  return {
    ...DEFAULTS.gun(),
    kind: gun.kind,
    weightClass: gun.weightClass,
    grade: crew.grade,
    crewIds: crew.crewIds,
    leaderId: crew.leaderId,
    limbered: crew.limbered,
    limber: crew.limber,
    notes: gun.notes,
  };
}

/** NAP-7 a gun actor of a Table 3 row, crew and limber to be assigned. */
export function artillerySystem(row: ArtilleryPiece, crew: GunCrew = {
  crewIds: [],
  leaderId: null,
  limbered: false,
  limber: { distance: null, state: "ok" },
  grade: "regular",
}): GunSource {
  return gunSystem({ kind: "artillery", weightClass: weightClassOf(row), notes: artilleryNotes(row) }, crew);
}

const FOLDERS = [
  { key: "guns", name: "Field guns", classes: ["under-6", "6", "8-12", "over-12"] },
  { key: "howitzers", name: "Howitzers and swivel guns", classes: ["howitzer", "swivel"] },
] as const satisfies readonly { key: string; name: string; classes: readonly GunWeightClass[] }[];

/** NAP-7.4 the artillery pack: one gun actor per Table 3 row. */
export function artilleryPack(): PackSource {
  const folders = FOLDERS.map((f, i) => folderDoc("Actor", `artillery/${f.key}`, f.name, (i + 1) * SORT_STEP));
  const docs: SourceDoc[] = ARTILLERY.map((row, i) => {
    const c = weightClassOf(row);
    const folder = folders[FOLDERS.findIndex((f) => (f.classes as readonly GunWeightClass[]).includes(c))]!._id;
    return actorDoc({
      key: `artillery/${row.id}`,
      name: row.name.charAt(0).toUpperCase() + row.name.slice(1),
      type: "gun",
      icon: gunIcon(row),
      system: artillerySystem(row),
      folder,
      sort: (i + 1) * SORT_STEP,
      token: TOKEN_SIZES.gun,
      actorLink: true,
    });
  });
  return { name: "artillery", label: "Artillery (Napoleonic)", type: "Actor", docs: [...folders, ...docs] };
}
