/**
 * NAP-7.1 limber and unlimber, NAP-7.2 load an artillery piece: the request checked against the
 * world on the GM's client before the result is computed there. The gun and its crew as the
 * gun's sheet holds them, the gun activated now and (loading) on the Activation Card in play.
 */
import { RulesError } from "@rules/errors";
import type { UnitState } from "@rules/model";
import { activationKey } from "@rules/artillery";
import type { DrawContext } from "@foundry/kernel/draw-ports";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import type { ChatSpeaker } from "@foundry/kernel/result-message";
import { requireActing } from "@foundry/kernel/procedure-steps";
import { requireActivated, worldUnit } from "@rules/validation/world-checks";
import { absentAt, choiceAt, idAt, listAt, pieceAt, recordAt } from "@foundry/kernel/request-shape";

const ACTION = "gunReady";

/** NAP-7.1 / NAP-7.2 what the crew does with the gun: no card is drawn. */
export const GUN_READY_STEPS = ["limber", "unlimber", "load"] as const;
export type GunReadyStep = (typeof GUN_READY_STEPS)[number];

/** What the Limber, Unlimber and Load buttons of an artillery piece send to the GM's client. */
export interface GunReadyRequest {
  /** The gun's crew unit as the player's client read it (the GM's client reads its own). */
  readonly unit: UnitState;
  readonly step: GunReadyStep;
  /** NAP-7.2 the round declared (Load only). */
  readonly round?: string;
  /** NAP-7.2 the Activation Card in play as the rules key it (Load only; absent: none drawn). */
  readonly activation?: string;
  readonly speaker: ChatSpeaker;
}

/**
 * NAP-7.2 / NAP-7.3 the Activation Card in play as the rules key it (what loading and moving
 * record); the request's must be it. Free play (no activation runs): the client's card stands.
 */
export function requireThisActivation(
  world: Pick<WorldFacts, "activation">,
  gun: Pick<UnitState, "name">,
  claimed: unknown,
): void {
  const now = world.activation();
  if (now && claimed !== activationKey(now.turn, now.card))
    throw new RulesError("notThisActivation", { name: gun.name });
}

/** The chat speaker as sent, its names kept only when they are strings (it only labels the message). */
function speakerOf(input: Readonly<Record<string, unknown>>): ChatSpeaker {
  const raw = recordAt(ACTION, input, "speaker");
  const text = (key: string): string | null => (typeof raw[key] === "string" ? raw[key] : null);
  return { scene: text("scene"), actor: text("actor"), token: text("token"), alias: text("alias") };
}

/**
 * NAP-7.1 / NAP-7.2 a Limber, Unlimber or Load request as the world allows it (refused in one
 * localized line otherwise): the gun as its sheet holds it and the speaker, for the engine.
 */
export function checkGunReadyAgainstWorld(
  input: unknown,
  ctx: Pick<DrawContext, "world" | "mayAct">,
): { readonly gun: UnitState; readonly speaker: ChatSpeaker } {
  // The request itself must be an object (recordAt reads it as the field of a wrapper).
  const request = recordAt(ACTION, { request: input }, "request");
  pieceAt(ACTION, request, "unit");
  listAt(ACTION, recordAt(ACTION, request, "unit"), "figures");
  choiceAt(ACTION, request, "step", GUN_READY_STEPS);
  if (request.step === "load") idAt(ACTION, request, "round");
  else for (const field of ["round", "activation"]) absentAt(ACTION, request, field);
  if (request.activation !== undefined) idAt(ACTION, request, "activation");
  const speaker = speakerOf(request);
  const ready = request as unknown as GunReadyRequest;
  requireActing(ctx, [ready.unit]);
  const gun = worldUnit(ctx.world, ready.unit);
  // A Gatling limbers and turns by its own rules (OW-5.2b, OW-5.2e); these are an artillery piece's.
  if (gun.flags?.["gun"] !== "artillery") throw new RulesError("notAsOnTable", { name: gun.name });
  requireActivated(ctx.world, gun);
  if (ready.step === "load") requireThisActivation(ctx.world, gun, ready.activation);
  return { gun, speaker };
}
