/**
 * The seeds' printed tables, transcribed once as they are printed (whitespace normalised), for
 * the table tests (against our table modules) and the pack tests (against the generated packs):
 * both check against the text, not against our own reading of it.
 */

/** One printed row a line, its cells split on " | ". */
const rows = (text: string): readonly (readonly string[])[] =>
  text
    .trim()
    .split("\n")
    .map((line) => line.split(" | "));

/**
 * OW Table 1 - Frontier Weapons Data, transcribed literally from the Old West seed
 * (000 and 004 agree on every cell). Columns: Weapon | Short | Medium | Long | Reload | HtH | Date.
 * The lance row spans the three range columns with "Moving (not moving) 3 (1)".
 */
export const OW_TABLE_1 = rows(`
Muzzle-Loading Pistol | 2 | 4 | 8 | Always | 0 | Any
Muzzle-Loading Carbine | 4 | 8 | 16 | Always | 1 | Any
Musket (bayonet) | 5 | 10 | 20 | Always | 1 (2) | Any
Muzzle-Loading Rifle (bayonet) | 9 | 18 | 36 | Always | 1 (2) | Any
Muzzle Loading Shotgun | 3 (3) | 6 (2) | 12 (1) | Always | 0 | Any
Derringer | -- | 1 | -- | Always | 0 | Any
Cap and Ball Revolver | 2 (2) | 4 (2) | 8 | Double | 2 | 1853
Rifle (bayonet) | 12 | 24 | 48 | Normal | 0 (1) | 1864
Carbine | 4 | 8 | 16 | Normal | 1 | 1864
Gatling Gun | 12 (3) | 24 (3) | 48 (2) | Double | -- | 1866
Revolver | 2 (2) | 4 (2) | 8 | Normal | 2 | 1869
Shotgun | 3 (3) | 6 (2) | 12 (1) | Normal | 0 | 1875
Bow | 6 | 12 | 24 | -- | 0 | Any
Lance | Moving (not moving) 3 (1) | -- | 1 | Any
Sword | -- | -- | -- | -- | 2 | Any
Hatchet/Bowie Knife | -- | -- | -- | -- | 1 | Any
Axe | -- | -- | -- | -- | 3 | Any
Dynamite | 1 (HE) | 2 (HE) | 4 (HE) | -- | -- | 1869
`);

/**
 * NAP Table 3 - Artillery Rounds and Ranges, transcribed from the Napoleonic seed (002).
 * Columns: Weapon | Round Shot Short Med. Long | Canister/Grape Short Med. Long |
 * Shell/Spherical Case* Minimum Range, Maximum Range, HE Template Shell/Case.
 */
export const NAP_TABLE_3 = rows(`
< 6# gun | 20 40 80 | 16 24 32 | None
6# gun | 35 70 140 | 24 36 72 | 72 140 Medium/Large
8# to 12# gun | 40 80 160 | 30 40 80 | 80 160 Medium/Large
> 12# gun | 50 100 200 | 36 50 100 | 100 200 Medium/Large
Howitzer | 40 80 160 | 30 40 80 | 60 160 Medium/Large
Swivel gun | 10 20 40 | 6 12 N/A | None
`);

/** OW Table 3: Livestock Attributes, transcribed from the Old West seed (000; 004 agrees): one column an animal. */
export const OW_TABLE_3 = {
  columns: ["Bison", "Cattle", "Horses", "Grizzly Bear", "Sheep"],
  Guts: ["E", "R", "G", "E", "G"],
  Accuracy: ["NA", "NA", "NA", "NA", "NA"],
  Melee: ["+2", "+1", "+0", "+3", "-1"],
  Endurance: ["4-5", "2-4", "2-3", "4-6", "2"],
  Reaction: ["3", "2", "3", "2", "2"],
} as const;
