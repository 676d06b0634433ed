/**
 * Deck files, fuzzed (CORE-2, CORE.md "Deck files"): 1,500 seeded bad files made from the
 * shipped Frontier deck by one or more mutations (wrong format, 49/51 cards, duplicate serials,
 * out-of-range values, wrong types, missing and unknown fields, overrides for unknown serials,
 * broken burst nesting). Each is refused with the localized deckFile error whose issue list
 * names the card and the field, the import dialog's text path says the same, and the input
 * is never changed (it is deep-frozen and compared).
 */
import { describe, expect, it } from "vitest";
import frontierFile from "@rules/cards/frontier.deck.json";
import { DeckFileError, parseDeckFile, validateDeckFile } from "@rules/cards/deck-file";
import { checkDeckText } from "@foundry/deck-apps/deck-import-view";
import { prng, type Prng } from "../doubles/recording";
import { DELETE, deepFreeze, leafPaths, notLocalized, thrown, withLeaf, wrongType } from "./fuzz";

const CASES = 1500;

type Card = Record<string, unknown>;
interface File {
  format: unknown;
  name: unknown;
  cards: unknown;
  overrides?: unknown;
  [key: string]: unknown;
}

const base = (): File & { cards: Card[] } => structuredClone(frontierFile);
const RANGES: Readonly<Record<string, readonly [number, number]>> = {
  move: [3, 9],
  hit: [0, 6],
  randomizer: [1, 10],
  d10: [1, 10],
  "scatter.clock": [1, 12],
  "scatter.inches": [1, 6],
  reaction: [1, 6],
  melee: [0, 5],
};
const ENUMS = [
  "location",
  "damage",
  "cover",
  ...["elite", "regular", "green"].flatMap((g) => ["open", "cover"].map((t) => `morale.${g}.${t}`)),
];
const LEAVES = leafPaths(base().cards[0])
  .map((p) => p.join("."))
  .filter((p) => p !== "serial");

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Mutated {
  readonly file: unknown;
  /** What the issue list must say (each pattern matches at least one issue). */
  readonly names: readonly RegExp[];
  readonly kind: string;
}

type CardMutation = (rnd: Prng, card: Card) => { card: Card; names: RegExp[] };

const outOfRange: CardMutation = (rnd, card) => {
  const path = rnd.pick(Object.keys(RANGES));
  const [min, max] = RANGES[path]!;
  const value = rnd.chance(0.2) ? min + 0.5 : rnd.chance(0.5) ? max + 1 + rnd.int(100) : min - 1 - rnd.int(100);
  return {
    card: withLeaf(card, path.split("."), value),
    names: [new RegExp(`^card ${String(card.serial)}: ${esc(path)}: expected`)],
  };
};
const badEnum: CardMutation = (rnd, card) => {
  const path = rnd.pick(ENUMS);
  const value = rnd.pick(["HEAD", "wound", "", "OK ", "none", "Stunned", "PINNED!", "advance"]);
  return {
    card: withLeaf(card, path.split("."), value),
    names: [new RegExp(`^card ${String(card.serial)}: ${esc(path)}: expected one of`)],
  };
};
const badType: CardMutation = (rnd, card) => {
  const path = rnd.pick(LEAVES);
  const current = path
    .split(".")
    .reduce<unknown>(
      (node, key) => (typeof node === "object" && node !== null ? Reflect.get(node, key) : undefined),
      card,
    );
  return {
    card: withLeaf(card, path.split("."), wrongType(rnd, current)),
    names: [new RegExp(`^card ${String(card.serial)}: ${esc(path)}: expected`)],
  };
};
const missing: CardMutation = (rnd, card) => {
  const whole = rnd.chance(0.3);
  const path = whole ? [rnd.pick(Object.keys(card).filter((k) => k !== "serial"))] : rnd.pick(LEAVES).split(".");
  return {
    card: withLeaf(card, path, DELETE),
    names: [new RegExp(`^card ${String(card.serial)}: ${esc(path.join("."))}: missing`)],
  };
};
const unknownField: CardMutation = (rnd, card) => {
  const section = rnd.pick(["", "burst", "morale", "scatter", "bog", "morale.green"]);
  const key = rnd.pick(["colour", "Move", "serial2", "__proto__x", "damage "]);
  const path = section ? [...section.split("."), key] : [key];
  return {
    card: withLeaf(card, path, 1),
    names: [
      new RegExp(`^card ${String(card.serial)}: ${section ? `${esc(section)}: ` : ""}unknown field "${esc(key)}"`),
    ],
  };
};
const brokenBurst: CardMutation = (rnd, card) => {
  const large = rnd.chance(0.5);
  const burst = large
    ? { small: true, medium: false, large: true, stun: false }
    : { small: false, medium: true, large: false, stun: true };
  return {
    card: { ...card, burst },
    names: [
      new RegExp(
        `^card ${String(card.serial)}: burst\\.${large ? "medium" : "small"}: a ${large ? "large" : "medium"} burst implies`,
      ),
    ],
  };
};
const CARD_MUTATIONS: readonly [string, CardMutation][] = [
  ["outOfRange", outOfRange],
  ["badEnum", badEnum],
  ["badType", badType],
  ["missing", missing],
  ["unknownField", unknownField],
  ["brokenBurst", brokenBurst],
];

type FileMutation = (rnd: Prng) => Mutated;

const FILE_MUTATIONS: readonly [string, FileMutation][] = [
  [
    "cards49",
    (rnd) => {
      const f = base();
      f.cards.splice(rnd.int(50), 1);
      return { file: f, names: [/^cards: expected exactly 50 cards, got 49 \(missing serial \d+\)$/], kind: "cards49" };
    },
  ],
  [
    "cards51",
    (rnd) => {
      const f = base();
      const copy = f.cards[rnd.int(50)]!;
      f.cards.push(structuredClone(copy));
      return {
        file: f,
        names: [
          /^cards: expected exactly 50 cards, got 51 \(serial \d+ twice\)$/,
          new RegExp(`^card ${String(copy.serial)}: serial: appears 2 times`),
        ],
        kind: "cards51",
      };
    },
  ],
  [
    "cardCount",
    (rnd) => {
      const f = base();
      const n = rnd.pick([0, 1, 25, 48, 52, 100, 200]);
      const cards = Array.from({ length: n }, (_, i) => ({ ...f.cards[i % 50]!, serial: (i % 50) + 1 }));
      return {
        file: { ...f, cards },
        names: [new RegExp(`^cards: expected exactly 50 cards, got ${n}( \\(.*\\))?$`)],
        kind: "cardCount",
      };
    },
  ],
  [
    "duplicateSerial",
    (rnd) => {
      const f = base();
      const a = rnd.int(50);
      const b = (a + 1 + rnd.int(49)) % 50;
      const lost = f.cards[a]!.serial;
      f.cards[a] = { ...f.cards[a]!, serial: f.cards[b]!.serial };
      return {
        file: f,
        names: [
          new RegExp(`^card ${String(f.cards[b]!.serial)}: serial: appears 2 times`),
          new RegExp(`^cards: serial ${String(lost)} is missing$`),
        ],
        kind: "duplicateSerial",
      };
    },
  ],
  [
    "serialOutOfRange",
    (rnd) => {
      const f = base();
      const i = rnd.int(50);
      const serial = rnd.pick([0, -1, 51, 99, 1000]);
      f.cards[i] = { ...f.cards[i]!, serial };
      return {
        file: f,
        names: [new RegExp(`^card ${serial}: serial: expected an integer 1-50`)],
        kind: "serialOutOfRange",
      };
    },
  ],
  [
    "serialWrongType",
    (rnd) => {
      const f = base();
      const i = rnd.int(50);
      f.cards[i] = { ...f.cards[i]!, serial: wrongType(rnd, 1) };
      return {
        file: f,
        names: [new RegExp(`^card at position ${i + 1} \\(no valid serial\\): serial: expected`)],
        kind: "serialWrongType",
      };
    },
  ],
  [
    "overrideUnknownSerial",
    (rnd) => {
      const key = rnd.pick(["0", "51", "99", "-1", "abc", "1.5", " 7", "", "1e1"]);
      return {
        file: { ...base(), overrides: { [key]: { move: 5 } } },
        names: [new RegExp(`^override "${esc(key)}": no card with this serial`)],
        kind: "overrideUnknownSerial",
      };
    },
  ],
  [
    "overrideBadValue",
    (rnd) => {
      const s = 1 + rnd.int(50);
      const [field, value] = rnd.pick<[string, unknown]>([
        ["move", 10],
        ["hit", 7],
        ["damage", "DEAD"],
        ["reaction", 0],
        ["melee", "5"],
        ["cover", null],
      ]);
      return {
        file: { ...base(), overrides: { [String(s)]: { [field]: value } } },
        names: [new RegExp(`^card ${s}: overrides\\.${field}: expected`)],
        kind: "overrideBadValue",
      };
    },
  ],
  [
    "overrideUnknownField",
    (rnd) => {
      const s = 1 + rnd.int(50);
      return {
        file: { ...base(), overrides: { [String(s)]: { serial: 3 } } },
        names: [new RegExp(`^card ${s}: overrides: unknown field "serial"`)],
        kind: "overrideUnknownField",
      };
    },
  ],
  [
    "overrideBreaksBurst",
    (rnd) => {
      const s = 1 + rnd.int(50);
      return {
        file: { ...base(), overrides: { [String(s)]: { burst: { large: true, medium: false } } } },
        names: [new RegExp(`^card ${s} \\(with overrides\\): burst\\.medium`)],
        kind: "overrideBreaksBurst",
      };
    },
  ],
  [
    "overridesNotObject",
    (rnd) => ({
      file: { ...base(), overrides: rnd.pick<unknown>([[], "all", 3, null]) },
      names: [/^overrides: expected/],
      kind: "overridesNotObject",
    }),
  ],
  [
    "format",
    (rnd) => {
      const f: File = base();
      if (rnd.chance(0.3)) delete f.format;
      else f.format = rnd.pick<unknown>(["combat-patrol-deck/2", "combat-patrol-deck", "", 1, null]);
      return { file: f, names: [/^format: /], kind: "format" };
    },
  ],
  [
    "name",
    (rnd) => ({
      file: { ...base(), name: rnd.pick<unknown>(["", "   ", 42, null, ["Frontier"]]) },
      names: [/^name: /],
      kind: "name",
    }),
  ],
  [
    "cardsNotList",
    (rnd) => ({
      file: { ...base(), cards: rnd.pick<unknown>([{}, "cards", 50, null]) },
      names: [/^cards: expected/],
      kind: "cardsNotList",
    }),
  ],
  [
    "topUnknownField",
    (rnd) => ({
      file: { ...base(), [rnd.pick(["version", "Cards", "deck"])]: 1 },
      names: [/^deck: unknown field/],
      kind: "topUnknownField",
    }),
  ],
  [
    "notAnObject",
    (rnd) => ({
      file: rnd.pick<unknown>([null, 0, "deck", [], true]),
      names: [/^deck: expected/],
      kind: "notAnObject",
    }),
  ],
];

/** One bad file: a file-level mutation, or one to three card mutations on distinct cards. */
function mutate(rnd: Prng): Mutated {
  if (rnd.chance(0.45)) return rnd.pick(FILE_MUTATIONS)[1](rnd);
  const f = base();
  const names: RegExp[] = [];
  const kinds: string[] = [];
  const picked = new Set<number>();
  const howMany = 1 + rnd.int(3);
  while (picked.size < howMany) picked.add(rnd.int(50));
  for (const i of picked) {
    const [kind, m] = rnd.pick(CARD_MUTATIONS);
    const out = m(rnd, f.cards[i]!);
    f.cards[i] = out.card;
    names.push(...out.names);
    kinds.push(kind);
  }
  return { file: f, names, kind: kinds.join("+") };
}

describe("deck files, fuzzed", () => {
  it("the shipped Frontier deck file itself is valid (the mutations start from a good file)", () => {
    expect(validateDeckFile(base()).ok).toBe(true);
  });

  it(`CORE-2 ${CASES} bad deck files: each refused with the localized deckFile error naming card and field; nothing changed`, () => {
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    for (let i = 0; i < CASES; i += 1) {
      const rnd = prng(1000 + i);
      const { file, names, kind } = mutate(rnd);
      const before = JSON.stringify(file);
      deepFreeze(file);
      for (const k of kind.split("+")) kinds.set(k, (kinds.get(k) ?? 0) + 1);

      const result = validateDeckFile(file);
      const error = thrown(() => parseDeckFile(file));
      const dialog = checkDeckText(before ?? "null", (key) => key);
      const where = `case ${i} (${kind})`;
      if (result.ok) {
        failures.push(`${where}: accepted`);
        continue;
      }
      const problem = notLocalized(error);
      if (problem) failures.push(`${where}: ${problem}`);
      if (!(error instanceof DeckFileError) || JSON.stringify(error.issues) !== JSON.stringify(result.issues))
        failures.push(`${where}: parseDeckFile's issues differ`);
      for (const name of names)
        if (!result.issues.some((issue) => name.test(issue)))
          failures.push(`${where}: no issue matches ${name} in ${JSON.stringify(result.issues.slice(0, 4))}`);
      if (dialog.ok || JSON.stringify(dialog.issues) !== JSON.stringify(result.issues))
        failures.push(`${where}: the import dialog's check differs`);
      if (JSON.stringify(file) !== before) failures.push(`${where}: the input changed`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Every mutation kind was drawn many times.
    for (const [kind] of [...FILE_MUTATIONS, ...CARD_MUTATIONS]) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(15);
  });
});
