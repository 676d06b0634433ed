/** CORE-6 hand to hand and the fights built on it (NAP-6.2 mounted melee, OW-9.2.3 trample). */
import type { MeleeResult } from "@rules/procedures";
import type { MountedMeleeResult } from "@rules/mounted/melee";
import type { TrampleResult } from "@rules/old-west/stampede";
import { FRONTIER_WEAPONS } from "@rules/tables/frontier-weapons";
import { NAPOLEONIC_WEAPONS } from "@rules/tables/napoleonic-weapons";
import {
  K,
  L,
  labelOr,
  line,
  locationOf,
  outcomeText,
  type Ctx,
  type LineView,
  type LineWriter,
} from "@foundry/kernel/result-lines";

/** The two totals, then the winner and the loser's damage card. */
export const melee: LineWriter<MeleeResult> = (ctx, r) => meleeLines(ctx, r);

/**
 * The hand to hand's lines; `tie` replaces the base rules' tie line (CORE-6 "a tie pushes both
 * back 2\"") where the fight's own rule says otherwise (OW-9.2.7b a tie with a stampede stuns).
 */
export function meleeLines(ctx: Ctx, r: MeleeResult, tie?: string): LineView[] {
  const { format, names } = ctx;
  const side = (t: MeleeResult["attacker"], role: "attacker" | "defender"): LineView => {
    const mods = t.modifiers
      .map((m) => ` ${m.value >= 0 ? "+" : "−"} ${labelOr(format, `${K}Modifier.${m.key}`)} ${Math.abs(m.value)}`)
      .join("");
    return line(
      format(`${K}Melee.total`, {
        role: format(`${K}Melee.${role}`),
        figure: names.figure(t.figureId),
        melee: t.melee,
        hth: t.hth,
        mods,
        serial: t.serial,
        card: t.card,
        total: t.total,
      }),
    );
  };
  const lines = [side(r.attacker, "attacker"), side(r.defender, "defender")];
  if (r.winner !== "tie") {
    ctx.marks.outcome(r.attacker.serial, r.winner === "attacker" ? "passed" : "failed");
    ctx.marks.outcome(r.defender.serial, r.winner === "defender" ? "passed" : "failed");
  }
  if (r.winner === "tie") {
    lines.push(line(tie ?? format(`${K}Melee.tie`, { total: r.attacker.total })));
    return lines;
  }
  const [won, lost] = r.winner === "attacker" ? [r.attacker, r.defender] : [r.defender, r.attacker];
  const damageRead = r.cards.find((c) => c.reason.startsWith("melee.loser"));
  if (r.loserSpared || !damageRead) {
    lines.push(
      line(
        format(`${L}Melee.wonSpared`, {
          winner: names.figure(won.figureId),
          loser: names.figure(lost.figureId),
          a: won.total,
          b: lost.total,
        }),
        "hit",
      ),
    );
    return lines;
  }
  lines.push(
    line(
      format(`${K}Melee.won`, {
        winner: names.figure(won.figureId),
        loser: names.figure(lost.figureId),
        a: won.total,
        b: lost.total,
        serial: damageRead.serial,
        damage: r.loserDamage ? format(`${K}Damage.${r.loserDamage}`) : "–",
        location: locationOf(ctx, damageRead.serial),
        outcome: outcomeText(ctx, lost.figureId, r.loserOutcome ?? "none"),
      }),
      r.loserOutcome === "incapacitated" ? "bad" : "hit",
    ),
  );
  return lines;
}

/** A weapon's printed name (Table 1 of either era), or the chat's word for a lance or no weapon. */
function weaponName(ctx: Ctx, key: string): string {
  const row = [...FRONTIER_WEAPONS, ...NAPOLEONIC_WEAPONS].find((w) => w.id === key);
  return row ? row.name : labelOr(ctx.format, `${L}Mounted.weapon.${key.replace(".", "_")}`);
}

/** NAP-6.2 / OW-7.1: the fight, the weapons used, the breakthrough move. */
export const mountedMelee: LineWriter<MountedMeleeResult> = (ctx, r) => {
  const { format, names } = ctx;
  const lines = [
    line(
      format(`${L}Mounted.weapons`, {
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
      line(format(`${L}Mounted.dropsLance`, { figure: names.figure(r.melee.attacker.figureId) }), "neutral", true),
    );
  if (r.caughtFromBehind) lines.push(line(format(`${L}Mounted.caughtFromBehind`), "bad", true));
  if (r.armourSaved) lines.push(line(format(`${L}Mounted.armourSaved`), "saved", true));
  if (r.secondMelee) lines.push(line(format(`${L}Mounted.secondMelee`), "neutral", true));
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
          format(`${L}Mounted.breakthrough.backToBack`, {
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
          format(`${L}Mounted.breakthrough.${key}`, { figure: who, inches: advance?.inches ?? b.entry.inches }),
          "neutral",
        ),
      );
    }
    if (b.entry.enemyWithdraws > 0)
      lines.push(line(format(`${L}Mounted.enemyWithdraws`, { inches: b.entry.enemyWithdraws }), "neutral", true));
    if (b.veerInches > 0) lines.push(line(format(`${L}Mounted.veer`, { inches: b.veerInches }), "neutral", true));
  }
  return lines;
};

/** OW-9.2.3 a figure in a stampede's path fights the animal. */
export const trample: LineWriter<TrampleResult> = (ctx, r) => {
  const figure = ctx.names.figure(r.melee.defender.figureId);
  // OW-9.2.7b "If the result is a tie, the figure is stunned in place but avoids damage" (no falling back).
  const lines = meleeLines(ctx, r.melee, ctx.format(`${L}Trample.tieAt`, { total: r.melee.attacker.total, figure }));
  if (r.outcome !== "tie")
    lines.push(line(ctx.format(`${L}Trample.${r.outcome}`, { figure }), r.outcome === "trampled" ? "bad" : "good"));
  if (r.animalKilled)
    lines.push(line(ctx.format(`${L}Trample.animalKilled`, { animal: ctx.names.figure(r.animalKilled) }), "hit", true));
  return lines;
};
