/** CORE-10 movement and every move built on the movement cards (mounted, guns, Gatlings, wagons, herds). */
import type { MovementResult } from "@rules/procedures";
import type { MovePenalty } from "@rules/procedures/movement";
import type { MountedMoveResult } from "@rules/mounted/movement";
import type { GunMoveResult } from "@rules/artillery/movement";
import type { GatlingMoveResult } from "@rules/old-west/gatling";
import type { WagonMoveResult } from "@rules/old-west/wagons";
import type { HerdMoveResult } from "@rules/old-west/animals";
import type { StampedeMoveResult } from "@rules/old-west/stampede";
import type { RunawayMoveResult } from "@rules/old-west/runaway";
import { K, L, gradeName, inches, line, type Ctx, type LineView, type LineWriter } from "./context";
import { melee } from "./melee";

/** "Who: cards #3, #4 show 4 + 6 = 10"" over the cards the move read. */
function cardsLine(
  ctx: Ctx,
  who: string,
  serialList: readonly number[],
  cardInches: readonly number[],
  bonus = 0,
): LineView {
  const parts = [...cardInches, ...(bonus ? [bonus] : [])];
  const sum = parts.reduce((a, b) => a + b, 0);
  if (parts.length === 1 && serialList.length === 1)
    return line(ctx.format(`${L}Move.oneCard`, { figure: who, serial: serialList[0]!, sum }));
  return line(
    ctx.format(`${K}Move.cards`, {
      figure: who,
      serials: serialList.map((s) => `#${s}`).join(", "),
      cards: parts.join(" + "),
      sum,
    }),
  );
}

function moveSerials(r: {
  readonly cards: readonly { readonly serial: number; readonly sections: readonly string[] }[];
}): number[] {
  return r.cards.filter((c) => c.sections.includes("move")).map((c) => c.serial);
}

function allowance(ctx: Ctx, n: number): LineView {
  return line(ctx.format(`${K}Move.allowance`, { inches: inches(n) }), "good");
}

/** CORE-8 the "× 0.5" of wounds, load or ground: the factor without a herd's, which has its own line. */
function factorLine(ctx: Ctx, factor: number, herdFactor?: number): LineView[] {
  const own = herdFactor ? Math.round((factor / herdFactor) * 1e6) / 1e6 : factor;
  return own !== 1 ? [line(ctx.format(`${K}Move.factor`, { factor: own }), "neutral", true)] : [];
}

/** OW-9.2.4 the way goes through a herd: a quarter on foot, a half mounted. */
function herdLine(ctx: Ctx, herdFactor: number | undefined): LineView[] {
  return herdFactor !== undefined
    ? [line(ctx.format(`${L}Move.throughHerd`, { factor: herdFactor }), "neutral", true)]
    : [];
}

/** NAP-5.3 the close order modifiers taken off the allowance, one line each. */
function closeOrderLines(ctx: Ctx, penalties: readonly MovePenalty[] | undefined): LineView[] {
  return (penalties ?? []).map((p) =>
    line(ctx.format(`${L}CloseOrder.move.${p.key}`, { inches: inches(p.value) }), "neutral", true),
  );
}

function bogLine(ctx: Ctx, why: string, grade: string, bogged: boolean, serial: number): LineView {
  return line(
    ctx.format(bogged ? `${L}Bog.bogged` : `${L}Bog.clear`, {
      why: ctx.format(`${L}Bog.why.${why}`),
      grade: gradeName(ctx, grade),
      serial,
    }),
    bogged ? "bad" : "good",
    true,
  );
}

export const movement: LineWriter<MovementResult> = (ctx, r) => {
  const lines = [
    cardsLine(ctx, ctx.names.figure(r.figureId), moveSerials(r), r.cardInches),
    ...herdLine(ctx, r.herdFactor),
    ...factorLine(ctx, r.factor, r.herdFactor),
    ...closeOrderLines(ctx, r.closeOrder),
    allowance(ctx, r.inches),
  ];
  if (r.stunnedAtEnd) lines.push(line(ctx.format(`${K}Move.stunnedAtEnd`), "bad", true));
  return lines;
};

/** NAP-6.1.1 / OW-7.1a two cards mounted, a third galloping (the stun is applied later by the table). */
export const mountedMovement: LineWriter<MountedMoveResult> = (ctx, r) => {
  // CORE-8 the "× 0.5" step of a halved move, as on foot (a record from before the factor was kept reads as 1).
  const lines = [
    cardsLine(ctx, ctx.names.figure(r.figureId), moveSerials(r), r.cardInches, r.bonusInches),
    ...factorLine(ctx, typeof r.factor === "number" ? r.factor : 1, r.herdFactor),
  ];
  if (r.woundedHalved) lines.push(line(ctx.format(`${L}Move.woundedHalved`), "neutral", true));
  lines.push(...herdLine(ctx, r.herdFactor));
  lines.push(...closeOrderLines(ctx, r.closeOrder), allowance(ctx, r.inches));
  if (r.gallop) lines.push(line(ctx.format(`${K}Move.gallopStun`), "bad", true));
  return lines;
};

/** NAP-7.1 a gun moved by its crew or team; its bog check in rough ground. */
export const gunMove: LineWriter<GunMoveResult> = (ctx, r) => {
  const lines = [
    cardsLine(ctx, ctx.format(`${L}Move.theGun`), moveSerials(r), r.cardInches),
    ...factorLine(ctx, r.factor),
    allowance(ctx, r.inches),
  ];
  if (r.bogged)
    lines.push(line(ctx.format(`${L}Move.gunBogged`, { inches: inches(r.stopAfterInchesInRough ?? 0) }), "bad", true));
  // NAP-7.1b the limber came back toward the gun (the gun stayed).
  if (r.limberReturn)
    lines.push(
      line(
        ctx.format(r.limberReturn.mayLimber ? `${L}Move.limberBack` : `${L}Move.limberComing`, {
          from: inches(r.limberReturn.from),
          to: inches(r.limberReturn.to),
        }),
        r.limberReturn.mayLimber ? "good" : "neutral",
      ),
    );
  return lines;
};

/** OW-5.2 a Gatling limbered or manhandled. */
export const gatlingMove: LineWriter<GatlingMoveResult> = (ctx, r) => {
  const lines = [
    line(ctx.format(`${L}Move.gatlingMode.${r.mode}`)),
    ...factorLine(ctx, r.factor),
    allowance(ctx, r.inches),
  ];
  if (r.bogged !== null)
    lines.push(
      line(ctx.format(r.bogged ? `${L}Move.roughBogged` : `${L}Move.roughClear`), r.bogged ? "bad" : "good", true),
    );
  if (r.stop) lines.push(line(ctx.format(`${L}Move.stop.${r.stop}`), "bad", true));
  return lines;
};

/** OW-9.3b a wagon's move, its bog checks and where it must stop. */
export const wagonMove: LineWriter<WagonMoveResult> = (ctx, r) => {
  const lines = [
    cardsLine(ctx, ctx.format(`${L}Move.theWagon`), moveSerials(r), r.cardInches),
    ...factorLine(ctx, r.factor),
    allowance(ctx, r.inches),
  ];
  for (const b of r.bogChecks) lines.push(bogLine(ctx, b.why, b.grade, b.bogged, b.serial));
  if (r.stop) lines.push(line(ctx.format(`${L}Move.stop.${r.stop}`), "bad", true));
  return lines;
};

/** OW-9.2.1 a herd moves (or is driven into a stampede). */
export const herdMove: LineWriter<HerdMoveResult> = (ctx, r) => {
  if (r.stampedes) return [line(ctx.format(`${L}Herd.stampedes`), "bad")];
  return r.movement ? movement(ctx, r.movement) : [line(ctx.format(`${L}Herd.stays`))];
};

/** OW-9.2.2 a stampede's move toward its clock, and who is in its path. */
export const stampedeMove: LineWriter<StampedeMoveResult> = (ctx, r) => {
  const lines = [line(ctx.format(`${L}Stampede.toward`, { clock: r.clock })), ...movement(ctx, r.movement)];
  // OW-9.2.7c each obstacle the run met, in order: what the herd did there (the path the canvas draws turns with it).
  for (const e of r.terrain?.events ?? [])
    lines.push(line(ctx.format(`${L}Stampede.obstacle.${e.outcome}`, { inches: inches(e.along) }), "neutral", true));
  if (r.trampled.length > 0)
    lines.push(line(ctx.format(`${L}Stampede.inPath`, { figures: ctx.names.figures(r.trampled) }), "bad"));
  return lines;
};

/**
 * OW-9.3f the attacking side of an overturn's melee is the overturning wagon, no figure of the
 * record (the engine names it "<wagon unit>.overturn"): the lines call it by the wagon's name.
 */
function overturnCtx(ctx: Ctx, attackerId: string): Ctx {
  const wagonId = attackerId.replace(/\.overturn$/, "");
  return {
    ...ctx,
    names: ctx.names.with({
      [attackerId]: ctx.format(`${L}Runaway.overturnAttacker`, { wagon: ctx.names.unit(wagonId) }),
    }),
  };
}

/** OW-9.3f a runaway team's move, its bog check, an overturn and the attacks of figures thrown clear. */
export const runawayMove: LineWriter<RunawayMoveResult> = (ctx, r) => {
  const lines = [
    cardsLine(ctx, ctx.format(`${L}Move.theWagon`), moveSerials(r), r.cardInches),
    allowance(ctx, r.inches),
  ];
  for (const check of r.bogChecks) lines.push(bogLine(ctx, check.why, check.grade, check.bogged, check.serial));
  if (r.overturned) lines.push(line(ctx.format(`${L}Runaway.overturned`), "bad"));
  for (const a of r.attacks) {
    lines.push(
      line(
        ctx.format(a.passed ? `${L}Runaway.jumpClear` : `${L}Runaway.thrown`, { figure: ctx.names.figure(a.figureId) }),
        a.passed ? "good" : "bad",
      ),
    );
    if (!a.passed)
      lines.push(...melee(overturnCtx(ctx, a.melee.attacker.figureId), a.melee).map((l) => ({ ...l, sub: true })));
  }
  return lines;
};
