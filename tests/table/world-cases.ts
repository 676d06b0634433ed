/**
 * The GM computes every fact, for the reaction, cavalry, close order, engineers, placed charge,
 * hero and core checks procedures: for each, the button a player presses on an honest table, the
 * units it acts in (activated for an action, an enemy activated for a reaction), and the way its
 * request names a piece twice. Shared by tests/table/world-checks-more.test.ts and
 * tests/reliability/fuzz-world-more.test.ts.
 */
import { vi, expect } from "vitest";
import type { DrawQuery } from "@foundry/kernel/query-wire";
import { activate, COLE, FINCH, OTHER, pick, PLAYER, posseAndRaiders, POSSE, press, RAIDERS, stack } from "./harness";
import type { TableDouble } from "../doubles/table";
import {
  dynamiteScene,
  engineers,
  ENGINEERS,
  GRENADIER,
  HUSSARS,
  hussarsAndLine,
  LANCER,
  LINE,
  stagecoach,
  WAGON,
} from "./scenes";
import { withPieceCopies } from "../doubles/piece-copies";

export type Json = Record<string, unknown>;

export interface WorldCase {
  /** The rule IDs the test titles name. */
  readonly rule: string;
  readonly procedure: string;
  /** The honest table, before any activation (a fresh one each call). */
  readonly scene: () => TableDouble;
  /** Pressed on the honest table: the button, its actor, the user (PLAYER by default). */
  readonly action: string;
  readonly actor: string;
  readonly user?: string;
  /** Buttons pressed first (no card drawn, or cards not this procedure's). */
  readonly before?: readonly string[];
  /** Which draw of the press is this procedure's (0: the first). */
  readonly nth?: number;
  /** The unit that acts, and an enemy unit. */
  readonly own: string;
  readonly enemy: string;
  /** A reaction: taken while the enemy acts (activated: the enemy; out of it: the unit alone). */
  readonly reaction?: boolean;
  /** No activation applies (a consequence of another's action). */
  readonly anyTime?: boolean;
  /** The action is spent once an activation (the same request sent again is refused). */
  readonly spent?: boolean;
  /** The path of a figure of the sender's side in the request (a stat of it raised). */
  readonly figure: readonly (string | number)[];
  /** The request naming one piece twice, when its shape can. */
  readonly twice?: (input: Json) => Json;
  /** The key of the refusal a raised stat gets. */
  readonly statKey?: string;
}

/** The units activated for the honest request of a case. */
export function honestActivation(c: WorldCase): string[] {
  return [c.reaction ? c.enemy : c.own];
}

/** The units activated for the request out of its activation. */
export function outOfActivation(c: WorldCase): string[] {
  return [c.reaction ? c.own : c.enemy];
}

/** A table set for the case: its scene, the earlier buttons pressed, the honest activation. */
export async function tableFor(c: WorldCase): Promise<TableDouble> {
  const t = c.scene();
  for (const action of c.before ?? []) expect(await press(t, action, c.actor, { user: c.user ?? PLAYER })).toBe("done");
  activate(t, honestActivation(c));
  return t;
}

/** The honest request the button sends (pressed once on its own table: accepted), as it left the client. */
export async function honest(c: WorldCase): Promise<{ t: TableDouble; query: DrawQuery }> {
  const t = await tableFor(c);
  const spy = vi.spyOn(t.coordinator, "draw");
  expect(await press(t, c.action, c.actor, { user: c.user ?? PLAYER })).toBe("done");
  expect(t.warnings).toEqual([]);
  const query = spy.mock.calls[c.nth ?? 0]?.[0];
  spy.mockRestore();
  if (!query) throw new Error(`${c.action}: nothing sent`);
  expect(query.procedure).toBe(c.procedure);
  return { t, query: structuredClone(withPieceCopies(t, query)) };
}

/** The request sent afresh (no request id: the GM gives it one) with this input. */
export function send(t: TableDouble, query: DrawQuery, input: unknown) {
  const { requestId: _sent, ...sent } = query;
  return t.coordinator.draw({ ...sent, input });
}

/** A copy of `value` with the value at `path` replaced. */
export function at(value: Json, path: readonly (string | number)[], next: unknown): Json {
  const copy = structuredClone(value);
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = Reflect.get(node as object, key);
  Reflect.set(node as object, path[path.length - 1]!, next);
  return copy;
}

/** The value at `path`. */
export function get(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node === null ? undefined : Reflect.get(node as object, key)), value);
}

/** A list in the request with its first piece named again. */
const doubled =
  (path: readonly string[]) =>
  (input: Json): Json => {
    const list = get(input, path) as unknown[];
    return at(input, path, [...list, list[0]]);
  };

const KID = "Actor.kid0000000000001";
const KIDS = "Actor.kidunit000000001";

const hidden = { stunned: false, pinned: false, mounted: false, hidden: true, incapacitated: false };

export const CASES: readonly WorldCase[] = [
  {
    rule: "CORE-10",
    procedure: "reaction",
    scene: posseAndRaiders,
    action: "reaction",
    actor: COLE,
    own: POSSE,
    enemy: RAIDERS,
    reaction: true,
    figure: ["figure"],
  },
  {
    rule: "OW-9.3f",
    procedure: "ow.regainControl",
    scene: () => stagecoach({ runaway: true }),
    action: "regainControl",
    actor: WAGON,
    own: WAGON,
    enemy: RAIDERS,
    figure: ["wagon", "unit", "figures", 0],
  },
  {
    rule: "NAP-6.2 OW-7.1d",
    procedure: "mountedMelee",
    scene: () => {
      const t = hussarsAndLine();
      t.targets = [GRENADIER];
      return t;
    },
    action: "charge",
    actor: LANCER,
    own: HUSSARS,
    enemy: LINE,
    spent: true,
    figure: ["mountedMelee", "attacker", "figure"],
    twice: (input) => {
      const melee = input.mountedMelee as Json;
      return { ...input, mountedMelee: { ...melee, defender: { ...(melee.attacker as Json), unitId: LINE } } };
    },
  },
  {
    rule: "NAP-6.2.1.2 OW-7.1c",
    procedure: "mountedReaction",
    scene: hussarsAndLine,
    action: "counterCharge",
    actor: LANCER,
    own: HUSSARS,
    enemy: LINE,
    reaction: true,
    figure: ["mountedReaction", "figures", 0],
    twice: doubled(["mountedReaction", "figures"]),
  },
  {
    rule: "NAP-6.1.2 OW-7.1b",
    procedure: "mountedBog",
    scene: hussarsAndLine,
    action: "mountedBog",
    actor: HUSSARS,
    own: HUSSARS,
    enemy: LINE,
    figure: ["mountedBog", "figures", 0],
    twice: doubled(["mountedBog", "figures"]),
  },
  {
    rule: "NAP-5.4.1",
    procedure: "closeOrderTurn",
    scene: () => {
      const t = hussarsAndLine();
      t.closeOrderUnits.add(LINE);
      stack(t, [], OTHER);
      return t;
    },
    action: "closeOrderTurn",
    actor: LINE,
    user: OTHER,
    own: LINE,
    enemy: HUSSARS,
    reaction: true,
    figure: ["closeOrderTurn", "unit", "figures", 0],
  },
  {
    rule: "NAP-8.1",
    procedure: "detonation",
    scene: () => {
      const t = engineers();
      t.patchUnit(ENGINEERS, { ruleFlags: { chargesEmplaced: 1, chargesRequired: 1 } });
      return t;
    },
    action: "detonate",
    actor: ENGINEERS,
    own: ENGINEERS,
    enemy: POSSE,
    figure: ["figure"],
  },
  {
    rule: "NAP-8.1",
    procedure: "doorAttack",
    scene: engineers,
    action: "attackDoor",
    actor: ENGINEERS,
    own: ENGINEERS,
    enemy: POSSE,
    spent: true,
    figure: ["doorAttack", "engineers", 0],
    twice: doubled(["doorAttack", "engineers"]),
  },
  {
    rule: "OW-6.1.2",
    procedure: "ow.layFuse",
    scene: () => {
      const t = dynamiteScene();
      stack(t, [pick("move 7", (c) => c.move === 7)]);
      return t;
    },
    before: ["prepareBundle", "placeCharge"],
    action: "layFuse",
    actor: COLE,
    own: POSSE,
    enemy: RAIDERS,
    spent: true,
    figure: ["figure"],
  },
  {
    rule: "OW-6.1.4",
    procedure: "ow.carriedDynamite",
    scene: () => {
      const t = dynamiteScene();
      stack(t, [pick("no small burst", (c) => !c.burst.small)]);
      return t;
    },
    action: "carriedDynamite",
    actor: COLE,
    own: POSSE,
    enemy: RAIDERS,
    anyTime: true,
    figure: ["carrier"],
  },
  {
    rule: "OW-6.1.4 OW-6.1.2",
    procedure: "ow.dynamiteBlast",
    scene: () => {
      const t = dynamiteScene();
      const boom = pick("small burst", (c) => c.burst.small);
      const victim = pick("medium hit", (c) => c.burst.medium, [boom]);
      stack(t, [boom, victim, pick("medium hit", (c) => c.burst.medium, [boom, victim])]);
      t.tokenAt.set("Actor.dunn000000000001", { x: 1, y: 0 });
      return t;
    },
    action: "carriedDynamite",
    actor: COLE,
    nth: 1,
    own: POSSE,
    enemy: RAIDERS,
    anyTime: true,
    figure: ["figures", 0, "figure"],
    twice: doubled(["figures"]),
  },
  {
    rule: "OW-4d",
    procedure: "ow.heroMorale",
    scene: () => {
      const t = posseAndRaiders();
      t.addFigure(KID, "The Kid", { hero: true, guts: "elite", endurance: 6 }, "ow.revolver", PLAYER);
      t.addUnit(KIDS, "The Kid's card", [KID], { moraleMarkers: 3 }, PLAYER);
      return t;
    },
    action: "rally",
    actor: KIDS,
    own: KIDS,
    enemy: RAIDERS,
    spent: true,
    figure: ["hero", "unit", "figures", 0],
  },
  {
    rule: "CORE-8",
    procedure: "damage",
    scene: posseAndRaiders,
    action: "damage",
    actor: COLE,
    own: POSSE,
    enemy: RAIDERS,
    anyTime: true,
    figure: ["figure"],
  },
  {
    rule: "CORE-10",
    procedure: "bog",
    scene: posseAndRaiders,
    action: "bog",
    actor: COLE,
    own: POSSE,
    enemy: RAIDERS,
    figure: ["figure"],
  },
  {
    rule: "CORE-10",
    procedure: "spotting",
    scene: () => {
      const t = posseAndRaiders();
      t.patchFigure(FINCH, { states: hidden });
      t.targets = [FINCH];
      return t;
    },
    action: "spot",
    actor: COLE,
    own: POSSE,
    enemy: RAIDERS,
    figure: ["spotter"],
    twice: (input) => ({ ...input, target: input.spotter, targetUnit: input.spotterUnit }),
  },
];
