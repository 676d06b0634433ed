/**
 * A chat card kind declares its template and its buttons (kernel/chat-card.ts): ONE delegated
 * listener on the rendered message runs the declared handler of a pressed `[data-action]`; every
 * button the template prints is one its kind declares, none is Foundry's chat log's own; the
 * result card offers moves and actions (carried dynamite, breakthrough, a manifest's chat button)
 * only to who may act, as buttons of the template.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it, vi } from "vitest";
import {
  defineChatCard,
  FOUNDRY_CHAT_ACTIONS,
  listenForCardActions,
  type CardButton,
  type CardClick,
  type CardRoot,
} from "@foundry/kernel/chat-card";
import type { ChatButton } from "@foundry/kernel/action-manifest";
import { moveOffers } from "@foundry/kernel/result-moves";
import { resultOffers, type OfferReads } from "@foundry/chat/result-offers";
import { CHAT_BUTTONS } from "@foundry/actions/manifests";
import { resultView } from "@foundry/chat/view";
import { registerFoundryHelpers, flattenLang } from "../../../preview/foundry-helpers";
import lang from "../../../lang/en.json";
import { format } from "../../doubles/format";
import { CORPUS } from "./corpus";

// The result card's handlers reach Foundry through these; here they are spies (no Foundry in unit tests).
const foundry = vi.hoisted(() => ({
  performAction: vi.fn(async () => "done"),
  requestApply: vi.fn(async () => ({ ok: true })),
  actor: { name: "Cpl. Lance" },
}));
vi.mock("@foundry/kernel/action-layer", () => ({ performAction: foundry.performAction }));
vi.mock("@foundry/chat/apply-request", () => ({ requestApply: foundry.requestApply }));
vi.mock("@foundry/data/resolve", () => ({ actorByUuid: () => foundry.actor }));
vi.mock("@foundry/data/actor/figure", () => ({
  FigureModel: class FigureModel {
    readonly stub = true;
  },
}));
vi.mock("@foundry/canvas/allowance-flag", () => ({ offerMove: vi.fn() }));

/** A rendered message: its one click listener, and buttons a click starts from (a button, or the icon in it). */
function message(): { root: CardRoot; click(target: unknown): boolean; listeners: number } {
  const handlers: ((event: CardClick) => void)[] = [];
  const out = {
    root: { addEventListener: (_type: "click", listener: (event: CardClick) => void) => void handlers.push(listener) },
    click(target: unknown): boolean {
      let prevented = false;
      for (const h of handlers) h({ target, preventDefault: () => void (prevented = true) });
      return prevented;
    },
    get listeners() {
      return handlers.length;
    },
  };
  return out;
}

function button(dataset: Record<string, string>, disabled = false): CardButton & { closest(s: string): CardButton } {
  const b = {
    dataset,
    disabled,
    closest: (selector: string) => (selector === "[data-action]" && "action" in dataset ? b : null) as CardButton,
  };
  return b;
}

describe("a chat card kind's buttons (one delegated listener)", () => {
  it("a press runs the handler its card kind declares for the button's data-action, with the card's context", () => {
    const apply = vi.fn();
    const undo = vi.fn();
    const card = defineChatCard<{ messageId: string }>({
      template: "systems/x/templates/chat/t.hbs",
      actions: { apply, undo },
    });
    const m = message();
    listenForCardActions(m.root, card, { messageId: "m1" });
    expect(m.listeners).toBe(1);
    const pressed = button({ action: "undo", offer: "2" });
    // The click starts on the icon inside the button: closest() finds the button.
    expect(m.click({ closest: () => pressed })).toBe(true);
    expect(undo).toHaveBeenCalledWith({ messageId: "m1" }, pressed);
    expect(apply).not.toHaveBeenCalled();
  });

  it("a name the kind does not declare is left to Foundry, a disabled button does nothing, a click off any button nothing", () => {
    const apply = vi.fn();
    const m = message();
    listenForCardActions(m.root, defineChatCard({ template: "t.hbs", actions: { apply } }), undefined);
    expect(m.click(button({ action: "expandRoll" }))).toBe(false);
    expect(m.click(button({ action: "toString" }))).toBe(false);
    expect(m.click(button({ action: "apply" }, true))).toBe(false);
    expect(m.click(button({}))).toBe(false);
    expect(m.click("text node")).toBe(false);
    expect(apply).not.toHaveBeenCalled();
  });

  it("a card kind without a template fails the type check", () => {
    // @ts-expect-error the template is required
    const card = defineChatCard({ actions: {} });
    expect(card).toEqual({ actions: {} });
  });
});

/** The data-action names a template prints. */
function printed(template: string): string[] {
  return [...new Set([...readFileSync(template, "utf8").matchAll(/data-action="(\w+)"/g)].map((m) => m[1]!))].sort();
}

describe("the card kinds' templates and actions agree", () => {
  it("the result card prints exactly the buttons it declares, none of them Foundry's chat log's own", async () => {
    const { RESULT_CARD } = await import("@foundry/chat/result-card");
    expect(RESULT_CARD.template).toBe("systems/combat-patrol/templates/chat/result.hbs");
    const names = Object.keys(RESULT_CARD.actions).sort();
    expect(printed("templates/chat/result.hbs")).toEqual(names);
    expect(names).toEqual(["apply", "moveOnRuler", "moveToken", "openRule", "runAction", "undo"]);
    expect(names.filter((n) => FOUNDRY_CHAT_ACTIONS.includes(n))).toEqual([]);
  });

  it("the roster's unit-ready card is a template with no button", async () => {
    const { UNIT_READY_CARD } = await import("@foundry/actions/roster/roster-card");
    expect(UNIT_READY_CARD.template).toBe("systems/combat-patrol/templates/chat/unit-ready.hbs");
    expect(UNIT_READY_CARD.actions).toEqual({});
    expect(printed("templates/chat/unit-ready.hbs")).toEqual([]);
  });
});

/** NAP-6.2.1.3 Cpl. Lance's charge: two moves, a wound, the victor's breakthrough (corpus.ts). */
const record = CORPUS.mountedMelee();
const [loserMove, victorMove] = moveOffers(record);
const hurt = record.result.effects.find((e) => e.kind === "wound" || e.kind === "incapacitate");
const hurtId = hurt && "figureId" in hurt ? hurt.figureId : "";

function reads(over: Partial<OfferReads> = {}): OfferReads {
  return {
    mayAct: () => true,
    actorName: (id) => `Name of ${id}`,
    carried: (id) => (id === hurtId ? 2 : 0),
    format,
    ...over,
  };
}

const lasso: ChatButton = {
  id: "lasso",
  order: 100,
  offers: (r) => [
    {
      action: "lasso",
      actorId: victorMove!.actorId,
      params: { procedure: r.result.procedure },
      label: { key: "COMBAT_PATROL.Chat.moveToken" },
      icon: "fa-solid fa-hat-cowboy",
    },
  ],
};
/** The buttons the action manifests declare (the carrier's extra card, the breakthrough), and a new one. */
const withLasso = [...CHAT_BUTTONS, lasso];

describe("what the result card offers the user looking at it (result-offers.ts)", () => {
  it("OW-6.1.4 NAP-6.2.1.3 the GM: both moves, then the carrier's extra card, the breakthrough, a manifest's chat button", () => {
    const offers = resultOffers(record, "message0001", reads(), withLasso);
    expect(offers.moves.map((m) => m?.offer.index)).toEqual([0, 1]);
    expect(offers.moves[1]?.hint).toBe(format("COMBAT_PATROL.Chat.moveOnRulerHint", { inches: victorMove!.inches }));
    expect(offers.actions.map((a) => [a.action, a.text, a.icon])).toEqual([
      ["carriedDynamite", `Hit carrying dynamite: Name of ${hurtId}`, null],
      ["breakthrough", `Breakthrough: Name of ${victorMove!.actorId}`, null],
      ["lasso", "Move the token", "fa-solid fa-hat-cowboy"],
    ]);
    expect(offers.actions[1]?.params["messageId"]).toBe("message0001");
    expect(offers.actions[2]?.params).toEqual({ procedure: "mountedMelee" });
  });

  it("the victor's owner alone: his move and his breakthrough, not the loser's move nor the carrier's card", () => {
    const offers = resultOffers(record, "m", reads({ mayAct: (id) => id === victorMove!.actorId }), CHAT_BUTTONS);
    expect(offers.moves.map((m) => m?.offer.actorId ?? null)).toEqual([null, victorMove!.actorId]);
    expect(offers.actions.map((a) => a.action)).toEqual(["breakthrough"]);
    expect(loserMove!.actorId).not.toBe(victorMove!.actorId);
  });

  it("no actor in the world, no button; a carrier with no dynamite left, no extra card", () => {
    const offers = resultOffers(record, "m", reads({ actorName: () => null, carried: () => 0 }), withLasso);
    expect(offers.actions).toEqual([]);
  });

  it("the template prints them as buttons: the move's after its line, the actions at the end, with their words", () => {
    const hbs = Handlebars.create();
    registerFoundryHelpers(hbs, flattenLang(lang));
    for (const part of ["card", "lines"])
      hbs.registerPartial(
        `systems/combat-patrol/templates/chat/parts/${part}.hbs`,
        readFileSync(`templates/chat/parts/${part}.hbs`, "utf8"),
      );
    const render = hbs.compile(readFileSync("templates/chat/result.hbs", "utf8"));
    const view = resultView(record, format);
    const offers = resultOffers(record, "m", reads({ mayAct: (id) => id === victorMove!.actorId }), withLasso);
    const html = render({ view, offers });
    const moves = html
      .split('<section class="cp-result-moves">')[1]!
      .split("</section>")[0]!
      .match(/<li>.*?<\/li>/gs)!;
    expect(moves).toHaveLength(2);
    expect(moves[0]).not.toContain("data-action");
    expect(moves[1]).toContain('data-action="moveOnRuler" data-offer="1"');
    expect(moves[1]).toContain('data-action="moveToken" data-offer="1"');
    expect(moves[1]).toContain("</i> Ruler</button> <button");
    expect(html).toContain(
      `<button type="button" class="cp-move-offer" data-action="runAction" data-offer="0">Breakthrough: Name of ${victorMove!.actorId}</button>` +
        '<button type="button" class="cp-move-offer" data-action="runAction" data-offer="1"><i class="fa-solid fa-hat-cowboy" inert></i> Move the token</button>',
    );
    // Without offers (the preview, another client's view): the card as before, no button but Apply's.
    expect(render({ view })).not.toMatch(/data-action="(moveOnRuler|moveToken|runAction)"/);
  });
});

describe("the result card's declared handlers (result-card.ts)", () => {
  it("a press on an offered action runs it through the action layer on its figure, with its params", async () => {
    const { RESULT_CARD } = await import("@foundry/chat/result-card");
    const offers = resultOffers(record, "message0001", reads(), withLasso);
    const m = message();
    const chatMessage = { id: "message0001" } as ChatMessage.Implementation;
    listenForCardActions(m.root, RESULT_CARD, { message: chatMessage, offers });
    expect(m.click(button({ action: "runAction", offer: "1" }))).toBe(true);
    await vi.waitFor(() => expect(foundry.performAction).toHaveBeenCalledTimes(1));
    expect(foundry.performAction).toHaveBeenCalledWith("breakthrough", {
      actor: foundry.actor,
      token: null,
      params: offers.actions[1]!.params,
    });
  });

  it("Apply and Undo ask the GM for this message, the button disabled while the request runs", async () => {
    const { RESULT_CARD } = await import("@foundry/chat/result-card");
    const m = message();
    listenForCardActions(m.root, RESULT_CARD, {
      message: { id: "message0002" } as ChatMessage.Implementation,
      offers: { moves: [], actions: [] },
    });
    const apply = button({ action: "apply" });
    m.click(apply);
    expect(apply.disabled).toBe(true);
    m.click(button({ action: "undo" }));
    await vi.waitFor(() => expect(foundry.requestApply).toHaveBeenCalledTimes(2));
    expect(foundry.requestApply.mock.calls).toEqual([["message0002"], ["message0002", "undo"]]);
  });
});
