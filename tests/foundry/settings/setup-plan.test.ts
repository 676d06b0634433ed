/** The scenario setup plan: forces from pack folders, unit groups, option checks, deployment, id remapping. */
import { describe, expect, it } from "vitest";
import { forceWarnings, optionsFrom, scenarioActivationDeck } from "@rules/options";
import { forceOptions, forceUnits, actorForceWarnings, unitGroups } from "@foundry/setup/forces";
import {
  packActorFrom,
  packFolderFrom,
  remapActorRefs,
  referencedActorIds,
  type PackActor,
} from "@foundry/setup/pack-actors";
import { DEPLOYMENT, planDeployment, type ChosenForce } from "@foundry/setup/plan";

const id = (n: string) => n.padEnd(16, "0");
function actor(
  name: string,
  type: string,
  folder: string | null,
  system: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
): PackActor {
  const a = packActorFrom({
    _id: id(name),
    name,
    type,
    folder: folder ? id(folder) : null,
    sort: 0,
    system,
    items: [],
    prototypeToken: { width: 1, height: 1 },
    ...extra,
  });
  if (!a) throw new Error("bad actor");
  return a;
}
const ref = (name: string) => `Actor.${id(name)}`;

const posse = [
  actor("marshal", "figure", "posse", { leader: { rank: "team", trained: true } }),
  actor("stranger", "figure", "posse", { hero: true }),
  actor("deputy", "figure", "posse", {}, { items: [{ type: "weapon", system: { tableId: "ow.shotgun" } }] }),
  actor("posseunit", "unit", "posse", {
    kind: "infantry",
    members: [ref("marshal"), ref("stranger"), ref("deputy")],
    leaderId: ref("marshal"),
    commanderId: null,
  }),
];
const cavalry = [
  actor("lt", "figure", "cav", { leader: { rank: "platoon", trained: true } }),
  actor("t1", "figure", "cav"),
  actor("sgt", "figure", "cav"),
  actor("t2", "figure", "cav"),
  actor("sq1", "unit", "cav", {
    kind: "cavalry",
    members: [ref("lt"), ref("t1")],
    leaderId: ref("lt"),
    commanderId: null,
  }),
  actor("sq2", "unit", "cav", {
    kind: "cavalry",
    members: [ref("sgt"), ref("t2")],
    leaderId: ref("sgt"),
    commanderId: ref("sq1"),
  }),
];
const gang = [
  actor("boss", "figure", "gang", { indian: false }),
  actor("bomber", "figure", "gang", { dynamite: { sticks: 2, bundles: 0 } }),
  actor("gangunit", "unit", "gang", { kind: "infantry", members: [ref("boss"), ref("bomber")], leaderId: ref("boss") }),
  actor(
    "gatling",
    "gun",
    "gang",
    { kind: "gatling", crewIds: [ref("gunner")], leaderId: ref("gunner") },
    { prototypeToken: { width: 2, height: 2 }, items: [{ type: "weapon", system: { tableId: "ow.gatling-gun" } }] },
  ),
  actor("gunner", "figure", "gangsub", { indian: true }),
  actor("herd", "herd", "gang", { species: "cattle" }),
];
const folders = ["posse", "cav", "gang", "empty"].map((f, i) =>
  packFolderFrom({ _id: id(f), name: f, folder: null, sort: i })!,
);
folders.push(packFolderFrom({ _id: id("gangsub"), name: "gun crew", folder: id("gang"), sort: 0 })!);
const all = [...posse, ...cavalry, ...gang];

describe("scenario setup plan", () => {
  it("a force is a top-level pack folder with its sub-folders; empty folders offer nothing", () => {
    const options = forceOptions("world.forces", "Forces", folders, all);
    expect(options.map((o) => [o.name, o.units, o.figures, o.actorIds.length])).toEqual([
      ["posse", 1, 3, 4],
      ["cav", 2, 4, 6],
      ["gang", 3, 3, 6],
    ]);
    expect(options[2]?.key).toBe(`world.forces:${id("gang")}`);
  });

  it("CORE-11 unit groups: leader first, commander kept; a gun with its crew, a herd, a lone figure", () => {
    const groups = unitGroups([...cavalry, ...gang, actor("loner", "figure", "x", { hero: true })]);
    expect(
      groups.map((g) => [g.name, g.kind, g.tokenIds.length, g.leaderId === null ? null : g.leaderId.slice(0, 6)]),
    ).toEqual([
      ["sq1", "mounted", 2, "lt0000"],
      ["sq2", "mounted", 2, "sgt000"],
      ["gangunit", "foot", 2, "boss00"],
      ["gatling", "crew", 2, "gunner"],
      ["herd", "herd", 1, null],
      ["loner", "hero", 1, "loner0"],
    ]);
    expect(groups[1]?.commanderId).toBe(id("sq1"));
    expect(groups[3]?.tokenIds).toEqual([id("gatling"), id("gunner")]);
  });

  it("forces read by the option checks: dynamite, an Indian gunner, a herd, a hero, dated weapons", () => {
    const units = forceUnits([...posse, ...gang]);
    const options = optionsFrom({ year: 1870, hollywood: { heroes: false } });
    expect(forceWarnings(units, options).map((w) => w.key.split(".").pop())).toEqual([
      "heroesOff",
      "weaponAfterYear",
      "dynamiteOff",
      "crewedIndian",
      "animalsOff",
    ]);
    expect(scenarioActivationDeck(optionsFrom({}), units)).toContain("hero");
    expect(scenarioActivationDeck(optionsFrom({}), forceUnits(cavalry))).not.toContain("hero");
  });

  it("deployment: side A along the bottom, side B along the top, one square between figures, three between units", () => {
    let n = 0;
    const newId = () => `new${String(n++).padStart(13, "0")}`;
    const chosen: ChosenForce[] = [
      { option: forceOptions("p", "P", folders, all)[0]!, side: "a", ownerId: "u1", actors: posse },
      { option: forceOptions("p", "P", folders, all)[1]!, side: "b", ownerId: null, actors: cavalry },
    ];
    const area = { x: 100, y: 100, width: 40 * 50, height: 30 * 50, gridSize: 50 };
    const plan = planDeployment(chosen, area, newId);
    expect(plan.folders.map((f) => [f.name, f.side, f.ownerId])).toEqual([
      ["posse", "a", "u1"],
      ["cav", "b", null],
    ]);
    expect(plan.ids.size).toBe(10);
    const a = plan.tokens.filter((t) => t.side === "a");
    const bottomRow = 100 + (30 - DEPLOYMENT.margin - 1) * 50;
    expect(a.map((t) => [t.x, t.y])).toEqual([
      [200, bottomRow],
      [300, bottomRow],
      [400, bottomRow],
    ]);
    const b = plan.tokens.filter((t) => t.side === "b");
    expect(b.map((t) => [t.x, t.y])).toEqual([
      [200, 200],
      [300, 200],
      [(2 + 3 + 3) * 50 + 100, 200],
      [(2 + 3 + 3 + 2) * 50 + 100, 200],
    ]);
    expect(
      plan.groups.map((g) => [
        g.name,
        g.combatantActorId === plan.ids.get(id(g.name === "posseunit" ? "marshal" : g.name === "sq1" ? "lt" : "sgt")),
      ]),
    ).toEqual([
      ["posseunit", true],
      ["sq1", true],
      ["sq2", true],
    ]);
    expect(plan.overflow).toEqual([]);
    // no unit actor gets a token
    expect(plan.tokens.some((t) => t.sourceId === id("posseunit"))).toBe(false);
  });

  it("OW-9.3a a wagon is its own unit: its Combat entry is the wagon's token, not its driver's", () => {
    const stage = [
      actor("driver", "figure", "posse"),
      actor("stage", "wagon", "posse", { kind: "stagecoach", driverId: ref("driver"), passengerIds: [] }),
    ];
    const force: ChosenForce = {
      option: {
        key: "k",
        packId: "p",
        folderId: "posse",
        name: "posse",
        packLabel: "P",
        actorIds: [],
        units: 1,
        figures: 1,
      },
      side: "b",
      ownerId: null,
      actors: stage,
    };
    let n = 0;
    const plan = planDeployment(
      [force],
      { x: 0, y: 0, width: 40 * 50, height: 30 * 50, gridSize: 50 },
      () => `id${n++}`,
    );
    expect(plan.groups.map((g) => [g.name, g.combatantActorId])).toEqual([["stage", plan.ids.get(id("stage"))]]);
    expect(plan.ids.get(id("stage"))).toBeDefined();
  });

  it("deployment wraps to a new row toward the centre, and reports what does not fit", () => {
    const many = Array.from({ length: 12 }, (_, i) => actor(`f${String.fromCharCode(97 + i)}`, "figure", "posse"));
    const force: ChosenForce = {
      option: {
        key: "k",
        packId: "p",
        folderId: "posse",
        name: "posse",
        packLabel: "P",
        actorIds: [],
        units: 12,
        figures: 12,
      },
      side: "a",
      ownerId: null,
      actors: many,
    };
    const plan = planDeployment(
      [force],
      { x: 0, y: 0, width: 12 * 10, height: 14 * 10, gridSize: 10 },
      (() => {
        let n = 0;
        return () => `id${n++}`;
      })(),
    );
    const ys = [...new Set(plan.tokens.map((t) => t.y))];
    expect(ys).toEqual([110, 70]);
    expect(plan.tokens).toHaveLength(4);
    expect(plan.overflow).toHaveLength(8);
  });

  it("references to other actors are rewritten to the new ids; other strings stay", () => {
    const ids = new Map([
      [id("lt"), "NEWLT00000000000"],
      [id("sq1"), "NEWSQ10000000000"],
    ]);
    const system = {
      members: [ref("lt"), ref("t1")],
      leaderId: ref("lt"),
      commanderId: ref("sq1"),
      notes: "Actor.lt",
      nested: { a: [ref("sq1")] },
    };
    expect(remapActorRefs(system, ids)).toEqual({
      members: ["Actor.NEWLT00000000000", ref("t1")],
      leaderId: "Actor.NEWLT00000000000",
      commanderId: "Actor.NEWSQ10000000000",
      notes: "Actor.lt",
      nested: { a: ["Actor.NEWSQ10000000000"] },
    });
  });

  it("malformed pack entries are skipped", () => {
    expect(packActorFrom({ name: "x" })).toBeNull();
    expect(packActorFrom(null)).toBeNull();
    expect(packFolderFrom({ _id: "x" })).toBeNull();
    expect(packActorFrom({ _id: id("a"), name: "a", type: "figure" })).toMatchObject({
      folder: null,
      items: [],
      tokenSize: { width: 1, height: 1 },
    });
  });
});

describe("option warnings for one actor (sheets)", () => {
  const options = optionsFrom({ year: 1866, hollywood: { heroes: false } });

  it("a figure alone: its own warnings", () => {
    const deputy = posse[2]!;
    expect(actorForceWarnings(deputy, [], options).map((w) => w.key.split(".").pop())).toEqual(["weaponAfterYear"]);
  });

  it("a unit with its members: every member's warnings; a member sees only its own", () => {
    const unitActor = posse[3]!;
    expect(referencedActorIds(unitActor).sort()).toEqual([id("deputy"), id("marshal"), id("stranger")].sort());
    expect(actorForceWarnings(unitActor, posse, options).map((w) => w.key.split(".").pop())).toEqual([
      "heroesOff",
      "weaponAfterYear",
    ]);
    expect(actorForceWarnings(posse[1]!, posse, options).map((w) => w.key.split(".").pop())).toEqual(["heroesOff"]);
  });
});
