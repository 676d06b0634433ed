/**
 * The draw procedures of the actions: run on the active GM's client by the draw service
 * (cards/), over the requester's Action Deck, synchronously; their `commit` posts the ONE chat
 * message. Registered on every client at init (the GM runs them). No Foundry global here: the
 * era's rules are chosen from the options the service passes, tests run them over fixed cards.
 */
import type { ActionCard } from "../../rules/cards/schema";
import type { CardSource, DrawPurpose } from "../../rules/cards/source";
import type { Effect, FigureState, ProcedureResult } from "../../rules/model";
import type { DynamiteCharge } from "../../rules/tables";
import type { RulesOptions } from "../../rules/options";
import { reactionValue, resolveBlast, resolveFire, resolveMelee, resolveMorale, resolveMovement, resolveReaction, type FireHooks, type FireInput } from "../../rules/procedures";
import { resolveCloseOrderReaction } from "../../rules/napoleonic/closeOrder";
import { regainControl } from "../../rules/old-west/runaway";
import { oldWestReload } from "../../rules/old-west/reload";
import { dynamiteKindEffects, throwDynamite } from "../../rules/old-west/dynamite";
import { napoleonicFireHooks } from "../../rules/napoleonic/weapons";
import { resolveNapMorale } from "../../rules/napoleonic/morale";
import { mountedTargetHooks } from "../../rules/mounted/fire";
import { resolveMountedMove } from "../../rules/mounted/movement";
import { RulesError } from "../../rules/errors";
import { validateFireParams } from "../../rules/validation/fire";
import { makeRecord } from "../chat/record";
import { resultMessageData } from "../chat/post";
import type { AuditEntry, DrawContext, DrawProcedure, DrawProcedureName, TableWriter } from "../cards/ports";
import { registerDrawProcedure } from "../cards/registry";
import type { ChatContext, PostedResult } from "./requests";
import { knownWeapon } from "./weapons";

/** A source that keeps the cards it handed out (the record shows their faces). */
export function capturing(source: CardSource): CardSource & { readonly cards: readonly ActionCard[] } {
  const cards: ActionCard[] = [];
  return {
    draw(purpose: DrawPurpose): ActionCard {
      const card = source.draw(purpose);
      cards.push(card);
      return card;
    },
    get cards() {
      return cards;
    },
  };
}

/**
 * The pieces that act in a request must be the requester's (the GM may act for any): a player's
 * client could send another player's figures. Refused before any card is drawn.
 */
export function requireActing(ctx: Pick<DrawContext, "mayAct">, pieces: readonly { readonly id: string; readonly name: string }[]): void {
  for (const piece of pieces) if (!ctx.mayAct(piece.id)) throw new RulesError("notYourPiece", { name: piece.name });
}

/**
 * OW-6.1.1 the charges a throw leaves, as the figure's typed counts: the engine says how many
 * charges are left in all ("dynamite"); the charge thrown says which kind to take them from
 * (a stick or a bundle), and "out of dynamite for the rest of the game" empties both.
 */
export function dynamiteCountEffects(effects: readonly Effect[], thrower: FigureState, charge: DynamiteCharge): Effect[] {
  return dynamiteKindEffects(effects, thrower, charge);
}

/** CORE-5 / OW-5.1 / NAP-3 / OW-7.1g the fire hooks of the era and the target. */
export function fireHooks(options: RulesOptions, fire: FireInput): FireHooks {
  const base: FireHooks = options.era === "napoleonic" ? napoleonicFireHooks() : { reload: oldWestReload({ rules: options }) };
  const mountedTarget = options.optional.mountedTargets && fire.target.figures.some((t) => t.figure.mounted);
  return mountedTarget ? mountedTargetHooks({ rules: options }, base) : base;
}

/** The posted result of a procedure: its chat record (the cards drawn, the figures named) and the requester's speaker. */
export function posted(result: ProcedureResult, drawn: readonly ActionCard[], request: ChatContext, figures: readonly FigureState[]): PostedResult {
  return {
    record: makeRecord({ result, drawn, figures, unitNames: request.unitNames, title: request.title }),
    speaker: request.speaker,
  };
}

/** The commit of every action procedure: ONE chat message, authored by the requester. */
export async function postResult(output: PostedResult, _draws: readonly AuditEntry[], context: DrawContext, writer: TableWriter): Promise<void> {
  await writer.createMessage(resultMessageData(output.record, output.speaker, context.userId));
}

type Procedures = { readonly [K in "fire" | "melee" | "movement" | "morale" | "dynamite" | "blast" | "reaction" | "ow.regainControl"]: DrawProcedure<K> };

export const ACTION_PROCEDURES: Procedures = {
  fire: {
    run(input, source, ctx) {
      // CORE-5 the request crossed the socket: checked before any card is drawn (a refusal draws nothing).
      const fire = validateFireParams(input.fire, { rules: ctx.options, weapon: knownWeapon });
      requireActing(ctx, fire.shooters.map((s) => s.figure));
      const cards = capturing(source);
      const result = resolveFire(fire, cards, { rules: ctx.options, hooks: fireHooks(ctx.options, fire) });
      return posted(result, cards.cards, input, [...fire.shooters.map((s) => s.figure), ...fire.target.figures.map((t) => t.figure)]);
    },
    commit: postResult,
  },
  melee: {
    run(input, source, ctx) {
      requireActing(ctx, [input.melee.attacker.figure]);
      const cards = capturing(source);
      const result = resolveMelee(input.melee, cards, { rules: ctx.options });
      return posted(result, cards.cards, input, [input.melee.attacker.figure, input.melee.defender.figure]);
    },
    commit: postResult,
  },
  movement: {
    run(input, source, ctx) {
      const { movement } = input;
      requireActing(ctx, [movement.figure]);
      const cards = capturing(source);
      const result = input.mounted
        ? resolveMountedMove(
            { unitId: movement.unitId, figure: movement.figure, gallop: movement.mode === "sprint", ...(movement.terrainFactor !== undefined ? { terrainFactor: movement.terrainFactor } : {}) },
            cards,
            { rules: ctx.options },
          )
        : resolveMovement(movement, cards, { rules: ctx.options });
      return posted(result, cards.cards, input, [movement.figure]);
    },
    commit: postResult,
  },
  morale: {
    run(input, source, ctx) {
      const { morale } = input;
      requireActing(ctx, [morale.unit]);
      const cards = capturing(source);
      const result =
        ctx.options.era === "napoleonic"
          ? resolveNapMorale({ unit: morale.unit, terrain: morale.terrain, leaderRemovesMarkers: input.leaderRemovesMarkers, closeOrder: morale.unit.closeOrder }, cards, { rules: ctx.options })
          : resolveMorale(morale, cards, { rules: ctx.options });
      return posted(result, cards.cards, input, morale.unit.figures);
    },
    commit: postResult,
  },
  dynamite: {
    run(input, source, ctx) {
      requireActing(ctx, [input.dynamite.thrower]);
      const cards = capturing(source);
      const thrown = throwDynamite(input.dynamite, cards, { rules: ctx.options });
      const result = { ...thrown, effects: dynamiteCountEffects(thrown.effects, input.dynamite.thrower, input.dynamite.charge) };
      return posted(result, cards.cards, input, input.dynamite.unit.figures);
    },
    commit: postResult,
  },
  blast: {
    // No piece acts: a blast is placed where a throw or a shell landed; its victims are not the requester's to own.
    run(input, source, ctx) {
      const cards = capturing(source);
      const result = resolveBlast(input.blast, cards, { rules: ctx.options });
      return posted(result, cards.cards, input, input.blast.figures.map((f) => f.figure));
    },
    commit: postResult,
  },
  reaction: {
    run(input, source, ctx) {
      const { unit, figure, purpose } = input;
      requireActing(ctx, [figure ?? unit]);
      const cards = capturing(source);
      const options = { rules: ctx.options };
      // NAP-5.6 a close order group checks once: the leader's Guts if he is in it, else the unit's
      // Reaction (ours: the unit's grade read as a Reaction value, CORE-10 "where a rule gives a grade").
      const result = figure
        ? resolveReaction({ unitId: unit.id, figure, purpose }, cards)
        : resolveCloseOrderReaction(
            { unit, groupFigureIds: unit.figures.filter((f) => !f.incapacitated).map((f) => f.id), unitReaction: reactionValue(unit.grade, options), purpose },
            cards,
            options,
          );
      return posted(result, cards.cards, input, figure ? [figure] : unit.figures);
    },
    commit: postResult,
  },
  "ow.regainControl": {
    run(input, source, ctx) {
      requireActing(ctx, [input.wagon.unit]);
      const cards = capturing(source);
      const result = regainControl(input.wagon, input.terrain, cards, { rules: ctx.options });
      return posted(result, cards.cards, input, input.wagon.unit.figures);
    },
    commit: postResult,
  },
};

/** Register the action procedures with the draw service (every client, at init). */
export function registerActionProcedures(): void {
  for (const name of Object.keys(ACTION_PROCEDURES) as (keyof Procedures)[]) register(name, ACTION_PROCEDURES[name]);
}

function register<K extends keyof Procedures & DrawProcedureName>(name: K, procedure: DrawProcedure<K>): void {
  registerDrawProcedure(name, procedure);
}
