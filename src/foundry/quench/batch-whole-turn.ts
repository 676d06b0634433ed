/**
 * Quench batches "turnOldWest" and "turnNapoleonic": one scripted whole turn per supplement
 * (CORE-3 dice and Activation Cards, CORE-5 fire and Apply, CORE-7 morale, End of Turn),
 * played with the sample forces of that supplement's pack.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import type { QuenchAssert, QuenchBatchContext } from "./types";
import { load, world, type World } from "./system-modules";

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
export function turnBatch(supplement: Supplement): (context: QuenchBatchContext) => void {
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
