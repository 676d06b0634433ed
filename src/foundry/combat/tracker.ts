/**
 * The combat tracker grouped by unit (CORE-3: units activate, not figures): one header per unit
 * with its command die, "acted" and the current activation marked; the GM's turn buttons (roll
 * dice, draw the next Activation Card, give a die); a hero in a unit shows his own die (OW-4a).
 * The tokens show their unit's die (a hero in a unit: his own) and a ring while it is activated.
 */
import { foundryFormat } from "@foundry/shared/format";
import { ask, read } from "@foundry/kernel/ask-dialog";
import { combatantUnit, combatUnits, currentActivation, foundryLeaderAt, foundryTurnPorts, heroDie } from "./foundry";
import { drawNextCard, secondActivation, startTurn, swapCandidates, swapDice } from "./turn";
import { heroRowDie, placeTurnBar, TURN_BAR_CLASS, unitGroupView, type UnitGroupView } from "./tracker-view";

const t = foundryFormat;

function header(view: UnitGroupView): HTMLLIElement {
  const li = document.createElement("li");
  li.className = `cp-unit-group${view.activated ? " is-activated" : ""}${view.lost ? " is-lost" : ""}${view.acted ? " has-acted" : ""}`;
  li.dataset.unitId = view.unitId;
  const die = document.createElement("span");
  die.className = "cp-die";
  die.textContent = view.die === null ? "–" : String(view.die);
  die.dataset.tooltip = t("COMBAT_PATROL.Combat.die");
  const name = document.createElement("span");
  name.className = "cp-unit-name";
  name.textContent = view.name;
  li.append(die, name);
  if (view.acted || view.activated || view.lost) {
    const tag = document.createElement("span");
    tag.className = "cp-unit-tag";
    tag.textContent = t(
      view.activated
        ? "COMBAT_PATROL.Combat.activated"
        : view.lost
          ? "COMBAT_PATROL.Combat.lost"
          : "COMBAT_PATROL.Combat.acted",
    );
    li.append(tag);
  }
  return li;
}

/** OW-4a a hero's own command die next to his name in his unit's group. */
function heroDieChip(value: number): HTMLSpanElement {
  const die = document.createElement("span");
  die.className = "cp-die cp-hero-die";
  die.textContent = String(value);
  die.dataset.tooltip = t("COMBAT_PATROL.Combat.heroDie");
  return die;
}

/** renderCombatTracker: regroup the combatant rows under their units, add the GM's turn buttons. */
export function groupTracker(combat: Combat.Implementation | null, element: HTMLElement): void {
  const list = element.querySelector<HTMLOListElement>("ol.combat-tracker");
  if (!combat || !list) return;
  const activation = currentActivation(combat);
  const groups = new Map<string, { view: UnitGroupView; rows: HTMLElement[] }>();
  for (const row of list.querySelectorAll<HTMLElement>("li.combatant[data-combatant-id]")) {
    const combatant = combat.combatants.get(row.dataset.combatantId ?? "");
    const unit = combatant ? combatantUnit(combatant) : null;
    if (!unit) continue;
    const group = groups.get(unit.id) ?? { view: unitGroupView(unit, activation), rows: [] };
    row.classList.toggle("cp-activated", group.view.activated);
    const own = combatant?.actor ? heroRowDie(unit, combatant.actor.uuid, heroDie) : null;
    if (own !== null) row.querySelector(".token-name, .name")?.append(heroDieChip(own));
    group.rows.push(row);
    groups.set(unit.id, group);
  }
  for (const { view, rows } of groups.values()) list.append(header(view), ...rows);
  if (game.user?.isGM) addTurnButtons(combat, element, list);
}

function addTurnButtons(combat: Combat.Implementation, element: HTMLElement, list: HTMLElement): void {
  const bar = document.createElement("div");
  bar.className = TURN_BAR_CLASS;
  const button = (label: string, icon: string, run: () => Promise<unknown>) => {
    const b = document.createElement("button");
    b.type = "button";
    b.innerHTML = `<i class="${icon}" inert></i>`;
    b.append(` ${label}`);
    b.addEventListener("click", async () => {
      b.disabled = true;
      try {
        await run();
      } finally {
        b.disabled = false;
      }
    });
    return b;
  };
  const ports = () => foundryTurnPorts(combat);
  bar.append(
    button(t("COMBAT_PATROL.Combat.rollDice"), "fa-solid fa-dice-six", () => startTurn(ports(), combat.round || 1)),
    button(t("COMBAT_PATROL.Combat.drawCard"), "fa-solid fa-layer-group", () => drawNextCard(ports())),
    button(t("COMBAT_PATROL.Combat.giveDie"), "fa-solid fa-right-left", () => giveDie(combat)),
  );
  // CORE-3 Elite: the GM ends a unit's first activation before its second on the same number.
  const activation = currentActivation(combat);
  const units = combatUnits(combat);
  for (const unitId of activation?.again ?? []) {
    const name = units.find((u) => u.id === unitId)?.name ?? unitId;
    bar.append(
      button(t("COMBAT_PATROL.Combat.secondActivation", { unit: name }), "fa-solid fa-forward", () =>
        secondActivation(ports(), currentActivation(combat), unitId),
      ),
    );
  }
  placeTurnBar(element, list, bar);
}

/** CORE-11 the dice swap dialog: givers are the activated units, receivers what the engine allows. */
export async function giveDie(combat: Combat.Implementation): Promise<void> {
  const activation = currentActivation(combat);
  const ports = foundryTurnPorts(combat);
  const units = combatUnits(combat);
  const number = activation?.number ?? null;
  if (number === null) return void ui.notifications?.warn(t("COMBAT_PATROL.Combat.noNumber"));
  const pairs: { value: string; label: string }[] = [];
  for (const giver of units.filter((u) => activation?.units.includes(u.id))) {
    for (const receiver of swapCandidates(giver, units, number, foundryLeaderAt, ports.options())) {
      pairs.push({
        value: `${giver.id}|${receiver.id}`,
        label: t("COMBAT_PATROL.Combat.pair", {
          giver: giver.name,
          receiver: receiver.name,
          die: receiver.commandDie ?? "–",
        }),
      });
    }
  }
  if (pairs.length === 0) return void ui.notifications?.info(t("COMBAT_PATROL.Combat.noSwap"));
  const answers = await ask({
    title: t("COMBAT_PATROL.Combat.giveDie"),
    intro: t("COMBAT_PATROL.Combat.giveIntro", { number }),
    fields: [
      {
        type: "select",
        name: "pair",
        label: t("COMBAT_PATROL.Combat.pairLabel"),
        value: pairs[0]!.value,
        options: pairs,
      },
    ],
    ok: t("COMBAT_PATROL.Combat.giveDie"),
  });
  if (!answers) return;
  const [giverId, receiverId] = read.str(answers, "pair", "").split("|");
  if (giverId && receiverId) await swapDice(ports, giverId, receiverId, number, foundryLeaderAt);
}

/* ------------------------------------------------------------------ tokens */

const DIE_CHILD = "cp-command-die";
const RING_CHILD = "cp-activation-ring";

/**
 * refreshToken: the unit's command die on the token (a hero in a unit: his own), and a ring while its unit is
 * activated.
 */
export function decorateToken(token: foundry.canvas.placeables.Token.Implementation): void {
  for (const name of [DIE_CHILD, RING_CHILD]) token.getChildByName(name)?.destroy();
  const combat = game.combat ?? null;
  const actor = token.document.actor;
  if (!combat || !actor || !combat.combatants.some((c) => c.actorId === actor.id)) return;
  const unit = combatUnits(combat).find((u) => u.id === actor.uuid || u.figures.some((f) => f.id === actor.uuid));
  if (!unit) return;
  const { w, h } = token;
  if (currentActivation(combat)?.units.includes(unit.id)) {
    const ring = new PIXI.Graphics();
    ring.name = RING_CHILD;
    ring.lineStyle(4, 0xf3c14b, 0.95).drawEllipse(w / 2, h / 2, w / 2 + 4, h / 2 + 4);
    token.addChild(ring);
  }
  // OW-4a a hero attached to the unit shows his own die (gold), the others their unit's.
  const own = heroRowDie(unit, actor.uuid, heroDie);
  const value = own ?? unit.commandDie;
  if (value !== null) {
    const text = new PIXI.Text(String(value), {
      fontFamily: "Signika",
      fontSize: Math.max(14, h / 4),
      fill: own !== null ? 0xf3c14b : 0xffffff,
      stroke: 0x000000,
      strokeThickness: 4,
      fontWeight: "bold",
    });
    text.name = DIE_CHILD;
    text.anchor.set(1, 0);
    text.position.set(w, 0);
    token.addChild(text);
  }
}
