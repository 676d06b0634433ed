/** Connected groups of figures (union-find), for close order and solid shot ranks. */

export class UnionFind {
  private readonly parent: number[];
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    let r = i;
    while (this.parent[r] !== r) r = this.parent[r]!;
    while (this.parent[i] !== r) {
      const next = this.parent[i]!;
      this.parent[i] = r;
      i = next;
    }
    return r;
  }
  union(a: number, b: number): void {
    const ra = this.find(a),
      rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  /** Groups of indices, each in ascending order, groups ordered by their first member. */
  groups(): number[][] {
    const by = new Map<number, number[]>();
    for (let i = 0; i < this.parent.length; i++) {
      const r = this.find(i);
      const g = by.get(r);
      if (g) g.push(i);
      else by.set(r, [i]);
    }
    return [...by.values()].sort((a, b) => a[0]! - b[0]!);
  }
}

/** The unit key of a figure: its unit, or itself when it has none. */
export function unitKey(f: { readonly id: string; readonly unit?: string }): string {
  return f.unit ?? `figure:${f.id}`;
}
