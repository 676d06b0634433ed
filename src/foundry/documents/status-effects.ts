/**
 * Token status effects (CORE-8 and the supplements' markers), read from the actors' system
 * data: a status is ON because the data says so (wounds > 0, states.stunned, moraleMarkers 2...),
 * never because an ActiveEffect document exists. So the engine's ONE batched write also moves
 * every token icon, and a Token HUD click writes the same system field the sheet toggles.
 *
 * The definitions and the data <-> status mapping are pure (tests); registerStatusEffects()
 * puts them into CONFIG in init.
 */
import type { ActorSnapshot, SystemPatch } from "./effects";
import type { ActorType } from "@foundry/data/sources";
import { foundryGeneration } from "@foundry/shared/foundry-generation";
import { installStatusEffects, type StatusEffectEntry } from "./status-config";

export const STATUS_IDS = [
  "stunned",
  "wounded",
  "incapacitated",
  "outOfAmmo",
  "moraleMarkers",
  "pinned",
  "outOfCommand",
  "mounted",
  "hidden",
  "stampeding",
  "runaway",
] as const;
type StatusId = (typeof STATUS_IDS)[number];

interface StatusDefinition {
  readonly id: StatusId;
  /** Foundry core icon (ships with every install). */
  readonly img: string;
  /** Shows a count (markers): the token icon's name carries it. */
  readonly counted: boolean;
  /** Actor subtypes whose Token HUD offers it. */
  readonly actorTypes: readonly ActorType[];
}

const UNITS: readonly ActorType[] = ["unit", "herd", "wagon", "gun"];

export const STATUS_DEFINITIONS: readonly StatusDefinition[] = [
  { id: "stunned", img: "icons/svg/daze.svg", counted: false, actorTypes: ["figure", "herd"] },
  { id: "wounded", img: "icons/svg/blood.svg", counted: true, actorTypes: ["figure"] },
  { id: "incapacitated", img: "icons/svg/skull.svg", counted: false, actorTypes: ["figure"] },
  { id: "outOfAmmo", img: "icons/svg/barrel.svg", counted: true, actorTypes: ["figure", "gun"] },
  { id: "moraleMarkers", img: "icons/svg/terror.svg", counted: true, actorTypes: UNITS },
  { id: "pinned", img: "icons/svg/falling.svg", counted: false, actorTypes: ["figure"] },
  { id: "outOfCommand", img: "icons/svg/downgrade.svg", counted: false, actorTypes: ["unit"] },
  { id: "mounted", img: "icons/svg/pawprint.svg", counted: false, actorTypes: ["figure"] },
  { id: "hidden", img: "icons/svg/invisible.svg", counted: false, actorTypes: ["figure"] },
  { id: "stampeding", img: "icons/svg/lightning.svg", counted: false, actorTypes: ["herd"] },
  { id: "runaway", img: "icons/svg/hazard.svg", counted: false, actorTypes: ["wagon"] },
];

/** The localization key of a status name. */
export const statusLabel = (id: StatusId): string => `COMBAT_PATROL.Status.${id}`;

/** A status shown on a token: its id and, for markers, how many. */
export interface ActiveStatus {
  readonly id: StatusId;
  readonly count: number;
}

const on = (id: StatusId, count = 1): ActiveStatus => ({ id, count });

/** Every status an actor's data turns on, in the order of STATUS_DEFINITIONS. */
export function activeStatuses(actor: ActorSnapshot): ActiveStatus[] {
  const out: ActiveStatus[] = [];
  switch (actor.type) {
    case "figure": {
      const s = actor.system;
      if (s.states.stunned) out.push(on("stunned"));
      if (s.wounds > 0) out.push(on("wounded", s.wounds));
      if (s.states.incapacitated) out.push(on("incapacitated"));
      if (s.outOfAmmo > 0) out.push(on("outOfAmmo", s.outOfAmmo));
      if (s.states.pinned) out.push(on("pinned"));
      if (s.states.mounted) out.push(on("mounted"));
      if (s.states.hidden) out.push(on("hidden"));
      break;
    }
    case "unit":
      if (actor.system.moraleMarkers > 0) out.push(on("moraleMarkers", actor.system.moraleMarkers));
      if (actor.system.outOfCommand) out.push(on("outOfCommand"));
      break;
    case "herd":
      if (actor.system.stunned) out.push(on("stunned"));
      if (actor.system.moraleMarkers > 0) out.push(on("moraleMarkers", actor.system.moraleMarkers));
      if (actor.system.stampede.active) out.push(on("stampeding"));
      break;
    case "wagon":
      if (actor.system.moraleMarkers > 0) out.push(on("moraleMarkers", actor.system.moraleMarkers));
      if (actor.system.runaway) out.push(on("runaway"));
      break;
    case "gun":
      if (actor.system.outOfAmmo > 0) out.push(on("outOfAmmo", actor.system.outOfAmmo));
      if (actor.system.moraleMarkers > 0) out.push(on("moraleMarkers", actor.system.moraleMarkers));
      break;
  }
  const order = (id: StatusId) => STATUS_IDS.indexOf(id);
  return out.sort((a, b) => order(a.id) - order(b.id));
}

/**
 * The system patch a Token HUD toggle writes: `active` true turns the status on (a marker
 * status gets one marker), false clears it (all markers, all wounds). null: the status does
 * not apply to this subtype (or nothing changes), so nothing is written.
 */
export function statusToggle(actor: ActorSnapshot, id: StatusId, active: boolean): SystemPatch | null {
  const count = (current: number) => (active ? Math.max(current, 1) : 0);
  const change = (current: number | boolean, next: number | boolean, patch: SystemPatch) =>
    current === next ? null : patch;
  switch (actor.type) {
    case "figure": {
      const s = actor.system;
      switch (id) {
        case "stunned":
        case "incapacitated":
        case "pinned":
        case "mounted":
        case "hidden":
          return change(s.states[id], active, { states: { [id]: active } });
        case "wounded":
          return change(s.wounds, count(s.wounds), { wounds: count(s.wounds) });
        case "outOfAmmo":
          return change(s.outOfAmmo, count(s.outOfAmmo), { outOfAmmo: count(s.outOfAmmo) });
        default:
          return null;
      }
    }
    case "unit":
      if (id === "moraleMarkers")
        return change(actor.system.moraleMarkers, count(actor.system.moraleMarkers), {
          moraleMarkers: count(actor.system.moraleMarkers),
        });
      if (id === "outOfCommand") return change(actor.system.outOfCommand, active, { outOfCommand: active });
      return null;
    case "herd":
      if (id === "stunned") return change(actor.system.stunned, active, { stunned: active });
      if (id === "stampeding") return change(actor.system.stampede.active, active, { stampede: { active } });
      if (id === "moraleMarkers")
        return change(actor.system.moraleMarkers, count(actor.system.moraleMarkers), {
          moraleMarkers: count(actor.system.moraleMarkers),
        });
      return null;
    case "wagon":
      if (id === "runaway") return change(actor.system.runaway, active, { runaway: active });
      if (id === "moraleMarkers")
        return change(actor.system.moraleMarkers, count(actor.system.moraleMarkers), {
          moraleMarkers: count(actor.system.moraleMarkers),
        });
      return null;
    case "gun":
      if (id === "outOfAmmo")
        return change(actor.system.outOfAmmo, count(actor.system.outOfAmmo), {
          outOfAmmo: count(actor.system.outOfAmmo),
        });
      if (id === "moraleMarkers")
        return change(actor.system.moraleMarkers, count(actor.system.moraleMarkers), {
          moraleMarkers: count(actor.system.moraleMarkers),
        });
      return null;
  }
}

export function isStatusId(id: string): id is StatusId {
  return (STATUS_IDS as readonly string[]).includes(id);
}

/**
 * CONFIG.statusEffects and the defeated status (init). Foundry's own list is replaced: every
 * status of this system is one of the game's states. Written in ONE assignment in the shape the
 * running Foundry keeps (an array on v13, a record keyed by id on v14: status-config.ts).
 */
export function registerStatusEffects(): void {
  const entries: StatusEffectEntry[] = STATUS_DEFINITIONS.map((d) => ({
    id: d.id,
    name: statusLabel(d.id),
    img: d.img,
    hud: { actorTypes: [...d.actorTypes] },
  }));
  // The tracker's "defeated" is the UNIT out of the fight (its combatant's own
  // `defeated` field), never a figure's state: v13's CombatTracker#_onToggleDefeatedStatus
  // updates the combatant, then toggles CONFIG.specialStatusEffects.DEFEATED on the combatant's
  // actor (the leader), and Combatant#isDefeated also reads that status. A status of its own,
  // not in the HUD, that the system's Actor ignores (documents/actor.ts).
  entries.push({ ...UNIT_DEFEATED_STATUS, name: UNIT_DEFEATED_STATUS.name });
  installStatusEffects(CONFIG, entries);
  CONFIG.specialStatusEffects.DEFEATED = UNIT_DEFEATED;
}

/**
 * Foundry v14: ActiveEffect#showIcon (NEVER 0, CONDITIONAL 1, ALWAYS 2; CONDITIONAL by default,
 * "dependent on whether the ActiveEffect has a temporary duration"). Read in fvtt-types 14.366.0
 * src/foundry/common/constants.d.mts (ACTIVE_EFFECT_SHOW_ICON) and
 * src/foundry/client/documents/active-effect.d.mts (Schema.showIcon). Our status effects have no
 * duration, so on v14 they say ALWAYS; v13 has no such field (its icons come from statuses).
 */
export const SHOW_ICON_ALWAYS = 2;

/** The data of the unsaved effect that shows a status on the token (Actor#temporaryEffects). */
export function statusIconEffectData(
  id: StatusId,
  name: string,
  img: string | null,
  generation: number = foundryGeneration(),
): { name: string; img: string | null; statuses: StatusId[]; showIcon?: number } {
  return { name, img, statuses: [id], ...(generation >= 14 ? { showIcon: SHOW_ICON_ALWAYS } : {}) };
}

/** The tracker's "defeated" status id: the unit out of the fight (never written on an actor). */
export const UNIT_DEFEATED = "cp-outOfFight";
export const UNIT_DEFEATED_STATUS = {
  id: UNIT_DEFEATED,
  name: "COMBAT_PATROL.Status.outOfFight",
  img: "icons/svg/skull.svg",
  hud: false,
} as const;
