/**
 * The Quench batches (run inside a live Foundry world by a GM; docs/quench.md). Each batch
 * creates what it needs and deletes it in `after`. This module has no runtime import of the
 * system: the real modules (./world) are handed over by hooks.ts, which the main module
 * already holds (a dynamic import of them would make the bundler split the whole system into
 * a shared chunk), so only the test code is in this chunk and a vitest can record the batch
 * and test titles without Foundry. A test that exercises a rule names its ID.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { Quench, QuenchAssert, QuenchBatchContext } from "./types";

type World = typeof import("./world");

/** The system's real modules, given by hooks.ts (already in the main module: no second copy). */
let system: (() => World) | null = null;
function world(): World {
  if (!system) throw new Error("Combat Patrol | Quench: registerBatches was not given the system");
  return system();
}
/** For the `before` hooks (kept async: Mocha waits for them). */
const load = async (): Promise<World> => world();

const rifle = () => {
  const { FRONTIER_WEAPONS, weaponSourceFromRow } = world();
  const row = FRONTIER_WEAPONS.find((r) => r.id === "ow.rifle");
  if (!row) throw new Error("ow.rifle not in Table 1");
  return { name: row.name, type: "weapon" as const, system: weaponSourceFromRow(row) };
};

/* ------------------------------------------------------------------ 1 documents */

export const ACTOR_TYPES = ["figure", "unit", "herd", "wagon", "gun"] as const;
export const ITEM_TYPES = ["weapon", "explosive"] as const;

function documentsBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("Documents: every Actor and Item type, defaults, derived data, sheets", () => {
    let created: InstanceType<World["Created"]>;
    const actors = new Map<string, Actor.Implementation>();
    const items = new Map<string, Item.Implementation>();
    before(async () => {
      const w = await load();
      created = new w.Created();
      for (const type of ACTOR_TYPES)
        actors.set(type, created.add(await Actor.implementation.create({ name: `Quench ${type}`, type })));
      for (const type of ITEM_TYPES)
        items.set(type, created.add(await Item.implementation.create({ name: `Quench ${type}`, type })));
    });
    after(async () => created.cleanUp());

    it("every actor type is created with its data model", () => {
      const w = world();
      const models = {
        figure: w.FigureModel,
        unit: w.UnitModel,
        herd: w.HerdModel,
        wagon: w.WagonModel,
        gun: w.GunModel,
      };
      for (const type of ACTOR_TYPES) assert.ok(actors.get(type)?.system instanceof models[type], type);
    });
    it("every item type is created with its data model", () => {
      const w = world();
      assert.ok(items.get("weapon")?.system instanceof w.WeaponModel, "weapon");
      assert.ok(items.get("explosive")?.system instanceof w.ExplosiveModel, "explosive");
    });
    it("a new figure holds the defaults of data/sources", () => {
      const system = actors.get("figure")?.system;
      assert.ok(system instanceof world().FigureModel);
      const defaults = world().DEFAULTS.figure();
      assert.equal(system.endurance, defaults.endurance);
      assert.equal(system.wounds, 0);
      assert.deepEqual(system.enduranceLeft, { value: defaults.endurance, max: defaults.endurance });
      assert.isFalse(system.wounded);
    });
    it("CORE-8 a wounded figure moves at half speed; enduranceLeft counts down", async () => {
      const actor = actors.get("figure");
      await actor?.update({ system: { endurance: 3, wounds: 1 } });
      const system = actor?.system;
      assert.ok(system instanceof world().FigureModel);
      assert.isTrue(system.wounded);
      assert.equal(system.movementMultiplier, 0.5);
      assert.deepEqual(system.enduranceLeft, { value: 2, max: 3 });
    });
    it("OW-6a a dynamite stick ×2 dropped on a figure adds to his sticks and is not kept as an item; a placed charge is kept", async () => {
      const actor = actors.get("figure");
      assert.ok(actor);
      const before = actor.items.size;
      await actor.update({ system: { dynamite: { sticks: 1, bundles: 0 } } });
      const kept = await actor.createEmbeddedDocuments("Item", [
        { name: "Dynamite stick", type: "explosive", system: { charge: "stick", quantity: 2 } },
      ]);
      assert.equal(kept?.length ?? 0, 0, "the carried stick is not created");
      const system = actor.system;
      assert.ok(system instanceof world().FigureModel);
      assert.deepEqual({ ...system.dynamite }, { sticks: 3, bundles: 0 });
      const placed = await actor.createEmbeddedDocuments("Item", [
        { name: "Charge", type: "explosive", system: { charge: "bundle", quantity: 1, fuse: { state: "placed" } } },
      ]);
      assert.equal(placed?.length ?? 0, 1, "a placed charge is an item");
      assert.equal(actor.items.size, before + 1);
      await actor.deleteEmbeddedDocuments(
        "Item",
        (placed ?? []).map((i) => i.id ?? ""),
      );
    });
    it("every actor and item sheet renders and closes", async () => {
      for (const doc of [...actors.values(), ...items.values()]) {
        const sheet = doc.sheet;
        assert.ok(sheet, `${doc.type} has a sheet`);
        await sheet.render({ force: true });
        await world().nextFrame();
        assert.ok(
          sheet.element instanceof HTMLElement && document.body.contains(sheet.element),
          `${doc.type} sheet in the DOM`,
        );
        await sheet.close();
      }
    });
  });
}

/* ------------------------------------------------------------------ 2 packs */

function packsBatch(context: QuenchBatchContext): void {
  const { describe, it } = context;
  const assert: QuenchAssert = context.assert;
  describe("Packs: every system compendium opens and its documents load", () => {
    const packs = () =>
      [...(game.packs ?? [])].filter(
        (p) => p.metadata.packageType === "system" && p.metadata.packageName === SYSTEM_ID,
      );
    it("the system ships compendiums", () => {
      assert.ok(packs().length > 0, "no combat-patrol packs");
    });
    it("every pack's index loads and one document of each loads without validation errors", async () => {
      for (const pack of packs()) {
        const index = await pack.getIndex();
        assert.ok(index.size > 0, `${pack.collection} is empty`);
        const first = index.contents[0];
        assert.ok(first, pack.collection);
        // getDocument throws a DataModelValidationError on invalid source data.
        const doc = await pack.getDocument(first._id);
        assert.ok(doc, `${pack.collection}: ${first._id} did not load`);
        assert.equal(doc.id, first._id);
      }
    });
  });
}

/* ------------------------------------------------------------------ 3 decks */

function decksBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("Decks: the GM's Action Deck and the draw service", () => {
    let existed = false;
    let deckId: string | null = null;
    before(async () => {
      const w = await load();
      if (!w.drawProcedures.get("quenchProbe")) {
        w.registerDrawProcedure("quenchProbe", {
          run: (_input, source) => ({ serial: source.draw({ reason: "quench.probe", section: "hit" }).serial }),
        });
      }
      existed = w.drawService.actionDeck() !== null;
    });
    after(async () => {
      if (!existed && deckId) await game.cards?.get(deckId)?.delete();
    });

    it("CORE-1 a draw through the draw service returns a card and writes the deck state once", async () => {
      const { drawService } = world();
      const writes: string[] = [];
      const hook = Hooks.on("updateCards", (cards) => void writes.push(cards.id ?? ""));
      try {
        const answer = await drawService.resolve({ procedure: "quenchProbe", input: {} });
        assert.ok(answer.ok, answer.ok ? "" : answer.key);
        assert.ok(answer.output.serial >= 1 && answer.output.serial <= 50, `serial ${answer.output.serial}`);
        const stored = drawService.actionDeck();
        assert.ok(stored, "the GM's Action Deck exists after the draw");
        assert.ok(stored.state.drawn.includes(answer.output.serial), "the card is shown as drawn");
        deckId =
          game.cards?.find(
            (c) =>
              c.cards.some((card) => card.system instanceof world().ActionCardModel) &&
              c.getFlag(SYSTEM_ID, "deck") !== undefined &&
              writes.includes(c.id ?? ""),
          )?.id ?? null;
        assert.ok(deckId, "the deck document was written");
        assert.equal(writes.filter((id) => id === deckId).length, 1, "one write of the deck");
      } finally {
        Hooks.off("updateCards", hook);
      }
    });
    it("CORE-1 the GM's Action Deck is created on demand with 50 cards identified by serial", () => {
      const cards = deckId ? game.cards?.get(deckId) : undefined;
      assert.ok(cards, "deck document");
      const serials = cards.cards.contents
        .map((c) => (c.system instanceof world().ActionCardModel ? c.system.serial : 0))
        .sort((a, b) => a - b);
      assert.deepEqual(
        serials,
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    });
    it("CORE-1 End of Turn recalls or discards the drawn cards", async () => {
      const { drawService } = world();
      const answer = await drawService.endOfTurn();
      assert.ok(answer.ok, answer.ok ? "" : answer.key);
      assert.ok(
        deckId && [...answer.output.recalled, ...answer.output.discarded].includes(deckId),
        "the deck was handled",
      );
      assert.lengthOf(drawService.actionDeck()?.state.drawn ?? [0], 0, "nothing left drawn");
    });
  });
}

/* ------------------------------------------------------------------ 4 fire */

function fireBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("Fire: two units on a scene, resolved by the action layer, applied once", () => {
    let created: InstanceType<World["Created"]>;
    let previous: Scene.Implementation | null = null;
    let shooters: Actor.Implementation;
    let targets: Actor.Implementation;
    let targetFigure: Actor.Implementation;
    let message: ChatMessage.Implementation | null = null;
    before(async () => {
      const w = await load();
      created = new w.Created();
      const figure = async (name: string) =>
        created.add(await Actor.implementation.create({ name, type: "figure", items: [rifle()] }));
      const a = await figure("Quench shooter");
      targetFigure = await figure("Quench target");
      shooters = created.add(
        await Actor.implementation.create({
          name: "Quench shooters",
          type: "unit",
          system: { members: [a.uuid], leaderId: a.uuid },
        }),
      );
      targets = created.add(
        await Actor.implementation.create({
          name: "Quench targets",
          type: "unit",
          system: { members: [targetFigure.uuid], leaderId: targetFigure.uuid },
        }),
      );
      previous = game.scenes?.viewed ?? null;
      const scene = created.add(
        await Scene.implementation.create({
          name: "Quench fire",
          width: 2000,
          height: 1000,
          grid: { type: CONST.GRID_TYPES.GRIDLESS, size: 100, distance: 1, units: "in" },
        }),
      );
      // 800 px at 100 px to the inch: 8", short range for a rifle (OW Table 1).
      await scene.createEmbeddedDocuments("Token", [
        { name: a.name, actorId: a.id, actorLink: true, x: 200, y: 400 },
        { name: targetFigure.name, actorId: targetFigure.id, actorLink: true, x: 1000, y: 400 },
      ]);
      await scene.view();
    });
    after(async () => {
      await previous?.view();
      for (const m of message ? [message] : []) await m.delete();
      await created.cleanUp();
    });

    it("CORE-5 the fire action posts one result message holding the engine's result", async () => {
      const w = world();
      const unit = w.unitStateOfActor(shooters);
      const target = w.unitStateOfActor(targets);
      assert.ok(unit && target, "unit states");
      const state = w.fireState(unit, target, [target], await w.foundryTable());
      assert.ok(
        state.shooters.some((s) => s.include),
        "the rifleman shoots",
      );
      const seen: { posted: ChatMessage.Implementation | null } = { posted: null };
      const hook = Hooks.on("createChatMessage", (m) => void (seen.posted = m));
      try {
        const answer = await w.resolveFireState(state, await w.foundryTable());
        assert.ok(answer?.ok, answer && !answer.ok ? answer.key : "no answer");
        message = seen.posted;
        assert.ok(message, "a chat message");
        assert.equal(message.type, "result");
        assert.ok(message.system instanceof w.ResultMessageModel);
        assert.deepEqual(message.system.result?.result, answer.output.record.result);
      } finally {
        Hooks.off("createChatMessage", hook);
      }
    });
    it("CORE-5 Apply changes the target once; a second Apply is refused", async () => {
      const w = world();
      assert.ok(message?.system instanceof w.ResultMessageModel, "the fire test posted");
      const changes = w.stateEffects(message.system.result?.result.effects ?? []).length > 0;
      const before = JSON.stringify(targetFigure.toObject().system);
      const first = await w.requestApply(message.id ?? "");
      assert.ok(first.ok, first.ok ? "" : first.key);
      const after = JSON.stringify(targetFigure.toObject().system);
      assert.equal(after !== before, changes, changes ? "the target changed" : "a miss changes nothing");
      const second = await w.requestApply(message.id ?? "");
      assert.isFalse(second.ok, "a second Apply is refused");
      assert.equal(JSON.stringify(targetFigure.toObject().system), after, "nothing changed twice");
    });
  });
}

/* ------------------------------------------------------------------ 5 migrations */

function migrationsBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("Migrations: a schema v1 figure reads and migrates to the current schema", () => {
    const v1 = { guts: "regular", accuracy: "regular", melee: 0, endurance: 2, reaction: 3, wounds: 3, wounded: true };
    let created: InstanceType<World["Created"]>;
    before(async () => {
      created = new (await load()).Created();
    });
    after(async () => created.cleanUp());

    it("CORE-5.6 the v1 source migrates: wounds beyond Endurance kept at Endurance, incapacitated, no stored wounded", () => {
      const { migrateSource, SCHEMA_VERSION } = world();
      assert.ok(SCHEMA_VERSION >= 2, `schema ${SCHEMA_VERSION}`);
      const migrated = migrateSource("Actor", { name: "v1", type: "figure", system: v1 }, 1);
      assert.equal(migrated.system.wounds, 2);
      assert.deepEqual(migrated.system.states, { incapacitated: true });
      assert.isFalse("wounded" in migrated.system);
    });
    it("CORE-5.6 a v1 figure created in the world loads at the current schema (migrateData)", async () => {
      const w = world();
      const actor = created.add(
        await Actor.implementation.create({
          name: "Quench v1 figure",
          type: "figure",
          system: w.migrateSystemSource("Actor", "figure", v1),
        }),
      );
      assert.ok(actor.system instanceof w.FigureModel);
      assert.equal(actor.system.wounds, 2);
      assert.isTrue(actor.system.states.incapacitated);
      const plan = w.planCollection(
        {
          label: "Quench",
          documentName: "Actor",
          documents: [
            { id: actor.id ?? "", source: { name: actor.name, type: actor.type, system: actor.system.toObject() } },
          ],
        },
        1,
      );
      assert.equal(plan.failures.length, 0);
      assert.equal(plan.unchanged, 1, "nothing left to migrate");
    });
  });
}

/* ------------------------------------------------------------------ 6 whole turn, per supplement */

/** The supplements a whole turn is played in: the era setting and the sample forces pack. */
export const TURN_SUPPLEMENTS = [
  { key: "turnOldWest", era: "old-west", pack: "old-west-forces", title: "Old West" },
  { key: "turnNapoleonic", era: "napoleonic", pack: "napoleonic-forces", title: "Horse and Musket" },
] as const;

type Supplement = (typeof TURN_SUPPLEMENTS)[number];

/**
 * One scripted whole turn in a fresh world, per supplement: the era set, the sample
 * forces imported from the system's pack (ids kept, so units keep their leaders), their tokens
 * on a new scene and a Combat; the command dice rolled; one Activation Card; a fire and its
 * Apply; a morale check; the Activation Deck drawn to its End of Turn. Documents and chat are
 * checked after each step; everything is deleted and the era restored in `after`.
 */
function turnBatch(supplement: Supplement): (context: QuenchBatchContext) => void {
  return (context) => {
    const { describe, it, before, after } = context;
    const assert: QuenchAssert = context.assert;
    describe(`A whole turn (${supplement.title}): setup from the packs, dice, Activation Cards, fire and Apply, morale, End of Turn`, () => {
      let created: InstanceType<World["Created"]>;
      let previousEra: string | null = null;
      let previousScene: Scene.Implementation | null = null;
      let combat: Combat.Implementation | null = null;
      const messages: ChatMessage.Implementation[] = [];
      let hook = 0;
      before(async () => {
        const w = await load();
        created = new w.Created();
        previousEra = game.settings?.get(SYSTEM_ID, "era") ?? null;
        await game.settings?.set(SYSTEM_ID, "era", supplement.era);
        hook = Hooks.on("createChatMessage", (m) => void messages.push(m));
        // Setup from the packs: every actor of the sample forces, ids kept (units name their members by id).
        const pack = game.packs?.get(`${SYSTEM_ID}.${supplement.pack}`);
        if (!pack) throw new Error(`no pack ${supplement.pack}`);
        const sources = (await pack.getDocuments())
          .filter((d): d is Actor.Implementation => d instanceof Actor)
          .map((a) => a.toObject());
        for (const actor of (await Actor.implementation.createDocuments(sources, { keepId: true })) ?? [])
          created.add(actor);
        previousScene = game.scenes?.viewed ?? null;
        const scene = created.add(
          await Scene.implementation.create({
            name: `Quench turn ${supplement.title}`,
            width: 3000,
            height: 2000,
            grid: { type: CONST.GRID_TYPES.GRIDLESS, size: 100, distance: 1, units: "in" },
          }),
        );
        // The first two units face each other 8" apart, one token per member.
        const unitActors = created
          .documents()
          .filter((d): d is Actor.Implementation => d instanceof Actor && d.type === "unit")
          .slice(0, 2);
        assert.lengthOf(unitActors, 2, "two units in the pack");
        const tokens: TokenDocument.CreateData[] = [];
        unitActors.forEach((unit, side) => {
          const members = unit.system instanceof w.UnitModel ? unit.system.members : [];
          members.forEach((uuid, i) => {
            const member = w.actorByUuid(uuid);
            if (member?.id)
              tokens.push({
                name: member.name,
                actorId: member.id,
                actorLink: true,
                x: 200 + side * 800,
                y: 200 + i * 120,
              });
          });
        });
        const placed = await scene.createEmbeddedDocuments("Token", tokens);
        await scene.view();
        combat = created.add(await Combat.implementation.create({ scene: scene.id, active: true }));
        await combat.createEmbeddedDocuments(
          "Combatant",
          (placed ?? []).map((t) => ({ tokenId: t.id, sceneId: scene.id, actorId: t.actorId })),
        );
      });
      after(async () => {
        Hooks.off("createChatMessage", hook);
        for (const m of messages.splice(0)) await m.delete();
        await previousScene?.view();
        await created.cleanUp();
        if (previousEra) await game.settings?.set(SYSTEM_ID, "era", previousEra as Supplement["era"]);
      });

      const units = () => world().combatUnits(combat);
      const ports = () => {
        if (!combat) throw new Error("no combat");
        return world().foundryTurnPorts(combat);
      };

      it("CORE-3 the command dice: every unit with its leader rolls one die, 1 to 6, in one message", async () => {
        const before = messages.length;
        await world().startTurn(ports(), 1);
        assert.ok(units().length >= 2, "two units in the combat");
        for (const unit of units())
          if (unit.leaderId)
            assert.ok(
              unit.commandDie !== null && unit.commandDie >= 1 && unit.commandDie <= 6,
              `${unit.name}: die ${String(unit.commandDie)}`,
            );
        assert.equal(messages.length, before + 1, "one dice message");
      });
      it("CORE-3 an Activation Card is drawn: its result is posted and the activation shown", async () => {
        const before = messages.length;
        const result = await world().drawNextCard(ports());
        assert.ok(result, "the GM's draw service answered");
        assert.ok(messages.length > before, "the card's message");
        assert.equal(messages[messages.length - 1]?.type, "result");
      });
      it("CORE-5 a fire of the first unit at the second posts one result; its Apply writes once, a second is refused", async () => {
        const w = world();
        const [shooter, target] = units();
        assert.ok(shooter && target, "two units");
        const state = w.fireState(shooter, target, [target], await w.foundryTable());
        const before = messages.length;
        const answer = await w.resolveFireState(state, await w.foundryTable());
        assert.ok(answer?.ok, answer && !answer.ok ? answer.key : "no answer");
        assert.equal(messages.length, before + 1, "one result message");
        const message = messages[messages.length - 1];
        assert.ok(message?.system instanceof w.ResultMessageModel, "a result message");
        const first = await w.requestApply(message.id ?? "");
        assert.ok(first.ok, first.ok ? "" : first.key);
        assert.isFalse((await w.requestApply(message.id ?? "")).ok, "a second Apply is refused");
      });
      it("CORE-7 a morale check of the second unit posts one result read from its Action Deck", async () => {
        const w = world();
        const target = units()[1];
        assert.ok(target, "the second unit");
        const before = messages.length;
        const answer = await w.drawService.resolve({
          procedure: "morale",
          input: {
            morale: { unit: target, terrain: "open" },
            leaderRemovesMarkers: true,
            speaker: { alias: target.name },
            title: null,
            unitNames: [{ id: target.id, name: target.name }],
          },
        });
        assert.ok(answer.ok, answer.ok ? "" : answer.key);
        assert.ok(answer.draws.length >= 1, "cards drawn");
        assert.equal(messages.length, before + 1, "one morale message");
      });
      it("CORE-3 End of Turn: the Activation Deck is drawn to its End of Turn card; decks recalled, a new turn's dice rolled", async () => {
        let end = false;
        for (let i = 0; i < 40 && !end; i += 1) {
          const result = await world().drawNextCard(ports());
          assert.ok(result, "the GM's draw service answered");
          end = result.endOfTurn;
        }
        assert.isTrue(end, "End of Turn reached");
        const deck = world().drawService.actionDeck();
        assert.lengthOf(deck?.state.drawn ?? [], 0, "no Action Card left shown");
        for (const m of messages) assert.equal(m.type, "result", "every message is a Combat Patrol result");
      });
    });
  };
}

/** The batches by key (after "combat-patrol."): display name and the batch function. */
export const BATCHES = {
  documents: { displayName: "Combat Patrol: documents and sheets", fn: documentsBatch },
  packs: { displayName: "Combat Patrol: compendium packs", fn: packsBatch },
  decks: { displayName: "Combat Patrol: Action Deck and draw service", fn: decksBatch },
  fire: { displayName: "Combat Patrol: a full fire, posted and applied", fn: fireBatch },
  migrations: { displayName: "Combat Patrol: schema migrations", fn: migrationsBatch },
  turnOldWest: { displayName: "Combat Patrol: a whole turn, Old West", fn: turnBatch(TURN_SUPPLEMENTS[0]) },
  turnNapoleonic: { displayName: "Combat Patrol: a whole turn, Horse and Musket", fn: turnBatch(TURN_SUPPLEMENTS[1]) },
} as const;

/**
 * Register every batch. `modules` returns the system's modules (./world); it is called only
 * when a test runs, so recording the titles (vitest) needs no Foundry.
 */
export function registerBatches(quench: Pick<Quench, "registerBatch">, modules: () => World): void {
  system = modules;
  for (const [name, batch] of Object.entries(BATCHES))
    quench.registerBatch(`${SYSTEM_ID}.${name}`, batch.fn, { displayName: batch.displayName });
}
