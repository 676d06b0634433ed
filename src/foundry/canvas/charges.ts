/**
 * OW-6.1.2 / OW-6.1.2b / OW-6.1.3 placed charges and forced moves on the Foundry table: the
 * actions' port (foundry-port.ts) calls these. A placed charge is an explosive item (its
 * fuse state) whose flags (`flags.combat-patrol.charge`) keep where it lies, where its fuse
 * ends, where its blasting machine stands (inches) and the wall or door it is set against.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { z } from "@rules/zod";
import type { BurstSize } from "@rules/cards/schema";
import {
  GEOMETRY_DEFAULTS,
  bearing,
  distance,
  heTemplateDiameter,
  tokenRotationFromFacing,
  type Figure,
  type Point,
} from "@rules/geometry";
import { wallAgainst, type WallSegment } from "@rules/geometry/breach";
import type { BreachTarget, PlacedCharge } from "@rules/old-west/dynamite";
import type { BlastFigure } from "@rules/procedures/he";
import { FUSE_STATE_OF, stageOfFuse, type ChargeWrite, type TableCharge } from "@foundry/data/placed-charge";
import type { TablePiece } from "@foundry/kernel/table-ports";
import { ExplosiveModel } from "@foundry/data/item/explosive";
import { actorByUuid } from "@foundry/data/resolve";
import { currentOptions } from "@foundry/settings/current";
import { gridOf, figureFromToken, actorUuidOf } from "./tokens";
import { toInches, tokenPositionFor } from "./figures";
import { blastAt, createAreas } from "./templates";
import { bandArea } from "./areas";

/**
 * OW-6.1.2b a charge lies where its placer stood: a wall within this many inches (about a base across) is the one it is
 * set against.
 */
const CHARGE_REACH = 1;

const point = z.object({ x: z.number(), y: z.number() });
const ChargeFlag = z.object({
  at: z._default(z.nullable(point), null),
  fuseEnd: z._default(z.nullable(point), null),
  machineAt: z._default(z.nullable(point), null),
  against: z._default(z.nullable(z.object({ id: z.string(), kind: z.enum(["wall", "door"]) })), null),
});
type ChargeFlag = z.infer<typeof ChargeFlag>;

declare module "fvtt-types/configuration" {
  interface FlagConfig {
    Item: {
      /** OW-6.1.2 a placed charge's points (inches) and the wall or door it is set against. */
      "combat-patrol"?: { charge?: ChargeFlag };
    };
  }
}

function flagOf(item: Item.Implementation): ChargeFlag {
  const flags: unknown = item.flags;
  const raw: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, SYSTEM_ID) : undefined;
  const charge: unknown = typeof raw === "object" && raw !== null ? Reflect.get(raw, "charge") : undefined;
  const parsed = ChargeFlag.safeParse(charge ?? {});
  return parsed.success ? parsed.data : { at: null, fuseEnd: null, machineAt: null, against: null };
}

/** The charge an explosive item holds; one that went off only when `exploded` asks for it (the scene offers none). */
function tableCharge(item: Item.Implementation, exploded = false): TableCharge | null {
  const s = item.system;
  if (!(s instanceof ExplosiveModel)) return null;
  const stage = stageOfFuse(s.fuse.state);
  if (stage === null || (stage === "exploded" && !exploded)) return null;
  const flag = flagOf(item);
  const charge: PlacedCharge = {
    id: item.uuid,
    stage,
    fuseActivations: s.fuse.length,
    die: s.fuse.die,
    blastingMachine: stage === "wired",
  };
  return { id: item.uuid, name: item.name, holderId: item.parent?.uuid ?? null, charge, ...flag };
}

/** OW-6.1.2 a charge by its explosive item's UUID (the GM's world facts), one that went off too; null when none. */
export function chargeById(id: string): TableCharge | null {
  const item = fromUuidSync<Item.Implementation>(id, { strict: false });
  return item instanceof Item ? tableCharge(item, true) : null;
}

/** OW-6.1.2 the charges of the viewed scene: world explosive items and those of the actors with a token there. */
export function sceneCharges(): TableCharge[] {
  const scene = game.scenes?.viewed ?? null;
  const actors = scene ? scene.tokens.map((t) => t.actor).filter((a): a is Actor.Implementation => a !== null) : [];
  const items = [...(game.items ?? []), ...actors.flatMap((a) => [...a.items])];
  const out = new Map<string, TableCharge>();
  for (const item of items) {
    const charge = tableCharge(item);
    if (charge && !out.has(charge.id)) out.set(charge.id, charge);
  }
  return [...out.values()];
}

/** OW-6.1.2 write a charge onto its explosive item (created on the holder when new); its UUID. */
export async function saveCharge(write: ChargeWrite): Promise<string> {
  const flag: ChargeFlag = { at: write.at, fuseEnd: write.fuseEnd, machineAt: write.machineAt, against: write.against };
  const system = {
    charge: "bundle" as const,
    quantity: 1,
    fuse: { state: FUSE_STATE_OF[write.charge.stage], length: write.charge.fuseActivations, die: write.charge.die },
  };
  const data = { system, flags: { [SYSTEM_ID]: { charge: flag } } };
  if (write.id) {
    const item = fromUuidSync<Item.Implementation>(write.id, { strict: false });
    if (item instanceof Item) await item.update(data);
    return write.id;
  }
  const holder = actorByUuid(write.holderId);
  const created = holder
    ? await holder.createEmbeddedDocuments("Item", [{ name: write.name, type: "explosive", ...data }])
    : [await Item.implementation.create({ name: write.name, type: "explosive", ...data })];
  return created?.[0]?.uuid ?? "";
}

/** A figure's base on the viewed scene (inches). */
export function figureBase(figureId: string): Figure | null {
  const scene = game.scenes?.viewed ?? null;
  const token = scene?.tokens.find((t) => actorUuidOf(t) === figureId) ?? null;
  return token ? figureFromToken(token) : null;
}

/** CORE-9 draw the template on the canvas (templates.ts) and read the figures under it, each with its unit. */
export async function figuresUnder(
  at: Point,
  size: BurstSize,
  pieceOf: (actorId: string) => TablePiece | null,
): Promise<BlastFigure[]> {
  const scene = game.scenes?.viewed ?? null;
  if (!scene) return [];
  const placed = await blastAt(scene, at, heTemplateDiameter(size, currentOptions(scene).heTemplate));
  const out: BlastFigure[] = [];
  for (const token of placed?.tokens ?? []) {
    const id = actorUuidOf(token);
    const piece = id ? pieceOf(id) : null;
    if (piece?.figure) out.push({ unitId: piece.unit.id, figure: piece.figure });
  }
  return out;
}

/** The viewed scene's walls as segments in inches (door walls too). */
function sceneWalls(scene: Scene.Implementation): (WallSegment & { door: boolean })[] {
  const grid = gridOf(scene);
  return scene.walls.map((w) => {
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = w.c;
    return {
      id: w.id ?? "",
      a: toInches({ x: x0, y: y0 }, grid),
      b: toInches({ x: x1, y: y1 }, grid),
      door: (w.door ?? 0) !== CONST.WALL_DOOR_TYPES.NONE,
    };
  });
}

/**
 * OW-6.1.2b the wall or door a charge lying here is set against: the nearest wall segment within a
 * figure's base and contact (the charge lies where the placing figure stood, his base against it).
 */
export function wallAt(at: Point): BreachTarget | null {
  const scene = game.scenes?.viewed ?? null;
  if (!scene) return null;
  const reach = CHARGE_REACH + GEOMETRY_DEFAULTS.contactTolerance;
  const wall = wallAgainst(at, sceneWalls(scene), reach);
  return wall ? { id: wall.id, kind: wall.door ? "door" : "wall" } : null;
}

/**
 * CORE-6 / CORE-7 a forced move: the figure's token centred on `to` (inches) on the viewed scene;
 * NAP-5.3b turned to `facing` too when given (a close order line's wheel).
 */
export async function moveToken(figureId: string, to: Point, facing?: number): Promise<boolean> {
  const scene = game.scenes?.viewed ?? null;
  const token = scene?.tokens.find((t) => actorUuidOf(t) === figureId) ?? null;
  if (!scene || !token || !token.isOwner) return false;
  const grid = gridOf(scene);
  const { x, y } = tokenPositionFor(to, { width: token.width ?? 1, height: token.height ?? 1 }, grid);
  await token.update({ x, y, ...(facing !== undefined ? { rotation: tokenRotationFromFacing(facing) } : {}) });
  return true;
}

/** Forced moves' paths as bands on the viewed scene (areas port), kept with their result message. */
export async function drawMoves(
  paths: readonly { readonly from: Point; readonly to: Point }[],
  messageId: string | null,
): Promise<void> {
  const scene = game.scenes?.viewed ?? null;
  if (!scene) return;
  const areas = paths
    .filter((p) => distance(p.from, p.to) > 0)
    .map((p) => bandArea("move", p.from, bearing(p.from, p.to), distance(p.from, p.to), MOVE_BAND_WIDTH));
  await createAreas(scene, areas, messageId);
}

/** The width of a drawn forced move (inches): about a figure's base. */
const MOVE_BAND_WIDTH = 1;
