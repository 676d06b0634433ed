/**
 * The scenario setup dialog as plain data: what the GM picked (the draft), read from the
 * submitted form, and what the template shows. Pure (no Foundry global): the dialog, the
 * preview and the tests share it.
 */
import {
  HOLLYWOOD_KEYS,
  applySceneOverrides,
  forceWarnings,
  heroesInPlay,
  scenarioActivationDeck,
  sceneOverridesFrom,
  type ForceUnit,
  type RulesOptions,
  type SceneOverrides,
} from "@rules/options";
import type { Format } from "@foundry/settings/form";
import { formatCount } from "@foundry/i18n/plural";
import { OVERRIDE_FIELD, sceneOverridesView, type SceneOverridesView } from "@foundry/settings/scene-form";
import { DOCTRINE_IDS } from "@rules/opponent/doctrine-data";
import { ENGINE_SIDES, NO_ENGINE, engineOpponentOf, type EngineOpponent } from "@foundry/kernel/engine-side";
import type { ForceOption } from "./forces";
import type { Side } from "./plan";

export interface SetupUser {
  readonly id: string;
  readonly name: string;
  readonly isGM: boolean;
  readonly active: boolean;
  readonly color: string;
}

interface ForcePick {
  readonly side: "" | Side;
  /** The owning user's id; "" = the GM keeps it. */
  readonly owner: string;
}

/** What the GM chose so far. */
export interface SetupDraft {
  readonly overrides: SceneOverrides;
  /** Users who get an Action Deck. */
  readonly players: readonly string[];
  /** By force key. */
  readonly forces: Readonly<Record<string, ForcePick>>;
  readonly resetDecks: boolean;
  readonly startCombat: boolean;
  /** The side the engine plays (none: every side has a player) and its doctrine. */
  readonly opponent: EngineOpponent;
}

/**
 * A first draft: the scene's overrides, every player (and the GM) with a deck, no force chosen,
 * the engine opponent as the world has it.
 */
export function initialDraft(
  overrides: SceneOverrides,
  users: readonly SetupUser[],
  opponent: EngineOpponent = NO_ENGINE,
): SetupDraft {
  return {
    overrides,
    players: users.filter((u) => u.active || u.isGM).map((u) => u.id),
    forces: {},
    resetDecks: true,
    startCombat: true,
    opponent,
  };
}

/** Read the submitted dialog (flat field names) into a draft; forces are listed in `forces` order. */
export function draftFromForm(
  form: Readonly<Record<string, unknown>>,
  forces: readonly ForceOption[],
  users: readonly SetupUser[],
): SetupDraft {
  const flag = (v: unknown) => v === true || v === "true" || v === "on";
  const hollywood: Record<string, unknown> = {};
  for (const k of HOLLYWOOD_KEYS) hollywood[k] = form[`${OVERRIDE_FIELD}.hollywood.${k}`];
  const { overrides } = sceneOverridesFrom({
    era: form[`${OVERRIDE_FIELD}.era`],
    year: form[`${OVERRIDE_FIELD}.year`],
    hollywood,
  });
  const picks: Record<string, ForcePick> = {};
  forces.forEach((f, i) => {
    const side = form[`forceSide-${i}`];
    const owner = form[`forceOwner-${i}`];
    picks[f.key] = {
      side: side === "a" || side === "b" ? side : "",
      owner: typeof owner === "string" && users.some((u) => u.id === owner) ? owner : "",
    };
  });
  return {
    overrides,
    players: users.filter((u) => flag(form[`player-${u.id}`])).map((u) => u.id),
    forces: picks,
    resetDecks: flag(form.resetDecks),
    startCombat: flag(form.startCombat),
    opponent: engineOpponentOf(form.opponentSide, form.opponentDoctrine),
  };
}

export type StepStatus = "pending" | "running" | "done" | "skipped" | "failed";
const SETUP_STEPS = ["scene", "decks", "actors", "tokens", "combat", "chat"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export type Progress = Readonly<Record<SetupStep, { readonly status: StepStatus; readonly detail?: string }>>;

export function pendingProgress(): Progress {
  return {
    scene: { status: "pending" },
    decks: { status: "pending" },
    actors: { status: "pending" },
    tokens: { status: "pending" },
    combat: { status: "pending" },
    chat: { status: "pending" },
  };
}

interface SetupViewInput {
  readonly sceneName: string;
  readonly world: RulesOptions;
  readonly draft: SetupDraft;
  readonly users: readonly SetupUser[];
  readonly forces: readonly ForceOption[];
  /** The chosen forces as the option checks read them. */
  readonly units: readonly ForceUnit[];
  readonly decksAvailable: boolean;
  readonly progress: Progress | null;
}

/** The options this scene will play with once the draft is applied. */
export function draftOptions(world: RulesOptions, draft: SetupDraft): RulesOptions {
  return applySceneOverrides(world, draft.overrides);
}

export function setupView(input: SetupViewInput, format: Format) {
  const SETUP_KEYS = "COMBAT_PATROL.Setup.";
  const { draft, users } = input;
  const options = draftOptions(input.world, draft);
  const deck = scenarioActivationDeck(options, input.units);
  const hero = heroesInPlay(options, input.units);
  const chosen = input.forces.filter((f) => (draft.forces[f.key]?.side ?? "") !== "");
  const progress = input.progress;
  const done = progress
    ? SETUP_STEPS.filter((s) => ["done", "skipped", "failed"].includes(progress[s].status)).length
    : 0;
  return {
    sceneName: input.sceneName,
    overrides: sceneOverridesView(input.world, draft.overrides, format) satisfies SceneOverridesView,
    inEffect: format(`${SETUP_KEYS}inEffect`, {
      era: format(`COMBAT_PATROL.Era.${options.era}`),
      year: options.year === null ? format("COMBAT_PATROL.SceneOverrides.noYear") : options.year,
    }),
    players: users.map((u) => ({ ...u, name: u.name, field: `player-${u.id}`, checked: draft.players.includes(u.id) })),
    forces: input.forces.map((f, i) => {
      const pick = draft.forces[f.key] ?? { side: "", owner: "" };
      return {
        name: f.name,
        packLabel: f.packLabel,
        counts: format(`${SETUP_KEYS}forceCounts`, { units: f.units, figures: f.figures }),
        sideField: `forceSide-${i}`,
        ownerField: `forceOwner-${i}`,
        chosen: pick.side !== "",
        sides: [
          { value: "", label: format(`${SETUP_KEYS}side.none`), selected: pick.side === "" },
          { value: "a", label: format(`${SETUP_KEYS}side.a`), selected: pick.side === "a" },
          { value: "b", label: format(`${SETUP_KEYS}side.b`), selected: pick.side === "b" },
        ],
        owners: [
          { value: "", label: format(`${SETUP_KEYS}ownerGM`), selected: pick.owner === "" },
          ...users.filter((u) => !u.isGM).map((u) => ({ value: u.id, label: u.name, selected: pick.owner === u.id })),
        ],
      };
    }),
    noForces: input.forces.length === 0,
    chosenCount: chosen.length,
    warnings: forceWarnings(input.units, options).map((w) => ({
      rule: w.rule,
      text: format(w.key, localizedData(w.data, format)),
    })),
    activation: format(hero ? `${SETUP_KEYS}activationHero` : `${SETUP_KEYS}activationNoHero`, { cards: deck.length }),
    decks: input.decksAvailable
      ? format(`${SETUP_KEYS}decksReady`, { players: draft.players.length })
      : format(`${SETUP_KEYS}decksMissing`),
    decksAvailable: input.decksAvailable,
    resetDecks: draft.resetDecks,
    startCombat: draft.startCombat,
    opponent: {
      sides: ENGINE_SIDES.map((value) => ({
        value,
        label: format(`COMBAT_PATROL.Opponent.Setting.sides.${value}`),
        selected: draft.opponent.side === value,
      })),
      doctrines: DOCTRINE_IDS.map((value) => ({
        value,
        label: format(`COMBAT_PATROL.Opponent.Setting.doctrines.${value}`),
        selected: draft.opponent.doctrine === value,
      })),
    },
    running: progress !== null,
    steps: progress
      ? SETUP_STEPS.map((s) => ({
          status: progress[s].status,
          label: format(`${SETUP_KEYS}step.${s}`),
          detail: progress[s].detail ?? "",
          statusLabel: format(`${SETUP_KEYS}status.${progress[s].status}`),
        }))
      : [],
    progress: { value: done, max: SETUP_STEPS.length, pct: Math.round((done / SETUP_STEPS.length) * 100) },
    canRun: chosen.length > 0 && progress === null,
  };
}

/** Warning data may hold localization keys (an era's name): localize those before formatting. */
function localizedData(
  data: Readonly<Record<string, string | number>>,
  format: Format,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, typeof v === "string" && v.startsWith("COMBAT_PATROL.") ? format(v) : v]),
  );
}

interface SummaryInput {
  readonly sceneName: string;
  readonly options: RulesOptions;
  readonly groups: readonly {
    readonly name: string;
    readonly side: Side;
    readonly force: string;
    readonly tokens: number;
  }[];
  readonly actors: number;
  readonly tokens: number;
  readonly decks: readonly string[];
  readonly activationCards: number;
  readonly hero: boolean;
  readonly combat: boolean;
  readonly overflow: readonly string[];
  readonly warnings: readonly { readonly rule: string; readonly text: string }[];
}

/** The chat summary posted at the end of the setup. */
export function summaryView(input: SummaryInput, format: Format) {
  const SETUP_KEYS = "COMBAT_PATROL.Setup.";
  const sides = (["a", "b"] as const)
    .map((side) => {
      const forces = [...new Set(input.groups.filter((g) => g.side === side).map((g) => g.force))].map((force) => {
        const groups = input.groups.filter((g) => g.side === side && g.force === force);
        return {
          name: force,
          detail: format(`${SETUP_KEYS}summary.force`, {
            units: groups.length,
            figures: groups.reduce((n, g) => n + g.tokens, 0),
          }),
        };
      });
      return { label: format(`${SETUP_KEYS}side.${side}`), forces };
    })
    .filter((s) => s.forces.length > 0);
  const facts = [
    format(`${SETUP_KEYS}summary.created`, { actors: input.actors, tokens: input.tokens }),
    input.decks.length
      ? format(`${SETUP_KEYS}summary.decks`, { decks: input.decks.join(", ") })
      : format(`${SETUP_KEYS}summary.noDecks`),
    format(input.hero ? `${SETUP_KEYS}activationHero` : `${SETUP_KEYS}activationNoHero`, {
      cards: input.activationCards,
    }),
    ...(input.combat ? [format(`${SETUP_KEYS}summary.combat`)] : []),
    ...(input.overflow.length ? [format(`${SETUP_KEYS}summary.overflow`, { units: input.overflow.join(", ") })] : []),
  ];
  return {
    sceneName: input.sceneName,
    inEffect: format(`${SETUP_KEYS}inEffect`, {
      era: format(`COMBAT_PATROL.Era.${input.options.era}`),
      year: input.options.year === null ? format("COMBAT_PATROL.SceneOverrides.noYear") : input.options.year,
    }),
    sides,
    facts,
    warnings: input.warnings,
    warningsTitle: formatCount(format, `${SETUP_KEYS}summary.warningCount`, input.warnings.length),
  };
}
