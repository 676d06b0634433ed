/**
 * Every compendium pack, built in memory from the engine's tables and deck files, and the
 * exact files they are written to. tools/packs/generate.ts writes them; tests/packs
 * regenerate them and fail when the committed files differ.
 */
import { decksPack } from "./decks";
import { fileName, serialize, type PackSource } from "./docs";
import { iconFiles } from "./icons";
import { artilleryPack } from "./artillery";
import { napoleonicForcesPack, oldWestForcesPack, wagonsPack } from "./forces";
import { helpPack } from "./help";
import { adventuresPack } from "./adventures";
import { BANNER_KEYS, bannerFiles, bannerPath } from "./banners";
import { mapFiles } from "./maps";
import { livestockPack } from "./livestock";
import { frontierWeaponsPack, napoleonicWeaponsPack } from "./weapons";

export const PACKS_ROOT = "packs";

/** The packs in the order the compendium sidebar lists them. */
export function buildPacks(): PackSource[] {
  const packs = [
    frontierWeaponsPack(),
    napoleonicWeaponsPack(),
    artilleryPack(),
    livestockPack(),
    wagonsPack(),
    oldWestForcesPack(),
    napoleonicForcesPack(),
    decksPack(),
  ];
  const adventures = adventuresPack();
  return [...packs, helpPack([...packs, adventures]), adventures];
}

/** One manifest entry (system.json "packs"). */
interface ManifestPack {
  name: string;
  label: string;
  path: string;
  type: string;
  system: "combat-patrol";
  ownership: { PLAYER: "OBSERVER"; ASSISTANT: "OWNER" };
  /** The compendium sidebar's banner (tools/packs/banners.ts). */
  banner?: string;
}

export function manifestPacks(packs: readonly PackSource[] = buildPacks()): ManifestPack[] {
  return packs.map((p) => ({
    name: p.name,
    label: p.label,
    path: `${PACKS_ROOT}/${p.name}`,
    type: p.type,
    system: "combat-patrol",
    ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
    ...(BANNER_KEYS.includes(p.name) ? { banner: bannerPath(p.name) } : {}),
  }));
}

/** Repository path -> file text, for every pack source file. */
function packFiles(packs: readonly PackSource[] = buildPacks()): Map<string, string> {
  const files = new Map<string, string>();
  for (const pack of packs) {
    for (const doc of pack.docs) {
      const path = `${PACKS_ROOT}/${pack.name}/${fileName(doc)}`;
      if (files.has(path)) throw new Error(`two documents write ${path}`);
      files.set(path, serialize(doc));
    }
  }
  return files;
}

/** Everything the generator writes: pack sources and the icons, maps and banners they name. */
export function generatedFiles(packs: readonly PackSource[] = buildPacks()): Map<string, string> {
  return new Map([...packFiles(packs), ...iconFiles(), ...mapFiles(), ...bannerFiles()]);
}
