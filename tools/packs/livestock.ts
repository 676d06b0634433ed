/**
 * OW-9.2 Animals (Hollywood): the five columns of "Table 3: Livestock Attributes" as animal
 * figures and as ready herds. Every attribute is read from the engine's LIVESTOCK table.
 *
 * Endurance is printed as a range ("4-5"): the source keeps the range in the actor's flags
 * (flags["combat-patrol"].enduranceRange) and stores the low end as the value
 * (defaultLivestockEndurance); a new token draws its value in the range with drawEndurance
 * (src/rules/old-west/endurance.ts). Accuracy is "NA" as Table 3 prints it (NO_ACCURACY): animals
 * never shoot.
 */
import { DEFAULTS, type FigureSource, type HerdSource } from "@foundry/data/sources";
import { HERD_SPECIES, type HerdSpecies } from "@foundry/data/constants";
import { LIVESTOCK, defaultLivestockEndurance, type Livestock } from "@rules/tables/livestock";
// OW-9.2.8 Table 3 prints the animals' Accuracy as "NA".
import { NO_ACCURACY } from "@rules/model";
import { TOKEN_SIZES, actorDoc } from "./actors";
import { SORT_STEP, folderDoc, type PackSource } from "./docs";
import type { IconName } from "./icons";

/** The herd species of a Table 3 column ("ow.bison" -> "bison"). */
function speciesOf(animal: Pick<Livestock, "id">): HerdSpecies {
  const species = animal.id.replace(/^ow\./, "");
  const found = HERD_SPECIES.find((s) => s === species);
  if (!found) throw new Error(`no herd species for livestock ${animal.id}`);
  return found;
}

/** Flags every livestock actor carries: its table column and its printed Endurance range. */
export function livestockFlags(animal: Livestock): Record<string, unknown> {
  return { livestock: animal.id, enduranceRange: { min: animal.endurance.min, max: animal.endurance.max } };
}

/** Ready herd sizes: OURS (the seed gives none), a herd a GM can drop on a table. */
const SAMPLE_HERD_ANIMALS: Readonly<Record<HerdSpecies, number>> = {
  bison: 8,
  cattle: 10,
  horses: 8,
  "grizzly-bear": 1,
  sheep: 12,
};

const HERD_NAMES: Readonly<Record<HerdSpecies, string>> = {
  bison: "Bison herd",
  cattle: "Cattle herd",
  horses: "Horse herd",
  "grizzly-bear": "Grizzly bear",
  sheep: "Sheep flock",
};


function notes(animal: Livestock): string {
  const moves = `${animal.movementCards} movement card${animal.movementCards > 1 ? "s" : ""}, one more when charging`;
  const traits = [
    animal.herdable ? "can be herded by a unit of 3 or more figures" : null,
    animal.stampedes ? "checks for stampede, never morale" : null,
    !animal.stampedes && !animal.checksMorale ? "never stampedes" : null,
    animal.initiatesMelee ? "initiates melee and charges when provoked" : null,
    animal.checksMorale ? "checks morale as a unit; a negative result is a retreat unless it is an advance" : null,
  ].filter((t): t is string => t !== null);
  const range = animal.endurance.min === animal.endurance.max ? `${animal.endurance.min}` : `${animal.endurance.min}-${animal.endurance.max}`;
  return `<p><strong>Old West Table 3, Livestock Attributes: ${animal.name}</strong></p><p>Guts ${animal.guts}, Accuracy NA, Melee ${animal.melee >= 0 ? "+" : ""}${animal.melee}, Endurance ${range} (a new token draws its value in the range), Reaction ${animal.reaction}.</p><p>${moves}; ${traits.join("; ")}.</p>`;
}

/** OW-9.2.8 one animal as a figure. */
function animalSystem(animal: Livestock): FigureSource {
  return {
    ...DEFAULTS.figure(),
    guts: animal.guts,
    accuracy: NO_ACCURACY,
    melee: animal.melee,
    endurance: defaultLivestockEndurance(animal),
    reaction: animal.reaction,
    leader: { rank: null, trained: false },
    notes: notes(animal),
  };
}

/** OW-9.2.2 a herd: one unit card, its attributes from Table 3. */
export function herdSystem(animal: Livestock, animals = SAMPLE_HERD_ANIMALS[speciesOf(animal)]): HerdSource {
  return {
    ...DEFAULTS.herd(),
    species: speciesOf(animal),
    guts: animal.guts,
    melee: animal.melee,
    endurance: defaultLivestockEndurance(animal),
    reaction: animal.reaction,
    animals,
    notes: notes(animal),
  };
}

const ICONS: Readonly<Record<HerdSpecies, IconName>> = {
  bison: "bison",
  cattle: "cattle",
  horses: "horses",
  "grizzly-bear": "grizzly-bear",
  sheep: "sheep",
};

export function livestockPack(): PackSource {
  const animalsFolder = folderDoc("Actor", "livestock/animals", "Animals (one figure)", SORT_STEP);
  const herdsFolder = folderDoc("Actor", "livestock/herds", "Ready herds", 2 * SORT_STEP);
  const animals = LIVESTOCK.map((animal, i) =>
    actorDoc({
      key: `livestock/${animal.id}`,
      name: animal.name,
      type: "figure",
      icon: ICONS[speciesOf(animal)],
      system: animalSystem(animal),
      folder: animalsFolder._id,
      sort: (i + 1) * SORT_STEP,
      token: speciesOf(animal) === "sheep" ? TOKEN_SIZES.smallAnimal : TOKEN_SIZES.animal,
      actorLink: false,
      systemFlags: livestockFlags(animal),
    }),
  );
  const herds = LIVESTOCK.map((animal, i) =>
    actorDoc({
      key: `herd/${animal.id}`,
      name: HERD_NAMES[speciesOf(animal)],
      type: "herd",
      icon: ICONS[speciesOf(animal)],
      system: herdSystem(animal),
      folder: herdsFolder._id,
      sort: (i + 1) * SORT_STEP,
      token: TOKEN_SIZES.herd,
      actorLink: true,
      systemFlags: livestockFlags(animal),
    }),
  );
  return { name: "livestock", label: "Livestock (Old West, Hollywood)", type: "Actor", docs: [animalsFolder, herdsFolder, ...animals, ...herds] };
}
