/**
 * The cast of the chat corpus (corpus.ts): the figures, units, guns, wagons, herds and heroes its
 * results are about, and the two ways a case keeps a result as the record its message stores
 * (`rec` for a result in hand, `over` for a procedure run over fixed cards).
 */
import { figure, unit } from "../../helpers/figures";
import { rules, herdOf } from "../../rules/old-west/fixtures";
import { crewOf, gunUnit, target } from "../../rules/artillery/fixtures";
import type { ActionCard } from "@rules/cards/schema";
import { withUniqueSerials } from "../../helpers/cards";
import { fixedSource } from "@rules/cards/source";
import type { FigureState, ProcedureResult, UnitState } from "@rules/model";
import { newActivationDeck, type ActivationDeckState } from "@rules/procedures";
import { type HeroEntry } from "@rules/old-west/heroes";
import { type GatlingState } from "@rules/old-west/gatling";
import { type WagonState } from "@rules/old-west/wagons";
import { livestock } from "@rules/tables/livestock";
import { makeRecord, type ResultRecord } from "@foundry/kernel/result-record";

export const named = (id: string, name: string, over: Partial<FigureState> = {}) => figure(id, { name, ...over });

export function rec(
  result: ProcedureResult,
  drawn: readonly ActionCard[],
  units: readonly UnitState[] = [],
  figures: readonly FigureState[] = [],
): ResultRecord {
  const unitNames = [
    { id: "A", name: "Line company" },
    { id: "B", name: "Light company" },
    { id: "R", name: "Rifles" },
    { id: "H", name: "Garrison" },
  ];
  return makeRecord({ result, drawn, units, figures, unitNames, deck: "Frontier" });
}

/** Run a procedure over these cards and keep the record. */
export function over<R extends ProcedureResult>(
  cards: ActionCard[],
  run: (source: ReturnType<typeof fixedSource>) => R,
  units: readonly UnitState[] = [],
  figures: readonly FigureState[] = [],
): ResultRecord {
  // A card's lines name it by serial: two cards of one serial would read each other's sections, so a
  // serial the helper chose that another card repeats is renumbered (the same whatever ran before).
  const unique = withUniqueSerials(cards);
  const serials = unique.map((c) => c.serial);
  if (new Set(serials).size !== serials.length) throw new Error(`corpus cards repeat a serial: ${serials.join(", ")}`);
  return rec(run(fixedSource(unique)), unique, units, figures);
}

export const cole = named("cole", "Pvt. Cole");
export const dunn = named("dunn", "Cpl. Dunn");
export const posse = unit("posse", [cole, dunn], { name: "Posse", leaderId: "cole" });
export const hale = named("hale", "Sgt. Hale");
export const curry = named("curry", "Kid Curry");
export const raiders = unit("raiders", [hale, curry], { name: "Raiders" });

export const gun = (flags: Parameters<typeof gunUnit>[1] = {}) => gunUnit(crewOf(6), flags, { name: "6-pdr gun" });
export const ash = (x: number, y: number, id = "ash", name = "Pvt. Ash", unitId = "A") =>
  target(id, unitId, x, y, { figure: { name } });
export const OW = rules({ hollywood: { animals: true, dynamite: true, heroes: true } });

export const driver = named("driver", "Jehu", { guts: "green", melee: 1 });
export const wagon = (over: Partial<WagonState> = {}): WagonState => ({
  unit: unit("W", [driver, named("p1", "Mrs. Pike")], { name: "Stagecoach", kind: "wagon", grade: "regular" }),
  wagonId: "ow.stagecoach",
  driverId: "driver",
  team: { id: "team", animals: 4, wounds: 0, dead: 0, hurtCutOut: false },
  pace: "stopped",
  runaway: false,
  overturned: false,
  destroyed: false,
  ...over,
});
export const herd = (over = {}) =>
  herdOf(
    unit(
      "H",
      ["a1", "a2", "a3", "a4"].map((id, i) => named(id, `Steer ${i + 1}`, { melee: livestock("ow.cattle").melee })),
      { name: "Longhorns", kind: "herd" },
    ),
    over,
  );
export const gatling = (over: Partial<GatlingState> = {}): GatlingState => ({
  crew: unit(
    "G",
    [
      named("cmd", "Lt. Page", { leaderRank: "team", trained: true }),
      named("c1", "Gunner"),
      named("c2", "Loader"),
      named("c3", "Feeder"),
    ],
    { name: "Gatling crew", kind: "crew", leaderId: "cmd" },
  ),
  mount: "carriage",
  limbered: false,
  limber: named("limber", "Limber", { endurance: 2 }),
  wagon: null,
  ...over,
});
export const hero = (id: string, name: string, die: number): HeroEntry => {
  const f = named(id, name, { hero: true, guts: "elite" });
  return { figure: f, heroUnit: unit(`${id}-card`, [f], { name, kind: "hero", commandDie: die }), attachedTo: null };
};
export const activationBefore = (first: string): ActivationDeckState => {
  const deck = newActivationDeck();
  return { ...deck, drawPile: [first, ...deck.drawPile.filter((id) => id !== first)] };
};
