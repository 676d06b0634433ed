/**
 * The scenario setup as plain data (no Foundry): which forces the compendium packs offer, what
 * each force holds as the rules read it (for the option warnings), and where every actor of
 * the chosen forces lands: new ids with their references remapped, tokens laid out along each
 * side's edge, one combatant per unit. The dialog turns this plan into ONE batched creation per
 * document type.
 *
 * A force is a top-level folder of an Actor pack (its sub-folders included). Pack actors refer
 * to each other by "Actor.<id>" (unit members, leader, commander, gun crew, wagon driver…); the
 * plan gives every actor a new id and rewrites those references, so the world copies keep the
 * command structure.
 */
import { forceWarnings, type ForceFigure, type ForceUnit, type ForceWarning, type RulesOptions } from "@rules/options";
import type { FlagValue, UnitKind } from "@rules/model";
import { GRADES } from "@rules/cards/schema";
import { isOneOf } from "@foundry/data/constants";

/** An actor as a pack index (with the system, items and prototypeToken fields) or a document gives it. */
export interface PackActor {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly folder: string | null;
  readonly sort: number;
  readonly system: Readonly<Record<string, unknown>>;
  readonly items: readonly { readonly type: string; readonly system: Readonly<Record<string, unknown>> }[];
  /** Token size in grid squares. */
  readonly tokenSize: { readonly width: number; readonly height: number };
}

export interface PackFolder {
  readonly _id: string;
  readonly name: string;
  readonly folder: string | null;
  readonly sort: number;
}

export interface ForceOption {
  /** `${packId}:${folderId}` */
  readonly key: string;
  readonly packId: string;
  readonly folderId: string;
  readonly name: string;
  readonly packLabel: string;
  readonly actorIds: readonly string[];
  readonly units: number;
  readonly figures: number;
}

export type Side = "a" | "b";

const REF = /^Actor\.([A-Za-z0-9]{16})$/;

const rec = (v: unknown): Readonly<Record<string, unknown>> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown, fallback: number): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

/** Read an actor entry of a pack index (or a document's source) defensively: a malformed entry gives null. */
export function packActorFrom(raw: unknown): PackActor | null {
  const r = rec(raw);
  const id = str(r._id);
  const name = typeof r.name === "string" ? r.name : null;
  const type = str(r.type);
  if (!id || name === null || !type) return null;
  const token = rec(r.prototypeToken);
  const items = Array.isArray(r.items)
    ? r.items.map(rec).map((i) => ({ type: typeof i.type === "string" ? i.type : "", system: rec(i.system) }))
    : [];
  return {
    _id: id,
    name,
    type,
    folder: str(r.folder),
    sort: num(r.sort, 0),
    system: rec(r.system),
    items,
    tokenSize: { width: Math.max(0.5, num(token.width, 1)), height: Math.max(0.5, num(token.height, 1)) },
  };
}

export function packFolderFrom(raw: unknown): PackFolder | null {
  const r = rec(raw);
  const id = str(r._id);
  if (!id || typeof r.name !== "string") return null;
  return { _id: id, name: r.name, folder: str(r.folder), sort: num(r.sort, 0) };
}

function subtree(rootId: string, folders: readonly PackFolder[]): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders) {
      if (f.folder && ids.has(f.folder) && !ids.has(f._id)) {
        ids.add(f._id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The forces an Actor pack offers: each top-level folder holding at least one actor, in the pack's order. */
export function forceOptions(
  packId: string,
  packLabel: string,
  folders: readonly PackFolder[],
  actors: readonly PackActor[],
): ForceOption[] {
  return folders
    .filter((f) => f.folder === null)
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
    .map((root) => {
      const inside = subtree(root._id, folders);
      const members = actors.filter((a) => a.folder !== null && inside.has(a.folder)).sort((a, b) => a.sort - b.sort);
      return {
        key: `${packId}:${root._id}`,
        packId,
        folderId: root._id,
        name: root.name,
        packLabel,
        actorIds: members.map((a) => a._id),
        units: unitGroups(members).length,
        figures: members.filter((a) => a.type === "figure").length,
      };
    })
    .filter((o) => o.actorIds.length > 0);
}

/** One group on the table: a unit, a gun and its crew, a wagon and its people, a herd, or a lone figure. */
interface UnitGroup {
  readonly name: string;
  /** The actor standing for the group (unit, gun, wagon, herd or the lone figure). */
  readonly cardId: string;
  readonly kind: UnitKind;
  /** Actors of the group that get a token, leader first. */
  readonly tokenIds: readonly string[];
  readonly leaderId: string | null;
  /** The commanding group's card actor (CORE-11), when inside the same force. */
  readonly commanderId: string | null;
}

const refId = (v: unknown): string | null => {
  const m = typeof v === "string" ? REF.exec(v) : null;
  return m?.[1] ?? null;
};
const refIds = (v: unknown): string[] => (Array.isArray(v) ? v.map(refId).filter((x): x is string => x !== null) : []);

const UNIT_KIND: Readonly<Record<string, UnitKind>> = { infantry: "foot", cavalry: "mounted", crew: "crew" };

/**
 * The groups of a force: unit actors with their members, guns with crews, wagons with driver and passengers, herds,
 * then every figure left alone.
 */
export function unitGroups(actors: readonly PackActor[]): UnitGroup[] {
  const byId = new Map(actors.map((a) => [a._id, a]));
  const placed = new Set<string>();
  const groups: UnitGroup[] = [];
  const here = (ids: readonly string[]) => ids.filter((id) => byId.has(id));
  const add = (
    card: PackActor,
    kind: UnitKind,
    members: readonly string[],
    leaderId: string | null,
    commanderId: string | null,
    cardHasToken: boolean,
  ) => {
    const ordered = [...new Set([...(leaderId && byId.has(leaderId) ? [leaderId] : []), ...here(members)])].filter(
      (id) => !placed.has(id),
    );
    const tokenIds = [...(cardHasToken ? [card._id] : []), ...ordered];
    for (const id of tokenIds) placed.add(id);
    placed.add(card._id);
    groups.push({
      name: card.name,
      cardId: card._id,
      kind,
      tokenIds,
      leaderId: leaderId && byId.has(leaderId) ? leaderId : (ordered[0] ?? null),
      commanderId,
    });
  };
  for (const a of actors) {
    const s = a.system;
    if (a.type === "unit")
      add(a, UNIT_KIND[String(s.kind)] ?? "other", refIds(s.members), refId(s.leaderId), refId(s.commanderId), false);
  }
  for (const a of actors) {
    const s = a.system;
    if (a.type === "gun") add(a, "crew", refIds(s.crewIds), refId(s.leaderId), null, true);
    else if (a.type === "wagon")
      add(
        a,
        "wagon",
        [...(refId(s.driverId) ? [refId(s.driverId) as string] : []), ...refIds(s.passengerIds)],
        refId(s.driverId),
        null,
        true,
      );
    else if (a.type === "herd") add(a, "herd", [], null, null, true);
  }
  for (const a of actors) {
    if (a.type === "figure" && !placed.has(a._id))
      add(a, a.system.hero === true ? "hero" : "other", [a._id], a._id, null, false);
  }
  return groups;
}

const flagsOf = (s: Readonly<Record<string, unknown>>): Record<string, FlagValue> => {
  const out: Record<string, FlagValue> = {};
  for (const [k, v] of Object.entries(rec(s.ruleFlags))) {
    if (v === null || typeof v === "boolean" || typeof v === "number" || typeof v === "string") out[k] = v;
  }
  return out;
};

/** A figure actor as the option checks read it (src/rules/options/forces.ts). */
export function forceFigure(a: PackActor): ForceFigure {
  const s = a.system;
  const dynamite = rec(s.dynamite);
  const charges = num(dynamite.sticks, 0) + num(dynamite.bundles, 0);
  const flags = flagsOf(s);
  const weaponIds = a.items
    .filter((i) => i.type === "weapon")
    .map((i) => (typeof i.system.tableId === "string" ? i.system.tableId : ""));
  return {
    id: a._id,
    name: a.name,
    hero: s.hero === true,
    ...(typeof s.endurance === "number" ? { endurance: s.endurance } : {}),
    ...(typeof s.accuracy === "string" ? { accuracy: s.accuracy } : {}),
    horsemanship: s.horsemanship === true,
    indian: s.indian === true,
    heavyCavalry: flags.heavyCavalry === true,
    // The counts are the one home of carried dynamite (data/dynamite.ts); an explosive item is a placed
    // charge.
    dynamite: charges,
    weaponIds,
    flags,
  };
}

/** The units of a set of pack actors, as the option checks read them. */
export function forceUnits(actors: readonly PackActor[]): ForceUnit[] {
  const byId = new Map(actors.map((a) => [a._id, a]));
  return unitGroups(actors).map((g) => {
    const card = byId.get(g.cardId);
    const s = card?.system ?? {};
    const members = g.tokenIds.map((id) => byId.get(id)).filter((a): a is PackActor => a?.type === "figure");
    const gunWeapons = card?.type === "gun" ? card.items : [];
    const figures = members
      .map(forceFigure)
      .map((f) =>
        gunWeapons.length
          ? { ...f, weaponIds: [...(f.weaponIds ?? []), ...gunWeapons.map((i) => String(i.system.tableId ?? ""))] }
          : f,
      );
    return {
      id: g.cardId,
      name: g.name,
      kind: g.kind,
      ...(isOneOf(GRADES, s.grade) ? { grade: s.grade } : {}),
      figures,
      animals: g.kind === "herd" || flagsOf(s).animals === true,
      wagonGatling: card?.type === "wagon" && s.gatling === true,
      flags: flagsOf(s),
    };
  });
}

/** The chosen forces, each with the side it fights on and the player who owns it. */
export interface ChosenForce {
  readonly option: ForceOption;
  readonly side: Side;
  readonly ownerId: string | null;
  readonly actors: readonly PackActor[];
}

/** The scene's playing area in pixels and its grid. */
interface SceneArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Pixels per grid square. */
  readonly gridSize: number;
}

interface TokenPlacement {
  readonly sourceId: string;
  readonly actorId: string;
  /** Top-left corner, pixels. */
  readonly x: number;
  readonly y: number;
  readonly side: Side;
}

interface PlannedGroup {
  readonly name: string;
  readonly side: Side;
  readonly force: string;
  /** New id of the actor whose token stands for the group in the Combat (leader, gun, wagon, herd). */
  readonly combatantActorId: string | null;
  readonly tokens: number;
}

export interface DeploymentPlan {
  /** Source id (in its pack) -> new world id, for every actor of the chosen forces. */
  readonly ids: ReadonlyMap<string, string>;
  /** Per force: the new world folder id, its name, owner and side. */
  readonly folders: readonly {
    readonly id: string;
    readonly name: string;
    readonly side: Side;
    readonly ownerId: string | null;
    readonly force: ChosenForce;
  }[];
  readonly tokens: readonly TokenPlacement[];
  readonly groups: readonly PlannedGroup[];
  /** Groups that did not fit on the scene (their actors are created, without tokens). */
  readonly overflow: readonly string[];
}

/** Spacing of the deployment, in grid squares (1" each): figures one apart, units three apart, a two-square margin. */
export const DEPLOYMENT = { figureGap: 1, groupGap: 3, rowGap: 3, margin: 2 } as const;

/**
 * Lay out every chosen force: side A along the bottom edge, side B along the top, each unit a
 * row of figures (leader first), units left to right, new rows toward the centre. Figures stand
 * one square apart so no unit starts in close order by accident (NAP-5.1 touching bases).
 */
export function planDeployment(chosen: readonly ChosenForce[], area: SceneArea, newId: () => string): DeploymentPlan {
  const ids = new Map<string, string>();
  const folders = chosen.map((force) => ({
    id: newId(),
    name: force.option.name,
    side: force.side,
    ownerId: force.ownerId,
    force,
  }));
  for (const force of chosen) for (const a of force.actors) if (!ids.has(a._id)) ids.set(a._id, newId());

  const g = area.gridSize;
  const cols = Math.floor(area.width / g);
  const rows = Math.floor(area.height / g);
  const tokens: TokenPlacement[] = [];
  const groups: PlannedGroup[] = [];
  const overflow: string[] = [];
  for (const side of ["a", "b"] as const) {
    let col = DEPLOYMENT.margin;
    let row = 0;
    let rowDepth = 0;
    const half = Math.floor(rows / 2) - DEPLOYMENT.margin;
    for (const force of chosen.filter((f) => f.side === side)) {
      const byId = new Map(force.actors.map((a) => [a._id, a]));
      for (const group of unitGroups(force.actors)) {
        const members = group.tokenIds.map((id) => byId.get(id)).filter((a): a is PackActor => a !== undefined);
        const width =
          members.reduce((w, a) => w + Math.ceil(a.tokenSize.width), 0) +
          DEPLOYMENT.figureGap * Math.max(0, members.length - 1);
        const depth = Math.max(1, ...members.map((a) => Math.ceil(a.tokenSize.height)));
        if (col > DEPLOYMENT.margin && col + width > cols - DEPLOYMENT.margin) {
          row += rowDepth + DEPLOYMENT.rowGap;
          col = DEPLOYMENT.margin;
          rowDepth = 0;
        }
        if (row + depth > half || width > cols - 2 * DEPLOYMENT.margin) {
          overflow.push(group.name);
          groups.push({ name: group.name, side, force: force.option.name, combatantActorId: null, tokens: 0 });
          continue;
        }
        let x = col;
        for (const a of members) {
          const top =
            side === "a" ? rows - DEPLOYMENT.margin - row - Math.ceil(a.tokenSize.height) : DEPLOYMENT.margin + row;
          tokens.push({
            sourceId: a._id,
            actorId: ids.get(a._id) ?? a._id,
            x: area.x + x * g,
            y: area.y + top * g,
            side,
          });
          x += Math.ceil(a.tokenSize.width) + DEPLOYMENT.figureGap;
        }
        const lead = group.leaderId ?? members[0]?._id ?? null;
        groups.push({
          name: group.name,
          side,
          force: force.option.name,
          combatantActorId: lead ? (ids.get(lead) ?? null) : null,
          tokens: members.length,
        });
        col += width + DEPLOYMENT.groupGap;
        rowDepth = Math.max(rowDepth, depth);
      }
    }
  }
  return { ids, folders, tokens, groups, overflow };
}

/**
 * A copy of `value` with every "Actor.<old id>" reference rewritten to the new id (unit
 * members, leader, commander, crew, driver…). Strings that are not references stay as they are.
 */
export function remapActorRefs<T>(value: T, ids: ReadonlyMap<string, string>): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") {
      const id = refId(v);
      const to = id ? ids.get(id) : undefined;
      return to ? `Actor.${to}` : v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === "object" && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  // The walk keeps the shape and only rewrites strings, so the result has the input's type.
  return walk(value) as T;
}

/**
 * The option warnings for one actor (a sheet shows them): a figure alone, or a unit-like actor
 * (unit, gun, wagon, herd) with the actors it refers to (`related`, any order).
 */
export function actorForceWarnings(
  self: PackActor,
  related: readonly PackActor[],
  options: RulesOptions,
): ForceWarning[] {
  const units = forceUnits([self, ...related.filter((a) => a._id !== self._id)]);
  const mine = units.filter((u) => u.id === self._id || u.figures.some((f) => f.id === self._id));
  return forceWarnings(mine, options).filter(
    (w) => self.type !== "figure" || w.figureId === self._id || w.figureId === null,
  );
}

/** The ids an actor refers to as "Actor.<id>" (members, leader, crew, driver…). */
export function referencedActorIds(self: PackActor): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    const id = refId(v);
    if (id) out.add(id);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null) Object.values(v).forEach(walk);
  };
  walk(self.system);
  out.delete(self._id);
  return [...out];
}
