/**
 * What a force of the compendium packs holds, as the rules read it: the forces an Actor pack
 * offers (a force is a top-level folder of the pack, its sub-folders included), the groups that
 * stand on the table (units, guns and crews, wagons and their people, herds, lone figures), and
 * the figures and units the option checks read (src/rules/options/forces.ts) for the setup's
 * warnings and a sheet's.
 */
import { forceWarnings, type ForceFigure, type ForceUnit, type ForceWarning, type RulesOptions } from "@rules/options";
import type { FlagValue, UnitKind } from "@rules/model";
import { GRADES } from "@rules/cards/schema";
import { isOneOf } from "@foundry/data/constants";
import { num, rec, refId, refIds, type PackActor, type PackFolder } from "./pack-actors";

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
export interface UnitGroup {
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
