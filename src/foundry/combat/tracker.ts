/**
 * The turn beside the tracker: the GM's dice swap dialog (CORE-11, a button of the tracker:
 * tracker-app.ts), and the tokens, which show their unit's die (a hero in a unit: his own, OW-4a)
 * and a ring while the unit is activated.
 */
import { foundryFormat } from "@foundry/shared/format";
import { ask, read } from "@foundry/kernel/ask-dialog";
import { combatUnits, currentActivation, foundryLeaderAt, foundryTurnPorts, heroDie } from "./foundry";
import { swapCandidates, swapDice } from "./turn";
import { heroRowDie } from "./tracker-view";

const t = foundryFormat;

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
