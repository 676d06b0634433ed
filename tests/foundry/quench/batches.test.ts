/**
 * The Quench batches register under "combat-patrol.<name>" with the expected test titles. A
 * recording stand-in for `quench.registerBatch` calls each batch function with a context whose
 * describe runs its body (to reach the `it`s) but whose it/before/after only record: no test
 * body runs, so no Foundry is needed.
 */
import { describe, expect, it } from "vitest";
import { BATCHES, registerBatches } from "@foundry/quench/batches";
import type { QuenchAssert, QuenchBatchContext, QuenchBatchFunction, QuenchBody } from "@foundry/quench/types";

interface Recorded {
  readonly key: string;
  readonly displayName: string | undefined;
  readonly suites: string[];
  readonly tests: string[];
  hooks: number;
}

/* registerBatches is given the system's modules as a getter; recording never calls it. */

const unused = (): never => {
  throw new Error("assert called while recording");
};
const recordingAssert: QuenchAssert = {
  ok: unused,
  equal: unused,
  notEqual: unused,
  deepEqual: unused,
  isTrue: unused,
  isFalse: unused,
  lengthOf: unused,
};

function record(): Recorded[] {
  const batches: Recorded[] = [];
  registerBatches(
    {
      registerBatch(key: string, fn: QuenchBatchFunction, options?: { displayName?: string }) {
        const entry: Recorded = { key, displayName: options?.displayName, suites: [], tests: [], hooks: 0 };
        const hook = (_body: QuenchBody) => void (entry.hooks += 1);
        const context: QuenchBatchContext = {
          describe: (title, body) => {
            entry.suites.push(title);
            body();
          },
          it: (title) => void entry.tests.push(title),
          before: hook,
          after: hook,
          assert: recordingAssert,
        };
        fn(context);
        batches.push(entry);
      },
    },
    () => {
      throw new Error("a test body ran while recording");
    },
  );
  return batches;
}

/** The whole turn played in each supplement, step by step. */
const TURN_TESTS = [
  "CORE-3 the command dice: every unit with its leader rolls one die, 1 to 6, in one message",
  "CORE-3 an Activation Card is drawn: its result is posted and the activation shown",
  "CORE-5 a fire of the first unit at the second posts one result; its Apply writes once, a second is refused",
  "CORE-7 a morale check of the second unit posts one result read from its Action Deck",
  "CORE-3 End of Turn: the Activation Deck is drawn to its End of Turn card; decks recalled, a new turn's dice rolled",
];

const EXPECTED: Readonly<Record<string, readonly string[]>> = {
  "combat-patrol.documents": [
    "every actor type is created with its data model",
    "every item type is created with its data model",
    "a new figure holds the defaults of data/sources",
    "CORE-8 a wounded figure moves at half speed; enduranceLeft counts down",
    "OW-6a a dynamite stick ×2 dropped on a figure adds to his sticks and is not kept as an item; a placed charge is kept",
    "every actor and item sheet renders and closes",
  ],
  "combat-patrol.packs": [
    "the system ships compendiums",
    "every pack's index loads and one document of each loads without validation errors",
  ],
  "combat-patrol.decks": [
    "CORE-1 a draw through the draw service returns a card and writes the deck state once",
    "CORE-1 the GM's Action Deck is created on demand with 50 cards identified by serial",
    "CORE-1 End of Turn recalls or discards the drawn cards",
  ],
  "combat-patrol.fire": [
    "CORE-5 the fire action posts one result message holding the engine's result",
    "CORE-5 Apply changes the target once; a second Apply is refused",
  ],
  "combat-patrol.migrations": [
    "CORE-5.6 the v1 source migrates: wounds beyond Endurance kept at Endurance, incapacitated, no stored wounded",
    "CORE-5.6 a v1 figure created in the world loads at the current schema (migrateData)",
  ],
  "combat-patrol.worldFacts": [
    "CORE-5 each piece as its sheet holds it, its rifle from its own item",
    "CORE-5 the tokens in inches: the range is the map's, base edge to base edge",
    "CORE-3 no combat running: no activation (free play)",
    "CORE-11 the sides the tokens show: FRIENDLY and HOSTILE, on a scene that shows both",
    "NAP-6.2.1.3 a result message the GM's client never posted is no result on record",
    "CORE-5 a sight-blocking wall between them hides the target",
  ],
  "combat-patrol.breach": [
    "OW-6.1.2b a breached stone wall is cut by the bundle's gap into two pieces that stay stone walls",
    "OW-6.1.2b a breached door stands open; the Undo shuts it and makes the wall whole again",
  ],
  "combat-patrol.turnOldWest": TURN_TESTS,
  "combat-patrol.turnNapoleonic": TURN_TESTS,
};

describe("Quench batches", () => {
  const batches = record();

  it("all nine batches register under combat-patrol.<name>, each once, with a display name", () => {
    expect(batches.map((b) => b.key)).toEqual(Object.keys(EXPECTED));
    expect(batches.map((b) => b.displayName)).toEqual(Object.values(BATCHES).map((b) => b.displayName));
    for (const b of batches) expect(b.displayName).toMatch(/^Combat Patrol: /);
  });

  it("each batch has one suite and the expected test titles", () => {
    for (const b of batches) {
      expect(b.suites, b.key).toHaveLength(1);
      expect(b.tests, b.key).toEqual(EXPECTED[b.key]);
    }
  });

  it("the batches that exercise a rule name its ID in the test titles", () => {
    const ruleId = /^(CORE|OW|NAP)-\d+(\.\d+)*[a-z]? /;
    for (const key of [
      "combat-patrol.decks",
      "combat-patrol.fire",
      "combat-patrol.migrations",
      "combat-patrol.worldFacts",
      "combat-patrol.breach",
      "combat-patrol.turnOldWest",
      "combat-patrol.turnNapoleonic",
    ]) {
      const tests = batches.find((b) => b.key === key)?.tests ?? [];
      expect(tests.length, key).toBeGreaterThan(0);
      for (const title of tests) expect(title, key).toMatch(ruleId);
    }
  });

  it("batches that create documents clean up: every before has its after", () => {
    for (const key of [
      "combat-patrol.documents",
      "combat-patrol.fire",
      "combat-patrol.migrations",
      "combat-patrol.decks",
      "combat-patrol.worldFacts",
      "combat-patrol.breach",
      "combat-patrol.turnOldWest",
      "combat-patrol.turnNapoleonic",
    ]) {
      expect(batches.find((b) => b.key === key)?.hooks, key).toBe(2);
    }
  });
});

describe("a whole turn per supplement", () => {
  const batches = record();
  it("CORE-3 one whole-turn batch per supplement, each playing dice, an Activation Card, fire and Apply, morale and End of Turn in order", () => {
    for (const key of ["combat-patrol.turnOldWest", "combat-patrol.turnNapoleonic"]) {
      const batch = batches.find((b) => b.key === key);
      expect(
        batch?.tests.map((t) => t.split(" ")[0]),
        key,
      ).toEqual(["CORE-3", "CORE-3", "CORE-5", "CORE-7", "CORE-3"]);
    }
    expect(batches.find((b) => b.key === "combat-patrol.turnOldWest")?.suites[0]).toContain("Old West");
    expect(batches.find((b) => b.key === "combat-patrol.turnNapoleonic")?.suites[0]).toContain("Horse and Musket");
  });
});
