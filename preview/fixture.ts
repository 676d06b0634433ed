import type { PreviewEvent, PreviewResponse } from "./interactive";

/** One view of the preview: a template rendered with sample data (a sheet, a chat card, a card face, a dialog). */
export interface PreviewFixture {
  /** URL id: /?view=<id> */
  readonly id: string;
  /** Shown in the navigation and the window title. */
  readonly title: string;
  /**
   * The window's own title when it differs from the navigation's (a dialog titled by the action that opened it), read
   * after `context`.
   */
  readonly windowTitle?: string;
  /** Path under templates/, e.g. "actor/figure.hbs". */
  readonly template: string;
  /** Sample data, built with the real engine where the view shows engine results. */
  readonly context: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Window size in px, as Foundry would open it ("auto": as tall as its content, as a DialogV2 opens). */
  readonly width?: number;
  readonly height?: number | "auto";
  /**
   * "window" frames it like a Foundry application; "chat" puts it in a chat log column; "bare" shows it as is;
   * "interface" places it in a copy of v13's game interface (scene controls, players, scene list, hotbar,
   * sidebar) where the deck dock's own placement (dock/place.ts) puts it.
   */
  readonly frame?: "window" | "chat" | "bare" | "interface";
  /** Extra classes on the frame (Foundry's application classes). */
  readonly classes?: readonly string[];
  /** A DialogV2's own buttons under the content (Foundry adds them; labels as Foundry shows them). */
  readonly dialogButtons?: readonly string[];
  /**
   * What the view's buttons and inputs do (preview/interactive.ts): update the fixture's sample
   * data with the system's real code, then the page renders the view again. Absent: the view is
   * a still picture.
   */
  readonly respond?: (event: PreviewEvent) => PreviewResponse;
}
