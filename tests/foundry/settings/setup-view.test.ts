/**
 * The scenario setup dialog as data: the draft read from the form, warnings and the Activation Deck following the
 * picks.
 */
import { describe, expect, it } from "vitest";
import { optionsFrom } from "@rules/options";
import type { Format } from "@foundry/settings/form";
import { forceOptions, forceUnits } from "@foundry/setup/forces";
import { packActorFrom, packFolderFrom, type PackActor } from "@foundry/setup/pack-actors";
import {
  draftFromForm,
  draftOptions,
  initialDraft,
  pendingProgress,
  setupView,
  summaryView,
  type SetupUser,
} from "@foundry/setup/view";

const format: Format = (key, data = {}) => (Object.keys(data).length ? `${key}${JSON.stringify(data)}` : key);
const id = (s: string) => s.padEnd(16, "z");
const actor = (name: string, folder: string, system: Record<string, unknown> = {}): PackActor =>
  packActorFrom({ _id: id(name), name, type: "figure", folder: id(folder), system })!;

const users: SetupUser[] = [
  { id: "gm", name: "GM", isGM: true, active: true, color: "#000" },
  { id: "ann", name: "Ann", isGM: false, active: true, color: "#111" },
  { id: "bob", name: "Bob", isGM: false, active: false, color: "#222" },
];
const actors = [
  actor("earp", "posse", { hero: true }),
  actor("deputy", "posse"),
  actor("bomber", "gang", { dynamite: { sticks: 1 } }),
];
const folders = [
  packFolderFrom({ _id: id("posse"), name: "Posse", folder: null, sort: 0 })!,
  packFolderFrom({ _id: id("gang"), name: "Gang", folder: null, sort: 1 })!,
];
const forces = forceOptions("world.f", "Forces", folders, actors);
const world = optionsFrom({ year: 1880 });

describe("scenario setup dialog", () => {
  it("the first draft: the scene's overrides, a deck for every active user and the GM, no force chosen", () => {
    const draft = initialDraft({ era: "napoleonic" }, users);
    expect(draft).toEqual({
      overrides: { era: "napoleonic" },
      players: ["gm", "ann"],
      forces: {},
      resetDecks: true,
      startCombat: true,
      opponent: { side: "none", doctrine: "steady" },
    });
    expect(draftOptions(world, draft).era).toBe("napoleonic");
  });

  it("solo play: the side given to the engine and its style, read from the form and offered in the players' words", () => {
    const draft = draftFromForm({ opponentSide: "b", opponentDoctrine: "cautious" }, forces, users);
    expect(draft.opponent).toEqual({ side: "b", doctrine: "cautious" });
    // a value the dialog never offers: nobody given to the engine, the steady style
    expect(draftFromForm({ opponentSide: "c", opponentDoctrine: "reckless" }, forces, users).opponent).toEqual({
      side: "none",
      doctrine: "steady",
    });
    const view = setupView(
      { sceneName: "S", world, draft, users, forces, units: [], decksAvailable: true, progress: null },
      format,
    );
    expect(view.opponent.sides.map((o) => [o.value, o.label, o.selected])).toEqual([
      ["none", "COMBAT_PATROL.Opponent.Setting.sides.none", false],
      ["a", "COMBAT_PATROL.Opponent.Setting.sides.a", false],
      ["b", "COMBAT_PATROL.Opponent.Setting.sides.b", true],
      ["both", "COMBAT_PATROL.Opponent.Setting.sides.both", false],
    ]);
    expect(view.opponent.doctrines.filter((o) => o.selected).map((o) => o.value)).toEqual(["cautious"]);
    // the world's engine opponent starts the draft
    expect(initialDraft({}, users, { side: "a", doctrine: "aggressive" }).opponent).toEqual({
      side: "a",
      doctrine: "aggressive",
    });
  });

  it("reads the submitted form: overrides, players, sides and owners by row, switches", () => {
    const form = {
      "flags.combat-patrol.overrides.era": "",
      "flags.combat-patrol.overrides.year": "1866",
      "flags.combat-patrol.overrides.hollywood.dynamite": "true",
      "player-gm": true,
      "player-bob": true,
      "forceSide-0": "a",
      "forceOwner-0": "ann",
      "forceSide-1": "b",
      "forceOwner-1": "nobody",
      resetDecks: false,
      startCombat: true,
    };
    const draft = draftFromForm(form, forces, users);
    expect(draft.overrides).toEqual({ year: 1866, hollywood: { dynamite: true } });
    expect(draft.players).toEqual(["gm", "bob"]);
    expect(draft.forces).toEqual({
      [forces[0]!.key]: { side: "a", owner: "ann" },
      [forces[1]!.key]: { side: "b", owner: "" },
    });
    expect(draft.resetDecks).toBe(false);
  });

  it("OW-4b / OW-6a the warnings and the Activation Deck follow the forces picked and the scene's options", () => {
    const base = initialDraft({}, users);
    const view0 = setupView(
      { sceneName: "S", world, draft: base, users, forces, units: [], decksAvailable: true, progress: null },
      format,
    );
    expect(view0.canRun).toBe(false);
    expect(view0.activation).toBe('COMBAT_PATROL.Setup.activationNoHero{"cards":15}');
    expect(view0.warnings).toEqual([]);

    const draft = {
      ...base,
      forces: {
        [forces[0]!.key]: { side: "a" as const, owner: "ann" },
        [forces[1]!.key]: { side: "b" as const, owner: "" },
      },
    };
    const units = forceUnits(actors);
    const view = setupView(
      { sceneName: "S", world, draft, users, forces, units, decksAvailable: true, progress: null },
      format,
    );
    expect(view.canRun).toBe(true);
    expect(view.activation).toBe('COMBAT_PATROL.Setup.activationHero{"cards":16}');
    expect(view.warnings).toEqual([{ rule: "OW-6a", text: 'COMBAT_PATROL.Warning.dynamiteOff{"figure":"bomber"}' }]);
    expect(view.forces[0]?.owners.find((o) => o.selected)?.value).toBe("ann");
    expect(view.forces[0]?.owners.map((o) => o.value)).toEqual(["", "ann", "bob"]);

    const noHeroes = { ...draft, overrides: { hollywood: { heroes: false, dynamite: true } } };
    const view2 = setupView(
      { sceneName: "S", world, draft: noHeroes, users, forces, units, decksAvailable: false, progress: null },
      format,
    );
    expect(view2.activation).toBe('COMBAT_PATROL.Setup.activationNoHero{"cards":15}');
    expect(view2.warnings.map((w) => w.rule)).toEqual(["OW-4a"]);
    expect(view2.decks).toBe("COMBAT_PATROL.Setup.decksMissing");
  });

  it("the progress bar counts finished steps; running blocks another run", () => {
    const progress = {
      ...pendingProgress(),
      scene: { status: "done" as const },
      decks: { status: "skipped" as const },
      actors: { status: "running" as const },
    };
    const draft = { ...initialDraft({}, users), forces: { [forces[0]!.key]: { side: "a" as const, owner: "" } } };
    const view = setupView(
      { sceneName: "S", world, draft, users, forces, units: [], decksAvailable: true, progress },
      format,
    );
    expect(view.progress).toEqual({ value: 2, max: 6, pct: 33 });
    expect(view.steps.map((s) => s.status)).toEqual(["done", "skipped", "running", "pending", "pending", "pending"]);
    expect(view.canRun).toBe(false);
  });

  it("the chat summary lists each side's forces and what was created", () => {
    const s = summaryView(
      {
        sceneName: "S",
        options: world,
        groups: [
          { name: "Posse", side: "a", force: "Posse", tokens: 2 },
          { name: "Gang", side: "b", force: "Gang", tokens: 1 },
          { name: "Gang 2", side: "b", force: "Gang", tokens: 3 },
        ],
        actors: 7,
        tokens: 6,
        decks: [],
        activationCards: 15,
        hero: false,
        combat: true,
        overflow: ["Wagon"],
        warnings: [],
      },
      format,
    );
    expect(s.sides.map((x) => [x.label, x.forces.map((f) => f.detail)])).toEqual([
      ["COMBAT_PATROL.Setup.side.a", ['COMBAT_PATROL.Setup.summary.force{"units":1,"figures":2}']],
      ["COMBAT_PATROL.Setup.side.b", ['COMBAT_PATROL.Setup.summary.force{"units":2,"figures":4}']],
    ]);
    expect(s.facts).toEqual([
      'COMBAT_PATROL.Setup.summary.created{"actors":7,"tokens":6}',
      "COMBAT_PATROL.Setup.summary.noDecks",
      'COMBAT_PATROL.Setup.activationNoHero{"cards":15}',
      "COMBAT_PATROL.Setup.summary.combat",
      'COMBAT_PATROL.Setup.summary.overflow{"units":"Wagon"}',
    ]);
  });
});
