/**
 * The turn's ports on Foundry: the combat's units, Foundry's Roll for the command dice, the draw
 * service for the Activation Deck, the batched effects writer, the result message, and the
 * current activation kept as a flag on the Combat (the tracker and the tokens show it).
 */
import { currentActivation } from "@foundry/kernel/activation-flag";
import { SYSTEM_ID } from "@foundry/shared/system";
import { unitsInFight } from "./tracker-view";
import type { Effect, UnitState } from "@rules/model";
import type { Figure } from "@rules/geometry";
import { drawService } from "@foundry/kernel/draw-service";
import { resultMessageData } from "@foundry/kernel/result-message";
import type { ResultRecord } from "@foundry/kernel/result-record";
import { CombatPatrolActor } from "@foundry/documents/actor";
import { actingPiece, tokenOf } from "@foundry/kernel/foundry-pieces";
import { currentOptions } from "@foundry/settings/current";
import { heroEntries, type HeroDieOf } from "./heroes";
import { actorByUuid } from "@foundry/data/resolve";
import { FigureModel } from "@foundry/data/actor/figure";
import type { LeaderAt, LitFuse, TurnPorts } from "./turn";
import { figureFromToken } from "@foundry/canvas/tokens";
import { stampedesOnActivationCard } from "@foundry/canvas/herd-turn";
import { ExplosiveModel } from "@foundry/data/item/explosive";
import { chargeTemplate } from "@foundry/data/sources";
import { fusesExplodeData } from "./fuses";
import { CHARGES_EXPLODE_CARD } from "@foundry/canvas/charge-blast-card";
import { sceneCharges } from "@foundry/canvas/charges";
import "@foundry/actions/placed-charge/placed-charge-requests";
import { foundryFormat } from "@foundry/shared/format";
import { presentLeader } from "@rules/procedures";
import { turnEnded } from "./extensions";

/** The units of a combat's combatants, each once, in the tracker's order. */
export function combatUnits(combat: Combat.Implementation | null): UnitState[] {
  // A unit whose combatant the GM marked defeated is out of the fight (tracker-view.ts).
  return unitsInFight(
    [...(combat?.combatants ?? [])].map((combatant) => {
      const actor = combatant.actor;
      return { unit: actor ? (actingPiece(actor)?.unit ?? null) : null, defeated: combatant.defeated };
    }),
  );
}

/** The unit id of a combatant (its figure's unit, or itself), null when it is no piece. */
export function combatantUnit(combatant: Combatant.Implementation): UnitState | null {
  const actor = combatant.actor;
  return actor ? (actingPiece(actor)?.unit ?? null) : null;
}

export { currentActivation };

/**
 * A token's figure as geometry sees it (the canvas's translation: its base, round or rectangular, and facing), named
 * `id`.
 */
function tokenFigure(token: TokenDocument.Implementation, id: string): Figure | null {
  if (!token.parent) return null;
  return { ...figureFromToken(token), id };
}

/** CORE-11 where a unit's leader stands (his token), for the command radius. */
export const foundryLeaderAt: LeaderAt = (unit) => {
  const leader = presentLeader(unit);
  if (!leader) return null;
  const token = tokenOf(leader.id) ?? tokenOf(unit.id);
  return token ? tokenFigure(token, leader.id) : null;
};

/** OW-4a a hero's own command die: his figure actor's. */
export const heroDie: HeroDieOf = (figureId) => {
  const system = actorByUuid(figureId)?.system;
  return system instanceof FigureModel ? system.commandDie : null;
};

function speaker(): { alias: string } {
  return { alias: game.i18n?.localize("COMBAT_PATROL.Combat.speaker") ?? "Combat Patrol" };
}

/** OW-6.1.2 a charge's item with a lit fuse. */
function litFuse(item: Item.Implementation): LitFuse | null {
  const s = item.system;
  if (!(s instanceof ExplosiveModel) || s.fuse.state !== "lit") return null;
  const owner = item.parent?.name;
  return {
    id: item.uuid,
    name: owner ? `${item.name} (${owner})` : item.name,
    die: s.fuse.die,
    template: chargeTemplate(s.charge),
  };
}

/** OW-6.1.2 every lit fuse: world explosive items and those carried by the combat's actors (each once). */
function litFuses(combat: Combat.Implementation): LitFuse[] {
  const out = new Map<string, LitFuse>();
  const items = [...(game.items ?? []), ...[...(combat.combatants ?? [])].flatMap((c) => [...(c.actor?.items ?? [])])];
  for (const item of items) {
    const fuse = litFuse(item);
    if (fuse && !out.has(fuse.id)) out.set(fuse.id, fuse);
  }
  return [...out.values()];
}

type FuseUpdate = { _id: string; system: { fuse: { die?: number; state?: "exploded" } } };

/** OW-6.1.2 fuse changes onto their explosive items: world items in one call, each actor's in one call. */
async function writeFuses(
  changes: readonly { readonly id: string; readonly fuse: FuseUpdate["system"]["fuse"] }[],
): Promise<void> {
  const world: FuseUpdate[] = [];
  const byActor = new Map<Actor.Implementation, FuseUpdate[]>();
  for (const change of changes) {
    const item = fromUuidSync<Item.Implementation>(change.id, { strict: false });
    if (!(item instanceof Item) || !item.id) continue;
    const update = { _id: item.id, system: { fuse: change.fuse } };
    const actor = item.parent;
    if (actor instanceof Actor) byActor.set(actor, [...(byActor.get(actor) ?? []), update]);
    else world.push(update);
  }
  if (world.length > 0) await Item.implementation.updateDocuments(world);
  for (const [actor, updates] of byActor) await actor.updateEmbeddedDocuments("Item", updates);
}

export function foundryTurnPorts(combat: Combat.Implementation): TurnPorts {
  return {
    options: () => currentOptions(combat.scene ?? undefined),
    units: () => combatUnits(combat),
    // OW-6.1.2 fuses lit on placed charges (explosive items whose fuse is lit).
    fuses: () => litFuses(combat),
    recordFuseDice: (rolls) => writeFuses(rolls.map((r) => ({ id: r.id, fuse: { die: r.value } }))),
    async fusesExplode(fuses, number) {
      // OW-6.1.2b the lit charges set against a wall or door (read before they are spent) breach it.
      const against = sceneCharges().filter((c) => c.against && fuses.some((f) => f.id === c.id));
      // The charges are spent (one batch), then the prompt to place each blast.
      await writeFuses(fuses.map((f) => ({ id: f.id, fuse: { state: "exploded" } })));
      // The charges-explode card (canvas/charge-blast-card.ts): its template rendered once into the content.
      const data = fusesExplodeData(fuses, number, foundryFormat);
      const content = (
        await foundry.applications.handlebars.renderTemplate(CHARGES_EXPLODE_CARD.template, { ...data })
      ).trim();
      await ChatMessage.implementation.create({ content, speaker: speaker() });
      // OW-6.1.2b each breach through the GM's draw procedure: on his record, written as it is posted, undone by his Undo.
      for (const charge of against)
        await drawService.resolve({
          procedure: "ow.breach",
          input: {
            chargeId: charge.id,
            speaker: speaker(),
            title: { key: "COMBAT_PATROL.Action.Charge.title.breach", data: { charge: charge.name } },
            unitNames: [{ id: charge.id, name: charge.name }],
          },
        });
    },
    async stampedes() {
      await stampedesOnActivationCard(combat.scene ?? canvas?.scene ?? null);
    },
    async rollDice(count) {
      if (count === 0) return { values: [], roll: null };
      const roll = await new Roll(`${count}d6`).evaluate();
      const values = roll.dice[0]?.results.map((r) => r.result) ?? [];
      return { values, roll: roll.toJSON() };
    },
    drawActivation: () => drawService.drawActivation(),
    async heroActivations(lastNumber) {
      const heroes = heroEntries(combatUnits(combat), heroDie);
      if (heroes.length === 0) return [];
      const answer = await drawService.resolve({
        procedure: "heroCard",
        input: { number: lastNumber, heroes, speaker: speaker() },
      });
      return answer.ok ? answer.output.activations : [];
    },
    endOfTurnDecks: () => drawService.endOfTurn(),
    turnEnded: (turn) => turnEnded(combat, turn),
    async applyEffects(effects: readonly Effect[]) {
      if (effects.length > 0) await CombatPatrolActor.applyEffects(effects);
    },
    async post(record: ResultRecord, roll: object | null) {
      const user = game.user?.id ?? null;
      const data = resultMessageData(record, speaker(), user, user);
      await ChatMessage.implementation.create({
        ...data,
        ...(roll ? { rolls: [roll] } : {}),
      } as ChatMessage.CreateData);
    },
    async setActivation(activation) {
      // No write when nothing changes (a new turn starts with no activation shown).
      if (activation === null && currentActivation(combat) === null) return;
      await combat.setFlag(SYSTEM_ID, "activation", activation);
    },
  };
}
