/**
 * OW-6.1.2 the charges-explode card (canvas/charge-blast-card.ts) is a chat card kind: its template
 * prints one `placeBlast` button per charge, and a press runs through the card's declared action
 * (ONE delegated listener on the rendered message): the GM or the charge's owner places the
 * blast of that size for that charge, on that message; for anyone else the button is disabled.
 */
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FOUNDRY_CHAT_ACTIONS, type CardClick } from "@foundry/kernel/chat-card";

// The action reaches Foundry's canvas through these; here they are spies (no Foundry in unit tests).
const canvas = vi.hoisted(() => ({
  placeChargeBlast: vi.fn(async () => undefined),
  owned: new Set<string>(["Item.mine"]),
}));
vi.mock("@foundry/canvas/blast", () => ({
  placeChargeBlast: canvas.placeChargeBlast,
  mayPlaceChargeBlast: (chargeId: string) => canvas.owned.has(chargeId),
}));

interface Button {
  readonly dataset: Record<string, string>;
  disabled: boolean;
  closest(selector: string): Button | null;
}

function blastButton(size: string, charge: string): Button {
  const b: Button = {
    dataset: { action: "placeBlast", size, charge },
    disabled: false,
    closest: (selector) => (selector === "[data-action]" ? b : null),
  };
  return b;
}

/** A rendered charges-explode message: its buttons, its click listeners. */
function rendered(buttons: Button[]) {
  const handlers: ((event: CardClick) => void)[] = [];
  return {
    handlers,
    root: {
      addEventListener: (_type: "click", listener: (event: CardClick) => void) => void handlers.push(listener),
      querySelectorAll: (selector: string) => (selector === 'button[data-action="placeBlast"]' ? buttons : []),
    },
    click(target: Button): boolean {
      let prevented = false;
      for (const h of handlers) h({ target, preventDefault: () => void (prevented = true) });
      return prevented;
    },
  };
}

describe("OW-6.1.2 the charges-explode card", () => {
  beforeEach(() => canvas.placeChargeBlast.mockClear());

  it("its template prints exactly the button it declares, placeBlast, not one of Foundry's chat log's own", async () => {
    const { CHARGES_EXPLODE_CARD } = await import("@foundry/canvas/charge-blast-card");
    expect(CHARGES_EXPLODE_CARD.template).toBe("systems/combat-patrol/templates/chat/charges-explode.hbs");
    expect(Object.keys(CHARGES_EXPLODE_CARD.actions)).toEqual(["placeBlast"]);
    const printed = [...readFileSync("templates/chat/charges-explode.hbs", "utf8").matchAll(/data-action="(\w+)"/g)];
    expect(printed.map((m) => m[1])).toEqual(["placeBlast"]);
    expect(FOUNDRY_CHAT_ACTIONS).not.toContain("placeBlast");
  });

  it("a press on the owner's button places that charge's blast, of its size, on that message, through the declared action", async () => {
    const { listenForChargeBlasts } = await import("@foundry/canvas/charge-blast-card");
    const mine = blastButton("small", "Item.mine");
    const m = rendered([mine]);
    listenForChargeBlasts(m.root, "message0003");
    expect(m.handlers).toHaveLength(1);
    expect(mine.disabled).toBe(false);
    expect(m.click(mine)).toBe(true);
    await vi.waitFor(() => expect(canvas.placeChargeBlast).toHaveBeenCalledTimes(1));
    expect(canvas.placeChargeBlast).toHaveBeenCalledWith("small", "Item.mine", "message0003");
  });

  it("another user's charge, or a size the card does not know: the button is disabled and a press does nothing", async () => {
    const { listenForChargeBlasts, CHARGES_EXPLODE_CARD } = await import("@foundry/canvas/charge-blast-card");
    const theirs = blastButton("medium", "Item.theirs");
    const odd = blastButton("huge", "Item.mine");
    const m = rendered([theirs, odd]);
    listenForChargeBlasts(m.root, "message0004");
    expect([theirs.disabled, odd.disabled]).toEqual([true, true]);
    expect(m.click(theirs)).toBe(false);
    // The action checks again (a button enabled by hand).
    await CHARGES_EXPLODE_CARD.actions["placeBlast"]!({ messageId: "message0004" }, { ...theirs, disabled: false });
    expect(canvas.placeChargeBlast).not.toHaveBeenCalled();
  });

  it("a message with no such button gets no listener", async () => {
    const { listenForChargeBlasts } = await import("@foundry/canvas/charge-blast-card");
    const m = rendered([]);
    listenForChargeBlasts(m.root, "message0005");
    expect(m.handlers).toHaveLength(0);
  });
});
