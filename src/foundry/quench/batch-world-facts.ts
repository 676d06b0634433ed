/**
 * Quench batch "worldFacts" (CORE-3, CORE-5): what the GM's client reads for a request, in a live
 * world: two one-figure units with rifles on a gridless scene 8" apart, a sight-blocking wall
 * drawn between them for the last test. The reader (canvas/world-facts-foundry.ts) must give each
 * piece as its sheet holds it, the rifle from its own item, the tokens in inches with the map's
 * range, no activation outside a combat, the sides the tokens' dispositions show, no result on
 * record from a hand-made result message, and a wall in the line of sight.
 */
import type { QuenchAssert, QuenchBatchContext } from "./types";
import { load, world, type World } from "./system-modules";

export function worldFactsBatch(context: QuenchBatchContext): void {
  const { describe, it, before, after } = context;
  const assert: QuenchAssert = context.assert;
  describe("World facts: the pieces, weapons, tokens and walls the GM's client reads", () => {
    let created: InstanceType<World["Created"]>;
    let previous: Scene.Implementation | null = null;
    let scene: Scene.Implementation;
    let shooter: Actor.Implementation;
    let target: Actor.Implementation;
    before(async () => {
      const w = await load();
      created = new w.Created();
      const row = w.FRONTIER_WEAPONS.find((r) => r.id === "ow.rifle");
      if (!row) throw new Error("ow.rifle not in Table 1");
      const rifle = { name: row.name, type: "weapon" as const, system: w.weaponSourceFromRow(row) };
      const figure = async (name: string) =>
        created.add(await Actor.implementation.create({ name, type: "figure", items: [rifle] }));
      shooter = await figure("Quench reader");
      target = await figure("Quench read");
      previous = game.scenes?.viewed ?? null;
      scene = created.add(
        await Scene.implementation.create({
          name: "Quench world facts",
          width: 2000,
          height: 1000,
          grid: { type: CONST.GRID_TYPES.GRIDLESS, size: 100, distance: 1, units: "in" },
        }),
      );
      // 800 px at 100 px to the inch, 1" bases: 8" centre to centre, 7" base edge to base edge.
      await scene.createEmbeddedDocuments("Token", [
        { name: shooter.name, actorId: shooter.id, actorLink: true, x: 200, y: 400 },
        { name: target.name, actorId: target.id, actorLink: true, x: 1000, y: 400 },
      ]);
      await scene.view();
    });
    after(async () => {
      await previous?.view();
      await created.cleanUp();
    });

    it("CORE-5 each piece as its sheet holds it, its rifle from its own item", () => {
      const facts = world().foundryWorldFacts;
      const piece = facts.piece(shooter.uuid);
      assert.ok(piece?.figure, "the figure is a piece");
      assert.equal(piece.figure.id, shooter.uuid);
      assert.equal(facts.weaponOf(shooter.uuid)?.id, "ow.rifle");
    });
    it("CORE-5 the tokens in inches: the range is the map's, base edge to base edge", () => {
      const w = world();
      const ground = w.foundryWorldFacts.ground([shooter.uuid, target.uuid]);
      assert.ok(ground, "the pieces stand on a scene");
      assert.lengthOf(ground.figures, 2);
      const [a, b] = ground.figures;
      assert.ok(a && b);
      assert.equal(w.measuredRange(a, b), 7);
    });
    it("CORE-3 no combat running: no activation (free play)", () => {
      assert.equal(world().foundryWorldFacts.activation(), null);
    });
    it("CORE-11 the sides the tokens show: FRIENDLY and HOSTILE, on a scene that shows both", async () => {
      const [a, b] = scene.tokens.contents;
      assert.ok(a && b);
      await scene.updateEmbeddedDocuments("Token", [
        { _id: a.id, disposition: CONST.TOKEN_DISPOSITIONS.FRIENDLY },
        { _id: b.id, disposition: CONST.TOKEN_DISPOSITIONS.HOSTILE },
      ]);
      const facts = world().foundryWorldFacts;
      const mine = facts.allegiance(a.actor?.uuid ?? "");
      assert.equal(mine.side, "friendly");
      assert.isTrue(mine.sceneShowsBothSides);
      assert.equal(facts.allegiance(b.actor?.uuid ?? "").side, "hostile");
    });
    it("NAP-6.2.1.3 a result message the GM's client never posted is no result on record", async () => {
      // A hand-made mounted fight under a request id the GM's record never gave.
      const record = {
        result: { procedure: "mountedMelee", cards: [], effects: [], summary: { key: "COMBAT_PATROL.Action.charge" } },
        cards: [],
        deck: null,
        figures: {},
        units: {},
      };
      const message = created.add(
        await ChatMessage.implementation.create({
          type: "result",
          content: "",
          system: { record, requestId: "handmade-request-0001" },
        }),
      );
      const facts = world().foundryWorldFacts;
      assert.equal(facts.postedResult(message.id ?? ""), null);
      assert.isFalse(facts.postedResults("mountedMelee").some((p) => p.messageId === message.id));
    });
    it("CORE-5 a sight-blocking wall between them hides the target", async () => {
      await scene.createEmbeddedDocuments("Wall", [{ c: [700, 0, 700, 1000] }]);
      const w = world();
      const ground = w.foundryWorldFacts.ground([shooter.uuid, target.uuid]);
      const sight = w.sightOfTarget(ground, shooter.uuid, [{ id: target.uuid }]);
      assert.ok(sight, "sight measured");
      assert.isFalse(sight.clear, "the wall blocks sight");
    });
  });
}
