/**
 * The users every test double shares: a GM and players with fixed ids (Foundry-shaped, 16
 * characters), their names, and the draw service's user directory over an ownership map.
 */
import type { UserDirectory } from "@foundry/kernel/draw-coordinator";

export const GM = "gmUser0000000001";
/** Alice. */
export const PLAYER = "playerA000000001";
/** Bob. */
export const OTHER = "playerB000000001";
/** Eight players for the concurrency tests (Alice and Bob first). */
export const PLAYERS = [
  PLAYER,
  OTHER,
  "playerC000000001",
  "playerD000000001",
  "playerE000000001",
  "playerF000000001",
  "playerG000000001",
  "playerH000000001",
] as const;

const NAMES: Readonly<Record<string, string>> = {
  [GM]: "Gamemaster",
  [PLAYER]: "Alice",
  [OTHER]: "Bob",
  ...Object.fromEntries(PLAYERS.slice(2).map((id) => [id, `Player ${id.charAt(6)}`])),
};

/** Who owns which actor (by UUID): a test lists the pieces its players act for. */
export type Owners = Readonly<Record<string, string>>;

export function userName(id: string): string | undefined {
  return NAMES[id];
}

export function usersOwning(owners: Owners = {}): UserDirectory {
  return {
    name: userName,
    isGM: (id) => id === GM,
    owns: (userId, actorId) => owners[actorId] === userId,
  };
}

export const users: UserDirectory = usersOwning();
