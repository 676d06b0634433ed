/**
 * CORE-5 the fire draw procedure, run on the GM's client over the requester's Action Deck. Before
 * any card is drawn the volley is checked against the world: each shooter and target figure named
 * once and as its documents hold it, the shooters of the unit that fires and armed with their own
 * weapons, that unit activated now, each range the one the map measures, each shooter seeing the
 * target. Cover is the player's call where the rules leave it to judgement: the declared grade
 * stands, and the chat card says so when the map reads another; where the map's cover is the one
 * resolved, the card says what gave it (chat/cover-lines.ts). A shot's shifts are the sheet's
 * (CORE-5.2): one the sheet gives cannot be left off; one the player adds against himself (a move
 * made by dragging the token) stands, and the card lists it with the rest.
 */
import type { RulesOptions } from "@rules/options";
import { resolveFire, type FireHooks, type FireInput, type Shooter, type TargetFigure } from "@rules/procedures";
import { oldWestReload } from "@rules/old-west/reload";
import { resolveFireAtHerd } from "@rules/old-west/animals";
import { napoleonicFireHooks } from "@rules/napoleonic/weapons";
import { mountedTargetHooks } from "@rules/mounted/fire";
import { validateFireParams } from "@rules/validation/fire";
import { markersAfterCrewLoss } from "@rules/artillery/loading";
import { spottedByFiring } from "@rules/napoleonic/spotting";
import type { FireRequest } from "@foundry/kernel/action-requests";
import type { DrawContext, DrawProcedure } from "@foundry/kernel/draw-ports";
import { capturing, posted, postResult, requireActing } from "@foundry/kernel/procedure-steps";
import { knownWeapon } from "@foundry/kernel/known-weapons";
import type { Effect, FigureState, UnitState } from "@rules/model";
import { defaultShifts, SHEET_SHIFTS } from "@rules/procedures/sheet-shifts";
import type { CoverGrade, CoverReading, CoverSource } from "@rules/terrain";
import { actorOfPart } from "@rules/parts";
import { RulesError } from "@rules/errors";
import type { WorldFacts } from "@foundry/kernel/world-facts";
import {
  type DeclaredFact,
  mapCoverReading,
  requireActivatedOrReacting,
  requireOnce,
  requireOwnWeapon,
  requireRange,
  requireSight,
  worldFigure,
  worldUnit,
} from "@rules/validation/world-checks";

/** A target figure as the world holds it: a part (a limber, a team) only needs its actor on the table. */
function checkTargetFigure(world: WorldFacts, target: TargetFigure, unitId: string): void {
  const id = target.figure.id;
  if (id.includes("#")) {
    if (!world.piece(actorOfPart(id))) throw new RulesError("notOnTable", { name: target.figure.name });
    return;
  }
  worldFigure(world, target.figure, unitId);
}

/** What the map said of a volley's cover, for the chat card (chat/declared-lines.ts, chat/cover-lines.ts). */
interface VolleyOnMap {
  /** The facts the player declared against the map's reading. */
  readonly declared: DeclaredFact[];
  /** What gave the target the cover it was resolved with; null when none or declared otherwise. */
  readonly coverFrom: CoverWhy | null;
}

/**
 * The volley as the world allows it (refused with one localized line otherwise), and what the
 * map's cover reading tells the chat card.
 */
function checkFireAgainstWorld(
  request: FireRequest,
  fire: FireInput,
  ctx: Pick<DrawContext, "world" | "reactionsLeft">,
): VolleyOnMap {
  const { world } = ctx;
  requireOnce(fire.shooters.map((s) => s.figure));
  requireOnce(fire.target.figures.map((t) => t.figure));
  // The unit's name as the request's chat context gives it, for the refusal when no such piece is on the table.
  const named = request.unitNames.find((u) => u.id === fire.unitId)?.name ?? fire.shooters[0]?.figure.name ?? "?";
  const unit = worldUnit(world, { id: fire.unitId, name: named });
  for (const shooter of fire.shooters) {
    const { figure } = worldFigure(world, shooter.figure, fire.unitId);
    requireOwnWeapon(world, shooter.figure, shooter.weapon);
    requireSheetShifts(shooter, figure, unit);
  }
  // CORE-10 not activated, each shooter fires on a reaction he passed in this activation.
  requireActivatedOrReacting(
    world,
    ctx.reactionsLeft,
    unit,
    fire.shooters.map((s) => s.figure),
  );
  if (request.herd) {
    // OW-9.2.2 a herd is one piece: its actor must be on the table (its animals are counted there).
    const herd = request.herd.unit;
    if (!world.piece(herd.id)) throw new RulesError("notOnTable", { name: herd.name });
  } else {
    if (fire.target.unitId === fire.unitId) throw new RulesError("fireAtOwnUnit", { name: unit.name });
    for (const target of fire.target.figures) checkTargetFigure(world, target, fire.target.unitId);
    // NAP-5.4.2 one band shorter only at a unit whose tokens stand in close order (the unit's data model measures it).
    const targetUnit = world.piece(fire.target.unitId)?.unit;
    if (targetUnit && targetUnit.closeOrder !== fire.target.closeOrder)
      throw new RulesError(`closeOrderNotAsMap.${targetUnit.closeOrder ? "in" : "out"}`, { unit: targetUnit.name });
  }
  if (request.artilleryCrew) worldUnit(world, request.artilleryCrew.gun);
  const standing = fire.target.figures.filter((t) => !t.figure.incapacitated).map((t) => t.figure);
  const ground = world.ground([...fire.shooters.map((s) => s.figure.id), ...standing.map((f) => f.id)]);
  for (const shooter of fire.shooters) {
    requireRange(ground, shooter.figure, standing, shooter.rangeInches);
    requireSight(ground, shooter.figure, standing);
  }
  // The cover the map gives the target's nearest standing figure, as the dialog started it (fire.ts mapCover).
  const reading = mapCoverReading(
    ground,
    fire.shooters.map((s) => s.figure.id),
    standing[0]?.id,
  );
  const declared = fire.target.figures.find((t) => !t.figure.incapacitated)?.cover ?? "none";
  return {
    declared: reading && reading.grade !== declared ? [{ fact: "cover", declared, map: reading.grade }] : [],
    coverFrom: request.herd ? null : coverWhy(reading, declared),
  };
}

/**
 * CORE-5.2 a shooter's shifts against his sheet (rules/procedures/sheet-shifts.ts, the dialog's own
 * start): refused when one the sheet gives is left off, or the request carries a shift the dialog
 * never offers (a supplement's named shift, a thrown or canister shift: the engine sets those itself).
 */
function requireSheetShifts(shooter: Shooter, figure: FigureState, unit: UnitState): void {
  const claimed = shooter.shifts ?? {};
  if (Object.keys(claimed).some((k) => !SHEET_SHIFTS.some((s) => s === k)))
    throw new RulesError("shiftNotOffered", { name: figure.name });
  const sheet = defaultShifts(figure, unit);
  const dropped = SHEET_SHIFTS.find((shift) => sheet[shift] && claimed[shift] !== true);
  if (dropped) throw new RulesError(`shiftLeftOff.${dropped}`, { name: figure.name });
}

/** CORE-5 what a fire result stores as the why of its cover (chat/cover-lines.ts). */
type CoverWhy = CoverSource & { readonly grade: Exclude<CoverGrade, "none"> };

/**
 * CORE-5 the why of a volley's cover: what gave the target's nearest standing figure its cover from
 * the nearest shooter, by the map's name for it; null in the open or when the player declared another
 * cover (his call stands, and declared-lines.ts says so instead).
 */
function coverWhy(reading: CoverReading | null, declared: CoverGrade): CoverWhy | null {
  if (!reading?.source || reading.grade === "none" || reading.grade !== declared) return null;
  return { ...reading.source, grade: reading.grade };
}

/** CORE-5 / OW-5.1 / NAP-3 / OW-7.1g the fire hooks of the era and the target. */
export function fireHooks(options: RulesOptions, fire: FireInput): FireHooks {
  const base: FireHooks =
    options.era === "napoleonic" ? napoleonicFireHooks() : { reload: oldWestReload({ rules: options }) };
  const mountedTarget = options.optional.mountedTargets && fire.target.figures.some((t) => t.figure.mounted);
  return mountedTarget ? mountedTargetHooks({ rules: options }, base) : base;
}

/** NAP-7.2b fire at an artillery crew: the load markers its losses add, with the fire's own effects. */
function withCrewLoss<R extends { readonly effects: readonly Effect[] }>(result: R, input: FireRequest): R {
  const crew = input.artilleryCrew;
  if (!crew) return result;
  const more = markersAfterCrewLoss(crew.gun, result.effects, crew.limberId);
  return more.length ? { ...result, effects: [...result.effects, ...more] } : result;
}

export const FIRE_PROCEDURE: DrawProcedure<"fire"> = {
  run(input, source, ctx) {
    // CORE-5 the request crossed the socket: checked before any card is drawn (a refusal draws nothing).
    const fire = validateFireParams(input.fire, { rules: ctx.options, weapon: knownWeapon });
    requireActing(
      ctx,
      fire.shooters.map((s) => s.figure),
    );
    // CORE-5 the GM's client reads the pieces, weapons, ranges and sight from the world, not the request.
    const { declared, coverFrom } = checkFireAgainstWorld(input, fire, ctx);
    // CORE-3 each figure fires once in an activation (a volley sent again is refused).
    ctx.spend(
      "fire",
      fire.unitId,
      fire.shooters.map((s) => s.figure),
    );
    const cards = capturing(source);
    // OW-9.2.2 fire at a herd: no hit randomizer, wounds ignored, one animal per Incapacitate (the animals left as one
    // count).
    const result = input.herd
      ? resolveFireAtHerd(
          {
            unitId: fire.unitId,
            shooters: fire.shooters,
            herd: input.herd,
            cover: fire.target.figures[0]?.cover ?? "none",
          },
          cards,
          { rules: ctx.options },
        ).fire
      : withCrewLoss(resolveFire(fire, cards, { rules: ctx.options, hooks: fireHooks(ctx.options, fire) }), input);
    // NAP-8.2b the optional spotting rule: the hidden shooters this volley gives away (a bowman stays hidden).
    const spotted = spottedByFiring(fire.unitId, fire.shooters, { rules: ctx.options });
    const withSpotted = spotted.length ? { ...result, effects: [...result.effects, ...spotted] } : result;
    const shown = {
      ...withSpotted,
      ...(declared.length ? { declared } : {}),
      ...(coverFrom ? { coverFrom } : {}),
    };
    return posted(shown, cards.cards, input, [
      ...fire.shooters.map((s) => s.figure),
      ...fire.target.figures.map((t) => t.figure),
    ]);
  },
  commit: postResult,
};
