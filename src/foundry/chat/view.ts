/**
 * Result record → what the chat card shows: the result in words and the faces of the cards
 * read, with only the sections that decided something highlighted. Pure (no Foundry global):
 * the chat message, the preview and the tests all call resultView with their own `format`.
 *
 * Every string here is plain text: the template prints it with {{ }} (escaped), so a figure
 * named "<b>Hale</b>" shows those characters and never becomes markup.
 */
import type { ActionCard, CardSection, Grade, MoraleResult, Terrain } from "../../rules/cards/schema";
import { CARD_SECTIONS, GRADES, TERRAINS } from "../../rules/cards/schema";
import type { CardRead } from "../../rules/cards/source";
import type { Effect, ProcedureResult } from "../../rules/model";
import type { ActivationResult, BlastResult, CommandDiceResult, FireResult, MeleeResult, MoraleOutcome, MovementResult, ThrowResult } from "../../rules/procedures";
import type { MountedMoveResult } from "../../rules/mounted/movement";
import { stateEffects, type ResultRecord } from "./record";

/** Localize a key with data (game.i18n.format in Foundry; the lang file in tests and the preview). */
export type Format = (key: string, data?: Readonly<Record<string, string | number>>) => string;

const K = "COMBAT_PATROL.Chat.";

export type Tone = "hit" | "miss" | "saved" | "bad" | "good" | "neutral";

export interface LineView {
  readonly text: string;
  readonly tone: Tone;
  /** Indented under the line before (a hit's effect under its shot). */
  readonly sub: boolean;
}

export interface SectionView {
  readonly section: CardSection;
  readonly label: string;
  readonly value: string;
  /** Bullet holes drawn as dots (hit section). */
  readonly dots: readonly number[];
  readonly read: boolean;
}

export interface MoraleCellView {
  readonly text: string;
  readonly code: MoraleResult;
  /** The cell the check read (its grade column and terrain row). */
  readonly read: boolean;
}

export interface MoraleRowView {
  readonly grade: string;
  readonly cells: readonly MoraleCellView[];
}

export interface CardFaceView {
  readonly serial: number;
  /** Why it was drawn, in words ("Shot", "Hit", "Morale check"). */
  readonly reason: string;
  readonly sections: readonly SectionView[];
  readonly morale: { readonly label: string; readonly read: boolean; readonly terrains: readonly string[]; readonly rows: readonly MoraleRowView[] };
  /** The sections read, in words ("hit", "randomizer, cover, damage"). */
  readonly readText: string;
}

/** A big chip in the card's head: the Activation Card drawn, a command die rolled. */
export interface BadgeView {
  readonly label: string;
  readonly value: string;
  readonly kind: "activation" | "die";
}

export interface ResultView {
  readonly procedure: string;
  readonly badges: readonly BadgeView[];
  readonly title: string;
  readonly summary: string;
  readonly lines: readonly LineView[];
  readonly cards: readonly CardFaceView[];
  /** What Apply writes, in words. */
  readonly changes: readonly string[];
  /** Moves for the players to make on the canvas. */
  readonly moves: readonly string[];
  readonly deck: string | null;
  readonly applicable: boolean;
  readonly applied: boolean;
  readonly appliedText: string | null;
  readonly canApply: boolean;
}

export interface ViewState {
  /** Name of the user who applied it, null while not applied. */
  readonly appliedBy?: string | null;
  readonly applied?: boolean;
  /** May the user looking at it press Apply (owner of every actor changed, or GM)? */
  readonly canApply?: boolean;
}

/* ------------------------------------------------------------------ helpers */

/** A localized label, or a readable form of the key's last part when the lang file has none. */
function labelOr(format: Format, key: string, data?: Readonly<Record<string, string | number>>): string {
  const text = format(key, data);
  if (text !== key) return text;
  const last = key.split(".").pop() ?? key;
  return last.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
}

function reasonKey(reason: string): string {
  const prefix = reason.split(":")[0] ?? reason;
  return prefix.split(".").map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join("");
}

class Namer {
  constructor(
    private readonly record: ResultRecord,
    private readonly format: Format,
  ) {}

  figure(id: string | null): string {
    if (id === null) return this.format(`${K}nobody`);
    return this.record.figures[id]?.name ?? this.record.units[id] ?? this.format(`${K}unknown`);
  }

  unit(id: string): string {
    return this.record.units[id] ?? this.record.figures[id]?.name ?? this.format(`${K}unknown`);
  }
}

function cardOf(record: ResultRecord, serial: number): ActionCard | undefined {
  return record.cards.find((c) => c.serial === serial);
}

/** Wounds each figure carries as the result is read in order (starts from the record's notes). */
class WoundCounter {
  private readonly wounds = new Map<string, number>();
  constructor(private readonly record: ResultRecord) {}

  add(id: string, n = 1): { wounds: number; endurance: number } {
    const note = this.record.figures[id];
    const now = (this.wounds.get(id) ?? note?.wounds ?? 0) + n;
    this.wounds.set(id, now);
    return { wounds: now, endurance: note?.endurance ?? now };
  }
}

/* ------------------------------------------------------------------ card faces */

function holesText(format: Format, hit: ActionCard["hit"]): string {
  return hit === "OUT_OF_AMMO" ? format(`${K}outOfAmmo`) : String(hit);
}

function sectionValue(format: Format, card: ActionCard, section: CardSection): string {
  switch (section) {
    case "serial":
      return `#${card.serial}`;
    case "move":
      return format(`${K}inches`, { inches: card.move });
    case "hit":
      return holesText(format, card.hit);
    case "randomizer":
      return String(card.randomizer);
    case "d10":
      return String(card.d10);
    case "location":
      return format(`${K}Location.${card.location}`);
    case "damage":
      return format(`${K}DamageShort.${card.damage}`);
    case "cover":
      return format(`${K}Cover.${card.cover}`);
    case "burst": {
      const sizes = (["small", "medium", "large"] as const).filter((s) => card.burst[s]).map((s) => format(`${K}Burst.${s}`));
      const text = sizes.length > 0 ? sizes.join(" ") : "–";
      return card.burst.stun ? `${text} !!` : text;
    }
    case "morale":
      return "";
    case "scatter":
      return format(`${K}scatterShort`, { clock: card.scatter.clock, inches: card.scatter.inches });
    case "bog": {
      const bogged = GRADES.filter((g) => card.bog[g]).map((g) => format(`COMBAT_PATROL.Grade.${g}`).charAt(0));
      return bogged.length > 0 ? bogged.join(" ") : "–";
    }
    case "reaction":
      return String(card.reaction);
    case "melee":
      return String(card.melee);
  }
}

/** The sections a face shows as cells (morale is its own table; serial is the heading). */
const FACE_SECTIONS = CARD_SECTIONS.filter((s) => s !== "morale" && s !== "serial");

export interface MoraleCellRead {
  readonly grade: Grade;
  readonly terrain: Terrain;
}

export function cardFace(format: Format, card: ActionCard, read: Pick<CardRead, "reason" | "sections">, moraleCell?: MoraleCellRead): CardFaceView {
  const isRead = (s: CardSection) => read.sections.includes(s);
  const sections = FACE_SECTIONS.map((section) => ({
    section,
    label: format(`${K}Section.${section}`),
    value: sectionValue(format, card, section),
    dots: section === "hit" && card.hit !== "OUT_OF_AMMO" ? Array.from({ length: card.hit }, (_, i) => i) : [],
    read: isRead(section),
  }));
  const moraleRead = isRead("morale");
  return {
    serial: card.serial,
    reason: labelOr(format, `${K}Reason.${reasonKey(read.reason)}`),
    sections,
    morale: {
      label: format(`${K}Section.morale`),
      read: moraleRead,
      terrains: TERRAINS.map((t) => format(`${K}Terrain.${t}`)),
      rows: GRADES.map((grade) => ({
        grade: format(`COMBAT_PATROL.Grade.${grade}`),
        cells: TERRAINS.map((terrain) => ({
          code: card.morale[grade][terrain],
          text: format(`${K}MoraleShort.${card.morale[grade][terrain]}`),
          read: moraleRead && moraleCell !== undefined && moraleCell.grade === grade && moraleCell.terrain === terrain,
        })),
      })),
    },
    readText: read.sections.map((s) => format(`${K}Section.${s}`)).join(", "),
  };
}

function faces(format: Format, record: ResultRecord, moraleCell?: MoraleCellRead): CardFaceView[] {
  const out: CardFaceView[] = [];
  for (const read of record.result.cards) {
    const card = cardOf(record, read.serial);
    if (card) out.push(cardFace(format, card, read, read.sections.includes("morale") ? moraleCell : undefined));
  }
  return out;
}

/* ------------------------------------------------------------------ per procedure */

function isFire(r: ProcedureResult): r is FireResult {
  return r.procedure === "fire" && "shots" in r && "hits" in r;
}
function isMelee(r: ProcedureResult): r is MeleeResult {
  return r.procedure === "melee" && "attacker" in r && "defender" in r;
}
/** CORE-7 and NAP-4 (the Napoleonic result is the base outcome with more fields). */
function isMorale(r: ProcedureResult): r is MoraleOutcome {
  return (r.procedure === "morale" || r.procedure === "napMorale") && "checks" in r && "grade" in r;
}
function isBlast(r: ProcedureResult): r is BlastResult {
  return r.procedure === "blast" && "figures" in r;
}
function isThrow(r: ProcedureResult): r is ThrowResult {
  return r.procedure === "throw" && "landed" in r;
}
function isMovement(r: ProcedureResult): r is MovementResult {
  return r.procedure === "movement" && "cardInches" in r;
}
function isMountedMove(r: ProcedureResult): r is MountedMoveResult {
  return r.procedure === "mountedMovement" && "cardInches" in r && "gallop" in r;
}
function isActivation(r: ProcedureResult): r is ActivationResult {
  return r.procedure === "activation" && "activations" in r;
}
function isCommandDice(r: ProcedureResult): r is CommandDiceResult {
  return r.procedure === "commandDice" && "rolls" in r;
}
/** OW-6.1.1 a dynamite throw wraps the base throw. */
function innerThrow(r: ProcedureResult): ThrowResult | null {
  if (!("throw" in r)) return null;
  const inner: unknown = r.throw;
  return typeof inner === "object" && inner !== null && "landed" in inner && "plan" in inner ? (inner as ThrowResult) : null;
}

interface Ctx {
  readonly format: Format;
  readonly record: ResultRecord;
  readonly names: Namer;
  readonly wounds: WoundCounter;
}

function outcomeText(ctx: Ctx, figureId: string, outcome: "wounded" | "incapacitated" | "saved" | "none" | "missed", note?: string): string {
  const { format } = ctx;
  if (outcome === "wounded") {
    const w = ctx.wounds.add(figureId);
    return format(`${K}Outcome.wounded`, w);
  }
  if (outcome === "incapacitated") return format(`${K}Outcome.incapacitated`);
  if (outcome === "saved") return format(`${K}Outcome.saved`);
  if (note) return labelOr(format, note);
  return format(`${K}Outcome.none`);
}

/** CORE-5 one line per shot, the hit's effect under it. */
function fireLines(ctx: Ctx, r: FireResult): LineView[] {
  const { format, names, record } = ctx;
  const lines: LineView[] = [];
  for (const plan of r.plan.shooters) {
    if (!plan.possible) {
      lines.push({ text: `${names.figure(plan.figureId)}: ${format(`COMBAT_PATROL.NoFire.${plan.reason ?? "noChance"}`)}`, tone: "miss", sub: false });
    }
  }
  const hits = [...r.hits];
  const shotsOf = (id: string) => r.shots.filter((s) => s.shooterId === id).length;
  for (const shot of r.shots) {
    const who =
      shotsOf(shot.shooterId) > 1 ? format(`${K}Fire.shooterShot`, { figure: names.figure(shot.shooterId), n: shot.shot }) : names.figure(shot.shooterId);
    if (shot.holes === "OUT_OF_AMMO") {
      const ammo = r.outOfAmmo.find((a) => a.figureId === shot.shooterId && a.ended);
      const note = ammo?.note ? ` (${labelOr(format, ammo.note)})` : "";
      lines.push({ text: `${who}: ${format(`${K}Fire.outOfAmmo`, { serial: shot.serial, markers: ammo?.markers ?? 1 })}${note}`, tone: "bad", sub: false });
      continue;
    }
    const data = { needed: shot.needed, serial: shot.serial, holes: shot.holes };
    if (!shot.hit) {
      lines.push({ text: `${who}: ${format(`${K}Fire.miss`, data)}`, tone: "miss", sub: false });
      continue;
    }
    const index = hits.findIndex((h) => h.shooterId === shot.shooterId);
    const hit = index >= 0 ? hits.splice(index, 1)[0] : undefined;
    let text = `${who}: ${format(`${K}Fire.hit`, data)}`;
    let tone: Tone = "hit";
    if (hit) {
      const card = cardOf(record, hit.serial);
      const location = card ? format(`${K}Location.${card.location}`) : "";
      const outcome =
        hit.outcome === "saved"
          ? format(`${K}Outcome.savedBy`, { cover: format(`${K}CoverKind.${hit.cover}`), icon: card ? format(`${K}Cover.${card.cover}`) : "" })
          : outcomeText(ctx, hit.targetId, hit.outcome, hit.note);
      const effect =
        hit.randomizer === null
          ? format(`${K}Fire.aimed`, { target: names.figure(hit.targetId), location, outcome })
          : format(`${K}Fire.effect`, { randomizer: hit.randomizer, target: names.figure(hit.targetId), location, outcome });
      text = `${text} — ${effect}`;
      tone = hit.outcome === "saved" ? "saved" : "hit";
    }
    lines.push({ text, tone, sub: false });
  }
  for (const ammo of r.outOfAmmo.filter((a) => !a.ended)) {
    lines.push({ text: format(`${K}Fire.reload`, { figure: names.figure(ammo.figureId), markers: ammo.markers }), tone: "neutral", sub: true });
  }
  return lines;
}

/** CORE-6 the two totals, then the winner and the loser's damage card. */
function meleeLines(ctx: Ctx, r: MeleeResult): LineView[] {
  const { format, names, record } = ctx;
  const side = (t: MeleeResult["attacker"], role: "attacker" | "defender"): LineView => {
    const mods = t.modifiers.map((m) => ` ${m.value >= 0 ? "+" : "−"} ${labelOr(format, `${K}Modifier.${m.key}`)} ${Math.abs(m.value)}`).join("");
    return {
      text: format(`${K}Melee.total`, {
        role: format(`${K}Melee.${role}`),
        figure: names.figure(t.figureId),
        melee: t.melee,
        hth: t.hth,
        mods,
        serial: t.serial,
        card: t.card,
        total: t.total,
      }),
      tone: "neutral",
      sub: false,
    };
  };
  const lines = [side(r.attacker, "attacker"), side(r.defender, "defender")];
  if (r.winner === "tie") {
    lines.push({ text: format(`${K}Melee.tie`, { total: r.attacker.total }), tone: "neutral", sub: false });
  } else {
    const [won, lost] = r.winner === "attacker" ? [r.attacker, r.defender] : [r.defender, r.attacker];
    const damageRead = r.cards.find((c) => c.reason.startsWith("melee.loser"));
    const card = damageRead ? cardOf(record, damageRead.serial) : undefined;
    const outcome = outcomeText(ctx, lost.figureId, r.loserOutcome ?? "none");
    lines.push({
      text: format(`${K}Melee.won`, {
        winner: names.figure(won.figureId),
        loser: names.figure(lost.figureId),
        a: won.total,
        b: lost.total,
        serial: damageRead?.serial ?? "?",
        damage: r.loserDamage ? format(`${K}Damage.${r.loserDamage}`) : "–",
        location: card ? format(`${K}Location.${card.location}`) : "",
        outcome,
      }),
      tone: r.loserOutcome === "incapacitated" ? "bad" : "hit",
      sub: false,
    });
  }
  return lines;
}

/** CORE-7 markers, the leader's removal, one line per card. */
function moraleLines(ctx: Ctx, r: MoraleOutcome): LineView[] {
  const { format, names } = ctx;
  const lines: LineView[] = [
    { text: format(`${K}Morale.markers`, { unit: names.unit(r.unitId), markers: r.markers, removed: r.removed }), tone: "neutral", sub: false },
  ];
  const column = { grade: format(`COMBAT_PATROL.Grade.${r.grade}`), terrain: format(`${K}TerrainRow.${r.terrain}`) };
  for (const check of r.checks) {
    const result = format(`${K}MoraleResult.${check.result}`);
    const who = check.figureId ? format(`${K}Morale.who`, { figure: names.figure(check.figureId) }) : "";
    const move = check.inches > 0 ? format(`${K}Morale.moves`, { inches: check.inches }) : "";
    lines.push({
      text: `${format(`${K}Morale.check`, { ...column, serial: check.serial, result })}${who}${move}`,
      tone: check.result === "OK" ? "good" : check.result === "ADVANCE_ONE" ? "neutral" : "bad",
      sub: true,
    });
  }
  if (r.markers > 0) lines.push({ text: format(`${K}Morale.cleared`), tone: "neutral", sub: false });
  return lines;
}

/** CORE-9 one line per figure under the template. */
function blastLines(ctx: Ctx, r: BlastResult): LineView[] {
  const { format, names, record } = ctx;
  return r.figures.map((f) => {
    const size = format(`${K}BurstName.${r.size}`);
    let text = format(f.hit ? `${K}HE.hit` : `${K}HE.miss`, { figure: names.figure(f.figureId), serial: f.serial, size });
    if (f.hit) {
      const damageRead = r.cards.find((c) => c.reason === `blast.damage:${f.figureId}`);
      const card = damageRead ? cardOf(record, damageRead.serial) : undefined;
      const outcome = outcomeText(ctx, f.figureId, f.outcome);
      text += ` — ${format(`${K}HE.damage`, { serial: damageRead?.serial ?? "?", location: card ? format(`${K}Location.${card.location}`) : "", outcome })}`;
    }
    if (f.stunned) text += `, ${format(`${K}Outcome.stunned`)}`;
    return { text, tone: f.outcome === "missed" ? (f.stunned ? "bad" : "miss") : f.outcome === "saved" ? "saved" : "hit", sub: false };
  });
}

/** CORE-9 a thrown charge: the hit card, then the scatter card on a miss. */
function throwLines(ctx: Ctx, r: ThrowResult): LineView[] {
  const { format, names } = ctx;
  const shot = r.cards.find((c) => c.reason.startsWith("throw:"));
  const lines: LineView[] = [];
  const figure = names.figure(r.plan.figureId);
  if (!r.plan.possible) return [{ text: `${figure}: ${format(`COMBAT_PATROL.NoFire.${r.plan.reason ?? "noChance"}`)}`, tone: "miss", sub: false }];
  if (shot) {
    const holes = /holes=(\S+)/.exec(shot.shows)?.[1] ?? "?";
    const data = { needed: r.plan.needed, serial: shot.serial, holes: holes === "OUT_OF_AMMO" ? format(`${K}outOfAmmo`) : holes };
    lines.push({ text: `${figure}: ${format(r.landed === "target" ? `${K}Fire.hit` : `${K}Fire.miss`, data)}`, tone: r.landed === "target" ? "hit" : "miss", sub: false });
  }
  if (r.scatter) {
    const sc = r.cards.find((c) => c.reason.startsWith("throw.scatter"));
    lines.push({ text: format(`${K}HE.scatter`, { serial: sc?.serial ?? "?", clock: r.scatter.clock, inches: r.scatter.inches }), tone: "neutral", sub: true });
  }
  if (r.note) lines.push({ text: labelOr(format, r.note), tone: "bad", sub: true });
  return lines;
}

/** CORE-10 the movement cards, the factors, the allowance. */
function movementLines(ctx: Ctx, r: MovementResult): LineView[] {
  const { format, names } = ctx;
  const serials = r.cards.map((c) => `#${c.serial}`).join(", ");
  const sum = r.cardInches.reduce((a, b) => a + b, 0);
  const lines: LineView[] = [
    { text: format(`${K}Move.cards`, { figure: names.figure(r.figureId), serials, cards: r.cardInches.join(" + "), sum }), tone: "neutral", sub: false },
  ];
  if (r.factor !== 1) lines.push({ text: format(`${K}Move.factor`, { factor: r.factor }), tone: "neutral", sub: true });
  lines.push({ text: format(`${K}Move.allowance`, { inches: Math.round(r.inches * 100) / 100 }), tone: "good", sub: false });
  if (r.stunnedAtEnd) lines.push({ text: format(`${K}Move.stunnedAtEnd`), tone: "bad", sub: true });
  return lines;
}

/** NAP-6.1.1 / OW-7.1a two cards mounted, a third galloping (stunned later: the table applies it). */
function mountedMoveLines(ctx: Ctx, r: MountedMoveResult): LineView[] {
  const { format, names } = ctx;
  const serials = r.cards.map((c) => `#${c.serial}`).join(", ");
  const sum = r.cardInches.reduce((a, b) => a + b, 0) + r.bonusInches;
  const lines: LineView[] = [
    { text: format(`${K}Move.cards`, { figure: names.figure(r.figureId), serials, cards: [...r.cardInches, ...(r.bonusInches ? [r.bonusInches] : [])].join(" + "), sum }), tone: "neutral", sub: false },
    { text: format(`${K}Move.allowance`, { inches: Math.round(r.inches * 100) / 100 }), tone: "good", sub: false },
  ];
  if (r.gallop) lines.push({ text: format(`${K}Move.gallopStun`), tone: "bad", sub: true });
  return lines;
}

/** CORE-3 the Activation Card: who activates, who loses it. */
function activationLines(ctx: Ctx, r: ActivationResult): LineView[] {
  const { format, names } = ctx;
  const lines: LineView[] = [{ text: format(`${K}Activation.card`, { card: activationCardName(format, r.card.kind) }), tone: "neutral", sub: false }];
  for (const a of r.activations) {
    lines.push({ text: format(a.count > 1 ? `${K}Activation.twice` : `${K}Activation.activates`, { unit: names.unit(a.unitId), count: a.count }), tone: "good", sub: true });
  }
  for (const id of r.lost) lines.push({ text: format(`${K}Activation.loses`, { unit: names.unit(id) }), tone: "bad", sub: true });
  if (r.number !== null && r.activations.length === 0 && r.lost.length === 0) lines.push({ text: format(`${K}Activation.nobody`), tone: "miss", sub: true });
  if (r.endOfTurn) lines.push({ text: format(`${K}Activation.endOfTurn`), tone: "neutral", sub: false });
  // The supplements' own results on this card (hero order, a stampede's move, a charge exploding).
  // Ids the record names (a unit, a charge) read as their names.
  const named = (data: Readonly<Record<string, string | number | boolean>>) =>
    Object.fromEntries(Object.entries(stringData(data)).map(([k, v]) => [k, typeof v === "string" && ctx.record.units[v] !== undefined ? names.unit(v) : v]));
  for (const s of r.supplements ?? []) lines.push({ text: labelOr(format, s.summary.key, named(s.summary.data)), tone: "neutral", sub: false });
  return lines;
}

export function activationCardName(format: Format, kind: string): string {
  return /^[1-6]$/.test(kind) ? kind : labelOr(format, `${K}ActivationCard.${kind}`);
}

function badges(ctx: Ctx): BadgeView[] {
  const r = ctx.record.result;
  if (isActivation(r)) return [{ label: ctx.format(`${K}Procedure.activation`), value: activationCardName(ctx.format, r.card.kind), kind: "activation" }];
  if (isCommandDice(r)) return r.rolls.map((roll) => ({ label: ctx.names.unit(roll.unitId), value: String(roll.value), kind: "die" as const }));
  return [];
}

function procedureLines(ctx: Ctx): LineView[] {
  const r = ctx.record.result;
  if (isFire(r)) return fireLines(ctx, r);
  if (isMelee(r)) return meleeLines(ctx, r);
  if (isMorale(r)) return moraleLines(ctx, r);
  if (isBlast(r)) return blastLines(ctx, r);
  if (isThrow(r)) return throwLines(ctx, r);
  if (isMovement(r)) return movementLines(ctx, r);
  if (isMountedMove(r)) return mountedMoveLines(ctx, r);
  if (isActivation(r)) return activationLines(ctx, r);
  // Command dice: the badges carry each unit's roll.
  if (isCommandDice(r)) return [];
  const inner = innerThrow(r);
  if (inner) return throwLines(ctx, inner);
  // Any other procedure: one line per card read, from what the procedure recorded.
  return r.cards.map((c) => ({ text: `#${c.serial} ${labelOr(ctx.format, `${K}Reason.${reasonKey(c.reason)}`)}: ${c.shows}`, tone: "neutral" as const, sub: false }));
}

/* ------------------------------------------------------------------ changes in words */

function changeText(format: Format, names: Namer, e: Effect): string | null {
  switch (e.kind) {
    case "wound":
      return format(`${K}Change.wound`, { figure: names.figure(e.figureId), wounds: e.wounds });
    case "incapacitate":
      return format(`${K}Change.incapacitate`, { figure: names.figure(e.figureId) });
    case "setWounds":
      return format(`${K}Change.setWounds`, { figure: names.figure(e.figureId), wounds: e.wounds });
    case "stun":
      return format(e.stunned ? `${K}Change.stun` : `${K}Change.unstun`, { figure: names.figure(e.figureId) });
    case "pin":
      return format(e.pinned ? `${K}Change.pin` : `${K}Change.unpin`, { figure: names.figure(e.figureId) });
    case "outOfAmmo":
      return format(e.delta > 0 ? `${K}Change.ammoAdd` : `${K}Change.ammoRemove`, { figure: names.figure(e.figureId), n: Math.abs(e.delta) });
    case "moraleMarkers":
      return format(e.delta > 0 ? `${K}Change.markersAdd` : `${K}Change.markersRemove`, { unit: names.unit(e.unitId), n: Math.abs(e.delta) });
    case "clearMoraleMarkers":
      return format(`${K}Change.markersClear`, { unit: names.unit(e.unitId) });
    case "mounted":
      return format(e.mounted ? `${K}Change.mount` : `${K}Change.dismount`, { figure: names.figure(e.figureId) });
    case "hidden":
      return format(e.hidden ? `${K}Change.hide` : `${K}Change.reveal`, { figure: names.figure(e.figureId) });
    case "commandDie":
      return e.value === null ? null : format(`${K}Change.die`, { unit: names.unit(e.unitId), value: e.value });
    case "outOfCommand":
      return format(e.outOfCommand ? `${K}Change.outOfCommand` : `${K}Change.inCommand`, { unit: names.unit(e.unitId) });
    case "acted":
      return null;
    case "flag":
      return format(`${K}Change.flag`, { who: e.figureId ? names.figure(e.figureId) : names.unit(e.unitId), flag: e.flag, value: String(e.value) });
    case "move":
      return null;
  }
}

function moveText(format: Format, names: Namer, e: Extract<Effect, { kind: "move" }>): string {
  const who = e.figureId ? names.figure(e.figureId) : names.unit(e.unitId);
  const direction = labelOr(format, `${K}Direction.${e.direction}`, { clock: e.clock ?? "" });
  return format(e.optional ? `${K}Change.mayMove` : `${K}Change.move`, { who, inches: e.inches, direction });
}

/* ------------------------------------------------------------------ the view */

export function resultView(record: ResultRecord, format: Format, state: ViewState = {}): ResultView {
  const names = new Namer(record, format);
  const ctx: Ctx = { format, record, names, wounds: new WoundCounter(record) };
  const r = record.result;
  const morale = isMorale(r) ? { grade: r.grade, terrain: r.terrain } : undefined;
  const changes = stateEffects(r.effects)
    .map((e) => changeText(format, names, e))
    .filter((t): t is string => t !== null);
  const moves = r.effects.filter((e): e is Extract<Effect, { kind: "move" }> => e.kind === "move").map((e) => moveText(format, names, e));
  const applied = state.applied ?? false;
  return {
    procedure: r.procedure,
    badges: badges(ctx),
    title: record.title ? labelOr(format, record.title.key, stringData(record.title.data)) : labelOr(format, `${K}Procedure.${reasonKey(r.procedure)}`),
    summary: labelOr(format, r.summary.key, stringData(r.summary.data)),
    lines: procedureLines(ctx),
    cards: faces(format, record, morale),
    changes,
    moves,
    deck: record.deck,
    applicable: stateEffects(r.effects).length > 0,
    applied,
    appliedText: applied ? format(`${K}appliedBy`, { user: state.appliedBy ?? "?" }) : null,
    canApply: (state.canApply ?? false) && !applied && stateEffects(r.effects).length > 0,
  };
}

function stringData(data: Readonly<Record<string, string | number | boolean>>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === "boolean" ? String(v) : v]));
}
