/**
 * The world migration reaches every place documents live: the world's actors and items, the
 * unlinked tokens on every scene (their ActorDelta), world compendiums of actors, items, scenes and
 * adventures (the documents inside an Adventure). Locked compendiums are relocked in every path;
 * the schema version is stamped only when everything was migrated; the GM sees the progress and
 * the names of what could not be migrated.
 */
import { describe, expect, it } from "vitest";
import { buildPhases } from "@foundry/migrations/places";
import { migratePhases, runPhases } from "@foundry/migrations/phases";
import { SCHEMA_VERSION } from "@foundry/data/schema-migrations";
import { migrationConsoleLines, migrationNotice } from "@foundry/migrations/report";
import { format } from "../../doubles/format";
import {
  actorSet,
  adventure,
  labels,
  pack,
  scene,
  world,
  type ActorSource,
  type ItemSource,
  type TokenSource,
} from "../../doubles/migration-world";

const stick = (id: string, quantity = 1): ItemSource => ({
  _id: id,
  name: "Dynamite stick",
  type: "explosive",
  system: { charge: "stick", quantity, fuse: { state: "carried" } },
});
const revolver = (id: string): ItemSource => ({ _id: id, name: "Revolver", type: "weapon", system: {} });
const figure = (id: string, name: string, system: Record<string, unknown> = {}, items: ItemSource[] = []) =>
  ({
    _id: id,
    name,
    type: "figure",
    system: { endurance: 2, wounds: 0, dynamite: { sticks: 0, bundles: 0 }, ...system },
    items,
  }) satisfies ActorSource;
const unlinked = (id: string, actorId: string, delta: TokenSource["delta"] = {}): TokenSource => ({
  _id: id,
  actorId,
  actorLink: false,
  delta,
});

async function migrate(w: ReturnType<typeof world>, from = 2) {
  let stamped = 0;
  const progress: [number, number, string][] = [];
  const outcome = await migratePhases(
    buildPhases(w, labels),
    from,
    async () => void (stamped += 1),
    (done, total, where) => progress.push([done, total, where]),
  );
  return { ...outcome, stampCalls: stamped, progress };
}

describe("token migration", () => {
  it("token migration: an unlinked token's carried dynamite item (in its ActorDelta) is folded into the token's counts and deleted; his base actor keeps his own", async () => {
    const bandit = figure("bandit0000000001", "Bandit", { dynamite: { sticks: 1, bundles: 0 } });
    const token = unlinked("token00000000001", bandit._id, { items: [stick("stick00000000001", 3)] });
    const w = world({ actors: [bandit], scenes: [{ name: "Main Street", tokens: [token] }] });
    const { report, stamped } = await migrate(w);
    expect(report.failures).toEqual([]);
    expect(token.delta.system).toEqual({ dynamite: { sticks: 3, bundles: 0 } });
    expect(token.delta.items).toEqual([]);
    expect(bandit.system.dynamite).toEqual({ sticks: 1, bundles: 0 });
    expect(stamped).toBe(true);
  });

  it("token migration: a v1 token whose own wounds pass his base's Endurance is repaired in its delta only; a linked token and a token with no actor are left alone", async () => {
    const hale = figure("hale000000000001", "Sgt. Hale", { endurance: 3, wounds: 0 });
    const hurt = unlinked("token00000000002", hale._id, { system: { wounds: 5 } });
    const linked: TokenSource = { ...unlinked("token00000000003", hale._id), actorLink: true };
    const orphan = unlinked("token00000000004", "gone000000000001", { system: { wounds: 9 } });
    const w = world({ actors: [hale], scenes: [{ name: "Ford", tokens: [hurt, linked, orphan] }] });
    const { report } = await migrate(w, 1);
    expect(report.failures).toEqual([]);
    expect(hurt.delta.system).toEqual({ wounds: 3, states: { incapacitated: true } });
    expect(hale.system.wounds).toBe(0);
    expect(linked.delta).toEqual({});
    expect(orphan.delta.system).toEqual({ wounds: 9 });
    expect(w.log.filter((l) => l.startsWith("token"))).toEqual(["token token00000000002"]);
  });
});

describe("pack migration", () => {
  it("pack migration: a locked world compendium of actors is unlocked, its figures' dynamite folded, and relocked", async () => {
    const log: string[] = [];
    const bandit = figure("bandit0000000001", "Bandit", {}, [
      stick("stick00000000001", 2),
      revolver("rev0000000000001"),
    ]);
    const forces = pack("Frontier Forces", (p) => ({ actors: actorSet([bandit], log, p.assertUnlocked) }));
    const { report, stamped } = await migrate(world({ packs: [forces], log }));
    expect(report.failures).toEqual([]);
    expect(bandit.system.dynamite).toEqual({ sticks: 2, bundles: 0 });
    expect(bandit.items.map((i) => i.name)).toEqual(["Revolver"]);
    expect(forces.lockCalls).toEqual([false, true]);
    expect(forces.lockedNow).toBe(true);
    expect(stamped).toBe(true);
  });

  it("pack migration: a compendium whose documents cannot be listed is relocked and named, the next one still migrates, and the version is not stamped", async () => {
    const log: string[] = [];
    const broken = pack("Broken Pack", () => ({}), { failLoad: "the database could not be read" });
    const bandit = figure("bandit0000000001", "Bandit", {}, [stick("stick00000000001")]);
    const good = pack("Good Pack", (p) => ({ actors: actorSet([bandit], log, p.assertUnlocked) }));
    const { report, stamped, stampCalls } = await migrate(world({ packs: [broken, good], log }));
    expect(broken.lockCalls).toEqual([false, true]);
    expect(report.unreached).toEqual([{ where: "Broken Pack", error: "the database could not be read" }]);
    expect(bandit.system.dynamite).toEqual({ sticks: 1, bundles: 0 });
    expect(good.lockedNow).toBe(true);
    expect([stamped, stampCalls]).toEqual([false, 0]);
  });

  it("pack migration: an unlocked compendium is not locked by the migration", async () => {
    const open = pack("Open Pack", () => ({}), { locked: false });
    await migrate(world({ packs: [open] }));
    expect(open.lockCalls).toEqual([]);
  });

  it("pack migration: an Adventure's actors (with their items), items and scene tokens are migrated in one write", async () => {
    const log: string[] = [];
    const source = {
      name: "Showdown",
      actors: [figure("kid0000000000001", "The Kid", { endurance: "2", wounds: 4 }, [stick("stick00000000001")])],
      items: [{ _id: "bow0000000000001", name: "Bow", type: "weapon", system: {} }],
      scenes: [
        {
          _id: "scene00000000001",
          name: "Corral",
          tokens: [unlinked("token00000000001", "kid0000000000001", { items: [stick("stick00000000002", 2)] })],
        },
      ],
      journal: [{ _id: "j000000000000001", name: "Notes" }],
    };
    const adv = adventure("Showdown", source, log);
    const box = pack("Adventures", () => ({ adventures: [adv] }));
    const { report, stamped } = await migrate(world({ packs: [box], log }), 1);
    expect(report.failures).toEqual([]);
    const kid = adv.source.actors as ActorSource[];
    expect(kid[0]!.system).toMatchObject({ endurance: 2, wounds: 2, dynamite: { sticks: 1, bundles: 0 } });
    expect(kid[0]!.items).toEqual([]);
    expect((adv.source.items as ItemSource[])[0]!.system).toMatchObject({ tableId: "ow.bow" });
    const token = (adv.source.scenes as { tokens: TokenSource[] }[])[0]!.tokens[0]!;
    expect(token.delta).toEqual({ system: { dynamite: { sticks: 2, bundles: 0 } }, items: [] });
    expect(adv.source.journal).toEqual([{ _id: "j000000000000001", name: "Notes" }]);
    expect(log.filter((l) => l.startsWith("adventure"))).toEqual(["adventure Showdown"]);
    expect(stamped).toBe(true);
  });

  it("pack migration: a scene compendium's unlinked tokens are migrated like the world's", async () => {
    const log: string[] = [];
    const bandit = figure("bandit0000000001", "Bandit");
    const token = unlinked("token00000000001", bandit._id, { items: [stick("stick00000000001")] });
    const scenes = pack("Maps", () => ({ scenes: [scene("Saloon", [token], () => [bandit], log)] }));
    const { report } = await migrate(world({ actors: [bandit], packs: [scenes], log }));
    expect(report.failures).toEqual([]);
    expect(token.delta).toEqual({ system: { dynamite: { sticks: 1, bundles: 0 } }, items: [] });
  });
});

describe("the version, the progress and the report", () => {
  it("the version is stamped once after a complete run; a document whose write is refused keeps it unstamped and is named", async () => {
    const ok = await migrate(world({ actors: [figure("a000000000000001", "Able")] }));
    expect([ok.stamped, ok.stampCalls]).toEqual([true, 1]);
    const refusing = world({});
    refusing.actors = () =>
      actorSet([figure("b000000000000001", "Baker", { wounded: true })], [], () => {
        throw new Error("validation failed");
      });
    const bad = await migrate(refusing, 1);
    expect(bad.stamped).toBe(false);
    expect(bad.report.failures.map((f) => [f.name, f.where])).toEqual([["Baker", "World actors"]]);
  });

  it("progress goes place by place, by documents, and ends at the total", async () => {
    const w = world({
      actors: [figure("a000000000000001", "Able"), figure("b000000000000001", "Baker")],
      scenes: [{ name: "Ford", tokens: [unlinked("t000000000000001", "a000000000000001")] }],
      packs: [pack("Forces", () => ({}), { size: 5 })],
    });
    const { progress } = await migrate(w);
    expect(progress).toEqual([
      [0, 8, "World actors"],
      [2, 8, 'Scene "Ford"'],
      [3, 8, "Forces"],
      [8, 8, ""],
    ]);
  });

  it("relocking that fails is named too", async () => {
    const p = pack("Sticky", () => ({}));
    p.setLocked = async (value) => {
      if (value) throw new Error("setting refused");
      p.lockedNow = value;
    };
    const report = await runPhases(buildPhases(world({ packs: [p] }), labels), 2);
    expect(report.unreached).toEqual([{ where: "Sticky", error: "setting refused" }]);
  });

  it("the schema version is still 3", () => expect(SCHEMA_VERSION).toBe(3));
});

describe("what the GM is told", () => {
  const failure = (name: string) => ({
    name,
    where: "World actors",
    documentName: "Actor" as const,
    id: "",
    error: "x",
  });
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

  it("a complete run: the count, pluralized (1 document, 3 documents)", () => {
    const one = migrationNotice({ migrated: 1, unchanged: 0, failures: [], unreached: [] }, format, escape);
    expect(one).toEqual({
      kind: "info",
      text: "Combat Patrol: migration to schema version 3 complete (1 document updated).",
    });
    expect(migrationNotice({ migrated: 3, unchanged: 0, failures: [], unreached: [] }, format, escape).text).toContain(
      "(3 documents updated)",
    );
  });

  it("names every document and place not migrated, escaped, the first 12 then 'and N more'", () => {
    const failures = Array.from({ length: 13 }, (_, i) =>
      failure(i === 0 ? "<img src=x onerror=alert(1)>" : `Pvt. ${i}`),
    );
    const notice = migrationNotice(
      { migrated: 0, unchanged: 0, failures, unreached: [{ where: "Broken Pack", error: "unreadable" }] },
      format,
      escape,
    );
    expect(notice.kind).toBe("error");
    expect(notice.text).toContain("14 documents or places could not be migrated");
    expect(notice.text).toContain("&lt;img src=x onerror=alert(1)&gt; (World actors), Pvt. 1 (World actors)");
    expect(notice.text).not.toContain("<img");
    expect(notice.text).toContain("Pvt. 11 (World actors) and 2 more");
    expect(
      migrationConsoleLines({
        migrated: 0,
        unchanged: 0,
        failures: [],
        unreached: [{ where: "Broken Pack", error: "unreadable" }],
      }),
    ).toEqual(["Combat Patrol | migration could not migrate Broken Pack: unreadable"]);
  });
});
