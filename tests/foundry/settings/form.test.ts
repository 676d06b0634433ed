/** The game options dialog and the scene overrides fieldset as pure data (no Foundry). */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, optionsFrom, sceneOverridesFrom } from "@rules/options";
import { fieldLabel, optionsInputFromForm, readSettingsForm, settingsView, type Format } from "@foundry/settings/form";
import { fromStored, STORED_DEFAULTS, toStored } from "@foundry/settings/keys";
import { sceneOverridesView } from "@foundry/settings/scene-form";

/** A localizer that shows the key and its data, so tests see what was asked for. */
const format: Format = (key, data = {}) => (Object.keys(data).length ? `${key}${JSON.stringify(data)}` : key);

/**
 * What FormDataExtended gives for the dialog showing `options` (flat names; checkboxes boolean; numbers number or
 * null).
 */
function submitted(options = DEFAULT_OPTIONS): Record<string, unknown> {
  const view = settingsView(options, format);
  const form: Record<string, unknown> = {
    era: options.era,
    year: options.year,
    endOfTurn: options.endOfTurn,
    reshuffle: options.reshuffle,
    deckFile: options.deckFile ?? "",
  };
  for (const s of [...view.hollywood, ...view.optional]) form[s.name] = s.checked;
  for (const r of view.radii) {
    form[r.trained.name] = r.trained.value;
    form[r.untrained.name] = r.untrained.value;
  }
  for (const t of view.templates) form[t.name] = t.value;
  return form;
}

describe("game options dialog", () => {
  it("a form submitted unchanged reads back to the same options", () => {
    const options = optionsFrom({
      era: "napoleonic",
      year: 1812,
      hollywood: { heroes: false },
      optional: { heavyCavalry: true },
      endOfTurn: "bury",
    });
    const { options: read, issues } = readSettingsForm(submitted(options));
    expect(issues).toEqual([]);
    expect(read).toEqual(options);
  });

  it("an unchecked switch is off; a blank year is no filter; a blank deck is the Frontier deck", () => {
    const form = { ...submitted(), "hollywood.heroes": false, year: null, deckFile: "  " };
    const input = optionsInputFromForm(form);
    expect(input.hollywood?.heroes).toBe(false);
    expect(input.year).toBeNull();
    expect(readSettingsForm(form).options.deckFile).toBeNull();
    expect(optionsInputFromForm({ "optional.sprinting": undefined }).optional?.sprinting).toBe(false);
  });

  it("numbers typed as strings are read; a non-number year is refused, not dropped", () => {
    const { options, issues } = readSettingsForm({ ...submitted(), year: "1866", "commandRadius.team": "10" });
    expect(options.year).toBe(1866);
    expect(options.commandRadius.team).toBe(10);
    expect(issues).toEqual([]);
    expect(readSettingsForm({ ...submitted(), year: "18x6" }).issues.map((i) => i.path)).toEqual(["year"]);
  });

  it("every option is in the view with a label, a short explanation and (switches) its rule", () => {
    const view = settingsView(DEFAULT_OPTIONS, format);
    expect(view.hollywood.map((s) => [s.name, s.rule, s.checked])).toEqual([
      ["hollywood.dynamite", "OW-6a", false],
      ["hollywood.animals", "OW-9.2", false],
      ["hollywood.wagonGatling", "OW-5.2f", false],
      ["hollywood.heroes", "OW-4", true],
    ]);
    expect(view.optional).toHaveLength(7);
    for (const s of [...view.hollywood, ...view.optional]) expect(s.hint).toMatch(/\.hint$/);
    expect(view.radii.map((r) => [r.trained.value, r.untrained.value])).toEqual([
      [8, 6],
      [24, 18],
      [36, 24],
      [48, 24],
    ]);
    expect(view.templates.map((t) => t.value)).toEqual([2, 4, 6]);
    expect(view.era.choices.map((c) => [c.value, c.selected])).toEqual([
      ["old-west", true],
      ["napoleonic", false],
    ]);
    expect(view.year.value).toBe("");
    expect(view.deckFile.value).toBe("");
    expect(view.issues).toEqual([]);
  });

  it("problems show next to their field (typed value kept) and in the summary with a readable label", () => {
    const raw = { ...submitted(), year: 1650, "commandRadius.squad": 0, "heTemplate.medium": 9 };
    const { options, issues } = readSettingsForm(raw);
    const view = settingsView(options, format, issues, raw);
    expect(view.year.value).toBe(1650);
    expect(view.year.error).toContain("COMBAT_PATROL.Error.Option.year");
    expect(view.radii[1]?.trained.error).toContain("COMBAT_PATROL.Error.Option.inches");
    expect(view.radiusError).toBe(view.radii[1]?.trained.error);
    expect(view.templates.every((t) => t.error?.includes("templateOrder"))).toBe(true);
    expect(view.issues).toHaveLength(3);
    expect(view.issues[1]).toContain(
      "COMBAT_PATROL.Settings.commandRadius.label, COMBAT_PATROL.Settings.rank.squad, COMBAT_PATROL.Settings.commandRadius.trained",
    );
  });

  it("field labels for every option path", () => {
    expect(fieldLabel("optional.horsemanship", format)).toBe("COMBAT_PATROL.Settings.optional.horsemanship.label");
    expect(fieldLabel("heTemplate", format)).toBe("COMBAT_PATROL.Settings.heTemplate.label");
    expect(fieldLabel("deckFile", format)).toBe("COMBAT_PATROL.Settings.deckFile.label");
  });
});

describe("stored settings", () => {
  it("the year 0 and the deck '' stand for null; a round trip keeps every option", () => {
    expect(STORED_DEFAULTS.year).toBe(0);
    expect(STORED_DEFAULTS.deckFile).toBe("");
    const options = optionsFrom({ year: 1873, deckFile: "decks/printed.json", heTemplate: { large: 8 } });
    expect(optionsFrom(fromStored(toStored(options)))).toEqual(options);
    expect(optionsFrom(fromStored(STORED_DEFAULTS))).toEqual(DEFAULT_OPTIONS);
  });

  it("missing settings keep their defaults", () => {
    expect(optionsFrom(fromStored({ era: "napoleonic" }))).toEqual({ ...DEFAULT_OPTIONS, era: "napoleonic" });
  });
});

describe("scene overrides fieldset", () => {
  const world = optionsFrom({ year: 1876, hollywood: { dynamite: true } });

  it("every field inherits by default, and says what the world value is", () => {
    const view = sceneOverridesView(world, {}, format);
    expect(view.count).toBe(0);
    expect(view.era.choices[0]).toEqual({
      value: "",
      label: 'COMBAT_PATROL.SceneOverrides.inherit{"value":"COMBAT_PATROL.Era.old-west"}',
      selected: true,
    });
    expect(view.year.placeholder).toBe('COMBAT_PATROL.SceneOverrides.inherit{"value":"1876"}');
    expect(view.hollywood[0]?.choices[0]?.label).toBe(
      'COMBAT_PATROL.SceneOverrides.inherit{"value":"COMBAT_PATROL.SceneOverrides.on"}',
    );
    expect(view.hollywood.map((h) => h.name)).toEqual([
      "flags.combat-patrol.overrides.hollywood.dynamite",
      "flags.combat-patrol.overrides.hollywood.animals",
      "flags.combat-patrol.overrides.hollywood.wagonGatling",
      "flags.combat-patrol.overrides.hollywood.heroes",
    ]);
  });

  it("what the fieldset submits is what the scene flag reads back", () => {
    const overrides = { era: "napoleonic", year: 1812, hollywood: { dynamite: false } } as const;
    const view = sceneOverridesView(world, overrides, format);
    expect(view.count).toBe(3);
    const selected = (choices: readonly { value: string; selected: boolean }[]) =>
      choices.find((c) => c.selected)?.value;
    const flag = {
      era: selected(view.era.choices),
      year: view.year.value,
      hollywood: Object.fromEntries(view.hollywood.map((h) => [h.name.split(".").pop(), selected(h.choices)])),
    };
    expect(sceneOverridesFrom(flag).overrides).toEqual(overrides);
  });
});
