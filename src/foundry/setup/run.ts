/**
 * The scenario setup, carried out: the scene's overrides saved, the decks reset through the
 * DeckService port, every actor of the chosen forces created in ONE batch (with their world
 * folders in one batch before), their tokens in ONE batch, the Combat and its combatants, and
 * a summary chat message. Progress is reported after every step.
 */
import { templatePath } from "@foundry/shared/system";
import {
  forceWarnings,
  heroesInPlay,
  scenarioActivationDeck,
  sceneOverrideForm,
  type RulesOptions,
} from "@rules/options";
import { foundryFormat as format } from "@foundry/shared/format";
import { currentOptions } from "@foundry/settings/current";
import { loadForceSources } from "./packs";
import { forceUnits, type ForceOption } from "./forces";
import { packActorFrom, remapActorRefs, type PackActor } from "./pack-actors";
import { planDeployment, type ChosenForce, type DeploymentPlan, type Side } from "./plan";
import { deckService } from "./ports";
import { saveEngineOpponent } from "@foundry/opponent/opponent-setting";
import { pendingProgress, summaryView, type Progress, type SetupDraft, type SetupStep, type StepStatus } from "./view";

interface SetupRequest {
  readonly scene: Scene.Implementation;
  readonly draft: SetupDraft;
  readonly forces: readonly ForceOption[];
  readonly onProgress: (progress: Progress) => void | Promise<void>;
}

const OWNER = CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER;
const DISPOSITION: Readonly<Record<Side, CONST.TOKEN_DISPOSITIONS>> = {
  a: CONST.TOKEN_DISPOSITIONS.FRIENDLY,
  b: CONST.TOKEN_DISPOSITIONS.HOSTILE,
};

export async function runSetup(request: SetupRequest): Promise<void> {
  const { scene, draft } = request;
  let progress = pendingProgress();
  const mark = async (step: SetupStep, status: StepStatus, detail?: string) => {
    progress = { ...progress, [step]: detail === undefined ? { status } : { status, detail } };
    await request.onProgress(progress);
  };
  let step: SetupStep = "scene";
  try {
    // 1. The scene plays with the era, year and Hollywood options picked here.
    await mark("scene", "running");
    await scene.update({ flags: { "combat-patrol": { overrides: sceneOverrideForm(draft.overrides) } } });
    // The side the engine plays (none: every side has a player), and its doctrine.
    await saveEngineOpponent(draft.opponent);
    const options = currentOptions(scene);
    const chosen = await chosenForces(request);
    const units = chosen.flatMap((c) => forceUnits(c.actors));
    await mark("scene", "done", format(`COMBAT_PATROL.Era.${options.era}`));

    // 2. Decks (CORE-1, CORE-3, OW-4b).
    step = "decks";
    await mark("decks", "running");
    const cards = scenarioActivationDeck(options, units);
    const deckNames = await resetDecks(draft, options, cards);
    await mark(
      "decks",
      deckNames === null ? "skipped" : "done",
      deckNames === null ? format("COMBAT_PATROL.Setup.decksMissing") : deckNames.join(", "),
    );

    // 3. Actors: one batch of folders, one batch of actors.
    step = "actors";
    await mark("actors", "running");
    const area = sceneArea(scene);
    const plan = planDeployment(chosen, area, () => foundry.utils.randomID());
    const created = await createActors(plan, new Map(chosen.map((c) => [c.option.key, c.sources])));
    await mark("actors", "done", String(created));

    // 4. Tokens: one batch.
    step = "tokens";
    await mark("tokens", "running");
    const tokenIds = await createTokens(scene, plan);
    await mark("tokens", "done", String(tokenIds.size));

    // 5. Combat.
    step = "combat";
    if (draft.startCombat) {
      await mark("combat", "running");
      await startCombat(scene, plan, tokenIds);
      await mark("combat", "done");
    } else await mark("combat", "skipped");

    // 6. Summary.
    step = "chat";
    await mark("chat", "running");
    const warnings = forceWarnings(units, options).map((w) => ({
      rule: w.rule,
      text: format(w.key, localized(w.data)),
    }));
    const summary = summaryView(
      {
        sceneName: scene.name,
        options,
        groups: plan.groups,
        actors: created,
        tokens: tokenIds.size,
        decks: deckNames ?? [],
        activationCards: cards.length,
        hero: heroesInPlay(options, units),
        combat: draft.startCombat,
        overflow: plan.overflow,
        warnings,
      },
      format,
    );
    const content = await foundry.applications.handlebars.renderTemplate(templatePath("setup/summary.hbs"), summary);
    await ChatMessage.implementation.create({ content, speaker: { alias: format("COMBAT_PATROL.Setup.title") } });
    await mark("chat", "done");
  } catch (error) {
    await mark(step, "failed", error instanceof Error ? error.message : String(error));
    throw error;
  }
}

function localized(data: Readonly<Record<string, string | number>>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, typeof v === "string" && v.startsWith("COMBAT_PATROL.") ? format(v) : v]),
  );
}

/** The chosen forces with their full pack sources. */
async function chosenForces(
  request: SetupRequest,
): Promise<(ChosenForce & { readonly sources: readonly Actor.Source[] })[]> {
  const out: (ChosenForce & { readonly sources: readonly Actor.Source[] })[] = [];
  for (const option of request.forces) {
    const pick = request.draft.forces[option.key];
    if (!pick || pick.side === "") continue;
    const sources = await loadForceSources(option);
    const actors = sources.map(packActorFrom).filter((a): a is PackActor => a !== null);
    out.push({ option, side: pick.side, ownerId: pick.owner === "" ? null : pick.owner, actors, sources });
  }
  return out;
}

/** The scene's playing area (inside its padding) and its grid size in pixels. */
function sceneArea(scene: Scene.Implementation) {
  const rect = scene.dimensions.sceneRect;
  return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, gridSize: scene.grid.size };
}

/** Reset the decks through the port; null when skipped (no service installed, or the GM unticked it). */
async function resetDecks(
  draft: SetupDraft,
  options: RulesOptions,
  cards: ReturnType<typeof scenarioActivationDeck>,
): Promise<string[] | null> {
  const service = deckService();
  if (!service || !draft.resetDecks) return null;
  const action = await service.resetActionDecks({ userIds: draft.players, deckFile: options.deckFile });
  const activation = await service.resetActivationDeck({ cards, endOfTurn: options.endOfTurn });
  return [...action, activation].map((d) => d.name);
}

/** Sources by force key. */
type SourcesByForce = ReadonlyMap<string, readonly Actor.Source[]>;

async function createActors(plan: DeploymentPlan, sources: SourcesByForce): Promise<number> {
  await Folder.implementation.createDocuments(
    plan.folders.map((f) => ({
      _id: f.id,
      name: f.name,
      type: "Actor" as const,
      color: f.side === "a" ? "#1f4e79" : "#7a1f1f",
    })),
    { keepId: true },
  );
  const data: Actor.CreateData[] = [];
  for (const folder of plan.folders) {
    for (const source of sources.get(folder.force.option.key) ?? []) {
      const id = plan.ids.get(source._id ?? "");
      if (!id) continue;
      const ownership: Record<string, CONST.DOCUMENT_OWNERSHIP_LEVELS> = {
        default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE,
      };
      if (folder.ownerId) ownership[folder.ownerId] = OWNER;
      data.push({
        ...source,
        _id: id,
        folder: folder.id,
        ownership,
        system: remapActorRefs(source.system, plan.ids),
        prototypeToken: { ...source.prototypeToken, disposition: DISPOSITION[folder.side] },
      });
    }
  }
  const created = await Actor.implementation.createDocuments(data, { keepId: true });
  return created.length;
}

/** One batch of tokens; returns the token id of each new actor. */
async function createTokens(scene: Scene.Implementation, plan: DeploymentPlan): Promise<Map<string, string>> {
  const data: TokenDocument.CreateData[] = [];
  for (const t of plan.tokens) {
    const actor = game.actors?.get(t.actorId);
    if (!actor) continue;
    const token = await actor.getTokenDocument({ x: t.x, y: t.y, disposition: DISPOSITION[t.side] });
    data.push(token.toObject());
  }
  const created = await scene.createEmbeddedDocuments("Token", data);
  const byActor = new Map<string, string>();
  for (const token of created ?? []) if (token.actorId && token.id) byActor.set(token.actorId, token.id);
  return byActor;
}

/** The Combat of the scene: one combatant per unit (its leader's token), then started. */
async function startCombat(
  scene: Scene.Implementation,
  plan: DeploymentPlan,
  tokenIds: ReadonlyMap<string, string>,
): Promise<void> {
  const combat = await Combat.implementation.create({ scene: scene.id, active: true });
  if (!combat) throw new Error("Combat not created");
  const combatants: Combatant.CreateData[] = [];
  for (const g of plan.groups) {
    const tokenId = g.combatantActorId ? tokenIds.get(g.combatantActorId) : undefined;
    if (!g.combatantActorId || !tokenId) continue;
    combatants.push({ tokenId, sceneId: scene.id, actorId: g.combatantActorId, name: g.name });
  }
  await combat.createEmbeddedDocuments("Combatant", combatants);
  await combat.startCombat();
}
