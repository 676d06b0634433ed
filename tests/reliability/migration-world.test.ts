/**
 * The world migration over odd documents never throws and never loses data: 1,360 seeded odd
 * documents (figures and other actors with fields deleted, of the wrong type or unknown; items of
 * every kind; unlinked tokens with odd deltas and tombstones; Adventures with missing or odd
 * arrays) in world actors, scenes, compendiums and Adventures. Every place is reached, no document
 * fails, every stored field survives (only the documented changes happen: the derived `wounded`
 * flag goes, wounds are capped at Endurance, carried dynamite items become counts).
 */
import { describe, expect, it } from "vitest";
import figureV1 from "../foundry/migrations/fixtures/figure-v1.json";
import unitV2 from "./fixtures/migrations/unit-v2.json";
import { buildPhases } from "@foundry/migrations/places";
import { FUSE_STATES, isOneOf } from "@foundry/data/constants";
import { runPhases } from "@foundry/migrations/phases";
import { prng, type Prng } from "../doubles/recording";
import { DELETE, leafPaths, withLeaf, wrongType } from "./fuzz";
import {
  actorSet,
  adventure,
  labels,
  pack,
  world,
  type ActorSource,
  type ItemSource,
  type Rec,
  type TokenSource,
} from "../doubles/migration-world";

const CHANGES = new Set(["wounded", "wounds", "states", "states.incapacitated", "dynamite", "dynamite.sticks"]);
const numericTexts = new Set(["melee", "endurance", "reaction", "wounds", "outOfAmmo", "commandDie"]);

function odd(rnd: Prng, system: Rec): Rec {
  let out = structuredClone(system);
  for (let m = 0; m < 1 + rnd.int(3); m += 1) {
    const leaves = leafPaths(out).filter((p) => p.length > 0);
    const roll = rnd.next();
    if (leaves.length === 0 || roll < 0.2)
      out = withLeaf(out, [`extra${m}`], rnd.pick<unknown>([1, "x", null, { a: 1 }]));
    else if (roll < 0.45) out = withLeaf(out, rnd.pick(leaves), DELETE);
    else if (roll < 0.7) {
      const leaf = rnd.pick(leaves);
      out = withLeaf(
        out,
        leaf,
        wrongType(
          rnd,
          leaf.reduce<unknown>((n, k) => (n as Rec)?.[k], out),
        ),
      );
    } else out = withLeaf(out, [rnd.pick(["wounds", "endurance"])], rnd.pick<unknown>([99, -1, "3", null, 2.5, "x"]));
  }
  return out;
}

let n = 0;
const id = () => `doc${String((n += 1)).padStart(13, "0")}`;

function item(rnd: Prng): ItemSource {
  const kind = rnd.pick(["explosive", "weapon", "weapon"]);
  const system =
    kind === "explosive"
      ? {
          charge: rnd.pick<unknown>(["stick", "bundle", 3]),
          quantity: rnd.pick<unknown>([1, 2, "2", null]),
          fuse: { state: rnd.pick(["carried", "lit", "placed"]) },
        }
      : { notes: "<b>x</b>", ...(rnd.chance(0.5) ? { tableId: "ow.rifle" } : {}) };
  return { _id: id(), name: rnd.pick(["Bow", "Rifle", "Dynamite", "Odd thing"]), type: kind, system: odd(rnd, system) };
}

function actor(rnd: Prng): ActorSource {
  const isFigure = rnd.chance(0.8);
  const system = isFigure ? { ...figureV1.system, dynamite: { sticks: rnd.int(3), bundles: 0 } } : { ...unitV2.system };
  const items = Array.from({ length: rnd.int(4) }, () => item(rnd));
  return { _id: id(), name: `Actor ${n}`, type: isFigure ? "figure" : "unit", system: odd(rnd, system), items };
}

function token(rnd: Prng, base: ActorSource): TokenSource {
  const items = Array.from({ length: rnd.int(3) }, () => item(rnd));
  const tomb = base.items[0] && rnd.chance(0.3) ? [{ _id: base.items[0]._id, _tombstone: true as const }] : [];
  return {
    _id: id(),
    actorId: base._id,
    actorLink: rnd.chance(0.2),
    delta: { ...(rnd.chance(0.6) ? { system: odd(rnd, { wounds: rnd.int(6) }) } : {}), items: [...items, ...tomb] },
  };
}

const placed = (state: unknown) => isOneOf(FUSE_STATES, state) && state !== "carried";
const get = (tree: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (node, k) => (typeof node === "object" && node !== null ? Reflect.get(node, k) : undefined),
    tree,
  );

/** Fields of `before` that `after` lost or changed beyond the documented changes. */
function lost(before: Rec, after: Rec): string[] {
  return leafPaths(before)
    .filter((p) => p.length > 0 && !CHANGES.has(p.join(".")) && !CHANGES.has(p[0]!))
    .filter((p) => {
      const was = get(before, p);
      const now = get(after, p);
      if (now === undefined) return true;
      if (numericTexts.has(p.join(".")) && typeof was === "string" && Number(was) === now) return false;
      return JSON.stringify(now) !== JSON.stringify(was);
    })
    .map((p) => p.join("."));
}

const keptItems = (before: ItemSource[], after: ItemSource[]) =>
  before
    // A carried explosive item becomes counts (v3); an old one with no readable fuse state reads as carried.
    .filter((i) => !(i.type === "explosive" && !placed(get(i.system, ["fuse", "state"]))))
    .filter((i) => !after.some((a) => a._id === i._id))
    .map((i) => i.name);

describe("the world migration on odd documents", () => {
  it("1,360 seeded odd documents across world actors, scene tokens, compendiums and Adventures: never throws, reaches every place, loses nothing", async () => {
    const problems: string[] = [];
    let documents = 0;
    for (let seed = 0; seed < 40; seed += 1) {
      const rnd = prng(41_000 + seed);
      const actors = Array.from({ length: 6 }, () => actor(rnd));
      const tokens = actors.slice(0, 4).map((a) => token(rnd, a));
      const packActors = Array.from({ length: 4 }, () => actor(rnd));
      const advActors = Array.from({ length: 4 }, () => actor(rnd));
      const advSource: Rec = {
        name: `Adventure ${seed}`,
        actors: rnd.chance(0.9) ? advActors : "broken",
        items: [item(rnd), null, 7],
        scenes: [{ _id: id(), name: "Map", tokens: [...advActors.slice(0, 2).map((a) => token(rnd, a)), null] }, "x"],
        journal: [{ name: "kept" }],
      };
      const before = structuredClone({ actors, tokens, packActors, advActors, advSource });
      const log: string[] = [];
      const forces = pack("Forces", (p) => ({ actors: actorSet(packActors, log, p.assertUnlocked) }));
      const adv = adventure("Adventure", advSource, log);
      const box = pack("Adventures", () => ({ adventures: [adv] }), { locked: rnd.chance(0.5) });
      const w = world({ actors, scenes: [{ name: "Map", tokens }], packs: [forces, box], log });
      documents += 6 + 4 + 4 + 4 + 6 + 10;
      let report;
      try {
        report = await runPhases(buildPhases(w, labels), rnd.pick([0, 1, 2]));
      } catch (error) {
        problems.push(`seed ${seed}: threw ${String(error)}`);
        continue;
      }
      if (report.unreached.length) problems.push(`seed ${seed}: unreached ${JSON.stringify(report.unreached)}`);
      if (report.failures.length) problems.push(`seed ${seed}: failed ${JSON.stringify(report.failures[0])}`);
      if (!forces.lockedNow || !box.lockedNow === box.locked) problems.push(`seed ${seed}: a compendium left unlocked`);
      const pairs: [ActorSource, ActorSource][] = [
        ...before.actors.map((a, i) => [a, actors[i]!] as [ActorSource, ActorSource]),
        ...before.packActors.map((a, i) => [a, packActors[i]!] as [ActorSource, ActorSource]),
      ];
      if (Array.isArray(advSource.actors))
        pairs.push(
          ...before.advActors.map((a, i) => [a, (advSource.actors as ActorSource[])[i]!] as [ActorSource, ActorSource]),
        );
      for (const [was, now] of pairs) {
        const gone = [...lost(was.system, now.system), ...keptItems(was.items, now.items)];
        if (gone.length) problems.push(`seed ${seed} ${was.name}: ${gone.join(", ")}`);
      }
      before.tokens.forEach((t, i) => {
        const gone = lost(t.delta.system ?? {}, tokens[i]!.delta.system ?? {});
        if (gone.length) problems.push(`seed ${seed} token ${t._id}: ${gone.join(", ")}`);
      });
      if (JSON.stringify(advSource.journal) !== JSON.stringify(before.advSource.journal))
        problems.push(`seed ${seed}: journal`);
      if (!Array.isArray(advSource.items) || advSource.items.length !== 3)
        problems.push(`seed ${seed}: adventure items`);
    }
    expect(problems.slice(0, 8)).toEqual([]);
    expect(documents).toBeGreaterThanOrEqual(1000);
  });
});
