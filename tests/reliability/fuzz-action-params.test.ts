/**
 * Action parameters, fuzzed (CORE-5 fire): 1,200 seeded bad fire requests (negative ranges,
 * NaN/Infinity/null distances, unknown weapon ids, missing target, no target figure, empty
 * shooters, more shots than the deck holds, wrong types and out-of-range attributes). Each is
 * refused by validateFireParams with a localized RulesError naming the field, and changes
 * nothing: the request is deep-frozen, and sent through the GM's draw service it leaves the
 * player's deck exactly as it was and writes nothing.
 */
import { FIRE_PROCEDURE, fireHooks } from "@foundry/actions/fire/fire-procedure";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_OPTIONS } from "@rules/options";
import { RulesError } from "@rules/errors";
import { fixedSource } from "@rules/cards/source";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { frontierWeapon } from "@rules/tables/frontier-weapons";
import { validateFireParams } from "@rules/validation/fire";
import { ProcedureRegistry } from "@foundry/kernel/draw-registry";
import { resolveFire } from "@rules/procedures/fire";
import type { FireRequest } from "@foundry/kernel/action-requests";
import { provideWeaponLookup } from "@foundry/kernel/known-weapons";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import { RecordingTable, coordinator, prng, wire, PLAYERS } from "../doubles/recording";
import { worldOfUnits } from "../doubles/roles/world";
import { GENERATORS, goodFire, posse, raiders, shooters, WORLD } from "./fire-fuzz-cases";
import { deepFreeze, notLocalized, thrown } from "./fuzz";

const CASES = 1200;

/**
 * Through the GM's draw service as the player sends it (JSON on the wire). `registered` is the
 * fire procedure exactly as the system registers it (FIRE_PROCEDURE); the control
 * strips its validation to show what the engine alone would do with the same requests.
 */
function gmSetup(procedure: "registered" | "engineOnly") {
  const table = new RecordingTable();
  const registry = new ProcedureRegistry();
  registry.register(
    "fire",
    procedure === "registered"
      ? FIRE_PROCEDURE
      : {
          // The engine without the check: the bad request goes straight to resolveFire.
          run: (input: FireRequest, source, context) =>
            posted(
              resolveFire(input.fire, source, {
                rules: context.options,
                hooks: fireHooks(context.options, input.fire),
              }),
            ),
        },
  );
  const gm = coordinator(table, registry, {}, OWNERS, undefined, { world: async () => WORLD });
  return { table, gm };
}
const posted = (result: unknown) => ({ result });
/** p1 owns the posse's figures (the good volley's shooters). */
const OWNERS = Object.fromEntries(shooters.map((f) => [f.id, PLAYERS[0]]));
const context = (world = WORLD): DrawContext => ({
  userId: PLAYERS[0],
  requesterId: PLAYERS[0],
  gm: false,
  options: DEFAULT_OPTIONS,
  turn: 1,
  world,
  spend: () => undefined,
  reactionsLeft: () => 0,
  mayAct: (id) => OWNERS[id] === PLAYERS[0],
});
const request = (fire: unknown) => ({ fire, speaker: { alias: "Posse" }, title: null, unitNames: [] });

describe("fire parameters, fuzzed", () => {
  it("control: the good volley passes and resolves (three shot cards drawn)", () => {
    const fire = deepFreeze(goodFire());
    expect(validateFireParams(fire)).toEqual(fire);
    const cards = [27, 22, 13, 12, 14].map((s) => FRONTIER_DECK.cards[s - 1]!);
    const posted = FIRE_PROCEDURE.run({ ...request(fire), fire }, fixedSource(cards), context());
    expect(posted.record.result.cards.filter((c) => c.reason.startsWith("fire.shot"))).toHaveLength(3);
  });

  it(`CORE-5 ${CASES} bad fire requests: a localized RulesError naming the field, the request unchanged`, () => {
    const failures: string[] = [];
    const kinds = new Map<string, number>();
    for (let i = 0; i < CASES; i += 1) {
      const rnd = prng(90_000 + i);
      const [kind, gen] = rnd.pick(GENERATORS);
      const bad = gen(rnd, rnd.int(shooters.length));
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const before = JSON.stringify(bad.fire);
      deepFreeze(bad.fire);
      const error = thrown(() => validateFireParams(bad.fire, bad.context));
      const where = `case ${i} (${kind})`;
      const problem = notLocalized(error);
      if (problem) failures.push(`${where}: ${problem}`);
      else if (error instanceof RulesError) {
        const short = error.localizationKey.replace("COMBAT_PATROL.Error.", "");
        if (bad.key !== "*" && short !== bad.key)
          failures.push(`${where}: ${short} ${JSON.stringify(error.data)}, expected ${bad.key}`);
        if (bad.field && !String(error.data.field ?? "").startsWith(bad.field))
          failures.push(`${where}: names field ${String(error.data.field)}, expected ${bad.field}`);
      }
      if (JSON.stringify(bad.fire) !== before) failures.push(`${where}: the request changed`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    for (const [kind] of GENERATORS) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(40);
  });

  /** Send every fourth bad request to the GM; a refusal must leave the deck as it was and write nothing. */
  async function throughGM(procedure: "registered" | "engineOnly") {
    const validate = procedure === "registered";
    const { table, gm } = gmSetup(procedure);
    await gm.resetActionDecks({ userIds: [PLAYERS[0]], deckFile: null });
    const keys = new Map<string, number>();
    const failures: string[] = [];
    let sent = 0;
    let answered = 0;
    for (let i = 0; i < CASES; i += 4) {
      const rnd = prng(90_000 + i);
      const [kind, gen] = rnd.pick(GENERATORS);
      const bad = gen(rnd, rnd.int(shooters.length));
      if (bad.context) continue; // a small deck is the validator's context, not the wire's
      const before = structuredClone(table.actionDeck(PLAYERS[0]));
      const writes = table.writes.length;
      sent += 1;
      const answer = await gm.draw(
        wire({
          procedure: "fire",
          input: request(bad.fire),
          requesterId: PLAYERS[0],
          deckOwnerId: PLAYERS[0],
          serials: null,
        }),
      );
      if (answer.ok) {
        answered += 1;
        keys.set("answered", (keys.get("answered") ?? 0) + 1);
        continue;
      }
      keys.set(answer.key, (keys.get(answer.key) ?? 0) + 1);
      if (table.writes.length !== writes)
        failures.push(`case ${i} (${kind}): refused but wrote ${table.writes.slice(writes).join(", ")}`);
      if (JSON.stringify(table.actionDeck(PLAYERS[0])) !== JSON.stringify(before))
        failures.push(`case ${i} (${kind}): refused but the deck changed`);
      if (validate && bad.key !== "*" && answer.key !== `COMBAT_PATROL.Error.${bad.key}`)
        failures.push(`case ${i} (${kind}): ${answer.key}`);
    }
    return { keys, failures, sent, answered };
  }

  it("CORE-1 the bad requests sent to the GM's fire procedure as registered (FIRE_PROCEDURE validates first): not one answered, each refused with its own key, nothing written, the deck unchanged", async () => {
    const run = await throughGM("registered");
    expect(run.failures.slice(0, 10)).toEqual([]);
    expect(run.sent).toBeGreaterThan(250);
    expect(run.answered).toBe(0);
    expect(run.keys.has("answered")).toBe(false);
    expect(run.keys.has("COMBAT_PATROL.Error.drawFailed")).toBe(false);
  });

  it("control: the same requests through the engine alone (no validation) are answered or fail unnamed, so the count above can fail", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const run = await throughGM("engineOnly");
    quiet.mockRestore();
    expect(run.failures.slice(0, 10)).toEqual([]);
    expect(run.answered).toBeGreaterThan(50);
    expect(run.keys.get("COMBAT_PATROL.Error.drawFailed") ?? 0).toBeGreaterThan(50);
  });

  it("CORE-5 a home-made weapon (its profile id is the item's UUID) is known once the item lookup is provided, and refused without it", () => {
    const uuid = "Actor.cole00000000001.Item.homemade00000001";
    const homeMade = { ...structuredClone(frontierWeapon("ow.rifle")), id: uuid };
    const fire = goodFire();
    const withHomeMade = { ...fire, shooters: fire.shooters.map((s, i) => (i === 0 ? { ...s, weapon: homeMade } : s)) };
    // Cole's sheet carries it (the GM's client reads his own item).
    const armed = worldOfUnits([posse, raiders], (f) =>
      f.id === shooters[0]!.id ? homeMade : frontierWeapon("ow.rifle"),
    );
    const refused = thrown(() =>
      FIRE_PROCEDURE.run({ ...request(withHomeMade), fire: withHomeMade }, fixedSource([]), context()),
    );
    expect(refused).toBeInstanceOf(RulesError);
    expect((refused as RulesError).localizationKey).toBe("COMBAT_PATROL.Error.unknownWeapon");
    provideWeaponLookup((id) => (id === uuid ? homeMade : undefined));
    try {
      const cards = [27, 22, 13, 12, 14].map((s) => FRONTIER_DECK.cards[s - 1]!);
      const posted = FIRE_PROCEDURE.run(
        { ...request(withHomeMade), fire: withHomeMade },
        fixedSource(cards),
        context(armed),
      );
      expect(posted.record.result.cards.filter((c) => c.reason.startsWith("fire.shot"))).toHaveLength(3);
    } finally {
      provideWeaponLookup(null);
    }
  });
});
