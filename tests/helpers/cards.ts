/** Build fixed Action Cards for tests: a plain card with only the sections a test cares about changed. */
import type { ActionCard } from "@rules/cards/schema";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

let nextSerial = 1;

/** The cards whose serial the helper chose (a running count, so it depends on what ran before). */
const defaultSerials = new WeakSet<ActionCard>();

/** Did the helper choose this card's serial (none given)? */
export function hasDefaultSerial(c: ActionCard): boolean {
  return defaultSerials.has(c);
}

/**
 * The cards with every serial the helper chose and another card of the list repeats given the
 * lowest serial no card of the list has: a test's list reads the same whatever ran before it.
 */
export function withUniqueSerials(cards: readonly ActionCard[]): ActionCard[] {
  const used = new Set(cards.filter((c) => !hasDefaultSerial(c)).map((c) => c.serial));
  const out: ActionCard[] = [];
  for (const c of cards) {
    if (!hasDefaultSerial(c) || !used.has(c.serial)) {
      used.add(c.serial);
      out.push(c);
      continue;
    }
    let serial = 1;
    while (used.has(serial)) serial += 1;
    used.add(serial);
    out.push({ ...c, serial });
  }
  return out;
}

export function card(overrides: DeepPartial<ActionCard> = {}): ActionCard {
  const base: ActionCard = {
    serial: ((nextSerial++ - 1) % 50) + 1,
    move: 6,
    hit: 0,
    randomizer: 1,
    d10: 1,
    location: "torso",
    damage: "WOUND",
    cover: "NONE",
    burst: { small: false, medium: false, large: false, stun: false },
    morale: {
      elite: { open: "OK", cover: "OK" },
      regular: { open: "OK", cover: "OK" },
      green: { open: "OK", cover: "OK" },
    },
    scatter: { clock: 12, inches: 1 },
    bog: { green: false, regular: false, elite: false },
    reaction: 1,
    melee: 0,
  };
  const made = {
    ...base,
    ...overrides,
    burst: { ...base.burst, ...overrides.burst },
    morale: {
      elite: { ...base.morale.elite, ...overrides.morale?.elite },
      regular: { ...base.morale.regular, ...overrides.morale?.regular },
      green: { ...base.morale.green, ...overrides.morale?.green },
    },
    scatter: { ...base.scatter, ...overrides.scatter },
    bog: { ...base.bog, ...overrides.bog },
  } as ActionCard;
  if (overrides.serial === undefined) defaultSerials.add(made);
  return made;
}
