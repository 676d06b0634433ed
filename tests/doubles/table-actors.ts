/**
 * The actors of the table double: figures, units, guns, wagons and herds stored as their sources
 * (DEFAULTS under what the test gives), who owns them, and the rules' view of each as the data
 * models' own derive functions translate it. TableDouble (table.ts) builds on it.
 */
import type { FigureState, UnitState } from "@rules/model";
import type { HerdState } from "@rules/old-west/animals";
import type { WagonState } from "@rules/old-west/wagons";
import type { ActorSnapshot } from "@foundry/documents/effects";
import {
  DEFAULTS,
  type FigureSource,
  type GunSource,
  type HerdSource,
  type UnitSource,
  type WagonSource,
} from "@foundry/data/sources";
import { figureState, gunState, herdState, unitState, wagonState } from "@foundry/data/derive";
import { herdStateFrom } from "@foundry/data/old-west-states";
import { wagonStateFrom } from "@foundry/data/wagon-state";
import { soloUnit } from "@foundry/kernel/solo-unit";
import type { GunPiece, TablePiece } from "@foundry/kernel/table-ports";
import { format } from "./format";

/** One stored actor: its name, its source (type and system) and the weapon it carries. */
export interface ActorEntry {
  readonly name: string;
  snapshot: ActorSnapshot;
  readonly weaponId: string | null;
}

export class TableActors {
  readonly actors = new Map<string, ActorEntry>();
  readonly owners = new Map<string, Set<string>>();
  /** The units the canvas measures in close order (NAP-5.4: from their tokens in play). */
  readonly closeOrderUnits = new Set<string>();

  // Every add and patch copies what it is given (as a document keeps its own source): a caller's
  // shared object (a test's MOUNTED states) is never changed by a later write.
  addFigure(
    id: string,
    name: string,
    over: Partial<FigureSource> = {},
    weaponId: string | null = "ow.rifle",
    owner: string | null = null,
  ): string {
    this.actors.set(id, {
      name,
      snapshot: { type: "figure", system: { ...DEFAULTS.figure(), ...structuredClone(over) } },
      weaponId,
    });
    if (owner) this.own(owner, id);
    return id;
  }

  addUnit(
    id: string,
    name: string,
    members: readonly string[],
    over: Partial<UnitSource> = {},
    owner: string | null = null,
  ): string {
    this.actors.set(id, {
      name,
      snapshot: {
        type: "unit",
        system: { ...DEFAULTS.unit(), members: [...members], leaderId: members[0] ?? null, ...structuredClone(over) },
      },
      weaponId: null,
    });
    if (owner) this.own(owner, id, ...members);
    return id;
  }

  /** OW-5.2 / NAP-7 a gun actor with its crew (figure UUIDs). */
  addGun(
    id: string,
    name: string,
    crew: readonly string[],
    over: Partial<GunSource> = {},
    owner: string | null = null,
  ): string {
    this.actors.set(id, {
      name,
      snapshot: {
        type: "gun",
        system: { ...DEFAULTS.gun(), crewIds: [...crew], leaderId: crew[0] ?? null, ...structuredClone(over) },
      },
      weaponId: null,
    });
    if (owner) this.own(owner, id, ...crew);
    return id;
  }

  /** OW-9.3 a wagon actor (driver and passengers: figure UUIDs in `over`). */
  addWagon(id: string, name: string, over: Partial<WagonSource> = {}, owner: string | null = null): string {
    this.actors.set(id, {
      name,
      snapshot: { type: "wagon", system: { ...DEFAULTS.wagon(), ...structuredClone(over) } },
      weaponId: null,
    });
    if (owner) this.own(owner, id);
    return id;
  }

  /** OW-9.2 a herd actor (its animals: `over.animals`, the species `over.species`). */
  addHerd(id: string, name: string, over: Partial<HerdSource> = {}, owner: string | null = null): string {
    this.actors.set(id, {
      name,
      snapshot: { type: "herd", system: { ...DEFAULTS.herd(), ...structuredClone(over) } },
      weaponId: null,
    });
    if (owner) this.own(owner, id);
    return id;
  }

  /** OW-9.2 the rules' view of a herd actor, as the Foundry port reads it. */
  herd(id: string): HerdState | null {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "herd") return null;
    const s = entry.snapshot.system;
    return herdStateFrom(herdState(id, entry.name, s), s);
  }

  herdSource(id: string): HerdSource {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "herd") throw new Error(`no herd ${id}`);
    return entry.snapshot.system;
  }

  /** Change a figure's stored data (as another write would). */
  patchFigure(id: string, over: Partial<FigureSource>): void {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "figure") throw new Error(`no figure ${id}`);
    entry.snapshot = { type: "figure", system: { ...entry.snapshot.system, ...structuredClone(over) } };
  }

  /** Change a unit's stored data (as another write would). */
  patchUnit(id: string, over: Partial<UnitSource>): void {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "unit") throw new Error(`no unit ${id}`);
    entry.snapshot = { type: "unit", system: { ...entry.snapshot.system, ...structuredClone(over) } };
  }

  own(user: string, ...ids: string[]): void {
    const set = this.owners.get(user) ?? new Set<string>();
    for (const id of ids) set.add(id);
    this.owners.set(user, set);
  }

  figure(id: string): FigureState {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "figure") throw new Error(`no figure ${id}`);
    return figureState(id, entry.name, entry.snapshot.system, entry.weaponId);
  }

  /** The engine's unit, translated as the data model does. */
  unit(id: string): UnitState {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "unit") throw new Error(`no unit ${id}`);
    const s = entry.snapshot.system;
    return unitState(
      id,
      entry.name,
      s,
      s.members.map((m) => this.figure(m)),
      this.closeOrderUnits.has(id),
    );
  }

  /** The gun as the actions read it (its crew unit as the data model translates it, OW-5.2f the wagon carrying it). */
  gun(id: string): GunPiece | null {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "gun") return null;
    const s = entry.snapshot.system;
    const carrier = [...this.actors.entries()].find(
      ([, e]) => e.snapshot.type === "wagon" && e.snapshot.system.gatling && e.snapshot.system.gunId === id,
    );
    return {
      unit: gunState(
        id,
        entry.name,
        s,
        s.crewIds.map((m) => this.figure(m)),
        format("COMBAT_PATROL.Gun.limber"),
      ),
      source: s,
      wagon: carrier ? this.wagon(carrier[0]) : null,
    };
  }

  /** OW-9.3 the rules' view of a wagon actor. */
  wagon(id: string): WagonState | null {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "wagon") return null;
    const s = entry.snapshot.system;
    const unit = wagonState(
      id,
      entry.name,
      s,
      s.driverId ? this.figure(s.driverId) : null,
      s.passengerIds.map((p) => this.figure(p)),
      format("COMBAT_PATROL.Wagon.team"),
    );
    return wagonStateFrom(id, s, unit);
  }

  /** What a button on this actor acts for, as the Foundry port reads it (a figure with its unit or gun, else alone). */
  piece(id: string): TablePiece | null {
    const entry = this.actors.get(id);
    if (!entry) return null;
    const type = entry.snapshot.type;
    if (type === "figure") {
      const figure = this.figure(id);
      const owner = [...this.actors.entries()].find(
        ([, e]) =>
          (e.snapshot.type === "unit" && e.snapshot.system.members.includes(id)) ||
          (e.snapshot.type === "gun" && e.snapshot.system.crewIds.includes(id)),
      );
      const unit = owner ? this.unitOf(owner[0]) : null;
      return owner && unit
        ? { unit, unitActorId: owner[0], figure }
        : { unit: soloUnit(figure, entry.snapshot.system.commandDie), unitActorId: id, figure };
    }
    const unit = this.unitOf(id);
    return unit ? { unit, unitActorId: id, figure: null } : null;
  }

  /** The engine's unit of any unit-like actor. */
  unitOf(id: string): UnitState | null {
    const type = this.actors.get(id)?.snapshot.type;
    if (type === "unit") return this.unit(id);
    if (type === "gun") return this.gun(id)?.unit ?? null;
    if (type === "wagon") return this.wagon(id)?.unit ?? null;
    if (type === "herd") return this.herd(id)?.unit ?? null;
    return null;
  }

  figureSource(id: string): FigureSource {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "figure") throw new Error(`no figure ${id}`);
    return entry.snapshot.system;
  }

  unitSource(id: string): UnitSource {
    const entry = this.actors.get(id);
    if (!entry || entry.snapshot.type !== "unit") throw new Error(`no unit ${id}`);
    return entry.snapshot.system;
  }
}
