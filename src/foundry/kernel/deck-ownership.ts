/**
 * Who may do what with a player's Action Deck and discard pile. The player sees them
 * (OBSERVER: he may view the deck and its cards) but never writes them: only the GM's draw
 * service changes a deck (coordinator.ts) and the pile mirror (pile.ts) runs on the GM's client.
 * As OWNER he could reorder, shuffle, pass or delete cards from Foundry's own Cards sheet.
 * No Foundry global: Foundry's ownership levels are passed in (CONST.DOCUMENT_OWNERSHIP_LEVELS).
 */
interface OwnershipLevels<N extends number = number> {
  readonly NONE: N;
  readonly OBSERVER: N;
  readonly OWNER: N;
}

/** The ownership a player's Action Deck and discard pile are created with. */
export function playerDeckOwnership<L extends OwnershipLevels>(
  ownerId: string,
  levels: L,
): { default: L["NONE"] } & Record<string, L["NONE"] | L["OBSERVER"]> {
  return { default: levels.NONE, [ownerId]: levels.OBSERVER };
}

/**
 * A stored deck's ownership to correct (a world made before this rule): the user ids above
 * OBSERVER brought down to it, other entries kept; null when nothing is above.
 */
export function lowerToObserver<N extends number>(
  ownership: Readonly<Record<string, N | undefined>>,
  levels: OwnershipLevels<N>,
): Record<string, N> | null {
  const out: Record<string, N> = {};
  let changed = false;
  for (const [id, level] of Object.entries(ownership)) {
    if (level === undefined) continue;
    if (id !== "default" && level > levels.OBSERVER) {
      out[id] = levels.OBSERVER;
      changed = true;
    } else out[id] = level;
  }
  return changed ? out : null;
}
