/**
 * The card's headline for the kinds whose engine summary is not player wording (a count
 * without its plural, a rule value such as "ADVANCE_ONE" or a charge's id): the writer builds it
 * from the result. Every other kind shows the engine's own summary line.
 */
import type { AnyResult, ResultKind, ResultOf } from "@rules/results";
import { K, L, plural, type Ctx } from "./context";

type Headline<K extends ResultKind> = (ctx: Ctx, r: ResultOf<K>) => string;

export const HEADLINES: { readonly [K in ResultKind]?: Headline<K> } = {
  activation: (ctx, r) => {
    if (r.number === null)
      return ctx.format(`${L}Headline.activationCard`, {
        card:
          r.card.kind === "end"
            ? ctx.format(`${K}ActivationCard.end`)
            : ctx.format(`${K}ActivationCard.${r.card.kind}`),
      });
    const lost = r.lost.length > 0 ? plural(ctx.format, `${L}Headline.lose`, r.lost.length) : "";
    return `${plural(ctx.format, `${L}Headline.activate`, r.activations.length, { number: r.number })}${lost}`;
  },
  fire: (ctx, r) => {
    const hits = r.hits.filter((h) => h.outcome !== "saved").length;
    const saved = r.hits.length - hits;
    return `${plural(ctx.format, `${L}Headline.shots`, r.shots.length)} ${plural(ctx.format, `${L}Headline.hits`, hits)}${saved > 0 ? plural(ctx.format, `${L}Headline.saved`, saved) : ""}`;
  },
  blast: (ctx, r) =>
    plural(ctx.format, `${L}Headline.blast`, r.figures.filter((f) => f.hit).length, {
      size: ctx.format(`${K}BurstName.${r.size}`),
    }),
  morale: (ctx, r) =>
    plural(ctx.format, `${L}Headline.moraleChecks`, r.checks.length, { unit: ctx.names.unit(r.unitId) }),
  napMorale: (ctx, r) =>
    plural(ctx.format, `${L}Headline.moraleChecks`, r.checks.length, { unit: ctx.names.unit(r.unitId) }),
  closeOrderReaction: (ctx, r) => ctx.format(r.group.passed ? `${L}Headline.groupReacts` : `${L}Headline.groupHolds`),
  closeOrderTurn: (ctx, r) =>
    ctx.format(r.passed ? `${L}Headline.groupTurns` : `${L}Headline.groupNoTurn`, {
      unit: String(r.summary.data["unit"] ?? ""),
    }),
  "ow.breach": (ctx, r) =>
    ctx.format(r.breached ? `${L}Headline.breach` : `${L}Headline.noBreach`, {
      what: ctx.format(`${L}Breach.what.${r.target.kind}`),
    }),
  "ow.runawayCheck": (ctx, r) =>
    ctx.format(!r.checked ? `${L}Runaway.noCheck` : r.runaway ? `${L}Runaway.bolts` : `${L}Runaway.holds`),
  "ow.regainControl": (ctx, r) => ctx.format(r.regained ? `${L}Runaway.regained` : `${L}Runaway.stillRunning`),
  "ow.charge": (ctx, r) =>
    ctx.format(`${L}Charge.stage.${r.charge.stage}`, {
      charge: ctx.names.unit(r.charge.id),
      die: r.charge.die ?? "–",
      fuse: r.charge.fuseActivations,
    }),
  "ow.wagonMove": (ctx, r) => ctx.format(`${L}Headline.wagonMove`, { inches: r.inches }),
  "ow.gatlingMove": (ctx, r) => ctx.format(`${L}Headline.gatlingMove`, { inches: r.inches }),
  "ow.stampedeMove": (ctx, r) =>
    plural(ctx.format, `${L}Headline.stampedeMove`, r.trampled.length, { inches: r.movement.inches, clock: r.clock }),
  "ow.cutOut": (ctx, r) => plural(ctx.format, `${L}Wagon.animalsLeft`, r.animalsLeft),
  "ow.heroCard": (ctx, r) => plural(ctx.format, `${L}Headline.heroes`, r.order.length, { number: r.number ?? "–" }),
  "ow.heroMorale": (ctx, r) => plural(ctx.format, `${L}Hero.removes`, r.removed),
  // OW-6b dynamite handed to a figure (or found): what it got, in words.
  "ow.dynamiteGiven": (ctx, r) =>
    ctx.format(`${L}Headline.dynamiteGiven`, {
      figure: ctx.names.figure(r.figureId),
      sticks: plural(ctx.format, `${L}Headline.sticks`, r.sticks),
      bundles: plural(ctx.format, `${L}Headline.bundles`, r.bundles),
    }),
  "ow.dynamiteThrow": (ctx, r) =>
    ctx.format(`${L}Headline.dynamite.${r.outcome}`, { figure: ctx.names.figure(r.throw.plan.figureId) }),
  mount: (ctx, r) => {
    const changes = r.effects.filter((e) => e.kind === "mounted");
    return plural(
      ctx.format,
      changes.some((e) => e.kind === "mounted" && !e.mounted) ? `${L}Headline.dismount` : `${L}Headline.mount`,
      changes.length,
    );
  },
  load: (ctx, r) =>
    r.remaining > 0 ? plural(ctx.format, `${L}Artillery.loadLeft`, r.remaining) : ctx.format(`${L}Artillery.loaded`),
  unlimber: (ctx, r) => plural(ctx.format, `${L}Artillery.unlimbered`, r.markers),
  shell: (ctx, r) =>
    plural(ctx.format, `${L}Headline.blast`, r.blast.figures.filter((f) => f.hit).length, {
      size: ctx.format(`${K}BurstName.${r.template}`),
    }),
  solidShot: (ctx, r) => plural(ctx.format, `${L}Headline.solidShot`, r.ranks.filter((k) => k.hit).length),
  canister: (ctx, r) => plural(ctx.format, `${L}Headline.canister`, r.figures.filter((f) => f.hit).length),
  reload: (ctx, r) =>
    r.remaining > 0
      ? plural(ctx.format, `${L}Reload.napLeft`, r.remaining, { figure: ctx.names.figure(r.figureId) })
      : ctx.format(`${L}Reload.ready`, { figure: ctx.names.figure(r.figureId) }),
  mountedReaction: (ctx, r) =>
    ctx.format(r.passed ? `${L}MountedReaction.passed` : `${L}MountedReaction.failed`, {
      kind: ctx.format(`${L}MountedReaction.kind.${r.kind}`),
      serial: r.cards[0]?.serial ?? "?",
    }),
  commandDice: (ctx, r) => plural(ctx.format, `${L}Headline.dice`, r.rolls.length),
  emplace: (ctx, r) =>
    r.ready ? ctx.format(`${L}Engineers.ready`) : plural(ctx.format, `${L}Engineers.left`, r.required - r.done),
};

function run<K extends ResultKind>(ctx: Ctx, kind: K, r: ResultOf<K>): string | null {
  const headline: Headline<K> | undefined = HEADLINES[kind];
  return headline ? headline(ctx, r) : null;
}

/** The headline the writer gives this result, or null to show the engine's summary. */
export function headlineOf(ctx: Ctx, r: AnyResult): string | null {
  return run(ctx, r.procedure, r as ResultOf<typeof r.procedure>);
}
