/**
 * Issue 17: the GM's turn buttons appear once however often the tracker renders. v13's
 * CombatTracker re-renders its "tracker" part (the list) alone, leaving what sits beside it.
 */
import { describe, expect, it } from "vitest";
import { placeTurnBar, TURN_BAR_CLASS } from "@foundry/combat/tracker-view";

/** The tracker's content: children in order; the "tracker" part's list is replaced on each render. */
class Content {
  children: Node[] = [];
  querySelector(selector: string) {
    const node = this.children.find((c) => selector === `.${c.className}`);
    return node ? { replaceWith: (next: Node) => void (this.children[this.children.indexOf(node)] = next) } : null;
  }
  /** HandlebarsApplicationMixin#_replaceHTML: the rendered part takes the old part's place. */
  renderList(): { before(node: Node): void } {
    const list: Node = { className: "combat-tracker" };
    const old = this.children.findIndex((c) => c.className === "combat-tracker");
    if (old >= 0) this.children[old] = list;
    else this.children.push(list);
    return { before: (node: Node) => void this.children.splice(this.children.indexOf(list), 0, node) };
  }
}
interface Node {
  readonly className: string;
}

describe("combat tracker turn bar", () => {
  it("CORE-3 three renders of the tracker part: one bar, before the list, the newest one", () => {
    const content = new Content();
    const places: string[] = [];
    for (let render = 1; render <= 3; render += 1) {
      const list = content.renderList();
      places.push(placeTurnBar(content, list, { className: TURN_BAR_CLASS, render } as Node));
    }
    expect(places).toEqual(["inserted", "replaced", "replaced"]);
    expect(content.children.map((c) => c.className)).toEqual([TURN_BAR_CLASS, "combat-tracker"]);
    expect(content.children[0]).toMatchObject({ render: 3 });
  });
});
