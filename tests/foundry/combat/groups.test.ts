/**
 * CORE-3 units activate, not figures: in the Combat each unit is one Combatant Group and each
 * combatant sits in its unit's group (planUnitGroups, written by the active GM); the tracker's own
 * template shows each unit's header (die, state) over its members, the GM's turn buttons once, and
 * renders the same however often it renders (no HTML is added after a render).
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it } from "vitest";
import { flattenLang, registerFoundryHelpers } from "../../../preview/foundry-helpers";
import { groupTurns, planUnitGroups, type GroupedCombatant } from "@foundry/combat/groups";
import type { UnitGroupView } from "@foundry/combat/tracker-view";

const unit = (id: string, name = id) => ({ id, name, img: `icons/${id}.svg` });
const gang = unit("Actor.gang", "Dry Creek gang");
const posse = unit("Actor.posse", "Marshal's posse");

const combatants: GroupedCombatant[] = [
  { id: "c1", unit: gang, group: null },
  { id: "c2", unit: gang, group: null },
  { id: "c3", unit: posse, group: null },
  { id: "c4", unit: null, group: null },
];

/** Apply a plan as Foundry would (new groups get ids), for the next plan to read. */
function applied(
  list: GroupedCombatant[],
  plan: ReturnType<typeof planUnitGroups>,
  groups: { id: string; unitId: string | null }[],
) {
  const next = groups.filter((g) => !plan.remove.includes(g.id));
  for (const c of plan.create) next.push({ id: `g-${c.unitId}`, unitId: c.unitId });
  const idOf = (unitId: string | null) => (unitId ? (next.find((g) => g.unitId === unitId)?.id ?? null) : null);
  const members = list.map((c) => {
    const a = plan.assign.find((x) => x.combatantId === c.id);
    return a ? { ...c, group: idOf(a.unitId) } : c;
  });
  return { members, groups: next };
}

describe("CORE-3 units as Combatant Groups", () => {
  it("one group per unit, named and pictured as the unit; every piece in its unit's group, others in none", () => {
    const plan = planUnitGroups(combatants, []);
    expect(plan.create).toEqual([
      { unitId: "Actor.gang", name: "Dry Creek gang", img: "icons/Actor.gang.svg" },
      { unitId: "Actor.posse", name: "Marshal's posse", img: "icons/Actor.posse.svg" },
    ]);
    expect(plan.assign).toEqual([
      { combatantId: "c1", unitId: "Actor.gang" },
      { combatantId: "c2", unitId: "Actor.gang" },
      { combatantId: "c3", unitId: "Actor.posse" },
    ]);
    expect(plan.remove).toEqual([]);
  });

  it("once written, the next plan writes nothing (the sync is idempotent)", () => {
    const first = planUnitGroups(combatants, []);
    const { members, groups } = applied(combatants, first, []);
    expect(members.map((m) => m.group)).toEqual(["g-Actor.gang", "g-Actor.gang", "g-Actor.posse", null]);
    expect(planUnitGroups(members, groups)).toEqual({ create: [], assign: [], remove: [] });
  });

  it("a unit that leaves loses its group; a second group of one unit goes; the GM's own groups stay", () => {
    const groups = [
      { id: "gA", unitId: "Actor.gang" },
      { id: "gA2", unitId: "Actor.gang" },
      { id: "gP", unitId: "Actor.posse" },
      { id: "gm", unitId: null },
    ];
    const left = [
      { id: "c1", unit: gang, group: "gA2" },
      { id: "c9", unit: null, group: "gm" },
    ];
    const plan = planUnitGroups(left, groups);
    expect(plan.remove).toEqual(["gA2", "gP"]);
    expect(plan.assign).toEqual([
      { combatantId: "c1", unitId: "Actor.gang" },
      { combatantId: "c9", unitId: null },
    ]);
    expect(plan.create).toEqual([]);
  });
});

const view = (unitId: string, name: string, die: number | null, state: Partial<UnitGroupView> = {}): UnitGroupView => ({
  unitId,
  name,
  die,
  acted: false,
  activated: false,
  lost: false,
  ...state,
});

interface Turn {
  id: string;
  name: string;
  img: string;
  css: string;
  hidden: boolean;
  isDefeated: boolean;
  canPing: boolean;
  heroDie: number | null;
  effects: { icons: { img: string; name: string }[]; tooltip: string };
}
const turn = (id: string, name: string, heroDie: number | null = null): Turn => ({
  id,
  name,
  img: "icons/svg/mystery-man.svg",
  css: "",
  hidden: false,
  isDefeated: false,
  canPing: true,
  heroDie,
  effects: { icons: [], tooltip: "" },
});

const hbs = Handlebars.create();
let tracker: HandlebarsTemplateDelegate;

beforeAll(() => {
  registerFoundryHelpers(
    hbs,
    flattenLang(JSON.parse(readFileSync("lang/en.json", "utf8")) as Parameters<typeof flattenLang>[0]),
  );
  hbs.registerPartial(
    "systems/combat-patrol/templates/combat/turn.hbs",
    readFileSync("templates/combat/turn.hbs", "utf8"),
  );
  tracker = hbs.compile(readFileSync("templates/combat/tracker.hbs", "utf8"));
});

function render(isGM: boolean): string {
  const turns = [
    turn("c1", "Ike Clanton"),
    turn("c3", "Marshal Dawes", 5),
    turn("c2", "Billy"),
    turn("c4", "A stray dog"),
  ];
  const views: Record<string, UnitGroupView> = {
    c1: view("Actor.gang", "Dry Creek gang", 3, { activated: true }),
    c2: view("Actor.gang", "Dry Creek gang", 3, { activated: true }),
    c3: view("Actor.posse", "Marshal's posse", 5, { acted: true }),
  };
  const buttons = isGM
    ? [
        { action: "cpDrawCard", label: "Draw Activation Card", icon: "fa-solid fa-layer-group" },
        // a button another screen adds (combat/extensions.ts): the starter adventure's report
        { action: "cpAdded", label: "After-action report", icon: "fa-solid fa-scroll", buttonId: "adventureReport" },
      ]
    : [];
  return tracker({ user: { isGM }, cp: { ...groupTurns(turns, (id) => views[id] ?? null), buttons } });
}

describe("the tracker's template (units as groups, no HTML added after render)", () => {
  it("each unit once, its die and state in its header, its members under it in turn order; a piece of no unit after", () => {
    const html = render(true);
    expect(html.match(/class="cp-unit-group/g)).toHaveLength(2);
    const gang = html.slice(html.indexOf('data-unit-id="Actor.gang"'), html.indexOf('data-unit-id="Actor.posse"'));
    expect(gang).toContain('<span class="cp-die" data-tooltip="Command die">3</span>');
    expect(gang).toContain("Activated");
    expect(gang.indexOf('data-combatant-id="c1"')).toBeLessThan(gang.indexOf('data-combatant-id="c2"'));
    expect(gang).toContain('class="combatant  cp-activated"');
    expect(html.indexOf('data-combatant-id="c4"')).toBeGreaterThan(html.lastIndexOf("cp-unit-group"));
  });

  it("OW-4a a hero in a unit shows his own die on his row", () => {
    expect(render(true)).toContain(
      '<span class="cp-die cp-hero-die" data-tooltip="The hero&#x27;s own command die: read on the Hero card.">5</span>',
    );
  });

  it("the GM's turn buttons once and his row controls; a player gets neither; the same HTML on every render", () => {
    const gm = render(true);
    expect(gm.match(/class="cp-turn-controls"/g)).toHaveLength(1);
    expect(gm).toContain('<button type="button" data-action="cpAdded" data-button-id="adventureReport">');
    expect(gm).toContain('data-action="toggleDefeated"');
    const player = render(false);
    expect(player).not.toContain("cp-turn-controls");
    expect(player).not.toContain('data-action="toggleDefeated"');
    expect(player).toContain('data-action="pingCombatant"');
    expect(render(true)).toBe(gm);
  });
});

describe("groupTurns", () => {
  it("keeps the turn order inside a unit and lists units by their first member", () => {
    const g = groupTurns([{ id: "b" }, { id: "a" }, { id: "c" }], (id) =>
      id === "c" ? null : view(id === "a" ? "U1" : "U2", id, null),
    );
    expect(g.units.map((u) => [u.view.unitId, u.turns.map((t) => t.id)])).toEqual([
      ["U2", ["b"]],
      ["U1", ["a"]],
    ]);
    expect(g.loose.map((t) => t.id)).toEqual(["c"]);
  });
});
