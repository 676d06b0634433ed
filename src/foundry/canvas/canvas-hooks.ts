/**
 * The canvas concept: tokens and templates carry the game's geometry.
 * - init: the Token ruler (allowance colouring), scene defaults in inches, the herd hooks, the
 *   allowance flag and proximity triggers on posted results, command radii (token HUD button,
 *   scene control, keybinding), the sight markers on targeted figures (CORE-5); the proximity
 *   triggers perform the Old West checks (startle.ts).
 * - ready: the measures the other concepts use: the action layer's distance port (base edge to
 *   base edge) and the data models' close order service (NAP-5.1 from token positions).
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { provideCanvasRoles } from "@foundry/kernel/table-ports";
import { provideWorldFacts } from "@foundry/kernel/world-facts";
import { tokenRotationFromFacing } from "@rules/geometry";
import { provideDistance } from "@foundry/kernel/token-distance";
import { foundryFormat } from "@foundry/shared/format";
import { GunModel } from "@foundry/data/actor/gun";
import { provideTableServices } from "@foundry/data/services";
import { COMMAND_RADIUS_BINDING } from "./command-radius-key";
import { registration } from "@foundry/shared/key-bindings";
import { recordAllowance } from "./allowance-flag";
import { onDynamiteResult, registerBlastAction } from "./blast";
import { commandRadiusOf, markOutOfCommand } from "./command";
import { checkHerdMove, followCentral } from "./herd-foundry";
import {
  isArcShown,
  isLeaderRadiusShown,
  redraw,
  resetOverlay,
  setSideRadii,
  toggleArc,
  toggleLeaderRadius,
} from "./overlay";
import { arcKindOf, canvasDistance } from "./range";
import { CombatPatrolTokenRuler } from "./ruler";
import { bindTramplePrompt } from "./herd-turn";
import { onArtilleryResult, onMessageDeleted } from "./templates";
import { baseActorOf, invalidateFigures } from "./tokens";
import { closeOrderOnCanvas } from "./close-order";
import { turnFigureTokens } from "./facing";
import { checkCloseOrderOpeningMove } from "./openings";
import { onDoorBreachApplied } from "./doors";
import { registerLivestockProcedure } from "./livestock";
import { onLivestockToken } from "./livestock-token";
import { registerTerrainBehavior } from "./terrain/behavior";
import { injectWallTerrain } from "./terrain/wall-config";

/**
 * What a result this client applied, undid or posted writes on the scene (a bridge brought down,
 * a wall breached, either put back) runs in a module loaded on this client's first own change,
 * not at start-up. Each handler refuses another user's change first, so skipping those here
 * changes nothing.
 */
function onOwnChange<M>(userId: string, load: () => Promise<M>, run: (m: M) => Promise<unknown>, failed: string): void {
  if (userId !== game.user?.id) return;
  void load()
    .then(run)
    .catch((error: unknown) => console.error(`Combat Patrol | ${failed}`, error));
}
const bridgeWrites = () => import("./bridge-foundry");
const undoWrites = () => import("./scene-undo-foundry");
const breachWrites = () => import("./breach-foundry");

let sightTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * CORE-5 redraw the sight markers once after a burst of changes (clearing the targets calls
 * targetToken once per token); their module loads with the first target (the start-up bundle stays small).
 */
function scheduleSightMarkers(reset = false): void {
  if (sightTimer) clearTimeout(sightTimer);
  sightTimer = setTimeout(() => {
    sightTimer = null;
    void import("./sight-markers-foundry")
      .then((m) => (reset ? m.resetSightMarkers() : m.drawSightMarkers()))
      .catch((error: unknown) => console.error("Combat Patrol | sight markers failed", error));
  }, 50);
}

/** After the actions concept (25): its handlers come first, ours fill the gaps. */
export const order = 30;

/**
 * Scenes measure in inches (system.json: grid distance 1, units "in"); a new scene without a grid
 * setting gets those and no grid lines (Combat Patrol is played on an open table).
 */
function sceneDefaults(
  scene: Scene.Implementation,
  data: { grid?: { type?: unknown; units?: unknown; distance?: unknown } | null },
): void {
  const grid = data.grid ?? {};
  const patch: { type?: CONST.GRID_TYPES; units?: string; distance?: number } = {};
  if (grid.type === undefined) patch.type = CONST.GRID_TYPES.GRIDLESS;
  if (!grid.units) patch.units = "in";
  if (grid.distance === undefined) patch.distance = 1;
  if (Object.keys(patch).length > 0) scene.updateSource({ grid: patch }, {});
}

let commandTimer: ReturnType<typeof setTimeout> | null = null;

/** CORE-8 after tokens move, the active GM re-marks out of command (one write, only when something changes). */
function scheduleCommandMarking(scene: Scene.Implementation | null): void {
  if (!scene || !game.users?.activeGM?.isSelf) return;
  if (commandTimer) clearTimeout(commandTimer);
  commandTimer = setTimeout(() => {
    commandTimer = null;
    void markOutOfCommand(scene).catch((error: unknown) =>
      console.error("Combat Patrol | out of command marking failed", error),
    );
  }, 500);
}

function hudButton(icon: string, tooltip: string, active: boolean, onClick: () => boolean): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "control-icon cp-hud-canvas";
  button.classList.toggle("active", active);
  button.dataset.tooltip = foundryFormat(tooltip);
  const i = document.createElement("i");
  i.className = icon;
  i.inert = true;
  button.append(i);
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.classList.toggle("active", onClick());
  });
  return button;
}

/** Token HUD: a leader's command radius, a Gatling's or close-order figure's arc of fire. */
function onTokenHud(token: TokenDocument.Implementation | null, element: HTMLElement): void {
  const column = element.querySelector(".col.right");
  if (!token || !column) return;
  const id = token.id ?? "";
  if (commandRadiusOf(token) !== null) {
    column.append(
      hudButton("fa-solid fa-circle-dot", "COMBAT_PATROL.Canvas.commandRadius", isLeaderRadiusShown(id), () =>
        toggleLeaderRadius(id),
      ),
    );
  }
  if (arcKindOf(token) !== null) {
    column.append(hudButton("fa-solid fa-angle-up", "COMBAT_PATROL.Canvas.arc", isArcShown(id), () => toggleArc(id)));
  }
}

export function init(): void {
  // fvtt-types 13.345 types CONFIG.Token.rulerClass as a TokenRuler INSTANCE (its own doc comment
  // says `typeof TokenRuler`); Foundry reads a class there, so the class is set by reflection.
  Reflect.set(CONFIG.Token, "rulerClass", CombatPatrolTokenRuler);

  registerLivestockProcedure();
  registerBlastAction();
  // The Terrain region behavior (woods, buildings…) and the wall's obstacle marks the rules read.
  registerTerrainBehavior();
  Hooks.on("renderWallConfig", (app, element) => injectWallTerrain(app.document, element));
  // The scene and canvas roles of the actions' table, loaded with the first action.
  provideCanvasRoles(() => import("./foundry-canvas-roles").then((m) => m.foundryCanvasRoles));
  // The world the GM's procedures check a request against (pieces, tokens, ground, activation).
  provideWorldFacts(() => import("./world-facts-foundry").then((m) => m.foundryWorldFacts));

  Hooks.on("preCreateScene", (scene, data) => sceneDefaults(scene, data));

  Hooks.on("preUpdateToken", (token, changes) => checkHerdMove(token, changes));
  // NAP-5.3 a figure in close order is not moved through a door or window.
  Hooks.on("preUpdateToken", (token, changes) => checkCloseOrderOpeningMove(token, changes));
  Hooks.on("updateToken", (token, changes, _options, userId) => {
    invalidateFigures();
    if (userId === game.user?.id) void followCentral(token, changes);
    if (changes.x !== undefined || changes.y !== undefined || changes.rotation !== undefined) {
      redraw();
      if ((game.user?.targets.size ?? 0) > 0) scheduleSightMarkers();
      scheduleCommandMarking(token.parent);
    }
  });
  Hooks.on("createToken", (token) => {
    invalidateFigures();
    // OW-9.2.8 a livestock token's Endurance in its Table 3 range (the active GM, one write).
    void onLivestockToken(token).catch((error: unknown) =>
      console.error("Combat Patrol | livestock Endurance failed", error),
    );
  });
  Hooks.on("deleteToken", () => invalidateFigures());
  Hooks.on("updateActor", (actor, changes, _options, userId) => {
    invalidateFigures();
    redraw();
    // OW-5.2e the gun's recorded facing turns its tokens (the client that wrote it).
    if (userId === game.user?.id && actor.system instanceof GunModel && changes.system !== undefined)
      void turnGunTokens(actor, actor.system.facing);
    // NAP-5.4.1 a figure that turned to face (its facing rule flag) turns its tokens.
    if (userId === game.user?.id)
      void turnFigureTokens(actor, changes).catch((error: unknown) =>
        console.error("Combat Patrol | turning tokens failed", error),
      );
  });

  Hooks.on("createChatMessage", (message) => {
    void recordAllowance(message).catch((error: unknown) =>
      console.error("Combat Patrol | allowance flag failed", error),
    );
    // OW-9.2.7 OW-9.3f the proximity triggers (startle.ts) load on the active GM's first message
    if (game.users?.activeGM?.isSelf)
      void import("./startle")
        .then((m) => m.onResultMessage(message))
        .catch((error: unknown) => console.error("Combat Patrol | stampede and runaway checks failed", error));
    void onDynamiteResult(message).catch((error: unknown) =>
      console.error("Combat Patrol | blast placement failed", error),
    );
    void onArtilleryResult(message).catch((error: unknown) =>
      console.error("Combat Patrol | artillery areas failed", error),
    );
  });
  Hooks.on("deleteChatMessage", (message) => void onMessageDeleted(message));
  // NAP-8.1 a breached door opens when the engineers' result is applied (the applying client).
  Hooks.on(
    "updateChatMessage",
    (message, changes, _options, userId) =>
      void onDoorBreachApplied(message, changes, userId).catch((error: unknown) =>
        console.error("Combat Patrol | opening the door failed", error),
      ),
  );
  // NAP-8.1 a blown bridge goes down when the engineers' detonation is applied (the applying client).
  Hooks.on("updateChatMessage", (message, changes, _options, userId) =>
    onOwnChange(
      userId,
      bridgeWrites,
      (m) => m.onDetonationApplied(message, changes, userId),
      "bringing the bridge down failed",
    ),
  );
  // NAP-8.1 the GM's Undo of such a result unwrites them: the bridge stands again, the door is shut (the undoing client).
  Hooks.on("updateChatMessage", (message, changes, _options, userId) =>
    onOwnChange(
      userId,
      undoWrites,
      (m) => m.onResultUndone(message, changes, userId),
      "undoing the result on the scene failed",
    ),
  );
  // A result the GM's client applied as it posted it is born applied: the door and the bridge as after an Apply.
  Hooks.on("createChatMessage", (message, _options, userId) => {
    const bornApplied = { system: { applied: true } };
    void onDoorBreachApplied(message, bornApplied, userId).catch((error: unknown) =>
      console.error("Combat Patrol | opening the door failed", error),
    );
    onOwnChange(
      userId,
      bridgeWrites,
      (m) => m.onDetonationApplied(message, bornApplied, userId),
      "bringing the bridge down failed",
    );
    // OW-6.1.2b a breach is written as the GM's client posts it (its record keeps it applied).
    onOwnChange(userId, breachWrites, (m) => m.onBreachPosted(message, userId), "breaching the wall failed");
  });
  Hooks.on("renderChatMessageHTML", (_message, element) => bindTramplePrompt(element));

  Hooks.on("canvasReady", () => {
    invalidateFigures();
    resetOverlay();
    if ((game.user?.targets.size ?? 0) > 0) scheduleSightMarkers(true);
  });
  Hooks.on("controlToken", () => {
    redraw();
    scheduleSightMarkers();
  });
  // CORE-5 what the selected unit sees of the targeted one (sight-markers-foundry.ts): this user's targets only.
  Hooks.on("targetToken", (user) => {
    if (user === game.user) scheduleSightMarkers();
  });
  Hooks.on("renderTokenHUD", (hud, element) => onTokenHud(hud.document ?? null, element));

  Hooks.on("getSceneControlButtons", (controls) => {
    const tokens = controls.tokens;
    if (!tokens) return;
    tokens.tools.cpCommandRadii = {
      name: "cpCommandRadii",
      title: "COMBAT_PATROL.Canvas.sideRadii",
      icon: "fa-solid fa-circle-nodes",
      order: Object.keys(tokens.tools).length + 1,
      toggle: true,
      active: false,
      onChange: (_event, active) => setSideRadii(active),
    };
    if (game.user?.isGM) {
      tokens.tools.cpOutOfCommand = {
        name: "cpOutOfCommand",
        title: "COMBAT_PATROL.Canvas.markOutOfCommand",
        icon: "fa-solid fa-user-slash",
        order: Object.keys(tokens.tools).length + 1,
        button: true,
        onChange: () => {
          const scene = canvas?.scene;
          if (scene) void markOutOfCommand(scene);
        },
      };
    }
  });

  // CORE-11 the default key comes from the system's one list of bindings (keybindings/bindings.ts SYSTEM_BINDINGS lists it).
  game.keybindings?.register(SYSTEM_ID, COMMAND_RADIUS_BINDING.id, {
    ...registration(COMMAND_RADIUS_BINDING),
    onDown: () => {
      const controlled = canvas?.tokens?.controlled ?? [];
      for (const t of controlled) if (commandRadiusOf(t.document) !== null) toggleLeaderRadius(t.document.id ?? "");
      return controlled.length > 0;
    },
  });
}

/** OW-5.2e turn a gun's tokens to its recorded facing (only those that differ: one update). */
async function turnGunTokens(actor: Actor.Implementation, facing: number): Promise<void> {
  const rotation = tokenRotationFromFacing(facing);
  for (const scene of game.scenes ?? []) {
    const updates = scene.tokens
      .filter((t) => baseActorOf(t)?.id === actor.id && t.isOwner && t.rotation !== rotation)
      .map((t) => ({ _id: t.id ?? "", rotation }));
    if (updates.length > 0) await scene.updateEmbeddedDocuments("Token", updates);
  }
}

export function ready(): void {
  provideDistance(canvasDistance);
  provideTableServices({ closeOrder: closeOrderOnCanvas });
}
