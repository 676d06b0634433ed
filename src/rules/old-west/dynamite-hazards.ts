/**
 * OW-6.1.4 dynamite set off by accident or by a marksman: a figure carrying dynamite that is
 * wounded or incapacitated draws one more card (a small explosion detonates what it carries, on
 * the carrier, medium template), and a sniper may fire at a placed charge (a hit turns another
 * card; a medium explosion detonates the charge).
 */
import type { CardSource } from "../cards/source";
import { showsBurst } from "../cards/read";
import { RulesError } from "../errors";
import { freshFigure, type Effect, type FigureState, type ProcedureResult, type WeaponProfile } from "../model";
import {
  resolveFire,
  type FireOptions,
  type FireResult,
  type HitContext,
  type HitEffect,
  type ShotShifts,
} from "../procedures/fire";
import { CardReader } from "../procedures/reader";
import { EXPLOSIVES } from "../tables";
import { OW_FLAGS, type OldWestOptions } from "./common";
import { oldWestReload } from "./reload";
import { dynamiteCarried } from "./dynamite-carried";
import { BUNDLE_BLAST, type DynamiteBlast, type PlacedCharge } from "./dynamite-charges";

export interface CarriedDynamiteResult extends ProcedureResult<"ow.carriedDynamite"> {
  readonly figureId: string;
  readonly detonates: boolean;
  readonly blast: DynamiteBlast | null;
}

/**
 * OW-6.1.4 a figure carrying dynamite was wounded or incapacitated: one more card; its small
 * explosion icon = the carried dynamite detonates (medium template, on the carrier).
 */
export function carriedDynamiteCheck(unitId: string, carrier: FigureState, source: CardSource): CarriedDynamiteResult {
  if (dynamiteCarried(carrier) <= 0) throw new RulesError("COMBAT_PATROL.Error.noDynamite", { figure: carrier.name });
  const on = EXPLOSIVES.carried.detonatesOn;
  const reader = new CardReader(source);
  const card = reader.draw(`ow.carriedDynamite:${carrier.id}`, ["burst"], (c) => `${on}=${showsBurst(c, on)}`);
  const detonates = showsBurst(card, on);
  return {
    procedure: "ow.carriedDynamite",
    cards: reader.cards,
    effects: detonates ? [{ kind: "flag", unitId, figureId: carrier.id, flag: OW_FLAGS.dynamite, value: 0 }] : [],
    summary: {
      key: detonates ? "COMBAT_PATROL.OldWest.Dynamite.carriedDetonates" : "COMBAT_PATROL.OldWest.Dynamite.carriedSafe",
      data: { figure: carrier.name },
    },
    figureId: carrier.id,
    detonates,
    blast: detonates ? { at: "carrier", scatter: null, template: EXPLOSIVES.carried.template } : null,
  };
}

/** OW-6.1.4 the carriers of dynamite a result wounded or incapacitated (each then draws carriedDynamiteCheck). */
export function dynamiteCarriersHurt(
  effects: readonly Effect[],
  figures: readonly { readonly unitId: string; readonly figure: FigureState }[],
): { unitId: string; figure: FigureState }[] {
  const hurt = new Set(
    effects
      .filter((e) => e.kind === "wound" || e.kind === "incapacitate")
      .map((e) => ("figureId" in e ? e.figureId : "")),
  );
  return figures.filter((f) => hurt.has(f.figure.id) && dynamiteCarried(f.figure) > 0);
}

export interface SniperAtChargeInput {
  readonly unitId: string;
  readonly sniper: FigureState;
  readonly weapon: WeaponProfile;
  readonly rangeInches: number;
  readonly shifts?: ShotShifts;
  readonly charge: PlacedCharge;
  /** Cover the charge lies in (GM): the hit card's cover section is read as for a figure. */
  readonly cover?: "none" | "soft" | "hard";
}

export interface SniperAtChargeResult {
  readonly fire: FireResult;
  readonly detonates: boolean;
  readonly charge: PlacedCharge;
  readonly blast: DynamiteBlast | null;
}

/**
 * OW-6.1.4 a sniper fires at a placed charge: the base shot (aimed, no randomizer); a hit turns
 * another card (the hit's second card), whose medium explosion icon detonates the charge.
 */
export function sniperFiresAtCharge(
  input: SniperAtChargeInput,
  source: CardSource,
  options?: OldWestOptions & FireOptions,
): SniperAtChargeResult {
  if (!input.sniper.sniper) throw new RulesError("COMBAT_PATROL.Error.notSniper", { figure: input.sniper.name });
  if (input.charge.stage === "exploded")
    throw new RulesError("COMBAT_PATROL.Error.chargeStage", {
      charge: input.charge.id,
      stage: input.charge.stage,
      expected: "placed",
    });
  const on = EXPLOSIVES.sniperHit.detonatesOn;
  const chargeUnit = `charge:${input.charge.id}`;
  const target = freshFigure({
    id: input.charge.id,
    name: input.charge.id,
    guts: "regular",
    accuracy: "regular",
    melee: 0,
    endurance: 1,
    reaction: 0,
  });
  let detonates = false;
  const hitEffect = (ctx: HitContext): HitEffect => {
    const boom = showsBurst(ctx.card, on);
    ctx.reader.annotate(ctx.card, ["burst"], `${on}=${boom}`);
    detonates = detonates || boom;
    return {
      outcome: "none",
      wounds: 0,
      effects: [],
      note: boom ? "COMBAT_PATROL.OldWest.Dynamite.sniperDetonates" : "COMBAT_PATROL.OldWest.Dynamite.sniperHitNoBlast",
    };
  };
  const fire = resolveFire(
    {
      unitId: input.unitId,
      shooters: [
        {
          figure: input.sniper,
          weapon: input.weapon,
          rangeInches: input.rangeInches,
          shifts: input.shifts ?? {},
          aimAt: target.id,
        },
      ],
      target: { unitId: chargeUnit, figures: [{ figure: target, cover: input.cover ?? "none" }], closeOrder: false },
    },
    source,
    { ...options, hooks: { reload: oldWestReload(options), hitEffect } },
  );
  const cleaned: FireResult = { ...fire, effects: fire.effects.filter((e) => e.unitId !== chargeUnit) };
  return {
    fire: cleaned,
    detonates,
    charge: detonates ? { ...input.charge, stage: "exploded" } : input.charge,
    blast: detonates ? BUNDLE_BLAST : null,
  };
}
