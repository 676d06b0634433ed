import type { Figure } from "@rules/geometry";

/** A figure on a 1" round base (25/28 mm), unless told otherwise. */
export function fig(id: string, x: number, y: number, extra: Partial<Omit<Figure, "id" | "at">> = {}): Figure {
  return { id, at: { x, y }, base: { shape: "round", diameter: 1 }, ...extra };
}

/** A 1" x 2" cavalry base (width x depth) facing `facing`. */
export function horse(id: string, x: number, y: number, facing = 0, unit?: string): Figure {
  return { id, at: { x, y }, base: { shape: "rect", width: 1, depth: 2 }, facing, ...(unit ? { unit } : {}) };
}

export const ids = (fs: readonly { id: string }[]): string[] => fs.map((f) => f.id);

export { seeded } from "../../helpers/random";

export { rulesErrorOf } from "../../helpers/errors";
