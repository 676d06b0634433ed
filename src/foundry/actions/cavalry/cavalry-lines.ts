/** The chat card's lines for the results the cavalry folder owns (its manifest presents them). */
import {
  CHAT_LINE_KEYS,
  inches,
  labelOr,
  line,
  serialOf,
  type Ctx,
  type Headline,
  type LineWriter,
} from "@foundry/kernel/result-lines";
import { melee } from "@foundry/kernel/result-lines-shared";
import type { BreakthroughAdvanceResult } from "@rules/mounted/advance";
import type { MountedMeleeResult } from "@rules/mounted/melee";
import type { ChargeHaltResult, MountedReactionResult } from "@rules/mounted/reaction";
import type { MountedBogResult } from "@rules/mounted/terrain";
import { FRONTIER_WEAPONS } from "@rules/tables/frontier-weapons";
import { NAPOLEONIC_WEAPONS } from "@rules/tables/napoleonic-weapons";

export const breakthroughAdvance: LineWriter<BreakthroughAdvanceResult> = (ctx, r) => {
  const figure = ctx.names.figure(r.offer.figureId);
  const a = r.advance;
  if (a.refused !== null) return [line(ctx.format(a.refused), "neutral")];
  if (a.secondMelee)
    return [line(ctx.format(`${CHAT_LINE_KEYS}Breakthrough.contact`, { figure, inches: a.inches }), "bad")];
  if (a.stunned) return [line(ctx.format(`${CHAT_LINE_KEYS}Breakthrough.stunned`, { figure }), "bad")];
  // NAP-6.2.1.3 the distance offered is the whole move; back to back, the rear of his base ends `beyondInches` past the
  // enemy's.
  if (a.inches > 0)
    return [
      line(
        ctx.format(
          a.endsBackToBack ? `${CHAT_LINE_KEYS}Breakthrough.backToBack` : `${CHAT_LINE_KEYS}Breakthrough.clear`,
          {
            figure,
            inches: a.inches,
            beyond: r.offer.beyondInches,
          },
        ),
        "good",
      ),
    ];
  return [line(ctx.format(`${CHAT_LINE_KEYS}Breakthrough.stays`, { figure }), "neutral")];
};

export const mountedBog: LineWriter<MountedBogResult> = (ctx, r) => {
  const place = ctx.format(`${CHAT_LINE_KEYS}MountedBog.place.${r.place}`);
  const lines = [
    line(
      ctx.format(r.bogged ? `${CHAT_LINE_KEYS}MountedBog.bogged` : `${CHAT_LINE_KEYS}MountedBog.clear`, {
        place,
        serial: r.cards[0]?.serial ?? "?",
      }),
      r.bogged ? "bad" : "good",
    ),
  ];
  if (r.stopAfterInchesInWoods !== null)
    lines.push(
      line(ctx.format(`${CHAT_LINE_KEYS}MountedBog.stop`, { inches: inches(r.stopAfterInchesInWoods) }), "bad", true),
    );
  if (r.stuckFigureId)
    lines.push(
      line(
        ctx.format(r.stunned ? `${CHAT_LINE_KEYS}MountedBog.stuckStunned` : `${CHAT_LINE_KEYS}MountedBog.stuck`, {
          figure: ctx.names.figure(r.stuckFigureId),
        }),
        "bad",
        true,
      ),
    );
  return lines;
};

export const mountedReaction: LineWriter<MountedReactionResult> = (ctx, r) => {
  const kind = ctx.format(`${CHAT_LINE_KEYS}MountedReaction.kind.${r.kind}`);
  const lines = [
    line(
      ctx.format(r.passed ? `${CHAT_LINE_KEYS}MountedReaction.passed` : `${CHAT_LINE_KEYS}MountedReaction.failed`, {
        kind,
        serial: serialOf(ctx, "reaction."),
      }),
      r.passed ? "good" : "bad",
    ),
  ];
  // NAP-6.2.1.2b a pursuit's card says it rides after the withdrawing enemy.
  const moves = r.kind === "pursuit" ? "pursues" : "moves";
  if (r.passed)
    lines.push(line(ctx.format(`${CHAT_LINE_KEYS}MountedReaction.${moves}`, { inches: r.inches }), "neutral", true));
  // NAP-6.2.1.2b the contact point: each side's share of the gap.
  if (r.meeting) {
    const shares = { counter: tenths(r.meeting.counterInches), charger: tenths(r.meeting.chargerInches) };
    lines.push(
      line(
        ctx.format(
          r.meeting.contact ? `${CHAT_LINE_KEYS}MountedReaction.meet` : `${CHAT_LINE_KEYS}MountedReaction.noMeeting`,
          shares,
        ),
        r.meeting.contact ? "neutral" : "miss",
      ),
    );
  }
  return lines;
};

/** A weapon's printed name (Table 1 of either era), or the chat's word for a lance or no weapon. */
function weaponName(ctx: Ctx, key: string): string {
  const row = [...FRONTIER_WEAPONS, ...NAPOLEONIC_WEAPONS].find((w) => w.id === key);
  return row ? row.name : labelOr(ctx.format, `${CHAT_LINE_KEYS}Mounted.weapon.${key.replace(".", "_")}`);
}

/** NAP-6.2 / OW-7.1: the fight, the weapons used, the breakthrough move. */
export const mountedMelee: LineWriter<MountedMeleeResult> = (ctx, r) => {
  const { format, names } = ctx;
  const lines = [
    line(
      format(`${CHAT_LINE_KEYS}Mounted.weapons`, {
        attacker: names.figure(r.melee.attacker.figureId),
        a: weaponName(ctx, r.attackerWeapon.key),
        defender: names.figure(r.melee.defender.figureId),
        d: weaponName(ctx, r.defenderWeapon.key),
      }),
    ),
    ...melee(ctx, r.melee),
  ];
  if (r.attackerWeapon.dropsLance)
    lines.push(
      line(
        format(`${CHAT_LINE_KEYS}Mounted.dropsLance`, { figure: names.figure(r.melee.attacker.figureId) }),
        "neutral",
        true,
      ),
    );
  if (r.caughtFromBehind) lines.push(line(format(`${CHAT_LINE_KEYS}Mounted.caughtFromBehind`), "bad", true));
  if (r.armourSaved) lines.push(line(format(`${CHAT_LINE_KEYS}Mounted.armourSaved`), "saved", true));
  if (r.secondMelee) lines.push(line(format(`${CHAT_LINE_KEYS}Mounted.secondMelee`), "neutral", true));
  const b = r.breakthrough;
  if (b) {
    const who = names.figure(b.figureId);
    const key = b.entry.action === "advance" ? "advance" : b.entry.action === "back" ? "back" : "stop";
    // NAP-6.2.1.3 the advance the table offers (victorAdvance): back to back, it covers the
    // enemy's withdrawal, both bases and the inch beyond, so its distance is not the cell's 1".
    const advance = b.victorAdvance;
    if (advance?.backToBack) {
      lines.push(
        line(
          format(`${CHAT_LINE_KEYS}Mounted.breakthrough.backToBack`, {
            figure: who,
            inches: advance.inches,
            beyond: advance.beyondInches,
          }),
          "neutral",
        ),
      );
    } else {
      lines.push(
        line(
          format(`${CHAT_LINE_KEYS}Mounted.breakthrough.${key}`, {
            figure: who,
            inches: advance?.inches ?? b.entry.inches,
          }),
          "neutral",
        ),
      );
    }
    if (b.entry.enemyWithdraws > 0)
      lines.push(
        line(format(`${CHAT_LINE_KEYS}Mounted.enemyWithdraws`, { inches: b.entry.enemyWithdraws }), "neutral", true),
      );
    if (b.veerInches > 0)
      lines.push(line(format(`${CHAT_LINE_KEYS}Mounted.veer`, { inches: b.veerInches }), "neutral", true));
  }
  return lines;
};

/** The chat card's headline for this result (the engine's summary is no player wording). */
export const mountedReactionHeadline: Headline<"mountedReaction"> = (ctx, r) =>
  ctx.format(r.passed ? `${CHAT_LINE_KEYS}MountedReaction.passed` : `${CHAT_LINE_KEYS}MountedReaction.failed`, {
    kind: ctx.format(`${CHAT_LINE_KEYS}MountedReaction.kind.${r.kind}`),
    serial: r.cards[0]?.serial ?? "?",
  });

/** NAP-6.2.1.2b the charge halted halfway: where the riders halt, the target reacting now. */
export const chargeHalt: LineWriter<ChargeHaltResult> = (ctx, r) => [
  line(
    ctx.format(`${CHAT_LINE_KEYS}ChargeHalt.halts`, {
      figure: ctx.names.figure(r.chargerId),
      target: ctx.names.figure(r.targetId),
      inches: tenths(r.haltInches),
      distance: tenths(r.distanceInches),
    }),
    "neutral",
  ),
  line(ctx.format(`${CHAT_LINE_KEYS}ChargeHalt.react`, { target: ctx.names.figure(r.targetId) }), "neutral", true),
];

/** The halt's headline (the engine's summary is no player wording). */
export const chargeHaltHeadline: Headline<"chargeHalt"> = (ctx, r) =>
  ctx.format(`${CHAT_LINE_KEYS}ChargeHalt.headline`, { figure: ctx.names.figure(r.chargerId) });

/** Inches to one decimal (a prorated share). */
function tenths(inches: number): number {
  return Math.round(inches * 10) / 10;
}
