/**
 * The Combat tracker with units as Combatant Groups (CORE-3 units activate, not figures), as
 * Foundry's own application renders it: a CombatTracker subclass (CONFIG.ui.combat) whose
 * "tracker" part is the system's template, fed by `_prepareTrackerContext` — no HTML is rewritten
 * after a render. Core's template has no groups in v13 (client/applications/sidebar/tabs/
 * combat-tracker.mjs, search id 2184532280: `_prepareTrackerContext` lists `turns` only); draw-steel
 * renders its groups the same way (src/module/applications/sidebar/tabs/combat-tracker.mjs: its own
 * tracker part, `_prepareTrackerContext` adds the groups' turns).
 *
 * Each unit's header shows its command die, "acted", "activated" or "lost"; its members are
 * core's turn rows (core's actions work on them: they carry `data-combatant-id` and the
 * `combatant` class, which core's context menu, hover and click handlers look for); a hero in a
 * unit shows his own die (OW-4a). The GM's turn buttons are this application's actions.
 */
import { foundryFormat } from "@foundry/chat/message";
import { combatantUnit, combatUnits, currentActivation, foundryTurnPorts, heroDie } from "./foundry";
import { groupTurns } from "./groups";
import { giveDie } from "./tracker";
import { heroRowDie, unitGroupView } from "./tracker-view";
import { drawNextCard, secondActivation, startTurn } from "./turn";
import { trackerButton, trackerButtons } from "./extensions";

const TRACKER_TEMPLATE = "systems/combat-patrol/templates/combat/tracker.hbs";
/** A combatant's row, a partial of the tracker (PARTS `templates` loads it with the part). */
const TURN_TEMPLATE = "systems/combat-patrol/templates/combat/turn.hbs";

const CombatTracker = foundry.applications.sidebar.tabs.CombatTracker;
type TurnContext = foundry.applications.sidebar.tabs.CombatTracker.TurnContext;

/** A core turn row with the hero's own die (OW-4a). */
interface UnitTurn extends TurnContext {
  heroDie: number | null;
}

/** The GM's turn buttons: a label and the application action each runs. */
interface TurnButton {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
  readonly unitId?: string;
  /** An added button's id (extensions.ts). */
  readonly buttonId?: string;
}

/**
 * CORE-3 / CORE-11 the GM's buttons: roll the dice, draw the next card, give a die, Elite's second
 * activations; then those other screens add (extensions.ts: a starter adventure's report).
 */
function turnButtons(
  again: readonly { readonly id: string; readonly name: string }[],
  combat: Combat.Implementation,
): TurnButton[] {
  const t = foundryFormat;
  return [
    { action: "cpRollDice", label: t("COMBAT_PATROL.Combat.rollDice"), icon: "fa-solid fa-dice-six" },
    { action: "cpDrawCard", label: t("COMBAT_PATROL.Combat.drawCard"), icon: "fa-solid fa-layer-group" },
    { action: "cpGiveDie", label: t("COMBAT_PATROL.Combat.giveDie"), icon: "fa-solid fa-right-left" },
    ...again.map((u) => ({
      action: "cpSecondActivation",
      label: t("COMBAT_PATROL.Combat.secondActivation", { unit: u.name }),
      icon: "fa-solid fa-forward",
      unitId: u.id,
    })),
    ...trackerButtons(combat).map((b) => ({ action: "cpAdded", label: t(b.label), icon: b.icon, buttonId: b.id })),
  ];
}

/** Run a turn button once: disabled while it runs. */
async function pressed(target: HTMLElement, run: () => Promise<unknown>): Promise<void> {
  if (target instanceof HTMLButtonElement) target.disabled = true;
  try {
    await run();
  } finally {
    if (target instanceof HTMLButtonElement) target.disabled = false;
  }
}

function viewedCombat(app: unknown): Combat.Implementation | null {
  return app instanceof CombatTracker ? app.viewed : null;
}

export class CombatPatrolTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      cpRollDice: CombatPatrolTracker.#rollDice,
      cpDrawCard: CombatPatrolTracker.#drawCard,
      cpGiveDie: CombatPatrolTracker.#giveDie,
      cpSecondActivation: CombatPatrolTracker.#secondActivation,
      cpAdded: CombatPatrolTracker.#added,
    },
  };

  /** Core's header and footer; the tracker part is the system's (units as groups, the GM's buttons). */
  static override PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: TRACKER_TEMPLATE, templates: [TURN_TEMPLATE], scrollable: [""] },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
  };

  protected override async _prepareTurnContext(
    combat: Combat.Stored,
    combatant: Combatant.Stored,
    index: number,
  ): Promise<UnitTurn> {
    const turn = await super._prepareTurnContext(combat, combatant, index);
    const unit = combatantUnit(combatant);
    const actor = combatant.actor;
    return { ...turn, heroDie: unit && actor ? heroRowDie(unit, actor.uuid, heroDie) : null };
  }

  protected override async _prepareTrackerContext(
    context: foundry.applications.sidebar.tabs.CombatTracker.RenderContext,
    options: foundry.applications.sidebar.tabs.CombatTracker.RenderOptions,
  ): Promise<void> {
    await super._prepareTrackerContext(context, options);
    const combat = this.viewed;
    if (!combat) return;
    const turns = (Reflect.get(context, "turns") ?? []) as UnitTurn[];
    const activation = currentActivation(combat);
    const views = new Map(
      [...combat.combatants].map((c) => {
        const unit = combatantUnit(c);
        return [c.id ?? "", unit ? unitGroupView(unit, activation) : null] as const;
      }),
    );
    const units = combatUnits(combat);
    const again = (activation?.again ?? []).map((id) => ({ id, name: units.find((u) => u.id === id)?.name ?? id }));
    Object.assign(context, {
      cp: {
        ...groupTurns(turns, (id) => views.get(id) ?? null),
        buttons: game.user?.isGM ? turnButtons(again, combat) : [],
      },
    });
  }

  static async #rollDice(this: unknown, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = viewedCombat(this);
    if (combat) await pressed(target, () => startTurn(foundryTurnPorts(combat), combat.round || 1));
  }

  static async #drawCard(this: unknown, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = viewedCombat(this);
    if (combat) await pressed(target, () => drawNextCard(foundryTurnPorts(combat)));
  }

  static async #giveDie(this: unknown, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = viewedCombat(this);
    if (combat) await pressed(target, () => giveDie(combat));
  }

  static async #secondActivation(this: unknown, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = viewedCombat(this);
    const unitId = target.dataset.unitId;
    if (combat && unitId)
      await pressed(target, () => secondActivation(foundryTurnPorts(combat), currentActivation(combat), unitId));
  }

  static async #added(this: unknown, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = viewedCombat(this);
    const button = trackerButton(target.dataset.buttonId ?? "");
    if (combat && button) await pressed(target, () => button.run(combat));
  }
}
