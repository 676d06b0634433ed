/**
 * One layer of the volley programme's states (volley-programme.ts): every state's components in
 * one flat Int16Array (no object per state: a layer of a million states leaves the garbage
 * collector nothing to trace but a few arrays, so its pauses stay short while a count runs in
 * slices), its weight, and a packed numeric key found through an open-addressing table (a string
 * key when the components do not pack). Pure storage, kept apart from the counting so each can be
 * read alone.
 */
import type { Arith } from "./volley-piles";

/** Layer of states: components (Int16Array) and weights, indexed by a packed key. */
export class Layer<T> {
  readonly keys: (number | string)[] = [];
  readonly weights: T[] = [];
  private readonly index = new Map<number | string, number>();
  /**
   * Packed keys: an open-addressing table (keys as doubles, positions + 1; 0 = empty), faster than a Map of doubles.
   */
  private table = new Float64Array(1024);
  private slots = new Int32Array(1024);
  /** The states' components, `width` each, one state after another (grown by doubling). */
  private flat = new Int16Array(0);
  private width = 0;
  constructor(
    private readonly num: Arith<T>,
    private readonly place: readonly number[],
    private readonly packed: boolean,
  ) {}
  /** A fresh row of `width` components (zeros), to fill and add. */
  row(width: number): Int16Array {
    return new Int16Array(width);
  }
  /** State i's components (a view: read it, or copy it before the layer grows). */
  comp(i: number): Int16Array {
    return this.flat.subarray(i * this.width, (i + 1) * this.width);
  }
  /** Room for one more state of c's width; the offset of its components. */
  private append(c: Int16Array): number {
    this.width ||= c.length;
    const at = this.keys.length * this.width;
    if (at + this.width > this.flat.length) {
      const grown = new Int16Array(Math.max(1024 * this.width, this.flat.length * 2));
      grown.set(this.flat);
      this.flat = grown;
    }
    this.flat.set(c, at);
    return at;
  }
  keyOf(c: Int16Array): number | string {
    if (!this.packed) return c.join(",");
    let k = 0;
    for (let i = 0; i < c.length; i += 1) k += c[i]! * this.place[i]!;
    return k;
  }
  /** Add weight to the state `c` with component `at` raised by one (and `also` by one when ≥ 0); c is not kept. */
  addStep(c: Int16Array, key: number | string, at: number, also: number, weight: T): void {
    let k: number | string;
    if (typeof key === "number") k = key + this.place[at]! + (also >= 0 ? this.place[also]! : 0);
    else {
      c[at]! += 1;
      if (also >= 0) c[also]! += 1;
      k = c.join(",");
      c[at]! -= 1;
      if (also >= 0) c[also]! -= 1;
    }
    const found = this.find(k);
    if (found >= 0) {
      this.weights[found] = this.num.add(this.weights[found]!, weight);
      return;
    }
    const stored = this.append(c);
    this.flat[stored + at]! += 1;
    if (also >= 0) this.flat[stored + also]! += 1;
    this.remember(k, this.keys.length);
    this.keys.push(k);
    this.weights.push(weight);
  }
  private hash(k: number): number {
    return Math.imul((k | 0) ^ Math.floor(k / 4294967296), 0x9e3779b1) >>> 0;
  }
  /** Position of the state with key k, -1 when none. */
  private find(k: number | string): number {
    if (typeof k === "string") return this.index.get(k) ?? -1;
    const mask = this.table.length - 1;
    for (let h = this.hash(k) & mask; ; h = (h + 1) & mask) {
      const slot = this.slots[h]!;
      if (slot === 0) return -1;
      if (this.table[h] === k) return slot - 1;
    }
  }
  private remember(k: number | string, position: number): void {
    if (typeof k === "string") {
      this.index.set(k, position);
      return;
    }
    if (2 * (position + 1) > this.table.length) {
      // grow: twice the room, every packed key placed again
      const keys = this.keys;
      this.table = new Float64Array(this.table.length * 2);
      this.slots = new Int32Array(this.table.length);
      for (let i = 0; i < keys.length; i += 1) this.place1(keys[i] as number, i);
    }
    this.place1(k, position);
  }
  private place1(k: number, position: number): void {
    const mask = this.table.length - 1;
    let h = this.hash(k) & mask;
    while (this.slots[h] !== 0) h = (h + 1) & mask;
    this.table[h] = k;
    this.slots[h] = position + 1;
  }
  add(c: Int16Array, weight: T): void {
    const k = this.keyOf(c);
    const found = this.find(k);
    if (found >= 0) {
      this.weights[found] = this.num.add(this.weights[found]!, weight);
      return;
    }
    this.append(c);
    this.remember(k, this.keys.length);
    this.keys.push(k);
    this.weights.push(weight);
  }
  get size(): number {
    return this.keys.length;
  }
}
