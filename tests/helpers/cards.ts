/** Build fixed Action Cards for tests: a plain card with only the sections a test cares about changed. */
import type { ActionCard } from "@rules/cards/schema";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

let nextSerial = 1;

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
  return {
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
}
