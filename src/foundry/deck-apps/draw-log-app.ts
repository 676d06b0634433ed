/**
 * The GM's draw log: every card drawn in a turn (who, which deck, which card, for what), read
 * from the decks' own logs. Kept per turn: the current turn and the one before it (End of Turn
 * moves the finished turn to "previous"). Re-renders when a deck changes.
 */
import { SYSTEM_ID } from "@foundry/shared/system";
import { DialogBase } from "@foundry/shared/dialog-base";
import { foundryFormat as format } from "@foundry/shared/format";
import { auditView } from "./draw-log-view";
import { auditLogs } from "@foundry/kernel/draw-service";

type RenderOptions = foundry.applications.api.ApplicationV2.RenderOptions;
type RenderContext = foundry.applications.api.ApplicationV2.RenderContext;

export const AUDIT_TEMPLATE = `systems/${SYSTEM_ID}/templates/cards/audit-log.hbs`;

export class AuditLogApp extends DialogBase {
  static override DEFAULT_OPTIONS = {
    id: "combat-patrol-draw-log",
    classes: [SYSTEM_ID, "cp-app", "cp-audit-app"],
    window: { title: "COMBAT_PATROL.Cards.audit.title", icon: "fa-solid fa-list-check", resizable: true },
    position: { width: 720, height: 560 },
  };

  static override PARTS = {
    log: { template: AUDIT_TEMPLATE, scrollable: [".cp-dialog-body"] },
  };

  /** The turn shown; null = the latest. */
  #turn: number | null = null;
  #hook: number | null = null;

  override async _prepareContext(options: RenderOptions & { isFirstRender: boolean }): Promise<RenderContext> {
    const context = await super._prepareContext(options);
    const { logs, turn } = auditLogs();
    const nameOf = (id: string) => game.users?.get(id)?.name ?? id;
    const time = (at: number) => new Date(at).toLocaleTimeString();
    return Object.assign(context, { view: auditView(logs, this.#turn ?? turn, format, nameOf, time) });
  }

  protected override async _onRender(context: RenderContext, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    const select = this.element.querySelector<HTMLSelectElement>("select[name=turn]");
    select?.addEventListener("change", () => {
      this.#turn = Number(select.value);
      void this.render();
    });
    this.#hook ??= Hooks.on("updateCards", () => void this.render());
  }

  protected override _onClose(options: RenderOptions): void {
    super._onClose(options);
    if (this.#hook !== null) Hooks.off("updateCards", this.#hook);
    this.#hook = null;
  }
}
